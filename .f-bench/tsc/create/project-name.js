// Project names become npm package names (package.json "name") and the server's name, so they must be valid
// for new npm packages. An invalid name is refused with a corrected suggestion rather than silently rewritten.
import validateNpmPackageName from 'validate-npm-package-name';
export const DEFAULT_PROJECT_NAME = 'my-mcp-server';
export function checkProjectName(name) {
    const result = validateNpmPackageName(name);
    if (result.validForNewPackages)
        return { valid: true };
    return { valid: false, problems: [...(result.errors ?? []), ...(result.warnings ?? [])], suggestion: suggestProjectName(name) };
}
function cleanPart(part) {
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
export function suggestProjectName(name) {
    const scoped = /^@([^/]+)\/(.+)$/.exec(name.trim());
    let suggestion;
    if (scoped) {
        const scope = cleanPart(scoped[1]);
        const base = cleanPart(scoped[2]);
        suggestion = scope && base ? `@${scope}/${base}` : base || DEFAULT_PROJECT_NAME;
    }
    else {
        suggestion = cleanPart(name.replace(/[\\/]/g, '-')) || DEFAULT_PROJECT_NAME;
    }
    if (suggestion.length > 214)
        suggestion = suggestion.slice(0, 214).replace(/[-._]+$/, '');
    // Core module names (http, fs…) and the reserved names stay invalid after cleaning.
    if (!validateNpmPackageName(suggestion).validForNewPackages)
        suggestion = `${suggestion.replace(/^@[^/]+\//, '')}-server`;
    if (!validateNpmPackageName(suggestion).validForNewPackages)
        suggestion = DEFAULT_PROJECT_NAME;
    return suggestion;
}
/** The package name without its scope: used for the bin name and the default directory. */
export function unscopedName(name) {
    return name.replace(/^@[^/]+\//, '');
}
