// --save: writes what a live run captured as a `tools/list`-shaped JSON file (plus the server's initialize
// facts), so CI can lint the same definitions later without starting the server: `mcp-lint <file>`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
function slug(name) {
    return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '').slice(0, 80) || 'server';
}
/**
 * One file per server. With one server the path is used as given; with several, `{name}` in the path is replaced
 * by each server's name, or the name is added before the extension (`tools.json` → `tools.memory.json`).
 */
export function savePaths(path, captures, cwd) {
    const absolute = resolve(cwd, path);
    if (absolute.includes('{name}'))
        return captures.map((capture) => ({ path: absolute.replaceAll('{name}', slug(capture.name)), capture }));
    if (captures.length === 1)
        return [{ path: absolute, capture: captures[0] }];
    const extension = extname(absolute) || '.json';
    const stem = extname(absolute) ? absolute.slice(0, -extension.length) : absolute;
    return captures.map((capture) => ({ path: `${stem}.${slug(capture.name)}${extension}`, capture }));
}
export function savedDocument(capture) {
    return {
        // Extra keys next to "tools" are ignored by the JSON loader; they record where the tools came from.
        capturedFrom: capture.name,
        ...(capture.serverInfo !== undefined ? { serverInfo: capture.serverInfo } : {}),
        ...(capture.protocolVersion !== undefined ? { protocolVersion: capture.protocolVersion } : {}),
        tools: capture.tools,
    };
}
export async function writeSaved(file) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, JSON.stringify(savedDocument(file.capture), null, 2) + '\n', 'utf8');
}
