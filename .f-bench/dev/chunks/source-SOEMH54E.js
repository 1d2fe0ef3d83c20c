import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  joinPointer
} from "./chunk-XGXXQKTH.js";
import "./chunk-7PSWHDII.js";

// src/lint/loaders/source/index.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute, relative, resolve as resolve2 } from "node:path";

// src/lint/loaders/source/typescript.ts
var loaded;
async function loadTypeScript() {
  if (!loaded) {
    const module = await import("typescript");
    loaded = module.default ?? module;
  }
  return loaded;
}
function ts() {
  if (!loaded) throw new Error("TypeScript is not loaded yet");
  return loaded;
}

// src/lint/loaders/source/project.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
var RESOLVE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx"];
var Project = class {
  constructor(zod, program, checker) {
    this.zod = zod;
    this.program = program;
    this.checker = checker;
  }
  zod;
  program;
  checker;
  files = /* @__PURE__ */ new Map();
  zodMajor = /* @__PURE__ */ new Map();
  sdkMajor = /* @__PURE__ */ new Map();
  /** Parses (once) a file of the project; undefined when it cannot be read. */
  sourceFile(path, text) {
    const absolute = resolve(path);
    const cached = this.files.get(absolute);
    if (cached !== void 0) return cached ?? void 0;
    let file = this.program?.getSourceFile(absolute);
    if (!file) {
      try {
        const content = text ?? readFileSync(absolute, "utf8");
        file = ts().createSourceFile(absolute, content, ts().ScriptTarget.Latest, true, scriptKindOf(absolute));
      } catch {
        file = void 0;
      }
    }
    this.files.set(absolute, file ?? null);
    return file;
  }
  /** Resolves a relative import to a project file (never into node_modules). */
  resolveImport(fromFile, specifier) {
    if (!specifier.startsWith(".")) return void 0;
    const base = resolve(dirname(fromFile), specifier);
    const candidates = [base];
    const swapped = base.replace(/\.(m|c)?jsx?$/, "");
    if (swapped !== base) for (const ext of RESOLVE_EXTENSIONS) candidates.push(swapped + ext);
    for (const ext of RESOLVE_EXTENSIONS) candidates.push(base + ext);
    for (const ext of RESOLVE_EXTENSIONS) candidates.push(join(base, "index" + ext));
    const depth = (path) => path.split(/[\\/]node_modules[\\/]/).length;
    const importerDepth = depth(fromFile);
    for (const candidate of candidates) {
      if (depth(candidate) > importerDepth) continue;
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
      }
    }
    return void 0;
  }
  /** Which zod a `from "zod"` import means for this file: the project's installed zod decides. */
  zodFlavor(fromFile, specifier) {
    if (specifier === "zod/v3") return "v3";
    if (specifier !== "zod") return "v4";
    if (/['"]mcp-framework['"]/.test(this.sourceFile(fromFile)?.text ?? "")) return "v3";
    const major = this.installedMajor(dirname(fromFile), "zod", this.zodMajor);
    return major === 3 ? "v3" : "v4";
  }
  /** SDK generation of a file that imports nothing from the SDK (registration helpers): from package.json. */
  sdkGeneration(fromFile) {
    const dir = dirname(fromFile);
    const cached = this.sdkMajor.get(dir);
    if (cached) return cached;
    let generation = 1;
    for (let current = dir; ; current = dirname(current)) {
      const manifest = join(current, "package.json");
      if (existsSync(manifest)) {
        try {
          const json = JSON.parse(readFileSync(manifest, "utf8"));
          const deps = { ...json.dependencies, ...json.devDependencies, ...json.peerDependencies };
          if (deps["@modelcontextprotocol/server"] && !deps["@modelcontextprotocol/sdk"]) generation = 2;
        } catch {
        }
        break;
      }
      if (dirname(current) === current) break;
    }
    this.sdkMajor.set(dir, generation);
    return generation;
  }
  /** Whether any of these directories resolves `zod` to a zod 3 install. */
  usesZod3(dirs) {
    for (const dir of dirs) if (this.installedMajor(dir, "zod", this.zodMajor) === 3) return true;
    return false;
  }
  installedMajor(dir, pkg, cache) {
    if (cache.has(dir)) return cache.get(dir);
    let major;
    for (let current = dir; ; current = dirname(current)) {
      const manifest = join(current, "node_modules", pkg, "package.json");
      if (existsSync(manifest)) {
        try {
          major = Number(String(JSON.parse(readFileSync(manifest, "utf8")).version).split(".")[0]);
        } catch {
          major = void 0;
        }
        break;
      }
      if (dirname(current) === current) break;
    }
    cache.set(dir, major);
    return major;
  }
};
function scriptKindOf(path) {
  const kinds = ts().ScriptKind;
  if (/\.tsx$/.test(path)) return kinds.TSX;
  if (/\.jsx$/.test(path)) return kinds.JSX;
  if (/\.(m|c)?js$/.test(path)) return kinds.JS;
  return kinds.TS;
}
function recognisedModule(specifier) {
  if (specifier === "zod" || specifier.startsWith("zod/")) return "zod";
  if (specifier.startsWith("@modelcontextprotocol/sdk")) return "sdk-v1";
  if (specifier === "@modelcontextprotocol/server" || specifier.startsWith("@modelcontextprotocol/server/") || specifier.startsWith("@modelcontextprotocol/core")) return "sdk-v2";
  if (specifier === "fastmcp") return "fastmcp";
  if (specifier === "mcp-framework") return "mcp-framework";
  if (specifier === "zod-to-json-schema") return "zod-to-json-schema";
  return void 0;
}

// src/lint/loaders/source/values.ts
var EMPTY_ENV = /* @__PURE__ */ new Map();
function unknown(node, reason) {
  return { kind: "unknown", node, reason };
}
function isZodSchema(value) {
  return typeof value === "object" && value !== null && ("_zod" in value || "_def" in value && typeof value.parse === "function");
}

// src/lint/loaders/source/zod.ts
var locs = /* @__PURE__ */ new WeakMap();
function locOf(schema) {
  return typeof schema === "object" && schema !== null ? locs.get(schema) : void 0;
}
var CALLBACK_STANDINS = {
  refine: () => true,
  superRefine: () => void 0,
  check: () => void 0,
  transform: (value) => value,
  overwrite: (value) => value,
  preprocess: (value) => value
};
var BLOCKED = /* @__PURE__ */ new Set([
  "parse",
  "safeParse",
  "parseAsync",
  "safeParseAsync",
  "spa",
  "decode",
  "encode",
  "decodeAsync",
  "encodeAsync",
  "safeDecode",
  "safeEncode",
  "constructor",
  "toString",
  "valueOf",
  "toJSON",
  "apply",
  "call",
  "bind",
  "prototype"
]);
var NotStatic = class extends Error {
  constructor(value) {
    super(value.kind === "unknown" ? value.reason : "not static");
    this.value = value;
  }
  value;
};
function toRuntime(value, method, depth = 0) {
  if (depth > 100) throw new NotStatic(unknown(value.node, "a value nested too deeply"));
  switch (value.kind) {
    case "primitive":
    case "regex":
      return value.value;
    case "zod":
      return value.schema;
    case "array":
      if (value.opaque) throw new NotStatic(value.opaque);
      return value.items.map((item) => toRuntime(item, method, depth + 1));
    case "object": {
      if (value.opaque) throw new NotStatic(value.opaque);
      const out = {};
      for (const [key, entry] of value.entries) out[key] = toRuntime(entry.value, method, depth + 1);
      return out;
    }
    case "function": {
      const standin = CALLBACK_STANDINS[method];
      if (standin) return standin;
      throw new NotStatic(unknown(value.node, `a function passed to .${method}()`));
    }
    case "unknown":
      throw new NotStatic(value);
    default:
      throw new NotStatic(unknown(value.node, `${value.kind === "external" || value.kind === "instance" ? value.name : value.kind} passed to .${method}()`));
  }
}
function fromRuntime(result, flavor, node, loc, depth = 0) {
  if (isZodSchema(result)) {
    const known = locs.get(result);
    const finalLoc = known ?? loc ?? { node };
    if (!known) locs.set(result, finalLoc);
    return { kind: "zod", flavor, schema: result, loc: finalLoc, node };
  }
  if (result === null || ["string", "number", "boolean", "undefined"].includes(typeof result)) {
    return { kind: "primitive", value: result, node };
  }
  if (result instanceof RegExp) return { kind: "regex", value: result, node };
  if (depth < 50 && Array.isArray(result)) return { kind: "array", items: result.map((item) => fromRuntime(item, flavor, node, void 0, depth + 1)), node };
  if (depth < 50 && typeof result === "object" && Object.getPrototypeOf(result) === Object.prototype) {
    const entries = /* @__PURE__ */ new Map();
    for (const [key, value] of Object.entries(result)) {
      const prop = loc?.props?.get(key);
      entries.set(key, { value: fromRuntime(value, flavor, prop?.keyNode ?? node, prop?.loc, depth + 1), node: prop?.keyNode ?? node });
    }
    return { kind: "object", entries, node };
  }
  return unknown(node, "a zod value mcp-lint cannot represent");
}
function shapeLoc(shape) {
  if (!shape || shape.kind !== "object") return void 0;
  const props = /* @__PURE__ */ new Map();
  for (const [key, entry] of shape.entries) props.set(key, { keyNode: entry.node, loc: entry.value.kind === "zod" ? entry.value.loc : void 0 });
  return props;
}
function deriveLoc(method, receiver, args, node) {
  const loc = { ...receiver, node };
  const first = args[0];
  switch (method) {
    case "object":
    case "strictObject":
    case "looseObject":
    case "interface":
      loc.props = shapeLoc(first);
      break;
    case "extend":
    case "safeExtend":
    case "merge": {
      const added = first?.kind === "zod" ? first.loc.props : shapeLoc(first);
      loc.props = new Map([...receiver?.props ?? [], ...added ?? []]);
      break;
    }
    case "array":
      loc.items = receiver && !args.length ? receiver : first?.kind === "zod" ? first.loc : void 0;
      if (!args.length && receiver) {
        loc.props = void 0;
        loc.description = void 0;
      }
      break;
    case "union":
    case "xor":
    case "discriminatedUnion": {
      const list = method === "discriminatedUnion" ? args[1] : first;
      loc.options = list?.kind === "array" ? list.items.map((item) => item.kind === "zod" ? item.loc : void 0) : void 0;
      break;
    }
    case "describe":
      loc.description = first?.node;
      break;
    case "meta":
      if (first?.kind === "object") loc.description = first.entries.get("description")?.node ?? loc.description;
      break;
  }
  return loc;
}
function callZod(flavor, self, fn, method, args, receiverLoc, node) {
  if (BLOCKED.has(method) || method.startsWith("_") || method.startsWith("~")) return unknown(node, `.${method}() of a zod schema`);
  if (typeof fn !== "function") return unknown(node, `zod has no function "${method}"`);
  let runtimeArgs;
  try {
    runtimeArgs = args.map((arg) => toRuntime(arg, method));
  } catch (error) {
    if (error instanceof NotStatic) return error.value.kind === "unknown" ? error.value : unknown(node, error.message);
    throw error;
  }
  let result;
  try {
    result = fn.apply(self, runtimeArgs);
  } catch (error) {
    return unknown(node, `zod rejected ${method}(): ${error.message.split("\n")[0]}`);
  }
  const loc = isZodSchema(result) && !locs.has(result) ? deriveLoc(method, receiverLoc, args, node) : void 0;
  return fromRuntime(result, flavor, node, loc);
}
function zodProperty(value, name, node) {
  if (BLOCKED.has(name) || name.startsWith("_") || name.startsWith("~")) return unknown(node, `.${name} of a zod schema`);
  let result;
  try {
    result = value.schema[name];
  } catch (error) {
    return unknown(node, `zod rejected .${name}: ${error.message}`);
  }
  if (typeof result === "function") return { kind: "zodApi", flavor: value.flavor, target: result, self: value.schema, name, node };
  const loc = name === "element" ? value.loc.items : name === "shape" ? { node, props: value.loc.props } : void 0;
  return fromRuntime(result, value.flavor, node, loc);
}

// src/lint/loaders/source/positions.ts
function rangeOf(node) {
  const file = node.getSourceFile();
  const start = file.getLineAndCharacterOfPosition(node.getStart(file));
  const end = file.getLineAndCharacterOfPosition(node.getEnd());
  return { start: { line: start.line + 1, column: start.character + 1 }, end: { line: end.line + 1, column: end.character + 1 } };
}
function keyNodeOf(node) {
  const t = ts();
  if (t.isPropertyAssignment(node) || t.isShorthandPropertyAssignment(node) || t.isMethodDeclaration(node) || t.isPropertyDeclaration(node)) return node.name;
  return node;
}
function snippet(node, max = 60) {
  const text = node.getText(node.getSourceFile()).replace(/\s+/g, " ").trim();
  return text.length > max ? text.slice(0, max - 1) + "\u2026" : text;
}

// src/lint/loaders/source/evaluate.ts
var MAX_DEPTH = 60;
var Evaluator = class {
  constructor(project) {
    this.project = project;
  }
  project;
  cache = /* @__PURE__ */ new Map();
  inProgress = /* @__PURE__ */ new Set();
  reassigned = /* @__PURE__ */ new Map();
  depth = 0;
  evaluate(expression, env = EMPTY_ENV) {
    if (this.depth > MAX_DEPTH) return unknown(expression, "a value nested too deeply to follow");
    this.depth++;
    try {
      return this.evaluateInner(expression, env);
    } finally {
      this.depth--;
    }
  }
  evaluateInner(node, env) {
    const t = ts();
    if (t.isParenthesizedExpression(node) || t.isAsExpression(node) || t.isSatisfiesExpression(node) || t.isNonNullExpression(node) || t.isTypeAssertionExpression(node)) {
      const inner = this.evaluate(node.expression, env);
      return { ...inner, node: inner.kind === "unknown" ? inner.node : node };
    }
    if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node)) return { kind: "primitive", value: node.text, node };
    if (t.isNumericLiteral(node)) return { kind: "primitive", value: Number(node.text), node };
    if (node.kind === t.SyntaxKind.TrueKeyword) return { kind: "primitive", value: true, node };
    if (node.kind === t.SyntaxKind.FalseKeyword) return { kind: "primitive", value: false, node };
    if (node.kind === t.SyntaxKind.NullKeyword) return { kind: "primitive", value: null, node };
    if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.MinusToken) {
      const inner = this.evaluate(node.operand, env);
      if (inner.kind === "primitive" && typeof inner.value === "number") return { kind: "primitive", value: -inner.value, node };
      return unknown(node, `the expression \`${snippet(node)}\``);
    }
    if (t.isRegularExpressionLiteral(node)) {
      const match = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
      try {
        if (match) return { kind: "regex", value: new RegExp(match[1], match[2]), node };
      } catch {
      }
      return unknown(node, `the regular expression ${snippet(node)}`);
    }
    if (t.isTemplateExpression(node)) return this.template(node, env);
    if (t.isBinaryExpression(node)) return this.binary(node, env);
    if (t.isObjectLiteralExpression(node)) return this.objectLiteral(node, env);
    if (t.isArrayLiteralExpression(node)) return this.arrayLiteral(node, env);
    if (t.isIdentifier(node)) return this.identifier(node, env);
    if (t.isPropertyAccessExpression(node)) return this.member(this.evaluate(node.expression, env), node.name.text, node);
    if (t.isElementAccessExpression(node)) {
      const key = this.evaluate(node.argumentExpression, env);
      if (key.kind === "primitive" && (typeof key.value === "string" || typeof key.value === "number")) {
        return this.member(this.evaluate(node.expression, env), String(key.value), node);
      }
      return unknown(node, `the computed member \`${snippet(node)}\``);
    }
    if (t.isCallExpression(node)) return this.call(node, env);
    if (t.isNewExpression(node)) {
      const callee = this.evaluate(node.expression, env);
      if (callee.kind === "external") return { kind: "instance", module: callee.module, name: callee.name, node };
      return unknown(node, `the object created by \`${snippet(node)}\``);
    }
    if (t.isArrowFunction(node) || t.isFunctionExpression(node)) return { kind: "function", decl: node, env, node };
    if (t.isClassExpression(node)) return { kind: "class", decl: node, node };
    if (t.isAwaitExpression(node)) return unknown(node, `the awaited value \`${snippet(node)}\``);
    return unknown(node, `the expression \`${snippet(node)}\``);
  }
  template(node, env) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = this.evaluate(span.expression, env);
      if (value.kind !== "primitive") return value.kind === "unknown" ? value : unknown(span.expression, `\`${snippet(span.expression)}\` in a template`);
      text += String(value.value) + span.literal.text;
    }
    return { kind: "primitive", value: text, node };
  }
  binary(node, env) {
    const t = ts();
    const op = node.operatorToken.kind;
    if (op === t.SyntaxKind.PlusToken) {
      const left = this.evaluate(node.left, env);
      const right = this.evaluate(node.right, env);
      if (left.kind === "primitive" && right.kind === "primitive") {
        const value = typeof left.value === "number" && typeof right.value === "number" ? left.value + right.value : String(left.value) + String(right.value);
        return { kind: "primitive", value, node };
      }
      return left.kind === "unknown" ? left : right.kind === "unknown" ? right : unknown(node, `the expression \`${snippet(node)}\``);
    }
    if (op === t.SyntaxKind.QuestionQuestionToken || op === t.SyntaxKind.BarBarToken) {
      const left = this.evaluate(node.left, env);
      if (left.kind === "primitive") {
        const useRight = op === t.SyntaxKind.QuestionQuestionToken ? left.value === null || left.value === void 0 : !left.value;
        return useRight ? this.evaluate(node.right, env) : left;
      }
      if (left.kind !== "unknown") return left;
    }
    return unknown(node, `the expression \`${snippet(node)}\``);
  }
  objectLiteral(node, env) {
    const t = ts();
    const entries = /* @__PURE__ */ new Map();
    let opaque;
    for (const property of node.properties) {
      if (t.isSpreadAssignment(property)) {
        const spread = this.evaluate(property.expression, env);
        if (spread.kind === "object") {
          for (const [key2, entry] of spread.entries) entries.set(key2, spread.site ? { value: { ...entry.value, site: entry.value.site ?? spread.site }, node: property } : entry);
          opaque = spread.opaque ?? opaque;
        } else if (!(spread.kind === "primitive" && (spread.value === void 0 || spread.value === null || spread.value === false))) {
          opaque = spread.kind === "unknown" ? spread : unknown(property, `the spread \`${snippet(property)}\``);
        }
        continue;
      }
      const key = this.propertyKey(property.name, env);
      if (key === void 0) {
        opaque = unknown(property, `the computed key in \`${snippet(property)}\``);
        continue;
      }
      if (t.isPropertyAssignment(property)) entries.set(key, { value: this.evaluate(property.initializer, env), node: property });
      else if (t.isShorthandPropertyAssignment(property)) entries.set(key, { value: this.identifier(property.name, env), node: property });
      else if (t.isMethodDeclaration(property)) entries.set(key, { value: { kind: "function", decl: property, env, node: property }, node: property });
      else entries.set(key, { value: unknown(property, `the accessor \`${key}\``), node: property });
    }
    return { kind: "object", entries, node, opaque };
  }
  propertyKey(name, env = EMPTY_ENV) {
    if (!name) return void 0;
    const t = ts();
    if (t.isIdentifier(name) || t.isStringLiteral(name) || t.isNumericLiteral(name) || t.isNoSubstitutionTemplateLiteral(name) || t.isPrivateIdentifier(name)) return name.text;
    if (t.isComputedPropertyName(name)) {
      const value = this.evaluate(name.expression, env);
      if (value.kind === "primitive" && (typeof value.value === "string" || typeof value.value === "number")) return String(value.value);
    }
    return void 0;
  }
  arrayLiteral(node, env) {
    const t = ts();
    const items = [];
    let opaque;
    for (const element of node.elements) {
      if (t.isSpreadElement(element)) {
        const spread = this.evaluate(element.expression, env);
        if (spread.kind === "array") {
          items.push(...spread.items.map((item) => spread.site && !item.site ? { ...item, site: spread.site } : item));
          opaque = spread.opaque ?? opaque;
        } else opaque = spread.kind === "unknown" ? spread : unknown(element, `the spread \`${snippet(element)}\``);
        continue;
      }
      if (t.isOmittedExpression(element)) {
        items.push({ kind: "primitive", value: void 0, node: element });
        continue;
      }
      items.push(this.evaluate(element, env));
    }
    return { kind: "array", items, node, opaque };
  }
  // ---- identifiers and declarations ----
  identifier(node, env) {
    if (node.text === "undefined") return { kind: "primitive", value: void 0, node };
    const declaration = resolveDeclaration(node);
    if (!declaration) return unknown(node, `\`${node.text}\`, which is not declared in this file`);
    const value = this.declarationValue(declaration, env, node);
    if (value.kind === "unknown") return value;
    const file = node.getSourceFile();
    if (value.node.getSourceFile() !== file && (!value.site || value.site.getSourceFile() !== file)) return { ...value, site: node };
    return value;
  }
  declarationValue(declaration, env, use) {
    const bound = env.get(declaration);
    if (bound) return bound;
    const t = ts();
    const topLevel = isTopLevel(declaration);
    const cacheable = topLevel && !t.isParameter(declaration);
    if (cacheable) {
      const cached = this.cache.get(declaration);
      if (cached) return cached;
    }
    if (this.inProgress.has(declaration)) return unknown(use, `\`${snippet(use)}\`, which refers to itself`);
    this.inProgress.add(declaration);
    let value;
    try {
      value = this.declarationValueInner(declaration, topLevel ? EMPTY_ENV : env, use);
    } finally {
      this.inProgress.delete(declaration);
    }
    if (cacheable) this.cache.set(declaration, value);
    return value;
  }
  declarationValueInner(declaration, env, use) {
    const t = ts();
    const name = snippet(use);
    if (t.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      if (t.isForOfStatement(list.parent) || t.isForInStatement(list.parent)) return unknown(use, `the loop variable \`${name}\``);
      if (!declaration.initializer) return unknown(use, `\`${name}\`, which has no initializer`);
      const isConst = (list.flags & t.NodeFlags.Const) !== 0;
      if (!isConst && t.isIdentifier(declaration.name) && this.isReassigned(declaration.getSourceFile(), declaration.name.text)) {
        return unknown(use, `\`${name}\`, which is reassigned`);
      }
      return this.evaluate(declaration.initializer, env);
    }
    if (t.isBindingElement(declaration)) return this.bindingElementValue(declaration, env, use);
    if (t.isParameter(declaration)) return unknown(use, `the parameter \`${name}\``);
    if (t.isFunctionDeclaration(declaration)) return { kind: "function", decl: declaration, env, node: declaration };
    if (t.isClassDeclaration(declaration)) return { kind: "class", decl: declaration, node: declaration };
    if (t.isImportSpecifier(declaration) || t.isImportClause(declaration) || t.isNamespaceImport(declaration)) return this.importValue(declaration, use);
    if (t.isEnumDeclaration(declaration)) return this.enumValue(declaration);
    return unknown(use, `\`${name}\``);
  }
  bindingElementValue(element, env, use) {
    const t = ts();
    const pattern = element.parent;
    const owner = pattern.parent;
    let source;
    if (t.isVariableDeclaration(owner)) {
      const bound = env.get(owner);
      if (bound) source = bound;
      else if (t.isForOfStatement(owner.parent.parent) || t.isForInStatement(owner.parent.parent)) return unknown(use, `the loop variable \`${snippet(use)}\``);
      else if (!owner.initializer) return unknown(use, `\`${snippet(use)}\``);
      else source = this.evaluate(owner.initializer, isTopLevel(owner) ? EMPTY_ENV : env);
    } else if (t.isBindingElement(owner)) {
      source = this.declarationValue(owner, env, use);
    } else if (t.isParameter(owner)) {
      const bound = env.get(owner);
      if (!bound) return unknown(use, `the parameter \`${snippet(use)}\``);
      source = bound;
    } else return unknown(use, `\`${snippet(use)}\``);
    let picked;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName ? this.propertyKey(element.propertyName, env) : t.isIdentifier(element.name) ? element.name.text : void 0;
      if (key === void 0 || element.dotDotDotToken) return unknown(use, `\`${snippet(use)}\``);
      picked = this.member(source, key, element);
    } else {
      const index = pattern.elements.indexOf(element);
      picked = this.member(source, String(index), element);
    }
    if (picked.kind === "primitive" && picked.value === void 0 && element.initializer) return this.evaluate(element.initializer, env);
    return picked;
  }
  importValue(declaration, use) {
    const t = ts();
    let importDeclaration = declaration;
    while (!t.isImportDeclaration(importDeclaration)) importDeclaration = importDeclaration.parent;
    const specifierNode = importDeclaration.moduleSpecifier;
    if (!t.isStringLiteral(specifierNode)) return unknown(use, `\`${snippet(use)}\``);
    const specifier = specifierNode.text;
    const importedName = t.isImportSpecifier(declaration) ? (declaration.propertyName ?? declaration.name).text : t.isImportClause(declaration) ? "default" : "*";
    const recognised = recognisedModule(specifier);
    if (recognised === "zod") {
      const flavor = this.project.zodFlavor(use.getSourceFile().fileName, specifier);
      const lib = flavor === "v3" ? this.project.zod.v3 : this.project.zod.v4;
      if (!lib) return unknown(use, `zod (not loaded)`);
      const namespace = lib.z ?? lib;
      if (importedName === "*" || importedName === "default" || importedName === "z") return { kind: "zodApi", flavor, target: namespace, self: namespace, name: "z", node: use };
      return { kind: "zodApi", flavor, target: namespace[importedName], self: namespace, name: importedName, node: use };
    }
    if (recognised) return { kind: "external", module: recognised, name: importedName, node: use };
    const file = this.project.resolveImport(use.getSourceFile().fileName, specifier);
    if (!file) return unknown(use, `\`${snippet(use)}\`, imported from "${specifier}"`);
    const source = this.project.sourceFile(file);
    if (!source) return unknown(use, `\`${snippet(use)}\`, imported from "${specifier}" (unreadable)`);
    if (importedName === "*") return this.moduleNamespace(source, use);
    return this.exportedValue(source, importedName, use, 0);
  }
  /** The value a project file exports under a name. */
  exportedValue(file, name, use, hops) {
    const t = ts();
    if (hops > 10) return unknown(use, `\`${snippet(use)}\`, re-exported too many times`);
    for (const statement of file.statements) {
      const exported = hasExportModifier(statement);
      const isDefault = hasDefaultModifier(statement);
      if (exported && t.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (t.isIdentifier(declaration.name) && declaration.name.text === name) return this.declarationValue(declaration, EMPTY_ENV, use);
        }
      }
      if (exported && (t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement))) {
        if (isDefault && name === "default" || !isDefault && statement.name?.text === name) return this.declarationValue(statement, EMPTY_ENV, use);
      }
      if (t.isExportAssignment(statement) && name === "default") return this.evaluate(statement.expression);
      if (t.isExportDeclaration(statement)) {
        const target = statement.moduleSpecifier && t.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : void 0;
        if (statement.exportClause && t.isNamedExports(statement.exportClause)) {
          for (const element of statement.exportClause.elements) {
            if (element.name.text !== name) continue;
            const local = (element.propertyName ?? element.name).text;
            if (target) {
              const next = this.project.resolveImport(file.fileName, target);
              const nextFile = next ? this.project.sourceFile(next) : void 0;
              return nextFile ? this.exportedValue(nextFile, local, use, hops + 1) : unknown(use, `\`${snippet(use)}\`, re-exported from "${target}"`);
            }
            const declaration = findTopLevelDeclaration(file, local);
            return declaration ? this.declarationValue(declaration, EMPTY_ENV, use) : unknown(use, `\`${snippet(use)}\``);
          }
        } else if (!statement.exportClause && target) {
          const next = this.project.resolveImport(file.fileName, target);
          const nextFile = next ? this.project.sourceFile(next) : void 0;
          if (nextFile) {
            const value = this.exportedValue(nextFile, name, use, hops + 1);
            if (value.kind !== "unknown") return value;
          }
        }
      }
    }
    return unknown(use, `\`${snippet(use)}\`, which ${file.fileName.split(/[\\/]/).pop()} does not export statically`);
  }
  moduleNamespace(file, use) {
    const t = ts();
    const entries = /* @__PURE__ */ new Map();
    for (const statement of file.statements) {
      if (!hasExportModifier(statement)) continue;
      const names = [];
      if (t.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) if (t.isIdentifier(d.name)) names.push(d.name.text);
      }
      if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement)) && statement.name) names.push(statement.name.text);
      for (const name of names) entries.set(name, { value: this.exportedValue(file, name, use, 0), node: use });
    }
    return { kind: "object", entries, node: use, site: use };
  }
  enumValue(declaration) {
    const entries = /* @__PURE__ */ new Map();
    for (const member of declaration.members) {
      const key = this.propertyKey(member.name);
      if (key === void 0 || !member.initializer) return unknown(declaration, `the enum ${declaration.name.text}`);
      entries.set(key, { value: this.evaluate(member.initializer), node: member });
    }
    return { kind: "object", entries, node: declaration };
  }
  isReassigned(file, name) {
    let names = this.reassigned.get(file);
    if (!names) {
      const found = /* @__PURE__ */ new Set();
      const t = ts();
      const visit = (node) => {
        if (t.isBinaryExpression(node) && node.operatorToken.kind >= t.SyntaxKind.FirstAssignment && node.operatorToken.kind <= t.SyntaxKind.LastAssignment && t.isIdentifier(node.left)) found.add(node.left.text);
        if ((t.isPrefixUnaryExpression(node) || t.isPostfixUnaryExpression(node)) && t.isIdentifier(node.operand)) found.add(node.operand.text);
        t.forEachChild(node, visit);
      };
      visit(file);
      names = found;
      this.reassigned.set(file, names);
    }
    return names.has(name);
  }
  // ---- members and calls ----
  member(base, name, node) {
    switch (base.kind) {
      case "object": {
        const entry = base.entries.get(name);
        if (entry) return base.site && !entry.value.site ? { ...entry.value, site: base.site } : entry.value;
        if (base.opaque) return base.opaque;
        return { kind: "primitive", value: void 0, node };
      }
      case "array":
        if (name === "length" && !base.opaque) return { kind: "primitive", value: base.items.length, node };
        if (/^\d+$/.test(name) && !base.opaque) {
          const item = base.items[Number(name)];
          if (!item) return { kind: "primitive", value: void 0, node };
          return base.site && !item.site ? { ...item, site: base.site } : item;
        }
        return unknown(node, `\`${snippet(node)}\``);
      case "zod":
        return zodProperty(base, name, node);
      case "zodApi": {
        const target = base.target;
        if (!target || name.startsWith("_")) return unknown(node, `\`${snippet(node)}\``);
        return { kind: "zodApi", flavor: base.flavor, target: target[name], self: target, name, node };
      }
      case "external":
        return { kind: "external", module: base.module, name: base.name === "*" ? name : `${base.name}.${name}`, node };
      case "unknown":
        return base;
      default:
        return unknown(node, `\`${snippet(node)}\``);
    }
  }
  call(node, env) {
    const t = ts();
    const callee = node.expression;
    if (t.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (t.isIdentifier(callee.expression) && callee.expression.text === "Object" && !resolveDeclaration(callee.expression)) {
        return this.objectStatic(method, node, env);
      }
      const receiver = this.evaluate(callee.expression, env);
      if (receiver.kind === "zod") {
        const fn2 = receiver.schema[method];
        return callZod(receiver.flavor, receiver.schema, fn2, method, this.args(node, env), receiver.loc, node);
      }
      if (receiver.kind === "array") return this.arrayMethod(receiver, method, node, env);
      if (receiver.kind === "primitive" && typeof receiver.value === "string" && ["trim", "trimStart", "trimEnd", "toLowerCase", "toUpperCase"].includes(method)) {
        return { kind: "primitive", value: receiver.value[method].call(receiver.value), node };
      }
      const fn = this.member(receiver, method, callee);
      return this.apply(fn, node, env);
    }
    return this.apply(this.evaluate(callee, env), node, env);
  }
  args(node, env) {
    return node.arguments.map((arg) => ts().isSpreadElement(arg) ? unknown(arg, `the spread \`${snippet(arg)}\``) : this.evaluate(arg, env));
  }
  apply(fn, node, env) {
    if (fn.kind === "zodApi") return callZod(fn.flavor, fn.self, fn.target, fn.name, this.args(node, env), void 0, node);
    if (fn.kind === "function") return this.callFunction(fn, this.args(node, env), node);
    if (fn.kind === "external") {
      const args = this.args(node, env);
      if (["fromJsonSchema", "jsonSchemaAdapter"].includes(fn.name) && args[0]?.kind === "object") return { ...args[0], jsonWrapper: fn.name };
      if (fn.module === "zod-to-json-schema" && (fn.name === "zodToJsonSchema" || fn.name === "default")) return this.zodToJsonSchema(args, node);
      return unknown(node, `the result of \`${snippet(node.expression)}()\``);
    }
    if (fn.kind === "unknown") return unknown(node, `the result of \`${snippet(node)}\``);
    return unknown(node, `the result of \`${snippet(node)}\``);
  }
  /** Inlines a project function: binds its parameters and evaluates what it returns. */
  callFunction(fn, args, node) {
    const t = ts();
    const decl = fn.decl;
    if (!decl.body) return unknown(node, `the result of \`${snippet(node)}\``);
    if (t.canHaveModifiers(decl) && t.getModifiers(decl)?.some((m) => m.kind === t.SyntaxKind.AsyncKeyword)) return unknown(node, `the promise returned by \`${snippet(node)}\``);
    const env = bindParameters(decl, args, fn.env, this);
    if (!t.isBlock(decl.body)) return this.evaluate(decl.body, env);
    const returns = returnStatements(decl.body);
    if (returns.length !== 1 || !returns[0].expression) return unknown(node, `the result of \`${snippet(node)}\`, which has ${returns.length} return paths`);
    return this.evaluate(returns[0].expression, env);
  }
  objectStatic(method, node, env) {
    const args = this.args(node, env);
    const first = args[0];
    if (method === "freeze" && first) return first;
    if (method === "assign") {
      const entries = /* @__PURE__ */ new Map();
      let opaque;
      for (const arg of args) {
        if (arg.kind === "object") {
          for (const [key, entry] of arg.entries) entries.set(key, entry);
          opaque = arg.opaque ?? opaque;
        } else opaque = arg.kind === "unknown" ? arg : unknown(arg.node, `\`${snippet(arg.node)}\``);
      }
      return { kind: "object", entries, node, opaque };
    }
    if (first?.kind === "object" && !first.opaque && ["entries", "keys", "values"].includes(method)) {
      const items = [];
      for (const [key, entry] of first.entries) {
        const keyValue = { kind: "primitive", value: key, node: entry.node };
        if (method === "keys") items.push(keyValue);
        else if (method === "values") items.push(entry.value);
        else items.push({ kind: "array", items: [keyValue, entry.value], node: entry.node });
      }
      return { kind: "array", items, node };
    }
    return unknown(node, `the result of \`${snippet(node)}\``);
  }
  arrayMethod(receiver, method, node, env) {
    if (receiver.opaque) return receiver.opaque;
    const args = this.args(node, env);
    const first = args[0];
    if (method === "map" && first?.kind === "function") {
      return { kind: "array", items: receiver.items.map((item, index) => this.callFunction(first, [item, { kind: "primitive", value: index, node }], node)), node };
    }
    if (method === "concat") {
      const items = [...receiver.items];
      for (const arg of args) {
        if (arg.kind === "array" && !arg.opaque) items.push(...arg.items);
        else return unknown(node, `the result of \`${snippet(node)}\``);
      }
      return { kind: "array", items, node };
    }
    if (method === "join" && receiver.items.every((item) => item.kind === "primitive")) {
      const separator = first?.kind === "primitive" ? String(first.value) : ",";
      return { kind: "primitive", value: receiver.items.map((item) => String(item.value ?? "")).join(separator), node };
    }
    return unknown(node, `the result of \`${snippet(node)}\``);
  }
  zodToJsonSchema(args, node) {
    const schema = args[0];
    const convert = this.project.zod.zodToJsonSchema;
    if (!schema || schema.kind !== "zod" || !convert || args[1] && args[1].kind !== "primitive" && args[1].kind !== "object") {
      return schema?.kind === "unknown" ? schema : unknown(node, `the result of \`${snippet(node)}\``);
    }
    let options;
    try {
      options = args[1] ? args[1].kind === "primitive" ? args[1].value : toPlain(args[1]) : void 0;
      return jsonToValue(convert(schema.schema, options), node);
    } catch (error) {
      return unknown(node, `zodToJsonSchema(): ${error.message}`);
    }
  }
  /** A function value for an expression, following names and imports (handlers passed by name). */
  functionOf(expression, env = EMPTY_ENV) {
    return this.evaluate(expression, env);
  }
};
function toPlain(value) {
  if (value.kind === "primitive" || value.kind === "regex") return value.value;
  if (value.kind === "array") return value.items.map(toPlain);
  if (value.kind === "object") return Object.fromEntries([...value.entries].map(([k, e]) => [k, toPlain(e.value)]));
  throw new Error("not a plain value");
}
function jsonToValue(json, node) {
  if (Array.isArray(json)) return { kind: "array", items: json.map((item) => jsonToValue(item, node)), node };
  if (json !== null && typeof json === "object") {
    return { kind: "object", entries: new Map(Object.entries(json).map(([k, v]) => [k, { value: jsonToValue(v, node), node }])), node };
  }
  return { kind: "primitive", value: json, node };
}
function bindParameters(decl, args, outer, evaluator) {
  const t = ts();
  const env = new Map(outer);
  decl.parameters.forEach((parameter, index) => {
    let arg = args[index];
    if ((!arg || arg.kind === "primitive" && arg.value === void 0) && parameter.initializer) arg = evaluator.evaluate(parameter.initializer, env);
    if (parameter.dotDotDotToken) arg = { kind: "array", items: args.slice(index), node: parameter };
    arg ??= { kind: "primitive", value: void 0, node: parameter };
    env.set(parameter, arg);
    if (!t.isIdentifier(parameter.name)) bindPattern(parameter.name, arg, env, evaluator);
  });
  return env;
}
function bindPattern(pattern, value, env, evaluator) {
  const t = ts();
  if (t.isIdentifier(pattern)) return;
  pattern.elements.forEach((element, index) => {
    if (t.isOmittedExpression(element)) return;
    let part;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName ? evaluator.propertyKey(element.propertyName) : t.isIdentifier(element.name) ? element.name.text : void 0;
      part = key === void 0 || element.dotDotDotToken ? unknown(element, `\`${snippet(element)}\``) : evaluator.member(value, key, element);
    } else part = evaluator.member(value, String(index), element);
    if (part.kind === "primitive" && part.value === void 0 && element.initializer) part = evaluator.evaluate(element.initializer, env);
    env.set(element, part);
    bindPattern(element.name, part, env, evaluator);
  });
}
function returnStatements(body) {
  const t = ts();
  const found = [];
  const visit = (node) => {
    if (t.isReturnStatement(node)) found.push(node);
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  t.forEachChild(body, visit);
  return found;
}
function isFunctionLike(node) {
  const t = ts();
  return t.isFunctionDeclaration(node) || t.isFunctionExpression(node) || t.isArrowFunction(node) || t.isMethodDeclaration(node) || t.isConstructorDeclaration(node) || t.isGetAccessorDeclaration(node) || t.isSetAccessorDeclaration(node);
}
function isTopLevel(declaration) {
  for (let node = declaration.parent; node; node = node.parent) if (isFunctionLike(node)) return false;
  return true;
}
function hasExportModifier(statement) {
  const t = ts();
  return t.canHaveModifiers(statement) && (t.getModifiers(statement)?.some((m) => m.kind === t.SyntaxKind.ExportKeyword) ?? false);
}
function hasDefaultModifier(statement) {
  const t = ts();
  return t.canHaveModifiers(statement) && (t.getModifiers(statement)?.some((m) => m.kind === t.SyntaxKind.DefaultKeyword) ?? false);
}
function findTopLevelDeclaration(file, name) {
  return declarationIn(file, name);
}
function resolveDeclaration(identifier) {
  const name = identifier.text;
  for (let node = identifier; node.parent; node = node.parent) {
    const found = declarationIn(node.parent, name);
    if (found) return found;
  }
  return void 0;
}
function declarationIn(scope, name) {
  const t = ts();
  if (t.isSourceFile(scope) || t.isBlock(scope) || t.isModuleBlock(scope) || t.isCaseClause(scope) || t.isDefaultClause(scope)) {
    for (const statement of scope.statements) {
      const found = declarationInStatement(statement, name);
      if (found) return found;
    }
    return void 0;
  }
  if (isFunctionLike(scope)) {
    for (const parameter of scope.parameters) {
      const found = matchBinding(parameter.name, name, parameter);
      if (found) return found;
    }
    if ((t.isFunctionExpression(scope) || t.isFunctionDeclaration(scope)) && scope.name?.text === name) return scope;
    return void 0;
  }
  if ((t.isForOfStatement(scope) || t.isForInStatement(scope) || t.isForStatement(scope)) && scope.initializer && t.isVariableDeclarationList(scope.initializer)) {
    for (const declaration of scope.initializer.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  }
  if (t.isCatchClause(scope) && scope.variableDeclaration) return matchBinding(scope.variableDeclaration.name, name, scope.variableDeclaration);
  if (t.isClassExpression(scope) && scope.name?.text === name) return scope;
  return void 0;
}
function declarationInStatement(statement, name) {
  const t = ts();
  if (t.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) {
      const found = matchBinding(declaration.name, name, declaration);
      if (found) return found;
    }
  } else if ((t.isFunctionDeclaration(statement) || t.isClassDeclaration(statement) || t.isEnumDeclaration(statement)) && statement.name?.text === name) {
    return statement;
  } else if (t.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
    const clause = statement.importClause;
    if (clause.name?.text === name) return clause;
    const bindings = clause.namedBindings;
    if (bindings && t.isNamespaceImport(bindings) && bindings.name.text === name) return bindings;
    if (bindings && t.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (element.name.text === name) return element;
    }
  }
  return void 0;
}
function matchBinding(binding, name, declaration) {
  const t = ts();
  if (t.isIdentifier(binding)) return binding.text === name ? declaration : void 0;
  for (const element of binding.elements) {
    if (t.isOmittedExpression(element)) continue;
    if (t.isIdentifier(element.name) && element.name.text === name) return element;
    if (!t.isIdentifier(element.name)) {
      const found = matchBinding(element.name, name, element);
      if (found) return found;
    }
  }
  return void 0;
}

// src/lint/loaders/source/materialize.ts
var DefinitionBuilder = class {
  constructor(file, fallback) {
    this.file = file;
    this.fallback = fallback;
  }
  file;
  fallback;
  positions = /* @__PURE__ */ new Map();
  unresolved = [];
  /** The node to report for `node`, reached through `anchor` (a node of the linted file) when it lives elsewhere. */
  here(node, anchor) {
    if (node.getSourceFile() === this.file) return node;
    return anchor ?? this.fallback;
  }
  anchorOf(value, anchor) {
    return value.site && value.site.getSourceFile() === this.file ? value.site : anchor;
  }
  mark(pointer, node, anchor) {
    if (!this.positions.has(pointer)) this.positions.set(pointer, this.here(node, anchor));
  }
  markUnresolved(pointer, value) {
    if (!this.unresolved.some((u) => u.pointer === pointer)) this.unresolved.push({ pointer, value });
  }
  /**
   * Plain JSON for a value. Unresolvable parts become `{}` placeholders (listed in `unresolved`, so no rule
   * judges them); functions and other non-JSON values are dropped, as JSON.stringify would.
   */
  json(value, pointer, anchor, depth = 0) {
    anchor = this.anchorOf(value, anchor);
    if (depth > 200) {
      this.markUnresolved(pointer, { kind: "unknown", node: value.node, reason: "a value nested too deeply" });
      return {};
    }
    this.mark(pointer, value.node, anchor);
    switch (value.kind) {
      case "primitive":
        return value.value;
      case "regex":
        return {};
      case "array":
        if (value.opaque) this.markUnresolved(pointer, value.opaque);
        return value.items.map((item, index) => {
          const json = this.json(item, joinPointer(pointer, index), anchor, depth + 1);
          return json === void 0 ? null : json;
        });
      case "object": {
        if (value.opaque) this.markUnresolved(pointer, value.opaque);
        const out = {};
        for (const [key, entry] of value.entries) {
          const child = joinPointer(pointer, key);
          this.mark(child, keyNodeOf(entry.node), anchor);
          const json = this.json(entry.value, child, anchor, depth + 1);
          if (json !== void 0) out[key] = json;
        }
        return out;
      }
      case "unknown":
        this.markUnresolved(pointer, value);
        return {};
      case "zod":
        this.markUnresolved(pointer, { kind: "unknown", node: value.node, reason: "a zod schema where plain JSON was expected" });
        return {};
      default:
        return void 0;
    }
  }
  /** Records where the parts of a zod-derived JSON Schema were written. */
  zodPositions(json, loc, pointer, anchor, depth = 0) {
    if (!loc || depth > 200 || json === null || typeof json !== "object") return;
    this.mark(pointer, loc.node, anchor);
    const schema = json;
    if (loc.description && typeof schema.description === "string") this.mark(joinPointer(pointer, "description"), loc.description, anchor);
    const properties = schema.properties;
    if (loc.props && properties && typeof properties === "object") {
      for (const [key, prop] of loc.props) {
        if (!(key in properties)) continue;
        const child = joinPointer(pointer, "properties", key);
        this.mark(child, keyNodeOf(prop.keyNode), anchor);
        this.zodPositions(properties[key], prop.loc ?? locOf(void 0), child, anchor, depth + 1);
      }
    }
    if (loc.items && schema.items && typeof schema.items === "object") this.zodPositions(schema.items, loc.items, joinPointer(pointer, "items"), anchor, depth + 1);
    const options = schema.anyOf ?? schema.oneOf;
    if (loc.options && Array.isArray(options) && options.length === loc.options.length) {
      const keyword = schema.anyOf ? "anyOf" : "oneOf";
      loc.options.forEach((option, index) => this.zodPositions(options[index], option, joinPointer(pointer, keyword, index), anchor, depth + 1));
    }
  }
};

// src/lint/loaders/source/schemas.ts
var EMPTY_OBJECT_SCHEMA = { type: "object", properties: {} };
function isObjectSchema(schema, flavor) {
  if (flavor === "v4") {
    const def = schema._zod?.def;
    return def?.type === "object" || def?.shape !== void 0;
  }
  return schema.shape !== void 0;
}
function rawShapeFlavor(value) {
  if (value.entries.size === 0 && !value.opaque) return "empty";
  let flavor;
  for (const entry of value.entries.values()) if (entry.value.kind === "zod") flavor ??= entry.value.flavor;
  return flavor;
}
var SCHEMA_KEYWORDS = ["type", "properties", "required", "$schema", "items", "additionalProperties", "anyOf", "oneOf", "allOf", "enum", "$ref", "$defs"];
function looksLikeJsonSchema(value) {
  if (value.kind !== "object" || value.entries.size === 0 || rawShapeFlavor(value) !== void 0) return false;
  return SCHEMA_KEYWORDS.some((keyword) => value.entries.has(keyword));
}
function convertSchema(value, target, io, pointer, builder, zod) {
  const anchor = builder.anchorOf(value, void 0);
  if (value.kind === "primitive" && value.value === void 0) return { kind: "absent" };
  if (value.kind === "object" && value.jsonWrapper) {
    return { kind: "json", json: asObject(builder.json(value, pointer)) };
  }
  let schema;
  let flavor = "v4";
  let loc;
  if (value.kind === "zod") {
    schema = value.schema;
    flavor = value.flavor;
    loc = value.loc;
  } else if (value.kind === "object") {
    const shapeFlavor = rawShapeFlavor(value);
    if (shapeFlavor === void 0) {
      if (value.opaque || [...value.entries.values()].some((e) => e.value.kind === "unknown")) {
        builder.markUnresolved(pointer, value.opaque ?? [...value.entries.values()].find((e) => e.value.kind === "unknown").value);
        builder.mark(pointer, value.node, anchor);
        return { kind: "json", json: { type: "object" } };
      }
      return { kind: "plain-json", json: builder.json(value, pointer), node: value.node };
    }
    if (value.opaque) {
      builder.markUnresolved(pointer, value.opaque);
      builder.mark(pointer, value.node, anchor);
      return { kind: "json", json: { type: "object" } };
    }
    flavor = shapeFlavor === "empty" ? "v4" : shapeFlavor;
    const lib = flavor === "v3" ? zod.v3 : zod.v4;
    const shape = {};
    for (const [key, entry] of value.entries) {
      if (entry.value.kind !== "zod" || entry.value.flavor !== flavor) {
        const bad = entry.value.kind === "unknown" ? entry.value : unknown(entry.node, `the shape entry "${key}", which is not a zod schema of the same zod version`);
        builder.markUnresolved(pointer, bad);
        builder.mark(pointer, value.node, anchor);
        return { kind: "json", json: { type: "object" } };
      }
      shape[key] = entry.value.schema;
    }
    if (!lib) return unresolved(builder, pointer, unknown(value.node, "zod (not installed next to mcp-lint)"), anchor);
    const objectFn = (lib.z ?? lib).object;
    schema = objectFn(shape);
    loc = { node: value.node, props: new Map([...value.entries].map(([key, entry]) => [key, { keyNode: entry.node, loc: entry.value.loc }])) };
  } else if (value.kind === "unknown") {
    return unresolved(builder, pointer, value, anchor);
  } else {
    return unresolved(builder, pointer, unknown(value.node, "a schema mcp-lint cannot read"), anchor);
  }
  if (!isZodSchema(schema)) return unresolved(builder, pointer, unknown(value.node, "a schema mcp-lint cannot read"), anchor);
  let json;
  try {
    json = toJsonSchema(schema, flavor, target, io, zod);
  } catch (error) {
    return unresolved(builder, pointer, unknown(value.node, `a zod schema zod cannot convert (${error.message.split("\n")[0]})`), anchor);
  }
  builder.zodPositions(json, loc, pointer, anchor);
  builder.mark(pointer, value.node, anchor);
  return { kind: "json", json };
}
function unresolved(builder, pointer, value, anchor) {
  builder.markUnresolved(pointer, value);
  builder.mark(pointer, value.node, anchor);
  return { kind: "json", json: { type: "object" } };
}
function asObject(json) {
  return json !== null && typeof json === "object" && !Array.isArray(json) ? json : { type: "object" };
}
function toJsonSchema(schema, flavor, target, io, zod) {
  if (target === "sdk-v1") {
    if (!isObjectSchema(schema, flavor)) return { ...EMPTY_OBJECT_SCHEMA, properties: {} };
    if (flavor === "v3") {
      if (!zod.zodToJsonSchema) throw new Error("zod-to-json-schema is not available");
      return zod.zodToJsonSchema(schema, { strictUnions: true, pipeStrategy: io });
    }
    return v4(zod).toJSONSchema(schema, { target: "draft-7", io });
  }
  if (flavor === "v3") throw new Error(`${target === "sdk-v2" ? "SDK v2" : "fastmcp"} needs zod 4 schemas`);
  const result = v4(zod).toJSONSchema(schema, { target: "draft-2020-12", io });
  if (target === "fastmcp") return result;
  if (io === "input") {
    if (result.type !== void 0 && result.type !== "object") throw new Error(`MCP tool schemas must describe objects (got type ${JSON.stringify(result.type)})`);
    return { type: "object", ...result };
  }
  if (result.type !== void 0) return result;
  return "properties" in result || "additionalProperties" in result || "required" in result ? { type: "object", ...result } : result;
}
function v4(zod) {
  const lib = zod.v4;
  const namespace = lib?.z ?? lib;
  if (!namespace?.toJSONSchema) throw new Error("zod 4 is not available");
  return namespace;
}

// src/lint/loaders/source/handler.ts
var STRING_METHODS = /* @__PURE__ */ new Set([
  "toString",
  "toFixed",
  "toPrecision",
  "toExponential",
  "toISOString",
  "toUTCString",
  "toDateString",
  "toTimeString",
  "toLocaleDateString",
  "toLocaleTimeString",
  "toLocaleString",
  "toUpperCase",
  "toLowerCase",
  "toLocaleUpperCase",
  "toLocaleLowerCase",
  "trim",
  "trimStart",
  "trimEnd",
  "padStart",
  "padEnd",
  "repeat",
  "replaceAll",
  "normalize",
  "join",
  "charAt",
  "substring",
  "substr"
]);
var HandlerAnalyzer = class {
  constructor(file, checker) {
    this.file = file;
    this.checker = checker;
  }
  file;
  checker;
  /** Facts about a handler value. `body` restricts the analysis to a part of it (a low-level dispatch branch). */
  analyze(value, framework, anchor, body) {
    if (!value || value.kind !== "function") {
      return { framework, returns: [], unresolved: true, range: rangeOf(value?.node && value.node.getSourceFile() === this.file ? value.node : anchor) };
    }
    const decl = value.decl;
    const here = (node) => rangeOf(node.getSourceFile() === this.file ? node : value.site ?? anchor);
    const returns = [];
    const expressions = [];
    const t = ts();
    if (body) expressions.push(...collectReturns(body));
    else if (decl.body && !t.isBlock(decl.body)) expressions.push(decl.body);
    else if (decl.body) {
      for (const statement of returnStatements(decl.body)) if (statement.expression) expressions.push(statement.expression);
    }
    for (const expression of expressions) {
      for (const [node, classified] of this.classifyPaths(expression)) {
        const onFile = node.getSourceFile() === this.file;
        returns.push({ ...classified, text: snippet(node) + (onFile ? "" : ` (${basename(node.getSourceFile().fileName)}:${rangeOf(node).start.line})`), range: here(node) });
      }
    }
    const throws = collectThrows(body ?? decl.body).filter((s) => !isProtocolError(s)).map((s) => here(s));
    return { framework, returns, throws, range: here(decl) };
  }
  /** Splits conditional expressions into their branches and classifies each. */
  classifyPaths(expression) {
    const t = ts();
    const inner = unwrap(expression);
    if (t.isConditionalExpression(inner)) return [...this.classifyPaths(inner.whenTrue), ...this.classifyPaths(inner.whenFalse)];
    return [[inner, this.classify(inner, 0)]];
  }
  classify(expression, depth) {
    const syntactic = this.classifySyntax(expression, depth);
    if (syntactic.kind !== "unknown" || !this.checker) return syntactic;
    return this.classifyType(expression) ?? syntactic;
  }
  classifySyntax(node, depth) {
    const t = ts();
    node = unwrap(node);
    if (depth > 4) return { kind: "unknown" };
    if (t.isAsExpression(node) || t.isTypeAssertionExpression(node)) {
      const typed = classifyTypeNode(node.type);
      return typed ?? this.classifySyntax(node.expression, depth);
    }
    if (t.isAwaitExpression(node)) return this.classifySyntax(node.expression, depth);
    if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node) || t.isTemplateExpression(node)) return { kind: "bare-string" };
    if (t.isNumericLiteral(node) || t.isArrayLiteralExpression(node) || node.kind === t.SyntaxKind.TrueKeyword || node.kind === t.SyntaxKind.FalseKeyword || node.kind === t.SyntaxKind.NullKeyword) return { kind: "not-result" };
    if (t.isIdentifier(node) && node.text === "undefined") return { kind: "not-result" };
    if (t.isConditionalExpression(node)) {
      const a = this.classifySyntax(node.whenTrue, depth + 1), b = this.classifySyntax(node.whenFalse, depth + 1);
      return a.kind === b.kind ? a : { kind: "unknown" };
    }
    if (t.isBinaryExpression(node) && node.operatorToken.kind === t.SyntaxKind.PlusToken) {
      const left = this.classify(node.left, depth + 1), right = this.classify(node.right, depth + 1);
      if (left.kind === "bare-string" || right.kind === "bare-string") return { kind: "bare-string" };
      return { kind: "unknown" };
    }
    if (t.isObjectLiteralExpression(node)) return classifyObject(node);
    if (t.isCallExpression(node)) return this.classifyCall(node, depth);
    if (t.isIdentifier(node)) return this.classifyIdentifier(node, depth);
    return { kind: "unknown" };
  }
  classifyCall(node, depth) {
    const t = ts();
    const callee = node.expression;
    if (t.isIdentifier(callee) && callee.text === "String" && !resolveDeclaration(callee)) return { kind: "bare-string" };
    if (t.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      if (name === "stringify" && t.isIdentifier(callee.expression) && callee.expression.text === "JSON") return { kind: "bare-string" };
      if (STRING_METHODS.has(name)) return { kind: "bare-string" };
    }
    if (t.isIdentifier(callee)) {
      const declaration = resolveDeclaration(callee);
      const fn = declaration ? functionOfDeclaration(declaration) : void 0;
      if (fn) return this.classifyFunction(fn, depth + 1);
    }
    return { kind: "unknown" };
  }
  /** A helper the handler returns the result of: its declared type, or what all its paths return. */
  classifyFunction(fn, depth) {
    const t = ts();
    if (fn.type) {
      const typed = classifyTypeNode(fn.type);
      if (typed) return typed;
    }
    if (!fn.body) return { kind: "unknown" };
    const expressions = t.isBlock(fn.body) ? returnStatements(fn.body).map((r) => r.expression) : [fn.body];
    if (expressions.length === 0 || expressions.some((e) => !e)) return { kind: "unknown" };
    const kinds = expressions.map((e) => this.classify(e, depth));
    if (kinds.every((k) => k.kind === "bare-string")) return { kind: "bare-string" };
    if (kinds.every((k) => k.kind === "result")) return { kind: "result" };
    return { kind: "unknown" };
  }
  classifyIdentifier(node, depth) {
    const t = ts();
    const declaration = resolveDeclaration(node);
    if (!declaration) return { kind: "unknown" };
    if ((t.isVariableDeclaration(declaration) || t.isParameter(declaration)) && declaration.type) {
      return classifyTypeNode(declaration.type) ?? { kind: "unknown" };
    }
    if (t.isVariableDeclaration(declaration) && declaration.initializer && t.isIdentifier(declaration.name)) {
      const initial = this.classify(declaration.initializer, depth + 1);
      if (initial.kind === "result") return { kind: "result" };
      const isConst = (declaration.parent.flags & t.NodeFlags.Const) !== 0;
      return isConst || initial.kind === "bare-string" ? { kind: initial.kind } : { kind: "unknown" };
    }
    return { kind: "unknown" };
  }
  classifyType(expression) {
    const checker = this.checker;
    if (expression.getSourceFile() !== this.file && !checker) return void 0;
    let type;
    try {
      type = checker.getTypeAtLocation(expression);
      type = checker.getAwaitedType(type) ?? type;
    } catch {
      return void 0;
    }
    const t = ts();
    const parts = type.isUnion() ? type.types : [type];
    if (parts.length && parts.every((p) => (p.flags & t.TypeFlags.StringLike) !== 0)) return { kind: "bare-string" };
    if (parts.some((p) => (p.flags & (t.TypeFlags.Any | t.TypeFlags.Unknown)) !== 0)) return void 0;
    if (parts.every((p) => checker.getPropertyOfType(p, "content") !== void 0)) return { kind: "result" };
    return void 0;
  }
};
function basename(path) {
  return path.split(/[\\/]/).pop() ?? path;
}
function unwrap(node) {
  const t = ts();
  while (t.isParenthesizedExpression(node) || t.isNonNullExpression(node) || t.isSatisfiesExpression(node)) node = node.expression;
  return node;
}
function classifyObject(node) {
  const t = ts();
  const keys = /* @__PURE__ */ new Map();
  let spread = false;
  for (const property of node.properties) {
    if (t.isSpreadAssignment(property)) spread = true;
    else if (property.name && (t.isIdentifier(property.name) || t.isStringLiteral(property.name))) keys.set(property.name.text, property);
  }
  if (keys.has("content")) {
    const isErrorNode = keys.get("isError");
    const isError = isErrorNode !== void 0 && t.isPropertyAssignment(isErrorNode) && isErrorNode.initializer.kind === t.SyntaxKind.TrueKeyword;
    return { kind: "result", hasStructuredContent: keys.has("structuredContent") ? true : spread ? void 0 : false, isError };
  }
  if (spread) return { kind: "unknown" };
  return { kind: "not-result" };
}
function classifyTypeNode(type) {
  const t = ts();
  if (type.kind === t.SyntaxKind.StringKeyword) return { kind: "bare-string" };
  if (t.isLiteralTypeNode(type) && t.isStringLiteral(type.literal)) return { kind: "bare-string" };
  if (t.isTemplateLiteralTypeNode(type)) return { kind: "bare-string" };
  if (t.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if ((name === "Promise" || name === "PromiseLike") && type.typeArguments?.length === 1) return classifyTypeNode(type.typeArguments[0]);
    if (/^(CallToolResult|CallToolResultSchema)$/.test(name)) return { kind: "result" };
  }
  if (t.isUnionTypeNode(type)) {
    const parts = type.types.map(classifyTypeNode);
    if (parts.every((p) => p?.kind === "bare-string")) return { kind: "bare-string" };
  }
  return void 0;
}
function functionOfDeclaration(declaration) {
  const t = ts();
  if (t.isFunctionDeclaration(declaration)) return declaration;
  if (t.isVariableDeclaration(declaration) && declaration.initializer) {
    let init = declaration.initializer;
    while (t.isParenthesizedExpression(init)) init = init.expression;
    if (t.isArrowFunction(init) || t.isFunctionExpression(init)) return init;
  }
  return void 0;
}
function collectReturns(region) {
  const t = ts();
  if (t.isExpression(region) && !t.isBlock(region)) return [region];
  const out = [];
  const visit = (node) => {
    if (t.isReturnStatement(node) && node.expression) out.push(node.expression);
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  visit(region);
  return out;
}
function collectThrows(region) {
  const t = ts();
  const out = [];
  if (!region) return out;
  const visit = (node) => {
    if (t.isThrowStatement(node)) out.push(node);
    if (t.isTryStatement(node)) {
      if (node.catchClause) visit(node.catchClause.block);
      if (node.finallyBlock) visit(node.finallyBlock);
      return;
    }
    if (isFunctionLike(node) || t.isClassLike(node)) return;
    t.forEachChild(node, visit);
  };
  t.isBlock(region) ? region.statements.forEach(visit) : visit(region);
  return out;
}
function isProtocolError(statement) {
  const t = ts();
  const e = statement.expression;
  return !!e && t.isNewExpression(e) && t.isIdentifier(e.expression) && /^(McpError|ProtocolError)$/.test(e.expression.text);
}

// src/lint/loaders/source/pointers.ts
function parentPointer(pointer) {
  if (pointer === "") return void 0;
  return pointer.slice(0, pointer.lastIndexOf("/"));
}

// src/lint/loaders/source/lowlevel.ts
function methodOf(context, argument) {
  const value = context.evaluator.evaluate(argument);
  if (value.kind === "primitive" && (value.value === "tools/list" || value.value === "tools/call")) return value.value;
  if (value.kind === "external" && (value.module === "sdk-v1" || value.module === "sdk-v2")) {
    if (value.name === "ListToolsRequestSchema") return "tools/list";
    if (value.name === "CallToolRequestSchema") return "tools/call";
  }
  return void 0;
}
function findLowLevel(context, calls) {
  const lists = [];
  const callHandlers = [];
  for (const call of calls) {
    const method = methodOf(context, call.arguments[0]);
    if (method === "tools/list") lists.push(call);
    else if (method === "tools/call") callHandlers.push(call);
  }
  if (!lists.length) return;
  const first = context.tools.length;
  for (const call of lists) listedTools(context, call);
  const listed = context.tools.slice(first);
  for (const call of callHandlers) {
    const handler = context.evaluator.evaluate(call.arguments[1]);
    if (handler.kind !== "function") {
      reportUnresolved(context, handler.kind === "unknown" ? handler : unknown(call.arguments[1], `\`${snippet(call.arguments[1])}\``), "The tools/call handler");
      continue;
    }
    const branches = dispatchBranches(context, handler);
    for (const tool of listed) {
      const name = tool.definition.name;
      const branch = typeof name === "string" ? branches.get(name) : void 0;
      if (branch) tool.handler = context.handlers.analyze(branch.fn ?? handler, "sdk-lowlevel", call.arguments[1], branch.fn ? void 0 : branch.region);
    }
    if (branches.size === 0 && listed[0]) listed[0].handler = context.handlers.analyze(handler, "sdk-lowlevel", call.arguments[1]);
  }
  for (const tool of listed) tool.handler ??= { framework: "sdk-lowlevel", returns: [] };
}
function listedTools(context, call) {
  const t = ts();
  const handler = context.evaluator.evaluate(call.arguments[1]);
  if (handler.kind !== "function" || !handler.decl.body) {
    reportUnresolved(context, handler.kind === "unknown" ? handler : unknown(call.arguments[1], `\`${snippet(call.arguments[1])}\``), "The tools/list handler");
    return;
  }
  const body = handler.decl.body;
  const expressions = t.isBlock(body) ? returnStatements(body).map((r) => r.expression).filter((e) => !!e) : [body];
  let tools;
  for (const expression of expressions) {
    const result = context.evaluator.evaluate(expression, handler.env);
    const list = result.kind === "object" ? result.entries.get("tools")?.value : void 0;
    if (list) {
      tools = list;
      break;
    }
    tools ??= result;
  }
  if (!tools || tools.kind !== "array" || tools.opaque) {
    const reason = tools?.kind === "unknown" ? tools : tools?.kind === "array" && tools.opaque ? tools.opaque : unknown(call.arguments[1], "a tools/list result without a static `tools` array");
    reportUnresolved(context, reason, "The tools listed by the tools/list handler");
    if (!tools || tools.kind !== "array") return;
  }
  for (const item of tools.items) {
    if (item.kind !== "object") {
      reportUnresolved(context, item.kind === "unknown" ? item : unknown(item.node, `\`${snippet(item.node)}\``), "A tool listed by the tools/list handler");
      continue;
    }
    const anchor = item.site && item.site.getSourceFile() === context.file ? item.site : void 0;
    const fallback = item.node.getSourceFile() === context.file ? item.node : anchor ?? call;
    const builder = new DefinitionBuilder(context.file, fallback);
    const definition = builder.json(item, "", anchor);
    const name = definition.name;
    if (typeof name !== "string" || builder.unresolved.some((u) => u.pointer === "/name")) {
      const bad = builder.unresolved.find((u) => u.pointer === "/name")?.value ?? unknown(item.node, "a tool without a static name");
      reportUnresolved(context, bad, "A tool listed by the tools/list handler");
      continue;
    }
    context.tools.push(toolFrom(context, builder, definition, "setRequestHandler", void 0));
  }
}
var NAME_EXPRESSION = /(^|\.)(name|toolName|tool_name|tool)$/;
function dispatchBranches(context, handler) {
  const t = ts();
  const branches = /* @__PURE__ */ new Map();
  const body = handler.decl.body;
  if (!body) return branches;
  const literal = (expression) => {
    const value = context.evaluator.evaluate(expression, handler.env);
    return value.kind === "primitive" && typeof value.value === "string" ? value.value : void 0;
  };
  const isName = (expression) => {
    while (t.isAsExpression(expression) || t.isParenthesizedExpression(expression) || t.isNonNullExpression(expression)) expression = expression.expression;
    return NAME_EXPRESSION.test(snippet(expression, 200));
  };
  const visit = (node) => {
    if (t.isSwitchStatement(node) && isName(node.expression)) {
      let pending = [];
      for (const clause of node.caseBlock.clauses) {
        if (t.isCaseClause(clause)) {
          const name = literal(clause.expression);
          if (name !== void 0) pending.push(name);
        }
        if (clause.statements.length) {
          for (const name of pending) if (!branches.has(name)) branches.set(name, { region: clause });
          pending = [];
        }
      }
    }
    if (t.isIfStatement(node) && t.isBinaryExpression(node.expression)) {
      const { left, right, operatorToken } = node.expression;
      if (operatorToken.kind === t.SyntaxKind.EqualsEqualsEqualsToken || operatorToken.kind === t.SyntaxKind.EqualsEqualsToken) {
        const name = isName(left) ? literal(right) : isName(right) ? literal(left) : void 0;
        if (name !== void 0 && !branches.has(name)) branches.set(name, { region: node.thenStatement });
      }
    }
    if (t.isElementAccessExpression(node) && isName(node.argumentExpression)) {
      const table = context.evaluator.evaluate(node.expression, handler.env);
      if (table.kind === "object") {
        for (const [name, entry] of table.entries) {
          const value = entry.value.kind === "object" ? entry.value.entries.get("handler")?.value ?? entry.value.entries.get("execute")?.value : entry.value;
          if (value?.kind === "function" && !branches.has(name)) branches.set(name, { fn: value });
        }
      }
    }
    if (node !== body && (t.isFunctionDeclaration(node) || t.isArrowFunction(node) || t.isFunctionExpression(node))) return;
    t.forEachChild(node, visit);
  };
  visit(body);
  return branches;
}

// src/lint/loaders/source/mcp-framework.ts
function mcpFrameworkTool(context, node) {
  const t = ts();
  const extendsClause = node.heritageClauses?.find((c) => c.token === t.SyntaxKind.ExtendsKeyword);
  const base = extendsClause?.types[0]?.expression;
  if (!base || !t.isIdentifier(base)) return void 0;
  const baseValue = context.evaluator.evaluate(base);
  const isMcpTool = baseValue.kind === "external" && baseValue.module === "mcp-framework" && baseValue.name === "MCPTool" || baseValue.kind === "unknown" && base.text === "MCPTool" && context.imports.has("mcp-framework");
  if (!isMcpTool) return void 0;
  const members = /* @__PURE__ */ new Map();
  for (const member of node.members) {
    const key = member.name ? context.evaluator.propertyKey(member.name) : void 0;
    if (!key) continue;
    if (t.isPropertyDeclaration(member) && member.initializer) members.set(key, { node: member, value: context.evaluator.evaluate(member.initializer) });
    if (t.isMethodDeclaration(member)) members.set(key, { node: member, value: { kind: "function", decl: member, env: /* @__PURE__ */ new Map(), node: member } });
  }
  const builder = new DefinitionBuilder(context.file, node.name ?? node);
  const definition = {};
  const nameMember = members.get("name");
  if (!nameMember || nameMember.value.kind !== "primitive" || typeof nameMember.value.value !== "string") return void 0;
  definition.name = nameMember.value.value;
  builder.mark("/name", nameMember.node.name);
  for (const key of ["description", "title"]) {
    const member = members.get(key);
    if (!member) continue;
    builder.mark(`/${key}`, member.node.name);
    const json = builder.json(member.value, `/${key}`);
    definition[key] = member.value.kind === "unknown" ? "unresolved" : json;
  }
  const schema = members.get("schema");
  builder.mark("/inputSchema", schema ? schema.node.name : node.name ?? node);
  definition.inputSchema = schema ? inputSchemaOf(schema.value, builder) : { type: "object", properties: {} };
  const annotations = members.get("annotations");
  if (annotations) {
    builder.mark("/annotations", annotations.node.name);
    const json = builder.json(annotations.value, "/annotations");
    if (json && typeof json === "object" && Object.keys(json).length) definition.annotations = json;
  }
  const execute = members.get("execute");
  const handler = context.handlers.analyze(execute?.value, "mcp-framework", node.name ?? node);
  return toolFrom(context, builder, definition, "MCPTool", handler);
}
function inputSchemaOf(value, builder) {
  if (value.kind === "zod") {
    const shape = value.schema.shape;
    if (!shape) return unresolvedSchema(builder, unknown(value.node, "an mcp-framework schema that is not z.object(\u2026)"));
    const properties = {};
    const required = [];
    for (const [key, field] of Object.entries(shape)) {
      const pointer = joinPointer("/inputSchema/properties", key);
      const prop = value.loc.props?.get(key);
      if (prop) builder.mark(pointer, prop.keyNode);
      const info = fieldInfo(field, prop?.loc, pointer, builder, 0);
      if (!info) return unresolvedSchema(builder, unknown(value.node, `the field "${key}", a zod type mcp-lint does not convert the way mcp-framework does`));
      properties[key] = info.schema;
      if (!info.optional) required.push(key);
    }
    return { type: "object", properties, required };
  }
  if (value.kind === "object") {
    const properties = {};
    const required = [];
    for (const [key, entry] of value.entries) {
      const pointer = joinPointer("/inputSchema/properties", key);
      builder.mark(pointer, entry.node);
      const field = entry.value;
      const type = field.kind === "object" ? field.entries.get("type")?.value : void 0;
      const description = field.kind === "object" ? field.entries.get("description")?.value : void 0;
      if (!type || type.kind !== "zod") return unresolvedSchema(builder, unknown(entry.node, `the legacy field "${key}"`));
      const unwrapped = unwrapModifiers(type.schema);
      properties[key] = { type: jsonType(unwrapped.schema), description: description?.kind === "primitive" ? description.value : void 0 };
      if (!unwrapped.optional) required.push(key);
    }
    return { type: "object", properties, ...required.length ? { required } : {} };
  }
  return unresolvedSchema(builder, value.kind === "unknown" ? value : unknown(value.node, "an mcp-framework schema"));
}
function unresolvedSchema(builder, value) {
  builder.markUnresolved("/inputSchema", value);
  return { type: "object" };
}
function defOf(schema) {
  return schema._def ?? {};
}
function unwrapModifiers(schema) {
  let current = schema;
  let optional = false;
  let description = defOf(current).description;
  let defaultValue;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.typeName === "ZodOptional" || def.typeName === "ZodNullable") optional = true;
    else if (def.typeName === "ZodDefault") defaultValue = def.defaultValue?.();
    else break;
    current = def.innerType;
    description ??= defOf(current).description;
  }
  return { schema: current, optional, description, defaultValue };
}
function jsonType(schema) {
  switch (defOf(schema).typeName) {
    case "ZodNumber":
      return "number";
    case "ZodBoolean":
      return "boolean";
    case "ZodArray":
      return "array";
    case "ZodObject":
      return "object";
    case "ZodNull":
      return "null";
    case "ZodLiteral": {
      const value = defOf(schema).value;
      return typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string";
    }
    default:
      return "string";
  }
}
function fieldInfo(field, loc, pointer, builder, depth) {
  if (depth > 20 || !("_def" in field)) return void 0;
  const unwrapped = unwrapModifiers(field);
  const inner = unwrapped.schema;
  const def = defOf(inner);
  const schema = { type: jsonType(inner) };
  if (unwrapped.description) {
    schema.description = unwrapped.description;
    if (loc?.description) builder.mark(`${pointer}/description`, loc.description);
  }
  if (unwrapped.defaultValue !== void 0) schema.default = unwrapped.defaultValue;
  if (def.typeName === "ZodEnum") schema.enum = def.values;
  if (def.typeName === "ZodArray") schema.items = fieldInfo(def.type, loc?.items, `${pointer}/items`, builder, depth + 1)?.schema;
  if (def.typeName === "ZodObject") {
    const shape = inner.shape;
    const properties = {};
    const required = [];
    for (const [key, child] of Object.entries(shape)) {
      const childLoc = loc?.props?.get(key);
      const info = fieldInfo(child, childLoc?.loc ?? locOf(child), joinPointer(`${pointer}/properties`, key), builder, depth + 1);
      if (!info) return void 0;
      properties[key] = info.schema;
      if (!info.optional) required.push(key);
    }
    schema.properties = properties;
    if (required.length) schema.required = required;
  }
  for (const check of def.checks ?? []) {
    if (def.typeName === "ZodNumber") {
      if (check.kind === "min") schema.minimum = check.value;
      if (check.kind === "max") schema.maximum = check.value;
      if (check.kind === "min" && check.inclusive === false) schema.exclusiveMinimum = true;
      if (check.kind === "max" && check.inclusive === false) schema.exclusiveMaximum = true;
      if (check.kind === "int") schema.type = "integer";
    }
    if (def.typeName === "ZodString") {
      if (check.kind === "min") schema.minLength = check.value;
      if (check.kind === "max") schema.maxLength = check.value;
      if (check.kind === "regex") schema.pattern = check.regex?.source;
      if (check.kind === "email") schema.format = "email";
      if (check.kind === "url") schema.format = "uri";
      if (check.kind === "uuid") schema.format = "uuid";
    }
  }
  if (def.typeName === "ZodNumber" && (def.checks ?? []).some((c) => c.kind === "min" && c.value === 0 && c.inclusive === false)) schema.minimum = 1;
  return { schema, optional: unwrapped.optional };
}

// src/lint/loaders/source/registrations.ts
var MAX_EXPANSION = 500;
function analyzeFile(file, evaluator, project) {
  const context = {
    file,
    evaluator,
    project,
    handlers: new HandlerAnalyzer(file, project.checker),
    imports: importedModules(file),
    facts: { unresolved: [] },
    tools: []
  };
  const t = ts();
  const lowLevel = [];
  const stdioWrites = [];
  let transport;
  const visit = (node) => {
    if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if ((method === "registerTool" || method === "registerToolTask") && node.arguments.length >= 2) registration(context, node, method);
      else if (method === "tool" && node.arguments.length >= 2 && (context.imports.has("sdk-v1") || receiverIs(context, node, "McpServer"))) registration(context, node, "server.tool");
      else if (method === "setRequestHandler" && node.arguments.length >= 2) lowLevel.push(node);
      else if ((method === "addTool" || method === "addTools") && node.arguments.length >= 1 && (context.imports.has("fastmcp") || receiverIs(context, node, "FastMCP"))) registration(context, node, method);
      const target = node.expression.expression;
      if (t.isIdentifier(target) && target.text === "console" && ["log", "info", "debug", "table", "dir"].includes(method)) stdioWrites.push({ text: snippet(node.expression), range: rangeOf(node) });
      if (t.isPropertyAccessExpression(target) && target.name.text === "stdout" && t.isIdentifier(target.expression) && target.expression.text === "process" && method === "write") {
        stdioWrites.push({ text: "process.stdout.write", range: rangeOf(node) });
      }
    }
    if (t.isNewExpression(node) && t.isIdentifier(node.expression) && node.expression.text === "StdioServerTransport") transport ??= node;
    if (t.isClassLike(node) && node.heritageClauses) {
      const tool = mcpFrameworkTool(context, node);
      if (tool) context.tools.push(tool);
    }
    t.forEachChild(node, visit);
  };
  visit(file);
  if (lowLevel.length) findLowLevel(context, lowLevel);
  if (transport && (context.imports.has("sdk-v1") || context.imports.has("sdk-v2"))) context.facts.stdio = { transport: rangeOf(transport), writes: stdioWrites };
  context.tools.forEach((tool, index) => tool.documentPointer = `/tools/${index}`);
  return { tools: context.tools, facts: context.facts };
}
function importedModules(file) {
  const t = ts();
  const found = /* @__PURE__ */ new Set();
  for (const statement of file.statements) {
    if (t.isImportDeclaration(statement) && t.isStringLiteral(statement.moduleSpecifier)) {
      const module = recognisedModule(statement.moduleSpecifier.text);
      if (module) found.add(module);
    }
  }
  const visit = (node) => {
    if (t.isCallExpression(node) && t.isIdentifier(node.expression) && node.expression.text === "require" && node.arguments[0] && t.isStringLiteral(node.arguments[0])) {
      const module = recognisedModule(node.arguments[0].text);
      if (module) found.add(module);
    }
    if (!isFunctionLike(node)) t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
function receiverIs(context, call, className) {
  const receiver = call.expression.expression;
  const value = context.evaluator.evaluate(receiver);
  return value.kind === "instance" && value.name === className;
}
function toolFrom(context, builder, definition, api, handler, extra = {}) {
  const positions = builder.positions;
  const fallback = builder.fallback;
  const unresolved2 = builder.unresolved.map((u) => ({ pointer: u.pointer, what: u.value.reason, range: rangeOf(positions.get(u.pointer) ?? builder.here(u.value.node, u.value.site)) }));
  const sourceFacts = { ...extra };
  if (unresolved2.length) sourceFacts.unresolved = unresolved2;
  return {
    definition,
    documentPointer: "",
    api,
    handler,
    sourceFacts,
    locate(pointer) {
      for (let current = pointer; current !== void 0; current = parentPointer(current)) {
        const node = positions.get(current);
        if (node) return rangeOf(node);
      }
      return rangeOf(fallback);
    }
  };
}
function reportUnresolved(context, value, what, at) {
  const node = at && at.getSourceFile() === context.file ? at : value.node.getSourceFile() === context.file ? value.node : value.site ?? value.node;
  const range = rangeOf(node.getSourceFile() === context.file ? node : context.file);
  const message = `${what} comes from ${value.reason}`;
  if (!context.facts.unresolved.some((u) => u.what === message && u.range.start.line === range.start.line)) context.facts.unresolved.push({ what: message, range });
}
function iterationEnvs(context, call, args) {
  const t = ts();
  const binders = [];
  for (let node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (t.isForOfStatement(parent) && node === parent.statement && t.isVariableDeclarationList(parent.initializer) && parent.initializer.declarations.length === 1) {
      binders.unshift({ declaration: parent.initializer.declarations[0], iterable: parent.expression });
    }
    if (isFunctionLike(node) && t.isCallExpression(parent) && parent.arguments[0] === node && t.isPropertyAccessExpression(parent.expression) && ["forEach", "map", "flatMap"].includes(parent.expression.name.text) && node.parameters[0]) {
      binders.unshift({ declaration: node.parameters[0], iterable: parent.expression.expression });
    }
  }
  const used = binders.filter((binder) => args.some((arg) => references(arg, binder.declaration)));
  let envs = [EMPTY_ENV];
  for (const binder of used) {
    const next = [];
    for (const env of envs) {
      const iterable = context.evaluator.evaluate(binder.iterable, env);
      if (iterable.kind !== "array" || iterable.opaque) {
        return iterable.kind === "unknown" ? iterable : iterable.kind === "array" && iterable.opaque ? iterable.opaque : unknown(binder.iterable, `\`${snippet(binder.iterable)}\``);
      }
      for (const item of iterable.items) {
        const bound = new Map(env);
        bound.set(binder.declaration, item);
        bindPattern(binder.declaration.name, item, bound, context.evaluator);
        next.push(bound);
        if (next.length > MAX_EXPANSION) return unknown(binder.iterable, `more than ${MAX_EXPANSION} registrations from \`${snippet(binder.iterable)}\``);
      }
    }
    envs = next;
  }
  return envs;
}
function references(node, declaration) {
  const t = ts();
  let found = false;
  const visit = (child) => {
    if (found) return;
    if (t.isIdentifier(child)) {
      const target = resolveDeclaration(child);
      if (target && (target === declaration || isWithin(target, declaration))) found = true;
    }
    t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}
function isWithin(node, ancestor) {
  for (let current = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
}
function registration(context, call, api) {
  const envs = iterationEnvs(context, call, call.arguments);
  if (!Array.isArray(envs)) {
    reportUnresolved(context, envs, `The tools registered in a loop by \`${snippet(call.expression)}(\u2026)\``, call);
    return;
  }
  for (const env of envs) {
    if (api === "registerTool" || api === "registerToolTask") registerTool(context, call, env, api);
    else if (api === "server.tool") serverTool(context, call, env);
    else fastmcpAddTool(context, call, env, api);
  }
}
function sdkGeneration(context) {
  if (context.imports.has("sdk-v2") && !context.imports.has("sdk-v1")) return 2;
  if (context.imports.has("sdk-v1")) return 1;
  return context.project.sdkGeneration(context.file.fileName);
}
function nameOf(context, value, call) {
  if (value.kind === "primitive" && typeof value.value === "string") return value.value;
  reportUnresolved(context, value.kind === "unknown" ? value : unknown(value.node, `the name \`${snippet(value.node)}\` is not a string`), `The name of a tool registered by \`${snippet(call.expression)}(\u2026)\``, call.arguments[0]);
  return void 0;
}
function registerTool(context, call, env, api) {
  const { evaluator } = context;
  const nameValue = evaluator.evaluate(call.arguments[0], env);
  const name = nameOf(context, nameValue, call);
  if (name === void 0) return;
  const config = evaluator.evaluate(call.arguments[1], env);
  if (config.kind !== "object") {
    reportUnresolved(context, config.kind === "unknown" ? config : unknown(config.node, `\`${snippet(config.node)}\``), `The config of tool "${name}"`, call.arguments[1]);
    return;
  }
  const generation = sdkGeneration(context);
  const target = generation === 2 ? "sdk-v2" : "sdk-v1";
  const builder = new DefinitionBuilder(context.file, call);
  builder.mark("", call);
  builder.mark("/name", call.arguments[0]);
  const definition = { name };
  const entry = (key) => {
    const found = config.entries.get(key);
    if (found) {
      builder.mark(`/${key}`, found.node, builder.anchorOf(config, void 0));
      return found.value;
    }
    if (config.opaque) builder.markUnresolved(`/${key}`, config.opaque);
    return void 0;
  };
  for (const key of ["title", "description"]) {
    const value = entry(key);
    if (value) {
      const json = builder.json(value, `/${key}`);
      if (json !== void 0) definition[key] = value.kind === "unknown" ? "unresolved" : json;
    } else if (config.opaque && key === "description") definition.description = "unresolved";
  }
  const jsonSchemaForZod = [];
  const schema = (key, io) => {
    const value = entry(key);
    if (!value) {
      if (key === "inputSchema") definition.inputSchema = config.opaque ? { type: "object" } : { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    const outcome = convertSchema(value, target, io, `/${key}`, builder, context.project.zod);
    if (outcome.kind === "absent") {
      if (key === "inputSchema") definition.inputSchema = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    if (outcome.kind === "plain-json") jsonSchemaForZod.push({ pointer: `/${key}`, range: rangeOf(builder.here(outcome.node, value.site)), outcome: "throws" });
    definition[key] = outcome.json;
  };
  schema("inputSchema", "input");
  for (const key of generation === 2 ? ["annotations", "icons", "_meta"] : ["annotations", "_meta"]) {
    const value = entry(key);
    if (value) {
      const json = builder.json(value, `/${key}`);
      if (json !== void 0) definition[key] = json;
    }
  }
  if (api === "registerToolTask") {
    const execution = entry("execution");
    const given = execution ? builder.json(execution, "/execution") : void 0;
    definition.execution = { taskSupport: "required", ...given && typeof given === "object" ? given : {} };
  } else if (generation === 1) definition.execution = { taskSupport: "forbidden" };
  schema("outputSchema", "output");
  const handlerValue = call.arguments[2] ? evaluator.evaluate(call.arguments[2], env) : void 0;
  const handler = handlerValue && api === "registerTool" ? context.handlers.analyze(handlerValue, generation === 2 ? "sdk-v2" : "sdk-v1", call.arguments[2]) : void 0;
  if (handler?.unresolved && handlerValue?.kind === "unknown") reportUnresolved(context, handlerValue, `The handler of tool "${name}"`, call.arguments[2]);
  context.tools.push(toolFrom(context, builder, definition, api, handler, jsonSchemaForZod.length ? { jsonSchemaForZod } : {}));
}
function serverTool(context, call, env) {
  const { evaluator } = context;
  const t = ts();
  const name = nameOf(context, evaluator.evaluate(call.arguments[0], env), call);
  if (name === void 0) return;
  const builder = new DefinitionBuilder(context.file, call);
  builder.mark("", call);
  builder.mark("/name", call.arguments[0]);
  const definition = { name };
  const rest = call.arguments.slice(1).map((arg) => ({ node: arg, value: evaluator.evaluate(arg, env) }));
  const jsonSchemaForZod = [];
  const first = rest[0];
  if (first && rest.length > 1 && (isString(first.value) || first.value.kind === "unknown" && !t.isObjectLiteralExpression(first.node))) {
    builder.mark("/description", first.node);
    definition.description = first.value.kind === "unknown" ? "unresolved" : first.value.kind === "primitive" ? first.value.value : void 0;
    if (first.value.kind === "unknown") builder.markUnresolved("/description", first.value);
    rest.shift();
  }
  let inputSchema = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
  if (rest.length > 1) {
    const candidate = rest[0].value;
    if (candidate.kind === "object" && rawShapeFlavor(candidate) !== void 0) {
      const outcome = convertSchema(candidate, "sdk-v1", "input", "/inputSchema", builder, context.project.zod);
      if (outcome.kind === "json") inputSchema = outcome.json;
      rest.shift();
      const next = rest[0]?.value;
      if (rest.length > 1 && next && next.kind === "object" && rawShapeFlavor(next) === void 0) {
        definition.annotations = builder.json(next, "/annotations");
        rest.shift();
      }
    } else if (candidate.kind === "object") {
      const nested = [...candidate.entries.values()].some((e) => e.value.kind === "object" || e.value.kind === "array");
      if (looksLikeJsonSchema(candidate)) {
        jsonSchemaForZod.push({ pointer: "/inputSchema", range: rangeOf(builder.here(candidate.node, candidate.site)), outcome: nested ? "throws" : "taken-as-annotations" });
        inputSchema = builder.json(candidate, "/inputSchema") ?? {};
      } else definition.annotations = builder.json(candidate, "/annotations");
      rest.shift();
    } else if (candidate.kind === "unknown") {
      builder.markUnresolved("/inputSchema", candidate);
      builder.mark("/inputSchema", candidate.node);
      inputSchema = { type: "object" };
      rest.shift();
    }
  }
  definition.inputSchema = inputSchema;
  definition.execution = { taskSupport: "forbidden" };
  const callback = rest[rest.length - 1];
  const handler = callback ? context.handlers.analyze(callback.value, "sdk-v1", callback.node) : void 0;
  context.tools.push(toolFrom(context, builder, definition, "server.tool", handler, jsonSchemaForZod.length ? { jsonSchemaForZod } : {}));
}
function isString(value) {
  return value.kind === "primitive" && typeof value.value === "string";
}
function fastmcpAddTool(context, call, env, api) {
  const argument = context.evaluator.evaluate(call.arguments[0], env);
  const configs = api === "addTools" ? argument.kind === "array" && !argument.opaque ? argument.items : [argument] : [argument];
  for (const config of configs) {
    if (config.kind !== "object") {
      reportUnresolved(context, config.kind === "unknown" ? config : unknown(config.node, `\`${snippet(config.node)}\``), `A tool added by \`${snippet(call.expression)}(\u2026)\``);
      continue;
    }
    const nameEntry = config.entries.get("name");
    const name = nameEntry ? nameOf(context, nameEntry.value, call) : void 0;
    if (name === void 0) continue;
    const builder = new DefinitionBuilder(context.file, config.node.getSourceFile() === context.file ? config.node : call);
    builder.mark("/name", nameEntry.node);
    const definition = { name };
    const description = config.entries.get("description");
    if (description) {
      builder.mark("/description", description.node);
      definition.description = builder.json(description.value, "/description");
    }
    const parameters = config.entries.get("parameters");
    if (parameters) {
      builder.mark("/inputSchema", parameters.node);
      const outcome = convertSchema(parameters.value, "fastmcp", "output", "/inputSchema", builder, context.project.zod);
      definition.inputSchema = outcome.kind === "absent" ? { type: "object", properties: {}, additionalProperties: false } : outcome.json;
    } else definition.inputSchema = { type: "object", properties: {}, additionalProperties: false };
    for (const key of ["annotations", "_meta"]) {
      const entry = config.entries.get(key);
      if (entry) {
        builder.mark(`/${key}`, entry.node);
        definition[key] = builder.json(entry.value, `/${key}`);
      }
    }
    const execute = config.entries.get("execute");
    const handler = execute ? context.handlers.analyze(execute.value, "fastmcp", execute.node) : void 0;
    context.tools.push(toolFrom(context, builder, definition, api, handler));
  }
}

// src/lint/loaders/source/directives.ts
var PATTERN = /^\s*mcp-lint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;
function parseDirectives(file) {
  const text = file.text;
  if (!text.includes("mcp-lint-")) return [];
  const t = ts();
  const firstCode = file.statements[0]?.getStart(file) ?? text.length;
  const directives = [];
  const scanner = t.createScanner(t.ScriptTarget.Latest, false, file.languageVariant, text);
  for (let token = scanner.scan(); token !== t.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token !== t.SyntaxKind.SingleLineCommentTrivia && token !== t.SyntaxKind.MultiLineCommentTrivia) continue;
    const raw = scanner.getTokenText();
    const body = token === t.SyntaxKind.SingleLineCommentTrivia ? raw.slice(2) : raw.slice(2, -2);
    const match = PATTERN.exec(body);
    if (!match) continue;
    const [, keyword, rest = ""] = match;
    const [list = "", ...reasonParts] = rest.split(/\s--\s|\s--$/);
    const reason = reasonParts.join(" -- ").trim();
    const ruleIds = list.split(",").map((s) => s.trim()).filter(Boolean);
    const start = scanner.getTokenStart();
    const end = scanner.getTokenEnd();
    const startPos = file.getLineAndCharacterOfPosition(start);
    const endPos = file.getLineAndCharacterOfPosition(end);
    const range = { start: { line: startPos.line + 1, column: startPos.character + 1 }, end: { line: endPos.line + 1, column: endPos.character + 1 } };
    let kind;
    if (keyword === "disable-next-line") {
      kind = "next-line";
      if (range.start.line !== range.end.line) range.start = { line: range.end.line, column: 1 };
    } else if (keyword === "disable-line") kind = "line";
    else if (keyword === "enable") kind = "block-end";
    else kind = start < firstCode ? "file" : "block-start";
    directives.push({ kind, ruleIds, range, ...reason ? { reason } : {} });
  }
  return directives;
}

// src/lint/loaders/source/index.ts
async function loadSourceFiles(files, options) {
  const ts2 = await loadTypeScript();
  const absolute = files.map((file) => resolve2(options.cwd, file));
  const texts = /* @__PURE__ */ new Map();
  for (const file of absolute) {
    try {
      texts.set(file, readFileSync2(file, "utf8"));
    } catch (error) {
      texts.set(file, error);
    }
  }
  const results = [];
  let program;
  if (options.project) {
    const created = createProgram(ts2, resolve2(options.cwd, options.project), absolute);
    if ("error" in created) {
      results.push({ source: displayName(options.project, options.cwd), kind: "source", tools: [], diagnostics: [fatal(displayName(options.project, options.cwd), created.error)] });
    } else program = created.program;
  }
  const project = new Project({}, program, program?.getTypeChecker());
  project.zod = await loadZod([...texts.values()].filter((t) => typeof t === "string"), project, absolute.map((f) => dirname2(f)));
  const evaluator = new Evaluator(project);
  for (const file of absolute) {
    const source = displayName(file, options.cwd);
    const text = texts.get(file);
    if (typeof text !== "string") {
      results.push({ source, kind: "source", tools: [], diagnostics: [fatal(source, `Cannot read ${source}: ${text.message}`)] });
      continue;
    }
    const sourceFile = project.sourceFile(file, text);
    if (!sourceFile) {
      results.push({ source, kind: "source", tools: [], diagnostics: [fatal(source, `Cannot parse ${source}`)] });
      continue;
    }
    const syntax = sourceFile.parseDiagnostics ?? [];
    if (syntax.length) {
      const first = syntax[0];
      const position = sourceFile.getLineAndCharacterOfPosition(first.start);
      const message = ts2.flattenDiagnosticMessageText(first.messageText, " ");
      results.push({
        source,
        kind: "source",
        tools: [],
        diagnostics: [{
          ...fatal(source, `Syntax error: ${message} Fix the syntax so mcp-lint can read the file.`),
          range: { start: { line: position.line + 1, column: position.character + 1 }, end: { line: position.line + 1, column: position.character + 1 + first.length } }
        }]
      });
      continue;
    }
    try {
      const analysis = analyzeFile(sourceFile, evaluator, project);
      results.push({ source, kind: "source", tools: analysis.tools, diagnostics: [], directives: parseDirectives(sourceFile), sourceFacts: analysis.facts });
    } catch (error) {
      results.push({
        source,
        kind: "source",
        tools: [],
        diagnostics: [fatal(source, `mcp-lint could not analyse ${source} (${error.message}). Please report this; lint the running server meanwhile (mcp-lint --stdio "<command>").`)]
      });
    }
  }
  return results;
}
function displayName(file, cwd) {
  const rel = relative(cwd, resolve2(cwd, file));
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split("\\").join("/") : file;
}
function fatal(source, message) {
  return { ruleId: null, severity: "error", message, source, pointer: "", fatal: true };
}
function createProgram(ts2, tsconfig, files) {
  const read = ts2.readConfigFile(tsconfig, ts2.sys.readFile);
  if (read.error) return { error: `Cannot read --project ${tsconfig}: ${ts2.flattenDiagnosticMessageText(read.error.messageText, " ")}` };
  const parsed = ts2.parseJsonConfigFileContent(read.config, ts2.sys, dirname2(tsconfig), void 0, tsconfig);
  const options = { ...parsed.options, noEmit: true, allowJs: parsed.options.allowJs ?? true };
  const rootNames = [.../* @__PURE__ */ new Set([...parsed.fileNames, ...files])];
  return { program: ts2.createProgram({ rootNames, options }) };
}
async function loadZod(texts, project, dirs) {
  const libraries = {};
  if (!texts.some((text) => text.includes("zod") || text.includes("mcp-framework"))) return libraries;
  libraries.v4 = await import("zod");
  const needsV3 = texts.some((text) => /zod\/v3|mcp-framework|zod-to-json-schema|zodToJsonSchema/.test(text)) || project.usesZod3(new Set(dirs));
  if (needsV3) {
    libraries.v3 = await import("zod/v3");
    try {
      const converter = await import("./esm-ZVKO5D6K.js");
      libraries.zodToJsonSchema = converter.zodToJsonSchema ?? converter.default;
    } catch {
    }
  }
  return libraries;
}
export {
  loadSourceFiles
};
