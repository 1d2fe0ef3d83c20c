// The zod code equivalent to a plain JSON Schema, for json-schema-in-zod-api's suggestion. Only keywords with an
// exact zod counterpart are converted; any other keyword means no suggestion rather than a schema that accepts
// different input. Bounded: at most MAX_DEPTH levels and MAX_PROPERTIES properties in all.
import { isObject } from '../../core/json-value.js';

const MAX_DEPTH = 8;
const MAX_PROPERTIES = 200;

/** Root keywords that do not change what input is accepted, or that a zod object shape implies. */
const ROOT_IGNORED = new Set([
  'type',
  'properties',
  'required',
  '$schema',
  'additionalProperties',
  'description',
  'title',
]);

interface Budget {
  properties: number;
}

/**
 * `{ city: z.string().describe("City name"), days: z.number().int().optional() }` for an object schema, or undefined
 * when some part has no exact zod equivalent. `z` is the zod namespace the suggestion assumes.
 */
export function zodShapeFromJsonSchema(schema: unknown): string | undefined {
  if (!isObject(schema) || (schema.type !== undefined && schema.type !== 'object')) return undefined;
  if (Object.keys(schema).some((key) => !ROOT_IGNORED.has(key))) return undefined;
  if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean') return undefined;
  return shapeOf(schema, 0, { properties: 0 });
}

function shapeOf(schema: Record<string, unknown>, depth: number, budget: Budget): string | undefined {
  const properties = schema.properties ?? {};
  if (!isObject(properties)) return undefined;
  const required = schema.required ?? [];
  if (!Array.isArray(required) || !required.every((name) => typeof name === 'string')) return undefined;
  const entries: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (++budget.properties > MAX_PROPERTIES) return undefined;
    const zod = zodOf(property, depth + 1, budget);
    if (zod === undefined) return undefined;
    const isRequired = required.includes(name);
    const hasDefault = isObject(property) && 'default' in property;
    entries.push(`${keyText(name)}: ${zod}${isRequired || hasDefault ? '' : '.optional()'}`);
  }
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

function zodOf(schema: unknown, depth: number, budget: Budget): string | undefined {
  if (!isObject(schema) || depth > MAX_DEPTH) return undefined;
  const used = new Set(['description', 'default']);
  let code: string | undefined;
  const take = (...keys: string[]) => keys.forEach((key) => used.add(key));
  if (Array.isArray(schema.enum)) {
    if (
      schema.enum.length === 0 ||
      !schema.enum.every((v) => typeof v === 'string') ||
      (schema.type !== undefined && schema.type !== 'string')
    )
      return undefined;
    take('enum', 'type');
    code = `z.enum([${schema.enum.map((v) => JSON.stringify(v)).join(', ')}])`;
  } else if (schema.const !== undefined) {
    if (!['string', 'number', 'boolean'].includes(typeof schema.const)) return undefined;
    take('const', 'type');
    code = `z.literal(${JSON.stringify(schema.const)})`;
  } else {
    switch (schema.type) {
      case 'string':
        take('type', 'minLength', 'maxLength', 'pattern');
        code = 'z.string()' + bound('min', schema.minLength) + bound('max', schema.maxLength);
        if (schema.pattern !== undefined) {
          if (typeof schema.pattern !== 'string') return undefined;
          code += `.regex(new RegExp(${JSON.stringify(schema.pattern)}, 'u'))`;
        }
        break;
      case 'number':
      case 'integer':
        take('type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum');
        code =
          'z.number()' +
          (schema.type === 'integer' ? '.int()' : '') +
          bound('min', schema.minimum) +
          bound('max', schema.maximum) +
          bound('gt', schema.exclusiveMinimum) +
          bound('lt', schema.exclusiveMaximum);
        break;
      case 'boolean':
        take('type');
        code = 'z.boolean()';
        break;
      case 'array': {
        take('type', 'items', 'minItems', 'maxItems');
        const items = zodOf(schema.items, depth + 1, budget);
        if (items === undefined) return undefined;
        code = `z.array(${items})` + bound('min', schema.minItems) + bound('max', schema.maxItems);
        break;
      }
      case 'object': {
        take('type', 'properties', 'required');
        const shape = shapeOf(schema, depth, budget);
        if (shape === undefined) return undefined;
        code = `z.object(${shape})`;
        break;
      }
      default:
        return undefined;
    }
  }
  if (code.includes('NaN') || Object.keys(schema).some((key) => !used.has(key))) return undefined;
  if (schema.description !== undefined) {
    if (typeof schema.description !== 'string') return undefined;
    code += `.describe(${JSON.stringify(schema.description)})`;
  }
  if ('default' in schema) code += `.default(${JSON.stringify(schema.default)})`;
  return code;
}

/** `.min(3)`; '' when absent; 'NaN' marks a bound that is not a finite number (the caller then gives up). */
function bound(method: string, value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'number' && Number.isFinite(value) ? `.${method}(${value})` : 'NaN';
}

function keyText(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}
