import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-EKJVEKCI.js";
import "./chunk-7PSWHDII.js";
export default require_picomatch();
