// The token table the package ships (dist/bundle/vendor/cl100k.bin): the one the build writes from the pinned
// gpt-tokenizer, read whole or not at all, and the bundled CLI counts with it as gpt-tokenizer does.
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/usage-error.js';
import { readRankTable } from '../../src/tokens/rank-table.js';
import { rankTableFile } from '../../src/tokens/tokenizer.js';
import { listedText } from '../../src/tokens/tokens.js';
import { REPO_ROOT, runBin, runMcpLint } from '../helpers/cli.js';

const requireHere = createRequire(import.meta.url);
const gpt = requireHere('gpt-tokenizer/encoding/cl100k_base') as {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
};
const shipped = rankTableFile();
const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-rank-table-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PINECONE = join(REPO_ROOT, 'bench', 'servers', 'captures', 'pinecone-database__mcp.json');

describe('the shipped token table', () => {
  it('is the one the build writes from the pinned gpt-tokenizer, byte for byte', async () => {
    const pinned = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies['gpt-tokenizer'];
    const table = readRankTable(shipped);
    expect(table.source).toBe(`gpt-tokenizer@${pinned}`);
    // Every token of cl100k_base but the 8 that gpt-tokenizer cannot find (scripts/token-table.mjs).
    expect(table.size).toBe(100_256 - 8);
    const { encodeTokenTable } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'token-table.mjs')).href)) as {
      encodeTokenTable(ranks: unknown[], source: string): Uint8Array;
    };
    const loaded = requireHere('gpt-tokenizer/cjs/bpeRanks/cl100k_base') as unknown[] | { default: unknown[] };
    const ranks = Array.isArray(loaded) ? loaded : loaded.default;
    expect(Buffer.from(encodeTokenTable(ranks, `gpt-tokenizer@${pinned}`)).equals(readFileSync(shipped))).toBe(true);
  });

  it('is named in THIRD-PARTY-NOTICES with its origin: gpt-tokenizer and OpenAI’s tiktoken, both MIT', () => {
    const notices = readFileSync(join(REPO_ROOT, 'THIRD-PARTY-NOTICES'), 'utf8');
    expect(notices).toMatch(/^gpt-tokenizer@[\d.]+ — MIT$/m);
    expect(notices).toMatch(
      /^OpenAI tiktoken: the cl100k_base vocabulary in dist\/bundle\/vendor\/cl100k\.bin, .* — MIT$/m,
    );
  });

  it('finds a token’s rank by its bytes, and says -1 for bytes that are no token', () => {
    const table = readRankTable(shipped);
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(table.rankOf(bytes('!'), 0, 1)).toBe(0);
    expect(table.rankOf(bytes(' the'), 0, 4)).toBe(279);
    expect(table.rankOf(bytes('xx the'), 2, 6)).toBe(279);
    expect(table.rankOf(bytes('zxqvbnm'), 0, 7)).toBe(-1);
    // A byte that is not UTF-8 on its own: GPT-2's byte order ranks the printable bytes first.
    expect(table.rankOf(Uint8Array.of(0xff), 0, 1)).toBe(187);
  });
});

describe('a damaged token table is an error that says to reinstall, never a count', () => {
  const damaged = (name: string, edit: (bytes: Buffer) => Buffer | undefined) => {
    const file = join(scratch, name);
    const bytes = readFileSync(shipped);
    const edited = edit(bytes);
    if (edited) writeFileSync(file, edited);
    return file;
  };
  const cases: Array<[string, (bytes: Buffer) => Buffer | undefined, RegExp]> = [
    ['missing', () => undefined, /cannot be read \(ENOENT\)/],
    ['empty', () => Buffer.alloc(0), /is truncated/],
    ['truncated', (bytes) => bytes.subarray(0, bytes.length - 4), /is truncated/],
    ['cut mid-word', (bytes) => bytes.subarray(0, 1001), /is truncated/],
    ['another format', (bytes) => Buffer.concat([Buffer.from('{"not":"a table"}   '), bytes.subarray(20)]), /format/],
    [
      'one rank altered',
      (bytes) => {
        const copy = Buffer.from(bytes);
        copy[64 + 4 * 70_000] ^= 1;
        return copy;
      },
      /does not match its checksum/,
    ],
  ];
  for (const [name, edit, why] of cases) {
    it(`${name}`, () => {
      const file = damaged(name.replaceAll(' ', '-'), edit);
      expect(() => readRankTable(file)).toThrow(UsageError);
      expect(() => readRankTable(file)).toThrow(why);
      expect(() => readRankTable(file)).toThrow(/damaged; reinstall it/);
    });
  }
});

describe('the bundled CLI counts with the table', () => {
  it('gives every tool of pinecone’s capture that it counts gpt-tokenizer’s figure', async () => {
    const run = await runMcpLint(['--rule', 'context-budget:warning', '--format', 'json', PINECONE]);
    expect(run.stderr).toBe('');
    const [result] = JSON.parse(run.stdout) as Array<{
      contextTokens: { tools: Array<{ name: string; tokens: number; estimated?: true }> };
    }>;
    const capture = JSON.parse(readFileSync(PINECONE, 'utf8')) as { tools: Array<{ name: string }> };
    const counted = result!.contextTokens.tools.filter((tool) => !tool.estimated);
    // Its largest tools fall between the bounds of the 1,000-token default: those are counted to their end.
    expect(counted.length).toBeGreaterThanOrEqual(4);
    for (const tool of counted) {
      const definition = capture.tools.find((candidate) => candidate.name === tool.name);
      expect(tool.tokens, tool.name).toBe(gpt.countTokens(listedText(definition), { disallowedSpecial: new Set() }));
    }
  });

  it('exits 2 with a message to reinstall when the installed table is damaged', async () => {
    const install = join(scratch, 'install');
    mkdirSync(join(install, 'dist'), { recursive: true });
    cpSync(join(REPO_ROOT, 'bin'), join(install, 'bin'), { recursive: true });
    cpSync(join(REPO_ROOT, 'dist', 'bundle'), join(install, 'dist', 'bundle'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'package.json'), join(install, 'package.json'));
    const table = join(install, 'dist', 'bundle', 'vendor', 'cl100k.bin');
    truncateSync(table, 1_000_000);
    const run = await runBin(join(install, 'bin', 'mcp-lint.js'), ['--rule', 'context-budget:warning', PINECONE]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-lint: the token table .*cl100k\.bin is truncated: .*reinstall it/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });
});
