// The Action's inputs (INPUT_* environment variables, as action.yml hands them over) turned into the mcp-lint
// arguments to run, or a message saying which input is wrong.
import { readFileSync } from 'node:fs';
import { localBuild } from './local-build.mjs';

export const PACKAGE = 'mcp-tool-lint';

/** Format names the Action takes: the CLI's own (`github`, `sarif`, `stylish`) and `annotations` for `github`. */
const CLI_FORMAT = { annotations: 'github', github: 'github', sarif: 'sarif', stylish: 'stylish' };

/**
 * The version of the package this checkout of the Action ships with (package.json beside action.yml): a tag of the
 * Action runs the linter released with that tag, as the pre-commit hook does, never whatever `latest` is today.
 */
export function ownVersion() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
}

/**
 * What is installed and run: `mcp-tool-lint@<version>` from the registry, or with the `package` input a local build
 * (its absolute path). `{ spec, label, local }`: what npm installs (install.mjs), what to call it in the log and the
 * summary, whether it is a local build; or `{ error }`.
 */
function linterFor(env) {
  const version = (env.INPUT_VERSION ?? '').trim();
  const build = (env.INPUT_PACKAGE ?? '').trim();
  if (build !== '') {
    if (version !== '') return { error: 'version and package are both given: version runs a published mcp-tool-lint, package a local build. Give one of them.' };
    const found = localBuild(build, env.GITHUB_WORKSPACE || process.cwd());
    if ('error' in found) return found;
    return { spec: found.path, label: `mcp-lint from ${build}`, local: true };
  }
  const chosen = version || ownVersion();
  if (!/^(latest|next|[0-9A-Za-z.^~<>=*+-]+)$/.test(chosen)) return { error: `version: ${JSON.stringify(chosen)} is not a version, a range or "latest".` };
  const spec = `${PACKAGE}@${chosen}`;
  return { spec, label: spec, local: false };
}

/**
 * For these inputs, `{ spec, label, local, lintArgs, summaryArgs(file), sarifFile? }`: what runs (linterFor),
 * mcp-lint's arguments for the report the user asked for, and for the JSON report the job summary is made from; or
 * `{ error }`.
 */
export function planFor(env) {
  const paths = (env.INPUT_PATHS ?? '.').split(/\s+/).filter(Boolean);
  const format = (env.INPUT_FORMAT || 'annotations').trim();
  const maxWarnings = (env.INPUT_MAX_WARNINGS ?? '').trim();
  const sarifFile = (env.INPUT_SARIF_FILE || 'mcp-lint.sarif').trim();
  const linter = linterFor(env);
  if ('error' in linter) return linter;
  if (maxWarnings !== '' && maxWarnings !== '-1' && !/^\d+$/.test(maxWarnings)) {
    return { error: `max-warnings: ${JSON.stringify(maxWarnings)} is not a whole number; leave it empty or write -1 for no limit.` };
  }
  if (format === 'json') {
    return { error: 'format: "json" is not shown in a log; the job summary is made from mcp-lint\'s JSON. Use "annotations", "sarif" or "stylish", or run mcp-lint with `--format json` in a step of your own (docs/ci.md).' };
  }
  const cliFormat = Object.hasOwn(CLI_FORMAT, format) ? CLI_FORMAT[format] : undefined;
  if (!cliFormat) return { error: `format: ${JSON.stringify(format)} is not one of ${Object.keys(CLI_FORMAT).map((name) => `"${name}"`).join(', ')}.` };
  const report = cliFormat === 'sarif' ? ['--format', 'sarif', '--output-file', sarifFile] : ['--format', cliFormat];
  // -1 means no limit, as in ESLint: the same as leaving the flag out, which every version of mcp-lint understands.
  const limit = maxWarnings !== '' && maxWarnings !== '-1' ? ['--max-warnings', maxWarnings] : [];
  // A path that starts with "-" is made relative so that mcp-lint reads it as a path, not an option.
  const inputs = paths.map((p) => (p.startsWith('-') ? `./${p}` : p));
  return {
    ...linter,
    lintArgs: [...report, ...limit, ...inputs],
    summaryArgs: (file) => ['--format', 'json', '--output-file', file, ...inputs],
    sarifFile: cliFormat === 'sarif' ? sarifFile : undefined,
  };
}
