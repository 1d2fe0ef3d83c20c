import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{callToolResult,tool}from"./chunk-XNBGXYJR.js";import"./chunk-UM6V6KNE.js";import"./chunk-6YRY3X7H.js";export{callToolResult,tool};
