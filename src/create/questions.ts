// One table drives the prompts, the flags, the defaults and the "pass these flags" message, so they cannot drift apart.
export type Language = 'typescript' | 'python';

export interface ProjectAnswers {
  language: Language;
  name: string;
  description: string;
  transport: 'stdio' | 'http';
  sdk: 'v1' | 'v2';
  tools: 'starter' | 'none';
  install: boolean;
  git: boolean;
}

export interface Choice {
  value: string;
  title: string;
  description: string;
}

interface BaseQuestion {
  key: keyof ProjectAnswers;
  message: string;
  /** How the flag is written in help and error messages. */
  flagUsage: string;
  /** Free text with a harmless default: not demanded from non-interactive runs. */
  optional?: boolean;
  /** The languages whose projects this question shapes (default: every language). */
  languages?: Language[];
}

export type Question =
  | (BaseQuestion & { type: 'text'; initial: string })
  | (BaseQuestion & { type: 'select'; choices: Choice[]; initial: string })
  | (BaseQuestion & { type: 'confirm'; initial: boolean });

export const QUESTIONS: Question[] = [
  {
    key: 'language',
    type: 'select',
    message: 'Language',
    flagUsage: '--language typescript|python',
    initial: 'typescript',
    // Optional: every run without it made a TypeScript project, and still does.
    optional: true,
    choices: [
      { value: 'typescript', title: 'TypeScript', description: 'Node 20+, the TypeScript SDK, zod schemas, vitest' },
      {
        value: 'python',
        title: 'Python',
        description: 'Python 3.10+, the official SDK (mcp 2.x, MCPServer), pydantic, pytest',
      },
    ],
  },
  {
    key: 'description',
    type: 'text',
    message: 'Description',
    flagUsage: '--description <text>',
    initial: 'An MCP server',
    optional: true,
  },
  {
    key: 'transport',
    type: 'select',
    message: 'Transport',
    flagUsage: '--transport stdio|http',
    initial: 'stdio',
    choices: [
      {
        value: 'stdio',
        title: 'stdio',
        description: 'the client starts the server as a child process (Claude Desktop, VS Code, Cursor)',
      },
      { value: 'http', title: 'Streamable HTTP', description: 'the server listens on http://127.0.0.1:3000/mcp' },
    ],
  },
  {
    key: 'sdk',
    type: 'select',
    message: 'SDK',
    flagUsage: '--sdk v1|v2',
    initial: 'v1',
    languages: ['typescript'],
    choices: [
      {
        value: 'v1',
        title: 'v1: @modelcontextprotocol/sdk',
        description: 'the stable SDK most servers and examples use',
      },
      {
        value: 'v2',
        title: 'v2: @modelcontextprotocol/server',
        description: 'the new split packages (zod 4.2+, Node 20+)',
      },
    ],
  },
  {
    key: 'tools',
    type: 'select',
    message: 'Example tools',
    flagUsage: '--tools starter|none',
    initial: 'starter',
    choices: [
      {
        value: 'starter',
        title: 'starter',
        description: 'add_numbers, get_weather, read_document + edit_document, with tests',
      },
      { value: 'none', title: 'none', description: 'an empty server; add tools with `create-mcp-tool add <name>`' },
    ],
  },
  // A Python project is not installed here: a virtual environment records its absolute path, so one made in the
  // staging directory would break when the project moves into place. Its next steps say how to install.
  {
    key: 'install',
    type: 'confirm',
    message: 'Install dependencies?',
    flagUsage: '--install / --no-install',
    initial: true,
    languages: ['typescript'],
  },
  {
    key: 'git',
    type: 'confirm',
    message: 'Initialise a git repository?',
    flagUsage: '--git / --no-git',
    initial: true,
  },
];

export function appliesTo(question: Question, language: Language): boolean {
  return question.languages === undefined || question.languages.includes(language);
}

export function choiceValues(question: Question): string[] {
  return question.type === 'select' ? question.choices.map((choice) => choice.value) : [];
}
