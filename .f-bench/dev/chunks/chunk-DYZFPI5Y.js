import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  formats_default
} from "./chunk-K6MMGHQM.js";
import {
  __export
} from "./chunk-7PSWHDII.js";

// src/lint/spec/generated/mcp-2026-07-28.ts
var mcp_2026_07_28_exports = {};
__export(mcp_2026_07_28_exports, {
  callToolResult: () => callToolResult,
  tool: () => tool
});
var tool = validate21;
var schema34 = { "type": "object", "required": ["src"], "properties": { "src": { "type": "string", "format": "uri" }, "mimeType": { "type": "string" }, "sizes": { "type": "array", "items": { "type": "string" } }, "theme": { "enum": ["light", "dark"] } } };
var formats0 = formats_default.uri;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputSchema === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "inputSchema" }, message: "must have required property 'inputSchema'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err3 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err4 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.inputSchema !== void 0) {
      let data3 = data.inputSchema;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.type === void 0) {
          const err5 = { instancePath: instancePath + "/inputSchema", schemaPath: "#/properties/inputSchema/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data3.$schema !== void 0) {
          if (typeof data3.$schema !== "string") {
            const err6 = { instancePath: instancePath + "/inputSchema/$schema", schemaPath: "#/properties/inputSchema/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data3.type !== void 0) {
          if ("object" !== data3.type) {
            const err7 = { instancePath: instancePath + "/inputSchema/type", schemaPath: "#/properties/inputSchema/properties/type/const", keyword: "const", params: { allowedValue: "object" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/inputSchema", schemaPath: "#/properties/inputSchema/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.outputSchema !== void 0) {
      let data6 = data.outputSchema;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.$schema !== void 0) {
          if (typeof data6.$schema !== "string") {
            const err9 = { instancePath: instancePath + "/outputSchema/$schema", schemaPath: "#/properties/outputSchema/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/outputSchema", schemaPath: "#/properties/outputSchema/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data8 = data.annotations;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.title !== void 0) {
          if (typeof data8.title !== "string") {
            const err11 = { instancePath: instancePath + "/annotations/title", schemaPath: "#/$defs/ToolAnnotations/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data8.readOnlyHint !== void 0) {
          if (typeof data8.readOnlyHint !== "boolean") {
            const err12 = { instancePath: instancePath + "/annotations/readOnlyHint", schemaPath: "#/$defs/ToolAnnotations/properties/readOnlyHint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data8.destructiveHint !== void 0) {
          if (typeof data8.destructiveHint !== "boolean") {
            const err13 = { instancePath: instancePath + "/annotations/destructiveHint", schemaPath: "#/$defs/ToolAnnotations/properties/destructiveHint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data8.idempotentHint !== void 0) {
          if (typeof data8.idempotentHint !== "boolean") {
            const err14 = { instancePath: instancePath + "/annotations/idempotentHint", schemaPath: "#/$defs/ToolAnnotations/properties/idempotentHint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data8.openWorldHint !== void 0) {
          if (typeof data8.openWorldHint !== "boolean") {
            const err15 = { instancePath: instancePath + "/annotations/openWorldHint", schemaPath: "#/$defs/ToolAnnotations/properties/openWorldHint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/ToolAnnotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.icons !== void 0) {
      let data14 = data.icons;
      if (Array.isArray(data14)) {
        const len0 = data14.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data15 = data14[i0];
          if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            if (data15.src === void 0) {
              const err17 = { instancePath: instancePath + "/icons/" + i0, schemaPath: "#/$defs/Icon/required", keyword: "required", params: { missingProperty: "src" }, message: "must have required property 'src'" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data15.src !== void 0) {
              let data16 = data15.src;
              if (typeof data16 === "string") {
                if (!formats0(data16)) {
                  const err18 = { instancePath: instancePath + "/icons/" + i0 + "/src", schemaPath: "#/$defs/Icon/properties/src/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/icons/" + i0 + "/src", schemaPath: "#/$defs/Icon/properties/src/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data15.mimeType !== void 0) {
              if (typeof data15.mimeType !== "string") {
                const err20 = { instancePath: instancePath + "/icons/" + i0 + "/mimeType", schemaPath: "#/$defs/Icon/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data15.sizes !== void 0) {
              let data18 = data15.sizes;
              if (Array.isArray(data18)) {
                const len1 = data18.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (typeof data18[i1] !== "string") {
                    const err21 = { instancePath: instancePath + "/icons/" + i0 + "/sizes/" + i1, schemaPath: "#/$defs/Icon/properties/sizes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
              } else {
                const err22 = { instancePath: instancePath + "/icons/" + i0 + "/sizes", schemaPath: "#/$defs/Icon/properties/sizes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data15.theme !== void 0) {
              let data20 = data15.theme;
              if (!(data20 === "light" || data20 === "dark")) {
                const err23 = { instancePath: instancePath + "/icons/" + i0 + "/theme", schemaPath: "#/$defs/Icon/properties/theme/enum", keyword: "enum", params: { allowedValues: schema34.properties.theme.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
          } else {
            const err24 = { instancePath: instancePath + "/icons/" + i0, schemaPath: "#/$defs/Icon/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/icons", schemaPath: "#/properties/icons/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data21 = data._meta;
      if (!(data21 && typeof data21 == "object" && !Array.isArray(data21))) {
        const err26 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": { "name": true, "title": true, "description": true, "inputSchema": true, "outputSchema": true, "annotations": true, "icons": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
var callToolResult = validate22;
var schema36 = { "type": "object", "required": ["type"], "properties": { "type": { "enum": ["text", "image", "audio", "resource_link", "resource"] } }, "allOf": [{ "if": { "properties": { "type": { "const": "text" } }, "required": ["type"] }, "then": { "$ref": "#/$defs/TextContent" } }, { "if": { "properties": { "type": { "const": "image" } }, "required": ["type"] }, "then": { "$ref": "#/$defs/ImageContent" } }, { "if": { "properties": { "type": { "const": "audio" } }, "required": ["type"] }, "then": { "$ref": "#/$defs/AudioContent" } }, { "if": { "properties": { "type": { "const": "resource_link" } }, "required": ["type"] }, "then": { "$ref": "#/$defs/ResourceLink" } }, { "if": { "properties": { "type": { "const": "resource" } }, "required": ["type"] }, "then": { "$ref": "#/$defs/EmbeddedResource" } }] };
var schema38 = { "type": "object", "properties": { "audience": { "type": "array", "items": { "enum": ["user", "assistant"] } }, "priority": { "type": "number", "minimum": 0, "maximum": 1 }, "lastModified": { "type": "string" } } };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("text" !== data.type) {
        const err2 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "text" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err3 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data2 = data.annotations;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.audience !== void 0) {
          let data3 = data2.audience;
          if (Array.isArray(data3)) {
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data4 = data3[i0];
              if (!(data4 === "user" || data4 === "assistant")) {
                const err4 = { instancePath: instancePath + "/annotations/audience/" + i0, schemaPath: "#/$defs/Annotations/properties/audience/items/enum", keyword: "enum", params: { allowedValues: schema38.properties.audience.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
          } else {
            const err5 = { instancePath: instancePath + "/annotations/audience", schemaPath: "#/$defs/Annotations/properties/audience/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data2.priority !== void 0) {
          let data5 = data2.priority;
          if (typeof data5 == "number") {
            if (data5 > 1 || isNaN(data5)) {
              const err6 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err7 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.lastModified !== void 0) {
          if (typeof data2.lastModified !== "string") {
            const err9 = { instancePath: instancePath + "/annotations/lastModified", schemaPath: "#/$defs/Annotations/properties/lastModified/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/Annotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data7 = data._meta;
      if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
        const err11 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": { "type": true, "text": true, "annotations": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
var formats2 = formats_default.byte;
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mimeType" }, message: "must have required property 'mimeType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("image" !== data.type) {
        const err3 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "image" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data1 = data.data;
      if (typeof data1 === "string") {
        if (!formats2(data1)) {
          const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/format", keyword: "format", params: { format: "byte" }, message: 'must match format "byte"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err6 = { instancePath: instancePath + "/mimeType", schemaPath: "#/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data3 = data.annotations;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.audience !== void 0) {
          let data4 = data3.audience;
          if (Array.isArray(data4)) {
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data5 = data4[i0];
              if (!(data5 === "user" || data5 === "assistant")) {
                const err7 = { instancePath: instancePath + "/annotations/audience/" + i0, schemaPath: "#/$defs/Annotations/properties/audience/items/enum", keyword: "enum", params: { allowedValues: schema38.properties.audience.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/annotations/audience", schemaPath: "#/$defs/Annotations/properties/audience/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data3.priority !== void 0) {
          let data6 = data3.priority;
          if (typeof data6 == "number") {
            if (data6 > 1 || isNaN(data6)) {
              const err9 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data6 < 0 || isNaN(data6)) {
              const err10 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data3.lastModified !== void 0) {
          if (typeof data3.lastModified !== "string") {
            const err12 = { instancePath: instancePath + "/annotations/lastModified", schemaPath: "#/$defs/Annotations/properties/lastModified/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/Annotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data8 = data._meta;
      if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
        const err14 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": { "type": true, "data": true, "mimeType": true, "annotations": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mimeType" }, message: "must have required property 'mimeType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("audio" !== data.type) {
        const err3 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "audio" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data1 = data.data;
      if (typeof data1 === "string") {
        if (!formats2(data1)) {
          const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/format", keyword: "format", params: { format: "byte" }, message: 'must match format "byte"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err6 = { instancePath: instancePath + "/mimeType", schemaPath: "#/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data3 = data.annotations;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.audience !== void 0) {
          let data4 = data3.audience;
          if (Array.isArray(data4)) {
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data5 = data4[i0];
              if (!(data5 === "user" || data5 === "assistant")) {
                const err7 = { instancePath: instancePath + "/annotations/audience/" + i0, schemaPath: "#/$defs/Annotations/properties/audience/items/enum", keyword: "enum", params: { allowedValues: schema38.properties.audience.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/annotations/audience", schemaPath: "#/$defs/Annotations/properties/audience/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data3.priority !== void 0) {
          let data6 = data3.priority;
          if (typeof data6 == "number") {
            if (data6 > 1 || isNaN(data6)) {
              const err9 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data6 < 0 || isNaN(data6)) {
              const err10 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data3.lastModified !== void 0) {
          if (typeof data3.lastModified !== "string") {
            const err12 = { instancePath: instancePath + "/annotations/lastModified", schemaPath: "#/$defs/Annotations/properties/lastModified/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/Annotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data8 = data._meta;
      if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
        const err14 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": { "type": true, "data": true, "mimeType": true, "annotations": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.uri === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uri" }, message: "must have required property 'uri'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource_link" !== data.type) {
        const err3 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "resource_link" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.uri !== void 0) {
      let data1 = data.uri;
      if (typeof data1 === "string") {
        if (!formats0(data1)) {
          const err4 = { instancePath: instancePath + "/uri", schemaPath: "#/properties/uri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/uri", schemaPath: "#/properties/uri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err7 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err8 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err9 = { instancePath: instancePath + "/mimeType", schemaPath: "#/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.size !== void 0) {
      let data6 = data.size;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
        const err10 = { instancePath: instancePath + "/size", schemaPath: "#/properties/size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.icons !== void 0) {
      let data7 = data.icons;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.src === void 0) {
              const err11 = { instancePath: instancePath + "/icons/" + i0, schemaPath: "#/$defs/Icon/required", keyword: "required", params: { missingProperty: "src" }, message: "must have required property 'src'" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data8.src !== void 0) {
              let data9 = data8.src;
              if (typeof data9 === "string") {
                if (!formats0(data9)) {
                  const err12 = { instancePath: instancePath + "/icons/" + i0 + "/src", schemaPath: "#/$defs/Icon/properties/src/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/icons/" + i0 + "/src", schemaPath: "#/$defs/Icon/properties/src/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data8.mimeType !== void 0) {
              if (typeof data8.mimeType !== "string") {
                const err14 = { instancePath: instancePath + "/icons/" + i0 + "/mimeType", schemaPath: "#/$defs/Icon/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data8.sizes !== void 0) {
              let data11 = data8.sizes;
              if (Array.isArray(data11)) {
                const len1 = data11.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (typeof data11[i1] !== "string") {
                    const err15 = { instancePath: instancePath + "/icons/" + i0 + "/sizes/" + i1, schemaPath: "#/$defs/Icon/properties/sizes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
              } else {
                const err16 = { instancePath: instancePath + "/icons/" + i0 + "/sizes", schemaPath: "#/$defs/Icon/properties/sizes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data8.theme !== void 0) {
              let data13 = data8.theme;
              if (!(data13 === "light" || data13 === "dark")) {
                const err17 = { instancePath: instancePath + "/icons/" + i0 + "/theme", schemaPath: "#/$defs/Icon/properties/theme/enum", keyword: "enum", params: { allowedValues: schema34.properties.theme.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/icons/" + i0, schemaPath: "#/$defs/Icon/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/icons", schemaPath: "#/properties/icons/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data14 = data.annotations;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14.audience !== void 0) {
          let data15 = data14.audience;
          if (Array.isArray(data15)) {
            const len2 = data15.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data16 = data15[i2];
              if (!(data16 === "user" || data16 === "assistant")) {
                const err20 = { instancePath: instancePath + "/annotations/audience/" + i2, schemaPath: "#/$defs/Annotations/properties/audience/items/enum", keyword: "enum", params: { allowedValues: schema38.properties.audience.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
          } else {
            const err21 = { instancePath: instancePath + "/annotations/audience", schemaPath: "#/$defs/Annotations/properties/audience/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data14.priority !== void 0) {
          let data17 = data14.priority;
          if (typeof data17 == "number") {
            if (data17 > 1 || isNaN(data17)) {
              const err22 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data17 < 0 || isNaN(data17)) {
              const err23 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data14.lastModified !== void 0) {
          if (typeof data14.lastModified !== "string") {
            const err25 = { instancePath: instancePath + "/annotations/lastModified", schemaPath: "#/$defs/Annotations/properties/lastModified/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/Annotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data19 = data._meta;
      if (!(data19 && typeof data19 == "object" && !Array.isArray(data19))) {
        const err27 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
  } else {
    const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { "props": { "type": true, "uri": true, "name": true, "title": true, "description": true, "mimeType": true, "size": true, "icons": true, "annotations": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.resource === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resource" }, message: "must have required property 'resource'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource" !== data.type) {
        const err2 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "resource" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.resource !== void 0) {
      let data1 = data.resource;
      const _errs4 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs5 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.text === void 0) {
          const err3 = { instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/oneOf/0/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.blob === void 0) {
          const err4 = { instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/oneOf/1/required", keyword: "required", params: { missingProperty: "blob" }, message: "must have required property 'blob'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err5 = { instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.uri === void 0) {
          const err6 = { instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/required", keyword: "required", params: { missingProperty: "uri" }, message: "must have required property 'uri'" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.uri !== void 0) {
          let data2 = data1.uri;
          if (typeof data2 === "string") {
            if (!formats0(data2)) {
              const err7 = { instancePath: instancePath + "/resource/uri", schemaPath: "#/properties/resource/properties/uri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/resource/uri", schemaPath: "#/properties/resource/properties/uri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.mimeType !== void 0) {
          if (typeof data1.mimeType !== "string") {
            const err9 = { instancePath: instancePath + "/resource/mimeType", schemaPath: "#/properties/resource/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.text !== void 0) {
          if (typeof data1.text !== "string") {
            const err10 = { instancePath: instancePath + "/resource/text", schemaPath: "#/properties/resource/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.blob !== void 0) {
          let data5 = data1.blob;
          if (typeof data5 === "string") {
            if (!formats2(data5)) {
              const err11 = { instancePath: instancePath + "/resource/blob", schemaPath: "#/properties/resource/properties/blob/format", keyword: "format", params: { format: "byte" }, message: 'must match format "byte"' };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/resource/blob", schemaPath: "#/properties/resource/properties/blob/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data1._meta !== void 0) {
          let data6 = data1._meta;
          if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
            const err13 = { instancePath: instancePath + "/resource/_meta", schemaPath: "#/properties/resource/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/resource", schemaPath: "#/properties/resource/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data7 = data.annotations;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.audience !== void 0) {
          let data8 = data7.audience;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data9 = data8[i0];
              if (!(data9 === "user" || data9 === "assistant")) {
                const err15 = { instancePath: instancePath + "/annotations/audience/" + i0, schemaPath: "#/$defs/Annotations/properties/audience/items/enum", keyword: "enum", params: { allowedValues: schema38.properties.audience.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/annotations/audience", schemaPath: "#/$defs/Annotations/properties/audience/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data7.priority !== void 0) {
          let data10 = data7.priority;
          if (typeof data10 == "number") {
            if (data10 > 1 || isNaN(data10)) {
              const err17 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err18 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/annotations/priority", schemaPath: "#/$defs/Annotations/properties/priority/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data7.lastModified !== void 0) {
          if (typeof data7.lastModified !== "string") {
            const err20 = { instancePath: instancePath + "/annotations/lastModified", schemaPath: "#/$defs/Annotations/properties/lastModified/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/annotations", schemaPath: "#/$defs/Annotations/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data12 = data._meta;
      if (!(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
        const err22 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": { "type": true, "resource": true, "annotations": true, "_meta": true }, "dynamicProps": false, "dynamicItems": false };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.type === void 0 && (missing0 = "type")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.type !== void 0) {
        if ("text" !== data.type) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (!validate24(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
    if (valid1) {
      var props0 = {};
      props0.type = true;
      props0.text = true;
      props0.annotations = true;
      props0._meta = true;
    }
  }
  if (!valid1) {
    const err2 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.type === void 0 && (missing1 = "type")) {
      const err3 = {};
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    } else {
      if (data.type !== void 0) {
        if ("image" !== data.type) {
          const err4 = {};
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (!validate26(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
      errors = vErrors.length;
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
    if (valid3) {
      var props1 = {};
      props1.type = true;
      props1.data = true;
      props1.mimeType = true;
      props1.annotations = true;
      props1._meta = true;
    }
  }
  if (!valid3) {
    const err5 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs12 = errors;
  let valid5 = true;
  const _errs13 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.type === void 0 && (missing2 = "type")) {
      const err6 = {};
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    } else {
      if (data.type !== void 0) {
        if ("audio" !== data.type) {
          const err7 = {};
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs13 === errors;
  errors = _errs12;
  if (vErrors !== null) {
    if (_errs12) {
      vErrors.length = _errs12;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs15 = errors;
    if (!validate28(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
      errors = vErrors.length;
    }
    var _valid2 = _errs15 === errors;
    valid5 = _valid2;
    if (valid5) {
      var props2 = {};
      props2.type = true;
      props2.data = true;
      props2.mimeType = true;
      props2.annotations = true;
      props2._meta = true;
    }
  }
  if (!valid5) {
    const err8 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs17 = errors;
  let valid7 = true;
  const _errs18 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.type === void 0 && (missing3 = "type")) {
      const err9 = {};
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    } else {
      if (data.type !== void 0) {
        if ("resource_link" !== data.type) {
          const err10 = {};
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs18 === errors;
  errors = _errs17;
  if (vErrors !== null) {
    if (_errs17) {
      vErrors.length = _errs17;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs20 = errors;
    if (!validate30(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
      errors = vErrors.length;
    }
    var _valid3 = _errs20 === errors;
    valid7 = _valid3;
    if (valid7) {
      var props3 = {};
      props3.type = true;
      props3.uri = true;
      props3.name = true;
      props3.title = true;
      props3.description = true;
      props3.mimeType = true;
      props3.size = true;
      props3.icons = true;
      props3.annotations = true;
      props3._meta = true;
    }
  }
  if (!valid7) {
    const err11 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs22 = errors;
  let valid9 = true;
  const _errs23 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if (data.type === void 0 && (missing4 = "type")) {
      const err12 = {};
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    } else {
      if (data.type !== void 0) {
        if ("resource" !== data.type) {
          const err13 = {};
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs23 === errors;
  errors = _errs22;
  if (vErrors !== null) {
    if (_errs22) {
      vErrors.length = _errs22;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs25 = errors;
    if (!validate32(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
      errors = vErrors.length;
    }
    var _valid4 = _errs25 === errors;
    valid9 = _valid4;
    if (valid9) {
      var props4 = {};
      props4.type = true;
      props4.resource = true;
      props4.annotations = true;
      props4._meta = true;
    }
  }
  if (!valid9) {
    const err14 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  if (props0 !== true && props4 !== void 0) {
    if (props4 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props4);
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (props0 !== true) {
      props0 = props0 || {};
      props0.type = true;
    }
    if (data.type !== void 0) {
      let data5 = data.type;
      if (!(data5 === "text" || data5 === "image" || data5 === "audio" || data5 === "resource_link" || data5 === "resource")) {
        const err16 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema36.properties.type.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate23.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate23.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.content === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.resultType === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resultType" }, message: "must have required property 'resultType'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.content !== void 0) {
      let data0 = data.content;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate23(data0[i0], { instancePath: instancePath + "/content/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.isError !== void 0) {
      if (typeof data.isError !== "boolean") {
        const err3 = { instancePath: instancePath + "/isError", schemaPath: "#/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data._meta !== void 0) {
      let data3 = data._meta;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err4 = { instancePath: instancePath + "/_meta", schemaPath: "#/properties/_meta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.resultType !== void 0) {
      if (typeof data.resultType !== "string") {
        const err5 = { instancePath: instancePath + "/resultType", schemaPath: "#/properties/resultType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": { "content": true, "structuredContent": true, "isError": true, "_meta": true, "resultType": true }, "dynamicProps": false, "dynamicItems": false };

export {
  tool,
  callToolResult,
  mcp_2026_07_28_exports
};
