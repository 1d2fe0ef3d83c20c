import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{__commonJS,__require}from"./chunk-6YRY3X7H.js";var require_module=__commonJS({"builtin:module"(exports,module){module.exports=__require("node:module")}});export{require_module};
