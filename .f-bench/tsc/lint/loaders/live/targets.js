/** Splits a command line the way a POSIX shell would for simple cases: whitespace, quotes and backslashes. */
export function splitCommandLine(line) {
    const words = [];
    let current = '';
    let inWord = false;
    let quote;
    for (let i = 0; i < line.length; i++) {
        const ch = line[i];
        if (quote) {
            if (ch === quote)
                quote = undefined;
            else if (ch === '\\' && quote === '"' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]))
                current += line[++i];
            else
                current += ch;
        }
        else if (ch === '"' || ch === "'") {
            quote = ch;
            inWord = true;
        }
        else if (ch === '\\' && i + 1 < line.length) {
            current += line[++i];
            inWord = true;
        }
        else if (/\s/.test(ch)) {
            if (inWord)
                words.push(current);
            current = '';
            inWord = false;
        }
        else {
            current += ch;
            inWord = true;
        }
    }
    if (inWord)
        words.push(current);
    return words;
}
/**
 * `--stdio "node dist/index.js"` may reach us as one string with no args: split it then. A command with
 * args already split (`-- node dist/index.js`, client configs) is used as given.
 */
export function normalizeStdio(target) {
    if (target.args.length > 0 || !/\s/.test(target.command.trim()))
        return target;
    const [command = '', ...args] = splitCommandLine(target.command);
    return { ...target, command, args };
}
function quoteWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A URL as shown in findings: never with a password in it. */
export function displayUrl(url) {
    try {
        const parsed = new URL(url);
        if (parsed.password)
            parsed.password = '***';
        return parsed.href;
    }
    catch {
        return url;
    }
}
export function defaultName(target) {
    if (target.name)
        return target.name;
    if (target.kind === 'http')
        return displayUrl(target.url);
    return 'stdio:' + [target.command, ...target.args].map(quoteWord).join(' ');
}
/** Names every target, adding " (2)", " (3)" … when two would otherwise share a name. */
export function nameServers(targets) {
    const seen = new Map();
    return targets.map(({ target, origin }) => {
        const normalized = target.kind === 'stdio' ? normalizeStdio(target) : target;
        const base = defaultName(normalized);
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        return { name: count === 1 ? base : `${base} (${count})`, target: normalized, ...(origin ? { origin } : {}) };
    });
}
