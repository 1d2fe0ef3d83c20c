// The one entry point mcp-lint uses, declared here so the build does not depend on the package's own typings.
declare module 'gpt-tokenizer/encoding/cl100k_base' {
  export function countTokens(text: string): number;
}
