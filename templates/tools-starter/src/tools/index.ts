import type { McpServer } from '{{sdkServerModule}}';
import { registerAddNumbers } from './add_numbers.js';
import { registerEditDocument } from './edit_document.js';
import { registerGetWeather } from './get_weather.js';
import { registerReadDocument } from './read_document.js';

/** Every tool this server offers, one file each. `npx create-mcp-tool add <name>` appends to this list. */
const tools: Array<(server: McpServer) => void> = [
  registerAddNumbers,
  registerGetWeather,
  registerReadDocument,
  registerEditDocument,
];

export function registerTools(server: McpServer): void {
  for (const register of tools) register(server);
}
