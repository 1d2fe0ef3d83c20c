import { joinPointer } from '../../pointer.js';
import { keyNodeOf } from './positions.js';
import { locOf } from './zod.js';
/** Collects positions and unresolved parts while one tool definition is built. */
export class DefinitionBuilder {
    file;
    fallback;
    positions = new Map();
    unresolved = [];
    constructor(file, fallback) {
        this.file = file;
        this.fallback = fallback;
    }
    /** The node to report for `node`, reached through `anchor` (a node of the linted file) when it lives elsewhere. */
    here(node, anchor) {
        if (node.getSourceFile() === this.file)
            return node;
        return anchor ?? this.fallback;
    }
    anchorOf(value, anchor) {
        return value.site && value.site.getSourceFile() === this.file ? value.site : anchor;
    }
    mark(pointer, node, anchor) {
        if (!this.positions.has(pointer))
            this.positions.set(pointer, this.here(node, anchor));
    }
    markUnresolved(pointer, value) {
        if (!this.unresolved.some((u) => u.pointer === pointer))
            this.unresolved.push({ pointer, value });
    }
    /**
     * Plain JSON for a value. Unresolvable parts become `{}` placeholders (listed in `unresolved`, so no rule
     * judges them); functions and other non-JSON values are dropped, as JSON.stringify would.
     */
    json(value, pointer, anchor, depth = 0) {
        anchor = this.anchorOf(value, anchor);
        if (depth > 200) {
            this.markUnresolved(pointer, { kind: 'unknown', node: value.node, reason: 'a value nested too deeply' });
            return {};
        }
        this.mark(pointer, value.node, anchor);
        switch (value.kind) {
            case 'primitive':
                return value.value;
            case 'regex':
                return {};
            case 'array':
                if (value.opaque)
                    this.markUnresolved(pointer, value.opaque);
                return value.items.map((item, index) => {
                    const json = this.json(item, joinPointer(pointer, index), anchor, depth + 1);
                    return json === undefined ? null : json;
                });
            case 'object': {
                if (value.opaque)
                    this.markUnresolved(pointer, value.opaque);
                const out = {};
                for (const [key, entry] of value.entries) {
                    const child = joinPointer(pointer, key);
                    this.mark(child, keyNodeOf(entry.node), anchor);
                    const json = this.json(entry.value, child, anchor, depth + 1);
                    if (json !== undefined)
                        out[key] = json;
                }
                return out;
            }
            case 'unknown':
                this.markUnresolved(pointer, value);
                return {};
            case 'zod':
                this.markUnresolved(pointer, { kind: 'unknown', node: value.node, reason: 'a zod schema where plain JSON was expected' });
                return {};
            default:
                return undefined;
        }
    }
    /** Records where the parts of a zod-derived JSON Schema were written. */
    zodPositions(json, loc, pointer, anchor, depth = 0) {
        if (!loc || depth > 200 || json === null || typeof json !== 'object')
            return;
        this.mark(pointer, loc.node, anchor);
        const schema = json;
        if (loc.description && typeof schema.description === 'string')
            this.mark(joinPointer(pointer, 'description'), loc.description, anchor);
        const properties = schema.properties;
        if (loc.props && properties && typeof properties === 'object') {
            for (const [key, prop] of loc.props) {
                if (!(key in properties))
                    continue;
                const child = joinPointer(pointer, 'properties', key);
                this.mark(child, keyNodeOf(prop.keyNode), anchor);
                this.zodPositions(properties[key], prop.loc ?? locOf(undefined), child, anchor, depth + 1);
            }
        }
        if (loc.items && schema.items && typeof schema.items === 'object')
            this.zodPositions(schema.items, loc.items, joinPointer(pointer, 'items'), anchor, depth + 1);
        const options = schema.anyOf ?? schema.oneOf;
        if (loc.options && Array.isArray(options) && options.length === loc.options.length) {
            const keyword = schema.anyOf ? 'anyOf' : 'oneOf';
            loc.options.forEach((option, index) => this.zodPositions(options[index], option, joinPointer(pointer, keyword, index), anchor, depth + 1));
        }
    }
}
