// What every serve tool shares: the working directory mcp-lint serve was started in, and the folders it may read.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { rootFolders } from './allowed-paths.js';
import { readPolicy } from '../../files/read-policy.js';
import type { LintOptions, ReadPolicy } from '../../core/options.js';
import { escapeText } from '../../core/escape.js';

export interface ServeContext {
  /** The first --root folder, else the working directory: relative paths, config lookup and stdio servers start here. */
  cwd: string;
  /** Folders the file tools may read: the base folders (--root, else the working directory unless it is /), then the client's file:// roots. */
  readableFolders(): Promise<string[]>;
  /** What a tool's run may read (LintOptions.mayRead): inside readableFolders(), after links; the config lookup too. */
  readPolicy(): Promise<ReadPolicy>;
  /** A run's warnings (a config file lookup did not trust): to stderr, which clients keep in their server logs. */
  warn(message: string): void;
}

/** The options of a lint run started in the serve folder, before its input: no flags, the serve read policy. */
export async function serveLintOptions(context: ServeContext): Promise<LintOptions> {
  return {
    cwd: context.cwd,
    mayRead: await context.readPolicy(),
    warn: context.warn,
    ruleOverrides: [],
    ignorePatterns: [],
    source: {},
  };
}

/** Roots are asked for on each call (a client may change them), and only when the client said it has them. */
export function serveContext(
  server: McpServer,
  cwd: string,
  baseFolders: readonly string[],
  rootsTimeoutMs = 5_000,
): ServeContext {
  const context: ServeContext = {
    cwd,
    async readPolicy() {
      return readPolicy(await context.readableFolders());
    },
    warn(message) {
      process.stderr.write(`mcp-lint serve: warning: ${escapeText(message)}\n`);
    },
    async readableFolders() {
      if (!server.server.getClientCapabilities()?.roots) return [...baseFolders];
      try {
        const { roots } = await server.server.listRoots(undefined, { timeout: rootsTimeoutMs });
        return [...baseFolders, ...rootFolders(roots)];
      } catch {
        return [...baseFolders]; // a client that declares roots but does not answer: the base folders still apply
      }
    },
  };
  return context;
}
