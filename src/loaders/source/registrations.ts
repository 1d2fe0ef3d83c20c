// Finds every tool registration in one file and rebuilds the definition each would publish. The frameworks are
// adapters (adapters/*.ts) with one shape: this walk asks each whether a node is its registration, then each
// rebuilds the tools of the nodes it recognised.
import type { LoadedTool, SourceFileFacts } from '../../core/types.js';
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import type { Evaluator } from './evaluate.js';
import { HandlerAnalyzer } from './handler.js';
import type { Project } from './project.js';
import { importedModules, type FileContext } from './tool-building.js';
import type { Adapter } from './frameworks/adapter.js';
import { sdkAdapter } from './frameworks/sdk.js';
import { fastmcpAdapter } from './frameworks/fastmcp.js';
import { mcpFrameworkAdapter } from './frameworks/mcp-framework.js';
import { lowLevelAdapter } from './frameworks/lowlevel.js';
import { mastraAdapter } from './frameworks/mastra.js';
import { ServerEvidence } from './server-evidence.js';
import { stdioFacts } from './stdio-facts.js';
import { collectToolList } from './tool-lists.js';

/** In the order their tools are listed: high-level registrations first, then classes, then low-level handlers. */
const ADAPTERS: readonly Adapter[] = [sdkAdapter, fastmcpAdapter, mcpFrameworkAdapter, mastraAdapter, lowLevelAdapter];

export interface FileAnalysis {
  tools: LoadedTool[];
  facts: SourceFileFacts;
}

export function analyzeFile(file: TS.SourceFile, evaluator: Evaluator, project: Project): FileAnalysis {
  const context: FileContext = {
    file,
    evaluator,
    project,
    handlers: new HandlerAnalyzer(file, project.checker),
    imports: importedModules(file),
    facts: { unresolved: [] },
    tools: [],
  };
  context.collectList = (expression, env) => collectToolList(evaluator, expression, env, context);
  const t = ts();
  const recognised = new Map<Adapter, TS.Node[]>(ADAPTERS.map((adapter) => [adapter, []]));
  const evidence = new ServerEvidence(context);
  const visit = (node: TS.Node): void => {
    evidence.visit(node);
    const adapter = ADAPTERS.find((candidate) => candidate.recognises(node, context));
    if (adapter) recognised.get(adapter)!.push(node);
    t.forEachChild(node, visit);
  };
  visit(file);
  for (const [adapter, nodes] of recognised) if (nodes.length) adapter.build(nodes, context);
  const stdio = stdioFacts(context);
  if (stdio) context.facts.stdio = stdio;
  evidence.apply(context.facts, file.text, context.tools.length);
  context.tools.forEach((tool, index) => (tool.documentPointer = `/tools/${index}`));
  return { tools: context.tools, facts: context.facts };
}
