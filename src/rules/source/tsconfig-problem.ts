// The source loader keeps the --project tsconfig's errors as facts and builds the program from the rest; this rule
// reports them, so config can set their level (a tsconfig written for another TypeScript version is not always a
// problem worth failing CI for). A tsconfig that cannot be read at all stays a fatal finding no rule owns.
import { defineRule } from '../../core/types.js';

const rule = defineRule({
  id: 'tsconfig-problem',
  meta: {
    description: 'the --project tsconfig has an error TypeScript would stop on; mcp-lint used the rest of it',
    defaultLevel: 'error',
    scope: 'source',
    messages: {
      problem: '--project {{tsconfig}}: {{text}} Fix the tsconfig; mcp-lint used the rest of it.',
      problemInExtended:
        '--project {{tsconfig}} (in {{file}}, which it extends): {{text}} Fix the tsconfig; mcp-lint used the rest of it.',
    },
  },
  checkSource(_tools, context) {
    const tsconfig = context.source.source;
    for (const problem of context.source.sourceFacts?.tsconfigProblems ?? []) {
      if (problem.inExtended !== undefined) {
        context.report({
          messageId: 'problemInExtended',
          pointer: '',
          data: { tsconfig, file: problem.inExtended, text: problem.text },
        });
      } else
        context.report({
          messageId: 'problem',
          pointer: '',
          ...(problem.range ? { range: problem.range } : {}),
          data: { tsconfig, text: problem.text },
        });
    }
  },
});

export default rule;
