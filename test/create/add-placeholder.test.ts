// Issue 36 item 10: `create-mcp-tool add` writes a placeholder description ("Describe what search_notes does…", or
// in Python a docstring saying "Replace this with what the tool does…"). mcp-lint reports it until it is replaced,
// in both languages, through the built CLIs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCreate, runMcpLint } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

interface JsonResult {
  messages: Array<{ ruleId: string | null; messageId?: string; toolName?: string; line?: number }>;
}

async function placeholderFindings(project: string): Promise<Array<{ toolName?: string; line?: number }>> {
  const run = await runMcpLint(['src', '--format', 'json'], { cwd: project });
  const results = JSON.parse(run.stdout) as JsonResult[];
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'tool-description' && m.messageId === 'placeholder')
      .map(({ toolName, line }) => ({ toolName, line })),
  );
}

function replace(file: string, from: RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(from);
  writeFileSync(file, text.replace(from, to));
}

describe("add's placeholder description is reported until replaced", () => {
  it('TypeScript', async () => {
    const cwd = tempDir();
    expect((await runCreate(['notes', '-y', '--tools', 'none', '--no-install', '--no-git'], { cwd })).code).toBe(0);
    const project = join(cwd, 'notes');
    expect((await runCreate(['add', 'search_notes'], { cwd: project })).code).toBe(0);
    expect(await placeholderFindings(project)).toEqual([{ toolName: 'search_notes', line: expect.any(Number) }]);
    replace(
      join(project, 'src', 'tools', 'search_notes.ts'),
      /'Describe what search_notes does[^']*' \+\n\s*'[^']*'/,
      "'Finds notes whose text contains the words given. Use it before editing a note. Returns the matching note.'",
    );
    expect(await placeholderFindings(project)).toEqual([]);
  });

  it('Python', async () => {
    const cwd = tempDir();
    expect(
      (await runCreate(['notes', '--language', 'python', '-y', '--tools', 'none', '--no-git'], { cwd })).code,
    ).toBe(0);
    const project = join(cwd, 'notes');
    expect((await runCreate(['add', 'search_notes'], { cwd: project })).code).toBe(0);
    expect(await placeholderFindings(project)).toEqual([{ toolName: 'search_notes', line: expect.any(Number) }]);
    replace(
      join(project, 'src', 'notes', 'tools', 'search_notes.py'),
      /\n\n\s*Replace this with what the tool does[^\n]*\n\s*"""/,
      '"""',
    );
    expect(await placeholderFindings(project)).toEqual([]);
  });
});
