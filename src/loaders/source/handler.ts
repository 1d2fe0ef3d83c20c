// What a tool handler returns and throws, read from its code: every return path (arrow bodies, ternaries,
// helpers it calls), classified syntactically, and through the type checker when a project is given.
import type { HandlerFacts, HandlerReturn, RaisedFailure } from '../../core/facts.js';
import { handlerFailures, messageText, TS_MESSAGE_RESULT, type FailureBehaviour } from '../facts/failures.js';
import type { Range } from '../../core/position.js';
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { isFunctionLike, returnStatements } from './ast.js';
import { resolveDeclaration } from './scope.js';
import { markServing } from './execution-paths.js';
import type { SValue } from './values.js';
import type { SourceModel } from './model.js';

type Kind = HandlerReturn['kind'];
interface Classified {
  kind: Kind;
  hasStructuredContent?: boolean;
  isError?: boolean;
}

/** Methods that always produce a string, whatever they are called on. */
const STRING_METHODS = new Set([
  'toString',
  'toFixed',
  'toPrecision',
  'toExponential',
  'toISOString',
  'toUTCString',
  'toDateString',
  'toTimeString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toLocaleString',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'trim',
  'trimStart',
  'trimEnd',
  'padStart',
  'padEnd',
  'repeat',
  'replaceAll',
  'normalize',
  'join',
  'charAt',
  'substring',
  'substr',
]);

export class HandlerAnalyzer {
  constructor(
    private readonly model: SourceModel,
    private readonly file: TS.SourceFile,
    private readonly checker: TS.TypeChecker | undefined,
  ) {}

  /**
   * Facts about a handler value. `body` restricts the analysis to a part of it (a low-level dispatch branch);
   * `failures` is how the framework answers a throw, and (for a dispatcher) which expressions are the tool's name.
   */
  analyze(
    value: SValue | undefined,
    framework: HandlerFacts['framework'],
    anchor: TS.Node,
    body?: TS.Node,
    failures: { behaviour: FailureBehaviour; isToolName?: (expression: TS.Expression) => boolean } = {
      behaviour: TS_MESSAGE_RESULT,
    },
  ): HandlerFacts {
    if (!value || value.kind !== 'function') {
      return {
        framework,
        returns: [],
        unresolved: true,
        range: rangeOf(value?.node && value.node.getSourceFile() === this.file ? value.node : anchor),
      };
    }
    const decl = value.decl;
    // A write in the handler, or in what it calls, runs whenever the server serves the tool (stdio-facts.ts).
    markServing(this.model, decl);
    const here = (node: TS.Node): Range => rangeOf(node.getSourceFile() === this.file ? node : (value.site ?? anchor));
    const returns: HandlerReturn[] = [];
    const expressions: TS.Expression[] = [];
    const t = ts();
    if (body) expressions.push(...collectReturns(this.model, body));
    else if (decl.body && !t.isBlock(decl.body)) expressions.push(decl.body as TS.Expression);
    else if (decl.body)
      for (const statement of returnStatements(this.model, decl.body))
        if (statement.expression) expressions.push(statement.expression);
    const inline = isInlineHandler(decl, anchor) && decl.getSourceFile() === this.file;
    for (const expression of expressions) {
      for (const [node, classified] of this.classifyPaths(expression)) {
        const onFile = node.getSourceFile() === this.file;
        const found: HandlerReturn = {
          ...classified,
          text:
            snippet(node) + (onFile ? '' : ` (${basename(node.getSourceFile().fileName)}:${rangeOf(node).start.line})`),
          range: here(node),
        };
        const wrap = classified.kind === 'bare-string' && inline ? wrapOf(this.model, node, decl) : undefined;
        if (wrap) found.wrap = wrap;
        returns.push(found);
      }
    }
    const raised = collectThrows(body ?? decl.body)
      .filter((s) => !isProtocolError(s) && !caughtAround(s))
      .map((s) => raisedFailure(s, here(s), failures.isToolName));
    return { framework, returns, failures: handlerFailures(failures.behaviour, raised), range: here(decl) };
  }

  /** Splits conditional expressions into their branches and classifies each. */
  private classifyPaths(expression: TS.Expression): Array<[TS.Expression, Classified]> {
    const t = ts();
    const inner = unwrap(expression);
    if (t.isConditionalExpression(inner))
      return [...this.classifyPaths(inner.whenTrue), ...this.classifyPaths(inner.whenFalse)];
    // `a ?? "fallback"` and `a || "fallback"` return either side.
    if (
      t.isBinaryExpression(inner) &&
      (inner.operatorToken.kind === t.SyntaxKind.QuestionQuestionToken ||
        inner.operatorToken.kind === t.SyntaxKind.BarBarToken)
    ) {
      return [...this.classifyPaths(inner.left), ...this.classifyPaths(inner.right)];
    }
    return [[inner, this.classify(inner, 0)]];
  }

  classify(expression: TS.Expression, depth: number): Classified {
    const syntactic = this.classifySyntax(expression, depth);
    if (syntactic.kind !== 'unknown' || !this.checker) return syntactic;
    return this.classifyType(expression) ?? syntactic;
  }

  private classifySyntax(node: TS.Expression, depth: number): Classified {
    const t = ts();
    node = unwrap(node);
    if (depth > 4) return { kind: 'unknown' };
    if (t.isAsExpression(node) || t.isTypeAssertionExpression(node)) {
      const typed = classifyTypeNode(node.type);
      return typed ?? this.classifySyntax(node.expression, depth);
    }
    if (t.isAwaitExpression(node)) return this.classifySyntax(node.expression, depth);
    if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node) || t.isTemplateExpression(node))
      return { kind: 'bare-string' };
    if (
      t.isNumericLiteral(node) ||
      t.isArrayLiteralExpression(node) ||
      node.kind === t.SyntaxKind.TrueKeyword ||
      node.kind === t.SyntaxKind.FalseKeyword ||
      node.kind === t.SyntaxKind.NullKeyword
    )
      return { kind: 'not-result' };
    if (t.isIdentifier(node) && node.text === 'undefined') return { kind: 'not-result' };
    if (t.isConditionalExpression(node)) {
      const a = this.classifySyntax(node.whenTrue, depth + 1),
        b = this.classifySyntax(node.whenFalse, depth + 1);
      return a.kind === b.kind ? a : { kind: 'unknown' };
    }
    if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.PlusToken) {
      const left = this.classify(node.left, depth + 1),
        right = this.classify(node.right, depth + 1);
      if (left.kind === 'bare-string' || right.kind === 'bare-string') return { kind: 'bare-string' };
      return { kind: 'unknown' };
    }
    if (t.isObjectLiteralExpression(node)) return classifyObject(node);
    if (t.isCallExpression(node)) return this.classifyCall(node, depth);
    if (t.isIdentifier(node)) return this.classifyIdentifier(node, depth);
    return { kind: 'unknown' };
  }

  private classifyCall(node: TS.CallExpression, depth: number): Classified {
    const t = ts();
    const callee = node.expression;
    if (t.isIdentifier(callee) && callee.text === 'String' && !resolveDeclaration(this.model, callee))
      return { kind: 'bare-string' };
    if (t.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      if (name === 'stringify' && t.isIdentifier(callee.expression) && callee.expression.text === 'JSON')
        return { kind: 'bare-string' };
      if (STRING_METHODS.has(name)) return { kind: 'bare-string' };
    }
    if (t.isIdentifier(callee)) {
      const declaration = resolveDeclaration(this.model, callee);
      const fn = declaration ? functionOfDeclaration(declaration) : undefined;
      if (fn) return this.classifyFunction(fn, depth + 1);
    }
    return { kind: 'unknown' };
  }

  /** A helper the handler returns the result of: its declared type, or what all its paths return. */
  private classifyFunction(fn: TS.SignatureDeclaration & { body?: TS.Node }, depth: number): Classified {
    const t = ts();
    if (fn.type) {
      const typed = classifyTypeNode(fn.type);
      if (typed) return typed;
    }
    if (!fn.body) return { kind: 'unknown' };
    const expressions = t.isBlock(fn.body)
      ? returnStatements(this.model, fn.body).map((r) => r.expression)
      : [fn.body as TS.Expression];
    if (expressions.length === 0 || expressions.some((e) => !e)) return { kind: 'unknown' };
    const kinds = expressions.map((e) => this.classify(e!, depth));
    if (kinds.every((k) => k.kind === 'bare-string')) return { kind: 'bare-string' };
    if (kinds.every((k) => k.kind === 'result')) return { kind: 'result' };
    return { kind: 'unknown' };
  }

  private classifyIdentifier(node: TS.Identifier, depth: number): Classified {
    const t = ts();
    const declaration = resolveDeclaration(this.model, node);
    if (!declaration) return { kind: 'unknown' };
    if ((t.isVariableDeclaration(declaration) || t.isParameter(declaration)) && declaration.type) {
      return classifyTypeNode(declaration.type) ?? { kind: 'unknown' };
    }
    if (t.isVariableDeclaration(declaration) && declaration.initializer && t.isIdentifier(declaration.name)) {
      const initial = this.classify(declaration.initializer, depth + 1);
      // A variable may be completed after it is created: only its kind is trusted, not its keys.
      if (initial.kind === 'result') return { kind: 'result' };
      const isConst = (declaration.parent.flags & t.NodeFlags.Const) !== 0;
      return isConst || initial.kind === 'bare-string' ? { kind: initial.kind } : { kind: 'unknown' };
    }
    return { kind: 'unknown' };
  }

  private classifyType(expression: TS.Expression): Classified | undefined {
    const checker = this.checker!;
    if (expression.getSourceFile() !== this.file && !checker) return undefined;
    let type: TS.Type;
    try {
      type = checker.getTypeAtLocation(expression);
      type = checker.getAwaitedType(type) ?? type;
    } catch {
      return undefined;
    }
    const t = ts();
    const parts = type.isUnion() ? type.types : [type];
    if (parts.length && parts.every((p) => (p.flags & t.TypeFlags.StringLike) !== 0)) return { kind: 'bare-string' };
    if (parts.some((p) => (p.flags & (t.TypeFlags.Any | t.TypeFlags.Unknown)) !== 0)) return undefined;
    if (parts.every((p) => checker.getPropertyOfType(p, 'content') !== undefined)) return { kind: 'result' };
    return undefined;
  }
}

/**
 * Whether the handler is a function written in the registration call itself: a named function may have other
 * callers that want its string, so rewriting its returns would change more than the finding.
 */
function isInlineHandler(decl: TS.Node, anchor: TS.Node): boolean {
  const t = ts();
  if (!t.isArrowFunction(decl) && !t.isFunctionExpression(decl)) return false;
  let node: TS.Node = anchor;
  while (t.isParenthesizedExpression(node)) node = node.expression;
  return node === decl;
}

/**
 * How a bare-string return can become `{ content: [{ type: 'text', text: … }] }` in place, or undefined when that
 * is not safe: a declared return type would then be wrong, and a value that may be a Promise would end up in `text`
 * unless the handler is async and can await it.
 */
function wrapOf(
  model: SourceModel,
  node: TS.Expression,
  decl: TS.SignatureDeclaration & { body?: TS.Node },
): HandlerReturn['wrap'] {
  const t = ts();
  if (decl.type) return undefined;
  const isAsync = (t.getCombinedModifierFlags(decl as TS.Declaration) & t.ModifierFlags.Async) !== 0;
  const sync = isPlainString(model, node, 0);
  if (!sync && !isAsync) return undefined;
  const file = node.getSourceFile();
  const start = node.getStart(file);
  // `() => "x"` → `() => ({ … })`: a `{` right after the arrow would start a block.
  const concise = !!decl.body && !t.isBlock(decl.body) && decl.body.getStart(file) === start;
  return { start, end: node.getEnd(), expression: node.getText(file), concise, await: !sync };
}

/** An expression whose value is a string right away (not a Promise of one), judged from its syntax alone. */
function isPlainString(model: SourceModel, node: TS.Expression, depth: number): boolean {
  const t = ts();
  node = unwrap(node);
  if (depth > 4) return false;
  if (
    t.isStringLiteral(node) ||
    t.isNoSubstitutionTemplateLiteral(node) ||
    t.isTemplateExpression(node) ||
    t.isAwaitExpression(node)
  )
    return true;
  if (t.isAsExpression(node) || t.isTypeAssertionExpression(node))
    return isPlainString(model, node.expression, depth + 1);
  if (t.isConditionalExpression(node))
    return isPlainString(model, node.whenTrue, depth + 1) && isPlainString(model, node.whenFalse, depth + 1);
  if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.PlusToken)
    return isPlainString(model, node.left, depth + 1) || isPlainString(model, node.right, depth + 1);
  if (t.isCallExpression(node)) {
    const callee = node.expression;
    if (t.isIdentifier(callee)) return callee.text === 'String' && !resolveDeclaration(model, callee);
    if (t.isPropertyAccessExpression(callee)) {
      if (callee.name.text === 'stringify')
        return (
          t.isIdentifier(callee.expression) &&
          callee.expression.text === 'JSON' &&
          !resolveDeclaration(model, callee.expression)
        );
      return STRING_METHODS.has(callee.name.text);
    }
    return false;
  }
  if (t.isIdentifier(node)) {
    const declaration = resolveDeclaration(model, node);
    if (!declaration || !(t.isVariableDeclaration(declaration) || t.isParameter(declaration))) return false;
    if (declaration.type) return declaration.type.kind === t.SyntaxKind.StringKeyword;
    const isConst = t.isVariableDeclaration(declaration) && (declaration.parent.flags & t.NodeFlags.Const) !== 0;
    return (
      isConst &&
      !!(declaration as TS.VariableDeclaration).initializer &&
      isPlainString(model, (declaration as TS.VariableDeclaration).initializer!, depth + 1)
    );
  }
  return false;
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

function unwrap(node: TS.Expression): TS.Expression {
  const t = ts();
  while (t.isParenthesizedExpression(node) || t.isNonNullExpression(node) || t.isSatisfiesExpression(node))
    node = node.expression;
  return node;
}

function classifyObject(node: TS.ObjectLiteralExpression): Classified {
  const t = ts();
  const keys = new Map<string, TS.ObjectLiteralElementLike>();
  let spread = false;
  for (const property of node.properties) {
    if (t.isSpreadAssignment(property)) spread = true;
    else if (property.name && (t.isIdentifier(property.name) || t.isStringLiteral(property.name)))
      keys.set(property.name.text, property);
  }
  const content = keys.get('content');
  // `content: "text"` is not a content array: the SDK rejects the result.
  if (
    content &&
    t.isPropertyAssignment(content) &&
    (t.isStringLiteral(content.initializer) ||
      t.isTemplateExpression(content.initializer) ||
      t.isNoSubstitutionTemplateLiteral(content.initializer))
  ) {
    return { kind: 'not-result' };
  }
  if (keys.has('content')) {
    const isErrorNode = keys.get('isError');
    const isError =
      isErrorNode !== undefined &&
      t.isPropertyAssignment(isErrorNode) &&
      isErrorNode.initializer.kind === t.SyntaxKind.TrueKeyword;
    return {
      kind: 'result',
      hasStructuredContent: keys.has('structuredContent') ? true : spread ? undefined : false,
      isError,
    };
  }
  if (spread) return { kind: 'unknown' };
  return { kind: 'not-result' };
}

/** `string`, a string literal type, `Promise<string>` → bare string; `CallToolResult` → result. */
function classifyTypeNode(type: TS.TypeNode): Classified | undefined {
  const t = ts();
  if (type.kind === t.SyntaxKind.StringKeyword) return { kind: 'bare-string' };
  if (t.isLiteralTypeNode(type) && t.isStringLiteral(type.literal)) return { kind: 'bare-string' };
  if (t.isTemplateLiteralTypeNode(type)) return { kind: 'bare-string' };
  if (t.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if ((name === 'Promise' || name === 'PromiseLike') && type.typeArguments?.length === 1)
      return classifyTypeNode(type.typeArguments[0]!);
    if (/^(CallToolResult|CallToolResultSchema)$/.test(name)) return { kind: 'result' };
  }
  if (t.isUnionTypeNode(type)) {
    const parts = type.types.map(classifyTypeNode);
    if (parts.every((p) => p?.kind === 'bare-string')) return { kind: 'bare-string' };
  }
  return undefined;
}

function functionOfDeclaration(declaration: TS.Node): (TS.SignatureDeclaration & { body?: TS.Node }) | undefined {
  const t = ts();
  if (t.isFunctionDeclaration(declaration)) return declaration;
  if (t.isVariableDeclaration(declaration) && declaration.initializer) {
    let init: TS.Expression = declaration.initializer;
    while (t.isParenthesizedExpression(init)) init = init.expression;
    if (t.isArrowFunction(init) || t.isFunctionExpression(init)) return init;
  }
  return undefined;
}

/** Return expressions inside a region of code (not inside nested functions). */
function collectReturns(model: SourceModel, region: TS.Node): TS.Expression[] {
  const t = ts();
  if (t.isExpression(region) && !t.isBlock(region)) return [region];
  return returnStatements(model, region).flatMap((statement) => (statement.expression ? [statement.expression] : []));
}

function collectThrows(region: TS.Node | undefined): TS.ThrowStatement[] {
  const t = ts();
  const out: TS.ThrowStatement[] = [];
  if (!region) return out;
  const visit = (node: TS.Node): void => {
    if (t.isThrowStatement(node)) out.push(node);
    // A throw inside try { } may be caught and turned into a result: only count unguarded ones.
    if (t.isTryStatement(node)) {
      if (node.catchClause) visit(node.catchClause.block);
      if (node.finallyBlock) visit(node.finallyBlock);
      return;
    }
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  t.isBlock(region) ? region.statements.forEach(visit) : visit(region);
  return out;
}

/**
 * A throw inside the `try` block of a try statement around the tool's own code (a low-level handler's `switch` case
 * sits inside the handler's try) whose catch throws nothing: the catch turns it into a result. Only up to the
 * enclosing function, and a catch that rethrows does not count (the error still leaves the handler). Seen on published
 * servers (asana, slack, brave-search): every tool's throw was caught by the dispatcher's try and returned as content.
 */
function caughtAround(statement: TS.ThrowStatement): boolean {
  const t = ts();
  let child: TS.Node = statement;
  for (let node = statement.parent; node && !isFunctionLike(node); child = node, node = node.parent) {
    if (
      t.isTryStatement(node) &&
      node.tryBlock === child &&
      node.catchClause &&
      collectThrows(node.catchClause.block).length === 0
    )
      return true;
  }
  return false;
}

/** A throw as the facts say it: its class, its message as written, and whether it is a dispatch's fallback. */
function raisedFailure(
  statement: TS.ThrowStatement,
  range: Range,
  isToolName: ((expression: TS.Expression) => boolean) | undefined,
): RaisedFailure {
  const t = ts();
  const e = statement.expression;
  const raised: RaisedFailure = { range };
  if (e && t.isNewExpression(e) && t.isIdentifier(e.expression)) raised.exception = e.expression.text;
  const message = e && (t.isNewExpression(e) || t.isCallExpression(e)) ? e.arguments?.[0] : e;
  const text = message && literalParts(message);
  if (text) raised.messageText = text;
  if (isToolName && inDefaultOfSwitchOn(statement, isToolName)) raised.dispatchFallback = true;
  return raised;
}

/** A string literal's or template's text (placeholders as "…"), cut by messageText. */
function literalParts(expression: TS.Expression): string | undefined {
  const t = ts();
  if (t.isStringLiteral(expression) || t.isNoSubstitutionTemplateLiteral(expression))
    return messageText([expression.text]);
  if (t.isTemplateExpression(expression))
    return messageText([expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)]);
  return undefined;
}

/** Whether the statement is in the `default:` clause of a switch on the tool's name, up to the enclosing function. */
function inDefaultOfSwitchOn(statement: TS.Node, isToolName: (expression: TS.Expression) => boolean): boolean {
  const t = ts();
  for (let node = statement.parent; node && !isFunctionLike(node); node = node.parent)
    if (t.isDefaultClause(node)) return isToolName(node.parent.parent.expression);
  return false;
}

/** `throw new McpError(...)` / `ProtocolError` is a deliberate protocol error, not a business failure. */
function isProtocolError(statement: TS.ThrowStatement): boolean {
  const t = ts();
  const e = statement.expression;
  return (
    !!e && t.isNewExpression(e) && t.isIdentifier(e.expression) && /^(McpError|ProtocolError)$/.test(e.expression.text)
  );
}
