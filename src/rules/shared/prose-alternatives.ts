// Alternatives a description states in prose ("exactly one of workspace, teamId", "pass either path or url"): the
// phrases that say a choice among parameters, and which of the tool's top-level parameters a sentence names.

/** Sentences longer than this are read only this far: the phrase and the names it binds sit close together. */
const SENTENCE_CAP = 400;
/** Descriptions are read this far; a longer one is cut, so the work per tool is bounded. */
const TEXT_CAP = 8_000;

// Fixed phrases only (no nested quantifiers), run on capped sentences: linear in the text read. "Mutually exclusive"
// and "cannot be combined with" are left out: they mean at most one, and leaving both out is often fine
// (includeDomains/excludeDomains, assignee_id/assignee_username on published servers), so a required choice is wrong advice.
const CHOICE_PHRASES: ReadonlyArray<{ pattern: RegExp; kind: 'exactlyOne' | 'atLeastOne' }> = [
  { pattern: /\b(?:exactly|only) one of\b/i, kind: 'exactlyOne' },
  { pattern: /\beither\b[^.;]{1,120}?\bor\b/i, kind: 'exactlyOne' },
  { pattern: /\bat least one of\b/i, kind: 'atLeastOne' },
  {
    pattern: /\bone of (?:these|the following|them)\b[^.;]{0,40}\b(?:is |are )?(?:required|must)\b/i,
    kind: 'atLeastOne',
  },
];

export interface ProseChoice {
  kind: 'exactlyOne' | 'atLeastOne';
  /** The parameter names the sentence mentions, in the order of `names`. */
  names: string[];
  /** The sentence, capped. */
  sentence: string;
}

/** Whether `name` occurs in `text` as a word of its own (not inside `workspace_id` when looking for `workspace`). */
function mentions(text: string, name: string): boolean {
  let at = text.indexOf(name);
  while (at >= 0) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + name.length] ?? '';
    if (!/[\w-]/.test(before) && !/[\w-]/.test(after)) return true;
    at = text.indexOf(name, at + name.length);
  }
  return false;
}

/**
 * The first sentence of `text` that states a choice among at least two of `names` (the tool's optional top-level
 * parameters), or undefined. `own` is a parameter the text describes, which counts as named by it.
 */
export function proseChoice(text: string, names: readonly string[], own?: string): ProseChoice | undefined {
  for (const raw of text.slice(0, TEXT_CAP).split(/(?<=[.;!?])\s+|\n+/)) {
    const sentence = raw.slice(0, SENTENCE_CAP);
    const phrase = CHOICE_PHRASES.find((p) => p.pattern.test(sentence));
    if (!phrase) continue;
    const named = names.filter((name) => name === own || mentions(sentence, name));
    if (named.length >= 2) return { kind: phrase.kind, names: named, sentence: sentence.trim() };
  }
  return undefined;
}
