import type { ReturnedLiteral } from '../../core/facts.js';
import { isObject, type JsonObject } from '../../core/json-value.js';
import { getAtPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { toolLabel } from '../shared/handler.js';
import { typesOf } from '../shared/parameters.js';
import { resolveLocalRef } from '../shared/schema-document.js';

// A Python tool declared `-> int` publishes an outputSchema asking for an integer; a `return "not found"` in it
// contradicts that. Measured on mcp 2.3.0: MCPServer (and FastMCP 1.x, its predecessor) validates the returned value
// against the declared type with pydantic, so every call that reaches that return fails with isError: true ("Error
// executing tool <name>", with pydantic's complaint on 1.x) and the model never reads the value. fastmcp 4 sends the value as it is, as structuredContent that breaks
// its own outputSchema, and clients that validate structured content (the TypeScript SDK's, fastmcp's Client) reject
// the result. pydantic's lax mode accepts more than JSON Schema does ("42" for an int, 1 for a bool, 3 for a float):
// what it accepts is not reported, for either SDK. The facts are the literals the loader saw returned
// (src/loaders/python/returns.ts) and what the framework does with them (`returnedValues`); the TS reader does not
// record returned literals yet.
const rule = defineRule({
  id: 'return-fits-output-schema',
  meta: {
    description: 'a value a tool returns must fit the output schema its declared return type publishes',
    defaultLevel: 'error',
    scope: 'source',
    messages: {
      validated:
        'Tool "{{tool}}" is declared to return {{declared}}, but `{{text}}` returns {{returned}}: the SDK validates the returned value against the declared type, so every call that reaches this line fails with isError: true ("Error executing tool …") and the model never reads this value. Return {{declared}} here, or declare the type this returns.',
      unvalidated:
        'Tool "{{tool}}" publishes an outputSchema that asks for {{declared}}, but `{{text}}` returns {{returned}}: fastmcp sends it as structuredContent that breaks that schema, and clients that validate structured content (the TypeScript SDK\'s, fastmcp\'s own Client) reject the result. Return {{declared}} here, or declare the type this returns.',
    },
  },
  checkTool(tool, context) {
    const handler = tool.handler;
    const messageId =
      handler?.returnedValues === 'validated'
        ? 'validated'
        : handler?.returnedValues === 'sent-as-is'
          ? 'unvalidated'
          : undefined;
    if (!handler?.returnedLiterals || !messageId) return;
    const outputSchema = getAtPointer(tool.definition, '/outputSchema');
    if (!isObject(outputSchema)) return;
    for (const literal of handler.returnedLiterals) {
      const types = typesAt(outputSchema, getAtPointer(tool.definition, literal.schemaPointer), 0);
      if (!types || types.length === 0 || types.some((type) => accepts(type, literal))) continue;
      context.report({
        messageId,
        pointer: '',
        range: literal.range,
        data: {
          tool: toolLabel(tool),
          text: literal.text,
          declared: types.map((type) => PYTHON_WORDS[type] ?? type).join(' or '),
          returned: returnedWords(literal),
        },
      });
    }
  },
});

const PYTHON_WORDS: Record<string, string> = {
  string: 'a str',
  integer: 'an int',
  number: 'a float',
  boolean: 'a bool',
  null: 'None',
  array: 'a list',
  object: 'a dict or a model',
};

function returnedWords(literal: ReturnedLiteral): string {
  if (literal.type === 'string' && literal.value === undefined) return 'a str (an f-string)';
  return PYTHON_WORDS[literal.type] ?? literal.type;
}

const MAX_REF_HOPS = 8;

/** The JSON types a schema allows (a union's arms together); undefined when it does not say (no `type`, a `$ref` outside the document). */
function typesAt(root: JsonObject, schema: unknown, hops: number): string[] | undefined {
  if (!isObject(schema) || hops > MAX_REF_HOPS) return undefined;
  if (typeof schema.$ref === 'string') return typesAt(root, resolveLocalRef(root, schema.$ref), hops + 1);
  const arms = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (arms) {
    const types: string[] = [];
    for (const arm of arms) {
      const armTypes = typesAt(root, arm, hops + 1);
      if (!armTypes || armTypes.length === 0) return undefined;
      types.push(...armTypes);
    }
    return types;
  }
  const types = typesOf(schema);
  return types.length > 0 ? types : undefined;
}

/** The strings pydantic's lax mode reads as a bool. */
const BOOL_WORDS = new Set(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', 't', 'f', 'y', 'n']);
/** Text that can be part of a number pydantic reads from a str ("42", " 1_000 ", "-1.5e3", "inf"). */
const NUMBER_TEXT = /^[\s\d+\-._eE]*$/;

/** Whether pydantic's lax mode accepts the literal for a field of this JSON type (true when that cannot be known). */
function accepts(type: string, literal: ReturnedLiteral): boolean {
  const { value } = literal;
  switch (type) {
    case 'string':
      return literal.type === 'string';
    case 'null':
      return literal.type === 'null';
    case 'array':
      return literal.type === 'array';
    case 'object':
      return literal.type === 'object';
    case 'integer':
      if (literal.type === 'integer' || literal.type === 'boolean') return true;
      if (literal.type === 'number') return typeof value !== 'number' || Number.isInteger(value);
      return literal.type === 'string' && mayBeNumber(literal);
    case 'number':
      if (literal.type === 'integer' || literal.type === 'number' || literal.type === 'boolean') return true;
      return (
        literal.type === 'string' &&
        (mayBeNumber(literal) || (typeof value === 'string' && /^\s*[-+]?(inf|infinity|nan)\s*$/i.test(value)))
      );
    case 'boolean':
      if (literal.type === 'boolean') return true;
      if (literal.type === 'integer' || literal.type === 'number')
        return typeof value !== 'number' || value === 0 || value === 1;
      if (literal.type !== 'string') return false;
      return typeof value === 'string' ? BOOL_WORDS.has(value.trim().toLowerCase()) : true;
    default:
      return true;
  }
}

/** A str literal that may read as a number: its text (an f-string's text outside the fields) has nothing else. */
function mayBeNumber(literal: ReturnedLiteral): boolean {
  const text = typeof literal.value === 'string' ? literal.value : literal.fixedText;
  if (text === undefined) return true;
  if (typeof literal.value === 'string') return literal.value.trim() !== '' && NUMBER_TEXT.test(literal.value);
  return NUMBER_TEXT.test(text);
}

export default rule;
