// Over stdio, stdout carries only JSON-RPC: one log line corrupts the stream and the client drops the
// connection. console.error and console.warn write to stderr and are fine.
const rule = {
    id: 'stdio-no-console-log',
    meta: {
        description: 'no stdout writes in a server that uses the stdio transport',
        defaultLevel: 'error',
        scope: 'source',
        messages: {
            write: '`{{text}}` writes to stdout in a server that uses the stdio transport (line {{line}}); stdout carries only JSON-RPC, so this corrupts the stream. Log with console.error (stderr) instead.',
        },
    },
    checkSource(_tools, context) {
        const stdio = context.source.sourceFacts?.stdio;
        if (!stdio)
            return;
        for (const write of stdio.writes) {
            context.report({ messageId: 'write', pointer: '', range: write.range, data: { text: write.text, line: stdio.transport.start.line } });
        }
    },
};
export default rule;
