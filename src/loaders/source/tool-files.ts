// Which linted files are walked for registrations. Walking a file looks its names up, and the first lookup binds the
// whole file (scope.ts): 1–2 s for a multi-MB vendor bundle (chrome-devtools-mcp ships 5 MB of Lighthouse and
// DevTools workers). A large file whose text names none of the frameworks' tool words as a member, and loads no MCP
// package, can yield neither a tool nor a sign of a server, so it is parsed (other files may import its values) but
// not walked. Smaller files are always walked: binding them costs little, and their registrations may go through
// names no list knows (a server subclass's own methods).
import type { FrameworkPackages } from './frameworks/packages.js';
import { frameworkModule, isMcpPackage } from './frameworks/packages.js';

/** Files of at least this many characters are walked only when their text shows they may register tools. */
export const LARGE_SOURCE_CHARS = 256 * 1024;

/** `from "x"`, `require("x")`, `import("x")`: the packages a file loads, as its text names them. */
const IMPORTED_PACKAGE = /(?:\bfrom|\brequire\s*\(|\bimport\s*\()\s*["'`]([^"'`\n./][^"'`\n]*)["'`]/g;
/**
 * A name that is called, from its first character (the look-behind), so that each run of name characters is tried
 * once: linear in the text, where `[\w$]*MCP[\w$]*\(` backtracks quadratically over a long run (a base64 string).
 */
const CALLED_NAME = /(?<![\w$])[\w$]+(?=\s*\()/g;

/** Whether a linted file may register tools or show a server: always for a small file, from its text for a large one. */
export function mayRegisterTools(text: string, frameworks: readonly FrameworkPackages[]): boolean {
  if (text.length < LARGE_SOURCE_CHARS || toolWordsPattern(frameworks).test(text)) return true;
  for (const [, specifier] of text.matchAll(IMPORTED_PACKAGE)) {
    if (isMcpPackage(frameworks, specifier!) || frameworkModule(frameworks, specifier!)) return true;
  }
  // A call named like `startMcpServer(…)`, which server-evidence.ts takes as a sign of a server.
  for (const [name] of text.matchAll(CALLED_NAME)) if (name.includes('MCP') || name.includes('Mcp')) return true;
  return false;
}

/** A tool word as a member or a base: `.tool`, `extends MCPTool`, `new MCPServer`. */
function toolWordsPattern(frameworks: readonly FrameworkPackages[]): RegExp {
  const words = [...new Set(frameworks.flatMap((framework) => framework.toolWords ?? []))];
  return new RegExp(`(?:\\.|\\bextends|\\bnew)\\s*(?:${words.join('|')})\\b`);
}
