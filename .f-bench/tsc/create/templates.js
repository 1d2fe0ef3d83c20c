// Templates are complete project trees under templates/, composed in layers: later layers replace earlier files,
// and package.json files are merged. Files named "_x" are written as ".x" (npm would drop or rename real dotfiles
// when publishing). The only substitutions are data: {{name}}, {{description}}, versions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'templates');
export function projectLayers(answers) {
    const { transport, sdk, tools } = answers;
    return ['common', transport, `sdk-${sdk}`, `sdk-${sdk}-${transport}`, `tools-${tools}-${sdk}`];
}
/** `_gitignore` → `.gitignore`, `_github/workflows/ci.yml` → `.github/workflows/ci.yml`. */
export function outputPath(templatePath) {
    return templatePath
        .split('/')
        .map((segment) => (segment.startsWith('_') ? `.${segment.slice(1)}` : segment))
        .join('/');
}
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
export function substitute(text, data, where) {
    return text.replace(PLACEHOLDER, (_match, key) => {
        const value = data[key];
        // A typo in a template must fail loudly here rather than ship "{{nmae}}" to a user.
        if (value === undefined)
            throw new Error(`Template ${where} uses an unknown placeholder {{${key}}}`);
        return value;
    });
}
function listFiles(root, relative = '') {
    const files = [];
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
        const path = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            files.push(...listFiles(root, path));
        else if (entry.isFile())
            files.push(path);
    }
    return files;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function mergeJson(base, overlay) {
    if (!isObject(base) || !isObject(overlay))
        return overlay;
    const merged = { ...base };
    for (const [key, value] of Object.entries(overlay))
        merged[key] = mergeJson(merged[key] ?? null, value);
    return merged;
}
function substituteJson(value, data, where) {
    if (typeof value === 'string')
        return substitute(value, data, where);
    if (Array.isArray(value))
        return value.map((item) => substituteJson(item, data, where));
    if (isObject(value)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [substitute(key, data, where), substituteJson(item, data, where)]));
    }
    return value;
}
/** Every file of the project, path → content, in a stable order. Reads templates only; writes nothing. */
export function renderProject(layers, data, templatesDir = TEMPLATES_DIR) {
    const texts = new Map();
    let packageJson = {};
    for (const layer of layers) {
        const root = join(templatesDir, layer);
        for (const file of listFiles(root)) {
            const text = readFileSync(join(root, file), 'utf8');
            const source = `${layer}/${file}`;
            if (file === 'package.json')
                packageJson = mergeJson(packageJson, JSON.parse(text));
            else
                texts.set(outputPath(file), { text, source });
        }
    }
    const files = new Map();
    files.set('package.json', `${JSON.stringify(substituteJson(packageJson, data, 'package.json'), null, 2)}\n`);
    for (const [path, { text, source }] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
        files.set(path, substitute(text, data, source));
    }
    return files;
}
