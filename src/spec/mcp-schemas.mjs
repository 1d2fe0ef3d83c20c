// JSON Schemas (2020-12) of the MCP `Tool` and `CallToolResult` for the spec versions mcp-lint knows.
//
// Written by hand for this project from the specification text (`schema/<version>/schema.ts` and
// `docs/specification/<version>/server/tools.mdx` of modelcontextprotocol/modelcontextprotocol). The official
// schema.json is not published on npm and is not vendored here. These schemas are read only at build time:
// scripts/build-validators.mjs compiles them into Ajv standalone validators under ./generated/.
//
// Deliberate choices:
// - Objects stay open (no additionalProperties:false), as in the spec: unknown keys are allowed, so SDK v1's
//   `execution` field under spec 2026-07-28 is not an error.
// - `inputSchema`/`outputSchema` are checked here only for their MCP-specific shape; whether they are valid
//   JSON Schemas is the job of the dialect meta-schemas (rules input-schema-valid / output-schema-valid).

const meta = { type: 'object', description: 'MetaObject: reserved for protocol-level metadata.' };

const icon = {
  type: 'object',
  required: ['src'],
  properties: {
    src: { type: 'string', format: 'uri' },
    mimeType: { type: 'string' },
    sizes: { type: 'array', items: { type: 'string' } },
    theme: { enum: ['light', 'dark'] },
  },
};

const toolAnnotations = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    readOnlyHint: { type: 'boolean' },
    destructiveHint: { type: 'boolean' },
    idempotentHint: { type: 'boolean' },
    openWorldHint: { type: 'boolean' },
  },
};

function tool(version) {
  const is2025 = version === '2025-11-25';
  const properties = {
    name: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    inputSchema: {
      type: 'object',
      required: ['type'],
      properties: {
        $schema: { type: 'string' },
        type: { const: 'object' },
        // 2025-11-25's schema.ts still types these two; 2026-07-28 dropped the typings.
        ...(is2025
          ? {
              properties: { type: 'object', additionalProperties: { type: 'object' } },
              required: { type: 'array', items: { type: 'string' } },
            }
          : {}),
      },
    },
    // 2025-11-25: the root must be an object schema. 2026-07-28 (SEP-2106): any schema object.
    outputSchema: is2025
      ? {
          type: 'object',
          required: ['type'],
          properties: {
            $schema: { type: 'string' },
            type: { const: 'object' },
            properties: { type: 'object', additionalProperties: { type: 'object' } },
            required: { type: 'array', items: { type: 'string' } },
          },
        }
      : { type: 'object', properties: { $schema: { type: 'string' } } },
    annotations: { $ref: '#/$defs/ToolAnnotations' },
    icons: { type: 'array', items: { $ref: '#/$defs/Icon' } },
    _meta: meta,
  };
  // `execution` exists only in 2025-11-25 (tasks became an extension in 2026-07-28).
  if (is2025) {
    properties.execution = {
      type: 'object',
      properties: { taskSupport: { enum: ['forbidden', 'optional', 'required'] } },
    };
  }
  return { type: 'object', required: ['name', 'inputSchema'], properties };
}

const contentAnnotations = {
  type: 'object',
  properties: {
    audience: { type: 'array', items: { enum: ['user', 'assistant'] } },
    priority: { type: 'number', minimum: 0, maximum: 1 },
    lastModified: { type: 'string' },
  },
};

const common = { annotations: { $ref: '#/$defs/Annotations' }, _meta: meta };

const contentBlocks = {
  TextContent: {
    type: 'object',
    required: ['type', 'text'],
    properties: { type: { const: 'text' }, text: { type: 'string' }, ...common },
  },
  ImageContent: {
    type: 'object',
    required: ['type', 'data', 'mimeType'],
    properties: {
      type: { const: 'image' },
      data: { type: 'string', format: 'byte' },
      mimeType: { type: 'string' },
      ...common,
    },
  },
  AudioContent: {
    type: 'object',
    required: ['type', 'data', 'mimeType'],
    properties: {
      type: { const: 'audio' },
      data: { type: 'string', format: 'byte' },
      mimeType: { type: 'string' },
      ...common,
    },
  },
  ResourceLink: {
    type: 'object',
    required: ['type', 'uri', 'name'],
    properties: {
      type: { const: 'resource_link' },
      uri: { type: 'string', format: 'uri' },
      name: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      mimeType: { type: 'string' },
      size: { type: 'integer' },
      icons: { type: 'array', items: { $ref: '#/$defs/Icon' } },
      ...common,
    },
  },
  EmbeddedResource: {
    type: 'object',
    required: ['type', 'resource'],
    properties: {
      type: { const: 'resource' },
      resource: {
        type: 'object',
        required: ['uri'],
        properties: {
          uri: { type: 'string', format: 'uri' },
          mimeType: { type: 'string' },
          text: { type: 'string' },
          blob: { type: 'string', format: 'byte' },
          _meta: meta,
        },
        // TextResourceContents or BlobResourceContents.
        oneOf: [{ required: ['text'] }, { required: ['blob'] }],
      },
      ...common,
    },
  },
};

// Selects the block schema by `type`, so an error names the real problem instead of five failed branches.
const contentBlock = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: ['text', 'image', 'audio', 'resource_link', 'resource'] } },
  allOf: [
    ['text', 'TextContent'],
    ['image', 'ImageContent'],
    ['audio', 'AudioContent'],
    ['resource_link', 'ResourceLink'],
    ['resource', 'EmbeddedResource'],
  ].map(([type, def]) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { $ref: `#/$defs/${def}` },
  })),
};

function callToolResult(version) {
  const is2025 = version === '2025-11-25';
  return {
    type: 'object',
    required: is2025 ? ['content'] : ['content', 'resultType'],
    properties: {
      content: { type: 'array', items: { $ref: '#/$defs/ContentBlock' } },
      // 2025-11-25: an object. 2026-07-28: any JSON value.
      structuredContent: is2025 ? { type: 'object' } : true,
      isError: { type: 'boolean' },
      _meta: meta,
      ...(is2025 ? {} : { resultType: { type: 'string' } }),
    },
  };
}

/** One schema document per spec version, with `$defs` the validators point into. */
export function mcpSchema(version) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://create-mcp-tool.invalid/mcp/${version}`,
    $defs: {
      Tool: tool(version),
      CallToolResult: callToolResult(version),
      ToolAnnotations: toolAnnotations,
      Icon: icon,
      Annotations: contentAnnotations,
      ContentBlock: contentBlock,
      ...contentBlocks,
    },
  };
}

export const MCP_SPEC_VERSIONS = ['2025-11-25', '2026-07-28'];
