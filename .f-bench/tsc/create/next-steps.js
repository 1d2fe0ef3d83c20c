// The closing instructions: commands for the package manager that ran us, and a `cd` that survives copy-paste.
import { execCommand, installCommand, runScriptCommand } from './package-manager.js';
import { bold, cyan } from './style.js';
/** Quotes a path for the user's shell when it needs quoting (spaces, quotes, $…). */
export function quotePath(path, platform = process.platform) {
    if (/^[\w@%+=:,./-]+$/.test(path))
        return path;
    if (platform === 'win32')
        return `"${path.replace(/"/g, '""')}"`;
    return `'${path.replace(/'/g, `'\\''`)}'`;
}
export function nextSteps({ target, pm, installed, transport }) {
    const steps = [];
    if (target !== '.')
        steps.push(`cd ${quotePath(target)}`);
    if (!installed)
        steps.push(installCommand(pm).join(' '));
    steps.push(runScriptCommand(pm, 'build'), runScriptCommand(pm, 'test'), runScriptCommand(pm, 'lint:mcp'));
    steps.push(transport === 'http'
        ? `${runScriptCommand(pm, 'start')}   ${'# then: ' + runScriptCommand(pm, 'inspect')}`
        : `${runScriptCommand(pm, 'inspect')}   # try the tools in the MCP Inspector`);
    return [
        bold('Next steps:'),
        ...steps.map((step) => `  ${cyan(step)}`),
        '',
        `Add a tool: ${cyan(`${execCommand(pm, 'create-mcp-tool')} add <tool_name>`)}  ·  Connect a client: see README.md`,
        '',
    ].join('\n');
}
