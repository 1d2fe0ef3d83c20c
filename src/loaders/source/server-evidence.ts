// Never silent: a file that sets up an MCP server but yields no tool must say so, or a clean run would read as
// "no problems" when in truth nothing was checked. This module finds the evidence (the first node that creates
// a server, registers handlers or hands tools to an MCP package); a bundle of the SDK itself is recognised by sdk-bundle.ts.
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { resolveDeclaration } from './scope.js';
import type { FileContext } from './tool-building.js';
import type { SourceFileFacts } from '../../core/facts.js';
import { isMcpPackage } from './frameworks/packages.js';
import { sdkBundleEvidence } from './sdk-bundle.js';
import { requiredSpecifier } from './require-calls.js';

export class ServerEvidence {
  private found: { how: string; node: TS.Node } | undefined;
  /** Server classes of the frameworks. */
  private readonly serverClasses: ReadonlySet<string>;
  /** Methods of the frameworks that register MCP handlers or tools, whatever the receiver. */
  private readonly registrationMethods: ReadonlySet<string>;
  /** Whether the file imports or requires an MCP package (importsMcpPackage), once asked. */
  private importsMcp: boolean | undefined;

  constructor(private readonly context: FileContext) {
    const frameworks = context.project.frameworks;
    this.serverClasses = new Set(frameworks.flatMap((framework) => framework.serverClasses ?? []));
    this.registrationMethods = new Set(frameworks.flatMap((framework) => framework.registrationMethods ?? []));
  }

  /** Called for every node of the file during the registration walk; keeps the first evidence. */
  visit(node: TS.Node): void {
    if (this.found) return;
    const t = ts();
    if (
      t.isNewExpression(node) &&
      this.serverClasses.has(
        t.isIdentifier(node.expression)
          ? node.expression.text
          : t.isPropertyAccessExpression(node.expression)
            ? node.expression.name.text
            : '',
      ) &&
      this.mcpPackageOf(calledPath(node.expression)?.root)
    ) {
      this.found = { how: `creates an MCP server (\`${snippet(node, 60)}\`)`, node };
      return;
    }
    if (!t.isCallExpression(node)) return;
    const callee = node.expression;
    const name = t.isPropertyAccessExpression(callee)
      ? callee.name.text
      : t.isIdentifier(callee)
        ? callee.text
        : undefined;
    if (!name) return;
    const mcpFile = [...this.context.imports].some((module) => module !== 'zod' && module !== 'zod-to-json-schema');
    if (mcpFile && this.registrationMethods.has(name))
      this.found = { how: `registers MCP handlers (\`${snippet(callee, 60)}(…)\`)`, node };
    else {
      // Only a function the package exports is evidence: `Schema.parse({})` on an exported schema sets up no server.
      const path = calledPath(callee);
      const module = path && this.mcpPackageOf(path.root, path.names);
      if (module) this.found = { how: `calls \`${snippet(callee, 60)}(…)\` of the MCP package "${module}"`, node };
      else if (/MCP|Mcp/.test(name) && /serve|start|run|command|cli|create/i.test(name))
        this.found = { how: `calls \`${snippet(callee, 60)}(…)\``, node };
    }
  }

  /** The facts to add when the file yielded no tool: a bundle says so; otherwise only a file that said nothing else. */
  apply(facts: SourceFileFacts, text: string, toolCount: number): void {
    if (toolCount === 0) facts.bundle = sdkBundleEvidence(text);
    if (facts.bundle) return;
    if (this.found && toolCount === 0 && facts.unresolved.length === 0)
      facts.noTools = { how: this.found.how, range: rangeOf(this.found.node) };
  }

  /**
   * The package, about MCP, that an identifier is imported (or required) from. With `names`, only when that many
   * names read from the identifier reach one of the package's exports: none from a named or default import, one from
   * a namespace or a required module object.
   */
  private mcpPackageOf(identifier: TS.Identifier | undefined, names?: number): string | undefined {
    if (!identifier) return undefined;
    this.importsMcp ??= importsMcpPackage(this.context.file, (name) =>
      isMcpPackage(this.context.project.frameworks, name),
    );
    if (!this.importsMcp) return undefined;
    const t = ts();
    const declaration = resolveDeclaration(this.context.project.model, identifier);
    if (!declaration) return undefined;
    let node: TS.Node = declaration;
    while (node.parent && !t.isImportDeclaration(node) && !t.isSourceFile(node)) node = node.parent;
    if (
      names !== undefined &&
      names !== (t.isNamespaceImport(declaration) || t.isVariableDeclaration(declaration) ? 1 : 0)
    )
      return undefined;
    const specifier = t.isImportDeclaration(node)
      ? t.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : undefined
      : t.isVariableDeclaration(declaration) && declaration.initializer
        ? requiredSpecifier(declaration.initializer)
        : undefined;
    return specifier !== undefined &&
      isMcpPackage(this.context.project.frameworks, specifier) &&
      !specifier.startsWith('.')
      ? specifier
      : undefined;
  }
}

/**
 * Whether the file imports or requires, anywhere, a package about MCP: only then can a name be one of its exports.
 * One walk of the file, where looking every call's name up would bind it (scope.ts), 0.4 s for a 1 MB bundle.
 */
function importsMcpPackage(file: TS.SourceFile, isMcp: (name: string) => boolean): boolean {
  const t = ts();
  const mcp = (specifier: TS.Node | undefined) =>
    !!specifier && t.isStringLiteral(specifier) && !specifier.text.startsWith('.') && isMcp(specifier.text);
  if (file.statements.some((statement) => t.isImportDeclaration(statement) && mcp(statement.moduleSpecifier)))
    return true;
  const visit = (node: TS.Node): boolean =>
    (t.isCallExpression(node) &&
      t.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      mcp(node.arguments[0])) ||
    (t.forEachChild(node, visit) ?? false);
  return visit(file);
}

/**
 * The identifier a call starts from and how many names it reads on the way: `a.b.c(…)` is a and 2, `(0, a.b)(…)` a
 * and 1. `.default` (a compiled default import), a last `.call` or `.apply` (the function itself) and
 * `.prototype.m` (an exported class's own method) do not count.
 */
function calledPath(callee: TS.Expression): { root: TS.Identifier; names: number } | undefined {
  const t = ts();
  let node = callee;
  // Innermost last: `a.b.c` gives c, b.
  const read: Array<string | undefined> = [];
  for (;;) {
    if (t.isParenthesizedExpression(node)) node = node.expression;
    else if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.CommaToken) node = node.right;
    else if (t.isPropertyAccessExpression(node) || t.isElementAccessExpression(node)) {
      read.push(t.isPropertyAccessExpression(node) ? node.name.text : undefined);
      node = node.expression;
    } else break;
  }
  if (!t.isIdentifier(node)) return undefined;
  if (read[0] === 'call' || read[0] === 'apply') read.shift();
  const names = read.filter((name, i) => name !== 'default' && name !== 'prototype' && read[i + 1] !== 'prototype');
  return { root: node, names: names.length };
}
