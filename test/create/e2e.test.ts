// End to end, for every template × transport × SDK: scaffold with flags → real install → build → the project's
// own tests → mcp-lint finds nothing (`--tools none` before and after `add`) → the built server answers tools/list
// over its own transport → (stdio) a type error in a handler still shows mcp-lint's explanation first, and a server
// that crashes at start-up still gets the source findings.
//
// Cost control: one shared npm cache (npm's default, or CREATE_MCP_TOOL_E2E_NPM_CACHE), --prefer-offline, at most
// two projects installing/building at a time (2 cores), and one real install (`--install`) per dependency set: the
// other projects with the same dependencies are scaffolded with --no-install and get a hard-linked copy of that
// node_modules, taken as soon as it is installed. The generated projects get mcp-lint from a local `npm pack` of
// this repository, through the test-only CREATE_MCP_TOOL_SELF_SPEC variable (see docs/create.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCreate, runMcpLint } from '../helpers/cli.js';
import { e2eNpmEnv, entries, packSelf, spawnCreate, tempDir, waitFor } from './helpers.js';
import { hardLinkTree } from '../helpers/link-tree.js';
import { joinedStylish } from '../helpers/stylish-rows.js';

const COMBINATIONS = (['starter', 'none'] as const).flatMap((tools) =>
  (['stdio', 'http'] as const).flatMap((transport) =>
    (['v1', 'v2'] as const).map((sdk) => ({ tools, transport, sdk })),
  ),
);
const STARTER_TOOLS = ['add_numbers', 'edit_document', 'get_weather', 'read_document'];

/** Which templates' package.json a project gets (templates/): the tool set adds no dependency, the SDK and its transport do. */
const dependencySet = (transport: string, sdk: string) => (sdk === 'v1' ? 'sdk-v1' : `sdk-v2-${transport}`);
/**
 * For each dependency set, a snapshot of the node_modules its first project installed for real (whichever runs first,
 * so that `-t` can pick any one); the other projects of the set wait for it.
 */
const installs = new Map<string, Promise<string>>();
const STEP_TIMEOUT_MS = 5 * 60_000;

let selfSpec: string;
let npmEnv: Record<string, string>;

beforeAll(() => {
  selfSpec = packSelf();
  npmEnv = e2eNpmEnv();
}, 120_000);

// At most two projects do heavy work (install, tsc, vitest) at once.
let running = 0;
const waiting: Array<() => void> = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  while (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...npmEnv, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} in ${cwd} took over ${STEP_TIMEOUT_MS} ms:\n${output}`));
    }, STEP_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function expectSuccess(step: string, result: Promise<Run>): Promise<Run> {
  const done = await result;
  expect(done.code, `${step} failed:\n${done.output}`).toBe(0);
  return done;
}

interface LintFile {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string; line?: number }>;
  toolCount: number;
}

async function lintProject(dir: string): Promise<{ findings: string[]; toolCount: number }> {
  const result = await run(join(dir, 'node_modules', '.bin', 'mcp-lint'), ['src', '--format', 'json'], dir);
  let files: LintFile[];
  try {
    files = JSON.parse(result.output) as LintFile[];
  } catch {
    throw new Error(`mcp-lint did not print a JSON report (exit ${result.code}):\n${result.output}`);
  }
  const findings = files.flatMap((file) =>
    file.messages.map(
      (message) => `${file.filePath}:${message.line ?? '?'} ${message.ruleId ?? 'fatal'}: ${message.message}`,
    ),
  );
  expect(result.code, findings.join('\n')).toBe(0);
  return { findings, toolCount: files.reduce((sum, file) => sum + file.toolCount, 0) };
}

function startHttpServer(dir: string): Promise<{ child: ChildProcess; url: URL }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/index.js'], {
      cwd: dir,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve({ child, url: new URL(match[1]!) });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${stderr}`)));
  });
}

/**
 * The first hour over HTTP: the built server linted live with --probe (every read-only starter tool called), alone and
 * with --source-root src, has zero findings of any level, with the strict rules the tutorials' mistakes need on.
 * (probe-generated.test.ts does the same over stdio.)
 */
async function expectProbeCleanOverHttp(dir: string): Promise<void> {
  const started = await startHttpServer(dir);
  try {
    for (const extra of [[], ['--source-root', 'src']]) {
      const args = [
        '--format',
        'json',
        '--probe',
        '--rule',
        'property-description:warning',
        '--rule',
        'annotations-present:warning',
        ...extra,
        '--url',
        started.url.href,
      ];
      const run = await runMcpLint(args, { cwd: dir, timeoutMs: 60_000 });
      expect(run.stdout, `exit ${run.code}: ${run.stderr}`).not.toBe('');
      const findings = (JSON.parse(run.stdout) as LintFile[]).flatMap((file) =>
        file.messages.map((m) => `${m.ruleId}: ${m.message}`),
      );
      expect(findings, extra.join(' ')).toEqual([]);
      expect(run.code).toBe(0);
    }
  } finally {
    started.child.kill('SIGTERM');
  }
}

/** tools/list against the built server, over the transport the project was generated for, with this repo's SDK client. */
async function listToolsOverTransport(dir: string, transport: 'stdio' | 'http'): Promise<string[]> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const client = new Client({ name: 'e2e', version: '0.0.0' });
  let server: ChildProcess | undefined;
  try {
    if (transport === 'stdio') {
      const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
      await client.connect(
        new StdioClientTransport({ command: process.execPath, args: ['dist/index.js'], cwd: dir, stderr: 'ignore' }),
      );
    } else {
      const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
      const started = await startHttpServer(dir);
      server = started.child;
      await client.connect(new StreamableHTTPClientTransport(started.url));
    }
    const { tools } = await client.listTools();
    return tools.map((tool) => tool.name).sort();
  } finally {
    await client.close();
    server?.kill('SIGTERM');
  }
}

/**
 * A handler that returns a bare string is a type error too: lint:mcp runs `mcp-lint src` before tsc, so the first
 * thing after npm's own header is mcp-lint's finding, and tsc's TS2322 dump never comes.
 */
async function expectTypeErrorAfterExplanation(dir: string, tool: string): Promise<void> {
  const file = join(dir, 'src', 'tools', `${tool}.ts`);
  const text = readFileSync(file, 'utf8');
  const result = "return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };";
  expect(text).toContain(result);
  writeFileSync(file, text.replace(result, 'return JSON.stringify(structuredContent);'));
  // The project's own tsc, as `npx tsc` would find it, without npx's start-up.
  const typeCheck = await run(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], dir);
  expect(typeCheck.output, 'the bare string is a type error').toMatch(/error TS\d+/);
  const lint = await run('npm', ['run', 'lint:mcp'], dir);
  expect(lint.code).toBe(1);
  // In a pipe, one line per finding: path:line:col  severity  message  rule.
  const shown = joinedStylish(lint.output)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('>'));
  expect(shown[0]).toMatch(
    new RegExp(
      `^src/tools/${tool}\\.ts:\\d+:\\d+ {2}error {2}Tool "${tool}" handler returns a bare string .*handler-returns-bare-string$`,
    ),
  );
  expect(lint.output).not.toMatch(/error TS\d+/);
}

/**
 * The type error undone, a parameter without its description (a warning, so lint:mcp goes on to build and start the
 * server) and a server that throws at start-up: the live check falls back to the source findings and says so.
 */
async function expectSourceFindingsWhenTheServerCrashes(dir: string, tool: string): Promise<void> {
  const file = join(dir, 'src', 'tools', `${tool}.ts`);
  const text = readFileSync(file, 'utf8').replace(
    'return JSON.stringify(structuredContent);',
    "return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };",
  );
  writeFileSync(file, text.replace(/\.describe\('[^']*'\)/, ''));
  const server = join(dir, 'src', 'server.ts');
  writeFileSync(
    server,
    readFileSync(server, 'utf8').replace(
      '  registerTools(server);\n',
      "  registerTools(server);\n  throw new Error('no API key configured');\n",
    ),
  );
  // property-description (in `strict`) on: the undescribed parameter is the source finding to fall back to.
  const lint = await run(
    'npm',
    ['run', 'lint:mcp', '--', '--format', 'json', '--rule', 'property-description:warning'],
    dir,
  );
  // The live check's JSON report: one line, after the source check's stylish output and before npm's exit notice.
  const json = lint.output.split('\n').find((line) => line.startsWith('[{'));
  expect(json, lint.output).toBeDefined();
  const results = JSON.parse(json!) as Array<{
    filePath: string;
    kind: string;
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  const live = results.find((result) => result.kind === 'live')!;
  expect(live.messages.map((m) => m.message)).toEqual([
    expect.stringMatching(
      /^The server did not start, so mcp-lint checked its source in src\/ instead \(\d+ tools? in \d+ files, read without running it\).*Error: no API key configured/s,
    ),
  ]);
  const inTool = results.find((result) => result.filePath === file)!;
  expect(inTool.messages.map((m) => m.ruleId)).toEqual(['property-description']);
  // The server did not start, so it was not checked: 2, whatever the source check found (README "Exit codes").
  expect(lint.code).toBe(2);
}

describe.concurrent('every template × transport × SDK', () => {
  it.each(COMBINATIONS)(
    "$tools, $transport, $sdk: installs, builds, passes its tests and mcp-lint with zero findings, answers tools/list; a type error does not hide mcp-lint's explanation, a crashing server still gets source findings",
    async ({ tools, transport, sdk }) => {
      const cwd = tempDir('create-mcp-tool-e2e-');
      const name = `e2e-${tools}-${transport}-${sdk}`;
      const dir = join(cwd, name);
      const set = dependencySet(transport, sdk);
      const shared = installs.get(set);
      let share: { resolve: (snapshot: string) => void; reject: (error: Error) => void } | undefined;
      if (!shared) {
        const snapshotTaken = new Promise<string>((resolve, reject) => (share = { resolve, reject }));
        snapshotTaken.catch(() => undefined); // the projects waiting for it fail with the reason; none may be waiting
        installs.set(set, snapshotTaken);
      }
      // Waited for outside the slots: the install it waits for needs one.
      const snapshot = await shared;
      await withSlot(async () => {
        try {
          const created = await runCreate(
            [
              name,
              '--transport',
              transport,
              '--sdk',
              sdk,
              '--tools',
              tools,
              snapshot ? '--no-install' : '--install',
              '--no-git',
            ],
            {
              cwd,
              env: { ...npmEnv, CREATE_MCP_TOOL_SELF_SPEC: selfSpec },
              timeoutMs: STEP_TIMEOUT_MS,
            },
          );
          expect(created.code, created.stdout + created.stderr).toBe(0);
          if (snapshot) {
            hardLinkTree(snapshot, join(dir, 'node_modules'));
          } else {
            // Taken before any step runs in the project, so no tool has written into node_modules yet.
            const copy = join(tempDir('create-mcp-tool-e2e-modules-'), 'node_modules');
            hardLinkTree(join(dir, 'node_modules'), copy);
            share!.resolve(copy);
          }
        } catch (error) {
          share?.reject(new Error(`${name}, whose install the other ${set} projects share, did not install`));
          throw error;
        }
        // `npm test` starts with the build's own command, so it builds too: a separate `npm run build` before it
        // compiled the same files again (2 s of CPU per project).
        const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        };
        expect(scripts.test!.startsWith(`${scripts.build} && `), scripts.test).toBe(true);
        await expectSuccess('npm test (which builds first)', run('npm', ['test'], dir));
        // Both commands come from the project's one linter dev dependency, create-mcp-tool (README, "Which package to install"):
        // `mcp-lint` for lint:mcp, CI and the pre-commit hook, `create-mcp-tool add` for new tools.
        for (const command of ['mcp-lint', 'create-mcp-tool']) {
          expect(realpathSync(join(dir, 'node_modules', '.bin', command))).toContain(
            join(realpathSync(dir), 'node_modules', 'create-mcp-tool') + sep,
          );
        }
        if (tools === 'none') {
          // The empty tool list is intended: no finding of any level, not even source-unresolved info, before `add`.
          expect(await lintProject(dir)).toEqual({ findings: [], toolCount: 0 });
          if (transport === 'stdio')
            await expectSuccess(
              'npm run lint:mcp (no tool yet)',
              run('npm', ['run', 'lint:mcp', '--', '--max-warnings', '0'], dir),
            );
          // The empty project is where `add` is meant to be used: prove an added tool builds, tests and lints clean,
          // with the project's own create-mcp-tool, as `npx create-mcp-tool add` runs it there.
          const added = await run(join(dir, 'node_modules', '.bin', 'create-mcp-tool'), ['add', 'search_notes'], dir);
          expect(added.code, added.output).toBe(0);
          // add's description asks its author to replace it, and mcp-lint says so until then (add-placeholder.test.ts).
          const tool = join(dir, 'src', 'tools', 'search_notes.ts');
          const placeholder = /'Describe what search_notes does[^']*' \+\n\s*'[^']*'/;
          expect(readFileSync(tool, 'utf8')).toMatch(placeholder);
          writeFileSync(
            tool,
            readFileSync(tool, 'utf8').replace(
              placeholder,
              "'Finds notes whose text contains the words given. Use it before editing a note. Returns the text it is given.'",
            ),
          );
          await expectSuccess('npm test after add', run('npm', ['test'], dir));
        }
      });
      const lint = await lintProject(dir);
      expect(lint.findings).toEqual([]);
      if (transport === 'stdio') {
        // Its lint:mcp script builds, runs the server and lints it live, with findings at their lines in src/.
        await expectSuccess('npm run lint:mcp', run('npm', ['run', 'lint:mcp', '--', '--max-warnings', '0'], dir));
      }
      const expectedTools = tools === 'starter' ? STARTER_TOOLS : ['search_notes'];
      expect(lint.toolCount).toBe(expectedTools.length);
      expect(await listToolsOverTransport(dir, transport)).toEqual(expectedTools);
      if (transport === 'http') await expectProbeCleanOverHttp(dir);
      if (transport === 'stdio') {
        const tool = tools === 'starter' ? 'add_numbers' : 'search_notes';
        await expectTypeErrorAfterExplanation(dir, tool);
        await expectSourceFindingsWhenTheServerCrashes(dir, tool);
      }
      expect(entries(cwd)).toEqual([name]);
    },
    30 * 60_000,
  );
});

describe('install failures and Ctrl-C during install', () => {
  it(
    'removes everything when the install fails',
    async () => {
      const cwd = tempDir('create-mcp-tool-e2e-');
      // A tarball npm cannot read: it is copied into the project (vendor/), and the install fails on it.
      const tarballs = tempDir('create-mcp-tool-e2e-tgz-');
      writeFileSync(join(tarballs, 'broken.tgz'), 'not a tarball');
      const result = await runCreate(['broken', '-y', '--no-git'], {
        cwd,
        env: { ...npmEnv, CREATE_MCP_TOOL_SELF_SPEC: `file:${join(tarballs, 'broken.tgz')}` },
        timeoutMs: STEP_TIMEOUT_MS,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('npm install failed');
      expect(result.stderr).toContain('Nothing was written');
      expect(entries(cwd)).toEqual([]);
      // A tarball that is gone stops the run before anything is written, naming it.
      const missing = await runCreate(['broken', '-y', '--no-git'], {
        cwd,
        env: { ...npmEnv, CREATE_MCP_TOOL_SELF_SPEC: `file:${join(tarballs, 'missing.tgz')}` },
      });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain(
        `Cannot copy ${join(tarballs, 'missing.tgz')}, the tarball this create-mcp-tool was installed from`,
      );
      expect(entries(cwd)).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'removes everything when interrupted while installing',
    async () => {
      const cwd = tempDir('create-mcp-tool-e2e-');
      mkdirSync(join(cwd, 'parent'));
      const parent = join(cwd, 'parent');
      const cli = spawnCreate(['interrupted', '-y', '--no-git'], {
        cwd: parent,
        env: { ...npmEnv, CREATE_MCP_TOOL_SELF_SPEC: selfSpec },
      });
      const staging = () => entries(parent).find((entry) => entry.startsWith('.interrupted.create-mcp-tool-'));
      // Interrupt once npm has started writing node_modules inside the staging directory.
      await waitFor(
        () => {
          const dir = staging();
          return dir !== undefined && existsSync(join(parent, dir, 'node_modules'));
        },
        'npm started installing',
        cli,
      );
      cli.child.kill('SIGINT');
      const { code } = await cli.exited;
      expect(code).toBe(130);
      expect(cli.output()).toContain('Installing dependencies');
      expect(entries(parent)).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );
});
