import {
  callToolResult,
  tool
} from "./chunk-T7JDEOAN.js";
import "./chunk-E5RAWQNI.js";
import "./chunk-MLKGABMK.js";
export {
  callToolResult,
  tool
};
