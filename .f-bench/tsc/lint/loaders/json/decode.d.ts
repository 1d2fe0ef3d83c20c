import type { Position } from '../../types.js';
export type Decoded = {
    ok: true;
    text: string;
} | {
    ok: false;
    message: string;
    position: Position;
};
export declare function decodeUtf8(bytes: Uint8Array): Decoded;
/** Offset of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). */
export declare function firstInvalidByte(bytes: Uint8Array): number;
