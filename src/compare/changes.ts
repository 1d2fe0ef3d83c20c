// What the comparison hands to the diff rules: one entry per change, with the rule that owns its class.
import { parsePointer } from '../core/pointer.js';

export type ChangeData = Record<string, string | number>;

export interface RawChange {
  ruleId: string;
  messageId: string;
  /** Pointer into the new tool definition, or into the old one for something removed. */
  pointer: string;
  data: ChangeData;
}

export type Emit = (ruleId: string, messageId: string, pointer: string, data: ChangeData) => void;

export interface CompareContext {
  emit: Emit;
  /** Tool names of both versions, lower case: a tool name in a description is meaning-bearing. */
  names: ReadonlySet<string>;
}

/**
 * A readable name for the place a pointer names: `options.timeout`, `files[]`, `the arguments` — built from the
 * property names on the path (schema keywords in between are left out).
 */
export function placeName(pointer: string): string {
  const segments = parsePointer(pointer);
  const root =
    segments[0] === 'outputSchema' ? 'the result' : segments[0] === 'inputSchema' ? 'the arguments' : 'the tool';
  let name = '';
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === 'properties' && i + 1 < segments.length) name += (name ? '.' : '') + segments[++i]!;
    else if (segment === 'items' || segment === 'prefixItems') name += '[]';
    else if (segment === 'additionalProperties') name += (name ? '.' : '') + '*';
    else if ((segment === 'anyOf' || segment === 'oneOf') && i + 1 < segments.length)
      name += `<${segment} ${Number(segments[++i]) + 1}>`;
  }
  return name ? JSON.stringify(name.length > 80 ? name.slice(0, 79) + '…' : name) : root;
}
