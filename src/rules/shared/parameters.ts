// Parameters of a tool: every `properties/<name>` entry at any depth of its inputSchema (nested objects,
// array items, composition branches and `$defs` included), found with the iterative schema walker.
import { isObject, type JsonObject } from '../../core/json-value.js';
import { RULE_WALK_DEPTH, subschemasOf } from './subschemas.js';
import type { SubschemaVisit } from '../../spec/schema-walk.js';

export interface Parameter {
  name: string;
  /** Readable path for messages: `filters.since`, `items[].id`, `Address.street`. */
  readonly path: string;
  schema: JsonObject;
  /** Pointer into the tool definition. */
  readonly pointer: string;
  /** Pointer of the schema that declares the parameter. */
  readonly parentPointer: string;
}

export const INPUT_SCHEMA_POINTER = '/inputSchema';

export { RULE_WALK_DEPTH };

/** The tool's inputSchema when it is an object, else undefined (other rules report that). */
export function inputSchemaOf(definition: unknown): JsonObject | undefined {
  return isObject(definition) && isObject(definition.inputSchema) ? definition.inputSchema : undefined;
}

/**
 * `filters.since`, `items[].id`, `Address.street` for a pointer relative to the inputSchema. Runs for every reported
 * parameter: segments are compared as written (keywords and indexes have nothing to unescape) and only the names
 * that go into the path are unescaped.
 */
export function readablePath(relativePointer: string): string {
  if (relativePointer === '') return '';
  if (relativePointer.charCodeAt(0) !== 47 /* "/" */) throw new Error(`Invalid JSON pointer: ${relativePointer}`);
  const parts: string[] = [];
  const segments = relativePointer.slice(1).split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if ((segment === 'properties' || segment === 'patternProperties') && i + 1 < segments.length)
      parts.push(unescapeSegment(segments[++i]!));
    else if ((segment === '$defs' || segment === 'definitions') && i + 1 < segments.length) {
      parts.length = 0;
      parts.push(unescapeSegment(segments[++i]!));
    } else if (
      segment === 'items' ||
      segment === 'prefixItems' ||
      segment === 'additionalItems' ||
      segment === 'contains'
    ) {
      if (parts.length > 0) parts[parts.length - 1] += '[]';
      else parts.push('[]');
      if (segment === 'prefixItems' && i + 1 < segments.length) i++;
    }
  }
  return parts.join('.');
}

function unescapeSegment(segment: string): string {
  return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}

// One class rather than an object literal with getters per parameter: a literal's getters are new closures for every
// parameter of every tool. `path` and `parentPointer` are built only when a message needs them.
class FoundParameter implements Parameter {
  private builtPath: string | undefined;

  constructor(
    public name: string,
    public schema: JsonObject,
    private readonly visit: SubschemaVisit,
  ) {}

  get pointer(): string {
    return this.visit.pointer;
  }

  get path(): string {
    return (this.builtPath ??= readablePath(this.pointer.slice(INPUT_SCHEMA_POINTER.length)));
  }

  get parentPointer(): string {
    return this.pointer.slice(0, this.pointer.lastIndexOf('/properties/'));
  }
}

// Several rules read the parameters of every tool; one walk per schema serves them all.
const parameterCache = new WeakMap<JsonObject, Parameter[]>();

/** Every parameter whose schema is an object (boolean schemas are schema-portability's), in document order. */
export function parametersOf(schema: JsonObject): readonly Parameter[] {
  let parameters = parameterCache.get(schema);
  if (!parameters) {
    const found: Parameter[] = [];
    const nodes = subschemasOf(schema, INPUT_SCHEMA_POINTER);
    for (let n = 0; n < nodes.length; n++) {
      const node = nodes[n]!;
      if (node.propertyName !== undefined) found.push(new FoundParameter(node.propertyName, node.schema, node));
    }
    parameters = found;
    parameterCache.set(schema, parameters);
  }
  return parameters;
}

export function forEachParameter(schema: JsonObject, visit: (parameter: Parameter) => void): void {
  const parameters = parametersOf(schema);
  for (let i = 0; i < parameters.length; i++) visit(parameters[i]!);
}

/** The types a schema allows by its `type` keyword (empty when it has none). */
export function typesOf(schema: JsonObject): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}
