// One server, start to finish: connect → initialize → tools/list (all pages) → probes (opt-in) → end it.
// Every failure becomes a finding on this server's LoadedSource; nothing here throws for a misbehaving server.
import type { Diagnostic, LiveFacts, LoadedSource, LoadedTool, Severity, SpecVersion } from '../../core/types.js';
import type { LiveProbe } from '../../core/facts.js';
import type { LiveOptions } from '../../core/options.js';
import { isObject } from '../../core/json-value.js';
import type { ChannelOpener } from './channel.js';
import { RpcClient } from './rpc.js';
import type { NamedServer } from './targets.js';
import { listTools, orderChange } from './list-tools.js';
import { listResources } from './list-resources.js';
import { uiResourceOf } from '../../core/ui-resource.js';
import { languageOfTools } from './server-language.js';
import { describeAnswer, formatMs, shortJson } from './describe.js';
import { packageVersion } from '../../core/package-version.js';
import type { ProbePlan } from './probes/plan.js';
import { redactText, secretsOfTarget } from '../../core/redact.js';
import type { ClientCapabilityName } from '../../core/options.js';
import { clientCapabilitiesObject } from './client-capabilities.js';
import { MAX_SERVER_REQUESTS } from './rpc.js';
import { openStateless, STATELESS_PROTOCOL_VERSION } from './stateless.js';

export interface ServerCapture {
  name: string;
  protocolVersion?: string;
  serverInfo?: unknown;
  capabilities?: unknown;
  /** The initialize result's `instructions`, kept so a saved capture is checked like the live server. */
  instructions?: string;
  /** What mcp-lint declared in `initialize`: servers may list other tools to other clients. */
  clientCapabilities: Record<string, unknown>;
  tools: unknown[];
}

export interface ServerRun {
  source: LoadedSource;
  /** What was captured, for --save (absent when initialize failed). */
  capture?: ServerCapture;
}

export interface RunSettings {
  cwd: string;
  spec: SpecVersion;
  timeouts: LiveOptions['timeouts'];
  probePlan: ProbePlan | undefined;
  /** Declared in `initialize` (--client-capabilities). */
  clientCapabilities: readonly ClientCapabilityName[];
}

const noPositions = (): undefined => undefined;

export async function lintServer(server: NamedServer, settings: RunSettings): Promise<ServerRun> {
  const { timeouts } = settings;
  const deadline = Date.now() + timeouts.total;
  const remaining = () => deadline - Date.now();
  const diagnostics: Diagnostic[] = [];
  const source: LoadedSource = {
    source: server.name,
    kind: 'live',
    tools: [],
    diagnostics,
    ...(server.origin ? { origin: server.origin } : {}),
  };
  const rpc = new RpcClient(settings.clientCapabilities);
  const clientCapabilities = clientCapabilitiesObject(settings.clientCapabilities);

  // Errors from the HTTP stack quote the URL it was given, and a stdio server may echo its env or arguments to stderr:
  // findings show neither.
  const secrets = secretsOfTarget(server.target);
  const note = (severity: Severity, message: string, fatal = false) =>
    diagnostics.push({
      ruleId: null,
      severity,
      message: redactText(message, secrets),
      source: server.name,
      pointer: '',
      ...(fatal ? { fatal } : {}),
    });
  /** A request time-out, cut short when the whole-server budget ends first. */
  const requestTimeout = () => Math.max(1, Math.min(timeouts.request, remaining()));
  const explainTimeout = (what: string, flagMs: number, flag: string) =>
    remaining() <= 0
      ? `${what} within the total time-out of ${formatMs(timeouts.total)} (--timeout)`
      : `${what} within ${formatMs(flagMs)} (${flag})`;
  // A first `npx -y` run downloads the package before the server can answer: the remedy is a longer wait, said with
  // the value in force so the user can pick a larger one.
  const startupTimedOut = () => {
    const flag = remaining() <= 0 ? '--timeout' : '--startup-timeout';
    const now = remaining() <= 0 ? timeouts.total : timeouts.startup;
    const stillStarting =
      server.target.kind === 'stdio'
        ? 'If it is still starting (a first `npx -y` run downloads the package), allow'
        : 'If it is slow to start, allow';
    const longer = Math.max(now * 6, 60_000);
    // The whole-server budget must leave room for the tools/list that follows a longer start.
    const total =
      flag === '--startup-timeout' && longer >= timeouts.total ? ` --timeout ${longer + timeouts.total}` : '';
    return `${explainTimeout('The server did not answer initialize', timeouts.startup, '--startup-timeout')}. ${stillStarting} it longer, e.g. ${flag} ${longer}${total} (${flag} is now ${now}).`;
  };
  let garbageReported = false;
  const withServerOutput = (message: string) => {
    const parts = [message];
    if (rpc.garbageCount > 0) {
      garbageReported = true;
      parts.push(
        `It wrote ${rpc.garbageCount} non-JSON line${rpc.garbageCount === 1 ? '' : 's'} to stdout, first: ${shortJson(rpc.garbage[0], 200)}.`,
      );
    }
    const tail = rpc.connection?.stderrTail() ?? '';
    if (server.target.kind === 'stdio')
      parts.push(tail ? `Last lines of its stderr:\n${tail.replace(/^/gm, '    ')}` : 'It wrote nothing to stderr.');
    return parts.join(' ');
  };

  try {
    try {
      await rpc.open(await openerFor(server, settings.cwd));
    } catch (error) {
      note(
        'error',
        error instanceof UserFacingError
          ? error.message
          : `Could not connect to the server: ${(error as Error).message}`,
        true,
      );
      return { source };
    }
    const init = await rpc.request(
      'initialize',
      {
        protocolVersion: settings.spec,
        capabilities: clientCapabilities,
        clientInfo: { name: 'mcp-lint', version: packageVersion() },
      },
      Math.max(1, Math.min(timeouts.startup, remaining())),
    );
    // A server that speaks only the stateless 2026-07-28 protocol refuses initialize: open it the stateless way.
    const stateless =
      init.kind === 'error'
        ? await openStateless(
            rpc,
            { name: 'mcp-lint', version: packageVersion(), capabilities: clientCapabilities },
            requestTimeout(),
          )
        : undefined;
    if (!stateless && (init.kind !== 'result' || !isObject(init.result))) {
      const what =
        init.kind === 'timeout'
          ? startupTimedOut()
          : init.kind === 'failed'
            ? server.target.kind === 'http'
              ? `Could not initialize the server: ${init.detail}`
              : `The server stopped before answering initialize: ${rpc.closedReason ?? init.detail}`
            : init.kind === 'error'
              ? `The server answered initialize with ${describeAnswer(init)}`
              : `The server answered initialize with ${shortJson(init.result)}, which is not an InitializeResult object`;
      const neverStarted = rpc.closedReason?.startsWith('could not start') ?? false;
      note('error', neverStarted ? what : withServerOutput(what.replace(/\.?$/, '.')), true);
      return { source };
    }
    const result: Record<string, unknown> = stateless
      ? { ...stateless }
      : init.kind === 'result' && isObject(init.result)
        ? init.result
        : {};
    const protocolVersion = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
    const serverInfo = isObject(result.serverInfo) ? result.serverInfo : undefined;
    source.server = {
      ...(typeof serverInfo?.name === 'string' ? { name: serverInfo.name } : {}),
      ...(typeof serverInfo?.version === 'string' ? { version: serverInfo.version } : {}),
    };
    // As sent: initialize-protocol-version, tools-capability-declared and client-claude-code judge it.
    const facts: LiveFacts = { initialize: result };
    source.liveFacts = facts;
    if (protocolVersion) rpc.connection?.setProtocolVersion?.(protocolVersion);
    if (!stateless) await rpc.notify('notifications/initialized');
    else if (settings.spec !== STATELESS_PROTOCOL_VERSION) {
      note(
        'info',
        `The server speaks only the stateless ${STATELESS_PROTOCOL_VERSION} protocol (it refused initialize and answered server/discover); its tools are checked against --spec ${settings.spec}. Use --spec ${STATELESS_PROTOCOL_VERSION} to check them against the version it speaks.`,
      );
    }

    const capture: ServerCapture = {
      name: server.name,
      protocolVersion,
      serverInfo: result.serverInfo,
      capabilities: result.capabilities,
      ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
      clientCapabilities,
      tools: [],
    };
    const declaresTools = isObject(result.capabilities) && result.capabilities.tools !== undefined;
    const negotiated2026 = protocolVersion === STATELESS_PROTOCOL_VERSION;
    const listed = await listTools(rpc, requestTimeout, remaining, negotiated2026);
    capture.tools = listed.tools;
    source.toolsListPaging = listed.paging;
    // Listed once more to see whether the order holds; only the order is compared, the first listing is what is linted.
    if (negotiated2026 && listed.pages > 0 && listed.notes.length === 0 && !listed.stoppedByBudget && remaining() > 0) {
      const again = await listTools(rpc, requestTimeout, remaining);
      const changed = again.notes.length === 0 ? orderChange(listed.tools, again.tools) : undefined;
      if (changed) listed.paging.orderChanged = changed;
    }
    source.tools = listed.tools.map(
      (definition, index): LoadedTool => ({ definition, documentPointer: `/tools/${index}`, locate: noPositions }),
    );
    const language = languageOfTools(listed.tools);
    if (language) source.language = language;
    for (const listNote of listed.notes) {
      if (listNote.fatal && !declaresTools) {
        note(
          'info',
          `The server declares no "tools" capability and tools/list failed (${listNote.message.replace(/^tools\/list failed: /, '')}); there are no tools to lint.`,
        );
      } else {
        // A page cut short by the whole-server budget is reported once, by the "Stopped" finding below.
        if (/no answer within/.test(listNote.message) && remaining() <= 0 && !listNote.fatal) continue;
        note(listNote.severity, listNote.fatal ? withServerOutput(listNote.message) : listNote.message, listNote.fatal);
      }
    }
    facts.listedTools = listed.tools.length;
    // ui-resource-listed looks the UI resources the tools name up in resources/list, as an MCP Apps host does.
    if (listed.tools.some((tool) => typeof uiResourceOf(tool)?.value === 'string') && remaining() > 0) {
      facts.listedResources = await listResources(rpc, requestTimeout, remaining);
    }

    if (settings.probePlan && listed.pages > 0) {
      try {
        const { runProbes } = await import('./probes/run-probes.js');
        const probed = await runProbes({
          rpc,
          tools: listed.tools,
          plan: settings.probePlan,
          spec: settings.spec,
          protocolVersion,
          requestTimeout,
          remaining,
        });
        source.probes = probed.probes satisfies LiveProbe[];
        for (const probeNote of probed.notes) note(probeNote.severity, probeNote.message);
      } catch (error) {
        // A bug in probing must not cost the user the definition findings already collected.
        note(
          'error',
          `mcp-lint failed while probing this server (${(error as Error).message}); its tool definitions were still linted.`,
        );
      }
    }
    if (remaining() <= 0 || listed.stoppedByBudget)
      note(
        'error',
        `Stopped: the server did not finish within the total time-out of ${formatMs(timeouts.total)} (--timeout); what was read before that is linted.`,
      );
    if (rpc.serverRequestCount > 0) {
      const methods = [...rpc.serverRequestMethods].map(([method, count]) => `${method} ×${count}`).join(', ');
      // server-requests-bounded judges whether that was too many.
      facts.serverRequests = { count: rpc.serverRequestCount, methods, answered: MAX_SERVER_REQUESTS };
    }
    // stdio-no-console-log reports it on a server that works (a fatal finding above already quotes the lines).
    if (rpc.garbageCount > 0 && !garbageReported)
      facts.stdoutNonJson = { count: rpc.garbageCount, first: redactText(shortJson(rpc.garbage[0], 200), secrets) };
    // Nothing was listed: there is nothing to save either.
    return { source, ...(listed.pages > 0 ? { capture } : {}) };
  } finally {
    await rpc.close();
  }
}

async function openerFor(server: NamedServer, cwd: string): Promise<ChannelOpener> {
  const target = server.target;
  if (target.kind === 'stdio') {
    const { openStdioChannel } = await import('./stdio-channel.js');
    return (events) => openStdioChannel(target, cwd, events);
  }
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    throw new UserFacingError(
      `"${target.url}" is not a valid URL. Give the server's full address, e.g. http://127.0.0.1:3000/mcp.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UserFacingError(`"${target.url}" is not an http(s) URL.`);
  const headers = { ...(target.headers ?? {}) };
  // fetch refuses URLs with credentials in them; send them as Basic authentication, as curl does.
  if (url.username || url.password) {
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
      const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
      headers.Authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
    }
    url.username = '';
    url.password = '';
  }
  const { openHttpChannel } = await import('./http-channel.js');
  return (events) => openHttpChannel(url, headers, events);
}

export class UserFacingError extends Error {}
