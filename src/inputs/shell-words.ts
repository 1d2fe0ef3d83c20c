// Splits `--stdio "<command line>"` into words the way the platform's own shell or runtime would — and nothing
// more: no variables, globs, pipes or redirections (the command is spawned directly, never through a shell).
// POSIX: quoting as in sh (backslash escapes, single and double quotes). Windows: the Microsoft C runtime's rules,
// where a backslash is a path separator, not an escape (`C:\Users\me\server.js` must survive as written).
import { UsageError } from '../core/usage-error.js';

export type CommandLineConvention = 'posix' | 'windows';

export function conventionFor(platform: NodeJS.Platform): CommandLineConvention {
  return platform === 'win32' ? 'windows' : 'posix';
}

export function splitCommandLine(line: string, platform: NodeJS.Platform = process.platform): string[] {
  return conventionFor(platform) === 'windows' ? splitWindows(line) : splitPosix(line);
}

function splitPosix(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) word += line[++i];
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) throw unterminated(quote, line);
  if (inWord) words.push(word);
  return words;
}

/**
 * The rules of Microsoft's C runtime (what `node.exe`, `python.exe` and most programs use to build argv):
 * spaces and tabs separate words outside double quotes; single quotes are ordinary characters; backslashes are
 * literal unless a run of them ends at a double quote, where each pair becomes one backslash and an odd one left
 * over makes the quote literal; inside quotes, `""` is a literal quote.
 */
function splitWindows(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    let c = line[i]!;
    if (c === '\\') {
      let run = 0;
      while (line[i + run] === '\\') run++;
      inWord = true;
      if (line[i + run] !== '"') {
        word += '\\'.repeat(run);
        i += run - 1;
        continue;
      }
      word += '\\'.repeat(Math.floor(run / 2));
      i += run;
      if (run % 2 === 1) {
        word += '"';
        continue;
      }
      c = '"';
    }
    if (c === '"') {
      inWord = true;
      if (quoted && line[i + 1] === '"') {
        word += '"';
        i++;
      } else quoted = !quoted;
      continue;
    }
    if (!quoted && (c === ' ' || c === '\t' || c === '\n' || c === '\r')) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      continue;
    }
    word += c;
    inWord = true;
  }
  if (quoted) throw unterminated('"', line);
  if (inWord) words.push(word);
  return words;
}

function unterminated(quote: "'" | '"', line: string): UsageError {
  return new UsageError(
    `--stdio: unterminated ${quote === '"' ? 'double' : 'single'} quote in ${JSON.stringify(line)}.`,
  );
}
