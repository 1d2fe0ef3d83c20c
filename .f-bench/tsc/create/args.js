// Flag parsing with node:util's parseArgs: no dependency, nothing to load. Node 20's parseArgs has no
// `--no-*` negation, so the negated flags are declared as options of their own.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';
import { PACKAGE_MANAGERS } from './package-manager.js';
import { QUESTIONS, choiceValues } from './questions.js';
function parse(argv, options) {
    try {
        const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
        return { values: values, positionals };
    }
    catch (error) {
        // parseArgs messages already name the flag ("Unknown option '--foo'"); drop its advice about "--" positionals.
        const message = error.message.replace(/\. To specify a positional argument.*$/s, '.');
        throw new UsageError(message);
    }
}
function pickBoolean(values, name) {
    const on = values[name] === true;
    const off = values[`no-${name}`] === true;
    if (on && off)
        throw new UsageError(`--${name} and --no-${name} contradict each other: pass one of them.`);
    return on ? true : off ? false : undefined;
}
function pickChoice(values, key) {
    const value = values[key];
    if (value === undefined)
        return undefined;
    const question = QUESTIONS.find((candidate) => candidate.key === key);
    const allowed = choiceValues(question);
    if (!allowed.includes(value)) {
        throw new UsageError(`Unknown --${key} "${String(value)}". Choose one of: ${allowed.join(', ')}.`);
    }
    return value;
}
export function parseInitArgs(argv) {
    const { values, positionals } = parse(argv, {
        name: { type: 'string' },
        description: { type: 'string' },
        transport: { type: 'string' },
        sdk: { type: 'string' },
        tools: { type: 'string' },
        install: { type: 'boolean' },
        'no-install': { type: 'boolean' },
        git: { type: 'boolean' },
        'no-git': { type: 'boolean' },
        pm: { type: 'string' },
        overwrite: { type: 'boolean' },
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
    });
    if (positionals.length > 1) {
        throw new UsageError(`Expected at most one directory, got ${positionals.length}: ${positionals.join(' ')}. Quote a path that contains spaces.`);
    }
    const pm = values.pm;
    if (pm !== undefined && !PACKAGE_MANAGERS.includes(pm)) {
        throw new UsageError(`Unknown --pm "${pm}". Choose one of: ${PACKAGE_MANAGERS.join(', ')}.`);
    }
    const answers = {};
    if (values.name !== undefined)
        answers.name = values.name;
    if (values.description !== undefined)
        answers.description = values.description;
    const transport = pickChoice(values, 'transport');
    if (transport)
        answers.transport = transport;
    const sdk = pickChoice(values, 'sdk');
    if (sdk)
        answers.sdk = sdk;
    const tools = pickChoice(values, 'tools');
    if (tools)
        answers.tools = tools;
    const install = pickBoolean(values, 'install');
    if (install !== undefined)
        answers.install = install;
    const git = pickBoolean(values, 'git');
    if (git !== undefined)
        answers.git = git;
    return {
        dir: positionals[0],
        answers,
        pm: pm,
        overwrite: values.overwrite === true,
        yes: values.yes === true,
        help: values.help === true,
        version: values.version === true,
    };
}
export function parseAddArgs(argv) {
    const { values, positionals } = parse(argv, {
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (positionals.length > 1) {
        throw new UsageError(`Expected one tool name, got ${positionals.length}: ${positionals.join(' ')}.`);
    }
    return { toolName: positionals[0], force: values.force === true, help: values.help === true };
}
