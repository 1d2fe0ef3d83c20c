// The security model's promises, end to end: source mode never runs the code it reads (top level, imports,
// handlers, zod callbacks), and no mode fetches a network $ref.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-noexec-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('source mode never runs user code', () => {
  it('reads a server whose every part would leave a file behind if it ran, and none is left', async () => {
    const dir = join(temp, 'project');
    const marks = join(temp, 'marks');
    rmSync(marks, { recursive: true, force: true });
    const mark = (name: string) => `writeFileSync(${JSON.stringify(join(marks, name))}, 'ran')`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'side.ts'),
      `import { writeFileSync, mkdirSync } from 'node:fs';\nmkdirSync(${JSON.stringify(marks)}, { recursive: true });\n${mark('imported-module')};\nexport const label = (): string => { ${mark('helper-call')}; return 'Looks up a user'; };\nexport const shape = { id: 'x' };\n`,
    );
    writeFileSync(
      join(dir, 'server.ts'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "import { writeFileSync, mkdirSync } from 'node:fs';",
        "import { label } from './side.js';",
        `mkdirSync(${JSON.stringify(marks)}, { recursive: true });`,
        `${mark('top-level')};`,
        "const server = new McpServer({ name: 's', version: '1.0.0' });",
        'server.registerTool(',
        "  'get_user',",
        '  {',
        '    description: label(),',
        '    inputSchema: {',
        `      id: z.string().refine((v) => { ${mark('refine')}; return true; }).describe('The user id.'),`,
        `      name: z.string().transform((v) => { ${mark('transform')}; return v; }).describe('A name.'),`,
        `      when: z.string().default(() => { ${mark('default')}; return 'now'; }).describe('When.'),`,
        `      raw: z.preprocess((v) => { ${mark('preprocess')}; return v; }, z.string()).describe('Raw.'),`,
        '    },',
        '  },',
        `  async ({ id }) => { ${mark('handler')}; return { content: [{ type: 'text', text: id }] }; },`,
        ');',
      ].join('\n'),
    );
    for (const args of [['server.ts'], ['.'], ['server.ts', '--project', 'tsconfig.json']]) {
      if (args.includes('--project'))
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext' }, files: ['server.ts'] }),
        );
      const run = await runMcpLint([...args, '--format', 'json'], { cwd: dir });
      expect(run.code, run.stderr).not.toBe(2);
      const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ toolName?: string }> }>;
      expect(
        results.find((r) => r.filePath.endsWith('server.ts'))!.messages.some((m) => m.toolName === 'get_user'),
      ).toBe(true);
      expect(existsSync(marks) ? readdirSync(marks) : []).toEqual([]);
    }
  }, 60_000);
});

describe('no mode fetches a network $ref', () => {
  it('lints a tool whose schema points at a $ref on a listening server, and the server is never asked', async () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits++;
      response.end('{"type":"string"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/schemas/id.json`;
      writeFileSync(
        join(temp, 'remote-ref.json'),
        JSON.stringify({
          tools: [
            {
              name: 'get_user',
              description: 'Gets a user.',
              inputSchema: { type: 'object', properties: { id: { $ref: url } }, required: ['id'] },
            },
          ],
        }),
      );
      const run = await runMcpLint(['remote-ref.json', '--format', 'json', '--rule', 'schema-portability:error'], {
        cwd: temp,
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(url);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });
});
