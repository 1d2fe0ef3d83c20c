// The import specifiers the SDK-neutral templates need, one table per SDK generation. Generated projects import the
// SDK directly (no wrapper module of ours), so the templates name the modules by role and this table fills them in.
import type { ProjectAnswers } from './questions.js';
import type { TemplateData } from './templates.js';

export interface SdkImports extends TemplateData {
  /** McpServer (src/server.ts, every tool file). */
  sdkServerModule: string;
  /** StdioServerTransport (the stdio entry point). */
  sdkStdioServerModule: string;
  /** Client (test helpers and smoke tests). */
  sdkClientModule: string;
  /** StdioClientTransport (the stdio smoke test). */
  sdkStdioClientModule: string;
  /** InMemoryTransport (test/helpers/connect.ts). */
  sdkInMemoryModule: string;
  /** Whole import statements for Client and StreamableHTTPClientTransport: v2 exports both from one module. */
  sdkHttpClientImports: string;
}

export const SDK_IMPORTS: Record<ProjectAnswers['sdk'], SdkImports> = {
  v1: {
    sdkServerModule: '@modelcontextprotocol/sdk/server/mcp.js',
    sdkStdioServerModule: '@modelcontextprotocol/sdk/server/stdio.js',
    sdkClientModule: '@modelcontextprotocol/sdk/client/index.js',
    sdkStdioClientModule: '@modelcontextprotocol/sdk/client/stdio.js',
    sdkInMemoryModule: '@modelcontextprotocol/sdk/inMemory.js',
    sdkHttpClientImports:
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';\n" +
      "import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';",
  },
  v2: {
    sdkServerModule: '@modelcontextprotocol/server',
    sdkStdioServerModule: '@modelcontextprotocol/server/stdio',
    sdkClientModule: '@modelcontextprotocol/client',
    sdkStdioClientModule: '@modelcontextprotocol/client/stdio',
    sdkInMemoryModule: '@modelcontextprotocol/server',
    sdkHttpClientImports: "import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';",
  },
};
