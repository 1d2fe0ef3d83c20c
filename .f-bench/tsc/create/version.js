import { readFileSync } from 'node:fs';
/** This package's version, read once from its package.json (two levels up from dist/create/). */
export function ownVersion() {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    return packageJson.version;
}
