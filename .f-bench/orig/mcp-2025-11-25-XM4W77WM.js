import {
  callToolResult,
  tool
} from "./chunk-VL6VORGB.js";
import "./chunk-E5RAWQNI.js";
import "./chunk-MLKGABMK.js";
export {
  callToolResult,
  tool
};
