// An mcp-lint rule as an ESLint rule: same id, options schema, messages and fixes. It runs mcp-lint's own engine
// with this one rule on the file's analysis (shared by every rule of a pass, see analysis.ts), so nothing here
// re-implements a check. Level and options come from ESLint's rule config only; mcp-lint.config.json is not read.
// The bulk suppressions file is (suppressions.ts): a baseline the CLI honours and the editor ignored would be noise.
import type { Rule as EslintRule } from 'eslint';
import type { JSONSchema4 } from 'json-schema';
import { lintSource } from '../core/engine.js';
import { classifyFile } from '../inputs/classify.js';
import { ruleDocsUrl } from '../core/docs-url.js';
import { DEFAULT_SPEC, SPEC_VERSIONS, type Rule, type SpecVersion } from '../core/types.js';
import { analyseFile } from './analysis.js';
import { toEslintReport } from './report.js';
import { unsuppressed } from './suppressions.js';

export const PLUGIN_NAME = 'mcp-lint';

export function toEslintRule(rule: Rule): EslintRule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: {
        description: rule.meta.description,
        url: ruleDocsUrl(rule.id),
        recommended: rule.meta.defaultLevel !== 'off',
      },
      // The JSON Schema mcp-lint validates a config's options with; ESLint validates rule options with it too.
      schema: rule.meta.optionsSchema ? [rule.meta.optionsSchema as JSONSchema4] : [],
      ...(rule.meta.defaultOptions ? { defaultOptions: [rule.meta.defaultOptions] } : {}),
      // ESLint refuses a fix or suggestion from a rule that does not declare them. Which findings carry one is
      // decided by mcp-lint's rules, finding by finding, so every rule declares both rather than keep a second list.
      fixable: 'code',
      hasSuggestions: true,
    },
    create(context) {
      // A config's files pattern may be wider than what mcp-lint reads (declaration files, .jsx, .vue).
      if (classifyFile(context.filename) !== 'source') return {};
      return {
        'Program:exit'() {
          const { sourceCode } = context;
          const source = analyseFile({
            pass: sourceCode,
            filename: context.filename,
            text: sourceCode.text,
            cwd: context.cwd,
            program: sourceCode.parserServices?.program,
          });
          if (!source) return;
          const options = {
            ...rule.meta.defaultOptions,
            ...(context.options[0] as Record<string, unknown> | undefined),
          };
          // The level only decides whether a finding shows; ESLint's rule config gives the severity.
          const result = lintSource(source, [rule], {
            spec: specOf(context.settings),
            settings: new Map([[rule.id, { level: 'warning', options }]]),
          });
          const reported = unsuppressed(
            context.sourceCode,
            source,
            result.diagnostics.filter((d) => d.ruleId === rule.id),
            context.cwd,
          );
          for (const diagnostic of reported) context.report(toEslintReport(diagnostic));
        },
      };
    },
  };
}

/** The MCP spec version rules check against: ESLint's shared `settings: { "mcp-lint": { spec } }`, like mcp-lint's --spec. */
function specOf(settings: Record<string, unknown>): SpecVersion {
  const spec = (settings[PLUGIN_NAME] as { spec?: unknown } | undefined)?.spec;
  if (spec === undefined) return DEFAULT_SPEC;
  if (SPEC_VERSIONS.includes(spec as SpecVersion)) return spec as SpecVersion;
  throw new Error(
    `ESLint settings["${PLUGIN_NAME}"].spec is ${JSON.stringify(spec)}; use one of ${SPEC_VERSIONS.map((v) => `"${v}"`).join(', ')}.`,
  );
}
