// The rule tester runs rules through the real engine, so what the engine does to a rule's reports shows in tests.
import { afterAll, describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../../src/core/types.js';
import { checkCodeCase, runRule } from '../helpers/rule-tester.js';
import stdioNoConsoleLog from '../../src/rules/source/stdio-no-console-log.js';
import inputSchemaRequiredArray from '../../src/rules/definition/input-schema-required-array.js';
import { cleanScratch } from '../loaders/source/helpers.js';

function ruleReporting(
  report: Parameters<NonNullable<Rule['checkTool']>>[1]['report'] extends (d: infer D) => void ? D : never,
): Rule {
  return {
    id: 'test-rule',
    meta: {
      description: 'a rule for the tester',
      defaultLevel: 'warning',
      scope: 'definition',
      messages: { known: 'Known problem at {{where}}.' },
    },
    checkTool(_tool, context) {
      context.report(report);
    },
  };
}

describe('rule tester', () => {
  it('fails a rule that reports a message it does not define (the engine turns the throw into a crash finding)', () => {
    expect(() => runRule(ruleReporting({ messageId: 'unknown', pointer: '' }), { tool: { name: 'a' } })).toThrow(
      /has no message "unknown"/,
    );
  });

  it('a rule made with defineRule cannot name a message id it does not define: a compile error in `tsc -p test` (npm test)', () => {
    const typed = defineRule({
      id: 'typed-rule',
      meta: {
        description: 'a typed rule',
        defaultLevel: 'warning',
        scope: 'definition',
        messages: { known: 'Known problem.' },
      },
      checkTool(_tool, context) {
        // @ts-expect-error -- 'typo' is not a key of meta.messages; without defineRule's typing this directive is unused
        context.report({ messageId: 'typo', pointer: '' });
      },
    });
    expect(() => runRule(typed, { tool: { name: 'a' } })).toThrow(/has no message "typo"/);
  });

  it('fails a message with a placeholder the rule did not fill', () => {
    expect(() => runRule(ruleReporting({ messageId: 'known', pointer: '' }), { tool: { name: 'a' } })).toThrow(
      /left \{\{where\}\} unfilled/,
    );
  });

  it('drops findings on parts a source loader could not read, as the engine does', () => {
    const rule = ruleReporting({ messageId: 'known', pointer: '/inputSchema/properties', data: { where: 'x' } });
    const loaded = [
      {
        definition: { name: 'a', inputSchema: {} },
        sourceFacts: { unresolved: [{ pointer: '/inputSchema', reason: 'computed' }] },
      },
    ];
    expect(runRule(rule, { loaded } as never)).toEqual([]);
    expect(runRule(rule, { tool: { name: 'a' } }).map((e) => e.message)).toEqual(['Known problem at x.']);
  });

  describe('code cases (TS/JS, Python, JSON text)', () => {
    afterAll(cleanScratch);
    const PYTHON = 'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("t")\nprint("starting")\nmcp.run()\n';
    const FIXED =
      'import sys\nfrom mcp.server.fastmcp import FastMCP\nmcp = FastMCP("t")\nprint("starting", file=sys.stderr)\nmcp.run()\n';
    const printing = {
      name: 'print',
      filename: 'server.py',
      code: PYTHON,
      errors: [{ messageId: 'pythonStartup', line: 3 }],
    };

    it('passes a case whose output is the fixed code', async () => {
      await checkCodeCase(stdioNoConsoleLog, { ...printing, output: FIXED });
    });

    it('fails a case that leaves out the output of a fix, or gives another', async () => {
      await expect(checkCodeCase(stdioNoConsoleLog, printing)).rejects.toThrow(
        /the rule fixed the code: give the case an output/,
      );
      await expect(checkCodeCase(stdioNoConsoleLog, { ...printing, output: PYTHON })).rejects.toThrow(
        /output after the fixes/,
      );
      await expect(checkCodeCase(stdioNoConsoleLog, { ...printing, output: null })).rejects.toThrow(
        /output after the fixes/,
      );
    });

    it("fails a case that leaves out a finding's suggestions, and checks each one's output", async () => {
      const code =
        'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "t", version: "1.0.0" }, { capabilities: { tools: {} } });\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "s", description: "Searches the notes", inputSchema: { type: "object", properties: { q: { type: "string" } } } }] }));\n';
      const listed = { name: 'literal', code, errors: [{ messageId: 'missingAtRoot', line: 4 }] };
      await expect(checkCodeCase(inputSchemaRequiredArray, listed)).rejects.toThrow(/has suggestions: list them/);
      const wrong = {
        ...listed,
        errors: [{ ...listed.errors[0]!, suggestions: [{ output: code }, { output: code }] }],
      };
      await expect(checkCodeCase(inputSchemaRequiredArray, wrong)).rejects.toThrow(/output of suggestion 0 of error 0/);
    });

    it('reads a tools/list file as JSON and places its findings by line', async () => {
      await checkCodeCase(inputSchemaRequiredArray, {
        name: 'json',
        filename: 'tools.json',
        code: '[\n{"name": "s", "inputSchema": {"type": "object", "properties": {"q": {}}}}\n]\n',
        errors: [{ messageId: 'missingAtRoot', line: 2 }],
      });
    });
  });
});
