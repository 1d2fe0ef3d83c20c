import type { McpServer } from '{{sdkServerModule}}';

/** Every tool this server offers, one file each. Add one with `npx create-mcp-tool add <name>`. */
const tools: Array<(server: McpServer) => void> = [];

export function registerTools(server: McpServer): void {
  for (const register of tools) register(server);
}
