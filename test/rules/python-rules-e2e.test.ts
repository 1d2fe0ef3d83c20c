// The Python rules end to end, through the built mcp-lint, on a server with one of each mistake
// (test/fixtures/python-rules/mistakes/server.py) and the same server written right (clean/server.py).
// Run live, the real SDK (mcp 2.x) publishes the schemas the definition rules judge, and shows whether a print reaches
// the client.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../helpers/python-venv.js';

interface Finding {
  ruleId: string | null;
  messageId?: string;
  message: string;
  line?: number;
  pointer?: string;
}

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'python-rules');
const server = (name: 'mistakes' | 'clean') => join(FIXTURES, name, 'server.py');
let python = '';

beforeAll(() => {
  // The package set of the other Python tests, so that they share one venv.
  if (pythonAvailable) python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
}, PYTHON_SETUP_TIMEOUT_MS);

async function lint(args: string[], code: number): Promise<Finding[]> {
  // required-nullable-parameter (`strict`) and description-repeats-enum (`style`) are off by default; their Python messages are what these tests read.
  const run = await runMcpLint(
    [
      '--format',
      'json',
      '--rule',
      'required-nullable-parameter:warning',
      '--rule',
      'description-repeats-enum:warning',
      ...args,
    ],
    { timeoutMs: 90_000 },
  );
  expect(run.code, run.stderr + run.stdout.slice(0, 2000)).toBe(code);
  return (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>).flatMap((result) => result.messages);
}

/** 1-based line of the fixture's first line that contains `text`. */
function lineOf(name: 'mistakes' | 'clean', text: string): number {
  const index = readFileSync(server(name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe.skipIf(!pythonAvailable)('the Python rules on a running MCPServer', () => {
  it('report the Optional without a default and the description that repeats a Literal, in Python words; and the startup print', async () => {
    const findings = await lint(['--stdio', `${python} ${server('mistakes')}`], 1);
    expect(findings.map((f) => [f.ruleId, f.messageId])).toEqual([
      ['stdio-no-console-log', 'liveOutput'],
      ['required-nullable-parameter', 'requiredNullablePython'],
      ['description-repeats-enum', 'repeatsPython'],
    ]);
    expect(findings[1]!.message).toContain('Give it a default: `since: str | None = None`');
    expect(findings[2]!.message).toContain('lists the values of "unit" ("celsius", "fahrenheit")');
  });

  it('place them at the parameter with --source-root', async () => {
    const findings = await lint(
      ['--stdio', `${python} ${server('mistakes')}`, '--source-root', join(FIXTURES, 'mistakes')],
      1,
    );
    const at = (ruleId: string) => findings.find((f) => f.ruleId === ruleId)?.line;
    expect(at('required-nullable-parameter')).toBe(lineOf('mistakes', 'since: Annotated'));
    expect(at('description-repeats-enum')).toBe(lineOf('mistakes', 'unit: Annotated'));
  });

  it('find nothing on the clean server, whose tool prints while it serves (mcp 2.x sends that to stderr)', async () => {
    expect(await lint(['--stdio', `${python} ${server('clean')}`], 0)).toEqual([]);
    const probed = await lint(['--probe', '--stdio', `${python} ${server('clean')}`], 0);
    expect(probed.filter((f) => f.ruleId === 'stdio-no-console-log')).toEqual([]);
  });
});

// From source (no Python needed): the rules that read the function bodies and the prints, each at its line.
describe('the Python rules from source', () => {
  const OWN = new Set([
    'stdio-no-console-log',
    'handler-error-result',
    'required-nullable-parameter',
    'description-repeats-enum',
  ]);
  it('report the startup print, the Optional without a default, the repeated Literal values, the ValueError and the unchecked lookup, each at its line', async () => {
    const findings = (await lint([server('mistakes')], 1)).filter((f) => OWN.has(f.ruleId ?? ''));
    expect(findings.map((f) => `${f.line} ${f.ruleId} ${f.messageId}`)).toEqual([
      `${lineOf('mistakes', 'print("Weather')} stdio-no-console-log pythonStartup`,
      `${lineOf('mistakes', 'since: Annotated')} required-nullable-parameter requiredNullablePython`,
      `${lineOf('mistakes', 'unit: Annotated')} description-repeats-enum repeatsPython`,
      `${lineOf('mistakes', 'raise ValueError')} handler-error-result genericRaise`,
      `${lineOf('mistakes', 'return WEATHER[city]')} handler-error-result genericLookup`,
    ]);
  });

  it('find nothing of theirs on the clean server', async () => {
    const findings = await lint([server('clean')], 0);
    expect(findings.filter((f) => f.ruleId !== 'source-unresolved')).toEqual([]);
  });
});
