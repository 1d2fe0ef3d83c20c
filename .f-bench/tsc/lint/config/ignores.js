// Ignore globs from the config file (relative to its directory) and --ignore-pattern (relative to cwd).
// picomatch is loaded only when there is a pattern to match.
import { relative, sep } from 'node:path';
export const ignoreNothing = () => false;
export async function createIgnoreMatcher(sets) {
    const active = sets.filter((set) => set.patterns.length > 0);
    if (active.length === 0)
        return ignoreNothing;
    const { default: picomatch } = await import('picomatch');
    const matchers = active.map((set) => {
        const tests = set.patterns.map((pattern) => {
            const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
            // Like .gitignore: a pattern without a slash matches a name at any depth.
            return picomatch(clean, { dot: true, basename: !clean.includes('/') });
        });
        return (absolutePath) => {
            const rel = relative(set.base, absolutePath).split(sep).join('/');
            if (rel === '' || rel.startsWith('../'))
                return false;
            // A named file inside an ignored directory is ignored too, as it would be in a walk.
            const parts = rel.split('/');
            for (let i = 1; i <= parts.length; i++) {
                const prefix = parts.slice(0, i).join('/');
                if (tests.some((test) => test(prefix)))
                    return true;
            }
            return false;
        };
    });
    return (absolutePath) => matchers.some((matches) => matches(absolutePath));
}
