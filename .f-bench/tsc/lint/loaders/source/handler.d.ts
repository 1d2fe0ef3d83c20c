import type { HandlerFacts, HandlerReturn } from '../../types.js';
import { type TS } from './typescript.js';
import type { SValue } from './values.js';
type Kind = HandlerReturn['kind'];
interface Classified {
    kind: Kind;
    hasStructuredContent?: boolean;
    isError?: boolean;
}
export declare class HandlerAnalyzer {
    private readonly file;
    private readonly checker;
    constructor(file: TS.SourceFile, checker: TS.TypeChecker | undefined);
    /** Facts about a handler value. `body` restricts the analysis to a part of it (a low-level dispatch branch). */
    analyze(value: SValue | undefined, framework: HandlerFacts['framework'], anchor: TS.Node, body?: TS.Node): HandlerFacts;
    /** Splits conditional expressions into their branches and classifies each. */
    private classifyPaths;
    classify(expression: TS.Expression, depth: number): Classified;
    private classifySyntax;
    private classifyCall;
    /** A helper the handler returns the result of: its declared type, or what all its paths return. */
    private classifyFunction;
    private classifyIdentifier;
    private classifyType;
}
export {};
