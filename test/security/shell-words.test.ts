// --stdio command lines are split by the platform's own convention (security review item 11).
import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/inputs/shell-words.js';
import { UsageError } from '../../src/core/usage-error.js';

describe('splitCommandLine on Windows (security review item 11)', () => {
  const win = (line: string) => splitCommandLine(line, 'win32');

  it('keeps the backslashes of a Windows path (security review item 11)', () => {
    expect(win('node C:\\Users\\me\\server.js')).toEqual(['node', 'C:\\Users\\me\\server.js']);
    expect(win('node \\\\server\\share\\mcp.js --root D:\\data\\')).toEqual([
      'node',
      '\\\\server\\share\\mcp.js',
      '--root',
      'D:\\data\\',
    ]);
  });

  it('keeps the spaces of a quoted path, and its backslashes (security review item 11)', () => {
    expect(win('"C:\\Program Files\\nodejs\\node.exe" "C:\\Users\\me\\My Server\\index.js" --port 3000')).toEqual([
      'C:\\Program Files\\nodejs\\node.exe',
      'C:\\Users\\me\\My Server\\index.js',
      '--port',
      '3000',
    ]);
    expect(win('python -m "my server"\t"a b"c')).toEqual(['python', '-m', 'my server', 'a bc']);
  });

  it('follows the Microsoft C runtime rules for backslashes before a quote and doubled quotes', () => {
    expect(win('a\\\\\\"b')).toEqual(['a\\"b']); // 3 backslashes + quote: one backslash, literal quote
    expect(win('"a\\\\" b')).toEqual(['a\\', 'b']); // 2 backslashes + quote: one backslash, quote closes
    expect(win('"ab\\"c" d')).toEqual(['ab"c', 'd']);
    expect(win('"a ""quoted"" word"')).toEqual(['a "quoted" word']);
    expect(win('"" x')).toEqual(['', 'x']);
  });

  it('treats single quotes as ordinary characters and rejects an unterminated double quote', () => {
    expect(win("echo 'a b'")).toEqual(['echo', "'a", "b'"]);
    expect(() => win('node "C:\\my server.js')).toThrow(UsageError);
    expect(() => win('node "C:\\my server.js')).toThrow('unterminated double quote');
  });
});

describe('splitCommandLine on POSIX (security review item 11)', () => {
  const posix = (line: string) => splitCommandLine(line, 'linux');

  it('keeps shell quoting: backslash escapes, single and double quotes (security review item 11)', () => {
    expect(posix(`python -m "my server" 'a "b" c' x\\ y ""`)).toEqual([
      'python',
      '-m',
      'my server',
      'a "b" c',
      'x y',
      '',
    ]);
    expect(posix("node '/home/me/My Server/index.js'")).toEqual(['node', '/home/me/My Server/index.js']);
    // Documented: on POSIX a backslash escapes, as in sh; quote a Windows-style path to keep it.
    expect(posix('node C:\\Users\\me\\server.js')).toEqual(['node', 'C:Usersmeserver.js']);
    expect(posix("node 'C:\\Users\\me\\server.js'")).toEqual(['node', 'C:\\Users\\me\\server.js']);
    expect(splitCommandLine('node a\\ b', 'darwin')).toEqual(['node', 'a b']);
  });
});
