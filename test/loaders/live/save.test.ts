// --save: one file per server, in a form the JSON loader reads back.
import { describe, expect, it } from 'vitest';
import { savedDocument, savePaths } from '../../../src/loaders/live/save.js';
import type { ServerCapture } from '../../../src/loaders/live/session.js';

const capture = (name: string): ServerCapture => ({
  name,
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'x', version: '1' },
  clientCapabilities: { roots: {} },
  tools: [{ name: 't' }],
});

describe('savePaths', () => {
  it('uses the path as given for one server', () => {
    expect(savePaths('out/tools.json', [capture('weather')], '/repo').map((f) => f.path)).toEqual([
      '/repo/out/tools.json',
    ]);
  });

  it('adds each server name before the extension for several servers', () => {
    expect(
      savePaths('tools.json', [capture('weather'), capture('stdio:node dist/index.js')], '/repo').map((f) => f.path),
    ).toEqual(['/repo/tools.weather.json', '/repo/tools.stdio-node-dist-index.js.json']);
  });

  it('replaces {name} when the path has it', () => {
    expect(savePaths('captured/{name}.json', [capture('github')], '/repo').map((f) => f.path)).toEqual([
      '/repo/captured/github.json',
    ]);
  });
});

describe('savedDocument', () => {
  it('is a tools/list result with the initialize facts beside it', () => {
    expect(savedDocument(capture('weather'))).toEqual({
      capturedFrom: 'weather',
      serverInfo: { name: 'x', version: '1' },
      protocolVersion: '2025-11-25',
      clientCapabilities: { roots: {} },
      tools: [{ name: 't' }],
    });
  });
});
