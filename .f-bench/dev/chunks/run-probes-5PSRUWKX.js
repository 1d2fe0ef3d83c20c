import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  chooseDialect,
  describeAjvErrors
} from "./chunk-27P5Z4OR.js";
import {
  parsePointer
} from "./chunk-XGXXQKTH.js";
import {
  isObject,
  toolNameOf
} from "./chunk-LZUKB7YF.js";
import "./chunk-LAZ5SNIV.js";
import "./chunk-7PSWHDII.js";

// src/lint/loaders/live/probes/instance.ts
var MAX_DEPTH = 32;
var FORMAT_EXAMPLES = {
  email: "user@example.com",
  "idn-email": "user@example.com",
  uri: "https://example.com/",
  "uri-reference": "https://example.com/",
  iri: "https://example.com/",
  url: "https://example.com/",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "127.0.0.1",
  ipv6: "::1",
  date: "2024-01-01",
  "date-time": "2024-01-01T00:00:00Z",
  time: "00:00:00Z",
  duration: "P1D",
  uuid: "00000000-0000-4000-8000-000000000000",
  regex: ".*",
  "json-pointer": ""
};
var PATTERN_CANDIDATES = ["example", "a", "A", "1", "0", "abc", "ABC", "a1", "example-1", "example_1", "test.txt", "a@b.co", "2024-01-01", "https://example.com/"];
function resolveRef(ref, root) {
  if (!ref.startsWith("#")) return { ok: false, reason: `it uses a non-local $ref ${JSON.stringify(ref)}` };
  let node = root;
  for (const segment of parsePointer(decodeURIComponent(ref.slice(1)))) {
    if (!isObject(node) && !Array.isArray(node)) return { ok: false, reason: `$ref ${JSON.stringify(ref)} does not resolve` };
    node = node[segment];
  }
  return node === void 0 ? { ok: false, reason: `$ref ${JSON.stringify(ref)} does not resolve` } : { ok: true, value: node };
}
function mergeAllOf(schema, root, depth) {
  const merged = { ...schema };
  delete merged.allOf;
  for (const branch of schema.allOf) {
    let part = branch;
    if (isObject(part) && typeof part.$ref === "string") {
      const target = resolveRef(part.$ref, root);
      if (target.ok) part = target.value;
    }
    if (!isObject(part)) continue;
    const partMerged = Array.isArray(part.allOf) && depth < MAX_DEPTH ? mergeAllOf(part, root, depth + 1) : part;
    for (const [key, value] of Object.entries(partMerged)) {
      if (key === "properties" && isObject(value)) merged.properties = { ...isObject(merged.properties) ? merged.properties : {}, ...value };
      else if (key === "required" && Array.isArray(value)) merged.required = [.../* @__PURE__ */ new Set([...Array.isArray(merged.required) ? merged.required : [], ...value])];
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
}
function inferType(schema) {
  const type = schema.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) {
    const named = type.filter((t) => typeof t === "string");
    return named.find((t) => t !== "null") ?? named[0];
  }
  if (isObject(schema.properties) || Array.isArray(schema.required) || schema.additionalProperties !== void 0) return "object";
  if (schema.items !== void 0 || schema.prefixItems !== void 0 || schema.minItems !== void 0) return "array";
  if (schema.minLength !== void 0 || schema.maxLength !== void 0 || schema.pattern !== void 0 || schema.format !== void 0) return "string";
  if (schema.minimum !== void 0 || schema.maximum !== void 0 || schema.multipleOf !== void 0) return "number";
  return void 0;
}
function minimalInstance(schema, root = schema, depth = 0) {
  if (depth > MAX_DEPTH) return { ok: false, reason: "the schema nests too deeply" };
  if (schema === true || isObject(schema) && Object.keys(schema).length === 0) return { ok: true, value: "example" };
  if (schema === false) return { ok: false, reason: "a subschema is `false` (nothing is valid)" };
  if (!isObject(schema)) return { ok: false, reason: "a subschema is not an object" };
  if (typeof schema.$ref === "string") {
    const target = resolveRef(schema.$ref, root);
    if (!target.ok) return target;
    const rest = { ...schema };
    delete rest.$ref;
    return minimalInstance(Object.keys(rest).length > 0 && isObject(target.value) ? { ...target.value, ...rest } : target.value, root, depth + 1);
  }
  if ("const" in schema) return { ok: true, value: schema.const };
  if (Array.isArray(schema.enum)) return schema.enum.length > 0 ? { ok: true, value: schema.enum[0] } : { ok: false, reason: "an enum is empty" };
  if ("default" in schema && schema.default !== void 0) return { ok: true, value: schema.default };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { ok: true, value: schema.examples[0] };
  if (Array.isArray(schema.allOf)) return minimalInstance(mergeAllOf(schema, root, depth), root, depth + 1);
  for (const key of ["oneOf", "anyOf"]) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    let reason = `no ${key} branch could be built`;
    for (const branch of branches) {
      const merged = isObject(branch) ? { ...withoutKey(schema, key), ...branch } : branch;
      const built = minimalInstance(merged, root, depth + 1);
      if (built.ok) return built;
      reason = built.reason;
    }
    return { ok: false, reason };
  }
  switch (inferType(schema)) {
    case "object":
      return buildObject(schema, root, depth);
    case "array":
      return buildArray(schema, root, depth);
    case "string":
      return buildString(schema);
    case "integer":
      return buildNumber(schema, true);
    case "number":
      return buildNumber(schema, false);
    case "boolean":
      return { ok: true, value: false };
    case "null":
      return { ok: true, value: null };
    default:
      return { ok: true, value: "example" };
  }
}
function withoutKey(schema, key) {
  const copy = { ...schema };
  delete copy[key];
  return copy;
}
function buildObject(schema, root, depth) {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : [];
  const value = {};
  for (const name of required) {
    const sub = name in properties ? properties[name] : isObject(schema.additionalProperties) ? schema.additionalProperties : {};
    const built = minimalInstance(sub, root, depth + 1);
    if (!built.ok) return { ok: false, reason: `property "${name}": ${built.reason}` };
    value[name] = built.value;
  }
  const minProperties = typeof schema.minProperties === "number" ? schema.minProperties : 0;
  for (const name of Object.keys(properties)) {
    if (Object.keys(value).length >= minProperties) break;
    if (name in value) continue;
    const built = minimalInstance(properties[name], root, depth + 1);
    if (built.ok) value[name] = built.value;
  }
  return { ok: true, value };
}
function buildArray(schema, root, depth) {
  const minItems = typeof schema.minItems === "number" ? Math.min(schema.minItems, 100) : 0;
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
  const itemSchema = Array.isArray(schema.items) ? schema.additionalItems ?? {} : schema.items ?? {};
  const value = [];
  for (let i = 0; i < minItems; i++) {
    const built = minimalInstance(i < prefix.length ? prefix[i] : itemSchema, root, depth + 1);
    if (!built.ok) return { ok: false, reason: `array item ${i}: ${built.reason}` };
    value.push(built.value);
  }
  if (schema.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
    return { ok: false, reason: "it needs several distinct array items" };
  }
  return { ok: true, value };
}
function buildString(schema) {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  const fit = (text) => {
    let out = text;
    while (out.length < minLength) out += "x";
    return out.length <= maxLength ? out : out.slice(0, Math.max(minLength, maxLength));
  };
  const formatted = typeof schema.format === "string" ? FORMAT_EXAMPLES[schema.format] : void 0;
  if (typeof schema.pattern === "string") {
    let pattern;
    try {
      pattern = new RegExp(schema.pattern, "u");
    } catch {
      return { ok: false, reason: `its pattern ${JSON.stringify(schema.pattern)} is not a valid regular expression` };
    }
    for (const candidate of formatted ? [formatted, ...PATTERN_CANDIDATES] : PATTERN_CANDIDATES) {
      const text = fit(candidate);
      if (pattern.test(text)) return { ok: true, value: text };
    }
    return { ok: false, reason: `no example string matches the pattern ${JSON.stringify(schema.pattern)}` };
  }
  return { ok: true, value: fit(formatted ?? "example") };
}
function buildNumber(schema, integer) {
  const num = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  let low = num(schema.minimum) ?? -Infinity;
  let high = num(schema.maximum) ?? Infinity;
  const exclusiveLow = num(schema.exclusiveMinimum) ?? (schema.exclusiveMinimum === true ? low : void 0);
  const exclusiveHigh = num(schema.exclusiveMaximum) ?? (schema.exclusiveMaximum === true ? high : void 0);
  const step = num(schema.multipleOf) ?? (integer ? 1 : void 0);
  let value = low > 0 ? low : high < 0 ? high : 0;
  if (exclusiveLow !== void 0 && value <= exclusiveLow) value = exclusiveLow + (step ?? 1);
  if (exclusiveHigh !== void 0) high = Math.min(high, exclusiveHigh - (integer ? 1 : Number.EPSILON * Math.max(1, Math.abs(exclusiveHigh))));
  if (exclusiveLow !== void 0) low = Math.max(low, exclusiveLow);
  if (step !== void 0 && step > 0) value = Math.ceil(value / step) * step;
  if (integer) value = Math.ceil(value);
  if (value > high) return { ok: false, reason: "no number fits its minimum, maximum and multipleOf" };
  return { ok: true, value };
}
function invalidInstances(schema, valid) {
  if (!isObject(schema) || !isObject(valid)) return [];
  const candidates = [];
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : [];
  if (required.length > 0) {
    const value = { ...valid };
    delete value[required[0]];
    candidates.push({ value, how: `without the required property "${required[0]}"` });
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(properties)) {
    if (!isObject(sub)) continue;
    const type = typeof sub.type === "string" ? sub.type : void 0;
    const wrong = type === "string" ? 12345 : type === "number" || type === "integer" ? "not a number" : type === "boolean" ? "yes" : type === "array" || type === "object" ? "not a container" : void 0;
    if (wrong === void 0) continue;
    candidates.push({ value: { ...valid, [name]: wrong }, how: `with "${name}" set to ${JSON.stringify(wrong)} (the schema says ${type})` });
    break;
  }
  if (schema.additionalProperties === false) {
    candidates.push({ value: { ...valid, mcp_lint_unexpected_argument: 1 }, how: "with an extra property the schema does not allow" });
  }
  return candidates;
}

// src/lint/loaders/live/probes/schema-check.ts
import { createRequire } from "node:module";
var require2 = createRequire(import.meta.url);
var instances = /* @__PURE__ */ new Map();
var cache = /* @__PURE__ */ new Map();
function ajvFor(dialect) {
  let ajv = instances.get(dialect);
  if (!ajv) {
    const module = dialect === "2020-12" ? "ajv/dist/2020" : dialect === "2019-09" ? "ajv/dist/2019" : "ajv";
    const AjvClass = require2(module).default;
    ajv = new AjvClass({ allErrors: true, strict: false, validateSchema: false });
    require2("ajv-formats").default(ajv);
    instances.set(dialect, ajv);
  }
  return ajv;
}
function compileSchema(schema) {
  if (schema === true) return { ok: true, check: () => [] };
  if (!isObject(schema)) return { ok: false, reason: "it is not a schema object" };
  const key = JSON.stringify(schema);
  const cached = cache.get(key);
  if (cached) return cached;
  let compiled;
  const choice = chooseDialect(schema);
  if ("unsupported" in choice) {
    compiled = { ok: false, reason: `its $schema ${JSON.stringify(choice.unsupported)} names a dialect mcp-lint does not support` };
  } else {
    try {
      const { $id: _id, ...rest } = schema;
      void _id;
      const validate = ajvFor(choice.dialect).compile(rest);
      compiled = {
        ok: true,
        check: (value, label) => validate(value) ? [] : describeAjvErrors(validate.errors ?? [], value, label).map(({ pointer, message }) => ({ pointer, message }))
      };
    } catch (error) {
      compiled = { ok: false, reason: `Ajv cannot compile it (${error.message})` };
    }
  }
  cache.set(key, compiled);
  return compiled;
}

// src/lint/loaders/live/probes/result-schema.ts
var validators = /* @__PURE__ */ new Map();
async function validatorFor(version) {
  let validate = validators.get(version);
  if (!validate) {
    const module = version === "2026-07-28" ? await import("./mcp-2026-07-28-JKUCR52N.js") : await import("./mcp-2025-11-25-WOVLCTS7.js");
    validate = module.callToolResult;
    validators.set(version, validate);
  }
  return validate;
}
async function callToolResultIssues(result, version) {
  const validate = await validatorFor(version);
  if (validate(result)) return [];
  return describeAjvErrors(validate.errors ?? [], result, "result").map(({ pointer, message }) => ({ pointer, message }));
}

// src/lint/loaders/live/probes/run-probes.ts
function unknownToolName(tools) {
  const names = new Set(tools.map(toolNameOf));
  let name = "mcp_lint_probe_unknown_tool";
  for (let i = 2; names.has(name); i++) name = `mcp_lint_probe_unknown_tool_${i}`;
  return name;
}
function selectTools(tools, plan) {
  const selected = [];
  tools.forEach((definition, index) => {
    const name = toolNameOf(definition);
    if (name === void 0) return;
    const annotations = isObject(definition) && isObject(definition.annotations) ? definition.annotations : {};
    if (plan.namedTools.has(name) || plan.readOnlyTools && annotations.readOnlyHint === true) selected.push(index);
  });
  return selected;
}
async function runProbes(run) {
  const { rpc, tools, plan } = run;
  const probes = [];
  const notes = [];
  const listedNames = new Set(tools.map(toolNameOf).filter((n) => n !== void 0));
  for (const name of plan.namedTools) {
    if (!listedNames.has(name)) notes.push({ severity: "warning", message: `--probe-tool "${name}" names no tool this server lists; nothing was called under that name.` });
  }
  for (const name of plan.argumentsByTool.keys()) {
    if (!listedNames.has(name)) notes.push({ severity: "warning", message: `--probe-args gives arguments for "${name}", which this server does not list.` });
  }
  const validatorVersion = run.spec === "2026-07-28" && run.protocolVersion === "2026-07-28" ? "2026-07-28" : "2025-11-25";
  const stopped = () => rpc.closedReason !== void 0 || run.remaining() <= 0;
  const call = async (purpose, toolName, args, extra) => {
    const answer = await rpc.request("tools/call", { name: toolName, arguments: args }, run.requestTimeout());
    const probe = { purpose, toolName, arguments: args, argumentsFrom: "generated", answer, ...extra };
    if (answer.kind === "result" && isObject(answer.result)) probe.resultIssues = await callToolResultIssues(answer.result, validatorVersion);
    probes.push(probe);
    return probe;
  };
  await call("unknown-tool", unknownToolName(tools), {}, {});
  for (const index of selectTools(tools, plan)) {
    if (stopped()) break;
    const definition = tools[index];
    const name = definition.name;
    const inputSchema = definition.inputSchema;
    const given = plan.argumentsByTool.get(name);
    const compiledInput = compileSchema(inputSchema);
    let validArgs = given;
    if (!validArgs) {
      const built = minimalInstance(inputSchema);
      const issues = built.ok && compiledInput.ok ? compiledInput.check(built.value, "arguments") : [];
      if (!built.ok || !isObject(built.value) || issues.length > 0) {
        const why = !built.ok ? built.reason : !isObject(built.value) ? "the schema does not describe an object" : issues[0].message;
        notes.push({ severity: "info", message: `Tool "${name}" was not called with valid arguments: mcp-lint could not build them from its inputSchema (${why}). Give them in a --probe-args file.` });
      } else {
        validArgs = built.value;
      }
    }
    if (validArgs) {
      const probe = await call("valid-arguments", name, validArgs, { toolIndex: index, argumentsFrom: given ? "probe-args" : "generated" });
      const outputSchema = definition.outputSchema;
      const result = probe.answer.kind === "result" ? probe.answer.result : void 0;
      if (outputSchema !== void 0 && isObject(result) && result.isError !== true && result.structuredContent !== void 0) {
        const compiled = compileSchema(outputSchema);
        probe.structuredContentIssues = compiled.ok ? compiled.check(result.structuredContent, "structuredContent") : [{ pointer: "", message: `outputSchema could not be used to check it: ${compiled.reason}` }];
      }
    }
    if (stopped() || !compiledInput.ok) continue;
    const base = validArgs ?? {};
    const invalid = invalidInstances(inputSchema, base).find((candidate) => compiledInput.check(candidate.value, "arguments").length > 0);
    if (invalid) await call("invalid-arguments", name, invalid.value, { toolIndex: index });
  }
  if (rpc.closedReason !== void 0) {
    notes.push({ severity: "info", message: `Probing stopped early because the connection ended (${rpc.closedReason}).` });
  }
  return { probes, notes };
}
export {
  runProbes,
  selectTools,
  unknownToolName
};
