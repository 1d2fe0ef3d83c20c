// Expands command-line inputs (files, directories, globs, "-") into the files to lint.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../usage-error.js';
import { classifyFile, classifyNamedFile, isGlobPattern, SOURCE_EXTENSIONS } from './classify.js';
import { SKIPPED_DIRECTORIES, walkDirectory } from './walk.js';
export { classifyFile, SOURCE_EXTENSIONS } from './classify.js';
export const LOOKED_FOR = `.json files holding tool definitions and TS/JS sources (${SOURCE_EXTENSIONS.join(' ')}), skipping ${[...SKIPPED_DIRECTORIES].join(', ')}`;
export async function expandInputs(inputs, cwd, isIgnored) {
    const files = [];
    const seen = new Set();
    const searched = [];
    let stdin = false;
    const add = (file) => {
        if (seen.has(file.path))
            return;
        seen.add(file.path);
        files.push(file);
    };
    for (const input of inputs) {
        if (input === '-') {
            stdin = true;
            continue;
        }
        const path = resolve(cwd, input);
        let stats;
        try {
            stats = statSync(path);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR') {
                if (isGlobPattern(input)) {
                    searched.push({ input, kind: 'glob' });
                    for (const file of await expandGlob(input, cwd, isIgnored))
                        add({ ...file, explicit: false, input });
                    continue;
                }
                throw new UsageError(`No such file or directory: ${input}`);
            }
            throw new UsageError(`Cannot read ${input}: ${error.message}`);
        }
        if (stats.isDirectory()) {
            searched.push({ input, kind: 'directory' });
            for (const file of walkDirectory(path, isIgnored))
                add({ ...file, explicit: false, input });
        }
        else if (!isIgnored(path)) {
            // Named files are linted whatever their extension, unless an ignore pattern says otherwise
            // (pre-commit and lint-staged name every staged file; ignores must still apply to them).
            add({ path, kind: classifyNamedFile(path), explicit: true, input });
        }
    }
    return { files, stdin, searched };
}
async function expandGlob(pattern, cwd, isIgnored) {
    const { glob } = await import('tinyglobby');
    const paths = await glob(pattern, {
        cwd,
        absolute: true,
        onlyFiles: true,
        expandDirectories: false,
        followSymbolicLinks: false,
        ignore: [...SKIPPED_DIRECTORIES].map((name) => `**/${name}/**`),
    });
    const matched = [];
    for (const path of paths.sort()) {
        const kind = classifyFile(path);
        if (kind && !isIgnored(path))
            matched.push({ path, kind });
    }
    if (matched.length === 0 && paths.length === 0)
        throw new UsageError(`No files match the pattern "${pattern}".`);
    return matched;
}
