// The shape of mcp-lint.config.json, as a JSON Schema (validated with Ajv) plus, per key, the sentence
// that says what is allowed there (used in error messages).
import { SPEC_VERSIONS } from '../types.js';
export const CONFIG_FILE_NAME = 'mcp-lint.config.json';
export const LEVELS = ['off', 'info', 'warning', 'error'];
const level = { enum: [...LEVELS] };
export const configSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        $schema: { type: 'string' },
        extends: { enum: ['recommended', 'all'] },
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
    },
};
export const CONFIG_KEYS = Object.keys(configSchema.properties);
const quotedList = (values) => values.map((v) => `"${v}"`).join(', ');
/** What may stand at a top-level key, for messages. */
export const ALLOWED = {
    $schema: 'a string (the URL of a JSON Schema for editors)',
    extends: '"recommended" or "all"',
    spec: `one of ${quotedList(SPEC_VERSIONS)}`,
    rules: `an object mapping rule ids to a level (${quotedList(LEVELS)}) or to [level, { options }]`,
    ignores: 'an array of glob strings, relative to the config file (for example ["fixtures/**", "**/*.draft.json"])',
};
