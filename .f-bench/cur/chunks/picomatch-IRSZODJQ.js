import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import{require_picomatch}from"./chunk-IU7C3CJL.js";import"./chunk-4AHEVDBB.js";export default require_picomatch();
