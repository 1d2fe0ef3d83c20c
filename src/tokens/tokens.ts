// What listing a tool costs: the compact JSON of the fields a client sends to the model on every request, in
// cl100k_base tokens (tokenizer.ts), counted only where a verdict needs it (cost.ts).
import { isObject } from '../core/json-value.js';
import { compactJson } from './compact-json.js';
import { TextCost, type TokenFigure } from './cost.js';
import { TOKEN_ENCODING } from './tokenizer.js';

export { TOKEN_ENCODING };

const LISTED_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** The part of a tool definition a client sends to the model on every request, as compact JSON. */
export function listedText(definition: unknown): string {
  if (!isObject(definition)) return compactJson(definition);
  const sent: Record<string, unknown> = {};
  for (const key of LISTED_KEYS) if (key in definition) sent[key] = definition[key];
  return compactJson(sent);
}

const listedCosts = new WeakMap<object, TextCost>();

/**
 * The cost of what a client sends for this tool, one per definition: the context-budget rule and the report's
 * figures (lint.ts withContextTokens) both ask, and a count, once made, is kept with it.
 */
export function listedCost(definition: unknown): TextCost {
  if (!isObject(definition)) return new TextCost(listedText(definition));
  let cost = listedCosts.get(definition);
  if (!cost) {
    cost = new TextCost(listedText(definition));
    listedCosts.set(definition, cost);
  }
  return cost;
}

/** Whether the tokenizer counted any of this definition's cost in this process (for the rule): asking never counts. */
export function countedCost(definition: unknown): boolean {
  return isObject(definition) && listedCosts.get(definition)?.counted === true;
}

/** "1,234 tokens (cl100k_base)", or "about 1,234 tokens (cl100k_base, estimated: why)". */
export function tokenPhrase(figure: TokenFigure): string {
  const tokens = figure.tokens.toLocaleString('en-US');
  return figure.estimated
    ? `about ${tokens} tokens (${TOKEN_ENCODING}, estimated: ${figure.estimated})`
    : `${tokens} tokens (${TOKEN_ENCODING})`;
}
