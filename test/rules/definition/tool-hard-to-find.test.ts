// tool-hard-to-find: a tool whose description's first sentence, as a search request, ranks at least 5 siblings as high.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/tool-hard-to-find.js';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
// The ms-365 shape: Graph's generic first sentence, each sibling saying the same words and more of them.
const generic = (name: string) => tool(name, 'Retrieve a list of objects. Lists the OneNote pages of every notebook.');
const siblings = ['notebook', 'section', 'bucket', 'plan', 'task', 'group'].map((kind) =>
  tool(`list-${kind}-objects`, `Retrieve a list of ${kind} objects.`),
);

testRule(rule, {
  valid: [
    {
      name: 'a first sentence that says what only this tool does',
      tools: [tool('onenote-pages', 'List the OneNote pages of every notebook.'), ...siblings],
    },
    {
      name: 'five tools or fewer: a search shows them all',
      tools: [generic('onenote-pages'), ...siblings.slice(0, 4)],
    },
    {
      name: 'a first sentence of stop words only is no request (tool-description and description-quality judge it)',
      tools: [tool('onenote-pages', 'Use this tool.'), ...siblings],
    },
    {
      name: 'words every tool holds leave the ranking unknown within the bound: nothing is said',
      tools: Array.from({ length: 45 }, (_, i) => tool(`get_thing_${i}`, 'Fetch the record.')),
    },
  ],
  invalid: [
    {
      name: 'a generic first sentence that six siblings say as well or better',
      tools: [generic('onenote-pages'), ...siblings],
      errors: [
        {
          messageId: 'buried',
          pointer: '/description',
          toolIndex: 0,
          data: { tool: '"onenote-pages"', count: 6, words: '"retrieve", "list" and "object"' },
          message: /^A request written from the first sentence of "onenote-pages"'s description .* ranks 6 other tools/,
        },
      ],
    },
    {
      name: 'a heading line before the text is skipped: the request is the first sentence of the text',
      tools: [tool('onenote-pages', '🎯 Purpose:\n  1. Retrieve a list of objects. Lists OneNote pages.'), ...siblings],
      errors: [
        {
          messageId: 'buried',
          pointer: '/description',
          toolIndex: 0,
          data: { words: '"retrieve", "list" and "object"' },
        },
      ],
    },
  ],
});

describe('through the built CLI', () => {
  it('on the Shortcut capture, stories-search ("Find Shortcut stories.") and nothing else, in strict only', async () => {
    const capture = join(REPO_ROOT, 'bench', 'servers', 'captures', 'shortcut__mcp.json');
    const findings = (stdout: string) =>
      (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; level?: string; message: string }> }>)
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === 'tool-hard-to-find');
    expect(findings((await runMcpLint([capture, '--format', 'json', '--no-config'])).stdout)).toEqual([]);
    const config = join(tempDir(), 'mcp-lint.config.json');
    writeFileSync(config, JSON.stringify({ extends: 'strict' }));
    const strict = await runMcpLint([capture, '--format', 'json', '--config', config]);
    expect(strict.stderr).toBe('');
    const found = findings(strict.stdout);
    expect(found.map((m) => m.level)).toEqual(['info']);
    expect(found[0]!.message).toMatch(/^A request written from the first sentence of "stories-search"'s description/);
  });
});
