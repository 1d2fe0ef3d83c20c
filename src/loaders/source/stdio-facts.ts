// Where a file starts the stdio transport and where it writes to stdout, each with the paths that reach it.
// `stdio-no-console-log` decides from these which writes can run while stdout carries JSON-RPC.
import type { BranchPath, SourceFileFacts } from '../../core/facts.js';
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { isGlobalName } from './scope.js';
import { callerIndexOf } from './caller-index.js';
import { executionContexts } from './execution-paths.js';
import type { FileContext, ScanContext } from './tool-building.js';
import type { Project } from './project.js';
import { frameworksOf } from './frameworks/framework.js';
import { EVERY_CONSOLE_METHOD, redirectedConsoleMethods } from './console-redirects.js';
import { consoleToStderr, stdoutWrite } from '../facts/stdout-writes.js';

const CONSOLE_STDOUT = new Set(['log', 'info', 'debug', 'table', 'dir']);
/** Methods that format their arguments exactly as console.error does, so `error` can replace the name as is. */
const SAME_AS_ERROR = new Set(['log', 'info', 'debug']);

/** A call that writes to stdout; `toStderr`: offsets of a method name that `error` can replace as is. */
export interface StdoutWrite {
  text: string;
  node: TS.CallExpression;
  consoleMethod?: string;
  toStderr?: [number, number];
}

/** Where a file starts the stdio transport, and its stdout writes (before any redirect of console is applied). */
export function stdioScan(context: ScanContext): { transports: TS.Node[]; writes: StdoutWrite[] } {
  const t = ts();
  const transports: TS.Node[] = [];
  const writes: StdoutWrite[] = [];
  const frameworks = frameworksOf(context.project);
  const visit = (node: TS.Node): void => {
    if (frameworks.some((framework) => framework.startsStdio?.(node, context))) transports.push(node);
    if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      if (isGlobalName(context.project.model, target, 'console') && CONSOLE_STDOUT.has(method)) {
        const name = node.expression.name;
        const toStderr: [number, number] | undefined = SAME_AS_ERROR.has(method)
          ? [name.getStart(context.file), name.getEnd()]
          : undefined;
        writes.push({ text: snippet(node.expression), node, consoleMethod: method, ...(toStderr ? { toStderr } : {}) });
      } else if (
        method === 'write' &&
        t.isPropertyAccessExpression(target) &&
        target.name.text === 'stdout' &&
        isGlobalName(context.project.model, target.expression, 'process')
      ) {
        writes.push({ text: 'process.stdout.write', node });
      }
    }
    t.forEachChild(node, visit);
  };
  visit(context.file);
  return { transports, writes };
}

/** The writes that still reach stdout once the console redirects of `entry` and the files it imports are applied. */
export function unredirected(project: Project, entry: TS.SourceFile, writes: readonly StdoutWrite[]): StdoutWrite[] {
  // console.log = console.error (and the like) in this file or a file it imports: those calls do not reach stdout.
  const redirected = writes.some((write) => write.consoleMethod)
    ? redirectedConsoleMethods(project, entry)
    : new Set<string>();
  return redirected.has(EVERY_CONSOLE_METHOD)
    ? writes.filter((write) => !write.consoleMethod)
    : writes.filter((write) => !write.consoleMethod || !redirected.has(write.consoleMethod));
}

export function stdioFacts(context: FileContext): SourceFileFacts['stdio'] {
  const { transports, writes } = stdioScan(context);
  if (transports.length === 0) return undefined;
  const toStdout = unredirected(context.project, context.file, writes);
  const sites = callerIndexOf(context.project);
  const pathsOf = (node: TS.Node): BranchPath[] =>
    executionContexts(node, sites, 'anywhere').map(({ root, arms, openAt }) => ({
      root,
      arms,
      ...(openAt ? { openAt } : {}),
    }));
  return {
    transports: transports.map((node) => ({ range: rangeOf(node), paths: pathsOf(node) })),
    writes: toStdout.map(({ text, node, toStderr }) =>
      stdoutWrite({ text, range: rangeOf(node), runs: 'stdio', paths: pathsOf(node), edit: consoleToStderr(toStderr) }),
    ),
  };
}
