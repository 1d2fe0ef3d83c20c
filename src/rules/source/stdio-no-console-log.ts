import { defineRule } from '../../core/types.js';
import { meeting } from '../../core/branch-paths.js';
import type { SourceFileFacts, StdoutWrite } from '../../core/facts.js';

// Over stdio, stdout carries only JSON-RPC: one log line corrupts the stream and the client drops the
// connection. console.error and console.warn write to stderr and are fine. A write is reported only when it can
// run on a path where the stdio transport is started: a log line in the branch that starts an HTTP or SSE
// transport instead (the other arm of the if/else or switch that picks the transport) never meets stdio. A module the
// stdio entry loads (a tool file) runs in the same process: its writes are reported at their own line (stdio-modules.ts).
// Python: the loader (src/loaders/python/stdio.ts) keeps only the prints that reach the client on the SDK in use.
// Both readers hand the same StdoutWrite facts; `runs` says when the write runs, which picks the message.
const rule = defineRule({
  id: 'stdio-no-console-log',
  meta: {
    description: 'no stdout writes in a server that uses the stdio transport',
    defaultLevel: 'error',
    scope: 'source',
    // A running server's stdout shows the same defect: one id, one config entry, whichever way it was found.
    extraScopes: ['live'],
    optionsSchema: {
      type: 'object',
      properties: { uncertainWrites: { type: 'boolean' } },
      additionalProperties: false,
    },
    // Writes that may never run while stdio is spoken: 0 of 11 reviewed on published servers were defects (9 FALSE,
    // 2 DEBATABLE), so only `strict` and `all` say them.
    defaultOptions: { uncertainWrites: false },
    messages: {
      write:
        '`{{text}}` writes to stdout, and it can run while the server speaks JSON-RPC over stdio (the stdio transport is started on line {{transportLine}}); stdout carries only JSON-RPC, so this corrupts the stream. Log with console.error (stderr) instead.',
      mayWrite:
        '`{{text}}` writes to stdout, and it may run while the server speaks JSON-RPC over stdio (the stdio transport is started on line {{transportLine}}): it is reached only through a callback or a function that no call mcp-lint can see leads to. If it can run once stdio is in use, it corrupts the stream: log with console.error (stderr) instead.',
      mayLoadedModule:
        '`{{text}}` writes to stdout, and it may run in a server that speaks JSON-RPC over stdio ({{entry}} loads this module and starts the stdio transport on line {{transportLine}}): it is reached only through a callback or a function that no call mcp-lint can see leads to. If it can run once stdio is in use, it corrupts the stream: log with console.error (stderr) instead.',
      loadedModule:
        '`{{text}}` writes to stdout, and it runs in a server that speaks JSON-RPC over stdio ({{entry}} loads this module and starts the stdio transport on line {{transportLine}}); stdout carries only JSON-RPC, so this corrupts the stream. Log with console.error (stderr) instead.',
      liveOutput:
        'The server wrote {{lines}} to stdout, first: {{first}}. On stdio, stdout carries only JSON-RPC messages: send logs to stderr.',
      pythonStartup:
        '`{{text}}` writes to stdout before the SDK takes it over for JSON-RPC (the stdio transport is started on line {{transportLine}}), so the client reads a line that is not JSON-RPC. Print to stderr (`print(..., file=sys.stderr)`) or log with `logging`, which writes to stderr.',
      pythonLoadedModule:
        '`{{text}}` writes to stdout when {{entry}} imports this module, before the SDK takes stdout over for JSON-RPC (the stdio transport is started on line {{transportLine}} there), so the client reads a line that is not JSON-RPC. Print to stderr (`print(..., file=sys.stderr)`) or log with `logging`, which writes to stderr.',
      pythonLoadedModuleServing:
        "`{{text}}` writes to stdout in a tool of a server that speaks JSON-RPC over stdio ({{entry}} imports this module and starts the stdio transport on line {{transportLine}}); mcp 1.x serves stdio on the process's own stdout, so the text lands in the JSON-RPC stream. Print to stderr (`print(..., file=sys.stderr)`) or log with `logging`, which writes to stderr.",
      pythonServing:
        "`{{text}}` writes to stdout in a tool of a server that speaks JSON-RPC over stdio (started on line {{transportLine}}); mcp 1.x serves stdio on the process's own stdout, so the text lands in the JSON-RPC stream. Print to stderr (`print(..., file=sys.stderr)`) or log with `logging`, which writes to stderr.",
    },
  },
  checkSource(_tools, context) {
    const seen = context.source.liveFacts?.stdoutNonJson;
    if (seen) {
      context.report({
        messageId: 'liveOutput',
        pointer: '',
        data: { lines: `${seen.count} non-JSON line${seen.count === 1 ? '' : 's'}`, first: seen.first },
      });
    }
    const stdio = context.source.sourceFacts?.stdio;
    if (!stdio) return;
    for (const write of stdio.writes) {
      const placed = write.via
        ? { transportLine: write.via.transportLine, sure: !write.mayNotRun }
        : transportMet(write, stdio.transports);
      if (!placed) continue;
      if (!placed.sure && context.options.uncertainWrites !== true) continue;
      // Error only where the write surely runs while stdio is spoken; a write reached only through a callback or a
      // function no known call leads to (a CLI subcommand's action, a monitoring server turned off by an option)
      // may never run there, and is said as such, at most a warning.
      const messageId = MESSAGES[write.runs][write.via ? 'module' : 'entry'][placed.sure ? 'sure' : 'may'];
      context.report({
        messageId,
        pointer: '',
        range: write.range,
        data: {
          text: write.text,
          transportLine: placed.transportLine,
          ...(write.via ? { entry: write.via.entry } : {}),
        },
        ...(placed.sure ? {} : { atMost: 'warning' as const }),
        ...(write.edit ? { fix: write.edit } : {}),
      });
    }
  },
});

type MessageId =
  | 'write'
  | 'mayWrite'
  | 'loadedModule'
  | 'mayLoadedModule'
  | 'pythonStartup'
  | 'pythonLoadedModule'
  | 'pythonServing'
  | 'pythonLoadedModuleServing';
type Place = { entry: MessageId; module: MessageId };

/** Which message says a write, by when it runs, where it is (the entry, or a module it loads) and how surely. */
const MESSAGES: Record<StdoutWrite['runs'], Record<keyof Place, { sure: MessageId; may: MessageId }>> = {
  stdio: { entry: { sure: 'write', may: 'mayWrite' }, module: { sure: 'loadedModule', may: 'mayLoadedModule' } },
  startup: {
    entry: { sure: 'pythonStartup', may: 'pythonStartup' },
    module: { sure: 'pythonLoadedModule', may: 'pythonLoadedModule' },
  },
  serving: {
    entry: { sure: 'pythonServing', may: 'pythonServing' },
    module: { sure: 'pythonLoadedModuleServing', may: 'pythonLoadedModuleServing' },
  },
};

/** The transport a write of the file itself meets, and whether surely (core/branch-paths.ts). */
function transportMet(
  write: StdoutWrite,
  transports: NonNullable<SourceFileFacts['stdio']>['transports'],
): { transportLine: number; sure: boolean } | undefined {
  const met = meeting(write.paths, transports);
  return met ? { transportLine: met.target.range.start.line, sure: met.sure } : undefined;
}

export default rule;
