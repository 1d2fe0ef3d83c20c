export declare const DEFAULT_PROJECT_NAME = "my-mcp-server";
export type NameCheck = {
    valid: true;
} | {
    valid: false;
    problems: string[];
    suggestion: string;
};
export declare function checkProjectName(name: string): NameCheck;
/** The closest valid name: lower case, URL-safe characters, no leading dot/underscore/hyphen. */
export declare function suggestProjectName(name: string): string;
/** The package name without its scope: used for the bin name and the default directory. */
export declare function unscopedName(name: string): string;
