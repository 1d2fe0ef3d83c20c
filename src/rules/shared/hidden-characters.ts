// Finds characters a model reads but a person reviewing a tool does not see. One regex test per string decides
// whether there is anything to look at (almost never); only then is the string walked code point by code point.

/** Any character this module has an opinion about, and the Cyrillic/Greek letters that look like Latin ones. */
const SUSPECT =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: variation selectors are listed on their own, to be found
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** Cyrillic and Greek letters that look like Latin ones (а е о р с у х і ј ѕ ԁ ԛ ԝ, Α Β Ε Ι Κ Μ Ν Ο Ρ Τ Χ ο ν…). */
const LOOK_ALIKE =
  /[\u0430\u0432\u0435\u043A\u043C\u043D\u043E\u0440\u0441\u0442\u0443\u0445\u0456\u0458\u0455\u04BB\u04CF\u0501\u051B\u051D\u0410\u0412\u0415\u041A\u041C\u041D\u041E\u0420\u0421\u0422\u0425\u0406\u0408\u0405\u0391\u0392\u0395\u0396\u0397\u0399\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A5\u03A7\u03BF\u03BD\u03B9\u03C1]/;
const LATIN_LETTER = /[A-Za-z]/;
/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo…): direction marks next to them are ordinary. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;

export type HiddenKind = 'tag' | 'bidi' | 'control' | 'variation-run' | 'invisible';

export interface HiddenFinding {
  kind: HiddenKind;
  /** Code points as "U+200B", in order of appearance, without repeats. */
  codePoints: string[];
  /** Tag characters: the ASCII text they spell. */
  decoded?: string;
}

export interface HiddenScan {
  findings: HiddenFinding[];
  /** The text as a model effectively reads it: tag characters turned into their ASCII letters, invisible characters dropped. */
  revealed: string;
}

export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function isBidiControl(cp: number): boolean {
  return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/** C0 and C1 controls, except the whitespace ones (tab, line feed, vertical tab, form feed, carriage return). */
function isControl(cp: number): boolean {
  return (cp <= 0x1f && (cp < 0x09 || cp > 0x0d)) || (cp >= 0x7f && cp <= 0x9f);
}

/** Zero-width and other format characters that render as nothing. */
function isInvisibleFormat(cp: number): boolean {
  return (
    cp === 0x00ad ||
    cp === 0x061c ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0x206a && cp <= 0x206f) ||
    cp === 0xfeff
  );
}

/** True when a joiner or direction mark sits where writing systems and emoji use it on purpose. */
function isOrdinaryUse(
  cp: number,
  before: number | undefined,
  after: number | undefined,
  text: string,
  index: number,
): boolean {
  // A byte order mark at the very start is an encoding artefact, not hidden text.
  if (cp === 0xfeff) return index === 0;
  // ZWJ/ZWNJ join or separate emoji and letters of scripts that need them (Persian, Indic): both neighbours are non-ASCII.
  if (cp === 0x200c || cp === 0x200d)
    return (
      before !== undefined &&
      after !== undefined &&
      before > 0x7f &&
      after > 0x7f &&
      !isInvisibleFormat(before) &&
      !isInvisibleFormat(after)
    );
  // Direction marks in text that has right-to-left letters.
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c) return RTL_LETTER.test(text);
  // A soft hyphen inside a word is a hyphenation hint.
  if (cp === 0x00ad)
    return (
      before !== undefined &&
      after !== undefined &&
      /\p{L}/u.test(String.fromCodePoint(before)) &&
      /\p{L}/u.test(String.fromCodePoint(after))
    );
  return false;
}

export function hasSuspectCharacters(text: string): boolean {
  return SUSPECT.test(text);
}

/**
 * What is hidden in `text`. Characters with an ordinary use (emoji joiners, direction marks in Arabic text, a
 * leading BOM, one variation selector after a symbol) are left alone.
 */
export function scanHidden(text: string): HiddenScan {
  if (!SUSPECT.test(text)) return { findings: [], revealed: text };
  const byKind = new Map<HiddenKind, HiddenFinding>();
  const add = (kind: HiddenKind, cp: number) => {
    let finding = byKind.get(kind);
    if (!finding) byKind.set(kind, (finding = { kind, codePoints: [] }));
    const label = codePointLabel(cp);
    if (finding.codePoints.length < 12 && !finding.codePoints.includes(label)) finding.codePoints.push(label);
  };
  // `revealed` is built from slices of `text` between the characters dropped or replaced: no array of code points,
  // no string per character.
  let revealed = '';
  let copiedTo = 0;
  const replace = (index: number, width: number, by: string) => {
    revealed += text.slice(copiedTo, index) + by;
    copiedTo = index + width;
  };
  let tagText = '';
  let previous: number | undefined;
  for (let index = 0; index < text.length; ) {
    const cp = text.codePointAt(index)!;
    const width = cp > 0xffff ? 2 : 1;
    const before = previous;
    previous = cp;
    if (cp >= 0x20 && cp < 0x7f) {
      index += width;
      continue;
    }
    if (cp >= 0xe0000 && cp <= 0xe007f) {
      add('tag', cp);
      // Tag characters mirror ASCII (U+E0041 is a hidden "A"); the language tag and cancel tag spell nothing.
      if (cp >= 0xe0020 && cp <= 0xe007e) {
        const letter = String.fromCharCode(cp - 0xe0000);
        tagText += letter;
        replace(index, width, letter);
      } else {
        replace(index, width, '');
      }
    } else if (isBidiControl(cp)) {
      add('bidi', cp);
      replace(index, width, '');
    } else if (isControl(cp)) {
      add('control', cp);
      replace(index, width, '');
    } else if (isVariationSelector(cp)) {
      // One selector picks an emoji or text presentation; a run of them can carry a byte each.
      const next = text.codePointAt(index + width);
      if ((before !== undefined && isVariationSelector(before)) || (next !== undefined && isVariationSelector(next))) {
        add('variation-run', cp);
        replace(index, width, '');
      }
    } else if (isInvisibleFormat(cp)) {
      if (!isOrdinaryUse(cp, before, text.codePointAt(index + width), text, index)) {
        add('invisible', cp);
        replace(index, width, '');
      }
    }
    index += width;
  }
  revealed += text.slice(copiedTo);
  const tag = byKind.get('tag');
  if (tag) tag.decoded = tagText;
  return { findings: [...byKind.values()], revealed };
}

export interface MixedScript {
  /** The non-Latin letters, e.g. `"а" U+0430 (Cyrillic)`. */
  letters: string[];
}

/**
 * An identifier that mixes Latin letters with Cyrillic or Greek look-alikes ("rеad_file" with a Cyrillic е).
 * Greek or Cyrillic letters that look like no Latin letter (μ in "duration_μs") are not a disguise.
 */
export function mixedScript(identifier: string): MixedScript | undefined {
  if (!LOOK_ALIKE.test(identifier) || !LATIN_LETTER.test(identifier)) return undefined;
  const letters: string[] = [];
  for (const ch of identifier) {
    const cp = ch.codePointAt(0)!;
    const script = cp >= 0x0400 && cp <= 0x04ff ? 'Cyrillic' : cp >= 0x0370 && cp <= 0x03ff ? 'Greek' : undefined;
    if (!script) continue;
    const label = `"${ch}" ${codePointLabel(cp)} (${script})`;
    if (!letters.includes(label) && letters.length < 8) letters.push(label);
  }
  return { letters };
}

function isHiddenCodePoint(cp: number): boolean {
  return (
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    isBidiControl(cp) ||
    isControl(cp) ||
    isInvisibleFormat(cp) ||
    isVariationSelector(cp)
  );
}

/**
 * A short rendering of `text` for messages, from a little before its first hidden character, where every hidden
 * character is shown as <U+XXXX>.
 */
export function showHidden(text: string, max = 60): string {
  const first = text.search(SUSPECT);
  const start = first > 20 ? first - 20 : 0;
  let shown = start > 0 ? '…' : '';
  for (const ch of text.slice(start)) {
    const cp = ch.codePointAt(0)!;
    shown += isHiddenCodePoint(cp) ? `<${codePointLabel(cp)}>` : ch;
    if (shown.length >= max) return JSON.stringify(shown + '…');
  }
  return JSON.stringify(shown);
}
