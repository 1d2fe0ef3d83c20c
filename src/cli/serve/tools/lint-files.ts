// lint_files: lint files or folders of the project the agent is working on: TS/JS and Python server source (the tools
// it registers and how their handlers answer) and saved tools/list JSON. Reads only inside the allowed folders.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { resolve } from 'node:path';
import { summarize } from '../../../core/engine.js';
import { lint } from '../../../api/lint.js';
import { suppressionsPath } from '../../../api/suppressions-file.js';
import type { LintOptions } from '../../../core/options.js';
import type { SpecVersion } from '../../../core/types.js';
import { checkPath } from '../allowed-paths.js';
import { readPolicy } from '../../../files/read-policy.js';
import type { ServeContext } from '../context.js';
import { reportOutput, reportOutputShape } from '../report-shape.js';
import { answer, structuredResult } from '../tool-result.js';
import { specInput } from './lint-definitions.js';

export const MAX_PATHS = 100;

export function registerLintFiles(server: McpServer, context: ServeContext): void {
  server.registerTool(
    'lint_files',
    {
      title: 'Lint MCP server source files or folders',
      description:
        "Checks the MCP tools defined in files or folders: TypeScript/JavaScript server source (registerTool, server.tool, low-level handlers, FastMCP, mcp-framework) and Python server source (@mcp.tool() of the official SDK's MCPServer and FastMCP, fastmcp, add_tool, low-level Tool lists), read statically and never run, and saved tools/list JSON files. " +
        'Besides the definition rules, source files get handler checks (a bare string returned instead of a result, console.log on a stdio server, deprecated APIs). ' +
        "Folders are searched for .ts/.js/.py/.json files (node_modules, dist, build and Python virtual environments skipped). Paths are relative to the project folder this server was started for, or absolute, and must lie inside that folder or one of the client's roots; " +
        'a path elsewhere is refused. Returns every finding with its file, line, rule and docs link.',
      inputSchema: {
        paths: z
          .array(z.string())
          .min(1)
          .max(MAX_PATHS)
          .describe('Files or folders to lint, e.g. ["src"] or ["src/server.ts", "tools.json"].'),
        spec: specInput,
      },
      outputSchema: reportOutputShape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ paths, spec }) =>
      answer(async () => {
        const folders = await context.readableFolders();
        const checked = paths.map((path) => checkPath(path, context.cwd, folders));
        // Config lookup and the paths in the report start from the folder holding the first path.
        const mayRead = readPolicy(folders);
        // The project's bulk suppressions apply as they do to `mcp-lint` run in it (read under the same policy).
        const suppressions = { path: suppressionsPath(context.cwd) };
        const options: LintOptions = {
          cwd: checked[0]!.folder,
          ruleOverrides: [],
          ignorePatterns: [],
          source: {},
          mayRead,
          warn: context.warn,
          suppressions,
        };
        if (spec) options.spec = spec as SpecVersion;
        const report = await lint(
          checked.map((c) => c.path),
          options,
        );
        // A folder's walk takes links to files as files: a file outside the allowed folders is not read, and its
        // result (which says so) is dropped; only the file's name is returned.
        const inside = report.results.filter((result) => mayRead(resolve(options.cwd, result.source)));
        if (inside.length === report.results.length) return structuredResult(reportOutput(report));
        const skipped = report.results.filter((result) => !inside.includes(result)).map((result) => result.source);
        return structuredResult({ ...reportOutput(summarize(inside)), skipped });
      }),
  );
}
