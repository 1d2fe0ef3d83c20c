// How a message names the string a finding is about ("the tool name", "parameter name", "description").
import type { DefinitionString } from './definition-strings.js';

export function whatString(found: DefinitionString): string {
  if (found.pointer === '/name') return 'tool name';
  if (found.isKey) return found.role === 'identifier' ? 'parameter name' : 'key';
  if (found.role === 'identifier') return /\/const$/.test(found.pointer) ? 'const value' : 'enum value';
  if (found.role === 'prose') return found.pointer.endsWith('/title') ? 'title' : 'description';
  return 'value';
}
