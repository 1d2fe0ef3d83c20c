// Formatters are loaded on demand: a stylish run never parses the SARIF code, and vice versa.
import { FORMAT_NAMES } from './types.js';
export { FORMAT_NAMES };
const loaders = {
    stylish: async () => (await import('./stylish.js')).formatStylish,
    json: async () => (await import('./json.js')).formatJson,
    sarif: async () => (await import('./sarif.js')).formatSarif,
    github: async () => (await import('./github.js')).formatGithub,
};
export function isFormatName(name) {
    return FORMAT_NAMES.includes(name);
}
export function getFormatter(name) {
    const load = loaders[name];
    if (!load)
        throw new Error(`Unknown format "${String(name)}". Use one of: ${FORMAT_NAMES.join(', ')}.`);
    return load();
}
