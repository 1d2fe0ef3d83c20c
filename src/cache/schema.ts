// The shape of a --cache file, every field of every entry, as a JSON Schema. scripts/build-validators.mjs compiles it
// at build time (src/spec/generated/cache-file.ts), and a cache file is used only when it matches: a formatter
// must never meet a wrong-typed field (a run that crashes on its own cache) or a text that could drive a terminal.

/** 4: dependencies carry each file's local identity; no replay line; every field checked against this schema. */
export const CACHE_FORMAT = 4;

/** Text without C0 or C1 controls or DEL, except the line feed and tab that multi-line messages use. */
const printable = { type: 'string', pattern: '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]*$' };
const count = { type: 'integer', minimum: 0 };
const closed = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: false,
});

const position = closed(['line', 'column'], { line: count, column: count });
const range = closed(['start', 'end'], {
  start: { $ref: '#/definitions/position' },
  end: { $ref: '#/definitions/position' },
});
const textEdit = closed(['range', 'text'], {
  range: { type: 'array', items: [count, count], minItems: 2, maxItems: 2 },
  text: { type: 'string' },
});

const diagnostic = closed(['ruleId', 'severity', 'message', 'source', 'pointer'], {
  ruleId: { anyOf: [{ type: 'null' }, printable] },
  messageId: printable,
  severity: { enum: ['error', 'warning', 'info'] },
  message: printable,
  source: printable,
  toolName: printable,
  pointer: printable,
  range: { $ref: '#/definitions/range' },
  liveServer: printable,
  fatal: { type: 'boolean' },
  suppressions: {
    type: 'array',
    items: closed(['kind', 'justification'], { kind: { const: 'directive' }, justification: printable }),
  },
  fix: { $ref: '#/definitions/textEdit' },
  suggestions: {
    type: 'array',
    items: closed(['desc', 'fix'], { desc: printable, fix: { $ref: '#/definitions/textEdit' } }),
  },
});

/** A source file's LintResult (never `output`: --fix runs do not use the cache). */
const result = closed(['source', 'kind', 'diagnostics', 'suppressed', 'toolCount'], {
  source: printable,
  kind: { const: 'source' },
  diagnostics: { type: 'array', items: { $ref: '#/definitions/diagnostic' } },
  suppressed: { type: 'array', items: { $ref: '#/definitions/diagnostic' } },
  toolCount: count,
  server: closed([], { name: printable, version: printable }),
  contextTokens: closed(['encoding', 'total', 'tools'], {
    encoding: printable,
    total: count,
    tools: { type: 'array', items: closed(['name', 'tokens'], { name: printable, tokens: count }) },
  }),
  origin: closed(['file'], { file: printable, range: { $ref: '#/definitions/range' } }),
});

const fileRecord = closed(['mtimeMs', 'ctimeMs', 'size', 'ino', 'dev', 'hash', 'specifiers', 'settled'], {
  mtimeMs: { type: 'number' },
  ctimeMs: { type: 'number' },
  size: count,
  ino: { type: 'number' },
  dev: { type: 'number' },
  hash: { type: 'string' },
  specifiers: { type: 'array', items: { type: 'string' } },
  settled: { type: 'boolean' },
  startsStdio: { type: 'boolean' },
  writesStdout: { type: 'boolean' },
});

export const CACHE_FILE_SCHEMA = {
  ...closed(['format', 'key', 'entries', 'files'], {
    format: { const: CACHE_FORMAT },
    key: { type: 'string' },
    entries: {
      type: 'object',
      additionalProperties: closed(['dependencies', 'result'], {
        dependencies: { type: 'object', additionalProperties: { type: 'string' } },
        result,
      }),
    },
    files: { type: 'object', additionalProperties: fileRecord },
  }),
  definitions: { position, range, textEdit, diagnostic },
};
