import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  callToolResult,
  tool
} from "./chunk-DYZFPI5Y.js";
import "./chunk-K6MMGHQM.js";
import "./chunk-7PSWHDII.js";
export {
  callToolResult,
  tool
};
