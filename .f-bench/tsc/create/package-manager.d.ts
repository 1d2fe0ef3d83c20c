export declare const PACKAGE_MANAGERS: readonly ["npm", "pnpm", "yarn", "bun"];
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export declare function detectPackageManager(userAgent: string | undefined): PackageManager;
export declare function installCommand(pm: PackageManager): string[];
/** How to run a package.json script. `bun test` would run bun's own test runner, so bun always gets `run`. */
export declare function runScriptCommand(pm: PackageManager, script: string): string;
/** How to run a binary installed in the project (create-mcp-tool itself is a devDependency of every project). */
export declare function execCommand(pm: PackageManager, bin: string): string;
