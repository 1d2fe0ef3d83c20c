// `create-mcp-tool [dir]`: one linear run. Steps 1–4 only ask and check; nothing touches the disk before step 5.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, parse as parsePath, relative, resolve } from 'node:path';
import type { InitFlags } from './args.js';
import { runCommand, stopCurrentCommand } from './commands.js';
import { CancelledError, EXIT_CANCELLED, EXIT_FAILURE, EXIT_OK, UsageError } from './errors.js';
import { nextSteps, pythonNextSteps } from './next-steps.js';
import { detectPackageManager, installCommand, type PackageManager } from './package-manager.js';
import { checkProjectName, DEFAULT_PROJECT_NAME, unscopedName } from './project-name.js';
import { askConfirm, askSelect, askText } from './prompt.js';
import { appliesTo, QUESTIONS, type Language, type ProjectAnswers, type Question } from './questions.js';
import { checkPythonProjectName, pythonPackageName } from './python-name.js';
import { SDK_IMPORTS } from './sdk-imports.js';
import { Staging, targetState } from './staging.js';
import { checkTargetPath } from './target-path.js';
import { reservedNameProblem } from './reserved-names.js';
import { bold, cyan, dim, green, yellow } from './style.js';
import { registryDescription, registryName } from './registry-name.js';
import { projectLayers, renderProject } from './templates.js';
import { selfSpec } from './self-spec.js';
import { linterSource, linterSourceNote, readVendoredTarball, type LinterSource } from './linter-source.js';
import { packageVersion } from '../core/package-version.js';
import { pythonLinter } from './python-linter.js';

export interface InitContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Both stdin and stdout are terminals: questions can be asked. */
  interactive: boolean;
  out: (text: string) => void;
  err: (text: string) => void;
}

function nameProblem(name: string, language: Language): string | undefined {
  if (language === 'python') {
    const check = checkPythonProjectName(name);
    return check.valid ? undefined : `"${name}" is not usable as a Python project name (${check.problem})`;
  }
  const check = checkProjectName(name);
  return check.valid ? undefined : `"${name}" is not a valid npm package name (${check.problems.join('; ')})`;
}

/** The valid name to suggest for `name`, and the problem to show, in the rules of the project's language. */
function nameCheck(name: string, language: Language): { valid: boolean; problem?: string; suggestion: string } {
  if (language === 'python') {
    const check = checkPythonProjectName(name);
    return check.valid
      ? { valid: true, suggestion: name }
      : { valid: false, problem: check.problem, suggestion: check.suggestion };
  }
  const check = checkProjectName(name);
  return check.valid
    ? { valid: true, suggestion: name }
    : { valid: false, problem: check.problems[0], suggestion: check.suggestion };
}

/** Flags that shape only TypeScript projects, refused with Python rather than silently ignored. */
function refuseTypeScriptOnlyFlags(flags: InitFlags): void {
  const given = flags.answers;
  const refused = [
    given.sdk !== undefined &&
      `--sdk ${given.sdk} chooses between the TypeScript SDKs; a Python project uses the official Python SDK (mcp 2.x)`,
    given.install === true &&
      '--install installs npm dependencies; a Python project is installed with the commands its next steps print (pip or uv)',
    flags.pm !== undefined && `--pm ${flags.pm} picks an npm package manager; a Python project uses pip or uv`,
  ].filter((reason): reason is string => typeof reason === 'string');
  if (refused.length > 0)
    throw new UsageError(
      `${refused.join('.\n')}.\nDrop ${refused.length === 1 ? 'it' : 'them'}, or pass --language typescript.`,
    );
}

function describeMissing(missing: string[]): string {
  return [
    'There is no terminal to ask questions on, so every answer must come from flags. Missing:',
    ...missing.map((flag) => `  ${flag}`),
    'Pass them, or --yes to accept the defaults for everything not given.',
  ].join('\n');
}

// Never empty a directory that holds far more than a project: the filesystem root or the home directory.
function assertSafeToEmpty(target: string): void {
  if (target === parsePath(target).root || target === homedir()) {
    throw new UsageError(`Refusing to empty ${target}. Choose a new directory for the project.`);
  }
}

async function answerQuestion(question: Question): Promise<ProjectAnswers[keyof ProjectAnswers]> {
  if (question.type === 'text') return askText(question.message, question.initial);
  if (question.type === 'select') return askSelect(question.message, question.choices, question.initial);
  return askConfirm(question.message, question.initial);
}

export async function init(flags: InitFlags, context: InitContext): Promise<number> {
  const { cwd, env, out, err } = context;
  const interactive = context.interactive && !flags.yes;
  const given = flags.answers;
  if (given.language === 'python') refuseTypeScriptOnlyFlags(flags);

  // 1. Without a terminal, check up front that flags answer every question: fail fast, never hang.
  if (!interactive && !flags.yes) {
    const missing: string[] = [];
    if (!flags.dir && !given.name) missing.push('[dir] or --name <name>');
    for (const question of QUESTIONS) {
      if (!appliesTo(question, given.language ?? 'typescript')) continue;
      if (given[question.key] === undefined && !question.optional) missing.push(question.flagUsage);
    }
    if (missing.length > 0) throw new UsageError(describeMissing(missing));
  }

  // The language comes first: it decides which names are valid and which questions follow.
  const languageQuestion = QUESTIONS.find((question) => question.key === 'language')!;
  const language: Language =
    given.language ?? (interactive ? ((await answerQuestion(languageQuestion)) as Language) : 'typescript');
  if (language === 'python') refuseTypeScriptOnlyFlags(flags);

  // 2. The project name and the target directory.
  let name = given.name;
  if (name === undefined) {
    const fromDir = flags.dir ? basename(resolve(cwd, flags.dir)) : DEFAULT_PROJECT_NAME;
    if (interactive) {
      const kind = language === 'python' ? 'Python project name' : 'npm package name';
      const check = nameCheck(fromDir, language);
      if (!check.valid)
        err(yellow(`"${fromDir}" is not a valid ${kind} (${check.problem}); suggesting "${check.suggestion}".\n`));
      name = await askText('Project name', check.suggestion, (value) => {
        const answer = nameCheck(value, language);
        return answer.valid || `Not a valid ${kind}: ${answer.problem}. Try "${answer.suggestion}".`;
      });
    } else {
      name = fromDir;
    }
  }
  const problem = nameProblem(name, language);
  if (problem) {
    const suggestion = nameCheck(name, language).suggestion;
    const dirKeepsName =
      given.name === undefined && flags.dir && !reservedNameProblem(basename(resolve(cwd, flags.dir)));
    const hint = dirKeepsName ? ' (the directory may keep its name)' : '';
    throw new UsageError(`${problem}.\nPass --name ${suggestion}${hint}.`);
  }
  const target = resolve(cwd, flags.dir ?? unscopedName(name));

  checkTargetPath(target);
  const state = targetState(target);
  if (state === 'not-a-directory')
    throw new UsageError(`${target} exists and is not a directory. Choose another path.`);
  // Set once the user agreed to replace a non-empty target's contents; the move into place checks again without it.
  let replaceContents = false;
  if (state === 'not-empty') {
    assertSafeToEmpty(target);
    if (!flags.overwrite) {
      if (!interactive) {
        throw new UsageError(
          `Directory ${target} is not empty. Pass --overwrite to replace its contents (a .git directory is kept), or choose another directory.`,
        );
      }
      const choice = await askSelect(
        `Directory ${relative(cwd, target) || '.'} is not empty`,
        [
          { value: 'cancel', title: 'Cancel', description: 'leave it as it is' },
          { value: 'empty', title: 'Empty it', description: 'replace its contents with the new project, keeping .git' },
        ],
        'cancel',
      );
      if (choice !== 'empty') throw new CancelledError('Cancelled; nothing was written.');
    }
    replaceContents = true;
  }

  // 3. The remaining answers: flags first, then a prompt or the default.
  const answers: Record<string, unknown> = { ...given, language, name };
  for (const question of QUESTIONS) {
    if (answers[question.key] !== undefined) continue;
    if (!appliesTo(question, language)) continue;
    answers[question.key] = interactive ? await answerQuestion(question) : question.initial;
  }
  if (language === 'python') answers.install = false;
  const project = answers as unknown as ProjectAnswers;
  const pm: PackageManager = flags.pm ?? detectPackageManager(env.npm_config_user_agent);

  // 4. Render every file in memory; a template problem fails here, before the disk is touched.
  const linter = linterSource(selfSpec(process.argv[1], env));
  const vendoredTarball = linter.vendored ? readVendoredTarball(linter.vendored.from) : undefined;
  const pythonData = language === 'python' ? pythonTemplateData(project, linter) : undefined;
  const files = renderProject(
    projectLayers(project),
    pythonData
      ? pythonData
      : {
          ...SDK_IMPORTS[project.sdk],
          name: project.name,
          binName: unscopedName(project.name),
          description: project.description,
          ...registryData(project),
          mcpLintVersion: linter.spec,
        },
  );

  // 5. Write into a hidden sibling directory; Ctrl-C or a failure from here on removes it and nothing else.
  const staging = new Staging(target, replaceContents);
  let aborting = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (aborting) return;
    aborting = true;
    err(`\n${signal === 'SIGINT' ? 'Interrupted' : `Received ${signal}`}: removing what was written…\n`);
    void stopCurrentCommand().then(() => {
      staging.discard();
      err('Nothing was left behind.\n');
      process.exit(signal === 'SIGINT' ? EXIT_CANCELLED : 128 + 15);
    });
  };
  // Once a signal arrived, the handler owns the exit: the main flow just stops where it is.
  const halt = () => (aborting ? new Promise<never>(() => {}) : undefined);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  const detach = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
  };

  const shownTarget = relative(cwd, target) || '.';
  try {
    out(`\nCreating ${bold(project.name)} in ${cyan(target)}\n`);
    try {
      staging.create();
    } catch (error) {
      throw new Error(
        `Cannot create the temporary directory ${staging.dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). ` +
          'The project is built next to its target and moved into place, so the parent directory must be writable.',
      );
    }
    // Test-only hook (documented in docs/create.md): slow writing down so a test can interrupt it midway.
    const delayMs = Number(env.CREATE_MCP_TOOL_TEST_WRITE_DELAY_MS ?? 0);
    for (const [path, content] of files) {
      await halt();
      staging.write(path, content);
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
    }
    if (linter.vendored) staging.write(linter.vendored.to, vendoredTarball!);
    out(dim(`  ${files.size + (linter.vendored ? 1 : 0)} files written\n`));

    // 6. Install inside the staging directory, so an interrupted install leaves nothing behind either.
    if (project.install) {
      await halt();
      const [command, ...args] = installCommand(pm);
      out(`\nInstalling dependencies with ${bold(pm)}…\n`);
      const result = await runCommand(command!, args, staging.dir);
      await halt();
      if (result.missing || result.code !== 0) {
        staging.discard();
        err(
          result.missing
            ? `\n${pm} was not found. Nothing was written. Pass --pm with an installed package manager, or --no-install.\n`
            : `\n${[command, ...args].join(' ')} failed (exit code ${result.code ?? result.signal}). Nothing was written.\n` +
                'Fix the problem above and run again, or pass --no-install and install later.\n',
        );
        return EXIT_FAILURE;
      }
    }

    // 7. git: a fresh repository, unless the target already has one or lies inside one.
    let gitNote: string | undefined;
    if (project.git) {
      await halt();
      gitNote = await initGit(staging.dir, target);
    }

    // 8. Move into place.
    await halt();
    staging.commit();
    detach();

    out(`\n${green('Done.')}${gitNote ? ` ${dim(gitNote)}` : ''}\n`);
    out(
      pythonData
        ? pythonNextSteps({
            target: shownTarget,
            pyPackage: pythonData.pyPackage,
            transport: project.transport,
            createMcpTool: pythonData.createMcpTool,
          })
        : nextSteps({ target: shownTarget, pm, installed: project.install, transport: project.transport }),
    );
    out(`${linterSourceNote(linter, pythonData !== undefined)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (aborting) await halt();
    staging.discard();
    detach();
    throw error;
  }
}

/** What the Python templates substitute. Text that lands inside TOML or Python strings is quoted for them. */
function pythonTemplateData(
  project: ProjectAnswers,
  linter: LinterSource,
): Record<string, string> & { pyPackage: string; createMcpTool: string } {
  return {
    name: project.name,
    pyPackage: pythonPackageName(project.name),
    description: project.description,
    // A JSON string is a valid TOML basic string (the same escapes), so quotes and backslashes stay data.
    descriptionToml: JSON.stringify(project.description),
    ...registryData(project),
    pyTransport: project.transport === 'http' ? 'streamable-http' : 'stdio',
    pyTransportTitle: project.transport === 'http' ? 'Streamable HTTP' : 'stdio',
    ...pythonLinter(linter, packageVersion()),
  };
}

/** server.json's name and description (and the package's proof of that name: mcpName, or the README's mcp-name line). */
function registryData(project: ProjectAnswers): { mcpName: string; registryDescription: string } {
  return { mcpName: registryName(project.name), registryDescription: registryDescription(project.description) };
}

/** Whether dir or one of its parents holds a .git entry: what git itself looks for, without spawning git. */
function insideGitRepository(dir: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return true;
    if (dirname(current) === current) return false;
  }
}

async function initGit(stagingDir: string, target: string): Promise<string | undefined> {
  if (existsSync(join(target, '.git'))) return 'Kept the existing git repository.';
  if (insideGitRepository(dirname(target)))
    return 'The directory is inside a git repository already; skipped git init.';
  const result = await runCommand('git', ['init', '--quiet'], stagingDir, 'ignore');
  if (result.missing) return 'git is not installed; skipped git init.';
  if (result.code !== 0) return 'git init failed; skipped it.';
  return 'Initialised a git repository.';
}
