// "Lint the running server" hints name the command that really starts the linted package, read from its
// package.json (a generated project builds to dist/, others to build/ or lib/), never a guessed path.

/** `node <file>` for the package's first bin, else its main; undefined when the manifest names neither. */
export function startCommandOf(manifest: Record<string, unknown>): string | undefined {
  const { bin, main } = manifest;
  const bins = typeof bin === 'string' ? [bin] : bin && typeof bin === 'object' ? Object.values(bin) : [];
  const entry = [...bins, main].find((value): value is string => typeof value === 'string');
  const path = entry?.trim().replace(/^\.\//, '');
  // The path is quoted back into a shell command: only a plain relative path inside the package is.
  return path && /^[\w@./-]+$/.test(path) && !path.startsWith('..') && !path.startsWith('/')
    ? `node ${path}`
    : undefined;
}
