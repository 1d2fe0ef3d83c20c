// What every serve tool shares: the working directory mcp-lint serve was started in, and the folders it may read.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { rootFolders } from './allowed-paths.js';

export interface ServeContext {
  /** The server's working directory: relative paths and config lookup start here; stdio servers start here. */
  cwd: string;
  /** Folders the file tools may read: cwd, then the client's file:// roots. */
  readableFolders(): Promise<string[]>;
}

/** Roots are asked for on each call (a client may change them), and only when the client said it has them. */
export function serveContext(server: McpServer, cwd: string, rootsTimeoutMs = 5_000): ServeContext {
  return {
    cwd,
    async readableFolders() {
      if (!server.server.getClientCapabilities()?.roots) return [cwd];
      try {
        const { roots } = await server.server.listRoots(undefined, { timeout: rootsTimeoutMs });
        return [cwd, ...rootFolders(roots)];
      } catch {
        return [cwd]; // a client that declares roots but does not answer: the working directory still applies
      }
    },
  };
}
