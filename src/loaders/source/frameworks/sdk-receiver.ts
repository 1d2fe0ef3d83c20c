// What the object of a deprecated `x.tool(…)` call is. Other libraries have `.tool(…)` methods too (agent kits,
// CLI builders), so a call is rewritten as `registerTool` only on a receiver known to be the SDK's McpServer, and
// not read as a registration at all on one known to be something else.
import { ts, type TS } from '../typescript.js';
import { resolveDeclaration } from '../scope.js';
import { extendsMcpServer } from './sdk-server-methods.js';
import { isSdkModule } from './sdk-packages.js';
import type { FileContext } from '../tool-building.js';
import { EMPTY_ENV, type Env, type SValue } from '../values.js';
import type { Evaluator } from '../evaluate.js';
import { receiversFor } from '../receivers.js';
import { executionContexts } from '../execution-paths.js';
import { callerIndexOf } from '../caller-index.js';

/** 'mcp-server': the SDK's McpServer or a subclass; 'other': known to be another object; 'unknown': cannot tell. */
export type ToolReceiver = 'mcp-server' | 'other' | 'unknown';

/** What the receiver is where the call is written: an object created there, or a declared type. */
export function receiverWhereCalled(context: FileContext, call: TS.CallExpression, env: Env = EMPTY_ENV): ToolReceiver {
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  const value = context.evaluator.evaluate(receiver, env);
  const known = receiverOf(value, context.evaluator);
  return known === 'unknown' ? declaredType(receiver, context.evaluator) : known;
}

/**
 * What the receiver is: known where the call is written, or followed back through the helpers that lead to the call
 * (`function register(server) { server.tool(…) }` called with an McpServer): an McpServer when every way there passes
 * one, another object when every way passes another object.
 */
export function toolReceiver(context: FileContext, call: TS.CallExpression, env: Env = EMPTY_ENV): ToolReceiver {
  const direct = receiverWhereCalled(context, call, env);
  if (direct !== 'unknown') return direct;
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  const receivers = receiversFor(context.project);
  const ways = executionContexts(call, callerIndexOf(context.project), 'registration').map((way) => {
    const created = receivers.creation(receiver, way);
    return created ? receiverOf(context.evaluator.evaluate(created), context.evaluator) : 'unknown';
  });
  if (ways.length === 0) return 'unknown';
  return ways.every((way) => way === 'mcp-server')
    ? 'mcp-server'
    : ways.every((way) => way === 'other')
      ? 'other'
      : 'unknown';
}

function receiverOf(value: SValue, evaluator: Evaluator): ToolReceiver {
  if (value.kind === 'instance') return isMcpServer(value) ? 'mcp-server' : 'other';
  if (value.kind !== 'unknown') return 'other';
  // `new X()` of a project class (a subclass of McpServer, or anything else), or of a class from another package.
  if (value.instance) return extendsMcpServer(value.instance.decl, evaluator) ? 'mcp-server' : 'other';
  if (ts().isNewExpression(value.node)) return 'other';
  return 'unknown';
}

function isMcpServer(value: { module: string; name: string }): boolean {
  return isSdkModule(value.module) && /(^|\.)McpServer$/.test(value.name);
}

/** A parameter or variable declared `: McpServer` with the SDK's class (helpers that take the server). */
function declaredType(receiver: TS.Expression, evaluator: Evaluator): ToolReceiver {
  const t = ts();
  if (!t.isIdentifier(receiver)) return 'unknown';
  const declaration = resolveDeclaration(evaluator.project.model, receiver);
  if (!declaration || !(t.isParameter(declaration) || t.isVariableDeclaration(declaration)) || !declaration.type)
    return 'unknown';
  const type = declaration.type;
  if (!t.isTypeReferenceNode(type)) return 'unknown';
  const name = t.isIdentifier(type.typeName) ? type.typeName : type.typeName.right;
  const root = t.isIdentifier(type.typeName) ? type.typeName : leftmost(type.typeName);
  const value = evaluator.evaluate(root);
  if (value.kind !== 'external' || !isSdkModule(value.module)) return 'unknown';
  return name.text === 'McpServer' ? 'mcp-server' : 'unknown';
}

function leftmost(name: TS.QualifiedName): TS.Identifier {
  let node: TS.EntityName = name;
  while (!ts().isIdentifier(node)) node = node.left;
  return node;
}
