// What a file's imports say about the SDK release a tool runs on, where the server class alone does not say it:
// `mcp.server.fastmcp` exists only in mcp 1.x (mcp 2.x renamed it to mcp.server.mcpserver and raises on the old name),
// and fastmcp hides exception texts only when its server is built with `mask_error_details=True`. Read in the file
// itself and in the project files it imports from (one step: `from server import mcp` in a tools module).
import { staticValue } from './literals.js';
import { qualifiedName, type PythonProject } from './project.js';
import { argumentsOf, childOf, type PythonFile } from './syntax.js';

const FASTMCP_SERVERS = new Set(['fastmcp.FastMCP', 'fastmcp.server.FastMCP', 'fastmcp.server.server.FastMCP']);

/** The file, and the project files its from-imports name. */
function fileAndImported(project: PythonProject, file: PythonFile): PythonFile[] {
  const files = [file];
  for (const [name, binding] of project.bindingsOf(file)) {
    if (binding.kind !== 'import' || name === '*') continue;
    const resolved = project.resolveName(file, name);
    const other =
      resolved.kind === 'local' ? resolved.file : resolved.kind === 'local-module' ? resolved.file : undefined;
    if (other && !files.includes(other)) files.push(other);
  }
  return files;
}

/** The file (or one it imports from) imports from mcp 1.x's `mcp.server.fastmcp`, so the project runs on mcp 1.x. */
export function importsMcpV1(project: PythonProject, file: PythonFile): boolean {
  return fileAndImported(project, file).some((each) => {
    for (const binding of project.bindingsOf(each).values()) {
      if (binding.kind !== 'import' && binding.kind !== 'module') continue;
      const module = binding.module;
      if (module === 'mcp.server.fastmcp' || module.startsWith('mcp.server.fastmcp.')) return true;
      // mcp 1.x re-exported FastMCP from mcp.server; 2.x exports MCPServer there instead.
      if (
        binding.kind === 'import' &&
        binding.level === 0 &&
        binding.name === 'FastMCP' &&
        (module === 'mcp' || module === 'mcp.server')
      )
        return true;
    }
    return false;
  });
}

/** A fastmcp server built at module level in the file (or one it imports from) with `mask_error_details=True`. */
export function masksErrorDetails(project: PythonProject, file: PythonFile): boolean {
  return fileAndImported(project, file).some((each) => {
    for (const binding of project.bindingsOf(each).values()) {
      if (binding.kind !== 'value' || binding.node.name !== 'CallExpression') continue;
      const callee = binding.node.firstChild;
      const args = childOf(binding.node, 'ArgList');
      if (!callee || !args || !FASTMCP_SERVERS.has(qualifiedName(project.resolveExpression(each, callee)) ?? ''))
        continue;
      if (
        argumentsOf(args, each).some(
          (arg) => arg.name === 'mask_error_details' && staticValue(each, arg.value) === true,
        )
      )
        return true;
    }
    return false;
  });
}
