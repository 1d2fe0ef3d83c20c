// Live mode on real Python servers (issue 27 item 3): the official SDK's MCPServer (mcp 2.x) and fastmcp 4, run from
// a virtual environment with the packages of the machine's index. Each server is a fixture whose tools are cases.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { tempDir } from '../../helpers/temp.js';
import { REPO_ROOT } from './helpers.js';

interface Finding {
  ruleId: string | null;
  messageId?: string;
  toolName?: string;
  message: string;
  line?: number;
}

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'python-servers');
const SERVERS = [
  { sdk: 'MCPServer (mcp 2.x)', dir: 'mcpserver', split: 'split' },
  { sdk: 'fastmcp 4', dir: 'fastmcp', split: 'split_words' },
];
const work = tempDir('mcp-lint-python-live-');
let python = '';

beforeAll(() => {
  if (pythonAvailable) python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
}, PYTHON_SETUP_TIMEOUT_MS);

async function lint(dir: string, extra: string[] = []): Promise<Finding[]> {
  // property-description and annotations-present (in `strict`) on: their places are what these tests check.
  const run = await runMcpLint(
    [
      '--format',
      'json',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
      ...extra,
      '--stdio',
      `${python} ${join(FIXTURES, dir, 'server.py')}`,
    ],
    { timeoutMs: 90_000 },
  );
  expect(run.code, run.stderr).toBe(1);
  return (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>).flatMap((result) => result.messages);
}

const sourceRootRuns = new Map<string, Promise<Finding[]>>();
/** The live run with --source-root, which two tests read: one start of the server fewer for each of them. */
function lintWithSourceRoot(dir: string): Promise<Finding[]> {
  if (!sourceRootRuns.has(dir)) sourceRootRuns.set(dir, lint(dir, ['--source-root', join(FIXTURES, dir)]));
  return sourceRootRuns.get(dir)!;
}

const of = (findings: Finding[], ruleId: string) =>
  findings.filter((f) => f.ruleId === ruleId).map((f) => [f.toolName, f.messageId]);

/** 1-based line of the first line of the fixture that is exactly `text` (trimmed). */
function lineOf(dir: string, text: string): number {
  const index = readFileSync(join(FIXTURES, dir, 'server.py'), 'utf8')
    .split('\n')
    .findIndex((line) => line.trim() === text);
  expect(index, `${text} in ${dir}/server.py`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe.skipIf(!pythonAvailable).each(SERVERS)('a live $sdk server', ({ dir, split }) => {
  it('structured-content-mirrored: a str, int or list return is mirrored by the SDK as text; an empty list is not, and gets the Python fix', async () => {
    const probeArgs = join(work, `${dir}-args.json`);
    writeFileSync(probeArgs, JSON.stringify({ [split]: { text: '' } }));
    expect(of(await lint(dir, ['--probe']), 'structured-content-mirrored')).toEqual([]);
    const empty = (await lint(dir, ['--probe', '--probe-args', probeArgs])).filter(
      (f) => f.ruleId === 'structured-content-mirrored',
    );
    expect(empty.map((f) => [f.toolName, f.messageId])).toEqual([[split, 'missingPython']]);
    expect(empty[0]!.message).toContain('json.dumps(structured_content)');
    expect(empty[0]!.message).not.toContain('JSON.stringify');
  });

  it("input-schema-required-array: quiet on every-parameter-optional with Field(default_factory=…), no-parameters-closed on a schema no setting closes; messages give the Python fix and never name pydantic's title", async () => {
    const findings = await lint(dir);
    expect(of(findings, 'input-schema-required-array')).toEqual([]);
    // MCPServer's `ping()` is {"type": "object", "properties": {}}, which no setting closes.
    expect(of(findings, 'no-parameters-closed')).toEqual([]);
    const undocumented = findings.filter((f) => f.toolName === 'undocumented');
    expect(undocumented.map((f) => [f.ruleId, f.messageId])).toEqual(
      expect.arrayContaining([
        ['annotations-present', 'missingPython'],
        ['tool-description', 'noDocstring'],
        ['property-description', 'missingPython'],
        ['property-description', 'missingPython'],
      ]),
    );
    expect(undocumented.map((f) => f.message)).toContain(
      'Parameter "city" has no description, so a model has only its name to go on. Declare it as Annotated[str, Field(description="…")] saying what it is for, its format and an example value.',
    );
    for (const finding of findings)
      expect(finding.message).not.toMatch(/has a title|JSON\.stringify|zod|registerTool|\.describe\(/);
  });

  it("--source-root: a finding about a parameter is at that parameter's line, about the tool at its def or name", async () => {
    const findings = await lintWithSourceRoot(dir);
    const at = (tool: string, ruleId: string, path?: string) =>
      findings
        .filter(
          (f) => f.toolName === tool && f.ruleId === ruleId && (path === undefined || f.message.includes(`"${path}"`)),
        )
        .map((f) => f.line);
    expect(at('undocumented', 'property-description', 'city')).toEqual([lineOf(dir, 'city: str,')]);
    expect(at('undocumented', 'tool-description')).toEqual([lineOf(dir, 'def undocumented(')]);
    expect(at('registered_later', 'property-description', 'query')).toEqual([lineOf(dir, 'query: str,')]);
    if (dir === 'mcpserver') {
      expect(at('read_note', 'property-description', 'path')).toEqual([lineOf(dir, 'path: str,')]);
      expect(at('added', 'property-description', 'url')).toEqual([lineOf(dir, 'url: str,')]);
    } else {
      // fastmcp's positional name: the tool is the decorated function, so its parameter is placed too.
      expect(at('lookup_city', 'property-description', 'city')).toEqual([lineOf(dir, 'def lookup(') + 1]);
    }
  });

  it('hybrid and Python source mode agree: each finding about a tool is at the same line (issue 27 item 4)', async () => {
    const hybrid = await lintWithSourceRoot(dir);
    const run = await runMcpLint([
      '--format',
      'json',
      '--rule',
      'property-description:warning',
      '--rule',
      'annotations-present:warning',
      join(FIXTURES, dir, 'server.py'),
    ]);
    const source = (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>).flatMap((result) => result.messages);
    // The definition rules both modes run; each finding as tool, rule and line.
    const shared = new Set(['annotations-present', 'tool-description', 'property-description']);
    const placed = (findings: Finding[]) =>
      findings
        .filter((f) => shared.has(f.ruleId ?? ''))
        .map((f) => `${f.toolName} ${f.ruleId} ${f.line}`)
        .sort();
    expect(placed(source)).toContain(`undocumented annotations-present ${lineOf(dir, 'def undocumented(')}`);
    expect(placed(hybrid)).toEqual(expect.arrayContaining(placed(source)));
  });
});
