import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{callToolResult,tool}from"./chunk-HSRHUOJB.js";import"./chunk-6YRY3X7H.js";export{callToolResult,tool};
