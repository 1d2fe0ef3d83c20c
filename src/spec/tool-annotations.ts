// The behaviour hints of the MCP spec's ToolAnnotations (schema.ts `ToolAnnotations`), in the spec's order.
export const BEHAVIOUR_HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export type BehaviourHint = (typeof BEHAVIOUR_HINTS)[number];
