export const REPOSITORY_URL = 'https://github.com/create-mcp-tool/create-mcp-tool';

export function ruleDocsUrl(ruleId: string): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleId}.md`;
}
