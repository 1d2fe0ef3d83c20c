import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{allRules,findRule}from"./chunk-KYJ4LYA6.js";import"./chunk-WSPZTUDR.js";import"./chunk-SFUARALP.js";import"./chunk-CK5ECRCF.js";import"./chunk-IL3QPUV6.js";import"./chunk-XNBGXYJR.js";import"./chunk-UM6V6KNE.js";import"./chunk-6YRY3X7H.js";export{allRules,findRule};
