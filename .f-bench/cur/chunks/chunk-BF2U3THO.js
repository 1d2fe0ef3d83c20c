import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
var FORMAT_NAMES=["stylish","json","sarif","github"];export{FORMAT_NAMES};
