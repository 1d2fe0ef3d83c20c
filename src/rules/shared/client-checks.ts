// Small helpers the client-* rules share: the tool's name, the characters of a name a client refuses, and the
// subschemas of the inputSchema (the part every client forwards to its model API).
import { isObject, toolNameOf, type JsonObject } from '../../core/json-value.js';
import { quote } from '../../spec/value-text.js';
import type { RuleContext } from '../../core/types.js';
import type { SubschemaVisit } from '../../spec/schema-walk.js';
import { subschemasOf } from './subschemas.js';
import { readablePath } from './parameters.js';

export { toolNameOf };

const PORTABLE_NAME_CHARACTER = /^[A-Za-z0-9_-]$/;

/**
 * A name outside ^[A-Za-z0-9_-]{1,max}$, the pattern Claude, OpenAI and Copilot CLI require: reports the rule's
 * `nameCharacters` (with a suggested name) and `nameTooLong` messages.
 */
export function checkPortableName(name: string, max: number, context: RuleContext): void {
  const characters = rejectedCharacters(name, PORTABLE_NAME_CHARACTER);
  if (characters) {
    const suggestion = quote(name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, max) || 'tool_name');
    context.report({
      messageId: 'nameCharacters',
      pointer: '/name',
      data: { name: quote(name), characters, suggestion },
    });
  }
  if (name.length > max)
    context.report({
      messageId: 'nameTooLong',
      pointer: '/name',
      data: { name: quote(name), length: name.length, max },
    });
}

/** The distinct characters of `name` that `allowed` (a one-character class) rejects, for a message: `".", "/"`. */
export function rejectedCharacters(name: string, allowed: RegExp): string | undefined {
  const bad = [...new Set([...name].filter((ch) => !allowed.test(ch)))];
  if (bad.length === 0) return undefined;
  return bad
    .slice(0, 5)
    .map((ch) => (ch === ' ' ? 'a space' : JSON.stringify(ch)))
    .join(', ');
}

/** Every subschema of the tool's inputSchema, with pointers from the tool ("/inputSchema/properties/x"). */
export function inputSubschemas(definition: unknown): readonly SubschemaVisit[] {
  if (!isObject(definition) || !isObject(definition.inputSchema)) return [];
  return subschemasOf(definition.inputSchema as JsonObject, '/inputSchema');
}

/** An object schema, as model APIs judge it: `"type": "object"` or `properties` present. */
export function isObjectSchema(schema: JsonObject): boolean {
  return (
    schema.type === 'object' ||
    (Array.isArray(schema.type) && schema.type.includes('object')) ||
    isObject(schema.properties)
  );
}

/**
 * A root inputSchema of `"type": "object"` with no `properties` (the Go SDK's no-argument tool). OpenAI's function
 * schema check rejects it ("In context=(), object schema missing properties"); `"properties": {}` passes.
 */
export function isRootObjectWithoutProperties(definition: unknown): boolean {
  if (!isObject(definition) || !isObject(definition.inputSchema)) return false;
  const schema = definition.inputSchema;
  return schema.type === 'object' && !isObject(schema.properties);
}

/** How a message names a subschema: `inputSchema`, or the parameter path (`filters.tags[]`), or its pointer. */
export function subschemaLabel(pointer: string): string {
  if (pointer === '/inputSchema') return 'inputSchema';
  const path = readablePath(pointer.slice('/inputSchema'.length));
  return path ? `Parameter "${path}"` : `inputSchema${pointer.slice('/inputSchema'.length)}`;
}

/**
 * The name a client knows the server by: the rule's `serverName` option, else the --client-config key this
 * server came from, else undefined (a capture or a --stdio target does not record it; rules then count the
 * shortest name there can be, one character, so what they report holds under any name).
 */
export function configuredServerName(context: RuleContext): string | undefined {
  if (typeof context.options.serverName === 'string') return context.options.serverName;
  return context.source.origin ? context.source.source : undefined;
}

/** Characters model APIs refuse in a function name become "_", as Claude Code and Codex do to server names. */
export function portableName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** How a message says which server name a prefixed name was counted with, and what to shorten. */
export function serverNameAdvice(server: string | undefined, configWord: string): string {
  return server === undefined
    ? ' (counted with a one-character server name, the shortest there is)'
    : ` or the server's ${configWord} in the config`;
}
