// How a message names the string a finding is about ("the tool name", "parameter name", "description").
import type { DefinitionString } from './definition-strings.js';

export function whatString(found: DefinitionString): string {
  if (found.isName) return found.isKey ? 'parameter name' : 'tool name';
  if (found.isKey) return 'key';
  if (found.role === 'identifier') return found.field === 'const' ? 'const value' : 'enum value';
  if (found.role === 'prose') return found.field === 'title' ? 'title' : 'description';
  return 'value';
}
