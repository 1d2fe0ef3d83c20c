import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);

// src/lint/pointer.ts
function escapeSegment(segment) {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}
function joinPointer(base, ...segments) {
  return base + segments.map((s) => "/" + escapeSegment(s)).join("");
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`Invalid JSON pointer: ${pointer}`);
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function getAtPointer(value, pointer) {
  let current = value;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== "object") return void 0;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return void 0;
    current = current[segment];
  }
  return current;
}

export {
  joinPointer,
  parsePointer,
  getAtPointer
};
