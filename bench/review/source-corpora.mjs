// Source mode on the published corpora, for the review harness: each npm package installed by bench/servers
// (MCP_BENCH_SERVERS_DIR) and each Python server's source extracted by bench/python-servers/prepare.mjs
// (MCP_BENCH_PYTHON_DIR) is linted as a user would lint a checkout — `mcp-lint <its source dirs> --no-config`, run in
// the server's own folder — so the default findings of source mode are sampled and judged like those of the captures.
// Findings come back as the captures' do, under the corpora "npm-source" and "python-source", with one more key
// field, "at" (file:line in the server's folder), which their verdicts carry too.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import * as npm from '../servers/lib.mjs';
import * as python from '../python-servers/lib.mjs';

/** Every server of both lists that is on this machine, as { corpus, server, cwd, dirs }; missing ones are named. */
export function sourceServers() {
  const servers = [];
  const missing = [];
  for (const s of npm.loadList().servers.filter((s) => !s.skip)) {
    const manifest = npm.installedManifest(s);
    if (manifest)
      servers.push({
        corpus: 'npm-source',
        server: npm.safeName(s.package),
        cwd: npm.installDir(s),
        dirs: npm.sourceDirs(s, manifest),
      });
    else missing.push(`npm-source/${s.package}`);
  }
  for (const s of python.loadList().servers.filter((s) => !s.skip)) {
    const root = python.serverRoot(s);
    if (existsSync(root))
      servers.push({ corpus: 'python-source', server: s.name, cwd: root, dirs: python.sourcePaths(s) });
    else missing.push(`python-source/${s.name}`);
  }
  return { servers, missing };
}

/**
 * Runs the built CLI with `--format json` and returns its parsed results. Exit 1 only means findings; any other exit
 * means the input could not be checked, and the run stops with `label` and the start of mcp-lint's stderr.
 */
export function lintJson(args, { cwd, label } = {}) {
  try {
    return JSON.parse(
      execFileSync(process.execPath, args, {
        cwd,
        maxBuffer: 1 << 28,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
  } catch (error) {
    if (error.status !== 1)
      throw new Error(`${label}: mcp-lint exited ${error.status}: ${String(error.stderr).slice(0, 300)}`);
    return JSON.parse(error.stdout);
  }
}

/** One finding of a JSON report in the harness's shape, keyed by corpus, server, tool, pointer, rule and message. */
export function harnessFinding(corpus, server, m) {
  return {
    corpus,
    server,
    tool: m.toolName ?? '',
    pointer: m.pointer ?? '',
    rule: m.ruleId,
    message: m.message,
    level: m.level ?? (m.severity === 2 ? 'error' : 'warning'),
  };
}

/** Lints one server's source with the built CLI; its findings in the harness's shape (file and line kept to show). */
export function lintSource(bin, { corpus, server, cwd, dirs }, extraArgs = []) {
  const results = lintJson([bin, ...dirs, '--format', 'json', '--no-config', ...extraArgs], {
    cwd,
    label: `${corpus}/${server}`,
  });
  const findings = [];
  for (const result of results) {
    const file = isAbsolute(result.filePath) ? result.filePath : join(cwd, result.filePath);
    for (const m of result.messages) {
      // A source finding keeps its place (file:line in the server's folder): findings of a server-wide rule such as
      // stdio-no-console-log share tool, pointer and message, and only the place tells them apart.
      const at = `${relative(cwd, file)}:${m.line ?? ''}`;
      findings.push({ ...harnessFinding(corpus, server, m), at, file, line: m.line });
    }
  }
  return { findings, count: findings.length };
}

/** The source line a finding points at, for the reviewer (empty when the file cannot be read). */
export function sourceLineOf(finding) {
  try {
    return (readFileSync(finding.file, 'utf8').split('\n')[(finding.line ?? 1) - 1] ?? '').trim();
  } catch {
    return '';
  }
}
