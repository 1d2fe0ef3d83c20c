// The live loader records what each tools/list page held; this rule reports the paging that real clients get
// wrong. Sources and dates are on docs/rules/tools-list-pages.md.
import { defineRule } from '../../core/types.js';
import { plural } from '../../core/plural.js';

const DEFAULT_MAX_PAGE_KB = 256;

const rule = defineRule({
  id: 'tools-list-pages',
  meta: {
    description:
      'tools/list should end its last page without a cursor, and not spread its tools over pages clients drop or send pages too large to read',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      emptyCursor:
        'tools/list page {{page}} ends with "nextCursor": ""{{repeats}}. Clients disagree on an empty cursor: some follow it for ever (one sent about 170,000 requests in 55 s), others stop there. Omit nextCursor on the last page.',
      pastFirstPage:
        'The server lists {{total}} over {{pages}} pages: {{past}} past page one, which clients that read only the first page drop (Kimi Code, altimate-code and Factory Droid as of 2026-12). Send the whole list on one page where it fits.',
      largePage:
        'tools/list page {{page}} is {{size}} KB of JSON for {{tools}} (limit {{max}} KB). Every client reads it whole on each connection: shorten descriptions and schemas, or split the server.',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        maxPageKB: {
          type: 'integer',
          minimum: 1,
          description: 'largest acceptable tools/list page, in kilobytes (1,024 bytes) of JSON',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxPageKB: DEFAULT_MAX_PAGE_KB },
  },
  checkSource(_tools, context) {
    const paging = context.source.toolsListPaging;
    if (!paging) return;
    if (paging.emptyCursorPage !== undefined) {
      const repeats = paging.emptyCursorRepeats ? ', and asked for that cursor it sends page one again' : '';
      context.report({ messageId: 'emptyCursor', pointer: '', data: { page: paging.emptyCursorPage, repeats } });
    }
    const [first, ...rest] = paging.pages;
    const past = rest.reduce((sum, page) => sum + page.tools, 0);
    if (first && past > 0) {
      context.report({
        messageId: 'pastFirstPage',
        pointer: '',
        data: {
          total: plural(first.tools + past, 'tool'),
          pages: paging.pages.length,
          past: past === 1 ? '1 sits' : `${past.toLocaleString('en-US')} sit`,
        },
      });
    }
    const maxKB = typeof context.options.maxPageKB === 'number' ? context.options.maxPageKB : DEFAULT_MAX_PAGE_KB;
    const largest = paging.pages.reduce(
      (best, page, index) => (page.bytes > (paging.pages[best]?.bytes ?? 0) ? index : best),
      0,
    );
    const page = paging.pages[largest];
    if (page && page.bytes > maxKB * 1024) {
      context.report({
        messageId: 'largePage',
        pointer: '',
        data: {
          page: largest + 1,
          size: Math.round(page.bytes / 1024).toLocaleString('en-US'),
          tools: plural(page.tools, 'tool'),
          max: maxKB.toLocaleString('en-US'),
        },
      });
    }
  },
});

export default rule;
