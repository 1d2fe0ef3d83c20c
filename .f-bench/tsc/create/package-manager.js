// The package manager is the one that ran us (npm create / pnpm create / yarn create / bun create), read from the
// user agent every package manager sets for the scripts and binaries it runs, unless --pm says otherwise.
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'];
export function detectPackageManager(userAgent) {
    const name = userAgent?.split(' ')[0]?.split('/')[0];
    return PACKAGE_MANAGERS.includes(name ?? '') ? name : 'npm';
}
export function installCommand(pm) {
    return pm === 'yarn' ? ['yarn'] : [pm, 'install'];
}
/** How to run a package.json script. `bun test` would run bun's own test runner, so bun always gets `run`. */
export function runScriptCommand(pm, script) {
    if (pm === 'npm')
        return script === 'test' || script === 'start' ? `npm ${script}` : `npm run ${script}`;
    if (pm === 'bun')
        return `bun run ${script}`;
    return `${pm} ${script}`;
}
/** How to run a binary installed in the project (create-mcp-tool itself is a devDependency of every project). */
export function execCommand(pm, bin) {
    if (pm === 'npm')
        return `npx ${bin}`;
    if (pm === 'pnpm')
        return `pnpm exec ${bin}`;
    if (pm === 'bun')
        return `bunx ${bin}`;
    return `yarn ${bin}`;
}
