import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  serverLabel,
  toolPlace
} from "./chunk-JQPNZLNC.js";
import {
  REPOSITORY_URL,
  ruleDocsUrl
} from "./chunk-CJVCSNTC.js";
import "./chunk-7PSWHDII.js";

// src/lint/formatters/sarif.ts
import { createHash } from "node:crypto";
import { pathToFileURL as pathToFileURL2 } from "node:url";

// src/lint/formatters/sarif-location.ts
import { isAbsolute, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
var SRCROOT = "%SRCROOT%";
var LIVE_PSEUDO_DIR = "mcp-live";
function encodePath(path) {
  return path.split("/").map(encodeURIComponent).join("/");
}
function artifactFor(path, cwd) {
  let rel = path;
  if (isAbsolute(path)) {
    rel = relative(cwd, path);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return { uri: pathToFileURL(path).href };
  }
  const slashed = rel.split(sep).join("/").replace(/\\/g, "/").replace(/^\.\//, "");
  return { uri: encodePath(slashed), uriBaseId: SRCROOT };
}
function livePseudoPath(source) {
  const slug = source.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "").slice(0, 120);
  return `${LIVE_PSEUDO_DIR}/${slug || "server"}`;
}
function regionOf(range) {
  if (!range) return { startLine: 1 };
  const region = { startLine: Math.max(1, range.start.line), startColumn: Math.max(1, range.start.column) };
  const endsAfterStart = range.end.line > range.start.line || range.end.line === range.start.line && range.end.column >= range.start.column;
  if (endsAfterStart) {
    region.endLine = range.end.line;
    region.endColumn = Math.max(1, range.end.column);
  }
  return region;
}
function placeOf(diagnostic, result, cwd) {
  if (result.kind !== "live") return { artifactLocation: artifactFor(result.source, cwd), region: regionOf(diagnostic.range) };
  if (result.origin) return { artifactLocation: artifactFor(result.origin.file, cwd), region: regionOf(result.origin.range) };
  return { artifactLocation: { uri: livePseudoPath(result.source), uriBaseId: SRCROOT }, region: { startLine: 1 } };
}

// src/lint/formatters/sarif.ts
var SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var FATAL_RULE_ID = "mcp-lint/fatal";
var OTHER_RULE_ID = "mcp-lint/other";
var FINGERPRINT_KEY = "mcpLintFinding/v1";
var LEVEL_BY_SEVERITY = { error: "error", warning: "warning", info: "note" };
function pascalCase(id) {
  return id.split(/[^A-Za-z0-9]+/).filter(Boolean).map((part) => part[0].toUpperCase() + part.slice(1)).join("");
}
function scopeSentence(scope) {
  if (scope === "definition") return "Checks tool definitions from every input: JSON files, TS/JS source and running servers.";
  if (scope === "source") return "Checks TS/JS server source code.";
  return "Checks running servers.";
}
function describeRule(id, description, detail, helpUri, level, tags) {
  const configuration = level === "off" ? { level: "warning", enabled: false } : { level: LEVEL_BY_SEVERITY[level] };
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: description },
    fullDescription: { text: `${description} ${detail}` },
    helpUri,
    help: { text: `${description}

${detail}

Documentation: ${helpUri}`, markdown: `${description}

${detail}

[Documentation](${helpUri})` },
    defaultConfiguration: configuration,
    properties: { tags }
  };
}
function driverRules(rules) {
  const described = rules.map(
    (rule) => describeRule(rule.id, rule.meta.description, scopeSentence(rule.meta.scope), ruleDocsUrl(rule.id), rule.meta.defaultLevel, ["mcp", rule.meta.scope])
  );
  const readme = `${REPOSITORY_URL}#readme`;
  described.push(
    describeRule(FATAL_RULE_ID, "An input could not be linted.", "The file is unreadable or not valid JSON/TS/JS, or the server did not start or answer. Fix the input; nothing in it was checked.", readme, "error", ["mcp", "fatal"]),
    describeRule(OTHER_RULE_ID, "A finding that no rule owns.", "For example an inline disable directive that suppresses nothing, or a part of the input that could not be analysed.", readme, "warning", ["mcp"])
  );
  return described;
}
function ruleIdOf(diagnostic) {
  return diagnostic.ruleId ?? (diagnostic.fatal ? FATAL_RULE_ID : OTHER_RULE_ID);
}
function messageText(diagnostic, result) {
  if (result.kind !== "live") return diagnostic.message;
  const place = toolPlace(diagnostic);
  return `${diagnostic.message} (server: ${serverLabel(result)}${place ? `; ${place}` : ""})`;
}
function fingerprint(parts) {
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
}
var formatSarif = (report, context) => {
  const rules = driverRules(context.rules);
  const indexById = /* @__PURE__ */ new Map();
  rules.forEach((rule, index) => indexById.set(rule.id, index));
  const results = [];
  const notifications = [];
  const seen = /* @__PURE__ */ new Map();
  for (const result of report.results) {
    for (const diagnostic of result.diagnostics) {
      const ruleId = ruleIdOf(diagnostic);
      let ruleIndex = indexById.get(ruleId);
      if (ruleIndex === void 0) {
        ruleIndex = rules.push(describeRule(ruleId, ruleId, "", ruleDocsUrl(ruleId), diagnostic.severity, ["mcp"])) - 1;
        indexById.set(ruleId, ruleIndex);
      }
      const place = placeOf(diagnostic, result, context.cwd);
      const base = fingerprint([ruleId, result.source, diagnostic.toolName ?? "", diagnostic.pointer, diagnostic.ruleId === null ? diagnostic.message : ""]);
      const occurrence = (seen.get(base) ?? 0) + 1;
      seen.set(base, occurrence);
      const location = { physicalLocation: place };
      if (diagnostic.toolName !== void 0) {
        location.logicalLocations = [{
          name: diagnostic.toolName,
          fullyQualifiedName: diagnostic.pointer ? `${diagnostic.toolName}:${diagnostic.pointer}` : diagnostic.toolName,
          kind: "function"
        }];
      }
      const level = diagnostic.fatal ? "error" : LEVEL_BY_SEVERITY[diagnostic.severity];
      const text = messageText(diagnostic, result);
      const properties = { source: result.source, pointer: diagnostic.pointer };
      if (diagnostic.toolName !== void 0) properties.toolName = diagnostic.toolName;
      results.push({
        ruleId,
        ruleIndex,
        level,
        message: { text },
        locations: [location],
        partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${occurrence}` },
        properties
      });
      if (diagnostic.fatal) {
        notifications.push({
          level: "error",
          message: { text },
          locations: [{ physicalLocation: place }],
          descriptor: { id: FATAL_RULE_ID, index: indexById.get(FATAL_RULE_ID) }
        });
      }
    }
  }
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "mcp-lint", informationUri: REPOSITORY_URL, version: context.toolVersion, rules } },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        originalUriBaseIds: { "%SRCROOT%": { uri: pathToFileURL2(context.cwd).href.replace(/\/?$/, "/") } },
        columnKind: "utf16CodeUnits",
        results
      }
    ]
  };
  return JSON.stringify(log, null, 2) + "\n";
};
var sarif_default = formatSarif;
export {
  FATAL_RULE_ID,
  FINGERPRINT_KEY,
  OTHER_RULE_ID,
  SARIF_SCHEMA_URI,
  sarif_default as default,
  formatSarif
};
