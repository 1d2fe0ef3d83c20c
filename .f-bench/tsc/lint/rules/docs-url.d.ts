export declare const REPOSITORY_URL = "https://github.com/create-mcp-tool/create-mcp-tool";
export declare function ruleDocsUrl(ruleId: string): string;
