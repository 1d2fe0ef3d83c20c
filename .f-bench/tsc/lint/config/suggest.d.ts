/** The closest candidate, when it is close enough to be a likely typo. */
export declare function closest(word: string, candidates: readonly string[]): string | undefined;
export declare function didYouMean(word: string, candidates: readonly string[]): string;
