// `create-mcp-tool add <tool_name>`: adds a tool to a project this package generated: the tool file, its test,
// and one line in the list of src/tools/index.ts. Everything is computed first; files are written only when
// all three can be.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { AddFlags } from './args.js';
import { EXIT_OK, UsageError } from './errors.js';
import { bold, cyan, green, yellow } from './style.js';
import { SDK_IMPORTS } from './sdk-imports.js';
import { substitute, TEMPLATES_DIR } from './templates.js';
import { checkToolName, registerFunctionName, toolTitle } from './tool-name.js';

interface Project {
  root: string;
  sdk: 'v1' | 'v2';
}

/** The nearest directory upwards with a package.json; it is ours if it has src/tools/index.ts and an MCP SDK. */
function findProject(cwd: string): Project {
  let dir = cwd;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const notAProject = (why: string) =>
    new UsageError(
      `${cwd} is not inside a project made by create-mcp-tool: ${why}.\n` +
        'Run "create-mcp-tool add" inside such a project, or create one first with "npm create mcp-tool".',
    );
  if (!existsSync(join(dir, 'package.json'))) throw notAProject('no package.json was found here or in any parent directory');
  if (!existsSync(join(dir, 'src', 'tools', 'index.ts'))) throw notAProject(`${join(dir, 'src', 'tools', 'index.ts')} does not exist`);
  let manifest: { dependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof manifest;
  } catch (error) {
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
  const items = entries.trim() === '' ? `\n  ${registerName},\n` : `${entries.replace(/,?$/, ',')}\n  ${registerName},\n`;
  const withEntry = source.slice(0, list.index) + list[1] + items + list[3] + source.slice(list.index + list[0].length);
  const importLine = `import { ${registerName} } from './${toolName}.js';\n`;
  const imports = [...withEntry.matchAll(/^import [^;]+;\n/gm)];
  const last = imports[imports.length - 1];
  const at = last ? last.index + last[0].length : 0;
  return withEntry.slice(0, at) + importLine + withEntry.slice(at);
}

export function add(flags: AddFlags, context: { cwd: string; out: (text: string) => void; err: (text: string) => void }): number {
  const { cwd, out, err } = context;
  const toolName = flags.toolName;
  if (toolName === undefined) throw new UsageError('Name the tool to add: create-mcp-tool add <tool_name>, e.g. create-mcp-tool add search_notes');
  const check = checkToolName(toolName);
  if (!check.valid) {
    const suggestion = check.suggestion ? ` Try: create-mcp-tool add ${check.suggestion}` : '';
    throw new UsageError(`Tool name "${toolName}" is not usable: ${check.problem}.${suggestion}`);
  }
  const project = findProject(cwd);
  const registerName = registerFunctionName(toolName);
  const toolPath = join(project.root, 'src', 'tools', `${toolName}.ts`);
  const testPath = join(project.root, 'test', `${toolName}.test.ts`);
  const indexPath = join(project.root, 'src', 'tools', 'index.ts');

  const existing = [toolPath, testPath].filter((path) => existsSync(path));
  if (existing.length > 0 && !flags.force) {
    throw new UsageError(
      `${existing.map((path) => relative(cwd, path)).join(' and ')} already exist${existing.length === 1 ? 's' : ''}. ` +
        'Choose another name, or pass --force to overwrite.',
    );
  }

  const data = { ...SDK_IMPORTS[project.sdk], toolName, registerName, title: toolTitle(toolName) };
  const templateDir = join(TEMPLATES_DIR, 'add-tool');
  const toolSource = substitute(readFileSync(join(templateDir, 'tool.ts'), 'utf8'), data, 'add-tool/tool.ts');
  const testSource = substitute(readFileSync(join(templateDir, 'tool.test.ts'), 'utf8'), data, 'add-tool/tool.test.ts');
  let index: string;
  try {
    index = registerInIndex(readFileSync(indexPath, 'utf8'), toolName, registerName);
  } catch (error) {
    throw new UsageError(
      `Cannot register the tool: ${(error as Error).message}. Nothing was written.\n` +
        `Restore the list, or add ${registerName} from ./${toolName}.js to your registration by hand.`,
    );
  }

  writeFileSync(toolPath, toolSource);
  writeFileSync(testPath, testSource);
  writeFileSync(indexPath, index);

  if (check.hint) err(yellow(`Note: tool names read best as snake_case verbs, e.g. "${check.hint}". Kept "${toolName}".\n`));
  out(`${green('Added')} ${bold(toolName)}:\n`);
  for (const path of [toolPath, testPath, indexPath]) out(`  ${cyan(relative(cwd, path) || path)}\n`);
  out('Describe it, give it real inputs and a handler, then run the tests.\n');
  return EXIT_OK;
}
