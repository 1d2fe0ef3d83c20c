import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/inputs/shell-words.js';
import { parseLiveFlags } from '../../src/cli/live-args.js';
import { shouldUseColor } from '../../src/cli/color.js';

describe('splitCommandLine', () => {
  it('splits on whitespace and honours quotes and backslashes like a shell', () => {
    expect(splitCommandLine('node  dist/server.js --port 3000')).toEqual(['node', 'dist/server.js', '--port', '3000']);
    expect(splitCommandLine(`python -m "my server" 'a "b" c' x\\ y ""`)).toEqual([
      'python',
      '-m',
      'my server',
      'a "b" c',
      'x y',
      '',
    ]);
    expect(splitCommandLine('echo "say \\"hi\\" \\n"')).toEqual(['echo', 'say "hi" \\n']);
    expect(splitCommandLine('a$HOME *.js | b')).toEqual(['a$HOME', '*.js', '|', 'b']);
  });
  it('rejects an unterminated quote', () => {
    expect(() => splitCommandLine('node "server.js')).toThrow('unterminated double quote');
  });
});

describe('parseLiveFlags', () => {
  it('returns undefined when no server is named', () => {
    expect(parseLiveFlags({})).toBeUndefined();
  });
  it('builds stdio and http targets with env, cwd, headers and timeouts', () => {
    const live = parseLiveFlags({
      stdio: ['node "my server.js" --verbose'],
      command: ['npx', '-y', 'server-everything'],
      env: ['API_KEY=a=b', 'DEBUG='],
      cwd: '/srv',
      url: ['http://127.0.0.1:3000/mcp'],
      header: ['Authorization: Bearer x:y'],
      startupTimeout: '5000',
      probe: true,
      probeTool: ['echo'],
    });
    expect(live).toEqual({
      targets: [
        {
          kind: 'stdio',
          command: 'node',
          args: ['my server.js', '--verbose'],
          env: { API_KEY: 'a=b', DEBUG: '' },
          cwd: '/srv',
        },
        {
          kind: 'stdio',
          command: 'npx',
          args: ['-y', 'server-everything'],
          env: { API_KEY: 'a=b', DEBUG: '' },
          cwd: '/srv',
        },
        { kind: 'http', url: 'http://127.0.0.1:3000/mcp', headers: { Authorization: 'Bearer x:y' } },
      ],
      clientConfigs: undefined,
      timeouts: { startup: 5000, request: 10000, total: 60000 },
      probe: true,
      probeTools: ['echo'],
    });
  });
  it('reads --client-config with and without a file', () => {
    expect(parseLiveFlags({ clientConfig: true })?.clientConfigs).toBe(true);
    expect(parseLiveFlags({ clientConfig: ['a.json', 'b.json'] })?.clientConfigs).toEqual(['a.json', 'b.json']);
  });
  it('rejects malformed values and server flags without a server', () => {
    expect(() => parseLiveFlags({ stdio: ['x'], env: ['NOEQUALS'] })).toThrow('--env expects KEY=VALUE');
    expect(() => parseLiveFlags({ url: ['http://x'], header: ['no colon'] })).toThrow('--header expects "Name: value"');
    expect(() => parseLiveFlags({ url: ['ftp://x'] })).toThrow('--url expects an http(s) URL');
    expect(() => parseLiveFlags({ stdio: ['x'], timeout: '10s' })).toThrow(
      '--timeout expects a whole number of milliseconds from 1 to 2147483647',
    );
    expect(() => parseLiveFlags({ env: ['A=1'] })).toThrow('--env applies to a running server');
    expect(() => parseLiveFlags({ stdio: ['   '] })).toThrow('the command is empty');
  });
});

describe('shouldUseColor', () => {
  it('lets the flag win, then NO_COLOR, FORCE_COLOR and the TTY', () => {
    expect(shouldUseColor(true, { NO_COLOR: '1' }, false, false)).toBe(true);
    expect(shouldUseColor(false, {}, true, false)).toBe(false);
    expect(shouldUseColor(undefined, { NO_COLOR: '1' }, true, false)).toBe(false);
    expect(shouldUseColor(undefined, { FORCE_COLOR: '1' }, false, false)).toBe(true);
    expect(shouldUseColor(undefined, { FORCE_COLOR: '0' }, true, false)).toBe(false);
    expect(shouldUseColor(undefined, {}, true, false)).toBe(true);
    expect(shouldUseColor(undefined, {}, true, true)).toBe(false);
  });
});
