import { isObject } from '../../json-value.js';
import { describeAnswer, shortJson } from './describe.js';
/** A server that keeps returning new cursors is stopped here (10,000 tools in pages of 10 still fit). */
export const MAX_PAGES = 1000;
export async function listTools(rpc, requestTimeout) {
    const listed = { tools: [], pages: 0, notes: [] };
    const seenCursors = new Set();
    let cursor;
    for (;;) {
        if (listed.pages >= MAX_PAGES) {
            listed.notes.push({
                severity: 'error',
                message: `tools/list kept returning a nextCursor after ${MAX_PAGES} pages (${listed.tools.length} tools so far); stopped reading. A server must omit nextCursor on its last page.`,
            });
            break;
        }
        const answer = await rpc.request('tools/list', cursor === undefined ? {} : { cursor }, requestTimeout());
        const page = listed.pages + 1;
        if (answer.kind !== 'result') {
            const where = page === 1 ? 'tools/list' : `tools/list page ${page} (cursor ${JSON.stringify(cursor)})`;
            listed.notes.push({ severity: 'error', message: `${where} failed: ${describeAnswer(answer)}`, fatal: page === 1 });
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
        listed.tools.push(...result.tools);
        const next = result.nextCursor;
        if (next === undefined || next === null)
            break;
        if (typeof next !== 'string') {
            listed.notes.push({ severity: 'error', message: `tools/list page ${page} has nextCursor ${shortJson(next)}, which is not a string; stopped reading. Cursors are opaque strings.` });
            break;
        }
        if (seenCursors.has(next)) {
            listed.notes.push({ severity: 'error', message: `tools/list page ${page} returned nextCursor ${shortJson(next)} again, which would loop forever; stopped reading after ${listed.tools.length} tools.` });
            break;
        }
        seenCursors.add(next);
        cursor = next;
    }
    return listed;
}
