// The official reference servers, installed as devDependencies, linted live through the built CLI — and the
// same definition findings when their saved tools/list is linted as a file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { BIN } from './helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-real-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface JsonMessage {
  ruleId: string | null;
  severity: number;
  message: string;
  toolName?: string;
  pointer: string;
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
}

function definitionFindings(results: JsonResult[]): string[] {
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId !== null)
    .map((m) => `${m.ruleId} ${m.toolName ?? '-'} ${m.pointer} ${m.message}`)
    .sort();
}

// The reference servers' definitions are clean by the default set; two rules outside it give both runs findings to
// compare (free strings without bounds, parameters without descriptions).
const STRICT_RULES = ['--rule', 'string-bounds:warning', '--rule', 'property-description:warning'];

async function liveThenSaved(
  name: string,
  command: string[],
  extra: string[] = [],
): Promise<{ live: JsonResult[]; saved: JsonResult[]; savedFile: string }> {
  const savedFile = join(temp, `${name}.json`);
  const live = await runMcpLint(
    ['--format', 'json', ...STRICT_RULES, '--save', savedFile, ...extra, '--', ...command],
    { cwd: temp },
  );
  expect(live.stderr).toBe('');
  const saved = await runMcpLint(['--format', 'json', ...STRICT_RULES, savedFile], { cwd: temp });
  return { live: JSON.parse(live.stdout) as JsonResult[], saved: JSON.parse(saved.stdout) as JsonResult[], savedFile };
}

describe('reference servers', () => {
  it('server-memory: same findings live and from its saved tools/list', async () => {
    const { live, saved, savedFile } = await liveThenSaved('memory', [join(BIN, 'mcp-server-memory')]);
    expect(live[0]!.filePath).toBe(`stdio:${join(BIN, 'mcp-server-memory')}`);
    expect(live[0]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
    const document = JSON.parse(readFileSync(savedFile, 'utf8')) as { tools: unknown[]; serverInfo: { name: string } };
    expect(document.tools).toHaveLength(9);
    expect(document.serverInfo.name).toBe('memory-server');
    expect(definitionFindings(live).length).toBeGreaterThan(0);
    expect(definitionFindings(live)).toEqual(definitionFindings(saved));
  });

  it('server-filesystem (temp directory): same findings live and saved', async () => {
    const allowed = mkdtempSync(join(temp, 'fs-'));
    const { live, saved } = await liveThenSaved('filesystem', [join(BIN, 'mcp-server-filesystem'), allowed]);
    expect(live[0]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
    expect(definitionFindings(live)).toEqual(definitionFindings(saved));
  });

  it('server-everything: every tool, as a client declaring roots, sampling and elicitation sees them; same findings saved', async () => {
    const { live, saved, savedFile } = await liveThenSaved('everything-caps', [join(BIN, 'mcp-server-everything')]);
    const document = JSON.parse(readFileSync(savedFile, 'utf8')) as {
      tools: Array<{ name: string }>;
      clientCapabilities: Record<string, unknown>;
    };
    const names = document.tools.map((t) => t.name);
    // Listed only to clients that declare these capabilities.
    expect(names).toEqual(
      expect.arrayContaining([
        'get-roots-list',
        'trigger-elicitation-request',
        'trigger-sampling-request',
        'trigger-url-elicitation',
      ]),
    );
    expect(Object.keys(document.clientCapabilities).sort()).toEqual(['elicitation', 'roots', 'sampling']);
    expect(live[0]!.messages.filter((m) => m.ruleId === null)).toEqual([]);
    // A tool listed only to such clients is linted: its free string parameter is reported.
    const withFindings = new Set(live[0]!.messages.map((m) => m.toolName));
    expect(withFindings).toContain('trigger-url-elicitation');
    expect(definitionFindings(live)).toEqual(definitionFindings(saved));

    const bare = await runMcpLint(
      ['--format', 'json', ...STRICT_RULES, '--client-capabilities', 'none', '--', join(BIN, 'mcp-server-everything')],
      { cwd: temp },
    );
    const [bareResult] = JSON.parse(bare.stdout) as Array<JsonResult & { toolCount: number }>;
    expect(bareResult!.toolCount).toBeLessThan(names.length);
    expect(bareResult!.messages.map((m) => m.toolName)).not.toContain('trigger-url-elicitation');
  });

  it('server-everything with probes: answers every call, none with an error; the SDK v1 unknown-tool behaviour is silent by default', async () => {
    const argsFile = join(temp, 'everything-args.json');
    // Its long-running tool takes 10 s by default: give it short arguments, as a user would.
    writeFileSync(argsFile, JSON.stringify({ 'trigger-long-running-operation': { duration: 0.2, steps: 2 } }));
    const { live, saved } = await liveThenSaved(
      'everything',
      [join(BIN, 'mcp-server-everything')],
      ['--probe', '--probe-args', argsFile],
    );
    const messages = live[0]!.messages;
    expect(messages.filter((m) => m.ruleId === null)).toEqual([]);
    const probeRuleIds = new Set([
      'tool-result-valid',
      'tool-call-completes',
      'tool-call-succeeds',
      'unknown-tool-sdk-result',
      'structured-content-conforms',
      'structured-content-returned',
      'handler-returns-bare-string',
      'invalid-arguments-handled',
      'unknown-tool-error-code',
    ]);
    expect(messages.filter((m) => probeRuleIds.has(m.ruleId ?? ''))).toEqual([]);
    // Probe findings aside, the definitions are judged the same from the saved file.
    const definitionOnly = (r: JsonResult[]) =>
      definitionFindings(r).filter((f) => !f.startsWith('structured-content-mirrored'));
    expect(definitionOnly(live)).toEqual(definitionOnly(saved));
  });
});
