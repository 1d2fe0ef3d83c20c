// Every framework source mode knows, in the order their tools are listed: high-level registrations first, then
// classes, then low-level handlers. A new framework is a new file beside these, exporting one Framework, added here.
import type { Framework } from './framework.js';
import { sdk } from './sdk.js';
import { fastmcp } from './fastmcp.js';
import { mcpFramework } from './mcp-framework.js';
import { mastra } from './mastra.js';
import { lowLevel } from './lowlevel.js';

export const FRAMEWORKS: readonly Framework[] = [sdk, fastmcp, mcpFramework, mastra, lowLevel];
