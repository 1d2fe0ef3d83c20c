// Token counts with a real tokenizer: gpt-tokenizer's cl100k_base encoding (OpenAI's GPT-4 and GPT-3.5 encoding).
// Other models tokenize differently; cl100k_base is documented, deterministic and close enough to rank tools by
// cost. It was chosen over o200k_base (GPT-4o) for memory: o200k_base adds about 70 MB when loaded, which took the
// 2,000-tool corpus benchmark past its 150 MB goal; cl100k_base adds about 42 MB. The tokenizer costs a few hundred milliseconds to load, so it is loaded only when a count
// is needed (see needsTokenizer); rules call countTokens after lint() has loaded it.
import { createRequire } from 'node:module';
import { isObject } from '../json-value.js';

export const TOKEN_ENCODING = 'cl100k_base';

let counter: ((text: string) => number) | undefined;

export async function loadTokenCounter(): Promise<void> {
  loadTokenCounterSync();
}

/**
 * The same without waiting, for the ESLint plugin (its rules run synchronously), and the one way the tokenizer is
 * loaded. A literal require in the CommonJS bundle is bundled behind a lazy initialiser (a vendor file of its own);
 * run as ES modules, Node's require is made for this file.
 */
export function loadTokenCounterSync(): void {
  if (counter) return;
  const encoding = (typeof require === 'function'
    ? require('gpt-tokenizer/encoding/cl100k_base')
    : createRequire(import.meta.url)('gpt-tokenizer/encoding/cl100k_base')) as { countTokens: (text: string) => number };
  counter = encoding.countTokens;
}

export function tokenCounterLoaded(): boolean {
  return counter !== undefined;
}

/** Tokens of the text; throws when loadTokenCounter has not run (a bug: lint() loads it before rules run). */
export function countTokens(text: string): number {
  if (!counter) throw new Error('countTokens called before loadTokenCounter()');
  return counter(text);
}

const LISTED_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** The part of a tool definition a client sends to the model on every request, as compact JSON. */
export function listedText(definition: unknown): string {
  if (!isObject(definition)) return JSON.stringify(definition) ?? '';
  const sent: Record<string, unknown> = {};
  for (const key of LISTED_KEYS) if (key in definition) sent[key] = definition[key];
  return JSON.stringify(sent);
}

const listedTokenCounts = new WeakMap<object, number>();

/**
 * Tokens of what a client sends for this tool (listedText), counted once per definition: the context-budget rule
 * and the report's figures (lint.ts withContextTokens) both ask, and counting is the costly part of the run.
 */
export function listedTokens(definition: unknown): number {
  if (!isObject(definition)) return countTokens(listedText(definition));
  let tokens = listedTokenCounts.get(definition);
  if (tokens === undefined) {
    tokens = countTokens(listedText(definition));
    listedTokenCounts.set(definition, tokens);
  }
  return tokens;
}

/**
 * A BPE token is at least one byte, so a text's UTF-8 length bounds its token count from above: when no tool's
 * bytes reach the per-tool threshold and the server's bytes do not reach the server threshold, no count can, and
 * the tokenizer need not load. This keeps small runs as fast as before.
 */
export function mayExceed(definitions: readonly unknown[], maxToolTokens: number, maxServerTokens: number): boolean {
  let total = 0;
  for (const definition of definitions) {
    const bytes = Buffer.byteLength(listedText(definition), 'utf8');
    if (bytes > maxToolTokens) return true;
    total += bytes;
  }
  return total > maxServerTokens;
}
