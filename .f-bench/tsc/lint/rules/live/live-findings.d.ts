import type { LoadedTool, RuleContext } from '../../types.js';
/** Reports with messageId `liveBareString` ({{tool}}, {{args}}, {{evidence}}). */
export declare function reportLiveBareString(tool: LoadedTool, context: RuleContext): void;
/** Reports with messageId `liveMissing` ({{tool}}, {{args}}, {{how}}). */
export declare function reportLiveMissingStructuredContent(tool: LoadedTool, context: RuleContext): void;
