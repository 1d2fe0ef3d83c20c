// Flag parsing with node:util's parseArgs: no dependency, nothing to load. Node 20's parseArgs has no
// `--no-*` negation, so the negated flags are declared as options of their own.
import { parseArgs } from 'node:util';
import { didYouMean } from '../config/suggest.js';
import { UsageError } from './errors.js';
import { PACKAGE_MANAGERS, type PackageManager } from './package-manager.js';
import { QUESTIONS, choiceValues, type ProjectAnswers } from './questions.js';

export interface InitFlags {
  dir?: string;
  answers: Partial<ProjectAnswers>;
  pm?: PackageManager;
  overwrite: boolean;
  yes: boolean;
  help: boolean;
  version: boolean;
}

export interface AddFlags {
  toolName?: string;
  force: boolean;
  help: boolean;
}

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

function parse(
  argv: string[],
  options: OptionSpec,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { values: values as Record<string, string | boolean | undefined>, positionals };
  } catch (error) {
    // parseArgs messages already name the flag ("Unknown option '--foo'"); drop its advice about "--" positionals,
    // and name the flag that was probably meant (`--tranport` → `--transport`).
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.');
    const unknown = /^Unknown option '(--?[^']+)'/.exec(message)?.[1];
    const flags = Object.keys(options).map((name) => `--${name}`);
    throw new UsageError(unknown ? `${message}${didYouMean(unknown, flags)}` : message);
  }
}

function pickBoolean(values: Record<string, unknown>, name: string): boolean | undefined {
  const on = values[name] === true;
  const off = values[`no-${name}`] === true;
  if (on && off) throw new UsageError(`--${name} and --no-${name} contradict each other: pass one of them.`);
  return on ? true : off ? false : undefined;
}

function pickChoice(values: Record<string, unknown>, key: keyof ProjectAnswers): string | undefined {
  const value = values[key];
  if (value === undefined) return undefined;
  const question = QUESTIONS.find((candidate) => candidate.key === key)!;
  const allowed = choiceValues(question);
  if (!allowed.includes(value as string)) {
    throw new UsageError(
      `Unknown --${key} "${String(value)}".${didYouMean(String(value), allowed)} Choose one of: ${allowed.join(', ')}.`,
    );
  }
  return value as string;
}

export function parseInitArgs(argv: string[]): InitFlags {
  const { values, positionals } = parse(argv, {
    language: { type: 'string' },
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
    throw new UsageError(
      `Expected at most one directory, got ${positionals.length}: ${positionals.join(' ')}. Quote a path that contains spaces.`,
    );
  }
  const pm = values.pm as string | undefined;
  if (pm !== undefined && !(PACKAGE_MANAGERS as readonly string[]).includes(pm)) {
    throw new UsageError(`Unknown --pm "${pm}". Choose one of: ${PACKAGE_MANAGERS.join(', ')}.`);
  }
  const answers: Partial<ProjectAnswers> = {};
  const language = pickChoice(values, 'language');
  if (language) answers.language = language as ProjectAnswers['language'];
  if (values.name !== undefined) answers.name = values.name as string;
  if (values.description !== undefined) answers.description = values.description as string;
  const transport = pickChoice(values, 'transport');
  if (transport) answers.transport = transport as ProjectAnswers['transport'];
  const sdk = pickChoice(values, 'sdk');
  if (sdk) answers.sdk = sdk as ProjectAnswers['sdk'];
  const tools = pickChoice(values, 'tools');
  if (tools) answers.tools = tools as ProjectAnswers['tools'];
  const install = pickBoolean(values, 'install');
  if (install !== undefined) answers.install = install;
  const git = pickBoolean(values, 'git');
  if (git !== undefined) answers.git = git;
  return {
    dir: positionals[0],
    answers,
    pm: pm as PackageManager | undefined,
    overwrite: values.overwrite === true,
    yes: values.yes === true,
    help: values.help === true,
    version: values.version === true,
  };
}

export function parseAddArgs(argv: string[]): AddFlags {
  const { values, positionals } = parse(argv, {
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (positionals.length > 1) {
    throw new UsageError(`Expected one tool name, got ${positionals.length}: ${positionals.join(' ')}.`);
  }
  return { toolName: positionals[0], force: values.force === true, help: values.help === true };
}
