import { defineRule } from '../../core/types.js';
import { quote, quoteList } from '../../spec/value-text.js';
import { buildIndex, documentsAtOrAbove, MAX_QUERIES } from '../shared/tool-retrieval.js';

/** About what a tool search shows: Claude's returns 3–5 tools, and Claude rarely asks for more (docs page). */
const SHOWN = 5;
/** A request is a few words; the first sentence's first 16 content words bound each query's cost. */
const MAX_REQUEST_WORDS = 16;

// Hard to find: Claude Code defers MCP tools behind a tool search that matches a request against names and
// descriptions. A request written from what the tool says it does first (its description's first sentence) is ranked
// over the server's tools with the BM25 model of tools-confusable; when at least SHOWN other tools score as high or
// higher, a search returning SHOWN tools does not show it. Every word counts (documentsAtOrAbove); when words held by
// many tools leave the ranking unknown, nothing is said. Cost: one bounded query per tool, linear in the tools.
const rule = defineRule({
  id: 'tool-hard-to-find',
  meta: {
    description:
      "a tool whose description's first sentence, as a search request, ranks at least 5 of the server's other tools as high or higher",
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      buried:
        "A request written from the first sentence of {{tool}}'s description ({{words}}) ranks {{count}} other tools of this server as high or higher ({{others}}), in a BM25 search over names, descriptions and parameter names like the tool search Claude Code defers MCP tools behind, which shows about 5. Say first what {{tool}} does that they do not, in the words a request would use.",
    },
  },
  checkSource(tools, context) {
    if (tools.length <= SHOWN) return;
    const index = buildIndex(tools);
    if (index.documents.length <= SHOWN) return;
    index.documents.slice(0, MAX_QUERIES).forEach((document, own) => {
      const request = document.firstSentenceWords.slice(0, MAX_REQUEST_WORDS);
      if (request.length === 0) return;
      const above = documentsAtOrAbove(index, own, request);
      if (above === undefined || above.length < SHOWN) return;
      context.report({
        messageId: 'buried',
        tool: document.tool,
        pointer: '/description',
        data: {
          tool: quote(document.name),
          words: quoteList(request, 6),
          count: above.length,
          others: quoteList(
            above.map((other) => index.documents[other]!.name),
            3,
          ),
        },
      });
    });
  },
});

export default rule;
