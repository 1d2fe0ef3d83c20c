// Source mode (TS/JS): reads MCP server source without running it. Loaded with a dynamic import only when
// a source file is linted, so JSON-only runs never pay for the TypeScript compiler.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { loadTypeScript } from './typescript.js';
import { Project } from './project.js';
import { Evaluator } from './evaluate.js';
import { analyzeFile } from './registrations.js';
import { parseDirectives } from './directives.js';
export async function loadSourceFiles(files, options) {
    const ts = await loadTypeScript();
    const absolute = files.map((file) => resolve(options.cwd, file));
    const texts = new Map();
    for (const file of absolute) {
        try {
            texts.set(file, readFileSync(file, 'utf8'));
        }
        catch (error) {
            texts.set(file, error);
        }
    }
    const results = [];
    let program;
    if (options.project) {
        const created = createProgram(ts, resolve(options.cwd, options.project), absolute);
        if ('error' in created) {
            results.push({ source: displayName(options.project, options.cwd), kind: 'source', tools: [], diagnostics: [fatal(displayName(options.project, options.cwd), created.error)] });
        }
        else
            program = created.program;
    }
    const project = new Project({}, program, program?.getTypeChecker());
    project.zod = await loadZod([...texts.values()].filter((t) => typeof t === 'string'), project, absolute.map((f) => dirname(f)));
    const evaluator = new Evaluator(project);
    for (const file of absolute) {
        const source = displayName(file, options.cwd);
        const text = texts.get(file);
        if (typeof text !== 'string') {
            results.push({ source, kind: 'source', tools: [], diagnostics: [fatal(source, `Cannot read ${source}: ${text.message}`)] });
            continue;
        }
        const sourceFile = project.sourceFile(file, text);
        if (!sourceFile) {
            results.push({ source, kind: 'source', tools: [], diagnostics: [fatal(source, `Cannot parse ${source}`)] });
            continue;
        }
        const syntax = sourceFile.parseDiagnostics ?? [];
        if (syntax.length) {
            const first = syntax[0];
            const position = sourceFile.getLineAndCharacterOfPosition(first.start);
            const message = ts.flattenDiagnosticMessageText(first.messageText, ' ');
            results.push({
                source,
                kind: 'source',
                tools: [],
                diagnostics: [{
                        ...fatal(source, `Syntax error: ${message} Fix the syntax so mcp-lint can read the file.`),
                        range: { start: { line: position.line + 1, column: position.character + 1 }, end: { line: position.line + 1, column: position.character + 1 + first.length } },
                    }],
            });
            continue;
        }
        try {
            const analysis = analyzeFile(sourceFile, evaluator, project);
            results.push({ source, kind: 'source', tools: analysis.tools, diagnostics: [], directives: parseDirectives(sourceFile), sourceFacts: analysis.facts });
        }
        catch (error) {
            results.push({
                source,
                kind: 'source',
                tools: [],
                diagnostics: [fatal(source, `mcp-lint could not analyse ${source} (${error.message}). Please report this; lint the running server meanwhile (mcp-lint --stdio "<command>").`)],
            });
        }
    }
    return results;
}
function displayName(file, cwd) {
    const rel = relative(cwd, resolve(cwd, file));
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : file;
}
function fatal(source, message) {
    return { ruleId: null, severity: 'error', message, source, pointer: '', fatal: true };
}
function createProgram(ts, tsconfig, files) {
    const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
    if (read.error)
        return { error: `Cannot read --project ${tsconfig}: ${ts.flattenDiagnosticMessageText(read.error.messageText, ' ')}` };
    const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfig), undefined, tsconfig);
    const options = { ...parsed.options, noEmit: true, allowJs: parsed.options.allowJs ?? true };
    const rootNames = [...new Set([...parsed.fileNames, ...files])];
    return { program: ts.createProgram({ rootNames, options }) };
}
/** Loads zod (and zod 3 with its JSON Schema converter) only when the files use them. */
async function loadZod(texts, project, dirs) {
    const libraries = {};
    if (!texts.some((text) => text.includes('zod') || text.includes('mcp-framework')))
        return libraries;
    libraries.v4 = (await import('zod'));
    const needsV3 = texts.some((text) => /zod\/v3|mcp-framework|zod-to-json-schema|zodToJsonSchema/.test(text)) || project.usesZod3(new Set(dirs));
    if (needsV3) {
        libraries.v3 = (await import('zod/v3'));
        try {
            const converter = (await import('zod-to-json-schema'));
            libraries.zodToJsonSchema = converter.zodToJsonSchema ?? converter.default;
        }
        catch {
            // zod 3 schemas then stay unresolved (reported), never guessed.
        }
    }
    return libraries;
}
