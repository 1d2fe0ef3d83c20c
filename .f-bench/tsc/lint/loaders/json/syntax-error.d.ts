export interface SyntaxProblem {
    message: string;
    offset: number;
    length: number;
}
export declare function findSyntaxProblem(text: string, fallbackMessage: string): Promise<SyntaxProblem>;
/**
 * A best-effort value of a broken document (comments, trailing commas and missing pieces tolerated),
 * only to tell whether a file found in a directory walk was meant to be a tool list at all.
 */
export declare function tolerantValue(text: string): Promise<unknown>;
