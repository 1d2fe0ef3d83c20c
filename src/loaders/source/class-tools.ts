// Tool classes: a base class registers `this.name`, `this.description`… in one method (`installTo(server) {
// server.registerTool(this.name, …) }`) and each subclass, often in a file of its own, defines them. The
// registration is rebuilt once per subclass that the linted files create with `new`: a subclass nobody creates
// is shipped but never listed, so it is not a tool.
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';
import { resolveDeclaration } from './scope.js';
import { bindThis, MAX_CHAIN, superclassOf } from './class-members.js';
import { derived } from './placements.js';
import type { FileContext } from './tool-building.js';
import type { Project } from './project.js';
import type { Env } from './values.js';
import { Memo, Slot } from './model.js';
import type { SourceModel } from './model.js';

/** At most this many tool classes per base class. */
const MAX_CLASSES = 500;

const SUBCLASSES = new Memo<TS.ClassLikeDeclaration, TS.ClassLikeDeclaration[]>(
  'a class and its subclasses the linted files create',
);
const CREATED_NAMES = new Slot<Set<string>>('the names that follow `new` in the linted files');

/**
 * The environments of a registration whose defining arguments read `this` in a class's method: each of `envs`
 * once per created class of the chain. Unchanged when the arguments do not read `this` or no class is created.
 */
export function thisEnvs(context: FileContext, call: TS.Node, args: readonly TS.Node[], envs: Env[]): Env[] {
  const owner = thisOwner(call);
  if (!owner || !args.some((arg) => readsThis(context.project.model, arg))) return envs;
  const classes = createdSubclasses(context, owner);
  if (!classes.length) return envs;
  const bound: Env[] = [];
  for (const env of envs)
    for (const cls of classes) bound.push(derived(context.project.model, bindThis(env, cls, context.evaluator), env));
  return bound;
}

/** The class whose instance `this` is at `node`: the nearest non-arrow function must be a member of a class. */
function thisOwner(node: TS.Node): TS.ClassLikeDeclaration | undefined {
  const t = ts();
  for (let current = node.parent; current; current = current.parent) {
    if (t.isArrowFunction(current)) continue;
    if (isFunctionLike(current)) {
      const member =
        t.isMethodDeclaration(current) || t.isGetAccessorDeclaration(current) || t.isConstructorDeclaration(current);
      const isStatic =
        t.canHaveModifiers(current) && !!t.getModifiers(current)?.some((m) => m.kind === t.SyntaxKind.StaticKeyword);
      return member && t.isClassLike(current.parent) && !isStatic ? current.parent : undefined;
    }
  }
  return undefined;
}

/** Whether an argument reads `this`, directly or through a local constant of the method (`const config = { … this.x }`). */
function readsThis(model: SourceModel, node: TS.Node, depth = 0): boolean {
  const t = ts();
  let found = false;
  const visit = (child: TS.Node): void => {
    if (found) return;
    if (child.kind === t.SyntaxKind.ThisKeyword) found = true;
    else if (t.isIdentifier(child) && depth < 3) {
      const declaration = resolveDeclaration(model, child);
      if (
        declaration &&
        t.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        !declaration.getSourceFile().statements.includes(declaration.parent.parent as TS.Statement) &&
        readsThis(model, declaration.initializer, depth + 1)
      )
        found = true;
    }
    if (!isFunctionLike(child) || t.isArrowFunction(child)) t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** `owner` and its subclasses among the linted files that some linted file creates with `new`. */
function createdSubclasses(context: FileContext, owner: TS.ClassLikeDeclaration): TS.ClassLikeDeclaration[] {
  return context.project.model.remember(SUBCLASSES, owner, () => findCreatedSubclasses(context, owner));
}

function findCreatedSubclasses(context: FileContext, owner: TS.ClassLikeDeclaration): TS.ClassLikeDeclaration[] {
  const { project, evaluator } = context;
  const extending = project.linted
    .filter((file) => file.text.includes('extends'))
    .flatMap(topLevelClasses)
    .filter((cls) => cls.heritageClauses?.length);
  const family = new Set<TS.ClassLikeDeclaration>([owner]);
  // Only a class whose `extends` names a member of the family by its last identifier (`BaseTool`,
  // `base_js_1.BaseTool`) is resolved: resolving every heritage clause would parse what each one imports.
  const names = new Set(owner.name ? [owner.name.text] : []);
  for (let round = 0, grew = true; grew && round < MAX_CHAIN && family.size < MAX_CLASSES; round++) {
    grew = false;
    for (const cls of extending) {
      const named = heritageName(cls);
      if (family.has(cls) || !named || !names.has(named)) continue;
      const base = superclassOf(cls, evaluator);
      if (base && family.has(base)) {
        family.add(cls);
        if (cls.name) names.add(cls.name.text);
        grew = true;
      }
    }
  }
  const created = createdClassNames(project);
  return [...family].filter((cls) => cls.name && created.has(cls.name.text)).slice(0, MAX_CLASSES);
}

function heritageName(cls: TS.ClassLikeDeclaration): string | undefined {
  const t = ts();
  const expression = cls.heritageClauses?.find((c) => c.token === t.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (!expression) return undefined;
  if (t.isIdentifier(expression)) return expression.text;
  return t.isPropertyAccessExpression(expression) ? expression.name.text : undefined;
}

export function topLevelClasses(file: TS.SourceFile): TS.ClassLikeDeclaration[] {
  const t = ts();
  const classes: TS.ClassLikeDeclaration[] = [];
  for (const statement of file.statements) {
    if (t.isClassDeclaration(statement)) classes.push(statement);
    if (t.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer && t.isClassExpression(declaration.initializer))
          classes.push(declaration.initializer);
      }
    }
  }
  return classes;
}

/** Names that follow `new` in the linted files (`new EchoTool(`, compiled `new echo_js_1.EchoTool(`). */
function createdClassNames(project: Project): Set<string> {
  return project.model.one(CREATED_NAMES, () => {
    const names = new Set<string>();
    const pattern = /\bnew\s+(?:[\w$]+\.)*([\w$]+)\s*\(/g;
    for (const file of project.linted) for (const match of file.text.matchAll(pattern)) names.add(match[1]!);
    return names;
  });
}
