// Which part of a tool definition its listing cost comes from, so advice about an expensive tool names the part that
// costs: shortening a description that is a tenth of the cost helps no one. Shares are of the compact JSON's
// characters, which track tokens closely enough to rank a few parts (this runs only for tools over the budget).
import { isObject } from '../core/json-value.js';
import { compactJson } from './compact-json.js';

export type CostPart = 'description' | 'definitions' | 'input' | 'output';

export interface CostliestPart {
  part: CostPart;
  /** Pointer into the definition: /description, /inputSchema/$defs, /inputSchema or /outputSchema. */
  pointer: string;
  /** Its share of the listed text, 0–1. */
  share: number;
  /** Top-level parameters of the inputSchema (for the advice on an expensive inputSchema). */
  parameters: number;
}

/** The description when it is at least a third of the cost (it is what authors can shorten); else the largest part. */
export function costliestPart(definition: unknown): CostliestPart {
  const tool = isObject(definition) ? definition : {};
  const input = isObject(tool.inputSchema) ? tool.inputSchema : undefined;
  const parameters = input && isObject(input.properties) ? Object.keys(input.properties).length : 0;
  // A string's length stands for its JSON (a description may be megabytes: it is not serialised again).
  const sizeOf = (value: unknown) =>
    value === undefined ? 0 : typeof value === 'string' ? value.length + 2 : compactJson(value).length;
  const description = sizeOf(tool.description);
  const others = sizeOf(tool.name) + sizeOf(tool.title) + sizeOf(tool.annotations);
  const total = Math.max(1, description + sizeOf(input) + sizeOf(tool.outputSchema) + others);
  if (description * 3 >= total)
    return { part: 'description', pointer: '/description', share: description / total, parameters };
  const definitionsKey =
    input && '$defs' in input ? '$defs' : input && 'definitions' in input ? 'definitions' : undefined;
  const definitions = definitionsKey ? sizeOf(input![definitionsKey]) : 0;
  const candidates: CostliestPart[] = [
    { part: 'description', pointer: '/description', share: description / total, parameters },
    { part: 'definitions', pointer: `/inputSchema/${definitionsKey}`, share: definitions / total, parameters },
    { part: 'input', pointer: '/inputSchema', share: (sizeOf(input) - definitions) / total, parameters },
    { part: 'output', pointer: '/outputSchema', share: sizeOf(tool.outputSchema) / total, parameters },
  ];
  return candidates.reduce((best, candidate) => (candidate.share > best.share ? candidate : best));
}
