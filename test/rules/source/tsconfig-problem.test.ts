import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintFiles, only, scratchDir } from '../../loaders/source/helpers.js';
import { runMcpLint } from '../../helpers/cli.js';

afterAll(cleanScratch);

const RULE = 'tsconfig-problem';
const SERVER = 'export const a = 1;\n';

function project(tsconfig: string, extra: Record<string, string> = {}): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'server.ts'), SERVER);
  writeFileSync(join(dir, 'tsconfig.json'), tsconfig);
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe(RULE, () => {
  test('an unknown compiler option is reported on the tsconfig at its line, and the files are still linted', async () => {
    const dir = project('{\n  "compilerOptions": {\n    "notAnOption": true\n  }\n}\n');
    const results = await lintFiles(['server.ts'], { cwd: dir, project: 'tsconfig.json' });
    expect(results.map((r) => r.source)).toEqual(['tsconfig.json', 'server.ts']);
    const findings = only(results[0]!.diagnostics, RULE);
    expect(
      findings.map(
        (d) => `${d.messageId} ${d.severity} ${d.range?.start.line}:${d.range?.start.column} ${d.fatal ?? false}`,
      ),
    ).toEqual(['problem error 3:5 false']);
    expect(findings[0]!.message).toBe(
      "--project tsconfig.json: Unknown compiler option 'notAnOption'. Fix the tsconfig; mcp-lint used the rest of it.",
    );
  });

  test('an error in a tsconfig it extends names that file and has no range in this one', async () => {
    const dir = project('{ "extends": "./base.json" }\n', {
      'base.json': '{ "compilerOptions": { "alsoNotAnOption": 1 } }\n',
    });
    const [tsconfig] = await lintFiles(['server.ts'], { cwd: dir, project: 'tsconfig.json' });
    const findings = only(tsconfig!.diagnostics, RULE);
    expect(findings.map((d) => [d.messageId, d.range])).toEqual([['problemInExtended', undefined]]);
    expect(findings[0]!.message).toMatch(
      /^--project tsconfig\.json \(in .*base\.json, which it extends\): Unknown compiler option 'alsoNotAnOption'\./,
    );
  });

  test('a valid tsconfig gives no finding and no tsconfig entry', async () => {
    const dir = project('{ "compilerOptions": { "strict": true } }\n');
    const results = await lintFiles(['server.ts'], { cwd: dir, project: 'tsconfig.json' });
    expect(results.map((r) => r.source)).toEqual(['server.ts']);
  });

  test('through the built CLI: the level follows --rule', async () => {
    const dir = project('{ "compilerOptions": { "notAnOption": true } }\n');
    const json = await runMcpLint(['server.ts', '--project', 'tsconfig.json', '--format', 'json', '--no-config'], {
      cwd: dir,
    });
    const results = JSON.parse(json.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string | null; severity: number }>;
    }>;
    expect(
      results
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === RULE)
        .map((m) => m.severity),
    ).toEqual([2]);
    expect(json.code).toBe(1);
    const warning = await runMcpLint(
      ['server.ts', '--project', 'tsconfig.json', '--rule', `${RULE}:warning`, '--no-config'],
      { cwd: dir },
    );
    expect([warning.code, warning.stderr]).toEqual([0, '']);
    expect(warning.stdout).toContain(RULE);
  });
});
