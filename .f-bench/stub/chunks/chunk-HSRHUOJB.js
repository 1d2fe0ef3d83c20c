import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{__export}from"./chunk-6YRY3X7H.js";var mcp_2026_07_28_exports={};__export(mcp_2026_07_28_exports,{callToolResult:()=>callToolResult,tool:()=>tool});var tool=()=>!0,callToolResult=()=>!0;export{tool,callToolResult,mcp_2026_07_28_exports};
