import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{require_picomatch}from"./chunk-AFBBJNTV.js";import"./chunk-6YRY3X7H.js";export default require_picomatch();
