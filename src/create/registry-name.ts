// The MCP Registry's name for a generated server, and the description it accepts. The registry names a server
// `<namespace>/<name>` and accepts a namespace its publisher proves: `io.github.<user or org>` by GitHub login, or a
// domain they own. An npm scope is usually the GitHub account; without one the namespace is a placeholder the README
// tells the user to replace before publishing.

/** The registry's name pattern allows letters, digits, `.`, `_` and `-` after the slash. */
const clean = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'server';

export const PLACEHOLDER_NAMESPACE = 'io.github.your-github-user';

export function registryName(packageName: string): string {
  const scoped = /^@([^/]+)\/(.+)$/.exec(packageName);
  if (scoped) return `io.github.${clean(scoped[1]!)}/${clean(scoped[2]!)}`;
  return `${PLACEHOLDER_NAMESPACE}/${clean(packageName)}`;
}

/** server.json's description is at most 100 characters (every released schema). */
export function registryDescription(description: string): string {
  const oneLine = description.replace(/\s+/g, ' ').trim() || 'An MCP server';
  return oneLine.length <= 100 ? oneLine : `${oneLine.slice(0, 99).trimEnd()}…`;
}
