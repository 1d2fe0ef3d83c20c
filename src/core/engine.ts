// Runs rules over loaded sources and collects diagnostics. Pure: no file or process access.
import { renderMessage } from './messages.js';
import { toolNameOf } from './json-value.js';
import { applyDirectives } from './directives.js';
import { isUnresolvedAt } from './unresolved.js';
import { isUsageError } from './usage-error.js';
import type { RunTiming } from './timing.js';
import type {
  Diagnostic,
  LintReport,
  LintResult,
  LoadedSource,
  LoadedTool,
  PeerServer,
  ReportDescriptor,
  Rule,
  RuleContext,
  RuleLevel,
  Severity,
  SpecVersion,
} from './types.js';

export interface RuleSetting {
  level: RuleLevel;
  options: Record<string, unknown>;
}

export interface EngineOptions {
  spec: SpecVersion;
  /** Effective level and options of every rule; a rule absent here is off. */
  settings: ReadonlyMap<string, RuleSetting>;
  /** Report inline directives that suppress nothing (severity of the report). */
  reportUnusedDisableDirectives?: Severity;
  /** The other running servers of the run, for cross-server rules (see peerServers()). */
  peers?: (source: LoadedSource) => readonly PeerServer[];
  /**
   * The source files of the run, in order (a project read as source): a cause the whole project shares is said once
   * in it, not once per file. Absent: each file is its own project.
   */
  projectFiles?: readonly LoadedSource[];
  /** Called for each finding a rule reports and the engine keeps, with what the rule passed (the rule tester's view). */
  observe?: (finding: ObservedFinding) => void;
  /** TIMING=1 / --timing: each rule's time is added here. */
  timing?: RunTiming;
}

export interface ObservedFinding {
  diagnostic: Diagnostic;
  descriptor: ReportDescriptor;
  tool: LoadedTool | undefined;
}

function appliesTo(rule: Rule, source: LoadedSource): boolean {
  // diff and pin rules report a comparison made before the rules run, so they apply only where one was made.
  if (rule.meta.scope === 'diff' || rule.meta.scope === 'pin') return source.comparison?.mode === rule.meta.scope;
  return (
    rule.meta.scope === 'definition' ||
    rule.meta.scope === source.kind ||
    (rule.meta.extraScopes?.some((scope) => scope === source.kind) ?? false)
  );
}

const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

export function lintSource(source: LoadedSource, rules: readonly Rule[], options: EngineOptions): LintResult {
  const found: Diagnostic[] = [...source.diagnostics];
  const peers = options.peers?.(source) ?? [];
  for (const rule of rules) {
    const setting = options.settings.get(rule.id);
    if (!setting || setting.level === 'off' || !appliesTo(rule, source)) continue;
    const ruleSeverity = setting.level;
    const contextFor = (tool: LoadedTool | undefined): RuleContext => ({
      spec: options.spec,
      options: setting.options,
      source,
      peers,
      projectFiles: options.projectFiles,
      report(descriptor) {
        const template = rule.meta.messages[descriptor.messageId];
        if (template === undefined) throw new Error(`Rule ${rule.id} has no message "${descriptor.messageId}"`);
        // Parts a source loader could not read hold placeholders: no rule may judge them, except the one that reports them.
        if (tool && !rule.meta.reportsUnresolvedParts && isUnresolvedAt(tool, descriptor.pointer)) return;
        const message = renderMessage(template, descriptor.data);
        const toolName = tool ? toolNameOf(tool.definition) : undefined;
        const pointer = descriptor.pointer;
        const range = descriptor.range ?? tool?.locate(pointer);
        const severity =
          descriptor.atMost && SEVERITY_RANK[descriptor.atMost] < SEVERITY_RANK[ruleSeverity]
            ? descriptor.atMost
            : ruleSeverity;
        // Written out instead of spread (`...placeOf(…)`, `...(fix ? { fix } : {})`): a spread is a runtime copy per
        // finding. The keys keep the order the spreads gave them, which the JSON output shows.
        const diagnostic: Diagnostic =
          tool?.sourceFile !== undefined
            ? {
                ruleId: rule.id,
                messageId: descriptor.messageId,
                severity,
                message,
                source: tool.sourceFile,
                liveServer: source.source,
                toolName,
                pointer,
                range,
              }
            : {
                ruleId: rule.id,
                messageId: descriptor.messageId,
                severity,
                message,
                source: source.source,
                toolName,
                pointer,
                range,
              };
        if (descriptor.fix) diagnostic.fix = descriptor.fix;
        if (descriptor.suggestions?.length) diagnostic.suggestions = descriptor.suggestions;
        found.push(diagnostic);
        options.observe?.({ diagnostic, descriptor, tool });
      },
    });
    // A rule that throws is a bug in mcp-lint, not in the input: report it as a finding on that tool and go on,
    // so one bad rule/input pair never costs the user every other finding.
    const failed = (tool: LoadedTool | undefined, error: unknown) => {
      // Except a problem with the installation or the run (a damaged token table): exit 2, a line that says what to do.
      if (isUsageError(error)) throw error;
      found.push({
        ruleId: rule.id,
        severity: 'error',
        message: `mcp-lint's rule "${rule.id}" failed on this ${tool ? 'tool' : 'input'} (${(error as Error)?.message ?? String(error)}). This is a bug in mcp-lint; please report it with the input. Other rules still ran.`,
        ...placeOf(source, tool),
        toolName: tool ? toolNameOf(tool.definition) : undefined,
        pointer: '',
        range: tool?.locate(''),
      });
    };
    const started = options.timing ? performance.now() : 0;
    if (rule.checkTool) {
      // try/catch written here, not a guarded(tool, () => …) helper: that was one closure per rule and tool.
      for (const tool of source.tools) {
        try {
          rule.checkTool(tool, contextFor(tool));
        } catch (error) {
          failed(tool, error);
        }
      }
    }
    if (rule.checkSource) {
      // Cross-tool rules report per tool through the tool whose pointer they name.
      const context = contextFor(undefined);
      try {
        rule.checkSource(source.tools, {
          ...context,
          report(descriptor) {
            if (descriptor.tool) {
              contextFor(descriptor.tool).report({ ...descriptor, tool: undefined });
              return;
            }
            const tool = source.tools.find(
              (t) => descriptor.pointer === t.documentPointer || descriptor.pointer.startsWith(t.documentPointer + '/'),
            );
            contextFor(tool).report({
              ...descriptor,
              pointer: tool ? descriptor.pointer.slice(tool.documentPointer.length) : descriptor.pointer,
            });
          },
        });
      } catch (error) {
        failed(undefined, error);
      }
    }
    options.timing?.addRule(rule.id, performance.now() - started);
  }
  const { kept, suppressed, unused } = applyDirectives(withoutRepeats(found), source.directives ?? []);
  if (options.reportUnusedDisableDirectives) {
    for (const directive of unused) {
      kept.push({
        ruleId: null,
        severity: options.reportUnusedDisableDirectives,
        message: directive.ruleIds.length
          ? `Unused mcp-lint-disable directive (no problems were reported from ${directive.ruleIds.map((r) => `"${r}"`).join(', ')}). Remove it.`
          : 'Unused mcp-lint-disable directive (no problems were reported). Remove it.',
        source: source.source,
        pointer: '',
        range: directive.range,
      });
    }
  }
  kept.sort(compareDiagnostics);
  return {
    source: source.source,
    kind: source.kind,
    diagnostics: kept,
    suppressed,
    toolCount: source.tools.length,
    server: source.server,
    origin: source.origin,
  };
}

/**
 * One finding per place and message: the same definition part reached through several registrations (one config
 * object registered on two servers) would otherwise print the same line two or three times. Findings without a
 * position (live servers) are told apart by tool and pointer. A place is a file and a position: a live server's
 * tools placed under --source-root sit in several files, often at the same line and column.
 */
function withoutRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const where = d.range
      ? `${d.source}\u0000${d.range.start.line}:${d.range.start.column}`
      : `${d.toolName ?? ''}\u0000${d.pointer}`;
    const key = [d.ruleId ?? '', d.severity, where, d.message].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A live tool found under --source-root is reported in its source file, naming the server it was seen on. */
function placeOf(source: LoadedSource, tool: LoadedTool | undefined): Pick<Diagnostic, 'source' | 'liveServer'> {
  return tool?.sourceFile !== undefined
    ? { source: tool.sourceFile, liveServer: source.source }
    : { source: source.source };
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const la = a.range?.start.line ?? 0,
    lb = b.range?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.range?.start.column ?? 0,
    cb = b.range?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  return compareText(a.toolName ?? '', b.toolName ?? '') || compareText(a.pointer, b.pointer);
}

// Plain code-unit order, not localeCompare: the same output on every machine and locale, and no ICU collator to
// load (its first use alone costs 20–30 ms, a third of node's own start-up).
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function summarize(results: LintResult[]): LintReport {
  let errorCount = 0,
    warningCount = 0,
    infoCount = 0;
  for (const result of results) {
    for (const d of result.diagnostics) {
      if (d.severity === 'error') errorCount++;
      else if (d.severity === 'warning') warningCount++;
      else infoCount++;
    }
  }
  return { results, errorCount, warningCount, infoCount };
}
