import type { Diagnostic, LintResult } from '../types.js';
import type { Formatter } from './types.js';
export interface JsonMessage {
    ruleId: string | null;
    severity: 1 | 2;
    level: Diagnostic['severity'];
    message: string;
    line?: number;
    column?: number;
    endLine?: number;
    endColumn?: number;
    toolName?: string;
    pointer: string;
    fatal?: true;
    suppressions?: Array<{
        kind: 'directive';
        justification: string;
    }>;
}
export interface JsonResult {
    filePath: string;
    messages: JsonMessage[];
    suppressedMessages: JsonMessage[];
    errorCount: number;
    fatalErrorCount: number;
    warningCount: number;
    infoCount: number;
    fixableErrorCount: 0;
    fixableWarningCount: 0;
    usedDeprecatedRules: [];
    kind: LintResult['kind'];
    toolCount: number;
    server?: {
        name?: string;
        version?: string;
    };
}
export declare const formatJson: Formatter;
export default formatJson;
