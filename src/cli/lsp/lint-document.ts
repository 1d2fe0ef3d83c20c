// One open document → mcp-lint's findings for it, as `mcp-lint <file>` run in its workspace folder finds them, but
// on the editor's text: the same loaders, config, presets, inline directives and suppressions file, the same read
// policy as `serve`, and nothing started. A client config is read as `--client-config` reads it, minus the servers.
import { join, resolve } from 'node:path';
import { lint } from '../../api/lint.js';
import { SUPPRESSIONS_FILE } from '../../api/suppressions.js';
import { classifyFile } from '../../inputs/classify.js';
import { MAX_SOURCE_FILE_BYTES } from '../../inputs/read.js';
import type { LintOptions } from '../../core/options.js';
import type { Diagnostic, LintReport } from '../../core/types.js';
import { isUsageError } from '../../core/usage-error.js';
import { isClientConfig, placeOf } from './workspace.js';

export interface DocumentFindings {
  /** What the editor shows as errors, warnings and information. */
  shown: Diagnostic[];
  /** Findings mcp-lint-suppressions.json suppresses: shown as hints. */
  suppressed: Diagnostic[];
  /** Why the document could not be linted (a broken config file): one message for the editor to show. */
  problem?: string;
}

const NOTHING: DocumentFindings = { shown: [], suppressed: [] };

export async function lintDocument(
  path: string,
  text: string,
  folders: readonly string[],
  warn: (message: string) => void,
): Promise<DocumentFindings> {
  if (!isClientConfig(path) && classifyFile(path) === undefined) return NOTHING;
  if (Buffer.byteLength(text, 'utf8') > MAX_SOURCE_FILE_BYTES) {
    return {
      ...NOTHING,
      problem: `${path} is larger than mcp-lint reads in an editor (${MAX_SOURCE_FILE_BYTES / 2 ** 20} MiB); lint it with mcp-lint on the command line.`,
    };
  }
  const { cwd, mayRead } = placeOf(path, folders);
  const options: LintOptions = {
    cwd,
    mayRead,
    ruleOverrides: [],
    ignorePatterns: [],
    source: { texts: new Map([[path, text]]) },
    // A .json file that holds no tool definitions (package.json, tsconfig.json) is passed over, as a folder walk does;
    // one that speaks of inputSchema is taken for the capture it is, so a syntax error in it is reported.
    skipNonToolFiles: !text.includes('"inputSchema"'),
    suppressions: { path: join(cwd, SUPPRESSIONS_FILE) },
    warn,
  };
  let report: LintReport;
  try {
    report = isClientConfig(path) ? await lintClientConfig(path, options) : await lint([path], options);
  } catch (error) {
    if (isUsageError(error)) return { ...NOTHING, problem: error.message };
    throw error;
  }
  const own = (d: Diagnostic) => resolve(cwd, d.source) === path;
  return {
    shown: report.results.flatMap((result) => result.diagnostics.filter(own)),
    suppressed: report.results.flatMap((result) =>
      result.suppressed.filter((d) => own(d) && d.suppressions?.some((s) => s.kind === 'file')),
    ),
  };
}

/** A client config's own findings (entries that cannot start, disabled servers, syntax), with no server started. */
async function lintClientConfig(path: string, options: LintOptions): Promise<LintReport> {
  const [{ readClientConfigs }, { lintLoadedSources }] = await Promise.all([
    import('../../loaders/live/client-config.js'),
    import('../../api/lint.js'),
  ]);
  const { problems } = await readClientConfigs([path], options.cwd);
  return lintLoadedSources(problems, options);
}
