export const QUESTIONS = [
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
            { value: 'stdio', title: 'stdio', description: 'the client starts the server as a child process (Claude Desktop, VS Code, Cursor)' },
            { value: 'http', title: 'Streamable HTTP', description: 'the server listens on http://127.0.0.1:3000/mcp' },
        ],
    },
    {
        key: 'sdk',
        type: 'select',
        message: 'SDK',
        flagUsage: '--sdk v1|v2',
        initial: 'v1',
        choices: [
            { value: 'v1', title: 'v1: @modelcontextprotocol/sdk', description: 'the stable SDK most servers and examples use' },
            { value: 'v2', title: 'v2: @modelcontextprotocol/server', description: 'the new split packages (zod 4.2+, Node 20+)' },
        ],
    },
    {
        key: 'tools',
        type: 'select',
        message: 'Example tools',
        flagUsage: '--tools starter|none',
        initial: 'starter',
        choices: [
            { value: 'starter', title: 'starter', description: 'add_numbers, get_weather, read_document + edit_document, with tests' },
            { value: 'none', title: 'none', description: 'an empty server; add tools with `create-mcp-tool add <name>`' },
        ],
    },
    { key: 'install', type: 'confirm', message: 'Install dependencies?', flagUsage: '--install / --no-install', initial: true },
    { key: 'git', type: 'confirm', message: 'Initialise a git repository?', flagUsage: '--git / --no-git', initial: true },
];
export function choiceValues(question) {
    return question.type === 'select' ? question.choices.map((choice) => choice.value) : [];
}
