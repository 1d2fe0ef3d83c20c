import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import{callToolResult,tool}from"./chunk-S7TWXZHX.js";import"./chunk-W6Z3XJOA.js";import"./chunk-4AHEVDBB.js";export{callToolResult,tool};
