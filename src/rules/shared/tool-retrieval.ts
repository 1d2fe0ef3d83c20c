// A lexical retrieval model over one server's tools, the way a tool search that matches on names and descriptions
// (Claude Code's deferred tools, BM25 in most agent frameworks) sees them: each tool is a document of its name,
// description and parameter names; a request is a bag of words. No weights, no network: BM25 over the server.
import { isObject } from '../../core/json-value.js';
import type { LoadedTool } from '../../core/types.js';
import { nameWords } from './words.js';

/** Words that say nothing about which tool is meant. */
const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can do does for from has have if in into is it its may more must no not of on or ' +
    'other such than that the their them then there these this those to use used uses using was were when where which ' +
    'will with you your tool tools given specified provided based e g i via also only one all each optional required ' +
    'returns return returned value values default true false null string number object array id ids'
  ).split(' '),
);

/** In a name every word was chosen ("scan_all_keys", "get-excel-used-range"): only these are left out. */
const NAME_STOP_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** A description is read up to this many words: what a tool does is said first, and the cost stays bounded. */
const MAX_DESCRIPTION_WORDS = 80;
/** A word in more tools than this is skipped by queries (its weight is near zero), so each query costs O(1) tools. */
const MAX_POSTINGS = 40;
/** Requests are tried for a server's first 2,000 tools only: a bound on the work for a hostile list of tools. */
export const MAX_QUERIES = 2000;
const K1 = 1.2;
const B = 0.75;

export interface ToolDocument {
  tool: LoadedTool;
  name: string;
  nameWords: string[];
  /** Name words (counted twice: a name is what a search matches first), description and parameter-name words. */
  terms: Map<string, number>;
  length: number;
  /**
   * The words of the name and the description's first sentence, as a request written from them would hold them:
   * what a tool does is said first, and boilerplate shared by every tool of a server (paging, errors) comes after.
   */
  queryWords: string[];
  /** The content words of the description's first sentence alone: what the tool says it does, without its name. */
  firstSentenceWords: string[];
}

export interface RetrievalIndex {
  documents: ToolDocument[];
  postings: Map<string, number[]>;
  averageLength: number;
}

/** Lower-case words with plural endings folded, stop words and one-letter words left out. */
export function contentWords(text: string, limit = Infinity, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  const words: string[] = [];
  for (const word of nameWords(text)) {
    if (words.length >= limit) break;
    if (word.length < 2 || stopWords.has(word) || /^\d+$/.test(word)) continue;
    words.push(fold(word));
  }
  return words;
}

function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 4 && /(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** A heading line ("🎯 Purpose:", "Guardrails") before the text: one or two words, nothing after a colon. */
const HEADING_LINE = /^[^\p{L}\p{N}]*[\p{L}\p{N}]+(?:[ \t]+[\p{L}\p{N}]+)?[ \t]*(?::[ \t]*)?(?:\r?\n|$)/u;
/** A list marker ("1.", "-", "•") opening the text. */
const LIST_MARKER = /^(?:\d{1,2}[.)]|[-*•])[ \t]+/;

/**
 * The description's first sentence, past heading lines and a list marker: what a tool does is said first, and
 * boilerplate shared by every tool of a server (paging, errors) comes after. Reads at most 600 characters.
 */
export function firstSentenceOf(description: string): string {
  let text = description.slice(0, 600).trimStart();
  for (let headings = 0; headings < 3; headings++) {
    const heading = HEADING_LINE.exec(text);
    if (!heading || heading[0].length === text.length) break;
    text = text.slice(heading[0].length).trimStart();
  }
  text = text.replace(LIST_MARKER, '');
  return /^[\s\S]*?(?:[.!?](?=\s)|\n|$)/.exec(text)![0];
}

export function buildIndex(tools: readonly LoadedTool[]): RetrievalIndex {
  const documents: ToolDocument[] = [];
  for (const tool of tools) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.name !== 'string') continue;
    const description = typeof definition.description === 'string' ? definition.description : '';
    const nameTerms = contentWords(definition.name, Infinity, NAME_STOP_WORDS);
    const descriptionTerms = contentWords(description, MAX_DESCRIPTION_WORDS);
    const schema = isObject(definition.inputSchema) ? definition.inputSchema : {};
    const parameterTerms = isObject(schema.properties)
      ? Object.keys(schema.properties)
          .slice(0, 50)
          .flatMap((key) => contentWords(key))
      : [];
    const terms = new Map<string, number>();
    for (const word of [...nameTerms, ...nameTerms, ...descriptionTerms, ...parameterTerms])
      terms.set(word, (terms.get(word) ?? 0) + 1);
    let length = 0;
    for (const count of terms.values()) length += count;
    const firstSentence = [...new Set(contentWords(firstSentenceOf(description), MAX_DESCRIPTION_WORDS))];
    documents.push({
      tool,
      name: definition.name,
      nameWords: nameTerms,
      terms,
      length,
      queryWords: [...new Set([...nameTerms, ...firstSentence])],
      firstSentenceWords: firstSentence,
    });
  }
  const postings = new Map<string, number[]>();
  documents.forEach((document, index) => {
    for (const term of document.terms.keys()) {
      const list = postings.get(term);
      if (list) list.push(index);
      else postings.set(term, [index]);
    }
  });
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / Math.max(1, documents.length);
  return { documents, postings, averageLength };
}

export function inverseFrequency(index: RetrievalIndex, term: string): number {
  const n = index.documents.length;
  const df = index.postings.get(term)?.length ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** One word's BM25 weight in one document: 0 when the document lacks it. */
function termScore(index: RetrievalIndex, document: ToolDocument, term: string): number {
  const tf = document.terms.get(term);
  if (!tf) return 0;
  const norm = tf + K1 * (1 - B + (B * document.length) / index.averageLength);
  return (inverseFrequency(index, term) * tf * (K1 + 1)) / norm;
}

/** BM25 scores of the documents that share a word with the query (by document index). */
export function search(index: RetrievalIndex, queryWords: readonly string[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const term of queryWords) {
    const list = index.postings.get(term);
    if (!list || list.length > MAX_POSTINGS) continue;
    for (const documentIndex of list) {
      const score = termScore(index, index.documents[documentIndex]!, term);
      scores.set(documentIndex, (scores.get(documentIndex) ?? 0) + score);
    }
  }
  return scores;
}

/**
 * The other documents that score at least as high as document `own` for the query, best first, with every word
 * counted (common ones too), or undefined when that cannot be known within the bound. Only documents sharing a word
 * held by at most MAX_POSTINGS tools are scored; any other can only gain from common words, whose most is
 * idf × (k1 + 1) each, so the list is exact when `own` scores above that most, and unknown otherwise. Cost: at most
 * MAX_POSTINGS documents per query word, each scored over the query's words.
 */
export function documentsAtOrAbove(
  index: RetrievalIndex,
  own: number,
  queryWords: readonly string[],
): number[] | undefined {
  const candidates = new Set<number>();
  let commonMost = 0;
  for (const term of queryWords) {
    const list = index.postings.get(term);
    if (!list) continue;
    if (list.length > MAX_POSTINGS) commonMost += inverseFrequency(index, term) * (K1 + 1);
    else for (const documentIndex of list) candidates.add(documentIndex);
  }
  const score = (documentIndex: number) =>
    queryWords.reduce((sum, term) => sum + termScore(index, index.documents[documentIndex]!, term), 0);
  const ownScore = score(own);
  if (ownScore <= commonMost) return undefined;
  const above: Array<[number, number]> = [];
  for (const other of candidates) {
    if (other === own) continue;
    const otherScore = score(other);
    if (otherScore >= ownScore) above.push([other, otherScore]);
  }
  return above.sort((a, b) => b[1] - a[1]).map(([other]) => other);
}
