import { toolNameOf } from './json-value.js';
import type { LoadedTool } from './types.js';

/** A tool as rules name it in messages: its name, or "(unnamed)" when the definition has none. */
export function toolLabel(tool: LoadedTool): string {
  return toolNameOf(tool.definition) ?? '(unnamed)';
}
