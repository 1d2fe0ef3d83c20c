import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{allRules,findRule}from"./chunk-TJCXLQZX.js";import"./chunk-EWPULHIY.js";import"./chunk-QAMQ2FQJ.js";import"./chunk-SFUARALP.js";import"./chunk-CK5ECRCF.js";import"./chunk-4H5GHNFJ.js";import"./chunk-HSRHUOJB.js";import"./chunk-6YRY3X7H.js";export{allRules,findRule};
