// Runs oh-my-mcp's engine (its exported analyze()) over every file named on the command line in one process, the
// way mcp-lint lints a directory in one process, and prints the reports as JSON. Started by bench/real-corpus.mjs;
// the package itself is not a dependency of this project: OH_MY_MCP_DIR names its installed package directory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.OH_MY_MCP_DIR;
if (!dir) throw new Error('set OH_MY_MCP_DIR to the installed oh-my-mcp package directory');
const { analyze, DEFAULT_CONFIG, parseToolsJson } = await import(pathToFileURL(join(dir, 'dist', 'index.js')).href);
const reports = [];
for (const file of process.argv.slice(2)) {
  const tools = parseToolsJson(readFileSync(file, 'utf8'));
  reports.push(analyze(tools, DEFAULT_CONFIG, { label: file, mode: 'file' }));
}
process.stdout.write(JSON.stringify(reports) + '\n');
