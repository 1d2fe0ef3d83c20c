// The language server's scheduler: one lint per pause in typing, the newest text only, a result for text that changed
// meanwhile dropped, and a change notice for text already linted costing nothing.
import { describe, expect, it } from 'vitest';
import { LintScheduler } from '../../../src/cli/lsp/scheduler.js';

function harness(lintMs = 0) {
  let version = 1;
  const runs: number[] = [];
  const published: number[] = [];
  const scheduler = new LintScheduler<number>(
    () => ({
      version: () => version,
      run: async () => {
        const at = version;
        runs.push(at);
        await new Promise((resolve) => setTimeout(resolve, lintMs));
        return at;
      },
      publish: (result) => published.push(result),
    }),
    20,
  );
  return { scheduler, runs, published, edit: () => version++ };
}

describe('LintScheduler', () => {
  it('lints once after a burst of changes, for the last text', async () => {
    const { scheduler, runs, published, edit } = harness();
    for (let i = 0; i < 5; i++) {
      edit();
      scheduler.schedule('a');
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    await scheduler.idle();
    expect(runs).toEqual([6]);
    expect(published).toEqual([6]);
  });

  it('drops a result whose text changed while it was linted, and lints the newer text', async () => {
    const { scheduler, runs, published, edit } = harness(40);
    scheduler.schedule('a', true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    edit();
    scheduler.schedule('a');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await scheduler.idle();
    expect(runs).toEqual([1, 2]);
    expect(published).toEqual([2]);
  });

  it('skips a change notice for a version already linted (editors send one with each open), not a save', async () => {
    const { scheduler, runs } = harness();
    scheduler.schedule('a', true);
    scheduler.schedule('a');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await scheduler.idle();
    expect(runs).toEqual([1]);
    scheduler.schedule('a', true);
    await scheduler.idle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toEqual([1, 1]);
  });
});
