// Tool names follow the MCP spec's SHOULD rules (1–128 characters of A-Z a-z 0-9 _ - .), and because each tool
// becomes src/tools/<name>.ts they must also be safe file names: no path separators, no leading or trailing dot.
import { nameWords } from '../rules/shared/words.js';
import { reservedNameProblem } from './reserved-names.js';
import { UNREGISTRABLE_TOOL_NAMES } from '../rules/shared/unregistrable-names.js';

const TOOL_NAME_CHARS = /^[A-Za-z0-9._-]+$/;
const MAX_TOOL_NAME_LENGTH = 128;

// Verbs that commonly start a tool name; a name starting with one of these reads as an action to a model.
const COMMON_VERBS = new Set(
  (
    'add analyze append apply approve archive build calculate cancel check clear close compare compute convert copy count create ' +
    'decode delete describe detect diff download draft edit encode estimate evaluate explain export extract fetch filter find ' +
    'format generate get import index inspect install invite list load lookup merge move notify open parse patch ping plan post ' +
    'predict preview publish query read refresh register remove rename render reply report request reset resolve restart ' +
    'restore review run save scan schedule search send set share sort start stop submit summarize sync tag test transcribe ' +
    'translate trigger undo update upload validate verify watch write'
  ).split(' '),
);

export type ToolNameCheck = { valid: true; hint?: string } | { valid: false; problem: string; suggestion?: string };

export function toSnakeCase(name: string): string {
  return nameWords(name).join('_').slice(0, MAX_TOOL_NAME_LENGTH);
}

/** snake_case with a leading verb: `weather` → `get_weather`, `sendEmail` → `send_email`. */
export function suggestToolName(name: string): string | undefined {
  const parts = nameWords(name);
  if (parts.length === 0) return undefined;
  if (!COMMON_VERBS.has(parts[0]!)) parts.unshift('get');
  return parts.join('_').slice(0, MAX_TOOL_NAME_LENGTH);
}

export function checkToolName(name: string): ToolNameCheck {
  if (/[\\/]/.test(name)) {
    const base = name.split(/[\\/]/).filter(Boolean).pop() ?? '';
    return {
      valid: false,
      problem: 'it contains a path separator; a tool name is a name, not a path (the file always goes to src/tools/)',
      suggestion: base ? suggestToolName(base) : undefined,
    };
  }
  if (name.length === 0) return { valid: false, problem: 'it is empty' };
  if (name.length > MAX_TOOL_NAME_LENGTH) {
    return {
      valid: false,
      problem: `it is ${name.length} characters long; the MCP spec allows 1 to 128`,
      suggestion: suggestToolName(name),
    };
  }
  if (!TOOL_NAME_CHARS.test(name)) {
    return {
      valid: false,
      problem: 'it may contain only letters, digits, "_", "-" and "." (MCP spec)',
      suggestion: suggestToolName(name),
    };
  }
  if (/^[.-]|[.-]$/.test(name)) {
    return { valid: false, problem: 'it starts or ends with "." or "-"', suggestion: suggestToolName(name) };
  }
  if (UNREGISTRABLE_TOOL_NAMES.has(name)) {
    return {
      valid: false,
      problem: `the MCP SDK cannot register it: McpServer keeps tools in a plain object, which already has "${name}" from JavaScript's Object.prototype, so the server would stop at start-up with "Tool ${name} is already registered"`,
      suggestion: suggestToolName(name),
    };
  }
  const reserved = reservedNameProblem(name);
  if (reserved)
    return {
      valid: false,
      problem: reserved.replace('a file or directory of that name', `src/tools/${name}.ts`),
      suggestion: suggestToolName(name),
    };
  const suggestion = suggestToolName(name);
  if (suggestion && suggestion !== name) return { valid: true, hint: suggestion };
  return { valid: true };
}

/** `get_weather` → `registerGetWeather`: the function the tool file exports. */
export function registerFunctionName(toolName: string): string {
  return (
    'register' +
    nameWords(toolName)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('')
  );
}

/** `get_weather` → `Get weather`: a readable default title. */
export function toolTitle(toolName: string): string {
  const text = nameWords(toolName).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
