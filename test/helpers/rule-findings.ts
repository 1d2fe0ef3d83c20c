// One rule's findings, per file, from the built CLI linting a folder made of the given files (JSON output, no config
// file): what tests of one rule's wording and placement read, without the other rules' findings in the way.
import { type CliRun, runMcpLint } from './cli.js';
import { tempTree } from './temp.js';

export interface JsonFinding {
  ruleId: string;
  messageId: string;
  message: string;
  line: number;
}

export interface RuleFindings {
  run: CliRun;
  /** Each linted file's findings of the rule, by its path in the folder. */
  byFile: Map<string, JsonFinding[]>;
}

export async function ruleFindingsOf(
  ruleId: string,
  files: Record<string, string>,
  prefix?: string,
): Promise<RuleFindings> {
  const dir = tempTree(files, prefix);
  const run = await runMcpLint([dir, '--format', 'json', '--no-config']);
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: JsonFinding[] }>;
  const byFile = new Map(
    results.map((result) => [
      result.filePath.slice(dir.length + 1),
      result.messages.filter((message) => message.ruleId === ruleId),
    ]),
  );
  return { run, byFile };
}
