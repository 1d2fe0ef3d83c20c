// The shape of mcp-lint.config.json, as a JSON Schema (validated with Ajv) plus, per key, the sentence
// that says what is allowed there (used in error messages).
import { RULE_LEVELS, SPEC_VERSIONS } from '../core/types.js';
import { PRESETS } from './presets.js';
import { CLIENT_NAMES } from './client-profiles.js';

export const CONFIG_FILE_NAME = 'mcp-lint.config.json';
export const LEVELS = RULE_LEVELS;

const level = { enum: [...LEVELS] };

export const configSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    extends: { enum: [...PRESETS] },
    spec: { enum: [...SPEC_VERSIONS] },
    rules: {
      type: 'object',
      additionalProperties: {
        anyOf: [
          level,
          { type: 'array', minItems: 1, maxItems: 2, items: [level, { type: 'object' }], additionalItems: false },
        ],
      },
    },
    ignores: { type: 'array', items: { type: 'string', minLength: 1 } },
    clients: { type: 'array', items: { enum: [...CLIENT_NAMES] }, uniqueItems: true },
  },
} as const;

export const CONFIG_KEYS = Object.keys(configSchema.properties);

const quotedList = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** What may stand at a top-level key, for messages. */
export const ALLOWED: Record<string, string> = {
  $schema: 'a string (the URL of a JSON Schema for editors)',
  extends: `one of ${quotedList(PRESETS)}`,
  spec: `one of ${quotedList(SPEC_VERSIONS)}`,
  rules: `an object mapping rule ids to a level (${quotedList(LEVELS)}) or to [level, { options }]`,
  ignores: 'an array of glob strings, relative to the config file (for example ["fixtures/**", "**/*.draft.json"])',
  clients: `an array of client names without repeats, from ${quotedList(CLIENT_NAMES)} (run mcp-lint --list-clients)`,
};
