// Reads and validates a config file. Ajv is loaded only here, so runs without a config file never pay for it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { UsageError } from '../usage-error.js';
import { ALLOWED, CONFIG_KEYS, configSchema } from './schema.js';
import { didYouMean } from './suggest.js';
import { compileSchema } from './ajv.js';
export function displayPathOf(path, cwd) {
    const rel = relative(cwd, path);
    return rel && !rel.startsWith('..') ? rel : path;
}
export async function loadConfigFile(path, cwd) {
    const displayPath = displayPathOf(path, cwd);
    let text;
    try {
        text = readFileSync(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        throw new UsageError(code === 'ENOENT' ? `Config file not found: ${displayPath}` : `Cannot read config file ${displayPath}: ${error.message}`);
    }
    let value;
    try {
        value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (error) {
        throw new UsageError(`${displayPath} is not valid JSON: ${error.message}. Fix the file, or run with --no-config.`);
    }
    const validate = await compileSchema(configSchema);
    if (!validate(value))
        throw new UsageError(configErrorMessage(displayPath, validate.errors ?? [], value));
    return { ...value, path, displayPath };
}
/** One sentence for the most useful Ajv error: which key, what it holds, what is allowed. */
function configErrorMessage(file, errors, value) {
    const unknownKey = errors.find((e) => e.keyword === 'additionalProperties' && e.instancePath === '');
    if (unknownKey) {
        const key = String(unknownKey.params.additionalProperty);
        return `${file}: unknown key "${key}".${didYouMean(key, CONFIG_KEYS)} Allowed keys: ${CONFIG_KEYS.map((k) => `"${k}"`).join(', ')}.`;
    }
    if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) {
        return `${file}: the config must be a JSON object such as {"extends": "recommended", "rules": {}}.`;
    }
    // anyOf errors list every branch; the deepest path names the offending value best.
    const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0];
    const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const top = segments[0] ?? '';
    if (top === 'rules' && segments.length >= 2) {
        const id = segments[1];
        const entry = value.rules[id];
        return `${file}: "rules" › "${id}" is ${JSON.stringify(entry)}; use "off", "info", "warning" or "error", or ["warning", { options }].${typeof entry === 'string' ? didYouMean(entry, ['off', 'info', 'warning', 'error']) : ''}`;
    }
    const path = segments.map((s) => `"${s}"`).join(' › ');
    const found = segments.reduce((v, s) => v?.[s], value);
    return `${file}: ${path} is ${JSON.stringify(found)}; it must be ${ALLOWED[top] ?? error.message ?? 'valid'}.`;
}
