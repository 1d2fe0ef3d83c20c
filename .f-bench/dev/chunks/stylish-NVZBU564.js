import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  serverLabel,
  toolPlace
} from "./chunk-JQPNZLNC.js";
import "./chunk-7PSWHDII.js";

// node_modules/kleur/index.mjs
var FORCE_COLOR;
var NODE_DISABLE_COLORS;
var NO_COLOR;
var TERM;
var isTTY = true;
if (typeof process !== "undefined") {
  ({ FORCE_COLOR, NODE_DISABLE_COLORS, NO_COLOR, TERM } = process.env || {});
  isTTY = process.stdout && process.stdout.isTTY;
}
var $ = {
  enabled: !NODE_DISABLE_COLORS && NO_COLOR == null && TERM !== "dumb" && (FORCE_COLOR != null && FORCE_COLOR !== "0" || isTTY),
  // modifiers
  reset: init(0, 0),
  bold: init(1, 22),
  dim: init(2, 22),
  italic: init(3, 23),
  underline: init(4, 24),
  inverse: init(7, 27),
  hidden: init(8, 28),
  strikethrough: init(9, 29),
  // colors
  black: init(30, 39),
  red: init(31, 39),
  green: init(32, 39),
  yellow: init(33, 39),
  blue: init(34, 39),
  magenta: init(35, 39),
  cyan: init(36, 39),
  white: init(37, 39),
  gray: init(90, 39),
  grey: init(90, 39),
  // background colors
  bgBlack: init(40, 49),
  bgRed: init(41, 49),
  bgGreen: init(42, 49),
  bgYellow: init(43, 49),
  bgBlue: init(44, 49),
  bgMagenta: init(45, 49),
  bgCyan: init(46, 49),
  bgWhite: init(47, 49)
};
function run(arr, str) {
  let i = 0, tmp, beg = "", end = "";
  for (; i < arr.length; i++) {
    tmp = arr[i];
    beg += tmp.open;
    end += tmp.close;
    if (!!~str.indexOf(tmp.close)) {
      str = str.replace(tmp.rgx, tmp.close + tmp.open);
    }
  }
  return beg + str + end;
}
function chain(has, keys) {
  let ctx = { has, keys };
  ctx.reset = $.reset.bind(ctx);
  ctx.bold = $.bold.bind(ctx);
  ctx.dim = $.dim.bind(ctx);
  ctx.italic = $.italic.bind(ctx);
  ctx.underline = $.underline.bind(ctx);
  ctx.inverse = $.inverse.bind(ctx);
  ctx.hidden = $.hidden.bind(ctx);
  ctx.strikethrough = $.strikethrough.bind(ctx);
  ctx.black = $.black.bind(ctx);
  ctx.red = $.red.bind(ctx);
  ctx.green = $.green.bind(ctx);
  ctx.yellow = $.yellow.bind(ctx);
  ctx.blue = $.blue.bind(ctx);
  ctx.magenta = $.magenta.bind(ctx);
  ctx.cyan = $.cyan.bind(ctx);
  ctx.white = $.white.bind(ctx);
  ctx.gray = $.gray.bind(ctx);
  ctx.grey = $.grey.bind(ctx);
  ctx.bgBlack = $.bgBlack.bind(ctx);
  ctx.bgRed = $.bgRed.bind(ctx);
  ctx.bgGreen = $.bgGreen.bind(ctx);
  ctx.bgYellow = $.bgYellow.bind(ctx);
  ctx.bgBlue = $.bgBlue.bind(ctx);
  ctx.bgMagenta = $.bgMagenta.bind(ctx);
  ctx.bgCyan = $.bgCyan.bind(ctx);
  ctx.bgWhite = $.bgWhite.bind(ctx);
  return ctx;
}
function init(open, close) {
  let blk = {
    open: `\x1B[${open}m`,
    close: `\x1B[${close}m`,
    rgx: new RegExp(`\\x1b\\[${close}m`, "g")
  };
  return function(txt) {
    if (this !== void 0 && this.has !== void 0) {
      !!~this.has.indexOf(open) || (this.has.push(open), this.keys.push(blk));
      return txt === void 0 ? this : $.enabled ? run(this.keys, txt + "") : txt + "";
    }
    return txt === void 0 ? chain([open], [blk]) : $.enabled ? run([blk], txt + "") : txt + "";
  };
}
var kleur_default = $;

// src/lint/formatters/stylish.ts
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function placeOf(diagnostic, result) {
  if (diagnostic.range) return `${diagnostic.range.start.line}:${diagnostic.range.start.column}`;
  if (result.kind === "live") return toolPlace(diagnostic) || "-";
  return "-";
}
function rowOf(diagnostic, result) {
  return {
    place: placeOf(diagnostic, result),
    severity: diagnostic.fatal ? "fatal" : diagnostic.severity,
    // Continuation lines are indented under the message column by the caller.
    message: diagnostic.message.replace(/\s+$/, ""),
    rule: diagnostic.ruleId ?? "",
    diagnostic
  };
}
function paintSeverity(row) {
  switch (row.diagnostic.fatal ? "fatal" : row.diagnostic.severity) {
    case "fatal":
      return kleur_default.red().bold(row.severity);
    case "error":
      return kleur_default.red(row.severity);
    case "warning":
      return kleur_default.yellow(row.severity);
    default:
      return kleur_default.blue(row.severity);
  }
}
function formatResult(result) {
  const rows = result.diagnostics.map((diagnostic) => rowOf(diagnostic, result));
  const placeWidth = Math.max(...rows.map((row) => row.place.length));
  const severityWidth = Math.max(...rows.map((row) => row.severity.length));
  const messageLines = rows.map((row) => row.message.split("\n"));
  const messageWidth = Math.max(...messageLines.map((lines2) => lines2[lines2.length - 1].length));
  const header = result.kind === "live" ? serverLabel(result) : result.source;
  const lines = [kleur_default.underline().bold(header)];
  const messageIndent = " ".repeat(2 + placeWidth + 2 + severityWidth + 2);
  rows.forEach((row, index) => {
    const parts = messageLines[index];
    const place = kleur_default.dim(row.place.padEnd(placeWidth));
    const severity = paintSeverity(row) + " ".repeat(severityWidth - row.severity.length);
    const last = parts[parts.length - 1];
    const lastLine = row.rule ? `${last.padEnd(messageWidth)}  ${kleur_default.dim(row.rule)}` : last;
    const body = [...parts.slice(0, -1), lastLine].map((line, i) => i === 0 ? line : messageIndent + line);
    lines.push(`  ${place}  ${severity}  ${body.join("\n")}`.replace(/\s+$/, ""));
  });
  return lines;
}
function summary(report, fatalCount) {
  const total = report.errorCount + report.warningCount + report.infoCount;
  const counts = [plural(report.errorCount, "error"), plural(report.warningCount, "warning")];
  if (report.infoCount > 0) counts.push(`${report.infoCount} info`);
  const fatal = fatalCount > 0 ? `, ${fatalCount} fatal (input could not be linted)` : "";
  const text = `${report.errorCount > 0 ? "\u2716" : report.warningCount > 0 ? "\u26A0" : "\u2139"} ${plural(total, "problem")} (${counts.join(", ")})${fatal}`;
  if (report.errorCount > 0) return kleur_default.red().bold(text);
  if (report.warningCount > 0) return kleur_default.yellow().bold(text);
  return kleur_default.blue().bold(text);
}
function render(report, context) {
  const blocks = [];
  let fatalCount = 0;
  for (const result of report.results) {
    if (result.diagnostics.length === 0) continue;
    fatalCount += result.diagnostics.filter((d) => d.fatal).length;
    blocks.push(formatResult(result).join("\n"));
  }
  const out = [];
  if (blocks.length > 0) out.push("", blocks.join("\n\n"), "", summary(report, fatalCount));
  if (context.maxWarningsExceeded) {
    const { maxWarnings, foundWarnings } = context.maxWarningsExceeded;
    out.push("", kleur_default.red().bold(`mcp-lint found too many warnings (maximum: ${maxWarnings}, found: ${foundWarnings}).`));
  }
  return out.length > 0 ? out.join("\n") + "\n" : "";
}
var formatStylish = (report, context) => {
  const previous = kleur_default.enabled;
  kleur_default.enabled = context.color;
  try {
    return render(report, context);
  } finally {
    kleur_default.enabled = previous;
  }
};
var stylish_default = formatStylish;
export {
  stylish_default as default,
  formatStylish
};
