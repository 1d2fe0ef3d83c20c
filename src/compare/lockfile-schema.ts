// The pin lockfile's shape as a JSON Schema: data only, so scripts/build-validators.mjs compiles it to a standalone
// validator at build time (src/spec/generated/config-files.ts) and no run compiles it with Ajv.
export const LOCKFILE_VERSION = 1;

export const LOCKFILE_SCHEMA = {
  type: 'object',
  required: ['lockfileVersion', 'servers'],
  additionalProperties: false,
  properties: {
    lockfileVersion: { const: LOCKFILE_VERSION },
    servers: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['tools'],
        additionalProperties: false,
        properties: {
          tools: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              required: ['hash', 'definition'],
              additionalProperties: false,
              properties: {
                hash: { type: 'string', pattern: '^sha256-[A-Za-z0-9+/]{43}=$' },
                definition: { type: 'object' },
              },
            },
          },
        },
      },
    },
  },
} as const;
