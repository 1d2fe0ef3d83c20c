// explain_rule and list_rules: the rule catalogue, so an agent can look up what a finding means and how to fix it
// (the docs page text, as `mcp-lint --explain <rule>` prints it).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { explainRule } from '../../explain.js';
import { didYouMean } from '../../../config/suggest.js';
import { ruleDocsUrl } from '../../../core/docs-url.js';
import { allRules } from '../../../rules/index.js';
import type { Rule } from '../../../core/types.js';
import { answer, errorResult, structuredResult } from '../tool-result.js';

const SCOPES = ['definition', 'source', 'live', 'diff', 'pin', 'registry'] as const;

const ruleFields = {
  id: z.string(),
  defaultLevel: z
    .enum(['off', 'info', 'warning', 'error'])
    .describe('Level in the recommended set ("off": only the strict/all presets or a config turn it on).'),
  scope: z
    .enum(SCOPES)
    .describe(
      'definition: every input; source: TS/JS and Python files; live: running servers; diff: diff_tool_definitions; pin: lockfile checks.',
    ),
  description: z.string(),
  docsUrl: z.string(),
};

const summary = (rule: Rule) => ({
  id: rule.id,
  defaultLevel: rule.meta.defaultLevel,
  scope: rule.meta.scope,
  description: rule.meta.description,
  docsUrl: ruleDocsUrl(rule.id),
});

export function registerRuleTools(server: McpServer): void {
  server.registerTool(
    'explain_rule',
    {
      title: 'Explain an mcp-lint rule',
      description:
        'Returns the documentation of one mcp-lint rule as Markdown: why it matters, a bad and a good example, and its options. ' +
        'Use it on the ruleId of a finding to learn how to fix it. An unknown id is rejected with the closest known ids.',
      inputSchema: { rule: z.string().min(1).max(200).describe('The rule id, e.g. "input-schema-required-array".') },
      outputSchema: { ...ruleFields, documentation: z.string().describe("The rule's docs page, Markdown.") },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ rule: id }) =>
      answer(async () => {
        const rule = allRules.find((r) => r.id === id);
        if (!rule)
          return errorResult(
            `Unknown rule ${JSON.stringify(id)}.${didYouMean(
              id,
              allRules.map((r) => r.id),
            )} Call list_rules to see every rule id.`,
          );
        return structuredResult({ ...summary(rule), documentation: explainRule(rule.id, allRules) });
      }),
  );

  server.registerTool(
    'list_rules',
    {
      title: 'List mcp-lint rules',
      description:
        'Lists the mcp-lint rules with their id, default level, scope (which inputs they check) and a one-line description. ' +
        "Pass scope to list only the rules for one kind of input; call explain_rule for a rule's full documentation.",
      inputSchema: z
        .object({ scope: z.enum(SCOPES).optional().describe('Only rules of this scope.') })
        .meta({ required: [] }),
      outputSchema: { rules: z.array(z.object(ruleFields)) },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ scope }) =>
      answer(async () =>
        structuredResult({
          rules: allRules.filter((rule) => scope === undefined || rule.meta.scope === scope).map(summary),
        }),
      ),
  );
}
