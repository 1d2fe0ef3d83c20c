import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);

// src/lint/json-value.ts
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function isNonEmptyString(value) {
  return typeof value === "string" && value.trim().length > 0;
}
function toolNameOf(definition) {
  return isObject(definition) && typeof definition.name === "string" ? definition.name : void 0;
}

export {
  isObject,
  isNonEmptyString,
  toolNameOf
};
