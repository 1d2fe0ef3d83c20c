// Signs that a tool's description or title addresses the model with orders that serve someone other than the
// user ("tool poisoning"), rather than describing the tool. Each sign is a narrow phrase pattern, because real
// descriptions talk to the model all the time ("IMPORTANT: paths must be absolute", "do not ask the user to pick a
// version"): what they do not do is ask to hide things from the user, to drop earlier instructions, to read SSH
// keys, to send data somewhere, or to use tools the server does not have. Signs are scored together; tool-poisoning
// (error) and suspicious-instructions (warning) split the score between them.
//
// Patterns: one per sign, compiled once, with bounded gaps and no nested quantifiers, so a 1 MB description is a
// linear scan.
import { isObject } from '../../core/json-value.js';
import type { LoadedTool, PeerServer, RuleContext } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { definitionStringsOf, forEachDefinitionString, type DefinitionString } from './definition-strings.js';
import { scanHidden, showHidden } from './hidden-characters.js';
import { mentionedPeerTools } from './peer-mentions.js';
import { looksLikeToolName } from './tool-names.js';
import { toolNamesOf } from '../../core/peers.js';
import { SourceTextMemo } from './text-memo.js';

export type SignalKind =
  | 'conceal'
  | 'override'
  | 'secretFile'
  | 'exfiltrate'
  | 'otherTool'
  | 'unknownTool'
  | 'fakeTag'
  | 'coercion';

export interface Signal {
  kind: SignalKind;
  /** What triggered it, quoted for a message. */
  phrase: string;
  pointer: string;
}

export interface Assessment {
  /**
   * Strong signs count 1; supporting ones 0.5: a fake tag, "or the tool will not work", and orders about a tool
   * neither this server nor any other server of the run lists (most often one the server lists only in another
   * configuration). Each kind counts once.
   */
  score: number;
  /** The first signal of each kind, strongest kinds first. */
  signals: Signal[];
}

/** Score from which the definition is reported as poisoning (an error); below it, from 1, as suspicious. */
export const POISONING_SCORE = 2;

const WEIGHT: Record<SignalKind, number> = {
  conceal: 1,
  override: 1,
  secretFile: 1,
  exfiltrate: 1,
  otherTool: 1,
  unknownTool: 0.5,
  fakeTag: 0.5,
  coercion: 0.5,
};

const LABEL: Record<SignalKind, string> = {
  conceal: 'asks to keep something from the user',
  override: 'tells the model to set aside its other instructions',
  secretFile: 'asks to read secret files',
  exfiltrate: 'asks to send data elsewhere',
  otherTool: 'names a tool of another server',
  unknownTool: 'gives orders about a tool this server does not list',
  fakeTag: 'wraps text in a fake system or "important" tag',
  coercion: 'says the tool fails unless obeyed',
};

const NOT = `(?:do\\s+not|don['’]?t|never|must\\s+not|mustn['’]t|should\\s+not|shouldn['’]t)`;
const USER = `(?:the\\s+)?user\\b(?!['’]s)`;

// `needs`: strings one of which every match contains (no whitespace, so a superset: a pattern is never skipped for a
// text it would match). Tested first, which skips the pattern for most real descriptions.
const PATTERNS: ReadonlyArray<{ kind: SignalKind; pattern: RegExp; needs: readonly string[]; negatable?: boolean }> = [
  {
    kind: 'conceal',
    needs: ['user'],
    pattern: new RegExp(
      `\\b${NOT}\\s+(?:tell|mention|reveal|disclose|inform|notify|alert)\\b[^.!?\\n]{0,40}?\\b${USER}` +
        `|\\bwithout\\s+(?:telling|informing|notifying|alerting)\\s+${USER}` +
        `|\\b(?:hide|conceal)\\b[^.!?\\n]{0,30}?\\bfrom\\s+${USER}` +
        `|\\buser\\s+(?:must|should)\\s+(?:not|never)\\s+(?:know|see|notice|learn|find\\s+out|be\\s+told)\\b`,
      'i',
    ),
  },
  {
    kind: 'override',
    needs: ['ignore', 'disregard', 'forget', 'bypass', 'override', 'instructions', 'now'],
    pattern: new RegExp(
      '\\b(?:ignore|disregard|forget|bypass)\\s+(?:all\\s+|any\\s+)?(?:of\\s+)?(?:the\\s+|your\\s+|my\\s+)?' +
        '(?:previous|prior|earlier|above|preceding|former|original|system|safety)\\s+(?:instructions?|prompts?|rules|directives|guidelines|guardrails|messages)\\b' +
        '|\\b(?:ignore|disregard|forget)\\s+(?:all|any)\\s+(?:instructions|rules|guidelines)\\b' +
        '|\\boverride\\s+(?:the\\s+|your\\s+|all\\s+|any\\s+)?(?:system\\s+prompt|(?:previous|prior|system|safety)\\s+(?:instructions?|rules|guidelines))\\b' +
        '|\\bnew\\s+(?:system\\s+)?instructions\\s*:' +
        '|\\byou\\s+are\\s+now\\s+(?:in\\s+)?(?:developer|admin|god|unrestricted|jailbreak|DAN)\\b',
      'i',
    ),
  },
  {
    kind: 'secretFile',
    needs: [
      '.ssh',
      'id_',
      '.aws',
      'npmrc',
      'netrc',
      'pgpass',
      'credentials',
      '/etc/',
      '.env',
      '_history',
      'claude_desktop',
      '.docker',
    ],
    negatable: true,
    pattern: new RegExp(
      '\\b(?:read|cat|open|load|fetch|access|include|attach|upload|send|copy|pass|extract|collect|grab|print|dump)\\b[^.!?\\n]{0,60}?' +
        '(?:~\\/\\.ssh(?:\\/[\\w.-]+)?|\\.ssh\\/|\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b|\\.aws\\/credentials\\b|\\.npmrc\\b|\\.netrc\\b|\\.pgpass\\b|\\.git-credentials\\b' +
        '|\\.docker\\/config\\.json|\\/etc\\/(?:passwd|shadow)\\b|(?:^|[\\s"\'`(\\/])\\.env\\b|\\bcredentials\\.json\\b|\\bclaude_desktop_config\\.json\\b|\\.(?:bash|zsh)_history\\b)',
      'i',
    ),
  },
  {
    kind: 'exfiltrate',
    needs: ['://', '@', 'url', 'endpoint', 'server', 'webhook', 'address', 'email'],
    pattern:
      /\b(?:send|post|upload|forward|transmit|submit|exfiltrate|leak|mail)\b[^.!?\n]{0,60}?\bto\s+(?:https?:\/\/|(?:this|the\s+following|my|our|an?\s+external)\s+(?:url|endpoint|server|webhook|address|email)\b|[\w.+-]+@[\w-]+\.[a-z]{2,})/i,
  },
  {
    kind: 'exfiltrate',
    needs: ['content', 'data', 'output', 'text'],
    pattern:
      /\b(?:pass|put|include|embed|append|insert)\s+(?:its|their|the|all|this|that|these|those|your)(?:\s+\w+){0,2}?\s+(?:contents?|data|output|text)\b[^.!?\n]{0,30}?\bas\s+(?:the\s+)?["'`\u201C]\w+["'`\u201D]/i,
  },
  {
    kind: 'exfiltrate',
    needs: ['@'],
    pattern: /\b(?:always|also)\s+(?:bcc|cc|send\s+a\s+copy\s+to)\b[^.!?\n]{0,30}?[\w.+-]+@[\w-]+\.[a-z]{2,}/i,
  },
  {
    kind: 'exfiltrate',
    needs: ['recipient', 'destination', 'address', 'phone'],
    pattern:
      /\b(?:change|set|replace|redirect|switch)\s+(?:the\s+)?(?:recipient|destination|target\s+address|to\s+address|email\s+address|phone\s+number)s?\s+to\b/i,
  },
  {
    kind: 'fakeTag',
    needs: ['<', '['],
    pattern:
      /<\s*\/?\s*(?:important|system|system[-_ ]?(?:prompt|message|instructions?)|secret|hidden|admin|inst)\s*>|\[\s*\/?\s*(?:system|inst)\s*\]|<\|(?:im_start|system)\|>/i,
  },
  {
    kind: 'coercion',
    needs: ['otherwise', 'else', 'work'],
    pattern:
      /\b(?:otherwise|or\s+else)\b[^.!?\n]{0,20}?\bthe\s+(?:tool|server|system|application)\s+(?:will|would)\s+(?:not\s+work|fail|crash|break)\b|\b(?:this\s+tool|it)\s+(?:will\s+not|won['\u2019]t|cannot|can['\u2019]t)\s+work\s+(?:unless|without)\b/i,
  },
];

/** The `needs` words of each pattern, in order (for the tests). */
export const PATTERN_NEEDS: ReadonlyArray<readonly string[]> = PATTERNS.map((entry) => entry.needs);
/** Bit `1 << i` stands for PATTERNS[i]; this one for TOOL_ORDER. */
export const TOOL_BIT = 1 << PATTERNS.length;

/** Each `needs` word, lower-cased, with the bits of the patterns it lets run (and TOOL_BIT for "tool"). */
const BITS_OF_WORD = new Map<string, number>();
PATTERNS.forEach((entry, index) => {
  for (const word of entry.needs) BITS_OF_WORD.set(word, (BITS_OF_WORD.get(word) ?? 0) | (1 << index));
});
BITS_OF_WORD.set('tool', (BITS_OF_WORD.get('tool') ?? 0) | TOOL_BIT);

/**
 * Every `needs` word in one alternation, run once over the text: the words present then decide which patterns run.
 * No word is part of another (checked in the tests), so a match never hides a word.
 */
export const NEEDED_WORDS = [...BITS_OF_WORD.keys()];
// Case-insensitive rather than run over text.toLowerCase(): a lower-cased copy of every string was most of this
// function's cost on large corpora. /i without /u folds ASCII letters only, as the patterns' own /i does.
const NEEDED = new RegExp(sharedPrefixAlternation(NEEDED_WORDS), 'gi');

/**
 * `user|url|ignore|id_` as `u(?:ser|rl)|i(?:gnore|d_)`: the same matches (no word is a prefix of another, so at most
 * one word matches at any place), in about 15% less time, since a place is tried once per first letter rather than
 * once per word.
 */
function sharedPrefixAlternation(words: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    const rests = byFirst.get(word[0]!) ?? [];
    rests.push(word.slice(1));
    byFirst.set(word[0]!, rests);
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [...byFirst]
    .map(([first, rests]) => {
      if (rests.length === 1) return escape(first + rests[0]!);
      if (rests.includes('')) throw new Error(`needs word ${first} is a prefix of another`);
      return `${escape(first)}(?:${sharedPrefixAlternation(rests)})`;
    })
    .join('|');
}

/**
 * Which patterns may match `text` (bit `1 << i` for PATTERNS[i], TOOL_BIT for TOOL_ORDER): the patterns one of whose
 * `needs` words the text holds. A number rather than a Set of words, so a string costs no Set and no closure.
 */
export function patternsToRun(text: string): number {
  const words = text.match(NEEDED);
  if (words === null) return 0;
  let bits = 0;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    bits |= BITS_OF_WORD.get(word) ?? BITS_OF_WORD.get(word.toLowerCase())!;
  }
  return bits;
}

/**
 * What a text holds, whatever the tool it is in: which patterns may match (`bits`), and, as each is run, what it found
 * (`phrases[i]`: the quoted phrase, null when PATTERNS[i] found no sign, undefined until run). Patterns are not global
 * and hold no state, so a pattern's result is the same for every copy of a text. (Orders about named tools depend on
 * the tool and its peers, and are looked for each time.)
 */
interface TextSignals {
  readonly bits: number;
  readonly phrases: Array<string | null | undefined>;
}

function textSignals(text: string): TextSignals {
  return { bits: patternsToRun(text), phrases: [] };
}

/** The sign PATTERNS[index] finds in `text`: the quoted phrase, or null (no match, or a negated one). */
function phraseOf(index: number, text: string): string | null {
  const { pattern, negatable } = PATTERNS[index]!;
  const match = pattern.exec(text);
  if (!match) return null;
  if (
    negatable &&
    NEGATION_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index + match[0].split(/\s/)[0]!.length))
  )
    return null;
  return shorten(text, match.index, match[0].length);
}

// Each distinct text is gated once per source (text-memo.ts), with each pattern's result as it is asked for.
const gates = new SourceTextMemo<TextSignals>(textSignals);

/** "use the `send_email` tool": orders about a named tool. */
const TOOL_ORDER =
  /\b(?:call|use|run|invoke|execute|trigger)\s+(?:the\s+)?[`'"\u201C]?([A-Za-z][\w.-]{2,63})[`'"\u201D]?\s+tool\b/gi;
const NEGATION_BEFORE = /\b(?:not|never|no|cannot|refuses?|rejects?|blocks?|denies|denied)\b[^.!?\n]{0,24}$/i;

function nameKey(name: string): string {
  return name.toLowerCase().replace(/[_.-]/g, '');
}

const keysByNames = new WeakMap<ReadonlySet<string>, Set<string>>();

/** Once per source, not per tool: 100,000 tools must not cost 100,000² steps. */
function nameKeysOf(names: ReadonlySet<string>): Set<string> {
  let keys = keysByNames.get(names);
  if (!keys) keysByNames.set(names, (keys = new Set([...names].map(nameKey))));
  return keys;
}

function shorten(text: string, index: number, length: number): string {
  return quote(
    text
      .slice(index, index + Math.min(length, 100))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The tool's instruction signals, from its description and titles (including parameters'). */
export function assessInstructions(
  definition: unknown,
  ownToolNames: ReadonlySet<string>,
  peers: readonly PeerServer[] = [],
  strings?: readonly DefinitionString[],
): Assessment {
  const found = new Map<SignalKind, Signal>();
  const ownName = isObject(definition) && typeof definition.name === 'string' ? definition.name : undefined;
  const sourceGates = gates.of(ownToolNames);
  // "listFollowedProjects" for a tool named list_followed_projects is the same tool, spelled another way. The keys
  // are made when first needed: most tools name no tool at all.
  let ownKeys: Set<string> | undefined;
  const isOwn = (name: string) => name === ownName || (ownKeys ??= nameKeysOf(ownToolNames)).has(nameKey(name));
  const visit = (item: DefinitionString) => {
    const raw = item.text;
    if (item.role !== 'prose' || raw.length === 0) return;
    // What the model reads: tag characters spelled out, zero-width characters dropped (so "ig\u200Bnore" is "ignore").
    const text = item.hasSuspect ? scanHidden(raw).revealed : raw;
    // A revealed text is a new string: keeping it in the per-source map would keep a copy of the input alive.
    const signals = text === raw ? gates.get(sourceGates, text) : textSignals(text);
    const bits = signals.bits;
    // Nearly every string: no pattern can match, and no other server's tool to look for.
    if (bits === 0 && peers.length === 0) return;
    // item.pointer is read only when a sign is found: building it for every clean string would cost more than the scan.
    for (let index = 0; index < PATTERNS.length; index++) {
      if ((bits & (1 << index)) === 0) continue;
      const { kind } = PATTERNS[index]!;
      if (found.has(kind)) continue;
      let phrase = signals.phrases[index];
      if (phrase === undefined) signals.phrases[index] = phrase = phraseOf(index, text);
      if (phrase === null) continue;
      found.set(kind, { kind, phrase, pointer: item.pointer });
    }
    if (!found.has('otherTool')) {
      const named = mentionedPeerTools(text, peers).find(({ name }) => !isOwn(name));
      if (named)
        found.set('otherTool', {
          kind: 'otherTool',
          phrase: `${showHidden(named.name)}, a tool of server ${showHidden(named.peer.source)}`,
          pointer: item.pointer,
        });
    }
    if ((bits & TOOL_BIT) !== 0 && !found.has('unknownTool')) {
      for (const order of text.matchAll(TOOL_ORDER)) {
        const name = order[1]!;
        if (looksLikeToolName(name) && !isOwn(name) && !peers.some((peer) => peer.toolNames.has(name))) {
          found.set('unknownTool', {
            kind: 'unknownTool',
            phrase: shorten(text, order.index!, order[0].length),
            pointer: item.pointer,
          });
          break;
        }
      }
    }
  };
  if (strings) for (const item of strings) visit(item);
  else forEachDefinitionString(definition, visit);
  const signals = [...found.values()].sort((a, b) => WEIGHT[b.kind] - WEIGHT[a.kind]);
  return { score: signals.reduce((sum, signal) => sum + WEIGHT[signal.kind], 0), signals };
}

/** `asks to keep something from the user ("Do not mention this to the user")` and so on, for a message. */
export function describeSignals(signals: readonly Signal[], reportedAt: string): string {
  return signals
    .map(
      (signal) =>
        `${LABEL[signal.kind]} (${signal.phrase}${signal.pointer === reportedAt ? '' : ` at ${signal.pointer}`})`,
    )
    .join('; ');
}

const assessments = new WeakMap<LoadedTool, Assessment>();

/** One assessment per tool and run, shared by tool-poisoning and suspicious-instructions. */
export function assessTool(tool: LoadedTool, context: RuleContext): Assessment {
  let assessment = assessments.get(tool);
  if (!assessment) {
    assessment = assessInstructions(
      tool.definition,
      toolNamesOf(context.source.tools),
      context.peers ?? [],
      definitionStringsOf(tool),
    );
    assessments.set(tool, assessment);
  }
  return assessment;
}
