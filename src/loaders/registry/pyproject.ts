// pyproject.toml's `[project]` name and version, for comparing with a publishing manifest. Only plain one-line string
// values are read (`name = "x"`, `version = '1.2.3'`): a version computed at build time (`dynamic = ["version"]`)
// or written another way is left unknown rather than guessed.
const TABLE = /^\s*\[\s*([^\]]+?)\s*\]\s*(#.*)?$/;
const ENTRY = /^\s*(name|version)\s*=\s*(?:"([^"\\]*)"|'([^']*)')\s*(#.*)?$/;

export function pyprojectNameAndVersion(text: string): { name?: string; version?: string } {
  const found: { name?: string; version?: string } = {};
  let inProject = false;
  for (const line of text.split(/\r?\n/)) {
    const table = TABLE.exec(line);
    if (table) {
      inProject = table[1] === 'project';
      continue;
    }
    if (!inProject) continue;
    const entry = ENTRY.exec(line);
    if (entry) found[entry[1] as 'name' | 'version'] = entry[2] ?? entry[3];
  }
  return found;
}
