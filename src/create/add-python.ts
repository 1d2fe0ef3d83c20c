// `create-mcp-tool add <tool_name>` in a Python project this package generated: src/<package>/tools/<tool_name>.py,
// tests/test_<tool_name>.py, and one import plus one entry in the TOOLS list of src/<package>/tools/__init__.py,
// written together (write-all.ts) after every check, so the project is left complete or unchanged.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { EXIT_OK, UsageError } from './errors.js';
import { bold, cyan, green } from './style.js';
import { substitute, TEMPLATES_DIR } from './templates.js';
import { toolTitle, toSnakeCase } from './tool-name.js';
import { writeAllOrNothing } from './write-all.js';
import { PYTHON_KEYWORDS } from './python-name.js';
import { readToolList, refuseUnsafeDirectories, refuseUnsafeFiles } from './add-paths.js';

const PYTHON_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The one src/<package>/tools/__init__.py the template made; anything else is not a project of ours. */
function findToolsPackage(root: string): string {
  const candidates = existsSync(join(root, 'src'))
    ? readdirSync(join(root, 'src')).filter((entry) => existsSync(join(root, 'src', entry, 'tools', '__init__.py')))
    : [];
  if (candidates.length !== 1) {
    throw new UsageError(
      `${root} is not a Python project made by create-mcp-tool: ${candidates.length === 0 ? 'no src/<package>/tools/__init__.py' : `several src/*/tools/__init__.py (${candidates.join(', ')})`} was found.\n` +
        'Run "create-mcp-tool add" inside such a project, or create one with "create-mcp-tool <dir> --language python".',
    );
  }
  return join(root, 'src', candidates[0]!, 'tools');
}

/** Whether tools/__init__.py imports the tool's module: the files are then a tool, which --force may replace. */
function isRegisteredPythonTool(source: string, toolName: string): boolean {
  return new RegExp(`^from \\. import ${toolName}$`, 'm').test(source);
}

/** Adds `from . import <tool>` and `<tool>.register,` to the TOOLS list, or explains why the file cannot be edited. */
export function registerInPythonTools(source: string, toolName: string): string {
  if (isRegisteredPythonTool(source, toolName)) return source;
  const list = /(^TOOLS\b[^=\n]*=\s*\[)([\s\S]*?)(\])/m.exec(source);
  if (!list) throw new Error('tools/__init__.py no longer has the `TOOLS = [ … ]` list this command appends to');
  const entries = list[2]!.trimEnd();
  const items =
    entries.trim() === ''
      ? `\n    ${toolName}.register,\n`
      : `${entries.replace(/,?$/, ',')}\n    ${toolName}.register,\n`;
  const withEntry = source.slice(0, list.index) + list[1] + items + list[3] + source.slice(list.index + list[0].length);
  // After the other tools' imports; the first tool starts its own group after the other imports, as isort would.
  const before = (pattern: RegExp) =>
    [...withEntry.matchAll(pattern)].filter((match) => match.index < list.index).pop();
  const lastTool = before(/^from \. import [^\n]+\n/gm);
  const lastImport = lastTool ?? before(/^(from|import) [^\n]+\n/gm);
  const at = lastImport ? lastImport.index + lastImport[0].length : 0;
  return (
    withEntry.slice(0, at) + `${lastTool || !lastImport ? '' : '\n'}from . import ${toolName}\n` + withEntry.slice(at)
  );
}

export function addPythonTool(
  root: string,
  toolName: string,
  force: boolean,
  context: { cwd: string; out: (text: string) => void },
): number {
  const { cwd, out } = context;
  const show = (path: string) => relative(cwd, path) || path;
  if (!PYTHON_IDENTIFIER.test(toolName) || PYTHON_KEYWORDS.has(toolName) || toolName.startsWith('__')) {
    const suggestion = toSnakeCase(toolName);
    throw new UsageError(
      `Tool name "${toolName}" is not usable in a Python project: it names the module and the function, so it must be a Python identifier that is not a keyword (letters, digits and "_").` +
        (suggestion && PYTHON_IDENTIFIER.test(suggestion) && suggestion !== toolName
          ? ` Try: create-mcp-tool add ${suggestion}`
          : ''),
    );
  }
  const layout = 'the tool to src/<package>/tools/ and its test to tests/';
  // src/ first: its listing is read to find the package (a missing one is said by findToolsPackage).
  refuseUnsafeDirectories([join(root, 'src')], [join(root, 'src')], show, layout);
  const toolsDir = findToolsPackage(root);
  const toolPath = join(toolsDir, `${toolName}.py`);
  const testPath = join(root, 'tests', `test_${toolName}.py`);
  const indexPath = join(toolsDir, '__init__.py');
  // Every directory on the way, not only the files: a committed src/<package> link into another project would
  // otherwise get the module written there and that project's tools/__init__.py edited.
  const testsDir = join(root, 'tests');
  refuseUnsafeDirectories([dirname(toolsDir), toolsDir, testsDir], [testsDir], show, layout);
  refuseUnsafeFiles([toolPath, testPath, indexPath], show);
  const indexSource = readToolList(indexPath, show);
  const existing = [toolPath, testPath].filter((path) => existsSync(path));
  const registered = isRegisteredPythonTool(indexSource, toolName);
  if (!registered && existing.length > 0) {
    throw new UsageError(
      `${existing.map(show).join(' and ')} already exist${existing.length === 1 ? 's' : ''} and ${existing.length === 1 ? 'is' : 'are'} not a tool registered in ${show(indexPath)}: ` +
        `the name "${toolName}" is taken by the project (--force replaces only tools). Choose another name. Nothing was written.`,
    );
  }
  if (!registered && new RegExp(`\\b${toolName}\\b`).test(indexSource)) {
    throw new UsageError(
      `${show(indexPath)} already uses the name "${toolName}"; a tool module of that name would hide it. Choose another name. Nothing was written.`,
    );
  }
  if (existing.length > 0 && !force) {
    throw new UsageError(
      `${existing.map(show).join(' and ')} already exist${existing.length === 1 ? 's' : ''}. Choose another name, or pass --force to overwrite.`,
    );
  }
  let index: string;
  try {
    index = registerInPythonTools(indexSource, toolName);
  } catch (error) {
    throw new UsageError(
      `Cannot register the tool: ${(error as Error).message}. Nothing was written.\nRestore the list, or add ${toolName}.register to it by hand.`,
    );
  }
  const data = {
    toolName,
    title: toolTitle(toolName),
    pyPackage: relative(join(root, 'src'), toolsDir).split(/[\\/]/)[0]!,
  };
  // Our own package's templates, not the user's files.
  const template = (file: string) =>
    substitute(readFileSync(join(TEMPLATES_DIR, 'python-add-tool', file), 'utf8'), data, `python-add-tool/${file}`);
  try {
    writeAllOrNothing([
      { path: toolPath, content: template('tool.py') },
      { path: testPath, content: template('test_tool.py') },
      { path: indexPath, content: index },
    ]);
  } catch (error) {
    throw new Error(`Could not add ${toolName}: ${(error as Error).message}. Nothing was changed.`);
  }
  out(`${green('Added')} ${bold(toolName)}:\n`);
  for (const path of [toolPath, testPath, indexPath]) out(`  ${cyan(show(path))}\n`);
  out('Describe it, give it real parameters and a body, then run the tests.\n');
  return EXIT_OK;
}
