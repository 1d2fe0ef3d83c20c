import type { LiveProbe, LiveProbeAnswer, LoadedTool, RuleContext } from '../../types.js';
export declare function probesOf(tool: LoadedTool, context: RuleContext, purpose?: LiveProbe['purpose']): LiveProbe[];
export declare function toolLabel(tool: LoadedTool): string;
/** Arguments as shown in messages: short, one line. */
export declare function argumentsText(probe: LiveProbe): string;
export declare function shortText(text: string, max?: number): string;
/** The text of an isError result's first text block ('' when there is none). */
export declare function errorResultText(answer: LiveProbeAnswer): string;
/** The official TypeScript SDKs reject a handler's return value that is not a CallToolResult with -32602 "Invalid tools/call result". */
export declare function sdkRejectedResult(answer: LiveProbeAnswer): boolean;
/**
 * A bare-string handler, seen on the wire: a server that sends the string itself as the result, or an official
 * TypeScript SDK that refused it (zod: "expected object, received string").
 */
export declare function bareStringEvidence(answer: LiveProbeAnswer): string | undefined;
/** SDK v1 McpServer turns its own output checks into isError results whose text starts this way. */
export declare const SDK_OUTPUT_VALIDATION: RegExp;
export declare const SDK_NO_STRUCTURED_CONTENT: RegExp;
/** A successful (not isError) result object, or undefined. */
export declare function successResult(answer: LiveProbeAnswer): Record<string, unknown> | undefined;
