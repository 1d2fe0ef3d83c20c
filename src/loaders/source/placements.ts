// Where each registered tool is placed: on which receiver and on which paths through the code (the facts
// `tool-name-unique` judges duplicates by).
import type { LoadedTool } from '../../core/types.js';
import type { RegistrationPlacement } from '../../core/facts.js';
import type { TS } from './typescript.js';
import type { Env } from './values.js';
import type { Project } from './project.js';
import { callerIndexOf } from './caller-index.js';
import { executionContexts } from './execution-paths.js';
import { receiversFor } from './receivers.js';
import { Memo, type SourceModel } from './model.js';

const CALL_SITES = new Memo<Env, TS.CallExpression>('the call whose arguments an environment binds');

/** Marks an environment as the one a helper's parameters get at one call (see registrations.ts callSiteEnvs). */
export function atCallSite<T extends Env>(model: SourceModel, env: T, call: TS.CallExpression | undefined): T {
  if (call) model.table(CALL_SITES).set(env, call);
  return env;
}

export function callSiteOf(model: SourceModel, env: Env): TS.CallExpression | undefined {
  return model.table(CALL_SITES).get(env);
}

const DECIDERS = new Memo<Env, TS.Node>("where the run time decides whether an environment's element is used");

/**
 * Marks an environment whose element the run time may skip (a filtered list, a loop that skips items, a
 * condition around a helper's call in a loop): what is registered in it is an upper bound, decided at `node`.
 */
export function decidedAt<T extends Env>(model: SourceModel, env: T, node: TS.Node | undefined): T {
  if (node) model.table(DECIDERS).set(env, node);
  return env;
}

export function deciderOf(model: SourceModel, env: Env): TS.Node | undefined {
  return model.table(DECIDERS).get(env);
}

/** A new environment made from `from` keeps what `from` was marked with. */
export function derived<T extends Env>(model: SourceModel, env: T, from: Env): T {
  return decidedAt(model, atCallSite(model, env, callSiteOf(model, from)), deciderOf(model, from));
}

/** Records the placements of the tools one registration call produced in one environment. */
export function placeRegistration(
  project: Project,
  call: TS.CallExpression,
  env: Env,
  tools: readonly LoadedTool[],
): void {
  if (tools.length === 0) return;
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  const receivers = receiversFor(project);
  const site = callSiteOf(project.model, env);
  let contexts = executionContexts(call, callerIndexOf(project), 'registration');
  // Tools built from one call of a helper sit only where that call leads.
  if (site) contexts = contexts.filter((context) => context.frames.some((frame) => frame.call === site));
  const placements: RegistrationPlacement[] = contexts.map((context) => ({
    receiver: receivers.identify(receiver, context),
    path: { root: context.root, arms: context.arms },
  }));
  for (const tool of tools)
    tool.sourceFacts = { ...tool.sourceFacts, registration: { ...tool.sourceFacts?.registration, placements } };
}
