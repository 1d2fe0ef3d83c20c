// Builds diff cases from real `tools/list` captures (bench/servers/captures): load one, clone it, mutate the
// clone in the test, and run the comparison through the engine with the default rule levels, as the CLI does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffSources } from '../../src/api/diff.js';
import { resolveSettings } from '../../src/config/index.js';
import { loadJsonText } from '../../src/loaders/json/index.js';
import { allRules } from '../../src/rules/index.js';
import type { Diagnostic, LoadedSource, RuleLevel } from '../../src/core/types.js';
import { DEFAULT_SPEC } from '../../src/core/types.js';
import { REPO_ROOT } from './cli.js';

export const CAPTURES = join(REPO_ROOT, 'bench', 'servers', 'captures');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A fresh deep copy of a capture's tools/list document. */
export function capture(name: string): { tools: Json[] } & Record<string, Json> {
  return JSON.parse(readFileSync(join(CAPTURES, `${name}.json`), 'utf8'));
}

export function toolOf(document: { tools: Json[] }, name: string): Json {
  const tool = document.tools.find((t: Json) => t.name === name);
  if (!tool) throw new Error(`no tool ${name} in the capture`);
  return tool;
}

async function load(document: unknown, name: string): Promise<LoadedSource> {
  const loaded = await loadJsonText(JSON.stringify(document, null, 2), name, { explicit: true });
  if (loaded.status !== 'loaded') throw new Error('not loaded');
  return loaded.source;
}

/** Every finding of `mcp-lint diff old.json new.json`, with optional --rule overrides. */
export async function diffDocuments(
  before: unknown,
  after: unknown,
  overrides: Array<{ id: string; level: RuleLevel }> = [],
): Promise<Diagnostic[]> {
  const settings = await resolveSettings(allRules, undefined, overrides);
  const report = diffSources([await load(before, 'old.json')], [await load(after, 'new.json')], {
    spec: DEFAULT_SPEC,
    settings,
  });
  return report.results.flatMap((result) => result.diagnostics);
}

/** Findings with every rule at info at least (nothing is off), compact for assertions. */
export async function changes(
  before: unknown,
  after: unknown,
): Promise<Array<{ ruleId: string | null; severity: string; toolName?: string; pointer: string; message: string }>> {
  const found = await diffDocuments(before, after);
  return found.map(({ ruleId, severity, toolName, pointer, message }) => ({
    ruleId,
    severity,
    toolName,
    pointer,
    message,
  }));
}

/** A pattern matching the rendered form of one of the rule's messages (placeholders match anything). */
export function messagePattern(rule: { meta: { messages: Record<string, string> } }, messageId: string): RegExp {
  const template = rule.meta.messages[messageId];
  if (template === undefined) throw new Error(`no message ${messageId}`);
  const parts = template.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + parts.join('.*?') + '$', 's');
}

type Found = Awaited<ReturnType<typeof changes>>;

/** The findings of one rule (in report order), checked to render exactly the given messages, in any order. */
export function reported(
  found: Found,
  rule: { id: string; meta: { messages: Record<string, string> } },
  messageIds: string[],
): Found {
  const mine = found.filter((f) => f.ruleId === rule.id);
  if (mine.length !== messageIds.length)
    throw new Error(`expected ${messageIds.length} ${rule.id} finding(s), got ${JSON.stringify(found, null, 1)}`);
  const open = [...messageIds];
  for (const finding of mine) {
    const at = open.findIndex((messageId) => messagePattern(rule, messageId).test(finding.message));
    if (at === -1)
      throw new Error(`${rule.id}: "${finding.message}" is none of the expected messages ${JSON.stringify(open)}`);
    open.splice(at, 1);
  }
  return mine;
}
