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
  'delete',
  'del',
  'remove',
  'rm',
  'drop',
  'destroy',
  'purge',
  'erase',
  'truncate',
  'overwrite',
  'wipe',
  'kill',
  'terminate',
  'revoke',
  'uninstall',
  'unlink',
  'discard',
  'evict',
  'shred',
  'obliterate',
  'nuke',
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

/**
 * "Executes raw SQL", "run browser code", "evaluates JavaScript": a description saying the tool runs code, shell
 * or SQL it is given. The window between verb and object is bounded, so the pattern stays linear.
 */
const RUNS_CODE =
  /\b(?:run|runs|running|execute[sd]?|executing|evaluate[sd]?|evaluating|eval)\b[^.\n]{0,40}?\b(?:code|scripts?|shell|bash|commands?|sql|javascript|python|node\.?js)\b/i;

/** Says the tool only reads, which makes running SQL or a script with readOnlyHint: true honest. */
const SAYS_READ_ONLY = /\bread[- ]only\b|\bSELECT\b|\bdoes not (?:modify|change|write)\b/i;

/** Whether a description says the tool runs code, shell or SQL (read-only or not). */
export function saysItRunsCode(description: unknown): boolean {
  return typeof description === 'string' && RUNS_CODE.test(description);
}

/** The words of a description saying it runs code, shell or SQL without saying it only reads, or undefined. */
export function runsCodeEvidence(description: unknown): string | undefined {
  if (typeof description !== 'string') return undefined;
  const match = RUNS_CODE.exec(description);
  if (!match || SAYS_READ_ONLY.test(description)) return undefined;
  return match[0];
}
