// Mastra: `new MCPServer({ name, version, tools: { toolName: createTool({ id, description, inputSchema, execute }) } })`
// from @mastra/mcp lists one tool per key of `tools`, named by the key. Mastra converts the zod input schema with its
// own converter, so the inputSchema is left unresolved rather than guessed. `createTool(config)` is read as the config.
import { ts, type TS } from '../typescript.js';
import { snippet } from '../positions.js';
import { DefinitionBuilder } from '../materialize.js';
import { reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { unknown } from '../values.js';
import type { Framework } from './framework.js';

export const mastra: Framework = {
  id: 'mastra',
  modules: [{ module: 'mastra', packages: ['@mastra/mcp', '@mastra/core', '@mastra/core/*'] }],
  serverClasses: ['MCPServer'],
  toolWords: ['MCPServer'],
  // createTool() returns the tool object it is given.
  callResult: (fn, args) =>
    fn.module === 'mastra' && fn.name === 'createTool' && args[0]?.kind === 'object' ? args[0] : undefined,
  recognises(node, context) {
    const t = ts();
    if (!t.isNewExpression(node) || !context.imports.has('mastra') || !node.arguments?.[0]) return false;
    const callee = context.evaluator.evaluate(node.expression);
    return callee.kind === 'external' && callee.module === 'mastra' && callee.name === 'MCPServer';
  },
  build(nodes, context) {
    for (const node of nodes) mastraServer(context, node as TS.NewExpression);
  },
};

function mastraServer(context: FileContext, call: TS.NewExpression): void {
  const options = context.evaluator.evaluate(call.arguments![0]!);
  const tools = options.kind === 'object' ? options.entries.get('tools') : undefined;
  if (!tools) {
    if (options.kind !== 'object' || options.opaque)
      reportUnresolved(
        context,
        options.kind === 'unknown' ? options : unknown(call, `\`${snippet(call)}\``),
        'The tools of this Mastra MCPServer',
        call,
      );
    return;
  }
  const record = tools.value;
  if (record.kind !== 'object') {
    reportUnresolved(
      context,
      record.kind === 'unknown' ? record : unknown(record.node, `\`${snippet(record.node)}\``),
      'The tools of this Mastra MCPServer',
      tools.node,
    );
    return;
  }
  // A spread that could not be read hides keys: the tools found are still real, the rest is reported.
  if (record.opaque) reportUnresolved(context, record.opaque, 'Some tools of this Mastra MCPServer', tools.node);
  for (const [name, entry] of record.entries) {
    const builder = new DefinitionBuilder(
      context.project.model,
      context.file,
      entry.node.getSourceFile() === context.file ? entry.node : call,
    );
    builder.mark('', entry.node);
    builder.mark('/name', entry.node);
    const definition: Record<string, unknown> = { name };
    const tool = entry.value;
    if (tool.kind === 'object') {
      const description = tool.entries.get('description');
      if (description) {
        const json = builder.json(description.value, '/description');
        if (json !== undefined && description.value.kind !== 'unknown') definition.description = json;
      } else if (tool.opaque) builder.markUnresolved('/description', tool.opaque);
    } else
      builder.markUnresolved(
        '/description',
        tool.kind === 'unknown' ? tool : unknown(tool.node, `\`${snippet(tool.node)}\``),
      );
    definition.inputSchema = { type: 'object' };
    builder.markUnresolved('/inputSchema', unknown(entry.node, "Mastra's own conversion of the tool's input schema"));
    context.tools.push(toolFrom(context, builder, definition, 'MCPServer', undefined));
  }
}
