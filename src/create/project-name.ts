// Project names become npm package names (package.json "name") and the server's name, so they must be valid
// for new npm packages. An invalid name is refused with a corrected suggestion rather than silently rewritten.
import validateNpmPackageName from 'validate-npm-package-name';
import { reservedNameProblem } from './reserved-names.js';

export const DEFAULT_PROJECT_NAME = 'my-mcp-server';

export type NameCheck = { valid: true } | { valid: false; problems: string[]; suggestion: string };

export function checkProjectName(name: string): NameCheck {
  const result = validateNpmPackageName(name);
  // The unscoped name is also the default directory and the bin name.
  const reserved = reservedNameProblem(unscopedName(name));
  if (result.validForNewPackages && !reserved) return { valid: true };
  const problems = [...(result.errors ?? []), ...(result.warnings ?? []), ...(reserved ? [reserved] : [])];
  return { valid: false, problems, suggestion: suggestProjectName(name) };
}

function cleanPart(part: string): string {
  return part
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/[~]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+/, '')
    .replace(/[-._]+$/, '');
}

/** The closest valid name: lower case, URL-safe characters, no leading dot/underscore/hyphen. */
export function suggestProjectName(name: string): string {
  const scoped = /^@([^/]+)\/(.+)$/.exec(name.trim());
  let suggestion: string;
  if (scoped) {
    const scope = cleanPart(scoped[1]!);
    const base = cleanPart(scoped[2]!);
    suggestion = scope && base ? `@${scope}/${base}` : base || DEFAULT_PROJECT_NAME;
  } else {
    suggestion = cleanPart(name.replace(/[\\/]/g, '-')) || DEFAULT_PROJECT_NAME;
  }
  if (suggestion.length > 214) suggestion = suggestion.slice(0, 214).replace(/[-._]+$/, '');
  // Core module names (http, fs…), npm's and Windows' reserved names stay invalid after cleaning.
  const usable = (candidate: string) =>
    validateNpmPackageName(candidate).validForNewPackages && !reservedNameProblem(unscopedName(candidate));
  if (!usable(suggestion)) suggestion = `${suggestion.replace(/^@[^/]+\//, '')}-server`;
  if (!usable(suggestion)) suggestion = DEFAULT_PROJECT_NAME;
  return suggestion;
}

/** The package name without its scope: used for the bin name and the default directory. */
export function unscopedName(name: string): string {
  return name.replace(/^@[^/]+\//, '');
}
