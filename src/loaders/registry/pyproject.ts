// pyproject.toml's `[project]` name and version, for comparing with a publishing manifest. Parsed with smol-toml (the
// TOML parser the bundle already carries for Codex's config.toml; loaded only when a manifest has a pyproject beside
// it). Only string values are taken: a version computed at build time (`dynamic = ["version"]`), or a file that is not
// valid TOML, leaves them unknown rather than guessed.
export async function pyprojectNameAndVersion(text: string): Promise<{ name?: string; version?: string }> {
  const { parse } = await import('smol-toml');
  let document: Record<string, unknown>;
  try {
    document = parse(text);
  } catch {
    return {};
  }
  const project = document.project;
  if (typeof project !== 'object' || project === null || Array.isArray(project)) return {};
  const { name, version } = project as Record<string, unknown>;
  return { ...(typeof name === 'string' ? { name } : {}), ...(typeof version === 'string' ? { version } : {}) };
}
