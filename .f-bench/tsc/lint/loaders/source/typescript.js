let loaded;
export async function loadTypeScript() {
    if (!loaded) {
        const module = (await import('typescript'));
        loaded = module.default ?? module;
    }
    return loaded;
}
/** The loaded compiler; only valid after loadTypeScript() resolved. */
export function ts() {
    if (!loaded)
        throw new Error('TypeScript is not loaded yet');
    return loaded;
}
