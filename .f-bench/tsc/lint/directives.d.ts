import type { Diagnostic, DisableDirective } from './types.js';
export interface DirectiveOutcome {
    kept: Diagnostic[];
    suppressed: Diagnostic[];
    unused: DisableDirective[];
}
export declare function applyDirectives(diagnostics: Diagnostic[], directives: readonly DisableDirective[]): DirectiveOutcome;
