// The language the author wrote a tool's input schema in, so a fix is said in it: JSON Schema for saved tool lists
// and hand-written schemas, zod for the TypeScript SDK's registrations (it takes only zod there), Python type hints
// for servers whose schemas pydantic generates (MCPServer, FastMCP, fastmcp; live or saved lists carry their marks).
import type { LoadedTool, RuleContext } from '../../core/types.js';
import { isPythonTool, schemasFromTypeHints } from './python-server.js';

export type SchemaLanguage = 'json-schema' | 'zod' | 'python';

const ZOD_REGISTRATIONS: ReadonlySet<string> = new Set(['registerTool', 'registerToolTask', 'server.tool']);

export function schemaLanguageOf(tool: LoadedTool, context: RuleContext): SchemaLanguage {
  if (schemasFromTypeHints(context)) return 'python';
  if (context.source.kind === 'source' && !isPythonTool(tool) && ZOD_REGISTRATIONS.has(tool.api ?? '')) return 'zod';
  // A live tool --source-root found in TS source: the fix goes where it was registered, in zod.
  if (ZOD_REGISTRATIONS.has(tool.sourceFacts?.registeredWith ?? '')) return 'zod';
  return 'json-schema';
}

/**
 * The id of the rule's message worded for this language. A rule lists one message per language its fix differs in;
 * where the fix is the same (or the language cannot write the problem), it falls back to the JSON Schema wording.
 */
export function messageIn<Id extends string>(
  language: SchemaLanguage,
  ids: { 'json-schema': Id; zod?: Id; python?: Id },
): Id {
  return ids[language] ?? ids['json-schema'];
}
