// The command that accepts the current definitions into a given lockfile. `mcp-lint pin --update` alone writes
// mcp-tools.lock.json, so a hint about any other lockfile must name it, quoted for a POSIX shell when it needs it.

export function updateCommand(lockfile: string): string {
  const shellSafe = /^[\w@%+=:,./-]+$/.test(lockfile) ? lockfile : `'${lockfile.replace(/'/g, `'\\''`)}'`;
  return `mcp-lint pin --update -o ${shellSafe}`;
}
