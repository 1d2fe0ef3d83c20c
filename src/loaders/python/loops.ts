// Registrations that run once per item of a loop: `for tool in tools: mcp.add_tool(tool.fn, tool.name, …)` or
// `for fn in (a, b): mcp.tool()(fn)`. Each item of the loop's list (lists.ts) is one run, with the loop variables
// bound to it. Items the code may leave out, and an `if` or `continue` around the registration in the loop, make the
// tools an upper bound: each may not be listed, and the place that decides is reported once.
import { conditionOf, earlyExit, listItems, loopBinding, MAX_ITEMS, unpacked, type Expr } from './lists.js';
import type { PythonProject } from './project.js';
import type { LoopEnv } from './tool-objects.js';
import { childrenOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

export interface LoopRun {
  env: LoopEnv;
  /** The item as written in the registration's file, where the run's tool is placed; undefined when written elsewhere. */
  place?: SyntaxNode;
}

export type RegistrationRuns = { runs: LoopRun[]; decidedBy?: Expr } | { why: string };

/** The runs of a registration inside loops whose variables it uses; undefined when it is in no such loop. */
export function registrationRuns(
  project: PythonProject,
  file: PythonFile,
  call: SyntaxNode,
): RegistrationRuns | undefined {
  // Only the arguments define the tool (a loop over servers, `for s in servers: s.add_tool(f)`, is not followed).
  const used = new Set<string>();
  let inArguments = 0;
  call.cursor().iterate(
    (ref) => {
      if (ref.name === 'ArgList') inArguments++;
      else if (ref.name === 'VariableName' && inArguments > 0) used.add(textOf(file, ref.node));
    },
    (ref) => {
      if (ref.name === 'ArgList') inArguments--;
    },
  );
  const loops: Array<{ loop: SyntaxNode; targets: string[]; iterable: SyntaxNode }> = [];
  for (const name of used) {
    const loop = loopBinding(file, call, name);
    if (loop && !loops.some((known) => known.loop.from === loop.loop.from)) loops.push(loop);
  }
  if (loops.length === 0) return undefined;
  let runs: LoopRun[] = [{ env: new Map() }];
  let decidedBy: Expr | undefined;
  // Outermost first, so that an inner loop's items are placed after the outer ones.
  for (const { loop, targets, iterable } of loops.sort((a, b) => a.loop.from - b.loop.from)) {
    const listed = listItems(project, { file, node: iterable });
    if ('why' in listed) return listed;
    const condition = conditionOf(call, loop) ?? earlyExit(childrenOf(loop).find((child) => child.name === 'Body')!);
    decidedBy ??= listed.decidedBy ?? (condition ? { file, node: condition } : undefined);
    const next: LoopRun[] = [];
    for (const run of runs) {
      for (const item of listed.items) {
        const values = unpacked(item, targets);
        if ('why' in values) return values;
        const env = new Map(run.env);
        targets.forEach((target, index) => env.set(target, values[index]!));
        next.push({ env, ...(run.place ? { place: run.place } : item.file === file ? { place: item.node } : {}) });
      }
    }
    if (next.length > MAX_ITEMS) return { why: `more than ${MAX_ITEMS} runs` };
    runs = next;
  }
  return { runs, ...(decidedBy ? { decidedBy } : {}) };
}
