import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);

// src/lint/formatters/types.ts
var FORMAT_NAMES = ["stylish", "json", "sarif", "github"];

export {
  FORMAT_NAMES
};
