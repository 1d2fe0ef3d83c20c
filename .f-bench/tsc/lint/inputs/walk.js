// Recursive directory walk without recursion (deep trees cannot overflow the stack); symlinked
// directories are not followed, so a link cycle cannot loop.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../usage-error.js';
import { classifyFile } from './classify.js';
/** Directories that never hold tool definitions of the project being linted. */
export const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', 'build', 'coverage']);
export function walkDirectory(root, isIgnored) {
    const found = [];
    const pending = [root];
    while (pending.length > 0) {
        const directory = pending.pop();
        let entries;
        try {
            entries = readdirSync(directory, { withFileTypes: true });
        }
        catch (error) {
            throw new UsageError(`Cannot read directory ${directory}: ${error.message}`);
        }
        const subdirectories = [];
        for (const entry of entries) {
            const path = join(directory, entry.name);
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRECTORIES.has(entry.name) && !isIgnored(path))
                    subdirectories.push(path);
                continue;
            }
            const kind = classifyFile(entry.name);
            if (!kind || isIgnored(path))
                continue;
            if (entry.isFile() || (entry.isSymbolicLink() && isFileLink(path)))
                found.push({ path, kind });
        }
        pending.push(...subdirectories);
    }
    // Sorted by path so output does not depend on the file system's listing order.
    return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function isFileLink(path) {
    try {
        return statSync(path).isFile();
    }
    catch {
        return false;
    }
}
