// The literal values a Python tool function returns (`return "not found"`, `return f"{n} items"`, `return None`, a
// bare `return`), with the JSON type each serialises to, for return-fits-output-schema. Only the function's own
// statements are read: nested functions, classes and lambdas return elsewhere. A generator (a `yield` in the body)
// returns no value the SDK sees, so it has none.
import type { ReturnedLiteral } from '../../core/facts.js';
import { numberValue, staticValue, stringValue } from './literals.js';
import { childrenOf, rangeOf, snippet, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

const NESTED_SCOPES = new Set(['FunctionDefinition', 'ClassDefinition', 'LambdaExpression', 'DecoratedStatement']);
/** Deeper nesting is not code anybody writes by hand; it bounds the walk on hostile input. */
const MAX_DEPTH = 200;

export function returnedLiterals(file: PythonFile, body: SyntaxNode, schemaPointer: string): ReturnedLiteral[] {
  const found: ReturnedLiteral[] = [];
  let generator = false;
  const visit = (node: SyntaxNode, depth: number) => {
    if (depth > MAX_DEPTH || generator) return;
    for (const child of childrenOf(node)) {
      if (NESTED_SCOPES.has(child.name)) continue;
      if (child.name === 'yield') generator = true;
      if (child.name === 'ReturnStatement') {
        const literal = literalOf(file, child);
        if (literal) found.push({ ...literal, schemaPointer, text: snippet(file, child), range: rangeOf(file, child) });
      }
      visit(child, depth + 1);
    }
  };
  visit(body, 0);
  return generator ? [] : found;
}

/** The JSON type (and value, when plain) of what a return statement returns, when it is a literal. */
function literalOf(
  file: PythonFile,
  statement: SyntaxNode,
): Pick<ReturnedLiteral, 'type' | 'value' | 'fixedText'> | undefined {
  const parts = childrenOf(statement).slice(1);
  // `return` alone returns None; `return 1, 2` a tuple.
  if (parts.length === 0) return { type: 'null' };
  if (parts.some((part) => part.name === ',')) return { type: 'array' };
  const value = parts[0]!;
  switch (value.name) {
    case 'String':
    case 'ContinuedString': {
      if (/^[A-Za-z]*[bB]/.test(textOf(file, value))) return undefined; // bytes
      const text = staticValue(file, value);
      return typeof text === 'string' ? { type: 'string', value: text } : undefined;
    }
    case 'FormatString': {
      const text = stringValue(file, value);
      return text === undefined
        ? { type: 'string', fixedText: fixedText(file, value) }
        : { type: 'string', value: text };
    }
    case 'Number':
      return numberLiteral(textOf(file, value));
    case 'UnaryExpression': {
      const [sign, operand] = childrenOf(value);
      if (operand?.name !== 'Number' || !sign || !/^[-+]$/.test(textOf(file, sign))) return undefined;
      const number = numberLiteral(textOf(file, operand));
      return number && typeof number.value === 'number' && textOf(file, sign) === '-'
        ? { ...number, value: -number.value }
        : number;
    }
    case 'Boolean':
      return { type: 'boolean', value: textOf(file, value) === 'True' };
    case 'None':
      return { type: 'null' };
    case 'ArrayExpression':
    case 'ArrayComprehensionExpression':
    case 'TupleExpression':
    case 'SetExpression':
    case 'SetComprehensionExpression':
      return { type: 'array' };
    case 'DictionaryExpression':
    case 'DictionaryComprehensionExpression':
      return { type: 'object' };
    default:
      return undefined;
  }
}

function numberLiteral(raw: string): Pick<ReturnedLiteral, 'type' | 'value'> | undefined {
  const value = numberValue(raw);
  if (value === undefined) return undefined;
  const float = /[.eE]/.test(raw) && !/^0[xX]/.test(raw);
  return { type: float ? 'number' : 'integer', value };
}

/** An f-string's text outside its replacement fields (`f"{n} items"` → " items"). */
function fixedText(file: PythonFile, node: SyntaxNode): string {
  let text = '';
  let at = node.from;
  for (const field of childrenOf(node)) {
    text += file.text.slice(at, field.from);
    at = field.to;
  }
  text += file.text.slice(at, node.to);
  return text.replace(/^[A-Za-z]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
}
