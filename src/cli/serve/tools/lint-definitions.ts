// lint_tool_definitions: lint tool definitions an agent has in hand (a tools/list result it captured, or the
// array it is about to write), without writing a file.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { lint } from '../../../api/lint.js';
import { SPEC_VERSIONS } from '../../../core/types.js';
import { serveLintOptions, type ServeContext } from '../context.js';
import { reportOutput, reportOutputShape } from '../report-shape.js';
import { answer, errorResult, structuredResult } from '../tool-result.js';

export const DEFINITIONS_NAME = '<definitions>';
/** Far above any real server's tools/list (the largest seen are a few hundred KB), far below what would strain memory. */
export const MAX_DEFINITIONS_CHARS = 10_000_000;

export const specInput = z
  .enum(SPEC_VERSIONS as [string, ...string[]])
  .optional()
  .describe("MCP spec version to check against (default: the project config's, else 2025-11-25).");

export function registerLintDefinitions(server: McpServer, context: ServeContext): void {
  server.registerTool(
    'lint_tool_definitions',
    {
      title: 'Lint MCP tool definitions (JSON)',
      description:
        'Checks MCP tool definitions given as JSON text against the mcp-lint rules: names, descriptions, input and output schemas, annotations and security problems such as hidden instructions. ' +
        'Pass a tools/list result ({"tools": [...]}), an array of tools, or one tool. Returns every finding with its rule, severity, tool, JSON pointer and line, plus a docs link; ' +
        'ok is false when any finding is an error. Text that is not JSON, or JSON that holds no tool definitions, is rejected with the reason. ' +
        "Rule levels come from mcp-lint.config.json in the server's working directory, when there is one.",
      inputSchema: {
        definitions: z
          .string()
          .max(MAX_DEFINITIONS_CHARS)
          .describe('The JSON text: a tools/list result, an array of tools, or a single tool.'),
        spec: specInput,
      },
      outputSchema: reportOutputShape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ definitions, spec }) =>
      answer(async () => {
        const options = {
          ...(await serveLintOptions(context)),
          stdinText: definitions,
          stdinFilename: DEFINITIONS_NAME,
          ...(spec ? { spec: spec as (typeof SPEC_VERSIONS)[number] } : {}),
        };
        const report = await lint(['-'], options);
        const unreadable = report.results.flatMap((r) => r.diagnostics.filter((d) => d.fatal));
        if (unreadable.length > 0) {
          const at = unreadable[0]!.range
            ? ` (line ${unreadable[0]!.range.start.line}, column ${unreadable[0]!.range.start.column})`
            : '';
          return errorResult(
            `definitions${at}: ${unreadable[0]!.message} Pass the JSON text of a tools/list result, an array of tools or one tool.`,
          );
        }
        return structuredResult(reportOutput(report));
      }),
  );
}
