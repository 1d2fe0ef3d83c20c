// McpServer lists each tool's zod schemas as its SDK converts them, stamping `$schema` (SDK 1.x: draft-07, whatever
// the zod major; 2.x: 2020-12). A project that installs its own tools/list handler on the McpServer's inner Server
// (`mcpServer.server.setRequestHandler(ListToolsRequestSchema, …)`, as brave-search-mcp-server does to re-emit its
// schemas as 2020-12) lists what that handler returns instead: the `$schema` the SDK would stamp is then not known,
// so it is marked unresolved rather than guessed (client-claude judges it). It stays in the definition: the schema's
// keywords are the ones the SDK's conversion wrote, and read in another dialect they would make findings of their own.
import type { LoadedSource } from '../../../core/types.js';
import { ts, type TS } from '../typescript.js';
import { rangeOf } from '../positions.js';
import { Slot } from '../model.js';
import type { Project } from '../project.js';

interface Override {
  packageRoot: string;
  call: TS.CallExpression;
}

const OVERRIDES = new Slot<Override[]>('tools/list handlers installed on an McpServer’s inner Server');

/** Records a tools/list handler installed on `<x>.server` (McpServer's Server), not on a Server of the project's own. */
export function noteListOverride(project: Project, call: TS.CallExpression): void {
  const t = ts();
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  if (
    !t.isPropertyAccessExpression(receiver) ||
    receiver.name.text !== 'server' ||
    receiver.expression.kind === t.SyntaxKind.ThisKeyword
  )
    return;
  const packageRoot = project.packageRoot(call.getSourceFile().fileName);
  project.model.one(OVERRIDES, () => []).push({ packageRoot, call });
}

/** Marks the SDK-stamped `$schema` of the tools an override lists (those of its package) unresolved. */
export function markOverriddenDialects(project: Project, files: ReadonlyMap<LoadedSource, string>): void {
  const overrides = project.model.one(OVERRIDES, () => []);
  if (overrides.length === 0) return;
  for (const [result, file] of files) {
    const override = overrides.find((o) => o.packageRoot === project.packageRoot(file));
    if (!override) continue;
    const at = override.call.getSourceFile();
    const what = `the tools/list handler installed at ${at.fileName.split(/[\\/]/).pop()}:${rangeOf(override.call).start.line}, which replaces the SDK's list`;
    for (const tool of result.tools) {
      if (tool.api === 'setRequestHandler') continue;
      const definition = tool.definition as Record<string, unknown>;
      for (const key of ['inputSchema', 'outputSchema']) {
        const schema = definition[key] as Record<string, unknown> | undefined;
        if (schema === null || typeof schema !== 'object' || !('$schema' in schema)) continue;
        const facts = (tool.sourceFacts ??= {});
        (facts.unresolved ??= []).push({ pointer: `/${key}/$schema`, what, saidForFile: true });
      }
    }
  }
}
