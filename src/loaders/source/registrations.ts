// Finds every tool registration in one file and rebuilds the definition each would publish. Each framework
// (frameworks/*.ts) has one shape: this walk asks each whether a node is its registration, then each rebuilds the
// tools of the nodes it recognised.
import type { LoadedTool } from '../../core/types.js';
import type { SourceFileFacts } from '../../core/facts.js';
import { ts, type TS } from './typescript.js';
import type { Evaluator } from './evaluate.js';
import { HandlerAnalyzer } from './handler.js';
import type { Project } from './project.js';
import { importedModules, type FileContext } from './tool-building.js';
import { frameworksOf, type Framework } from './frameworks/framework.js';
import { ServerEvidence } from './server-evidence.js';
import { stdioFacts } from './stdio-facts.js';
import { collectToolList } from './tool-lists.js';

export interface FileAnalysis {
  tools: LoadedTool[];
  facts: SourceFileFacts;
}

export function analyzeFile(file: TS.SourceFile, evaluator: Evaluator, project: Project): FileAnalysis {
  const context: FileContext = {
    file,
    evaluator,
    project,
    handlers: new HandlerAnalyzer(project.model, file, project.checker),
    imports: importedModules(file, project),
    facts: { unresolved: [] },
    tools: [],
  };
  context.collectList = (expression, env) => collectToolList(evaluator, expression, env, context);
  const t = ts();
  const frameworks = frameworksOf(project);
  const recognised = new Map<Framework, TS.Node[]>(frameworks.map((framework) => [framework, []]));
  const evidence = new ServerEvidence(context);
  const visit = (node: TS.Node): void => {
    evidence.visit(node);
    const framework = frameworks.find((candidate) => candidate.recognises(node, context));
    if (framework) recognised.get(framework)!.push(node);
    t.forEachChild(node, visit);
  };
  visit(file);
  for (const [framework, nodes] of recognised) if (nodes.length) framework.build(nodes, context);
  const stdio = stdioFacts(context);
  if (stdio) context.facts.stdio = stdio;
  evidence.apply(context.facts, file.text, context.tools.length);
  context.tools.forEach((tool, index) => (tool.documentPointer = `/tools/${index}`));
  return { tools: context.tools, facts: context.facts };
}
