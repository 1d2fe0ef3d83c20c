// What one client loads when it runs several servers (a --client-config, several --stdio/--url targets): the
// servers' tools together count against the client's caps, and their names meet once the client prefixes them.
// Each total is reported once, on the first server of the run that has tools, and names every server.
import type { LoadedTool, RuleContext } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { sumExceeds, sumFigure, CountBudget } from '../../tokens/cost.js';
import { listedCost, tokenPhrase } from '../../tokens/tokens.js';

export interface ServerTools {
  source: string;
  tools: readonly LoadedTool[];
}

/**
 * Every server of the run with its tools, this one first; undefined unless this server reports the run's totals
 * (the run has other servers, and none before this one has tools).
 */
export function runServers(tools: readonly LoadedTool[], context: RuleContext): ServerTools[] | undefined {
  const peers = context.peers ?? [];
  if (peers.length === 0 || tools.length === 0) return undefined;
  if (peers.some((peer) => peer.precedes && (peer.tools?.length ?? peer.toolNames.size) > 0)) return undefined;
  return [
    { source: context.source.source, tools },
    ...peers.map((peer) => ({ source: peer.source, tools: peer.tools ?? [] })),
  ];
}

/** "server" 12, "other" 30, … for a message. */
function serverList(servers: readonly ServerTools[], figure: (server: ServerTools) => string): string {
  const shown = servers.slice(0, 6).map((server) => `${quote(server.source)} ${figure(server)}`);
  return servers.length > 6 ? `${shown.join(', ')} and ${servers.length - 6} more` : shown.join(', ');
}

/**
 * The rule's `tooManyToolsTogether` message when the run's servers list more than `max` tools together (data:
 * count, max, servers, list). A client that caps tools counts all its servers, not one.
 */
export function checkToolTotal(tools: readonly LoadedTool[], context: RuleContext, max: number): void {
  const servers = runServers(tools, context);
  if (!servers) return;
  const count = servers.reduce((sum, server) => sum + server.tools.length, 0);
  if (count <= max) return;
  const list = serverList(servers, (server) => String(server.tools.length));
  context.report({
    messageId: 'tooManyToolsTogether',
    tool: tools[0],
    pointer: '',
    data: { count, max, servers: servers.length, list },
  });
}

/**
 * A client's cap on tools: the rule's `tooManyTools` message (data: count, max) when this server alone lists more
 * than `max`, reported at the first tool past the cap, then the run's total as checkToolTotal says.
 */
export function checkToolCap(tools: readonly LoadedTool[], context: RuleContext, max: number): void {
  if (tools.length > max)
    context.report({ messageId: 'tooManyTools', tool: tools[max], pointer: '', data: { count: tools.length, max } });
  checkToolTotal(tools, context, max);
}

/**
 * The rule's `contextTogether` message when the listed tools of the run's servers cost more than `max` tokens
 * together (data: cost, max, servers, list).
 */
export function checkTokenTotal(tools: readonly LoadedTool[], context: RuleContext, max: number): void {
  const servers = runServers(tools, context);
  if (!servers) return;
  const costs = servers.flatMap((server) => server.tools.map((tool) => listedCost(tool.definition)));
  if (!sumExceeds(costs, max, new CountBudget())) return;
  const list = serverList(servers, (server) => {
    const figure = sumFigure(server.tools.map((tool) => listedCost(tool.definition)));
    return `${figure.estimated ? 'about ' : ''}${figure.tokens.toLocaleString('en-US')} tokens`;
  });
  context.report({
    messageId: 'contextTogether',
    tool: tools[0],
    pointer: '',
    data: { cost: tokenPhrase(sumFigure(costs)), max: max.toLocaleString('en-US'), servers: servers.length, list },
  });
}
