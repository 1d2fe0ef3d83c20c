// Which tools a probe may call, decided once per run from the user's flags. Calling a tool can have side
// effects, so the rule is strict: no call without --probe/--probe-tool, and without --probe-tool only tools
// that say `readOnlyHint: true`.
import { readFile } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import { isObject } from '../../../json-value.js';
/** --probe-tool names a tool explicitly, which is an opt-in by itself; it also turns on --probe. */
export async function buildProbePlan(live, cwd) {
    if (!live.probe && live.probeTools.length === 0)
        return { plan: undefined };
    const argumentsByTool = new Map();
    if (live.probeArgsFile) {
        const path = resolve(cwd, live.probeArgsFile);
        const rel = relative(cwd, path);
        const shown = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
        let text;
        try {
            text = await readFile(path, 'utf8');
        }
        catch (error) {
            return { problem: { file: shown, message: `Cannot read the --probe-args file ${shown}: ${error.code === 'ENOENT' ? 'it does not exist' : error.message}. No tool was called.` } };
        }
        let value;
        try {
            value = JSON.parse(text);
        }
        catch (error) {
            return { problem: { file: shown, message: `The --probe-args file ${shown} is not valid JSON (${error.message}). No tool was called.` } };
        }
        if (!isObject(value)) {
            return { problem: { file: shown, message: `The --probe-args file ${shown} must be a JSON object mapping tool names to argument objects, e.g. {"search": {"query": "test"}}. No tool was called.` } };
        }
        for (const [name, args] of Object.entries(value)) {
            if (!isObject(args)) {
                return { problem: { file: shown, message: `In the --probe-args file ${shown}, the arguments for "${name}" must be an object, got ${JSON.stringify(args)}. No tool was called.` } };
            }
            argumentsByTool.set(name, args);
        }
    }
    return { plan: { readOnlyTools: true, namedTools: new Set(live.probeTools), argumentsByTool } };
}
