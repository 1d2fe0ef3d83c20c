// Which linted files are walked for registrations (tool-files.ts): a large file that can register nothing is parsed
// but never bound by the checker; anything a registration or a server needs keeps a large file walked.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { LARGE_SOURCE_CHARS, mayRegisterTools } from '../../../src/loaders/source/tool-files.js';
import { FRAMEWORKS } from '../../../src/loaders/source/frameworks/index.js';
import { NamePrograms } from '../../../src/loaders/source/program.js';
import { cleanScratch, loadFixtures, scratchDir, SDK } from './helpers.js';

afterAll(cleanScratch);

/** Vendor code as bundlers write it: classes extending classes, whose base names a walk would look up. */
function vendorBundle(head = ''): string {
  let text = [head, 'import { EventEmitter } from "events";', '/** @param {{tools: WebMCPTool[]}} event */'].join('\n');
  for (let i = 0; text.length < LARGE_SOURCE_CHARS + 1000; i++)
    text += `\nclass Part${i} extends EventEmitter { run(x) { return x + ${i}; } }`;
  return text;
}

describe('which files may register tools', () => {
  test('a small file always; a large one only when its text names a registration or an MCP package', () => {
    expect(mayRegisterTools('class A extends B {}', FRAMEWORKS)).toBe(true);
    expect(mayRegisterTools(vendorBundle(), FRAMEWORKS)).toBe(false);
    for (const head of [
      'server.tool("x", {}, () => ({ content: [] }));',
      'server.registerTool("x", {}, () => ({ content: [] }));',
      'server.setRequestHandler(ListToolsRequestSchema, list);',
      'mcp.addTool({ name: "x" });',
      'class Echo extends MCPTool {}',
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'const { FastMCP } = require("fastmcp");',
      'import { MCPServer } from "@mastra/mcp";',
      'await startMcpServer(options);',
    ])
      expect([head, mayRegisterTools(vendorBundle(head), FRAMEWORKS)]).toEqual([head, true]);
  });

  test("the words come from the frameworks: a new framework's registration is seen once it declares its toolWords", () => {
    const gadgets = vendorBundle('kit.defineGadget("x", handler);');
    expect(mayRegisterTools(gadgets, FRAMEWORKS)).toBe(false);
    expect(
      mayRegisterTools(gadgets, [...FRAMEWORKS, { id: 'gadgetkit', modules: [], toolWords: ['defineGadget'] }]),
    ).toBe(true);
  });
});

describe('the text is read in linear time', () => {
  test('long runs of name characters, of MCP and of calls are each decided', () => {
    // `[\w$]*MCP[\w$]*\(` took 3.6 s on a run of 20,000 letters and grows with its square: on these million-character
    // runs it would need hours, far past the test's time-out, so no timing is asserted here (bench/rule-cost.mjs times).
    for (const run of [
      'A'.repeat(1_000_000),
      'MCP'.repeat(300_000),
      'f(); '.repeat(200_000),
      `x${' '.repeat(1_000_000)}`,
    ]) {
      expect(mayRegisterTools(run, FRAMEWORKS)).toBe(false);
    }
  });
});

describe('a large vendor file beside a server', () => {
  test("is parsed and linted, but no Program is built for it; the server's tools are found as before", async () => {
    const dir = scratchDir();
    writeFileSync(
      join(dir, 'server.ts'),
      `${SDK}server.registerTool("echo", { description: "Echoes.", inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: "text", text }] }));\n`,
    );
    writeFileSync(join(dir, 'vendor.js'), vendorBundle());
    // Each run's Programs are counted on its own NamePrograms (the SourceModel's); the build step is watched to sum them.
    let built = 0;
    const prototype = NamePrograms.prototype as unknown as { build(root: unknown): void };
    const build = prototype.build;
    const watch = vi.spyOn(prototype, 'build').mockImplementation(function (this: NamePrograms, root: unknown) {
      const before = this.programsBuilt;
      build.call(this, root);
      built += this.programsBuilt - before;
    });
    const [server, vendor] = await loadFixtures(['server.ts', 'vendor.js'], { cwd: dir }).finally(() =>
      watch.mockRestore(),
    );
    expect(server!.tools.map((tool) => (tool.definition as { name: string }).name)).toEqual(['echo']);
    expect(vendor).toMatchObject({ source: 'vendor.js', tools: [], diagnostics: [] });
    // One for the server; walking the vendor file would look up its base classes and bind all of it in a second.
    expect(built).toBe(1);
  });
});
