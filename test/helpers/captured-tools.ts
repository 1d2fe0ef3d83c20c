// The listed JSON (what a client sends the model) of every tool in the published servers' captures,
// bench/servers/captures/: real text to hold token counts and bounds to.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listedText } from '../../src/tokens/tokens.js';
import { REPO_ROOT } from './cli.js';

export function capturedListedTexts(): string[] {
  const dir = join(REPO_ROOT, 'bench', 'servers', 'captures');
  const texts: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const capture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tools: unknown[] };
    for (const tool of capture.tools) texts.push(listedText(tool));
  }
  return texts;
}
