// The Python-servers benchmark's install step: a venv whose making throws is reported like a failed install, so the
// capture loop reports its servers as not installed and goes on (it used to crash reading the missing entry).
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { makeVenvs } from '../../bench/python-servers/capture.mjs';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { venvKey } from '../../bench/python-servers/lib.mjs';

describe('making the venvs', () => {
  it('gives every package set an entry: the one that threw says why, the others are ready', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const good = { name: 'good', packages: ['mcp==1.0'] };
    const broken = { name: 'broken', packages: ['mcp==2.0'] };
    const make = async (server: { name: string }) => {
      if (server.name === 'broken') throw new Error('no space left on device');
      return { python: '/venv/bin/python' };
    };
    const venvs: Map<string, { python?: string; error?: string }> = await makeVenvs([good, broken], make);
    expect(venvs.get(venvKey(good.packages))).toEqual({ python: '/venv/bin/python' });
    expect(venvs.get(venvKey(broken.packages))?.error).toBe('making the venv failed: no space left on device');
    vi.restoreAllMocks();
  });
});
