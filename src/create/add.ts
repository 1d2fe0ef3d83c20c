// `create-mcp-tool add <tool_name>`: adds a tool to a project this package generated: the tool file, its test,
// and one line in the list of src/tools/index.ts. Everything is computed and checked first; the three files are
// then written together (write-all.ts), so the project is left complete or unchanged.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ReadRefusedError, readRegularTextFile } from '../files/read.js';
import { MAX_SETTINGS_FILE_BYTES } from '../inputs/read.js';
import { dirname, join, relative } from 'node:path';
import type { AddFlags } from './args.js';
import { EXIT_OK, UsageError } from './errors.js';
import { bold, cyan, green, yellow } from './style.js';
import { SDK_IMPORTS } from './sdk-imports.js';
import { substitute, TEMPLATES_DIR } from './templates.js';
import { checkToolName, registerFunctionName, toolTitle } from './tool-name.js';
import { writeAllOrNothing } from './write-all.js';
import { addPythonTool } from './add-python.js';
import { readToolList, refuseUnsafeDirectories, refuseUnsafeFiles } from './add-paths.js';

interface Project {
  root: string;
  sdk: 'v1' | 'v2';
}

type FoundProject = Project | { root: string; python: true };

/** The nearest directory upwards with a package.json; it is ours if it has src/tools/index.ts and an MCP SDK. */
function findProject(cwd: string): FoundProject {
  let dir = cwd;
  while (!existsSync(join(dir, 'package.json')) && !existsSync(join(dir, 'pyproject.toml'))) {
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const notAProject = (why: string) =>
    new UsageError(
      `${cwd} is not inside a project made by create-mcp-tool: ${why}.\n` +
        'Run "create-mcp-tool add" inside such a project, or create one first with "npm create mcp-tool".',
    );
  if (!existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'pyproject.toml')))
    return { root: dir, python: true };
  if (!existsSync(join(dir, 'package.json')))
    throw notAProject('no package.json or pyproject.toml was found here or in any parent directory');
  if (!existsSync(join(dir, 'src', 'tools', 'index.ts')))
    throw notAProject(`${join(dir, 'src', 'tools', 'index.ts')} does not exist`);
  let manifest: { dependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readRegularTextFile(join(dir, 'package.json'), MAX_SETTINGS_FILE_BYTES)) as typeof manifest;
  } catch (error) {
    if (error instanceof ReadRefusedError) throw notAProject(`${join(dir, 'package.json')} ${error.detail}`);
    throw notAProject(`${join(dir, 'package.json')} is not valid JSON (${(error as Error).message})`);
  }
  const deps = manifest.dependencies ?? {};
  if (deps['@modelcontextprotocol/server']) return { root: dir, sdk: 'v2' };
  if (deps['@modelcontextprotocol/sdk']) return { root: dir, sdk: 'v1' };
  throw notAProject('its package.json depends on neither @modelcontextprotocol/sdk nor @modelcontextprotocol/server');
}

/** Adds the import and the list entry to src/tools/index.ts, or explains why the file cannot be edited. */
export function registerInIndex(source: string, toolName: string, registerName: string): string {
  if (new RegExp(`\\b${registerName}\\b`).test(source)) return source;
  const list = /(const tools\b[^;]*?=\s*\[)([\s\S]*?)(\];)/.exec(source);
  if (!list) {
    throw new Error('src/tools/index.ts no longer has the `const tools = [ … ];` list this command appends to');
  }
  const entries = list[2]!.trimEnd();
  const items =
    entries.trim() === '' ? `\n  ${registerName},\n` : `${entries.replace(/,?$/, ',')}\n  ${registerName},\n`;
  const withEntry = source.slice(0, list.index) + list[1] + items + list[3] + source.slice(list.index + list[0].length);
  const importLine = `import { ${registerName} } from './${toolName}.js';\n`;
  const imports = [...withEntry.matchAll(/^import [^;]+;\n/gm)];
  const last = imports[imports.length - 1];
  const at = last ? last.index + last[0].length : 0;
  return withEntry.slice(0, at) + importLine + withEntry.slice(at);
}

/** The entry of `dir` that is `name` on a case-insensitive file system (macOS, Windows), if any. */
function entryIgnoringCase(dir: string, name: string): string | undefined {
  try {
    return readdirSync(dir).find((entry) => entry.toLowerCase() === name.toLowerCase());
  } catch {
    return undefined;
  }
}

/** Whether src/tools/index.ts imports `./<toolName>.js`: the file is then a tool, which --force may replace. */
function isRegisteredTool(indexSource: string, toolName: string): boolean {
  const escaped = toolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`from\\s+['"]\\./${escaped}\\.js['"]`).test(indexSource);
}

/**
 * Refuses every way `add` could write outside the project or over a file that is not a tool: symlinked
 * directories or files, paths that are not directories, and names the project already uses.
 */
function checkTargets(
  root: string,
  toolName: string,
  registerName: string,
  indexSource: string,
  show: (path: string) => string,
): void {
  const refuse = (message: string) => new UsageError(`${message} Nothing was written.`);
  // test/ is created with the test when missing.
  const testDir = join(root, 'test');
  refuseUnsafeDirectories(
    [join(root, 'src'), join(root, 'src', 'tools'), testDir],
    [testDir],
    show,
    'the tool to src/tools/ and its test to test/',
  );
  const toolFile = `${toolName}.ts`;
  const testFile = `${toolName}.test.ts`;
  refuseUnsafeFiles(
    [join(root, 'src', 'tools', toolFile), join(root, 'test', testFile), join(root, 'src', 'tools', 'index.ts')],
    show,
  );
  if (toolName.toLowerCase() === 'index') {
    throw refuse(
      `"${toolName}" would be ${show(join(root, 'src', 'tools', 'index.ts'))}, the file that registers every tool. Choose another name.`,
    );
  }
  const registered = isRegisteredTool(indexSource, toolName);
  const taken: string[] = [];
  for (const [dir, file] of [
    [join(root, 'src', 'tools'), toolFile],
    [join(root, 'test'), testFile],
  ] as const) {
    const entry = entryIgnoringCase(dir, file);
    if (entry === undefined) continue;
    if (entry !== file) {
      throw refuse(
        `${show(join(dir, entry))} differs from ${file} only in case; on macOS and Windows they are one file. Choose another name.`,
      );
    }
    if (!registered) taken.push(show(join(dir, entry)));
  }
  if (taken.length > 0) {
    throw refuse(
      `${taken.join(' and ')} already exist${taken.length === 1 ? 's' : ''} and ${taken.length === 1 ? 'is' : 'are'} not a tool registered in src/tools/index.ts: ` +
        `the name "${toolName}" is taken by the project (--force replaces only tools). Choose another name.`,
    );
  }
  if (!registered && new RegExp(`\\b${registerName}\\b`).test(indexSource)) {
    throw refuse(
      `src/tools/index.ts already registers ${registerName}, from another tool; "${toolName}" would export the same function. Choose another name.`,
    );
  }
}

export function add(
  flags: AddFlags,
  context: { cwd: string; out: (text: string) => void; err: (text: string) => void },
): number {
  const { cwd, out, err } = context;
  const toolName = flags.toolName;
  if (toolName === undefined)
    throw new UsageError(
      'Name the tool to add: create-mcp-tool add <tool_name>, e.g. create-mcp-tool add search_notes',
    );
  const check = checkToolName(toolName);
  if (!check.valid) {
    const suggestion = check.suggestion ? ` Try: create-mcp-tool add ${check.suggestion}` : '';
    throw new UsageError(`Tool name "${toolName}" is not usable: ${check.problem}.${suggestion}`);
  }
  const found = findProject(cwd);
  if ('python' in found) return addPythonTool(found.root, toolName, flags.force, context);
  const project = found;
  const registerName = registerFunctionName(toolName);
  const toolPath = join(project.root, 'src', 'tools', `${toolName}.ts`);
  const testPath = join(project.root, 'test', `${toolName}.test.ts`);
  const indexPath = join(project.root, 'src', 'tools', 'index.ts');
  const show = (path: string) => relative(cwd, path) || path;
  const indexSource = readToolList(indexPath, show);
  checkTargets(project.root, toolName, registerName, indexSource, show);

  const existing = [toolPath, testPath].filter((path) => existsSync(path));
  if (existing.length > 0 && !flags.force) {
    throw new UsageError(
      `${existing.map(show).join(' and ')} already exist${existing.length === 1 ? 's' : ''}. ` +
        'Choose another name, or pass --force to overwrite.',
    );
  }

  const data = { ...SDK_IMPORTS[project.sdk], toolName, registerName, title: toolTitle(toolName) };
  const templateDir = join(TEMPLATES_DIR, 'add-tool');
  // Our own package's templates, not the user's files.
  const toolSource = substitute(readFileSync(join(templateDir, 'tool.ts'), 'utf8'), data, 'add-tool/tool.ts');
  const testSource = substitute(readFileSync(join(templateDir, 'tool.test.ts'), 'utf8'), data, 'add-tool/tool.test.ts');
  let index: string;
  try {
    index = registerInIndex(indexSource, toolName, registerName);
  } catch (error) {
    throw new UsageError(
      `Cannot register the tool: ${(error as Error).message}. Nothing was written.\n` +
        `Restore the list, or add ${registerName} from ./${toolName}.js to your registration by hand.`,
    );
  }

  // A project whose tests were deleted gets test/ back: the tool comes with its test.
  const testDir = dirname(testPath);
  const createdTestDir = !existsSync(testDir);
  try {
    if (createdTestDir) mkdirSync(testDir);
    writeAllOrNothing([
      { path: toolPath, content: toolSource },
      { path: testPath, content: testSource },
      { path: indexPath, content: index },
    ]);
  } catch (error) {
    if (createdTestDir) rmSync(testDir, { recursive: true, force: true });
    throw new Error(`Could not add ${toolName}: ${(error as Error).message}. Nothing was changed.`);
  }

  if (check.hint)
    err(yellow(`Note: tool names read best as snake_case verbs, e.g. "${check.hint}". Kept "${toolName}".\n`));
  out(`${green('Added')} ${bold(toolName)}:\n`);
  for (const path of [toolPath, testPath, indexPath]) out(`  ${cyan(relative(cwd, path) || path)}\n`);
  out('Describe it, give it real inputs and a handler, then run the tests.\n');
  return EXIT_OK;
}
