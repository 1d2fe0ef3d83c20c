import { toolLabel } from './support.js';
// server.tool(...) is deprecated in SDK 1.x, frozen at protocol 2025-03-26 (no title, outputSchema or _meta),
// and removed in SDK 2.
const rule = {
    id: 'deprecated-tool-api',
    meta: {
        description: 'prefer registerTool over the deprecated server.tool(...)',
        defaultLevel: 'info',
        scope: 'source',
        messages: {
            deprecated: 'Tool "{{tool}}" is registered with the deprecated server.tool(…), which cannot declare a title or outputSchema and is removed in SDK 2. Use server.registerTool(name, { description, inputSchema, annotations }, handler).',
        },
    },
    checkTool(tool, context) {
        if (tool.api === 'server.tool')
            context.report({ messageId: 'deprecated', pointer: '', data: { tool: toolLabel(tool) } });
    },
};
export default rule;
