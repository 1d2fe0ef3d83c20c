// Reads `tools/list` page by page as raw JSON: each entry is kept exactly as sent, so one malformed tool is
// reported on its own by the definition rules while the rest are still linted.
import type { Severity } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import type { RpcClient } from './rpc.js';
import { describeAnswer, shortJson } from './describe.js';
import { measureNesting } from '../../spec/schema-depth.js';
import { MAX_JSON_DEPTH } from '../../json-text/depth.js';
import type { ToolsListPaging } from '../../core/types.js';

/** A server that keeps returning new cursors is stopped here (10,000 tools in pages of 10 still fit). */
export const MAX_PAGES = 1000;

export interface ListNote {
  severity: Severity;
  message: string;
  /** True when nothing could be listed at all. */
  fatal?: boolean;
}

export interface ListedTools {
  tools: unknown[];
  /** The raw result of each page, for --save. */
  pages: number;
  notes: ListNote[];
  /**
   * A page timed out on the time the whole-server budget had left. Timers can fire a millisecond before the clock
   * says the budget is spent, so the caller cannot tell this from `remaining()` alone.
   */
  stoppedByBudget?: boolean;
  /** What each page held, and how the list ended (tools-list-pages decides what to report). */
  paging: ToolsListPaging;
}

/**
 * `remaining` is the whole-server budget: when it runs out, reading stops (the caller reports it). `cacheHints`: the
 * server negotiated spec 2026-07-28, whose list results MUST carry `ttlMs` and `cacheScope`.
 */
export async function listTools(
  rpc: RpcClient,
  requestTimeout: () => number,
  remaining: () => number,
  cacheHints = false,
): Promise<ListedTools> {
  const listed: ListedTools = { tools: [], pages: 0, notes: [], paging: { pages: [] } };
  const listedNames = new Set<unknown>();
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    if (listed.pages > 0 && remaining() <= 0) break;
    if (listed.pages >= MAX_PAGES) {
      listed.notes.push({
        severity: 'error',
        message: `tools/list kept returning a nextCursor after ${MAX_PAGES} pages (${listed.tools.length} tools so far); stopped reading. A server must omit nextCursor on its last page.`,
      });
      break;
    }
    const budgetLeft = remaining();
    const timeout = requestTimeout();
    const answer = await rpc.request('tools/list', cursor === undefined ? {} : { cursor }, timeout);
    const page = listed.pages + 1;
    if (answer.kind === 'timeout' && page > 1 && timeout >= budgetLeft) {
      listed.stoppedByBudget = true;
      break;
    }
    if (answer.kind !== 'result') {
      const where = page === 1 ? 'tools/list' : `tools/list page ${page} (cursor ${JSON.stringify(cursor)})`;
      listed.notes.push({
        severity: 'error',
        message: `${where} failed: ${describeAnswer(answer)}`,
        fatal: page === 1,
      });
      break;
    }
    listed.pages = page;
    const result = answer.result;
    if (!isObject(result) || !Array.isArray(result.tools)) {
      listed.notes.push({
        severity: 'error',
        message: `tools/list ${page === 1 ? '' : `page ${page} `}answered ${shortJson(result)}, which has no "tools" array. The result must be {"tools": [...]}.`,
        fatal: page === 1,
      });
      break;
    }
    // Measured without recursion before anything that recurses (hashing, rules, token counts) sees it: the limit a
    // JSON capture of the same page is read with.
    if (measureNesting(result, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      listed.notes.push({
        severity: 'error',
        message: `tools/list ${page === 1 ? '' : `page ${page} `}answered tools nested more than ${MAX_JSON_DEPTH} levels deep; mcp-lint reads at most ${MAX_JSON_DEPTH}. No real tool definition needs this: flatten the schema (use "$defs" and "$ref" for shared parts).`,
        fatal: true,
      });
      listed.tools = [];
      break;
    }
    // An empty cursor is a valid cursor since spec 2026-07-28, but most servers that send one mean "no more pages"
    // and answer it with page one again: those tools are not listed twice, or they would read as duplicate names.
    if (
      cursor === '' &&
      result.tools.length > 0 &&
      result.tools.every((tool) => isObject(tool) && listedNames.has(tool.name))
    ) {
      listed.paging.emptyCursorRepeats = true;
      break;
    }
    if (cacheHints && !listed.paging.cacheHintsMissing) {
      const keys = missingCacheHints(result);
      if (keys.length > 0) listed.paging.cacheHintsMissing = { page, keys };
    }
    listed.paging.pages.push({ tools: result.tools.length, bytes: Buffer.byteLength(JSON.stringify(result)) });
    listed.tools.push(...result.tools);
    for (const tool of result.tools) if (isObject(tool)) listedNames.add(tool.name);
    const next = result.nextCursor;
    if (next === undefined || next === null) break;
    if (next === '' && listed.paging.emptyCursorPage === undefined) listed.paging.emptyCursorPage = page;
    if (typeof next !== 'string') {
      listed.notes.push({
        severity: 'error',
        message: `tools/list page ${page} has nextCursor ${shortJson(next)}, which is not a string; stopped reading. Cursors are opaque strings.`,
      });
      break;
    }
    if (seenCursors.has(next)) {
      listed.notes.push({
        severity: 'error',
        message: `tools/list page ${page} returned nextCursor ${shortJson(next)} again, which would loop forever; stopped reading after ${listed.tools.length} tools.`,
      });
      break;
    }
    seenCursors.add(next);
    cursor = next;
  }
  return listed;
}

function missingCacheHints(result: Record<string, unknown>): string[] {
  const keys: string[] = [];
  if (typeof result.ttlMs !== 'number' || !(result.ttlMs >= 0)) keys.push('ttlMs');
  if (result.cacheScope !== 'public' && result.cacheScope !== 'private') keys.push('cacheScope');
  return keys;
}

/**
 * The tool names of two listings when they hold the same tools in another order (spec 2026-07-28: the order SHOULD be
 * deterministic, so a client's cached list and prompt cache stay valid); undefined when the order is the same or the
 * tools differ (a list may change between two requests).
 */
export function orderChange(first: unknown[], second: unknown[]): { first: string[]; second: string[] } | undefined {
  const names = (tools: unknown[]) =>
    tools.map((tool) => (isObject(tool) && typeof tool.name === 'string' ? tool.name : ''));
  const [a, b] = [names(first), names(second)];
  if (a.length !== b.length || a.every((name, i) => name === b[i])) return undefined;
  const sorted = (list: string[]) => [...list].sort().join('\n');
  return sorted(a) === sorted(b) ? { first: a, second: b } : undefined;
}
