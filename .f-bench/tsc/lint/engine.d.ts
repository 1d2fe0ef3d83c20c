import type { LintReport, LintResult, LoadedSource, Rule, RuleLevel, Severity, SpecVersion } from './types.js';
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
}
export declare function lintSource(source: LoadedSource, rules: readonly Rule[], options: EngineOptions): LintResult;
export declare function summarize(results: LintResult[]): LintReport;
