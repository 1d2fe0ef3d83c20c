// The shape pydantic publishes for a Python tool whose context parameter is typed as the SDK's CallToolResult
// (`def lookup(query: str, ctx: CallToolResult)`): a "$ref" into the SDK's models, each with undescribed fields.
// Built here from that shape (not copied from a server) for the rules that must report it once.
export function leakedCallToolResult(extra: Record<string, unknown> = {}) {
  return {
    type: 'object',
    title: 'lookupArguments',
    properties: {
      query: { type: 'string', title: 'Query', description: 'What to look up' },
      ctx: { $ref: '#/$defs/CallToolResult' },
      ...extra,
    },
    required: ['query', 'ctx'],
    $defs: {
      CallToolResult: {
        type: 'object',
        title: 'CallToolResult',
        properties: {
          _meta: { anyOf: [{ type: 'object' }, { type: 'null' }], default: null, title: 'Meta' },
          content: {
            type: 'array',
            items: { anyOf: [{ $ref: '#/$defs/TextContent' }, { $ref: '#/$defs/ImageContent' }] },
            title: 'Content',
          },
          isError: { type: 'boolean', default: false, title: 'Iserror' },
        },
        required: ['content'],
      },
      TextContent: {
        type: 'object',
        properties: {
          type: { const: 'text', type: 'string' },
          text: { type: 'string', title: 'Text' },
          annotations: { anyOf: [{ $ref: '#/$defs/Annotations' }, { type: 'null' }] },
        },
        required: ['type', 'text'],
      },
      ImageContent: {
        type: 'object',
        properties: {
          type: { const: 'image', type: 'string' },
          data: { type: 'string', title: 'Data' },
          mimeType: { type: 'string', title: 'Mimetype' },
        },
        required: ['type', 'data', 'mimeType'],
      },
      Annotations: {
        type: 'object',
        properties: { priority: { anyOf: [{ type: 'number' }, { type: 'null' }], title: 'Priority' } },
      },
    },
  };
}
