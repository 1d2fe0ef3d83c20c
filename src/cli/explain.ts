// --explain <rule>: print the rule's docs page (why, bad, good, options) from the docs/ folder shipped in the package.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { didYouMean } from '../config/suggest.js';

/** The folder holding docs/rules/, found upwards from this module so the lookup works from src/ and from the bundle. */
function rulesDocsFolder(): string | undefined {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'docs', 'rules');
    try {
      // Our own package's docs (here and below), not a file a user names: plain readFileSync.
      readFileSync(join(candidate, 'README.md'));
      return candidate;
    } catch {
      // not here
    }
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

export function explainRule(id: string, rules: readonly Rule[]): string {
  const rule = rules.find((r) => r.id === id);
  if (!rule) {
    throw new UsageError(
      `--explain: unknown rule ${JSON.stringify(id)}.${didYouMean(
        id,
        rules.map((r) => r.id),
      )} Run mcp-lint --list-rules to see every rule.`,
    );
  }
  const folder = rulesDocsFolder();
  if (folder === undefined)
    throw new UsageError(`--explain: the docs/rules folder is missing from this installation of mcp-lint.`);
  const text = readFileSync(join(folder, `${rule.id}.md`), 'utf8');
  return text.endsWith('\n') ? text : text + '\n';
}
