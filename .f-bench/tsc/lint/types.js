// Core types shared by every stage of the lint pipeline:
//   input → loader → LoadedSource (tools + positions) → rules → Diagnostic[] → formatter.
// Nothing downstream reaches back upstream: rules never read files, formatters never read process state.
export const SPEC_VERSIONS = ['2025-11-25', '2026-07-28'];
export const DEFAULT_SPEC = '2025-11-25';
