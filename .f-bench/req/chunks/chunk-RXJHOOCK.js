import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import{__commonJS,__require}from"./chunk-6YRY3X7H.js";var require_url=__commonJS({"builtin:url"(exports,module){module.exports=__require("node:url")}});export{require_url};
