// JSON loader: tools/list results, JSON-RPC responses, arrays of tools and single tools, with a position
// for every pointer. Happy path: JSON.parse (native, fast) plus a lazy character scan for positions;
// jsonc-parser is loaded only to explain a syntax error.
import { parsePointer } from '../../pointer.js';
import { deepestSpan, endOfValue, forEachElement, highlightedOffsets, skipWhitespace } from './cursor.js';
import { decodeUtf8 } from './decode.js';
import { MAX_JSON_DEPTH, scanNestingDepth } from './depth.js';
import { LineIndex } from './lines.js';
import { ACCEPTED_SHAPES, describeNonToolValue, detectShape } from './shape.js';
import { findSyntaxProblem, tolerantValue } from './syntax-error.js';
export { detectShape, isToolLike, ACCEPTED_SHAPES } from './shape.js';
export { MAX_JSON_DEPTH } from './depth.js';
export async function loadJsonBytes(bytes, source, options) {
    const decoded = decodeUtf8(bytes);
    if (!decoded.ok) {
        if (!options.explicit)
            return { status: 'skipped', reason: 'not UTF-8' };
        const { line, column } = decoded.position;
        return fatal(source, decoded.message, { start: decoded.position, end: { line, column: column + 1 } });
    }
    return loadJsonText(decoded.text, source, options);
}
export async function loadJsonText(input, source, options) {
    const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    if (text.trim() === '') {
        if (!options.explicit)
            return { status: 'skipped', reason: 'empty' };
        return fatal(source, `File is empty. Expected ${ACCEPTED_SHAPES}.`, pointRange(1, 1));
    }
    const depth = scanNestingDepth(text);
    let root;
    try {
        root = JSON.parse(text);
    }
    catch (error) {
        return syntaxFailure(text, source, options, depth.tooDeepAt, error);
    }
    const shaped = detectShape(root);
    if (!shaped) {
        if (!options.explicit)
            return { status: 'skipped', reason: 'not tool-shaped' };
        const lines = new LineIndex(text);
        const start = skipWhitespace(text, 0);
        return fatal(source, `Not an MCP tool list: found ${describeNonToolValue(root)}. Expected ${ACCEPTED_SHAPES}.`, lines.range(start, start + 1));
    }
    if (depth.tooDeepAt !== undefined)
        return tooDeep(text, source, depth.tooDeepAt, depth.maxDepth);
    return { status: 'loaded', source: toolSource(text, source, shaped) };
}
async function syntaxFailure(text, source, options, tooDeepAt, error) {
    // Past the depth limit nothing recursive may look at the text, not even to explain the syntax error.
    if (tooDeepAt !== undefined) {
        if (!options.explicit)
            return { status: 'skipped', reason: 'too deep to inspect' };
        return tooDeep(text, source, tooDeepAt, scanNestingDepth(text).maxDepth);
    }
    if (!options.explicit && !detectShape(await tolerantValue(text)))
        return { status: 'skipped', reason: 'not tool-shaped' };
    const reason = error instanceof Error ? error.message : String(error);
    const problem = await findSyntaxProblem(text, reason);
    const lines = new LineIndex(text);
    return fatal(source, `JSON syntax error: ${problem.message}`, lines.range(problem.offset, problem.offset + problem.length));
}
function tooDeep(text, source, offset, maxDepth) {
    const lines = new LineIndex(text);
    return fatal(source, `JSON is nested ${maxDepth} levels deep; mcp-lint reads at most ${MAX_JSON_DEPTH} levels. No real tool definition needs this: flatten the schema (use "$defs" and "$ref" for shared parts).`, lines.range(offset, offset + 1));
}
function pointRange(line, column) {
    const at = { line, column };
    return { start: at, end: at };
}
function fatal(source, message, range) {
    const diagnostic = { ruleId: null, severity: 'error', message, source, pointer: '', range, fatal: true };
    return { status: 'loaded', source: { source, kind: 'json', tools: [], diagnostics: [diagnostic] } };
}
function toolSource(text, source, shaped) {
    // Positions are computed on the first finding that needs one, then shared by every tool of the file.
    let lines;
    let toolSpans;
    const rootSpan = () => {
        const start = skipWhitespace(text, 0);
        return { start, end: endOfValue(text, start) };
    };
    const spanOfTool = (index) => {
        if (!toolSpans) {
            const root = rootSpan();
            if (shaped.shape === 'single tool')
                toolSpans = [root];
            else {
                const list = deepestSpan(text, root, shaped.toolsPath);
                const spans = [];
                forEachElement(text, list.start, (_, span) => void spans.push(span));
                toolSpans = spans;
            }
        }
        return toolSpans[index] ?? rootSpan();
    };
    const pointerBase = shaped.toolsPath.map((segment) => '/' + segment).join('');
    const tools = shaped.tools.map((definition, index) => ({
        definition,
        documentPointer: shaped.shape === 'single tool' ? '' : `${pointerBase}/${index}`,
        locate(pointer) {
            let segments;
            try {
                segments = parsePointer(pointer);
            }
            catch {
                segments = [];
            }
            const node = deepestSpan(text, spanOfTool(index), segments);
            const { start, end } = highlightedOffsets(text, node);
            lines ??= new LineIndex(text);
            return lines.range(start, end);
        },
    }));
    const loaded = { source, kind: 'json', tools, diagnostics: [] };
    if (shaped.server)
        loaded.server = shaped.server;
    return loaded;
}
