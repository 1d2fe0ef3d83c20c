// What a run of the CLI did, for bin/mcp-lint.js. Its V8 code cache holds the code compiled by the run that made it;
// a cache made by a lighter run (`mcp-lint --version`, the first thing many people type) would leave every later lint
// run compiling the rules and validators again, so the shim replaces a cache once a run does something it did not.
const kinds = new Set<string>();

/**
 * `lint` (definitions linted), `source` (TS/JS read), `project` (TypeScript's type checker run, --project), `live`
 * (servers started), `http` (a server reached over HTTP, through the MCP SDK's client), `serve` (the MCP server).
 */
export function noteRunKind(kind: 'lint' | 'source' | 'project' | 'live' | 'http' | 'serve'): void {
  kinds.add(kind);
}

/** The kinds of work this process has done, sorted. */
export function runKinds(): string[] {
  return [...kinds].sort();
}
