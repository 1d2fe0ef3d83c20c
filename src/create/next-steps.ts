// The closing instructions: commands for the package manager that ran us, and a `cd` that survives copy-paste.
import { execCommand, installCommand, runScriptCommand, type PackageManager } from './package-manager.js';
import { bold, cyan } from './style.js';

/** Quotes a path for the user's shell when it needs quoting (spaces, quotes, $…). */
export function quotePath(path: string, platform: NodeJS.Platform = process.platform): string {
  if (/^[\w@%+=:,./-]+$/.test(path)) return path;
  if (platform === 'win32') return `"${path.replace(/"/g, '""')}"`;
  return `'${path.replace(/'/g, `'\\''`)}'`;
}

export interface NextStepsInput {
  target: string;
  pm: PackageManager;
  installed: boolean;
  transport: 'stdio' | 'http';
}

export function nextSteps({ target, pm, installed, transport }: NextStepsInput): string {
  const steps: string[] = [];
  if (target !== '.') steps.push(`cd ${quotePath(target)}`);
  if (!installed) steps.push(installCommand(pm).join(' '));
  steps.push(runScriptCommand(pm, 'build'), runScriptCommand(pm, 'test'), runScriptCommand(pm, 'lint:mcp'));
  steps.push(
    transport === 'http'
      ? `${runScriptCommand(pm, 'start')}   ${'# then: ' + runScriptCommand(pm, 'inspect')}`
      : `${runScriptCommand(pm, 'inspect')}   # try the tools in the MCP Inspector`,
  );
  return [
    bold('Next steps:'),
    ...steps.map((step) => `  ${cyan(step)}`),
    '',
    `Add a tool: ${cyan(`${execCommand(pm, 'create-mcp-tool')} add <tool_name>`)}  ·  Connect a client: see README.md`,
    '',
  ].join('\n');
}

export interface PythonNextStepsInput {
  target: string;
  pyPackage: string;
  transport: 'stdio' | 'http';
  /** How the project runs create-mcp-tool: the wheel in its venv, or npx for a build on no registry (python-linter.ts). */
  createMcpTool: string;
}

/** A Python project is installed by its user (a virtual environment cannot move): pip commands, uv as the alternative. */
export function pythonNextSteps({ target, pyPackage, transport, createMcpTool }: PythonNextStepsInput): string {
  const steps: string[] = [];
  if (target !== '.') steps.push(`cd ${quotePath(target)}`);
  steps.push(
    "python3 -m venv .venv && .venv/bin/pip install -e '.[dev]'   # or: uv sync --extra dev",
    '.venv/bin/pytest',
    '.venv/bin/ruff check',
    transport === 'http'
      ? `.venv/bin/python -m ${pyPackage}   # listens on http://127.0.0.1:8000/mcp`
      : `.venv/bin/python -m ${pyPackage}   # waits for a client on stdin`,
  );
  return [
    bold('Next steps:'),
    ...steps.map((step) => `  ${cyan(step)}`),
    '',
    `Add a tool: ${cyan(`${createMcpTool} add <tool_name>`)}`,
    'Lint it live and connect a client: see README.md',
    '',
  ].join('\n');
}
