// One package, one process: runs source mode on the given directories as `mcp-lint <dirs>` would (load, then every
// rule with its default level), and prints JSON on stdout: the tool definitions source mode rebuilt, the findings
// that say something could not be read, every error-level finding with its source line (to judge false alarms), and
// this process's own time and peak memory. Used by bench/servers (npm packages) and bench/python-servers.
//   node bench/servers/source-worker.mjs <cwd> <dir> [<dir>…]
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const [cwd, ...dirs] = process.argv.slice(2);
const lib = await import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href);
const options = { cwd, useConfigFile: false, ruleOverrides: [], ignorePatterns: [], source: {} };

const out = {
  dirs,
  tools: [],
  files: 0,
  sourceFiles: 0,
  fatal: [],
  unresolvedFindings: [],
  findings: {},
  watched: [],
  errors: [],
};
const MAX_ERRORS = 200;

/** The text of a finding's line in its file, trimmed (empty when the file cannot be read). */
function sourceLine(file, line) {
  try {
    const text = readFileSync(isAbsolute(file) ? file : join(cwd, file), 'utf8');
    return (text.split('\n')[line - 1] ?? '').trim().slice(0, 200);
  } catch {
    return '';
  }
}
// Findings the precision check looks at (issue 8).
const WATCHED = new Set(['tool-name-unique', 'stdio-no-console-log']);
try {
  const sources = await lib.loadDefinitions(dirs, options);
  const settings = await lib.resolveSettings(lib.allRules, undefined, []);
  const engine = { spec: lib.DEFAULT_SPEC, settings };
  const linted = [];
  for (const source of sources) {
    out.files++;
    if (source.kind !== 'source') continue;
    out.sourceFiles++;
    for (const tool of source.tools) {
      const d = tool.definition;
      out.tools.push({
        name: d && typeof d === 'object' ? d.name : undefined,
        inputSchema: d && typeof d === 'object' ? d.inputSchema : undefined,
        outputSchema: d && typeof d === 'object' ? d.outputSchema : undefined,
        description: d && typeof d === 'object' ? d.description : undefined,
        source: source.source,
        api: tool.api,
        unresolved: (tool.sourceFacts?.unresolved ?? []).map((u) => u.pointer),
        mayNotBeListed: Boolean(tool.sourceFacts?.registration?.mayNotRun),
      });
    }
    linted.push(lib.lintSource(source, lib.allRules, engine));
  }
  // A package shipped as ESM and CommonJS says each cause once, at the build that runs (as `mcp-lint` does).
  for (const result of lib.mergeTwinFindings(linted, { cwd })) {
    for (const d of result.diagnostics) {
      const key = d.ruleId ?? 'fatal';
      out.findings[key] = (out.findings[key] ?? 0) + 1;
      const where = `${result.source}${d.range ? `:${d.range.start.line}:${d.range.start.column}` : ''}`;
      if (d.fatal) out.fatal.push(`${where} ${d.message}`.slice(0, 400));
      if (d.ruleId === 'source-unresolved') out.unresolvedFindings.push(`${where} ${d.message}`.slice(0, 400));
      if (d.severity === 'error' && out.errors.length < MAX_ERRORS) {
        const line = d.range ? sourceLine(result.source, d.range.start.line) : '';
        out.errors.push({ ruleId: d.ruleId, where, tool: d.toolName, message: d.message.slice(0, 300), line });
      }
      if (WATCHED.has(d.ruleId))
        out.watched.push({ ruleId: d.ruleId, severity: d.severity, where, tool: d.toolName, message: d.message });
    }
  }
} catch (error) {
  out.error = String(error?.message ?? error);
}
const usage = process.resourceUsage();
out.workerMs = Math.round(performance.now());
out.maxRssMiB = Math.round(usage.maxRSS / 1024);
// CPU time is the steadier figure on a shared machine: other load stretches wall time, not the CPU a run needs.
out.cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
process.stdout.write(JSON.stringify(out));
