// The one shape every framework file exports: what it knows of its packages (packages.ts), how it recognises a
// registration while a file is walked, how it rebuilds the tools of what it recognised once the walk is over, and
// how a file starts its stdio transport. index.ts lists them; the rest of source mode asks the list.
import type { TS } from '../typescript.js';
import type { FileContext, ScanContext } from '../tool-building.js';
import type { Project } from '../project.js';
import type { FrameworkPackages } from './packages.js';

export interface Framework extends FrameworkPackages {
  /** Whether `node` registers tools the way this framework does. Called for every node of the file: keep it cheap. */
  recognises(node: TS.Node, context: FileContext): boolean;
  /** Rebuilds the tools of the recognised nodes, in source order, pushing them to `context.tools`. */
  build(nodes: TS.Node[], context: FileContext): void;
  /** Whether `node` starts this framework's stdio transport. Called for every node of a scanned file. */
  startsStdio?(node: TS.Node, context: ScanContext): boolean;
}

/**
 * The frameworks of a run. Project holds the whole Framework values it is given (index.ts gives it the list) but
 * types them by the part it reads itself, so that it imports nothing that imports it.
 */
export function frameworksOf(project: Project): readonly Framework[] {
  return project.frameworks as readonly Framework[];
}

/** `x.method(…)` with at least `min` arguments: the method name, or undefined. */
export function methodCall(node: TS.Node, t: typeof TS, min: number): string | undefined {
  if (!t.isCallExpression(node) || !t.isPropertyAccessExpression(node.expression) || node.arguments.length < min)
    return undefined;
  return node.expression.name.text;
}
