/** Splits `deleteUserFile`, `delete_user-file.v2`, `DELETE USER` into lower-case words. */
export declare function nameWords(name: string): string[];
/** Verbs whose tools destroy or overwrite data when they appear as a word of the tool's name. */
export declare const DESTRUCTIVE_NAME_VERBS: Set<string>;
export interface DestructiveEvidence {
    /** Where the tool says so. */
    where: 'name' | 'description';
    /** The word as written. */
    word: string;
}
/** Why a tool looks destructive from its name or the opening of its description, or undefined. */
export declare function destructiveEvidence(name: unknown, description: unknown): DestructiveEvidence | undefined;
/** Words in a description that tell a model the tool changes or loses data. */
export declare const CONSEQUENCE_WORDS: RegExp;
