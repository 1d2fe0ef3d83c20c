// src/lint/spec/formats.ts
import { fullFormats } from "ajv-formats/dist/formats.js";
var uriReference = fullFormats["uri-reference"];
function regex(value) {
  for (const flags of ["u", ""]) {
    try {
      new RegExp(value, flags);
      return true;
    } catch {
    }
  }
  return false;
}
var formats = {
  uri: fullFormats.uri,
  "uri-reference": (value) => uriReference.test(value),
  byte: fullFormats.byte,
  regex
};
var formats_default = formats;

export {
  formats_default
};
