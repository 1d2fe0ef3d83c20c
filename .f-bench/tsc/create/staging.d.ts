export type TargetState = 'missing' | 'empty' | 'not-empty' | 'not-a-directory';
export declare function targetState(target: string): TargetState;
export declare function stagingPrefix(target: string): string;
export declare class Staging {
    readonly target: string;
    readonly dir: string;
    private committed;
    /** The outermost parent directory this run had to create, removed again on discard. */
    private createdParent;
    constructor(target: string);
    create(): void;
    write(relativePath: string, content: string): void;
    /** Moves the finished project into place. An existing target is emptied only now, keeping .git. */
    commit(): void;
    /** Removes everything this run wrote. Safe to call more than once, and after commit (then it does nothing). */
    discard(): void;
}
