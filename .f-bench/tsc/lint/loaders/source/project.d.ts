import { type TS } from './typescript.js';
import type { ZodFlavor } from './values.js';
export interface ZodLibraries {
    v4?: Record<string, unknown>;
    v3?: Record<string, unknown>;
    zodToJsonSchema?: (schema: unknown, options?: unknown) => unknown;
}
export declare class Project {
    zod: ZodLibraries;
    readonly program?: TS.Program | undefined;
    readonly checker?: TS.TypeChecker | undefined;
    private readonly files;
    private readonly zodMajor;
    private readonly sdkMajor;
    constructor(zod: ZodLibraries, program?: TS.Program | undefined, checker?: TS.TypeChecker | undefined);
    /** Parses (once) a file of the project; undefined when it cannot be read. */
    sourceFile(path: string, text?: string): TS.SourceFile | undefined;
    /** Resolves a relative import to a project file (never into node_modules). */
    resolveImport(fromFile: string, specifier: string): string | undefined;
    /** Which zod a `from "zod"` import means for this file: the project's installed zod decides. */
    zodFlavor(fromFile: string, specifier: string): ZodFlavor;
    /** SDK generation of a file that imports nothing from the SDK (registration helpers): from package.json. */
    sdkGeneration(fromFile: string): 1 | 2;
    /** Whether any of these directories resolves `zod` to a zod 3 install. */
    usesZod3(dirs: Iterable<string>): boolean;
    private installedMajor;
}
export declare function scriptKindOf(path: string): TS.ScriptKind;
/** Packages whose exports the loader recognises by name (it never reads their code). */
export declare function recognisedModule(specifier: string): string | undefined;
