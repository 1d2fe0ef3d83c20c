// Token counts in cl100k_base, the encoding of OpenAI's GPT-4 and GPT-3.5: documented and deterministic. Other
// models tokenize differently; cl100k_base is close enough to rank tools by cost. It was chosen over o200k_base
// (GPT-4o) for size: twice the vocabulary, for figures that would differ by a few per cent.
//
// The vocabulary is gpt-tokenizer's (npm), written at build time into dist/bundle/vendor/cl100k_base.bin
// (scripts/token-table.mjs); the counting is this module's (rank-table.ts, pieces.ts, byte-pair.ts): gpt-tokenizer's
// own counter cost 0.3 s and 25 MB on the published servers' captures, most of it building its 100,000-entry Map
// and making a string per piece. test/lint/token-count.test.ts checks that both give the same count on every tool
// of those captures and on generated text. Unlike gpt-tokenizer's countTokens, text that spells a special token
// (<|endoftext|>) is counted as the ordinary text a client sends, instead of throwing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject } from '../json-value.js';
import { LONG_PIECE_BYTES, mergePiece } from './byte-pair.js';
import { AsciiPieces, CL100K_SPLIT_PATTERN, NEEDS_PATTERN } from './pieces.js';
import { PieceCountCache } from './piece-cache.js';
import { NOT_A_TOKEN, RankTable } from './rank-table.js';

export const TOKEN_ENCODING = 'cl100k_base';
export const TOKEN_TABLE_FILE = 'cl100k_base.bin';

let table: RankTable | undefined;

export async function loadTokenCounter(): Promise<void> {
  loadTokenCounterSync();
}

/** The same without waiting, for the ESLint plugin (its rules run synchronously), and the one way the table is loaded. */
export function loadTokenCounterSync(): void {
  // The table ships in our own package: not a file a user names, so plain readFileSync.
  table ??= new RankTable(readFileSync(tokenTablePath()));
  mergedPieces ??= new PieceCountCache();
}

/**
 * Beside the bundle (dist/bundle/vendor/) when running from it; from src/ or dist/lint/ (tests, the library's
 * type-checked build), the built copy in dist/bundle/vendor/ three levels up.
 */
function tokenTablePath(): string {
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'vendor', TOKEN_TABLE_FILE), join(here, '..', '..', '..', 'dist', 'bundle', 'vendor', TOKEN_TABLE_FILE)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`the token table ${TOKEN_TABLE_FILE} is missing (looked in ${candidates.join(', ')}); run \`npm run build\``);
  return found;
}

export function tokenCounterLoaded(): boolean {
  return table !== undefined;
}

let scratch = new Uint8Array(1024);

function ensureScratch(bytes: number): Uint8Array {
  if (scratch.length < bytes) scratch = new Uint8Array(Math.max(bytes, scratch.length * 2));
  return scratch;
}

const encoder = new TextEncoder();

// Pieces that are not one token take a merge each time; the same few thousand recur across a corpus (property
// names, identifiers), so their counts are kept (piece-cache.ts, bounded).
let mergedPieces: PieceCountCache | undefined;

/** Tokens of a piece that is more than one byte and not itself a token. */
function countMergedPiece(ranks: RankTable, bytes: Uint8Array, length: number): number {
  if (length > LONG_PIECE_BYTES) return mergePiece(ranks, bytes, length);
  let tokens = mergedPieces!.get(bytes, length);
  if (tokens === undefined) {
    tokens = mergePiece(ranks, bytes, length);
    mergedPieces!.set(bytes, length, tokens);
  }
  return tokens;
}

// Sticky: matched only at the position asked (lastIndex), like each step of the tokenizer's own split. Made on first
// use: most runs never count.
let pieceAt: RegExp | undefined;
const pieces = new AsciiPieces();

/** Tokens of the text in cl100k_base; throws when loadTokenCounter has not run (a bug: lint() loads it before rules run). */
export function countTokens(text: string): number {
  const ranks = table;
  if (!ranks) throw new Error('countTokens called before loadTokenCounter()');
  let tokens = 0;
  for (let start = 0, end = 0; start < text.length; start = end) {
    end = pieces.pieceEnd(text, start);
    if (end === NEEDS_PATTERN) {
      pieceAt ??= new RegExp(CL100K_SPLIT_PATTERN, 'uy');
      pieceAt.lastIndex = start;
      const piece = pieceAt.exec(text)![0];
      end = start + piece.length;
      const bytes = ensureScratch(piece.length * 3);
      const length = encoder.encodeInto(piece, bytes).written;
      tokens += length === 1 || ranks.rankOf(bytes, 0, length) !== NOT_A_TOKEN ? 1 : countMergedPiece(ranks, bytes, length);
      continue;
    }
    const length = end - start;
    if (length === 1 || ranks.rankOfAscii(text, start, end, pieces.hash) !== NOT_A_TOKEN) {
      tokens++;
      continue;
    }
    const kept = length <= LONG_PIECE_BYTES ? mergedPieces!.getAscii(text, start, end, pieces.hash) : undefined;
    if (kept !== undefined) {
      tokens += kept;
      continue;
    }
    const bytes = ensureScratch(length);
    for (let index = 0; index < length; index++) bytes[index] = text.charCodeAt(start + index);
    tokens += countMergedPiece(ranks, bytes, length);
  }
  return tokens;
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
