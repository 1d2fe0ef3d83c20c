// Reads `resources/list` page by page, keeping each resource's uri and mimeType: what MCP Apps hosts look a tool's
// UI resource up in. Read only when some tool names one (a server without apps is never asked).
import type { ListedResources } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import type { RpcClient } from './rpc.js';
import { describeAnswer, shortJson } from './describe.js';
import { MAX_PAGES } from './list-tools.js';

export async function listResources(
  rpc: RpcClient,
  requestTimeout: () => number,
  remaining: () => number,
): Promise<ListedResources> {
  const listed: ListedResources = { resources: [] };
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES && remaining() > 0; page++) {
    const answer = await rpc.request('resources/list', cursor === undefined ? {} : { cursor }, requestTimeout());
    if (answer.kind !== 'result') return { ...listed, failure: describeAnswer(answer) };
    const result = answer.result;
    if (!isObject(result) || !Array.isArray(result.resources))
      return { ...listed, failure: `it answered ${shortJson(result)}, which has no "resources" array` };
    for (const resource of result.resources) {
      if (!isObject(resource) || typeof resource.uri !== 'string') continue;
      listed.resources.push({
        uri: resource.uri,
        ...(typeof resource.mimeType === 'string' ? { mimeType: resource.mimeType } : {}),
      });
    }
    if (typeof result.nextCursor !== 'string' || seenCursors.has(result.nextCursor)) break;
    seenCursors.add(result.nextCursor);
    cursor = result.nextCursor;
  }
  return listed;
}
