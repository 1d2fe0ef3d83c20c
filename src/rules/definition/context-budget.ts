import { defineRule } from '../../core/types.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { serverPlace } from '../shared/server-place.js';
import { costliestPart } from '../../tokens/parts.js';
import { CountBudget, sumExceeds, sumFigure } from '../../tokens/cost.js';
import { listedCost, tokenPhrase, TOKEN_ENCODING } from '../../tokens/tokens.js';
import { plural } from '../../core/plural.js';

// 2,000 and 20,000 since the review of 2026-12-06 (bench/review): at 1,000 and 10,000 most findings were tools of
// 1,000–1,600 tokens with many short-described parameters, and servers of 10,000–17,000 tokens, which reviewers would
// not cut; 20,000 is the share of a 200,000-token window (10%) Claude Code allots to all MCP tools together.
export const BUDGET_DEFAULTS = { maxToolTokens: 2000, maxServerTokens: 20000, maxTools: 128 };

/** The rule's limits from its options (as configured, or defaults). */
export function budgetLimits(options: Record<string, unknown>): {
  maxTool: number;
  maxServer: number;
  maxTools: number;
} {
  return {
    maxTool: Number(options.maxToolTokens ?? BUDGET_DEFAULTS.maxToolTokens),
    maxServer: Number(options.maxServerTokens ?? BUDGET_DEFAULTS.maxServerTokens),
    maxTools: Number(options.maxTools ?? BUDGET_DEFAULTS.maxTools),
  };
}

// Every tool a server lists is sent to the model on every request: its name, title, description, schemas and
// annotations cost context before the user has said anything. Counted with a real tokenizer (cl100k_base), but only
// where the verdict depends on it: a text's length bounds its count from both sides (budget/bounds.ts), and most
// tools are decided by that alone.
// Off by default (in `strict`): 44 of 51 sampled findings on published servers were TRUE (86%, under the 90% bar);
// the rejected ones are tools whose cost is mostly their outputSchema.
const rule = defineRule({
  id: 'context-budget',
  meta: {
    description: `tools should not spend too much of the model's context on every request (tokens counted with ${TOKEN_ENCODING})`,
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      toolOverBudget:
        "The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the description. Shorten it and move parameter details into the parameters' own short descriptions.",
      toolOverBudgetZod:
        'The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the description. Shorten it and move parameter details into each parameter\'s short .describe("…").',
      toolOverBudgetPython:
        'The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the description, the function\'s docstring. Shorten it and move parameter details into each parameter as Annotated[T, Field(description="…")].',
      toolOverBudgetDefinitions:
        "The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the inputSchema's definitions ({{where}}), not the description. Keep only the definitions its parameters use, and trim the large ones.",
      toolOverBudgetNested:
        'The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the inputSchema, whose {{parameters}} nest large objects, not the description. Trim the nested fields most calls never set, or take a smaller shape.',
      toolOverBudgetInput:
        'The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the inputSchema ({{parameters}}), not the description. Split the tool by task, or drop parameters most calls do not need.',
      toolOverBudgetOutput:
        'The tool costs {{cost}} on every request that lists tools (limit {{max}}); {{share}} of it is the outputSchema, not the description. Trim it to the fields callers rely on.',
      serverOverBudget:
        "The server's {{tools}} {{verb}} {{cost}} on every request (limit {{max}}). Split it into smaller servers or drop tools most users do not need.",
      tooManyTools:
        'The server lists {{tools}} (limit {{max}}); clients that cap tools per request drop the rest or refuse. Merge related tools or split the server.',
    },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxToolTokens: { type: 'integer', minimum: 1, description: 'tokens one tool may cost' },
        maxServerTokens: { type: 'integer', minimum: 1, description: 'tokens all tools of one server may cost' },
        maxTools: { type: 'integer', minimum: 1, description: 'tools one server may list' },
      },
    },
    defaultOptions: { ...BUDGET_DEFAULTS },
  },
  checkSource(tools, context) {
    const { maxTool, maxServer, maxTools } = budgetLimits(context.options);
    // Server totals belong to the server, not to whichever tool comes first.
    const atServer = serverPlace(tools, context.source.kind);
    if (tools.length > maxTools) {
      context.report({
        messageId: 'tooManyTools',
        ...atServer,
        data: { count: tools.length, tools: plural(tools.length, 'tool'), max: maxTools },
      });
    }
    const costs = tools.map((tool) => listedCost(tool.definition));
    const budget = new CountBudget();
    tools.forEach((tool, index) => {
      const cost = costs[index]!;
      if (!cost.exceeds(maxTool, budget)) return;
      const figure = cost.figure();
      const part = costliestPart(tool.definition);
      const share = `${Math.round(part.share * 100)}%`;
      const data = {
        tokens: figure.tokens,
        cost: tokenPhrase(figure),
        max: maxTool,
        encoding: TOKEN_ENCODING,
        share,
        where: part.pointer,
        parameters: plural(part.parameters, 'parameter'),
      };
      // A few parameters that cost this much are nested objects: splitting the tool or dropping parameters does not fit.
      const messageId =
        part.part === 'input' && part.parameters <= 3
          ? 'toolOverBudgetNested'
          : part.part === 'description'
            ? messageIn(schemaLanguageOf(tool, context), DESCRIPTION_MESSAGES)
            : PART_MESSAGES[part.part];
      context.report({ messageId, tool, pointer: part.pointer, data });
    });
    // One tool's total is that tool's finding, said once.
    if (tools.length > 1 && sumExceeds(costs, maxServer, budget)) {
      const figure = sumFigure(costs);
      context.report({
        messageId: 'serverOverBudget',
        ...atServer,
        data: {
          count: tools.length,
          tools: plural(tools.length, 'tool'),
          verb: tools.length === 1 ? 'costs' : 'cost',
          tokens: figure.tokens,
          cost: tokenPhrase(figure),
          max: maxServer,
          encoding: TOKEN_ENCODING,
        },
      });
    }
  },
});

const DESCRIPTION_MESSAGES = {
  'json-schema': 'toolOverBudget',
  zod: 'toolOverBudgetZod',
  python: 'toolOverBudgetPython',
} as const;

const PART_MESSAGES = {
  description: 'toolOverBudget',
  definitions: 'toolOverBudgetDefinitions',
  input: 'toolOverBudgetInput',
  output: 'toolOverBudgetOutput',
} as const;

export default rule;
