import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var FORMAT_NAMES=["stylish","json","sarif","github"];export{FORMAT_NAMES};
