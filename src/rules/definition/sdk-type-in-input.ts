import { defineRule } from '../../core/types.js';
import { plural } from '../../core/plural.js';
import { inputSchemaOf } from '../shared/parameters.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { sdkTypeLeak } from '../shared/sdk-types.js';

// A parameter typed as one of the MCP SDK's own types (CallToolResult, Context, RequestContext…) asks the model to
// invent that object as an argument: a `ctx: CallToolResult` in Python publishes a "$ref" into about twenty SDK
// definitions, which cost tokens on every request, and the call fails unless the model fabricates a tool result.
// Said once per tool; property-description leaves the leaked definitions' fields alone (shared/sdk-types.ts).
const rule = defineRule({
  id: 'sdk-type-in-input',
  meta: {
    description:
      'a parameter typed as an MCP SDK type (Context, CallToolResult, RequestContext…): the model is asked to invent it',
    defaultLevel: 'off' /* strict set until its findings on real servers are reviewed (none on the corpora yet) */,
    scope: 'definition',
    messages: {
      sdkType:
        'Parameter "{{name}}" is the SDK\'s {{type}}, published with {{definitions}}: the model is asked to invent one as an argument. {{fix}}',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const leak = sdkTypeLeak(schema);
    if (leak.parameters.length === 0) return;
    // The framework injects a Context only where schemas come from type hints (MCPServer, FastMCP, fastmcp).
    const python = schemaLanguageOf(tool, context) === 'python';
    const definitions = plural(leak.leakedDefinitions.size, 'definition');
    for (const parameter of leak.parameters) {
      const fix =
        python && parameter.type.endsWith('Context')
          ? `Annotate it with the Context of the framework that serves the tool (\`${parameter.name}: Context\` imported from mcp.server.fastmcp, or fastmcp for fastmcp servers), which the framework injects and leaves out of the schema.`
          : 'Remove the parameter: the SDK hands the handler its context and results itself, never through the arguments.';
      context.report({
        messageId: 'sdkType',
        pointer: parameter.pointer,
        data: { name: parameter.name, type: parameter.type, definitions, fix },
      });
    }
  },
});

export default rule;
