// Templates are complete project trees under templates/, composed in layers: later layers replace earlier files,
// and package.json and server.json files are merged. Files named "_x" are written as ".x" (npm would drop or rename real dotfiles
// when publishing). The only substitutions are data: {{name}}, {{description}}, versions, and the SDK's import
// specifiers (sdk-imports.ts), so one SDK-neutral file serves both SDKs wherever they differ only in imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectAnswers } from './questions.js';

export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'templates');

export type TemplateData = Record<string, string>;

export function projectLayers(
  answers: Pick<ProjectAnswers, 'transport' | 'sdk' | 'tools'> & Partial<Pick<ProjectAnswers, 'language'>>,
): string[] {
  const { transport, sdk, tools } = answers;
  if (answers.language === 'python') return ['python-common', `python-${transport}`, `python-tools-${tools}`];
  // Only the HTTP entry point differs in logic between the SDKs (v2 ships its own Node transport and host check);
  // the stdio entry point differs only in imports, so it lives in the neutral stdio/ layer.
  const sdkTransport = transport === 'http' ? [`sdk-${sdk}-http`] : [];
  return ['common', transport, `sdk-${sdk}`, ...sdkTransport, `tools-${tools}`];
}

/** `_gitignore` → `.gitignore`, `_github/workflows/ci.yml` → `.github/workflows/ci.yml`; Python's `__init__.py` stays. */
export function outputPath(templatePath: string): string {
  return templatePath
    .split('/')
    .map((segment) => (segment.startsWith('_') && !segment.startsWith('__') ? `.${segment.slice(1)}` : segment))
    .join('/');
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function substitute(text: string, data: TemplateData, where: string): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => {
    const value = data[key];
    // A typo in a template must fail loudly here rather than ship "{{nmae}}" to a user.
    if (value === undefined) throw new Error(`Template ${where} uses an unknown placeholder {{${key}}}`);
    return value;
  });
}

function listFiles(root: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeJson(base: Json, overlay: Json): Json {
  if (!isObject(base) || !isObject(overlay)) return overlay;
  const merged: { [key: string]: Json } = { ...base };
  for (const [key, value] of Object.entries(overlay)) merged[key] = mergeJson(merged[key] ?? null, value);
  return merged;
}

function substituteJson(value: Json, data: TemplateData, where: string): Json {
  if (typeof value === 'string') return substitute(value, data, where);
  if (Array.isArray(value)) return value.map((item) => substituteJson(item, data, where));
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [substitute(key, data, where), substituteJson(item, data, where)]),
    );
  }
  return value;
}

/** package.json, and server.json (the MCP Registry's manifest), at the project's root. */
const JSON_DOCUMENTS = new Set(['package.json', 'server.json']);

/** Every file of the project, path → content, in a stable order. Reads templates only; writes nothing. */
export function renderProject(layers: string[], data: TemplateData, templatesDir = TEMPLATES_DIR): Map<string, string> {
  const texts = new Map<string, { text: string; source: string }>();
  // JSON documents whose strings take placeholders as data (a description with quotes stays valid JSON), merged across
  // layers. Python projects have no package.json: each is written only when a layer has one.
  const documents = new Map<string, Json>();
  for (const layer of layers) {
    const root = join(templatesDir, layer);
    for (const file of listFiles(root)) {
      // Our own package's templates: plain readFileSync.
      const text = readFileSync(join(root, file), 'utf8');
      const source = `${layer}/${file}`;
      if (JSON_DOCUMENTS.has(file)) documents.set(file, mergeJson(documents.get(file) ?? {}, JSON.parse(text) as Json));
      // Paths take placeholders too: a Python package's folder is named after the project (src/{{pyPackage}}/).
      else texts.set(substitute(outputPath(file), data, source), { text, source });
    }
  }
  const files = new Map<string, string>();
  for (const [file, document] of documents)
    files.set(file, `${JSON.stringify(substituteJson(document, data, file), null, 2)}\n`);
  for (const [path, { text, source }] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    files.set(path, substitute(text, data, source));
  }
  return files;
}
