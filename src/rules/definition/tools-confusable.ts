import { defineRule } from '../../core/types.js';
import { quote, quoteList } from '../../spec/value-text.js';
import {
  buildIndex,
  inverseFrequency,
  MAX_QUERIES,
  search,
  type RetrievalIndex,
  type ToolDocument,
} from '../shared/tool-retrieval.js';

// Tools a model will confuse: a request written from one tool's name and first sentence, ranked over the server's
// tools with BM25 (what a lexical tool search does, and a rough stand-in for a model reading the list), puts a
// sibling at or above the tool itself; the sibling's name and first sentence hold every word of the tool's, and the
// sibling's name adds no word of its own: nothing in either text could make a request prefer the tool. Each pair is
// reported once, on the tool whose request lost. Cost: one query per tool over words held by at most 40 tools, so
// linear in the tools.
const rule = defineRule({
  id: 'tools-confusable',
  meta: {
    description: 'two tools of one server whose names and descriptions a request cannot tell apart',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      confusable:
        "A request written from the name and first sentence of {{tool}} ranks {{other}} as high or higher (a BM25 search over this server's tools, names, descriptions and parameter names): its words ({{shared}}) are all in {{other}}'s name and first sentence. {{apart}} Say in each description what it does that the other does not, and when to use which.",
    },
  },
  checkSource(tools, context) {
    const index = buildIndex(tools);
    if (index.documents.length < 2) return;
    const reported = new Set<string>();
    index.documents.slice(0, MAX_QUERIES).forEach((document, own) => {
      if (document.queryWords.length === 0) return;
      const scores = search(index, document.queryWords);
      const ownScore = scores.get(own) ?? 0;
      let rival: number | undefined;
      for (const [other, score] of scores) {
        if (other === own || score < ownScore || !indistinct(index.documents[other]!, document)) continue;
        if (rival === undefined || score > scores.get(rival)!) rival = other;
      }
      if (rival === undefined || ownScore <= 0) return;
      const other = index.documents[rival]!;
      const key = [document.name, other.name].sort().join('\u0000');
      if (reported.has(key)) return;
      reported.add(key);
      context.report({
        messageId: 'confusable',
        tool: document.tool,
        pointer: '/description',
        data: describePair(index, document, other),
      });
    });
  },
});

/**
 * Whether a request written from `document` cannot point away from `other`: every word of its name and first
 * sentence is also in `other`'s, and `other`'s name has no word of its own ("firecrawl_search_feedback" does:
 * "feedback" tells a request for firecrawl_search apart, so that pair is not reported).
 */
function indistinct(other: ToolDocument, document: ToolDocument): boolean {
  const otherWords = new Set(other.queryWords);
  const ownWords = new Set(document.queryWords);
  return (
    document.queryWords.every((word) => otherWords.has(word)) && other.nameWords.every((word) => ownWords.has(word))
  );
}

function describePair(index: RetrievalIndex, document: ToolDocument, other: ToolDocument): Record<string, string> {
  const byWeight = (words: Iterable<string>) =>
    [...words].sort((a, b) => inverseFrequency(index, b) - inverseFrequency(index, a));
  const ownWords = new Set(document.queryWords);
  const shared = byWeight(document.queryWords);
  const theirs = byWeight(other.queryWords.filter((word) => !ownWords.has(word)));
  const apart =
    theirs.length === 0
      ? 'Neither name nor first sentence has a word the other lacks.'
      : `Only ${quote(other.name)}'s first sentence adds words (${quoteList(theirs, 4)}); nothing in ${quote(document.name)}'s name or first sentence points to it instead.`;
  return { tool: quote(document.name), other: quote(other.name), shared: quoteList(shared, 5), apart };
}

export default rule;
