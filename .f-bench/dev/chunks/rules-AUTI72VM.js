import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  allRules,
  findRule
} from "./chunk-MJTBTTS6.js";
import "./chunk-27P5Z4OR.js";
import "./chunk-XGXXQKTH.js";
import "./chunk-LZUKB7YF.js";
import "./chunk-LAZ5SNIV.js";
import "./chunk-5USIWFA4.js";
import "./chunk-DYZFPI5Y.js";
import "./chunk-K6MMGHQM.js";
import "./chunk-7PSWHDII.js";
export {
  allRules,
  findRule
};
