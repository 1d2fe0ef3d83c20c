// Every rule, whoever adds it (definition, source or live), must come with a docs page, a test file that
// exercises each of its messages, a row in docs/rules/README.md, and consistent meta.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { allRules } from '../../src/rules/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

const COMPARE_DIR = join(REPO_ROOT, 'src', 'compare');

const DOCS = join(REPO_ROOT, 'docs', 'rules');
const read = (path: string) => readFileSync(path, 'utf8');
const quoted = (id: string) => new RegExp(`['"\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);

/** The sections of a markdown page, by heading text (lower case). */
/**
 * The rule's own file and the local modules it imports, transitively (its helpers under support/), but not other
 * rules: a message counts as used only when the rule itself, or a helper it calls, can report it.
 */
function ruleAndHelpersText(ruleFile: string): string {
  const seen = new Set<string>();
  const visit = (file: string): string => {
    if (seen.has(file) || !existsSync(file)) return '';
    seen.add(file);
    const text = read(file);
    const imports = [...text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)\.js['"]/g)].map((m) =>
      resolve(dirname(file), `${m[1]}.ts`),
    );
    const local = imports.filter(
      (path) => !allRules.some((r) => path.endsWith(`/${r.id}.ts`)) && !path.endsWith('/index.ts'),
    );
    return [text, ...local.map(visit)].join('\n');
  };
  return visit(ruleFile);
}

function sections(markdown: string): Map<string, string> {
  const result = new Map<string, string>();
  let current = '';
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      current = heading[1]!.trim().toLowerCase();
      result.set(current, '');
    } else if (current) result.set(current, result.get(current)! + line + '\n');
  }
  return result;
}

function section(all: Map<string, string>, pattern: RegExp): string | undefined {
  for (const [heading, body] of all) if (pattern.test(heading)) return body;
  return undefined;
}

describe('rule catalogue', () => {
  it('has unique kebab-case ids', () => {
    const ids = allRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('has no docs page without a rule', () => {
    const ids = new Set(allRules.map((rule) => rule.id));
    const pages = readdirSync(DOCS).filter((file) => file.endsWith('.md') && file !== 'README.md');
    expect(pages.filter((file) => !ids.has(file.slice(0, -3)))).toEqual([]);
  });

  for (const rule of allRules) {
    describe(rule.id, () => {
      const ruleFile = join(REPO_ROOT, 'src', 'rules', rule.meta.scope, `${rule.id}.ts`);
      const testFile = join(REPO_ROOT, 'test', 'rules', rule.meta.scope, `${rule.id}.test.ts`);
      const docsFile = join(DOCS, `${rule.id}.md`);

      it('lives in its own file under its scope', () => {
        expect(existsSync(ruleFile), ruleFile).toBe(true);
        expect(read(ruleFile)).toMatch(quoted(rule.id));
      });

      it("is declared with defineRule (or the diff and pin rules' changeReporter), so its message ids are type-checked", () => {
        expect(read(ruleFile)).toMatch(/= defineRule\(\{|export default changeReporter\(/);
      });

      it('has meta a user can rely on', () => {
        expect(rule.meta.description.trim().length).toBeGreaterThan(10);
        expect(Object.keys(rule.meta.messages).length).toBeGreaterThan(0);
        expect(rule.checkTool ?? rule.checkSource).toBeTypeOf('function');
        if (rule.meta.defaultOptions)
          expect(rule.meta.optionsSchema, 'defaultOptions without optionsSchema').toBeDefined();
        if (rule.meta.optionsSchema) {
          const validate = new Ajv2020({ strict: false }).compile(rule.meta.optionsSchema);
          expect(validate(rule.meta.defaultOptions ?? {}), JSON.stringify(validate.errors)).toBe(true);
        }
      });

      it('reports only message ids it defines, and uses every one it defines', () => {
        const source = read(ruleFile);
        for (const match of source.matchAll(/messageId:\s*['"]([\w-]+)['"]/g)) {
          expect(Object.keys(rule.meta.messages), `messageId "${match[1]}"`).toContain(match[1]);
        }
        // A message is in use when its id appears quoted in the rule's file or in a local module it imports
        // (shared helpers under rules/shared/); the keys of meta.messages are unquoted.
        let ownSources = ruleAndHelpersText(ruleFile);
        // Diff and pin rules report changes that one classifier (src/compare/ for diff, src/api/pins.ts for pins) found and tagged with the
        // rule id and message id before any rule ran; the classifier must name this rule for its messages to count.
        if (rule.meta.scope === 'diff' || rule.meta.scope === 'pin') {
          const classifier =
            rule.meta.scope === 'diff'
              ? readdirSync(COMPARE_DIR)
                  .map((name) => read(join(COMPARE_DIR, name)))
                  .join('\n')
              : read(join(REPO_ROOT, 'src', 'api', 'pins.ts'));
          expect(classifier, `the ${rule.meta.scope} classifier never tags a change with ${rule.id}`).toMatch(
            quoted(rule.id),
          );
          ownSources += '\n' + classifier;
        }
        for (const messageId of Object.keys(rule.meta.messages)) {
          expect(ownSources, `message "${messageId}" is defined but never reported by the rule or its helpers`).toMatch(
            quoted(messageId),
          );
        }
      });

      it('has a test file', () => {
        expect(existsSync(testFile), testFile).toBe(true);
        expect(read(testFile)).toMatch(
          new RegExp(`rules/${rule.meta.scope}/${rule.id}(\\.js)?['"]|${quoted(rule.id).source}`),
        );
      });

      if (rule.meta.scope === 'definition') {
        it('has tests that expect every message', () => {
          const tests = read(testFile);
          for (const messageId of Object.keys(rule.meta.messages)) {
            expect(tests, `message "${messageId}" is never expected in ${testFile}`).toMatch(quoted(messageId));
          }
        });
      }

      it('has a docs page with why, a bad and a good example, and options', () => {
        expect(existsSync(docsFile), docsFile).toBe(true);
        const page = read(docsFile);
        expect(page).toMatch(new RegExp(`^# ${rule.id}\\b`, 'm'));
        const all = sections(page);
        expect(section(all, /why/), 'a "## Why" section').toBeTruthy();
        expect(
          section(all, /\b(bad|incorrect)\b/) ?? '',
          `${docsFile} needs a "## Bad" section with a code block`,
        ).toMatch(/```/);
        expect(
          section(all, /\b(good|correct)\b/) ?? '',
          `${docsFile} needs a "## Good" section with a code block`,
        ).toMatch(/```/);
        expect(section(all, /^options\b/), 'an "## Options" section').toBeDefined();
      });

      it('is listed in docs/rules/README.md with its default and scopes', () => {
        const row = read(join(DOCS, 'README.md'))
          .split('\n')
          .find((line) => line.startsWith('|') && line.includes(`\`${rule.id}\``));
        expect(row, `a table row for ${rule.id}`).toBeDefined();
        const cells = row!.split('|').map((cell) => cell.trim());
        expect(cells).toContain(rule.meta.defaultLevel);
        expect(cells).toContain([rule.meta.scope, ...(rule.meta.extraScopes ?? [])].join(', '));
      });
    });
  }
});
