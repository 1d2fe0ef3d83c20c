// Word-level reading of tool names and descriptions, for the rules that judge what a tool does.

/** Splits `deleteUserFile`, `delete_user-file.v2`, `DELETE USER` into lower-case words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Verbs whose tools destroy or overwrite data when they appear as a word of the tool's name. */
export const DESTRUCTIVE_NAME_VERBS = new Set([
  'delete', 'del', 'remove', 'rm', 'drop', 'destroy', 'purge', 'erase', 'truncate', 'overwrite', 'wipe',
  'kill', 'terminate', 'revoke', 'uninstall', 'unlink', 'discard', 'evict', 'shred', 'obliterate', 'nuke',
]);

/** Verb forms a description opens with when it describes a destructive action: "Deletes …", "Permanently remove …". */
const DESTRUCTIVE_OPENING =
  /^(?:this tool\s+|tool (?:to|that)\s+|use (?:this )?to\s+|(?:permanently|irreversibly|forcefully|recursively|completely)\s+)?(delet|remov|drop|destroy|purg|eras|truncat|overwrit|wip|kill|terminat|revok|uninstall|unlink|discard|evict|shred)(?:e|es|s|ed|ing)?\b/i;

export interface DestructiveEvidence {
  /** Where the tool says so. */
  where: 'name' | 'description';
  /** The word as written. */
  word: string;
}

/** Why a tool looks destructive from its name or the opening of its description, or undefined. */
export function destructiveEvidence(name: unknown, description: unknown): DestructiveEvidence | undefined {
  if (typeof name === 'string') {
    const word = nameWords(name).find((w) => DESTRUCTIVE_NAME_VERBS.has(w));
    if (word) return { where: 'name', word };
  }
  if (typeof description === 'string') {
    const match = DESTRUCTIVE_OPENING.exec(description.trim());
    if (match) return { where: 'description', word: match[0].split(/\s+/).pop()! };
  }
  return undefined;
}

/** Words in a description that tell a model the tool changes or loses data. */
export const CONSEQUENCE_WORDS =
  /\b(?:delet|remov|overwrit|replac|edit|modif|updat|mov(?:e|es|ed|ing)\b|renam|eras|destr|drop|purg|wip(?:e|es|ed|ing)\b|truncat|reset|clear|kill|terminat|cancel|revok|uninstall|unlink|discard|evict|shred|permanent|irreversib|irrecoverab|unrecoverab|undo|undone|cannot be recovered|destructive|write|writes|writing)/i;
