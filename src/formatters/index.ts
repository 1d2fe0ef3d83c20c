// Formatters are loaded on demand: a stylish run never parses the SARIF code, and vice versa.
import { FORMAT_NAMES, type FormatName, type Formatter } from './types.js';

export { FORMAT_NAMES };
export type { FormatName, Formatter, FormatterContext } from './types.js';

const loaders: Record<FormatName, () => Promise<Formatter>> = {
  stylish: async () => (await import('./stylish.js')).formatStylish,
  json: async () => (await import('./json.js')).formatJson,
  sarif: async () => (await import('./sarif.js')).formatSarif,
  github: async () => (await import('./github.js')).formatGithub,
  html: async () => (await import('./html.js')).formatHtml,
};

export function isFormatName(name: string): name is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(name);
}

export function getFormatter(name: FormatName): Promise<Formatter> {
  const load = loaders[name];
  if (!load) throw new Error(`Unknown format "${String(name)}". Use one of: ${FORMAT_NAMES.join(', ')}.`);
  return load();
}
