import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
var REPOSITORY_URL="https://github.com/create-mcp-tool/create-mcp-tool";function ruleDocsUrl(ruleId){return`${REPOSITORY_URL}/blob/main/docs/rules/${ruleId}.md`}export{REPOSITORY_URL,ruleDocsUrl};
