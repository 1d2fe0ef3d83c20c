// Bytes → text. Strict UTF-8: a file that is not valid UTF-8 is reported at the first bad byte instead of
// being silently read with replacement characters (which would make rules quote garbage).
import type { Position } from '../core/position.js';

export type Decoded = { ok: true; text: string } | { ok: false; message: string; position: Position };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function decodeUtf8(bytes: Uint8Array): Decoded {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return {
      ok: false,
      message: 'File is UTF-16 encoded (it starts with a UTF-16 byte order mark). Save it as UTF-8.',
      position: { line: 1, column: 1 },
    };
  }
  try {
    // With ignoreBOM false the decoder drops a leading UTF-8 BOM, so positions match what editors show.
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const byte = bytes[offset] ?? 0;
    return {
      ok: false,
      message: `File is not valid UTF-8: byte 0x${byte.toString(16).padStart(2, '0').toUpperCase()} at byte offset ${offset} does not begin a valid UTF-8 character (Latin-1 or Windows-1252 text looks like this). Save the file as UTF-8.`,
      position: positionOfByte(bytes, offset),
    };
  }
}

/** Offset of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number,
      min: number,
      max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b === 0xe0) {
      need = 2;
      min = 0xa0;
    } else if (b >= 0xe1 && b <= 0xef) {
      need = 2;
      min = 0x80;
      if (b === 0xed) max = 0x9f;
    } else if (b === 0xf0) {
      need = 3;
      min = 0x90;
    } else if (b >= 0xf1 && b <= 0xf3) {
      need = 3;
      min = 0x80;
    } else if (b === 0xf4) {
      need = 3;
      min = 0x80;
      max = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      // Report the byte that began the broken character: that is where an editor shows the odd glyph.
      if (k === 1 ? c < min || c > max : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

function positionOfByte(bytes: Uint8Array, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  // The bytes before the bad one on its line are valid, so they decode to the column's characters.
  const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset));
  return { line, column: before.length + 1 };
}
