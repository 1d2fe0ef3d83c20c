/** This package's version, read once from its package.json (two levels up from dist/create/). */
export declare function ownVersion(): string;
