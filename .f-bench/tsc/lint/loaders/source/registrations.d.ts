import type { HandlerFacts, LoadedTool, SourceFileFacts, ToolSourceFacts } from '../../types.js';
import { type TS } from './typescript.js';
import { type Evaluator } from './evaluate.js';
import { DefinitionBuilder } from './materialize.js';
import { HandlerAnalyzer } from './handler.js';
import { type Project } from './project.js';
import { type Env, type Unknown } from './values.js';
export interface FileAnalysis {
    tools: LoadedTool[];
    facts: SourceFileFacts;
}
export interface FileContext {
    file: TS.SourceFile;
    evaluator: Evaluator;
    project: Project;
    handlers: HandlerAnalyzer;
    imports: Set<string>;
    facts: SourceFileFacts;
    tools: LoadedTool[];
}
export declare function analyzeFile(file: TS.SourceFile, evaluator: Evaluator, project: Project): FileAnalysis;
/** A tool being assembled: the definition, where its parts are, and what could not be read. */
export declare function toolFrom(context: FileContext, builder: DefinitionBuilder, definition: Record<string, unknown>, api: string, handler: HandlerFacts | undefined, extra?: ToolSourceFacts): LoadedTool;
export declare function reportUnresolved(context: FileContext, value: Unknown, what: string, at?: TS.Node): void;
/** Environments to evaluate a registration in: one per element of the arrays it iterates over. */
export declare function iterationEnvs(context: FileContext, call: TS.Node, args: readonly TS.Node[]): Env[] | Unknown;
