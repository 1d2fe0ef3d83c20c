// fastmcp: `server.addTool({ name, description, parameters, execute, annotations })` and `addTools([...])`.
import { ts, type TS } from '../typescript.js';
import { snippet } from '../positions.js';
import { DefinitionBuilder } from '../materialize.js';
import { convertSchema } from '../schemas.js';
import { fastmcpConversion } from '../fastmcp-schema.js';
import { nameOf, receiverIs, reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { forEachRegistration } from '../iteration.js';
import { unknown, type Env } from '../values.js';
import { methodCall, type Adapter } from './adapter.js';

export const fastmcpAdapter: Adapter = {
  id: 'fastmcp',
  recognises(node, context) {
    const method = methodCall(node, ts(), 1);
    return (method === 'addTool' || method === 'addTools') && (context.imports.has('fastmcp') || receiverIs(context, node as TS.CallExpression, 'FastMCP'));
  },
  build(nodes, context) {
    for (const node of nodes) {
      const call = node as TS.CallExpression;
      const method = (call.expression as TS.PropertyAccessExpression).name.text;
      forEachRegistration(context, call, (env) => fastmcpAddTool(context, call, env, method));
    }
  },
};

/** One `addTool` config, or each config of `addTools([...])`. */
function fastmcpAddTool(context: FileContext, call: TS.CallExpression, env: Env, api: string): void {
  const argument = context.evaluator.evaluate(call.arguments[0]!, env);
  const configs = api === 'addTools' ? (argument.kind === 'array' && !argument.opaque ? argument.items : [argument]) : [argument];
  for (const config of configs) {
    if (config.kind !== 'object') {
      reportUnresolved(context, config.kind === 'unknown' ? config : unknown(config.node, `\`${snippet(config.node)}\``), `A tool added by \`${snippet(call.expression)}(…)\``);
      continue;
    }
    const nameEntry = config.entries.get('name');
    const name = nameEntry ? nameOf(context, nameEntry.value, call) : undefined;
    if (name === undefined) continue;
    const builder = new DefinitionBuilder(context.file, config.node.getSourceFile() === context.file ? config.node : call);
    builder.mark('/name', nameEntry!.node);
    const definition: Record<string, unknown> = { name };
    const description = config.entries.get('description');
    if (description) {
      builder.mark('/description', description.node);
      definition.description = builder.json(description.value, '/description');
    }
    const parameters = config.entries.get('parameters');
    if (parameters) {
      builder.mark('/inputSchema', parameters.node);
      const outcome = convertSchema(parameters.value, 'fastmcp', 'input', '/inputSchema', builder, context.project.zod, { fastmcp: fastmcpConversion(context.project, context.file.fileName) });
      definition.inputSchema = outcome.kind === 'absent' ? { type: 'object', properties: {}, additionalProperties: false } : outcome.json;
    } else definition.inputSchema = { type: 'object', properties: {}, additionalProperties: false };
    for (const key of ['annotations', '_meta']) {
      const entry = config.entries.get(key);
      if (entry) {
        builder.mark(`/${key}`, entry.node);
        definition[key] = builder.json(entry.value, `/${key}`);
      }
    }
    const execute = config.entries.get('execute');
    const handler = execute ? context.handlers.analyze(execute.value, 'fastmcp', execute.node) : undefined;
    context.tools.push(toolFrom(context, builder, definition, api, handler));
  }
}
