// Which object a registration is called on (`server.registerTool(…)`, `registrar.addTool(…)`), as an id that is equal
// for two calls exactly when they certainly reach the same object: followed through constant aliases, the parameters
// of helpers (bound at the call that led there), `this.field` and imports of the project's own files.
// Anything else has no id, and no rule treats it as the same server as anything.
import { ts, type TS } from './typescript.js';
import { isFunctionLike, skipTypeWrappers } from './ast.js';
import { ReassignedNames } from './assignments.js';
import { resolveDeclaration } from './scope.js';
import { importedDeclaration } from './import-targets.js';
import { thisClass } from './caller-index.js';
import { nodeId, runsInPlace, type ExecutionContext, type Frame } from './execution-paths.js';
import type { Project } from './project.js';
import { Slot } from './model.js';
import type { SourceModel } from './model.js';

const MAX_HOPS = 20;

/** A receiver's id, and the expression that created the object when it is a variable's initializer. */
interface Resolved {
  /** Absent for an object created in place (`register(new McpServer(…))`): no other call can reach the same one. */
  id?: string;
  created?: TS.Expression;
}

const RECEIVERS = new Slot<Receivers>('which object each registration is called on');

/** One Receivers per run: it remembers which names are reassigned in each file. */
export function receiversFor(project: Project): Receivers {
  return project.model.one(RECEIVERS, () => new Receivers(project));
}

export class Receivers {
  private readonly reassigned = new ReassignedNames();

  constructor(private readonly project: Project) {}

  identify(expression: TS.Expression, context: ExecutionContext): string | undefined {
    return this.follow(expression, context.frames, 0)?.id;
  }

  /** The expression that created the object `expression` reaches in this context (`new McpServer(…)`), if known. */
  creation(expression: TS.Expression, context: ExecutionContext): TS.Expression | undefined {
    return this.follow(expression, context.frames, 0)?.created;
  }

  private follow(node: TS.Expression, frames: readonly Frame[], hops: number): Resolved | undefined {
    const t = ts();
    if (hops > MAX_HOPS) return undefined;
    node = skipTypeWrappers(node);
    if (t.isPropertyAccessExpression(node)) {
      if (node.expression.kind === t.SyntaxKind.ThisKeyword) {
        const owner = thisClass(node);
        return owner ? { id: `this:${nodeId(this.project.model, owner)}.${node.name.text}` } : undefined;
      }
      const base = this.follow(node.expression, frames, hops + 1)?.id;
      return base === undefined ? undefined : { id: `${base}.${node.name.text}` };
    }
    if (t.isNewExpression(node)) return { created: node };
    if (!t.isIdentifier(node)) return undefined;
    return this.declaration(resolveDeclaration(this.project.model, node), frames, hops);
  }

  private declaration(declaration: TS.Node | undefined, frames: readonly Frame[], hops: number): Resolved | undefined {
    const t = ts();
    if (!declaration) return undefined;
    if (t.isParameter(declaration)) {
      if (!t.isIdentifier(declaration.name) || declaration.dotDotDotToken) return undefined;
      const fn = declaration.parent;
      const at = frames.findIndex((frame) => frame.fn === fn);
      // Unbound (callers unknown): the same parameter is the same object within one call of the function.
      if (at < 0) return { id: `param:${nodeId(this.project.model, declaration)}` };
      const index = (fn as TS.SignatureDeclaration).parameters.indexOf(declaration);
      const argument = frames[at]!.call.arguments[index];
      if (!argument || t.isSpreadElement(argument)) return undefined;
      return this.follow(argument, frames.slice(at + 1), hops + 1);
    }
    if (t.isVariableDeclaration(declaration)) {
      if (!t.isIdentifier(declaration.name)) return undefined;
      const constant = (declaration.parent.flags & t.NodeFlags.Const) !== 0;
      if (!constant && this.reassigned.has(declaration.getSourceFile(), declaration.name.text)) return undefined;
      const list = declaration.parent.parent;
      if (t.isForOfStatement(list) || t.isForInStatement(list))
        return {
          id: `loop:${nodeId(this.project.model, declaration)}${instance(this.project.model, declaration, frames)}`,
        };
      const init = declaration.initializer;
      if (init && isAlias(init)) return this.follow(init, frames, hops + 1);
      if (!init) return undefined;
      return {
        id: `var:${nodeId(this.project.model, declaration)}${instance(this.project.model, declaration, frames)}`,
        created: init,
      };
    }
    if (t.isImportSpecifier(declaration) || t.isImportClause(declaration)) {
      const target = importedDeclaration(this.project.model, declaration);
      return target ? this.declaration(target, [], hops + 1) : undefined;
    }
    return undefined;
  }
}

function isAlias(node: TS.Expression): boolean {
  const t = ts();
  while (
    t.isParenthesizedExpression(node) ||
    t.isAsExpression(node) ||
    t.isNonNullExpression(node) ||
    t.isSatisfiesExpression(node)
  )
    node = node.expression;
  return t.isIdentifier(node) || t.isPropertyAccessExpression(node);
}

/**
 * A variable declared inside a function is a new object on every call of that function: when a call led there,
 * the call is part of the id, so `createServer()` called twice gives two servers.
 */
function instance(model: SourceModel, declaration: TS.Node, frames: readonly Frame[]): string {
  let fn: TS.Node | undefined;
  for (let current = declaration.parent; current; current = current.parent) {
    if (isFunctionLike(current) && !runsInPlace(current)) {
      fn = current;
      break;
    }
  }
  if (!fn) return '';
  const at = frames.findIndex((frame) => frame.fn === fn);
  return at < 0
    ? ''
    : frames
        .slice(at)
        .map((frame) => `@${nodeId(model, frame.call)}`)
        .join('');
}
