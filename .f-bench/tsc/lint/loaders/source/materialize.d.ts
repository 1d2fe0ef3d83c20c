import type { TS } from './typescript.js';
import type { SValue, Unknown, ZodLoc } from './values.js';
export interface Unresolved {
    pointer: string;
    value: Unknown;
}
/** Collects positions and unresolved parts while one tool definition is built. */
export declare class DefinitionBuilder {
    readonly file: TS.SourceFile;
    readonly fallback: TS.Node;
    readonly positions: Map<string, TS.Node>;
    readonly unresolved: Unresolved[];
    constructor(file: TS.SourceFile, fallback: TS.Node);
    /** The node to report for `node`, reached through `anchor` (a node of the linted file) when it lives elsewhere. */
    here(node: TS.Node, anchor: TS.Node | undefined): TS.Node;
    anchorOf(value: SValue, anchor: TS.Node | undefined): TS.Node | undefined;
    mark(pointer: string, node: TS.Node, anchor?: TS.Node): void;
    markUnresolved(pointer: string, value: Unknown): void;
    /**
     * Plain JSON for a value. Unresolvable parts become `{}` placeholders (listed in `unresolved`, so no rule
     * judges them); functions and other non-JSON values are dropped, as JSON.stringify would.
     */
    json(value: SValue, pointer: string, anchor?: TS.Node, depth?: number): unknown;
    /** Records where the parts of a zod-derived JSON Schema were written. */
    zodPositions(json: unknown, loc: ZodLoc | undefined, pointer: string, anchor: TS.Node | undefined, depth?: number): void;
}
