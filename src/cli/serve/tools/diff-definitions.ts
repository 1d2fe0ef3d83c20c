// diff_tool_definitions: compare two versions of a server's tool definitions and classify each change as
// breaking, risky or compatible for the clients and models that already use them (the library's diff rules).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { loadConfig, resolveSettings } from '../../../config/index.js';
import { diffSources } from '../../../api/diff.js';
import { loadJsonText } from '../../../loaders/json/index.js';
import { allRules } from '../../../rules/index.js';
import { DEFAULT_SPEC, type LoadedSource, type SpecVersion } from '../../../core/types.js';
import type { ServeContext } from '../context.js';
import { reportOutput, reportOutputShape } from '../report-shape.js';
import { answer, errorResult, structuredResult } from '../tool-result.js';
import { MAX_DEFINITIONS_CHARS, specInput } from './lint-definitions.js';

/** The side's loaded definitions, or the reason they could not be read. */
async function loadSide(text: string, name: 'old' | 'new'): Promise<LoadedSource | string> {
  const loaded = await loadJsonText(text, `<${name}>`, { explicit: true });
  if (loaded.status === 'skipped') return `${name}: ${loaded.reason}.`;
  const fatal = loaded.source.diagnostics.find((d) => d.fatal);
  if (!fatal) return loaded.source;
  const at = fatal.range ? ` (line ${fatal.range.start.line}, column ${fatal.range.start.column})` : '';
  return `${name}${at}: ${fatal.message} Pass the JSON text of a tools/list result, an array of tools or one tool.`;
}

export function registerDiffDefinitions(server: McpServer, context: ServeContext): void {
  server.registerTool(
    'diff_tool_definitions',
    {
      title: 'Diff two versions of MCP tool definitions',
      description:
        'Compares an old and a new set of MCP tool definitions (JSON text) and reports each change with its impact on existing clients: ' +
        'errors are breaking (a tool or parameter removed, a new required parameter, a type narrowed), warnings are risky (a description whose meaning changed, a riskier hint), info is compatible (a tool added). ' +
        'Tools are matched by name. ok is false when some change is breaking. Use it before releasing a new version of a server.',
      inputSchema: {
        old: z
          .string()
          .max(MAX_DEFINITIONS_CHARS)
          .describe('The old definitions as JSON text: a tools/list result, an array of tools, or one tool.'),
        new: z.string().max(MAX_DEFINITIONS_CHARS).describe('The new definitions as JSON text, in the same forms.'),
        spec: specInput,
      },
      outputSchema: reportOutputShape,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ old: oldText, new: newText, spec }) =>
      answer(async () => {
        const before = await loadSide(oldText, 'old');
        if (typeof before === 'string') return errorResult(before);
        const after = await loadSide(newText, 'new');
        if (typeof after === 'string') return errorResult(after);
        const config = await loadConfig({ cwd: context.cwd, mayRead: await context.readPolicy(), warn: context.warn });
        const settings = await resolveSettings(allRules, config, []);
        const report = diffSources([before], [after], {
          spec: (spec as SpecVersion | undefined) ?? config?.spec ?? DEFAULT_SPEC,
          settings,
        });
        return structuredResult(reportOutput(report));
      }),
  );
}
