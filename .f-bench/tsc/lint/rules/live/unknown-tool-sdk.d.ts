import type { LiveProbeAnswer } from '../../types.js';
export interface KnownSdkAnswer {
    sdk: string;
    text: string;
}
export declare function knownSdkUnknownToolAnswer(answer: LiveProbeAnswer): KnownSdkAnswer | undefined;
