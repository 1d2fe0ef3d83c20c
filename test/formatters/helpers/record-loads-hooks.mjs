// Module customization hooks (run on the loader thread): record each loaded URL.
import { appendFileSync } from 'node:fs';

let log;
export function initialize(data) {
  log = data?.log;
}
export async function load(url, context, nextLoad) {
  if (log) appendFileSync(log, url + '\n');
  return nextLoad(url, context);
}
