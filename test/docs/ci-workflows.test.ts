// docs/ci.md's workflows must not run the linter from the checkout (issue 34, hole 1): `npx mcp-tool-lint` in a
// pull request's checkout reads its .npmrc and prefers a node_modules/mcp-tool-lint it commits. Every `run:` of the
// page's YAML installs the linter under $RUNNER_TEMP, at this release's version, or starts the bin installed there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const page = readFileSync(join(REPO_ROOT, 'docs', 'ci.md'), 'utf8');
const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };

it("docs/ci.md's workflows install mcp-lint under $RUNNER_TEMP and start its bin, never npx in the checkout", () => {
  const workflows = [...page.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((block) => block[1]!)
    .filter((yaml) => /^\s+(- )?run: /m.test(yaml));
  expect(workflows.length).toBeGreaterThanOrEqual(2);
  for (const yaml of workflows) {
    // A workflow's steps, each from its "- " line to the next.
    const steps = yaml.split(/\n(?=\s*- )/);
    const runs = steps.flatMap((step) =>
      [...step.matchAll(/^\s+(?:- )?run: (.*)$/gm)].map((match) => ({ step, command: match[1]! })),
    );
    for (const { step, command } of runs) {
      expect(command, step).not.toMatch(/\bnpx\b/);
      if (!command.startsWith('npm install')) continue;
      expect(command).toBe(`npm install --prefix mcp-lint --no-save --ignore-scripts mcp-tool-lint@${version}`);
      // In the runner's temporary folder, not the checkout.
      expect(step).toContain('working-directory: ${{ runner.temp }}');
    }
    expect(runs.some(({ command }) => command.startsWith('$RUNNER_TEMP/mcp-lint/node_modules/.bin/mcp-lint '))).toBe(
      true,
    );
  }
});
