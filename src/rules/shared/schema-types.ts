// What JSON Schema's `type` keyword allows, for the rules that check a schema against itself: a `default` or an
// `enum` value the declared type refuses, an array without `items`.
import type { JsonObject } from '../../core/json-value.js';
import { shownJson } from '../../spec/value-text.js';
import { typesOf } from './parameters.js';

/** Whether `value` is an instance of the JSON Schema type `type` ("integer" accepts 1.0, as the spec says). */
export function fitsType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true; // an unknown type name is input-schema-valid's finding
  }
}

/** Whether the schema's own `type` keyword accepts `value` (a schema without `type` accepts anything here). */
export function fitsDeclaredType(value: unknown, schema: JsonObject): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  for (let i = 0; i < types.length; i++) if (fitsType(value, types[i]!)) return true;
  return false;
}

/**
 * `"type": "array"` without `items`, which VS Code's tool validator and OpenAI's function calling refuse. A type list
 * (`["array", "null"]`) is not counted: what those clients do with one is not documented, and the rule says they refuse.
 */
export function isArrayWithoutItems(schema: JsonObject): boolean {
  return schema.type === 'array' && !('items' in schema);
}

/** `"a", "b", 3 and 2 more`: the values a message quotes, each cut short. */
export function shownValues(values: readonly unknown[], limit = 4): string {
  const shown = values.slice(0, limit).map((value) => shownJson(value, 40));
  return values.length > limit ? `${shown.join(', ')} and ${values.length - limit} more` : shown.join(', ');
}

/** Whether `value` is one of `allowed`: primitives compared by value, objects and arrays by their JSON text. */
export function isOneOf(value: unknown, allowed: readonly unknown[]): boolean {
  if (value === null || typeof value !== 'object') return allowed.includes(value);
  const text = jsonText(value);
  return (
    text === undefined ||
    allowed.some((entry) => entry !== null && typeof entry === 'object' && jsonText(entry) === text)
  );
}

/** JSON text of a value, or undefined when it is too deep to write (hostile input: then it is not judged). */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
