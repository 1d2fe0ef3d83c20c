import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  DIALECT_NAMES,
  chooseDialect,
  describeAjvErrors,
  describeValue,
  metaValidate,
  pointerLabel,
  quote,
  quoteList
} from "./chunk-27P5Z4OR.js";
import {
  getAtPointer,
  joinPointer,
  parsePointer
} from "./chunk-XGXXQKTH.js";
import {
  isNonEmptyString,
  isObject,
  toolNameOf
} from "./chunk-LZUKB7YF.js";
import {
  mcp_2025_11_25_exports
} from "./chunk-5USIWFA4.js";
import {
  mcp_2026_07_28_exports
} from "./chunk-DYZFPI5Y.js";
import {
  formats_default
} from "./chunk-K6MMGHQM.js";

// src/lint/rules/definition/annotations-consistent.ts
var rule = {
  id: "annotations-consistent",
  meta: {
    description: "annotation hints must not contradict each other (readOnlyHint: true with destructiveHint: true)",
    defaultLevel: "error",
    scope: "definition",
    messages: {
      readOnlyAndDestructive: "annotations say readOnlyHint: true and destructiveHint: true; a read-only tool cannot destroy anything. If the tool changes nothing, drop destructiveHint (or set it to false); if it does, set readOnlyHint: false."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if (readOnlyHint === true && destructiveHint === true) {
      context.report({ messageId: "readOnlyAndDestructive", pointer: "/annotations/destructiveHint" });
    }
  }
};
var annotations_consistent_default = rule;

// src/lint/rules/definition/annotations-present.ts
var HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"];
var rule2 = {
  id: "annotations-present",
  meta: {
    description: "tools should carry behaviour hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint)",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      missing: 'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Add "annotations" with readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      noHints: "annotations has no behaviour hints, so clients must treat the tool as destructive, non-idempotent and open-world. Add readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things)."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!("annotations" in definition) || definition.annotations === void 0) {
      context.report({ messageId: "missing", pointer: "/annotations" });
      return;
    }
    const annotations = definition.annotations;
    if (isObject(annotations) && !HINTS.some((hint) => typeof annotations[hint] === "boolean")) {
      context.report({ messageId: "noHints", pointer: "/annotations" });
    }
  }
};
var annotations_present_default = rule2;

// src/lint/schema-walk.ts
var SINGLE = [
  "additionalProperties",
  "items",
  "additionalItems",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema"
];
var ARRAY = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
var MAP = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
var MAX_WALK_DEPTH = 1e3;
function walkSchema(root, rootPointer, visit, maxDepth = MAX_WALK_DEPTH) {
  if (!isObject(root)) return { truncated: false };
  const seen = /* @__PURE__ */ new Set();
  const stack = [{ schema: root, pointer: rootPointer, depth: 0 }];
  let truncated = false;
  while (stack.length > 0) {
    const node = stack.pop();
    if (seen.has(node.schema)) continue;
    seen.add(node.schema);
    visit(node);
    if (node.depth >= maxDepth) {
      truncated = true;
      continue;
    }
    const children = [];
    const push = (value, pointer, propertyName) => {
      if (isObject(value)) children.push({ schema: value, pointer, depth: node.depth + 1, propertyName });
    };
    const s = node.schema;
    for (const key of SINGLE) if (isObject(s[key])) push(s[key], joinPointer(node.pointer, key));
    for (const key of ARRAY) {
      const value = s[key];
      if (Array.isArray(value)) value.forEach((item, i) => push(item, joinPointer(node.pointer, key, i)));
    }
    for (const key of MAP) {
      const value = s[key];
      if (!isObject(value)) continue;
      for (const [name, sub] of Object.entries(value)) {
        push(sub, joinPointer(node.pointer, key, name), key === "properties" ? name : void 0);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return { truncated };
}

// src/lint/rules/definition/support/parameters.ts
var INPUT_SCHEMA_POINTER = "/inputSchema";
function inputSchemaOf(definition) {
  return isObject(definition) && isObject(definition.inputSchema) ? definition.inputSchema : void 0;
}
function readablePath(relativePointer) {
  const parts = [];
  const segments = parsePointer(relativePointer);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if ((segment === "properties" || segment === "patternProperties") && i + 1 < segments.length) parts.push(segments[++i]);
    else if ((segment === "$defs" || segment === "definitions") && i + 1 < segments.length) parts.splice(0, parts.length, segments[++i]);
    else if (segment === "items" || segment === "prefixItems" || segment === "additionalItems" || segment === "contains") {
      if (parts.length > 0) parts[parts.length - 1] += "[]";
      else parts.push("[]");
      if (segment === "prefixItems" && i + 1 < segments.length) i++;
    }
  }
  return parts.join(".");
}
function forEachParameter(schema, visit) {
  walkSchema(schema, INPUT_SCHEMA_POINTER, (node) => {
    if (node.propertyName === void 0) return;
    const relative = node.pointer.slice(INPUT_SCHEMA_POINTER.length);
    visit({
      name: node.propertyName,
      path: readablePath(relative),
      schema: node.schema,
      pointer: node.pointer,
      parentPointer: node.pointer.slice(0, node.pointer.lastIndexOf("/properties/"))
    });
  });
}
function typesOf(schema) {
  const type = schema.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string");
  return [];
}

// src/lint/rules/definition/broad-capability.ts
var DEFAULT_BROAD_PARAMETER_NAMES = [
  "command",
  "cmd",
  "commandLine",
  "shellCommand",
  "shell",
  "bash",
  "powershell",
  "script",
  "code",
  "sourceCode",
  "javascript",
  "python",
  "sql",
  "sqlQuery",
  "rawSql",
  "query_sql",
  "exec",
  "eval",
  "expression_to_eval"
];
function normalize(name) {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}
var rule3 = {
  id: "broad-capability",
  meta: {
    description: 'flags "run anything" tools: a free-string command, SQL, code or script parameter',
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      broad: 'Parameter "{{path}}" takes free text the tool runs ("run anything"), which gives a model (or a prompt injection) the whole backend. Offer narrow operations with typed parameters instead (e.g. list_tables, get_row(id)); if it must stay, restrict it with an enum or pattern.'
    },
    optionsSchema: {
      type: "object",
      properties: {
        parameterNames: { type: "array", items: { type: "string" }, description: 'parameter names that mean "run this" (compared ignoring case, "_" and "-")' }
      },
      additionalProperties: false
    },
    defaultOptions: { parameterNames: DEFAULT_BROAD_PARAMETER_NAMES }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const names = new Set((context.options.parameterNames ?? DEFAULT_BROAD_PARAMETER_NAMES).map(normalize));
    forEachParameter(schema, (parameter) => {
      if (!names.has(normalize(parameter.name))) return;
      const s = parameter.schema;
      if (!typesOf(s).includes("string") || "enum" in s || "const" in s || "pattern" in s) return;
      context.report({ messageId: "broad", pointer: parameter.pointer, data: { path: parameter.path } });
    });
  }
};
var broad_capability_default = rule3;

// src/lint/rules/definition/support/words.ts
function nameWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word.toLowerCase());
}
var DESTRUCTIVE_NAME_VERBS = /* @__PURE__ */ new Set([
  "delete",
  "del",
  "remove",
  "rm",
  "drop",
  "destroy",
  "purge",
  "erase",
  "truncate",
  "overwrite",
  "wipe",
  "kill",
  "terminate",
  "revoke",
  "uninstall",
  "unlink",
  "discard",
  "evict",
  "shred",
  "obliterate",
  "nuke"
]);
var DESTRUCTIVE_OPENING = /^(?:this tool\s+|tool (?:to|that)\s+|use (?:this )?to\s+|(?:permanently|irreversibly|forcefully|recursively|completely)\s+)?(delet|remov|drop|destroy|purg|eras|truncat|overwrit|wip|kill|terminat|revok|uninstall|unlink|discard|evict|shred)(?:e|es|s|ed|ing)?\b/i;
function destructiveEvidence(name, description) {
  if (typeof name === "string") {
    const word = nameWords(name).find((w) => DESTRUCTIVE_NAME_VERBS.has(w));
    if (word) return { where: "name", word };
  }
  if (typeof description === "string") {
    const match = DESTRUCTIVE_OPENING.exec(description.trim());
    if (match) return { where: "description", word: match[0].split(/\s+/).pop() };
  }
  return void 0;
}
var CONSEQUENCE_WORDS = /\b(?:delet|remov|overwrit|replac|edit|modif|updat|mov(?:e|es|ed|ing)\b|renam|eras|destr|drop|purg|wip(?:e|es|ed|ing)\b|truncat|reset|clear|kill|terminat|cancel|revok|uninstall|unlink|discard|evict|shred|permanent|irreversib|irrecoverab|unrecoverab|undo|undone|cannot be recovered|destructive|write|writes|writing)/i;

// src/lint/rules/definition/dangerous-tool-described.ts
var rule4 = {
  id: "dangerous-tool-described",
  meta: {
    description: "destructive tools should say in their description what they delete or overwrite",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      notSaid: "The tool is destructive ({{why}}), but its description does not say what it deletes, overwrites or changes. Models read the description, not the annotations: say what is lost and whether it can be undone."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isNonEmptyString(definition.description)) return;
    const annotations = isObject(definition.annotations) ? definition.annotations : {};
    if (annotations.readOnlyHint === true || annotations.destructiveHint === false) return;
    let why;
    if (annotations.destructiveHint === true) why = "destructiveHint: true";
    else {
      const evidence = destructiveEvidence(definition.name, void 0);
      if (evidence) why = `its name says "${evidence.word}"`;
    }
    if (why && !CONSEQUENCE_WORDS.test(definition.description)) {
      context.report({ messageId: "notSaid", pointer: "/description", data: { why } });
    }
  }
};
var dangerous_tool_described_default = rule4;

// src/lint/rules/definition/description-quality.ts
var rule5 = {
  id: "description-quality",
  meta: {
    description: "descriptions should say more than the name, and not be so long that they cost tokens on every request",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      repeatsName: "The description {{description}} only repeats the tool name. Say what the tool does, when to use it, and what it returns.",
      tooShort: "The description {{description}} is {{length}} characters long (minimum {{min}}). Say what the tool does, when to use it, and what it returns.",
      tooLong: "The description is {{length}} characters long (about {{tokens}} tokens, maximum {{max}} characters), paid for on every request that lists tools. Move parameter details into parameter descriptions and trim the rest."
    },
    optionsSchema: {
      type: "object",
      properties: {
        minLength: { type: "integer", minimum: 0, description: "shortest acceptable description, in characters" },
        maxLength: { type: "integer", minimum: 1, description: "longest acceptable description, in characters" }
      },
      additionalProperties: false
    },
    defaultOptions: { minLength: 20, maxLength: 2e3 }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.description !== "string") return;
    const text = definition.description.trim();
    if (text === "") return;
    const min = Number(context.options.minLength ?? 20);
    const max = Number(context.options.maxLength ?? 2e3);
    const words = nameWords(text).join(" ");
    const repeats = typeof definition.name === "string" && words === nameWords(definition.name).join(" ");
    if (repeats) context.report({ messageId: "repeatsName", pointer: "/description", data: { description: quote(text) } });
    else if (text.length < min) {
      context.report({ messageId: "tooShort", pointer: "/description", data: { description: quote(text), length: text.length, min } });
    } else if (text.length > max) {
      context.report({ messageId: "tooLong", pointer: "/description", data: { length: text.length, tokens: Math.round(text.length / 4), max } });
    }
  }
};
var description_quality_default = rule5;

// src/lint/rules/definition/destructive-hint.ts
var rule6 = {
  id: "destructive-hint",
  meta: {
    description: "tools whose name or description says they delete or overwrite must not be marked read-only or non-destructive",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      markedReadOnly: "The tool's {{where}} says {{word}}, but annotations mark it readOnlyHint: true, so clients may run it without asking. Set readOnlyHint: false and destructiveHint: true, or rename the tool if it really changes nothing.",
      markedNotDestructive: "The tool's {{where}} says {{word}}, but annotations mark it destructiveHint: false (only additive changes). Set destructiveHint: true so clients ask before running it."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if (readOnlyHint !== true && destructiveHint !== false) return;
    const evidence = destructiveEvidence(definition.name, definition.description);
    if (!evidence) return;
    const data = { where: evidence.where, word: quote(evidence.word) };
    if (readOnlyHint === true) context.report({ messageId: "markedReadOnly", pointer: "/annotations/readOnlyHint", data });
    else context.report({ messageId: "markedNotDestructive", pointer: "/annotations/destructiveHint", data });
  }
};
var destructive_hint_default = rule6;

// src/lint/rules/definition/input-schema-required-array.ts
var rule7 = {
  id: "input-schema-required-array",
  meta: {
    description: 'object schemas with properties must say which are required ("required": [] when none are)',
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      missingAtRoot: 'inputSchema has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the parameters the handler needs, or write "required": [] if all are optional.',
      missingNested: 'The object schema at "{{path}}" has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the ones that must be sent, or write "required": [] if all are optional.'
    }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    walkSchema(schema, INPUT_SCHEMA_POINTER, ({ schema: node, pointer }) => {
      if (!isObject(node.properties) || "required" in node) return;
      const entries = Object.entries(node.properties);
      if (entries.length === 0) return;
      if (entries.every(([, property]) => isObject(property) && "default" in property)) return;
      const names = quoteList(entries.map(([name]) => name), 5);
      if (pointer === INPUT_SCHEMA_POINTER) context.report({ messageId: "missingAtRoot", pointer, data: { names } });
      else {
        const path = readablePath(pointer.slice(INPUT_SCHEMA_POINTER.length)) || pointer;
        context.report({ messageId: "missingNested", pointer, data: { names, path } });
      }
    });
  }
};
var input_schema_required_array_default = rule7;

// src/lint/rules/definition/input-schema-root-object.ts
var rule8 = {
  id: "input-schema-root-object",
  meta: {
    description: 'inputSchema must exist, be an object and have "type": "object" at its root',
    defaultLevel: "error",
    scope: "definition",
    messages: {
      missing: 'The tool has no inputSchema. The spec requires one even without parameters, and SDK v1 clients reject the whole tools/list over it. Add {"type": "object", "additionalProperties": false}.',
      notObject: 'inputSchema must be a JSON Schema object, got {{value}}. Use {"type": "object", "properties": {\u2026}}; SDK v1 clients reject the whole tools/list over this tool.',
      typeMissing: 'inputSchema has no "type": "object". Tool arguments are always a JSON object, and SDK v1 clients reject the whole tools/list over this tool. Add "type": "object" at the root.',
      typeNotObject: 'inputSchema has "type": {{value}}, but its root must be "type": "object" because tool arguments are always a JSON object. Wrap the value in an object property.'
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!("inputSchema" in definition)) {
      context.report({ messageId: "missing", pointer: "/inputSchema" });
      return;
    }
    const schema = definition.inputSchema;
    if (!isObject(schema)) {
      context.report({ messageId: "notObject", pointer: "/inputSchema", data: { value: describeValue(schema) } });
      return;
    }
    if (!("type" in schema)) context.report({ messageId: "typeMissing", pointer: "/inputSchema/type" });
    else if (schema.type !== "object") {
      const value = Array.isArray(schema.type) ? JSON.stringify(schema.type).slice(0, 80) : describeValue(schema.type);
      context.report({ messageId: "typeNotObject", pointer: "/inputSchema/type", data: { value } });
    }
  }
};
var input_schema_root_object_default = rule8;

// src/lint/spec/schema-depth.ts
var MAX_SCHEMA_NESTING = 128;
function measureNesting(value, limit = MAX_SCHEMA_NESTING) {
  if (value === null || typeof value !== "object") return 0;
  const seen = /* @__PURE__ */ new Set();
  const stack = [[value, 1]];
  let deepest = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (seen.has(node)) continue;
    seen.add(node);
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

// src/lint/rules/definition/support/schema-document.ts
var SCHEMA_DOCUMENT_MESSAGES = {
  invalid: "{{problem}} ({{dialect}}). Fix it so clients can compile the schema.",
  unsupportedDialect: '{{label}} declares "$schema": {{value}}, a dialect mcp-lint cannot check. Supported: JSON Schema 2020-12 (the MCP default when "$schema" is absent), 2019-09 and draft-07. Remove "$schema" or name one of those.',
  tooDeep: '{{label}} is nested {{depth}} levels deep; mcp-lint validates schemas up to {{max}} levels. Flatten it with "$defs" and "$ref".',
  badPattern: "{{where}} {{value}} is not a valid regular expression ({{reason}}). Fix the pattern.",
  unresolvedRef: '"$ref": {{value}} does not resolve inside {{label}}, so clients that compile the schema fail. Fix the reference or add the definition it names.'
};
function checkSchemaDocument(schema, pointer, label) {
  const nesting = measureNesting(schema);
  if (nesting > MAX_SCHEMA_NESTING) {
    return [{ messageId: "tooDeep", pointer, data: { label, depth: measureNesting(schema, Infinity), max: MAX_SCHEMA_NESTING } }];
  }
  const choice = chooseDialect(schema);
  if ("unsupported" in choice) {
    return [{ messageId: "unsupportedDialect", pointer: joinPointer(pointer, "$schema"), data: { label, value: quote(choice.unsupported) } }];
  }
  const findings = [];
  const dialect = DIALECT_NAMES[choice.dialect];
  for (const problem of describeAjvErrors(metaValidate(choice.dialect, schema), schema, label)) {
    findings.push({ messageId: "invalid", pointer: pointer + problem.pointer, data: { problem: problem.message, dialect } });
  }
  findings.push(...checkPatternsAndRefs(schema, pointer, label));
  return findings;
}
function regexError(source) {
  if (formats_default.regex(source)) return void 0;
  try {
    new RegExp(source, "u");
  } catch (error) {
    return error.message.replace(/^Invalid regular expression: /, "");
  }
  return "invalid";
}
function checkPatternsAndRefs(schema, pointer, label) {
  const findings = [];
  const anchors = /* @__PURE__ */ new Set();
  const refs = [];
  let nestedId = false;
  walkSchema(schema, "", (node) => {
    const s = node.schema;
    if (node.depth > 0 && typeof s.$id === "string") nestedId = true;
    for (const key of ["$anchor", "$dynamicAnchor"]) if (typeof s[key] === "string") anchors.add(s[key]);
    if (typeof s.$ref === "string") refs.push({ value: s.$ref, pointer: node.pointer });
    if (typeof s.pattern === "string") {
      const reason = regexError(s.pattern);
      if (reason) {
        findings.push({
          messageId: "badPattern",
          pointer: pointer + joinPointer(node.pointer, "pattern"),
          data: { where: pointerLabel(label, joinPointer(node.pointer, "pattern"), schema), value: quote(s.pattern), reason }
        });
      }
    }
    if (isObject(s.patternProperties)) {
      for (const key of Object.keys(s.patternProperties)) {
        const reason = regexError(key);
        if (reason) {
          findings.push({
            messageId: "badPattern",
            pointer: pointer + joinPointer(node.pointer, "patternProperties", key),
            data: { where: `The patternProperties key in ${pointerLabel(label, node.pointer, schema)}`, value: quote(key), reason }
          });
        }
      }
    }
  });
  if (nestedId) return findings;
  for (const ref of refs) {
    if (!ref.value.startsWith("#") || resolvesLocally(schema, ref.value, anchors)) continue;
    findings.push({ messageId: "unresolvedRef", pointer: pointer + joinPointer(ref.pointer, "$ref"), data: { value: quote(ref.value), label } });
  }
  return findings;
}
function resolvesLocally(schema, ref, anchors) {
  return resolveLocalRef(schema, ref, anchors) !== void 0;
}
function resolveLocalRef(schema, ref, anchors) {
  const fragment = ref.slice(1);
  if (fragment === "") return schema;
  let decoded;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return void 0;
  }
  if (decoded.startsWith("/")) return getAtPointer(schema, decoded);
  if (anchors && anchors.has(decoded)) return true;
  return findAnchor(schema, decoded);
}
function findAnchor(schema, anchor) {
  let found;
  walkSchema(schema, "", (node) => {
    if (found === void 0 && (node.schema.$anchor === anchor || node.schema.$dynamicAnchor === anchor)) found = node.schema;
  });
  return found;
}

// src/lint/rules/definition/input-schema-valid.ts
var rule9 = {
  id: "input-schema-valid",
  meta: {
    description: 'inputSchema must be a valid JSON Schema for its dialect (2020-12 unless "$schema" says otherwise)',
    defaultLevel: "error",
    scope: "definition",
    messages: { ...SCHEMA_DOCUMENT_MESSAGES }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    for (const finding of checkSchemaDocument(schema, "/inputSchema", "inputSchema")) context.report(finding);
  }
};
var input_schema_valid_default = rule9;

// src/lint/rules/definition/no-parameters-closed.ts
var SHAPING = [
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "propertyNames",
  "maxProperties",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "$ref",
  "$dynamicRef",
  "dependentSchemas",
  "dependentRequired",
  "required"
];
var rule10 = {
  id: "no-parameters-closed",
  meta: {
    description: 'tools without parameters should close their inputSchema with "additionalProperties": false',
    defaultLevel: "info",
    scope: "definition",
    messages: {
      open: 'The tool takes no parameters, but its inputSchema accepts any object. Add "additionalProperties": false so only {} is accepted, as the spec recommends.'
    }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || schema.type !== "object") return;
    if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return;
    if ("properties" in schema && !isObject(schema.properties)) return;
    if (SHAPING.some((key) => key in schema)) return;
    context.report({ messageId: "open", pointer: "/inputSchema" });
  }
};
var no_parameters_closed_default = rule10;

// src/lint/rules/definition/output-schema-valid.ts
var rule11 = {
  id: "output-schema-valid",
  meta: {
    description: "outputSchema must be a valid JSON Schema for its dialect, with an object root under spec 2025-11-25",
    defaultLevel: "error",
    scope: "definition",
    messages: {
      ...SCHEMA_DOCUMENT_MESSAGES,
      notObject: 'outputSchema must be a JSON Schema object, got {{value}}. Describe structuredContent with {"type": "object", "properties": {\u2026}} or remove outputSchema.',
      rootTypeMissing: 'outputSchema has no "type": "object". Under MCP 2025-11-25 structuredContent is always an object, and SDK v1 clients reject the whole tools/list over this tool. Add "type": "object" at the root.',
      rootNotObject: 'outputSchema has "type": {{value}}, but under MCP 2025-11-25 its root must be "type": "object" (structuredContent is an object). Wrap the value, e.g. {"type": "object", "properties": {"result": \u2026}, "required": ["result"]}.'
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !("outputSchema" in definition) || definition.outputSchema === void 0) return;
    const schema = definition.outputSchema;
    if (!isObject(schema)) {
      context.report({ messageId: "notObject", pointer: "/outputSchema", data: { value: describeValue(schema) } });
      return;
    }
    if (context.spec === "2025-11-25") {
      if (!("type" in schema)) context.report({ messageId: "rootTypeMissing", pointer: "/outputSchema/type" });
      else if (schema.type !== "object") {
        const value = Array.isArray(schema.type) ? JSON.stringify(schema.type).slice(0, 80) : describeValue(schema.type);
        context.report({ messageId: "rootNotObject", pointer: "/outputSchema/type", data: { value } });
      }
    }
    for (const finding of checkSchemaDocument(schema, "/outputSchema", "outputSchema")) context.report(finding);
  }
};
var output_schema_valid_default = rule11;

// src/lint/rules/definition/property-description.ts
function hasDescription(schema, root) {
  if (isNonEmptyString(schema.description)) return true;
  const refs = [schema.$ref];
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject(schema.allOf[0])) refs.push(schema.allOf[0].$ref);
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) if (isObject(branch)) refs.push(branch.$ref);
    }
  }
  for (const ref of refs) {
    if (typeof ref !== "string" || !ref.startsWith("#")) continue;
    const target = resolveLocalRef(root, ref);
    if (isObject(target) && isNonEmptyString(target.description)) return true;
  }
  return false;
}
var rule12 = {
  id: "property-description",
  meta: {
    description: "every parameter, at any depth, needs a non-empty description",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      missing: 'Parameter "{{path}}" has no description, so a model has only its name to go on. Say what it is for, its format and an example value.',
      titleOnly: 'Parameter "{{path}}" has a title ({{title}}) but no description; models read the description. Add a "description" saying what it is for, its format and an example value.'
    }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    forEachParameter(schema, (parameter) => {
      if ("const" in parameter.schema || hasDescription(parameter.schema, schema)) return;
      if (isNonEmptyString(parameter.schema.title)) {
        context.report({ messageId: "titleOnly", pointer: parameter.pointer, data: { path: parameter.path, title: JSON.stringify(parameter.schema.title) } });
      } else context.report({ messageId: "missing", pointer: parameter.pointer, data: { path: parameter.path } });
    });
  }
};
var property_description_default = rule12;

// src/lint/rules/definition/required-property-exists.ts
var COMPOSITION_ARRAYS = /* @__PURE__ */ new Set(["allOf", "anyOf", "oneOf"]);
var COMPOSITION_SINGLE = /* @__PURE__ */ new Set(["if", "then", "else", "not"]);
function compositionParent(pointer) {
  const segments = parsePointer(pointer);
  const last = segments[segments.length - 1];
  const before = segments[segments.length - 2];
  if (last !== void 0 && COMPOSITION_SINGLE.has(last)) return pointer.slice(0, pointer.lastIndexOf("/"));
  if (before !== void 0 && /^\d+$/.test(last ?? "") && COMPOSITION_ARRAYS.has(before)) {
    const cut = pointer.lastIndexOf("/", pointer.lastIndexOf("/") - 1);
    return pointer.slice(0, cut);
  }
  if (before === "dependentSchemas") return pointer.slice(0, pointer.lastIndexOf("/", pointer.lastIndexOf("/") - 1));
  return void 0;
}
function addProperties(schema, known, root, hops = 0) {
  if (isObject(schema.properties)) {
    known.declared = true;
    for (const name of Object.keys(schema.properties)) known.names.add(name);
  }
  if (isObject(schema.patternProperties)) {
    for (const source of Object.keys(schema.patternProperties)) {
      try {
        known.patterns.push(new RegExp(source, "u"));
      } catch {
        known.opaque = true;
      }
    }
  }
  if (typeof schema.$ref === "string") {
    const target = schema.$ref.startsWith("#") && hops < 8 ? resolveLocalRef(root, schema.$ref) : void 0;
    if (isObject(target)) addProperties(target, known, root, hops + 1);
    else known.opaque = true;
  }
  for (const key of COMPOSITION_ARRAYS) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) if (isObject(branch) && hops < 8) addProperties(branch, known, root, hops + 1);
    }
  }
}
function check(root, rootPointer, report) {
  const byPointer = /* @__PURE__ */ new Map();
  walkSchema(root, rootPointer, (node) => byPointer.set(node.pointer, node.schema));
  for (const [pointer, schema] of byPointer) {
    if (!Array.isArray(schema.required) || schema.required.length === 0) continue;
    const known = { names: /* @__PURE__ */ new Set(), declared: false, patterns: [], opaque: false };
    addProperties(schema, known, root);
    for (let parent = compositionParent(pointer); parent !== void 0; parent = compositionParent(parent)) {
      const owner = byPointer.get(parent);
      if (!owner) break;
      addProperties(owner, known, root);
    }
    if (!known.declared || known.opaque) continue;
    schema.required.forEach((name, index) => {
      if (typeof name !== "string" || known.names.has(name)) return;
      if (known.patterns.some((pattern) => pattern.test(name))) return;
      report(joinPointer(pointer, "required", index), name, [...known.names]);
    });
  }
}
var rule13 = {
  id: "required-property-exists",
  meta: {
    description: '"required" may only name properties declared in "properties"',
    defaultLevel: "error",
    scope: "definition",
    messages: {
      unknown: '"required" lists {{name}}, which is not in "properties" ({{known}}). Fix the name or declare the property.'
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    for (const key of ["inputSchema", "outputSchema"]) {
      const schema = definition[key];
      if (!isObject(schema)) continue;
      check(
        schema,
        "/" + key,
        (pointer, name, known) => context.report({ messageId: "unknown", pointer, data: { name: quote(name), known: known.length ? quoteList(known, 6) : "none" } })
      );
    }
  }
};
var required_property_exists_default = rule13;

// src/lint/rules/definition/schema-portability.ts
var SINGLE2 = ["items", "contains", "not", "if", "then", "else", "propertyNames"];
var ARRAY2 = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
var MAP2 = ["properties", "$defs", "definitions", "dependentSchemas", "patternProperties"];
var TYPED_BY = ["type", "enum", "const", "$ref", "$dynamicRef", "anyOf", "oneOf", "allOf", "not"];
function optionsOf(context) {
  const o = context.options;
  return {
    booleanSchemas: o.booleanSchemas !== false,
    typeArrays: o.typeArrays !== false,
    untypedParameters: o.untypedParameters !== false,
    remoteRefs: o.remoteRefs !== false,
    nonObjectOutput: o.nonObjectOutput !== false
  };
}
function booleanChildren(schema, pointer) {
  const found = [];
  for (const key of SINGLE2) if (typeof schema[key] === "boolean") found.push({ pointer: joinPointer(pointer, key), value: schema[key] });
  for (const key of ARRAY2) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, i) => typeof item === "boolean" && found.push({ pointer: joinPointer(pointer, key, i), value: item }));
  }
  for (const key of MAP2) {
    const map = schema[key];
    if (isObject(map)) {
      for (const [name, sub] of Object.entries(map)) if (typeof sub === "boolean") found.push({ pointer: joinPointer(pointer, key, name), value: sub });
    }
  }
  return found;
}
function collectIds(root) {
  const ids = /* @__PURE__ */ new Set();
  walkSchema(root, "", ({ schema }) => {
    if (typeof schema.$id === "string") ids.add(schema.$id.replace(/#$/, ""));
  });
  return ids;
}
function checkSchema(root, key, context, options) {
  const base = "/" + key;
  const ids = options.remoteRefs ? collectIds(root) : /* @__PURE__ */ new Set();
  const label = (pointer) => pointerLabel(key, pointer.slice(base.length), root);
  walkSchema(root, base, (node) => {
    const s = node.schema;
    if (options.booleanSchemas) {
      for (const child of booleanChildren(s, node.pointer)) {
        if (context.spec === "2025-11-25" && node.depth === 0 && child.pointer.startsWith(joinPointer(base, "properties") + "/")) continue;
        context.report({ messageId: "booleanSchema", pointer: child.pointer, data: { where: label(child.pointer), value: String(child.value) } });
      }
    }
    if (options.typeArrays && Array.isArray(s.type) && s.type.filter((t) => t !== "null").length > 1) {
      context.report({ messageId: "typeArray", pointer: joinPointer(node.pointer, "type"), data: { where: label(node.pointer) || key, value: JSON.stringify(s.type).slice(0, 80) } });
    }
    if (options.untypedParameters && key === "inputSchema" && node.propertyName !== void 0 && !TYPED_BY.some((k) => k in s)) {
      context.report({ messageId: "untyped", pointer: node.pointer, data: { path: readablePath(node.pointer.slice(base.length)) } });
    }
    if (options.remoteRefs) {
      for (const refKey of ["$ref", "$dynamicRef"]) {
        const ref = s[refKey];
        if (typeof ref !== "string" || ref.startsWith("#")) continue;
        if (ids.has(ref.replace(/#.*$/, ""))) continue;
        context.report({ messageId: "remoteRef", pointer: joinPointer(node.pointer, refKey), data: { key: refKey, value: quote(ref) } });
      }
    }
  });
}
var rule14 = {
  id: "schema-portability",
  meta: {
    description: "flags valid schemas that some clients cannot use: boolean subschemas, type arrays, untyped parameters, network $refs, non-object outputSchema",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      booleanSchema: '{{where}} is the boolean schema {{value}}; some clients and model APIs accept only object schemas. Write {} instead of true, or {"not": {}} instead of false.',
      typeArray: '{{where}} has "type": {{value}}; some clients and model APIs accept only one type (plus "null"). Use "anyOf" for the alternatives, e.g. {"anyOf": [{"type": "string"}, {"type": "number"}]}.',
      untyped: 'Parameter "{{path}}" has no "type", so a model must guess what to send, and some clients reject untyped schemas. Add a "type" (or an "enum").',
      remoteRef: '"{{key}}": {{value}} points outside the schema. Clients must not fetch network references, so this part cannot be resolved. Copy the definition under "$defs" and refer to it as "#/$defs/\u2026".',
      nonObjectOutput: 'outputSchema has "type": {{value}}. MCP 2026-07-28 allows that, but SDK v1 clients (and every 2025-11-25 client) reject the whole tools/list over a non-object outputSchema. Wrap the value in an object property if older clients matter.'
    },
    optionsSchema: {
      type: "object",
      properties: {
        booleanSchemas: { type: "boolean" },
        typeArrays: { type: "boolean" },
        untypedParameters: { type: "boolean" },
        remoteRefs: { type: "boolean" },
        nonObjectOutput: { type: "boolean" }
      },
      additionalProperties: false
    },
    defaultOptions: { booleanSchemas: true, typeArrays: true, untypedParameters: true, remoteRefs: true, nonObjectOutput: true }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const options = optionsOf(context);
    if (isObject(definition.inputSchema)) checkSchema(definition.inputSchema, "inputSchema", context, options);
    const output = definition.outputSchema;
    if (isObject(output)) {
      checkSchema(output, "outputSchema", context, options);
      if (options.nonObjectOutput && context.spec !== "2025-11-25" && output.type !== "object") {
        const value = "type" in output ? Array.isArray(output.type) ? JSON.stringify(output.type).slice(0, 80) : describeValue(output.type) : "absent";
        context.report({ messageId: "nonObjectOutput", pointer: "/outputSchema/type", data: { value } });
      }
    }
  }
};
var schema_portability_default = rule14;

// src/lint/rules/definition/string-bounds.ts
var BOUNDS = ["maxLength", "enum", "const", "pattern", "format"];
var rule15 = {
  id: "string-bounds",
  meta: {
    description: "string parameters should be bounded by maxLength, enum, pattern or format",
    defaultLevel: "off",
    scope: "definition",
    messages: {
      unbounded: 'Parameter "{{path}}" is a free string with no maxLength, enum, pattern or format. Bound it (e.g. "maxLength": 200, or an enum of the accepted values).'
    },
    optionsSchema: {
      type: "object",
      properties: { ignore: { type: "array", items: { type: "string" }, description: "parameter names or dotted paths not to check" } },
      additionalProperties: false
    },
    defaultOptions: { ignore: [] }
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const ignore = new Set(context.options.ignore ?? []);
    forEachParameter(schema, (parameter) => {
      if (ignore.has(parameter.name) || ignore.has(parameter.path)) return;
      if (!typesOf(parameter.schema).includes("string")) return;
      if (BOUNDS.some((key) => key in parameter.schema)) return;
      context.report({ messageId: "unbounded", pointer: parameter.pointer, data: { path: parameter.path } });
    });
  }
};
var string_bounds_default = rule15;

// src/lint/spec/mcp-validators.ts
var VALIDATORS = {
  "2025-11-25": mcp_2025_11_25_exports,
  "2026-07-28": mcp_2026_07_28_exports
};
function run(validate, value) {
  return validate(value) ? [] : [...validate.errors ?? []];
}
function validateTool(spec, value) {
  return run(VALIDATORS[spec].tool, value);
}

// src/lint/rules/definition/tool-definition-valid.ts
var PROPERTY_SCHEMA = /^\/(inputSchema|outputSchema)\/properties\/[^/]+$/;
function ownedByAnotherRule(error, definition) {
  const path = error.instancePath;
  if (error.keyword === "required" && path === "" && error.params.missingProperty === "inputSchema") return true;
  if (!/^\/(inputSchema|outputSchema)(\/|$)/.test(path)) return false;
  return !(PROPERTY_SCHEMA.test(path) && typeof getAtPointer(definition, path) === "boolean");
}
var rule16 = {
  id: "tool-definition-valid",
  meta: {
    description: "the definition must match the MCP Tool schema of the chosen spec version",
    defaultLevel: "error",
    scope: "definition",
    messages: {
      notObject: 'A tool definition must be a JSON object, got {{value}}. Write {"name": \u2026, "description": \u2026, "inputSchema": {\u2026}}.',
      invalid: "{{problem}}. Fix the definition to match the MCP {{spec}} Tool schema.",
      booleanPropertySchema: '{{where}} is the boolean schema {{value}}, but MCP 2025-11-25 types every property schema as an object, so strict clients reject this tool. Write {} instead of true, or {"not": {}} instead of false.'
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) {
      context.report({ messageId: "notObject", pointer: "", data: { value: describeValue(definition) } });
      return;
    }
    const errors = validateTool(context.spec, definition).filter((error) => !ownedByAnotherRule(error, definition));
    for (const problem of describeAjvErrors(errors, definition, "", "The tool")) {
      const value = getAtPointer(definition, problem.pointer);
      if (typeof value === "boolean" && PROPERTY_SCHEMA.test(problem.pointer)) {
        context.report({
          messageId: "booleanPropertySchema",
          pointer: problem.pointer,
          data: { where: pointerLabel("", problem.pointer, definition), value: String(value) }
        });
      } else context.report({ messageId: "invalid", pointer: problem.pointer, data: { problem: problem.message, spec: context.spec } });
    }
  }
};
var tool_definition_valid_default = rule16;

// src/lint/rules/definition/tool-description.ts
var rule17 = {
  id: "tool-description",
  meta: {
    description: "every tool needs a non-empty description",
    defaultLevel: "error",
    scope: "definition",
    messages: {
      missing: "The tool has no description, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns.",
      empty: "The tool's description is empty, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!("description" in definition) || definition.description === void 0) {
      context.report({ messageId: "missing", pointer: "/description" });
    } else if (typeof definition.description === "string" && definition.description.trim() === "") {
      context.report({ messageId: "empty", pointer: "/description" });
    }
  }
};
var tool_description_default = rule17;

// src/lint/rules/definition/tool-name-format.ts
var ALLOWED = /^[A-Za-z0-9_.-]$/;
var MAX_LENGTH = 128;
var rule18 = {
  id: "tool-name-format",
  meta: {
    description: "tool names should be 1\u2013128 characters of A-Z a-z 0-9 _ - .",
    defaultLevel: "warning",
    scope: "definition",
    messages: {
      empty: 'The tool name is empty. Give it a name of 1\u2013128 characters from A-Z a-z 0-9 _ - . (e.g. "search_docs").',
      tooLong: "The tool name is {{length}} characters long; the spec allows at most 128. Shorten it.",
      badCharacters: "Tool name {{name}} contains {{characters}}; use only A-Z a-z 0-9 _ - . (e.g. {{suggestion}}). Some clients and model APIs reject other characters."
    }
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.name !== "string") return;
    const name = definition.name;
    if (name.length === 0) {
      context.report({ messageId: "empty", pointer: "/name" });
      return;
    }
    const bad = [...new Set([...name].filter((ch) => !ALLOWED.test(ch)))];
    if (bad.length > 0) {
      const characters = quoteList(bad.map((ch) => ch === " " ? "space" : ch));
      const suggestion = quote(name.replace(/[^A-Za-z0-9_.-]+/g, "_").replace(/^_+|_+$/g, "").slice(0, MAX_LENGTH) || "tool_name");
      context.report({ messageId: "badCharacters", pointer: "/name", data: { name: quote(name), characters, suggestion } });
    }
    if (name.length > MAX_LENGTH) context.report({ messageId: "tooLong", pointer: "/name", data: { length: name.length } });
  }
};
var tool_name_format_default = rule18;

// src/lint/rules/definition/tool-name-unique.ts
function place(documentPointer, index) {
  return documentPointer === "" ? `tool #${index + 1}` : `tool #${index + 1} (${documentPointer})`;
}
var rule19 = {
  id: "tool-name-unique",
  meta: {
    description: "no two tools of one server may share a name",
    defaultLevel: "error",
    scope: "definition",
    messages: {
      duplicate: "Tool name {{name}} is already used by {{first}}; clients keep only one of them. Rename one, or merge the two tools."
    }
  },
  checkSource(tools, context) {
    const firstIndex = /* @__PURE__ */ new Map();
    tools.forEach((tool, index) => {
      const name = toolNameOf(tool.definition);
      if (name === void 0) return;
      const first = firstIndex.get(name);
      if (first === void 0) {
        firstIndex.set(name, index);
        return;
      }
      context.report({
        messageId: "duplicate",
        pointer: "/name",
        tool,
        data: { name: quote(name), first: place(tools[first].documentPointer, first) }
      });
    });
  }
};
var tool_name_unique_default = rule19;

// src/lint/rules/definition/index.ts
var definitionRules = [
  tool_definition_valid_default,
  input_schema_root_object_default,
  input_schema_valid_default,
  output_schema_valid_default,
  required_property_exists_default,
  tool_name_format_default,
  tool_name_unique_default,
  annotations_consistent_default,
  tool_description_default,
  property_description_default,
  input_schema_required_array_default,
  annotations_present_default,
  destructive_hint_default,
  dangerous_tool_described_default,
  no_parameters_closed_default,
  string_bounds_default,
  broad_capability_default,
  description_quality_default,
  schema_portability_default
];

// src/lint/rules/source/support.ts
function toolLabel(tool) {
  return toolNameOf(tool.definition) ?? "(unnamed)";
}
function sdkHandler(tool) {
  const handler = tool.handler;
  if (!handler) return void 0;
  return handler.framework === "sdk-v1" || handler.framework === "sdk-v2" || handler.framework === "sdk-lowlevel" ? handler : void 0;
}
var LINT_LIVE_HINT = 'lint the running server for a complete check (mcp-lint --stdio "node build/index.js")';

// src/lint/rules/live/probe-facts.ts
function probesOf(tool, context, purpose) {
  const index = context.source.tools.indexOf(tool);
  return (context.source.probes ?? []).filter((p) => p.toolIndex === index && (purpose === void 0 || p.purpose === purpose));
}
function toolLabel2(tool) {
  return toolNameOf(tool.definition) ?? "(unnamed)";
}
function argumentsText(probe) {
  const text = JSON.stringify(probe.arguments);
  return text.length > 120 ? text.slice(0, 120) + "\u2026" : text;
}
function shortText(text, max = 200) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? oneLine.slice(0, max) + "\u2026" : oneLine;
}
function errorResultText(answer) {
  if (answer.kind !== "result" || !isObject(answer.result) || answer.result.isError !== true) return "";
  const content = answer.result.content;
  if (!Array.isArray(content)) return "";
  const block = content.find((b) => isObject(b) && b.type === "text" && typeof b.text === "string");
  return block?.text ?? "";
}
function sdkRejectedResult(answer) {
  return answer.kind === "error" && answer.code === -32602 && /Invalid tools\/call result/i.test(answer.message);
}
function bareStringEvidence(answer) {
  if (answer.kind === "result" && typeof answer.result === "string") return `the result was the string ${JSON.stringify(shortText(answer.result, 80))}`;
  if (sdkRejectedResult(answer) && answer.kind === "error" && /expected object, received string/i.test(answer.message)) {
    return 'the SDK refused the return value with JSON-RPC error -32602 "Invalid tools/call result: expected object, received string"';
  }
  return void 0;
}
var SDK_OUTPUT_VALIDATION = /Output validation error:/;
var SDK_NO_STRUCTURED_CONTENT = /has an output schema but no structured content/i;
function successResult(answer) {
  return answer.kind === "result" && isObject(answer.result) && answer.result.isError !== true ? answer.result : void 0;
}

// src/lint/rules/live/live-findings.ts
function reportLiveBareString(tool, context) {
  for (const probe of probesOf(tool, context, "valid-arguments")) {
    const evidence = bareStringEvidence(probe.answer);
    if (!evidence) continue;
    context.report({ messageId: "liveBareString", pointer: "", data: { tool: toolLabel2(tool), args: argumentsText(probe), evidence } });
    return;
  }
}
function reportLiveMissingStructuredContent(tool, context) {
  if (!isObject(tool.definition) || tool.definition.outputSchema === void 0) return;
  for (const probe of probesOf(tool, context, "valid-arguments")) {
    const data = { tool: toolLabel2(tool), args: argumentsText(probe) };
    const result = successResult(probe.answer);
    if (result && result.structuredContent === void 0) {
      context.report({ messageId: "liveMissing", pointer: "/outputSchema", data: { ...data, how: "a result without structuredContent" } });
      return;
    }
    if (SDK_NO_STRUCTURED_CONTENT.test(errorResultText(probe.answer))) {
      context.report({ messageId: "liveMissing", pointer: "/outputSchema", data: { ...data, how: `the SDK's error result "Output validation error: \u2026 has an output schema but no structured content was provided"` } });
      return;
    }
  }
}

// src/lint/rules/source/handler-returns-bare-string.ts
var rule20 = {
  id: "handler-returns-bare-string",
  meta: {
    description: "SDK tool handlers must return a CallToolResult, not a string",
    defaultLevel: "error",
    scope: "source",
    // Live probes (--probe) see the same bug on the wire: one rule id for both.
    extraScopes: ["live"],
    messages: {
      bareString: 'Tool "{{tool}}" handler returns a bare string (`{{text}}`). The MCP SDK rejects it with JSON-RPC error -32602 and the model never sees the text. Return `{ content: [{ type: "text", text }] }` instead.',
      liveBareString: 'Calling "{{tool}}" with {{args}}: {{evidence}}. The handler returns a bare string; the model never sees the text. Return `{ content: [{ type: "text", text }] }` instead.'
    }
  },
  checkTool(tool, context) {
    if (context.source.kind === "live") return reportLiveBareString(tool, context);
    const handler = sdkHandler(tool);
    if (!handler) return;
    for (const value of handler.returns) {
      if (value.kind !== "bare-string") continue;
      context.report({ messageId: "bareString", pointer: "", range: value.range, data: { tool: toolLabel(tool), text: value.text } });
    }
  }
};
var handler_returns_bare_string_default = rule20;

// src/lint/rules/source/handler-returns-result.ts
var rule21 = {
  id: "handler-returns-result",
  meta: {
    description: "SDK tool handlers must return an object with a `content` array",
    defaultLevel: "error",
    scope: "source",
    messages: {
      notResult: 'Tool "{{tool}}" handler returns `{{text}}`, which is not a CallToolResult (no `content` array), so the model gets an error or an empty result. Return `{ content: [{ type: "text", text: \u2026 }] }`, with `structuredContent` for data.'
    }
  },
  checkTool(tool, context) {
    const handler = sdkHandler(tool);
    if (!handler) return;
    for (const value of handler.returns) {
      if (value.kind !== "not-result") continue;
      context.report({ messageId: "notResult", pointer: "", range: value.range, data: { tool: toolLabel(tool), text: value.text } });
    }
  }
};
var handler_returns_result_default = rule21;

// src/lint/rules/source/json-schema-in-zod-api.ts
var rule22 = {
  id: "json-schema-in-zod-api",
  meta: {
    description: "no plain JSON Schema objects where the SDK expects zod",
    defaultLevel: "error",
    scope: "source",
    messages: {
      throws: 'Tool "{{tool}}" passes a plain JSON Schema to {{api}}, which expects zod: the SDK throws at registration ("expected a Zod schema \u2026 unrecognized object"). Write the parameters as zod (`{ city: z.string().describe("\u2026") }`), or publish JSON Schema through the low-level Server (or `fromJsonSchema()` in SDK v2).',
      annotations: 'Tool "{{tool}}" passes a plain JSON Schema to {{api}}, which expects zod: the SDK silently takes this object as annotations and publishes an empty input schema. Write the parameters as zod (`{ city: z.string().describe("\u2026") }`).'
    }
  },
  checkTool(tool, context) {
    for (const found of tool.sourceFacts?.jsonSchemaForZod ?? []) {
      context.report({
        messageId: found.outcome === "throws" ? "throws" : "annotations",
        pointer: found.pointer,
        range: found.range,
        data: { tool: toolLabel(tool), api: tool.api === "server.tool" ? "server.tool()" : "registerTool()" }
      });
    }
  }
};
var json_schema_in_zod_api_default = rule22;

// src/lint/rules/source/structured-content-returned.ts
var rule23 = {
  id: "structured-content-returned",
  meta: {
    description: "tools with an outputSchema must return structuredContent on every success path",
    defaultLevel: "error",
    scope: "source",
    // Live probes (--probe) see the same bug on the wire: one rule id for both.
    extraScopes: ["live"],
    messages: {
      missing: 'Tool "{{tool}}" declares an outputSchema but this return (`{{text}}`) has no `structuredContent`; the SDK turns the call into an error. Add `structuredContent` matching the outputSchema (and keep the JSON in a text block for older clients).',
      liveMissing: 'Calling "{{tool}}" with {{args}} returned {{how}}, but the tool declares an outputSchema: the spec says it MUST return structuredContent that conforms. Add `structuredContent` (and keep the JSON in a text block for older clients).'
    }
  },
  checkTool(tool, context) {
    if (context.source.kind === "live") return reportLiveMissingStructuredContent(tool, context);
    const handler = sdkHandler(tool);
    if (!handler || !isObject(tool.definition) || tool.definition.outputSchema === void 0) return;
    for (const value of handler.returns) {
      if (value.kind !== "result" || value.hasStructuredContent !== false || value.isError) continue;
      context.report({ messageId: "missing", pointer: "", range: value.range, data: { tool: toolLabel(tool), text: value.text } });
    }
  }
};
var structured_content_returned_default = rule23;

// src/lint/rules/source/handler-error-result.ts
var rule24 = {
  id: "handler-error-result",
  meta: {
    description: "low-level tools/call handlers should report failures as isError results, not throws",
    defaultLevel: "warning",
    scope: "source",
    messages: {
      thrown: 'Tool "{{tool}}": this throw in a low-level tools/call handler becomes JSON-RPC error -32603, so the model cannot see what went wrong and correct itself. Return `{ content: [{ type: "text", text: message }], isError: true }` instead.'
    }
  },
  checkTool(tool, context) {
    const handler = tool.handler;
    if (!handler || handler.framework !== "sdk-lowlevel") return;
    for (const range of handler.throws ?? []) context.report({ messageId: "thrown", pointer: "", range, data: { tool: toolLabel(tool) } });
  }
};
var handler_error_result_default = rule24;

// src/lint/rules/source/stdio-no-console-log.ts
var rule25 = {
  id: "stdio-no-console-log",
  meta: {
    description: "no stdout writes in a server that uses the stdio transport",
    defaultLevel: "error",
    scope: "source",
    messages: {
      write: "`{{text}}` writes to stdout in a server that uses the stdio transport (line {{line}}); stdout carries only JSON-RPC, so this corrupts the stream. Log with console.error (stderr) instead."
    }
  },
  checkSource(_tools, context) {
    const stdio = context.source.sourceFacts?.stdio;
    if (!stdio) return;
    for (const write of stdio.writes) {
      context.report({ messageId: "write", pointer: "", range: write.range, data: { text: write.text, line: stdio.transport.start.line } });
    }
  }
};
var stdio_no_console_log_default = rule25;

// src/lint/rules/source/deprecated-tool-api.ts
var rule26 = {
  id: "deprecated-tool-api",
  meta: {
    description: "prefer registerTool over the deprecated server.tool(...)",
    defaultLevel: "info",
    scope: "source",
    messages: {
      deprecated: 'Tool "{{tool}}" is registered with the deprecated server.tool(\u2026), which cannot declare a title or outputSchema and is removed in SDK 2. Use server.registerTool(name, { description, inputSchema, annotations }, handler).'
    }
  },
  checkTool(tool, context) {
    if (tool.api === "server.tool") context.report({ messageId: "deprecated", pointer: "", data: { tool: toolLabel(tool) } });
  }
};
var deprecated_tool_api_default = rule26;

// src/lint/rules/source/source-unresolved.ts
var rule27 = {
  id: "source-unresolved",
  meta: {
    description: "reports registrations and definition parts that cannot be read statically",
    defaultLevel: "info",
    scope: "source",
    messages: {
      part: 'Tool "{{tool}}": {{part}} comes from {{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      registration: "{{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}."
    }
  },
  checkTool(tool, context) {
    for (const item of tool.sourceFacts?.unresolved ?? []) {
      context.report({
        messageId: "part",
        pointer: item.pointer,
        range: item.range,
        data: { tool: toolLabel(tool), part: item.pointer === "" ? "the definition" : `\`${item.pointer.slice(1).replace(/\//g, ".")}\``, what: item.what, hint: LINT_LIVE_HINT }
      });
    }
  },
  checkSource(_tools, context) {
    for (const item of context.source.sourceFacts?.unresolved ?? []) {
      context.report({ messageId: "registration", pointer: "", range: item.range, data: { what: item.what, hint: LINT_LIVE_HINT } });
    }
  }
};
var source_unresolved_default = rule27;

// src/lint/rules/source/index.ts
var sourceRules = [
  handler_returns_bare_string_default,
  handler_returns_result_default,
  json_schema_in_zod_api_default,
  structured_content_returned_default,
  handler_error_result_default,
  stdio_no_console_log_default,
  deprecated_tool_api_default,
  source_unresolved_default
];

// src/lint/rules/live/tool-result-valid.ts
var rule28 = {
  id: "tool-result-valid",
  meta: {
    description: "results of probe calls must be valid CallToolResult objects for the spec version",
    defaultLevel: "error",
    scope: "live",
    messages: {
      invalid: 'Calling "{{tool}}" with {{args}} returned a result that is not a valid CallToolResult: {{problem}}. Clients reject it. Return {"content": [{"type": "text", "text": "\u2026"}]} and only the fields the spec defines.',
      notObject: 'Calling "{{tool}}" with {{args}} returned {{value}} as the result, not a CallToolResult object. Return {"content": [{"type": "text", "text": "\u2026"}]}.',
      sdkRejected: `Calling "{{tool}}" with {{args}} failed: the SDK refused the handler's return value ({{message}}). Return a CallToolResult: {"content": [{"type": "text", "text": "\u2026"}]}.`
    }
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context)) {
      const { answer } = probe;
      const data = { tool: toolLabel2(tool), args: argumentsText(probe) };
      if (bareStringEvidence(answer)) continue;
      if (sdkRejectedResult(answer) && answer.kind === "error") {
        context.report({ messageId: "sdkRejected", pointer: "", data: { ...data, message: shortText(answer.message) } });
        return;
      }
      if (answer.kind !== "result") continue;
      if (!isObject(answer.result)) {
        context.report({ messageId: "notObject", pointer: "", data: { ...data, value: shortText(JSON.stringify(answer.result) ?? "undefined", 80) } });
        return;
      }
      const issues = probe.resultIssues ?? [];
      if (issues.length > 0) {
        context.report({ messageId: "invalid", pointer: "", data: { ...data, problem: issues.slice(0, 3).map((i) => i.message).join("; ") } });
        return;
      }
    }
  }
};
var tool_result_valid_default = rule28;

// src/lint/rules/live/tool-call-completes.ts
var rule29 = {
  id: "tool-call-completes",
  meta: {
    description: "a probe call with valid arguments must be answered, without hanging or ending the server",
    defaultLevel: "error",
    scope: "live",
    messages: {
      hang: 'Calling "{{tool}}" with {{args}} got no answer within {{ms}} ms (--request-timeout). Answer every call; report slow or failed work as an isError result.',
      crash: 'Calling "{{tool}}" with {{args}} ended the connection: {{detail}}. Catch errors in the handler and answer with an isError result.'
    }
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, "valid-arguments")) {
      const data = { tool: toolLabel2(tool), args: argumentsText(probe) };
      if (probe.answer.kind === "timeout") context.report({ messageId: "hang", pointer: "", data: { ...data, ms: probe.answer.afterMs } });
      else if (probe.answer.kind === "failed") context.report({ messageId: "crash", pointer: "", data: { ...data, detail: shortText(probe.answer.detail, 400) } });
    }
  }
};
var tool_call_completes_default = rule29;

// src/lint/rules/live/structured-content-conforms.ts
var rule30 = {
  id: "structured-content-conforms",
  meta: {
    description: "structuredContent returned by a probe call must conform to the tool's outputSchema",
    defaultLevel: "error",
    scope: "live",
    messages: {
      mismatch: 'Calling "{{tool}}" with {{args}} returned structuredContent that does not match its outputSchema: {{problem}}. Clients that validate (the SDK client does) reject the call. Make the handler return what the outputSchema describes, or fix the schema.',
      sdkMismatch: `Calling "{{tool}}" with {{args}} returned an error result from the SDK's own output check: {{message}}. Make the handler's structuredContent match the outputSchema.`
    }
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, "valid-arguments")) {
      const data = { tool: toolLabel2(tool), args: argumentsText(probe) };
      const issues = probe.structuredContentIssues ?? [];
      if (issues.length > 0) {
        context.report({ messageId: "mismatch", pointer: "/outputSchema", data: { ...data, problem: issues.slice(0, 3).map((i) => i.message).join("; ") } });
        return;
      }
      const text = errorResultText(probe.answer);
      if (SDK_OUTPUT_VALIDATION.test(text) && !SDK_NO_STRUCTURED_CONTENT.test(text)) {
        context.report({ messageId: "sdkMismatch", pointer: "/outputSchema", data: { ...data, message: JSON.stringify(shortText(text)) } });
        return;
      }
    }
  }
};
var structured_content_conforms_default = rule30;

// src/lint/rules/live/structured-content-mirrored.ts
var rule31 = {
  id: "structured-content-mirrored",
  meta: {
    description: "structuredContent should also be returned as JSON text in a text content block",
    defaultLevel: "warning",
    scope: "live",
    messages: {
      missing: 'Calling "{{tool}}" with {{args}} returned structuredContent but no text block holding the same JSON. Clients that ignore structuredContent show nothing. Add {"type": "text", "text": JSON.stringify(structuredContent)} to content.'
    }
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, "valid-arguments")) {
      const result = successResult(probe.answer);
      if (!result || result.structuredContent === void 0) continue;
      const content = Array.isArray(result.content) ? result.content : [];
      const mirrored = content.some((block) => isObject(block) && block.type === "text" && typeof block.text === "string" && sameJson(block.text, result.structuredContent));
      if (!mirrored) context.report({ messageId: "missing", pointer: "", data: { tool: toolLabel2(tool), args: argumentsText(probe) } });
      return;
    }
  }
};
function sameJson(text, value) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return deepEqual(parsed, value);
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}
var structured_content_mirrored_default = rule31;

// src/lint/rules/live/invalid-arguments-handled.ts
var rule32 = {
  id: "invalid-arguments-handled",
  meta: {
    description: "a call with arguments that break the inputSchema must answer isError: true or JSON-RPC -32602",
    defaultLevel: "error",
    scope: "live",
    messages: {
      accepted: 'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, returned a normal result. Servers must validate tool inputs: answer {"isError": true, "content": [{"type": "text", "text": "<what is wrong>"}]} so the model can correct itself.',
      otherCode: 'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, answered JSON-RPC error {{code}} ({{message}}). Use an isError result (the model can read it and retry) or -32602 (invalid params).',
      hang: 'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, got no answer within {{ms}} ms. Validate the arguments first and answer with an isError result.',
      crash: 'Calling "{{tool}}" with {{args}}, which breaks its inputSchema, ended the connection: {{detail}}. Validate the arguments first and answer with an isError result.'
    }
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, "invalid-arguments")) {
      const { answer } = probe;
      const data = { tool: toolLabel2(tool), args: argumentsText(probe) };
      if (answer.kind === "result") {
        if (isObject(answer.result) && answer.result.isError !== true) context.report({ messageId: "accepted", pointer: "/inputSchema", data });
      } else if (answer.kind === "error") {
        if (answer.code !== -32602) context.report({ messageId: "otherCode", pointer: "", data: { ...data, code: answer.code, message: JSON.stringify(shortText(answer.message, 120)) } });
      } else if (answer.kind === "timeout") {
        context.report({ messageId: "hang", pointer: "", data: { ...data, ms: answer.afterMs } });
      } else {
        context.report({ messageId: "crash", pointer: "", data: { ...data, detail: shortText(answer.detail, 300) } });
      }
    }
  }
};
var invalid_arguments_handled_default = rule32;

// src/lint/rules/live/unknown-tool-sdk.ts
var PATTERNS = [
  { sdk: "the TypeScript SDK v1 McpServer (fixed in SDK v2, which sends -32602)", pattern: /^MCP error -32602: Tool .+ not found/ },
  { sdk: "the Python SDK (FastMCP / MCPServer)", pattern: /^Unknown tool: / }
];
function knownSdkUnknownToolAnswer(answer) {
  const text = errorResultText(answer);
  if (!text) return void 0;
  const match = PATTERNS.find(({ pattern }) => pattern.test(text));
  return match ? { sdk: match.sdk, text } : void 0;
}

// src/lint/rules/live/unknown-tool-error-code.ts
var rule33 = {
  id: "unknown-tool-error-code",
  meta: {
    description: "tools/call with an unknown tool name must answer JSON-RPC error -32602",
    defaultLevel: "warning",
    scope: "live",
    messages: {
      success: 'Calling a tool the server does not list ("{{name}}") returned a normal result. Answer JSON-RPC error -32602 ("Unknown tool: {{name}}") so clients can tell a missing tool from a working one.',
      errorResult: 'Calling a tool the server does not list ("{{name}}") returned an isError result ({{text}}) instead of JSON-RPC error -32602. Answer -32602 ("Unknown tool: {{name}}"), as the spec says.',
      otherCode: 'Calling a tool the server does not list ("{{name}}") answered JSON-RPC error {{code}} ({{message}}); the spec says -32602 (invalid params: unknown tool). {{hint}}',
      hang: 'Calling a tool the server does not list ("{{name}}") got no answer within {{ms}} ms. Answer JSON-RPC error -32602 at once.',
      crash: 'Calling a tool the server does not list ("{{name}}") ended the connection: {{detail}}. Answer JSON-RPC error -32602 instead.'
    }
  },
  checkSource(_tools, context) {
    for (const probe of context.source.probes ?? []) {
      if (probe.purpose !== "unknown-tool") continue;
      const { answer } = probe;
      const name = probe.toolName;
      if (answer.kind === "error") {
        if (answer.code === -32602) continue;
        const hint = answer.code === -32601 ? '(-32601 means "method not found"; fastmcp answers this way.)' : "";
        context.report({ messageId: "otherCode", pointer: "", data: { name, code: answer.code, message: JSON.stringify(shortText(answer.message, 120)), hint } });
      } else if (answer.kind === "result") {
        if (knownSdkUnknownToolAnswer(answer)) continue;
        if (isObject(answer.result) && answer.result.isError === true) {
          const content = Array.isArray(answer.result.content) ? answer.result.content : [];
          context.report({ messageId: "errorResult", pointer: "", data: { name, text: shortText(JSON.stringify(content), 120) } });
        } else {
          context.report({ messageId: "success", pointer: "", data: { name } });
        }
      } else if (answer.kind === "timeout") {
        context.report({ messageId: "hang", pointer: "", data: { name, ms: answer.afterMs } });
      } else {
        context.report({ messageId: "crash", pointer: "", data: { name, detail: shortText(answer.detail, 300) } });
      }
    }
  }
};
var unknown_tool_error_code_default = rule33;

// src/lint/rules/live/unknown-tool-sdk-result.ts
var rule34 = {
  id: "unknown-tool-sdk-result",
  meta: {
    description: "an unknown tool name is answered with an isError result, as some SDKs do, instead of JSON-RPC -32602",
    defaultLevel: "info",
    scope: "live",
    messages: {
      sdkResult: 'Calling a tool the server does not list ("{{name}}") returned an isError result ({{text}}): this is how {{sdk}} answers. The spec says JSON-RPC error -32602; clients that check the code will not see "unknown tool".'
    }
  },
  checkSource(_tools, context) {
    for (const probe of context.source.probes ?? []) {
      if (probe.purpose !== "unknown-tool") continue;
      const known = knownSdkUnknownToolAnswer(probe.answer);
      if (known) context.report({ messageId: "sdkResult", pointer: "", data: { name: probe.toolName, text: JSON.stringify(shortText(known.text, 120)), sdk: known.sdk } });
    }
  }
};
var unknown_tool_sdk_result_default = rule34;

// src/lint/rules/live/index.ts
var liveRules = [
  tool_result_valid_default,
  tool_call_completes_default,
  structured_content_conforms_default,
  structured_content_mirrored_default,
  invalid_arguments_handled_default,
  unknown_tool_error_code_default,
  unknown_tool_sdk_result_default
];

// src/lint/rules/index.ts
var allRules = [...definitionRules, ...sourceRules, ...liveRules];
function findRule(id) {
  return allRules.find((rule35) => rule35.id === id);
}

export {
  allRules,
  findRule
};
