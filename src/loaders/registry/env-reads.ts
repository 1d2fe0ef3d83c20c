// The environment variables a project's source reads by name, for checking the ones its server.json declares.
// A text scan, not source mode: in TS/JS `process.env.NAME`, `process.env["NAME"]` and `const { NAME } = process.env`;
// in Python `os.environ["NAME"]`, `os.environ.get("NAME")`, `os.getenv("NAME")` (and `environ`/`getenv` imported
// from os). pydantic-settings' BaseSettings reads a variable per field name, so a file that uses it reads names
// this scan cannot list (dynamic), as does a read by a computed key or `os.environ` handed on whole. Source
// mode (src/loaders/source/) follows what a tool's handler reaches from the server's entry; running it over a whole
// project only to collect these names would cost the TypeScript compiler's start-up and a program of every file. A
// comment that mentions `process.env.X` counts as a read too, which can only hide a finding, never make one up.
import type { ProjectFacts } from '../../core/facts.js';
import { readRegularTextFile } from '../../files/read.js';
import { MAX_SOURCE_FILE_BYTES } from '../../inputs/read.js';
import { walkDirectory } from '../../inputs/walk.js';

/** A project larger than this is not scanned: its reads would be found too late to be worth it, and maybe not all. */
const MAX_FILES = 2_000;

const NAMED = /process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*(["'`])([^"'`\\]+)\2\s*\])/g;
const COMPUTED = /process\.env\[\s*(?!["'`][^"'`\\]+["'`]\s*\])/;
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;
const PYTHON_NAMED = /\b(?:environ(?:\.get|\.setdefault|\.pop)?\s*[[(]|getenv\s*\()\s*(["'])([^"'\\]+)\1/g;
/** A Python read whose name is not a literal, `os.environ` passed on or copied whole, or settings read by field name. */
const PYTHON_DYNAMIC = [
  /\b(?:environ(?:\.get|\.setdefault|\.pop)?\s*[[(]|getenv\s*\()\s*(?!["'][^"'\\]+["']\s*[\]),])/,
  /\benviron\s*(?:[),}]|\.(?:copy|items|keys|values)\s*\()|\*\*\s*(?:os\.)?environ\b|\bdict\(\s*(?:os\.)?environ\s*\)/,
  /\bBaseSettings\b/,
];

export function readEnvironmentReads(dir: string, allowed: (path: string) => boolean): ProjectFacts['envReads'] {
  let files;
  try {
    files = walkDirectory(dir, (path) => !allowed(path)).filter(
      (file) => file.kind === 'source' || file.kind === 'python',
    );
  } catch {
    return undefined;
  }
  if (files.length === 0 || files.length > MAX_FILES) return undefined;
  const names = new Set<string>();
  let dynamic = false;
  let read = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readRegularTextFile(file.path, MAX_SOURCE_FILE_BYTES);
    } catch {
      continue;
    }
    read++;
    if (file.kind === 'python') {
      if (!/\b(environ|getenv|BaseSettings)\b/.test(text)) continue;
      for (const match of text.matchAll(PYTHON_NAMED)) names.add(match[2]!);
      if (PYTHON_DYNAMIC.some((pattern) => pattern.test(text))) dynamic = true;
      continue;
    }
    if (!text.includes('process.env')) continue;
    for (const match of text.matchAll(NAMED)) names.add(match[1] ?? match[3]!);
    for (const match of text.matchAll(DESTRUCTURED)) {
      for (const part of match[1]!.split(',')) {
        const key = /^\s*(?:\.\.\.)?\s*([A-Za-z_$][\w$]*)/.exec(part);
        if (key && !part.trim().startsWith('...')) names.add(key[1]!);
        else if (part.trim().startsWith('...')) dynamic = true;
      }
    }
    // `process.env[key]`, a whole `process.env` passed on (a spawned child inherits it): the names are not all known.
    if (COMPUTED.test(text) || /[(,=]\s*process\.env\s*[),;]/.test(text) || /\.\.\.\s*process\.env\b/.test(text))
      dynamic = true;
  }
  return read === 0 ? undefined : { names, files: read, dynamic };
}
