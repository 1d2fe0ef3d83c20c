// Servers are started and reached with credentials: `http://user:PASSWORD@host/…`, `…?token=…`, --header values, a
// stdio server's `env` and tokens on its command line. CI logs and SARIF files are often public, so everything a
// server or its config says that reaches output — a server's name, a finding, the server's stderr, a usage error,
// --list-servers — passes through here. Work is done on the text, not on a parsed URL: a URL that does not parse
// (often the very reason it is shown) is redacted the same way.
import type { LiveTarget } from './options.js';

const HIDDEN = '***';

/**
 * Tokens by their published prefixes, wherever they appear. Looser than secret-in-definition's formats (a finding
 * must be right; hiding must not miss): any length from 8 characters, placeholders included. Runs are bounded, so a
 * line of `sk-sk-sk-…` costs a bounded scan per start.
 */
const SECRET_TOKEN =
  /\b(?:gh[pousr]_[A-Za-z0-9_]{8,1024}|github_pat_[A-Za-z0-9_]{8,1024}|glpat-[\w-]{8,1024}|xox[abposr]-[\w-]{8,1024}|sk-[\w-]{8,1024}|[rs]k_live_\w{8,1024}|AIza[\w-]{8,1024}|(?:AKIA|ASIA)[0-9A-Z]{12,1024}|npm_\w{8,1024}|hf_\w{8,1024}|SG\.[\w-]{8,1024}\.[\w-]{8,1024}|eyJ[\w-]{8,4096}\.[\w-]{8,4096}(?:\.[\w-]{0,4096})?)/g;
/**
 * `Authorization: Bearer …` and its kin: the scheme stays, the credentials go. After anything but `Bearer`, credentials
 * have a digit or are long ("Basic authentication" is prose).
 */
const AUTH_SCHEME = /\b(Bearer|bearer|Basic|Token)\s+([\w.~+/=-]{8,4096})/g;

/** Text with every token of a known format hidden. */
export function redactSecretTokens(text: string): string {
  return text
    .replace(SECRET_TOKEN, HIDDEN)
    .replace(AUTH_SCHEME, (whole, scheme: string, credentials: string) =>
      scheme === 'Bearer' || /\d/.test(credentials) || credentials.length >= 20 ? `${scheme} ${HIDDEN}` : whole,
    );
}

/** Query parameters whose values are credentials by name: token, api_key, access_token, client_secret, X-Api-Key, sig… */
const SECRET_PARAMETER = /(?:^|_)(?:token|key|apikey|secret|password|passwd|pwd|sig|signature|auth|credentials?)$/;

function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the name as written
  }
  return SECRET_PARAMETER.test(decoded.trim().toLowerCase().replace(/-/g, '_'));
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at > 0 && isSecretParameter(pair.slice(0, at)) ? `${pair.slice(0, at + 1)}${HIDDEN}` : pair;
    })
    .join('&');
}

/**
 * `http://user:***@host/mcp?token=***&page=2`: the password (or a lone user name, which is often a token) and
 * the values of secret-looking query parameters are hidden; everything else is kept so the server is recognisable.
 */
export function redactUrl(url: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url);
  if (!scheme) return url;
  const rest = url.slice(scheme[0].length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  let tail = authorityEnd === -1 ? '' : rest.slice(authorityEnd);
  let host = authority;
  const userEnd = authority.lastIndexOf('@');
  if (userEnd !== -1) {
    const userinfo = authority.slice(0, userEnd);
    const colon = userinfo.indexOf(':');
    host = `${colon === -1 ? HIDDEN : `${userinfo.slice(0, colon)}:${HIDDEN}`}@${authority.slice(userEnd + 1)}`;
  }
  const question = tail.indexOf('?');
  if (question !== -1) {
    const hash = tail.indexOf('#', question);
    const queryEnd = hash === -1 ? tail.length : hash;
    tail = tail.slice(0, question + 1) + redactQuery(tail.slice(question + 1, queryEnd)) + tail.slice(queryEnd);
  }
  return scheme[0] + host + tail;
}

/**
 * A live server's URL as the key its pinned tools are stored under (`mcp-lint pin`): stricter than redactUrl, since
 * a lockfile is committed: the user name and every query value are hidden, not only secret-looking ones.
 */
export function redactUrlForKey(name: string): string {
  if (!/^https?:\/\//i.test(name)) return name;
  try {
    const url = new URL(name);
    if (url.username) url.username = HIDDEN;
    if (url.password) url.password = HIDDEN;
    for (const key of [...url.searchParams.keys()]) url.searchParams.set(key, HIDDEN);
    return url.href;
  } catch {
    return name;
  }
}

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;

/**
 * Text with every URL and every token of a known format in it redacted, and each of `secrets` (header values, `env`
 * values, option values…) replaced by `***`.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = redactSecretTokens(text.replace(URL_IN_TEXT, (url) => redactUrl(url)));
  // Longest first, so a secret that contains another is hidden whole.
  for (const secret of [...new Set(secrets)].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(HIDDEN);
  }
  return out;
}

/**
 * The credentials of an HTTP server as they may appear in an error, raw or percent-decoded: the URL's user
 * info, secret query values and every header value (and the part after an auth scheme such as `Bearer`).
 */
function secretsOfServer(url: string, headers: Record<string, string> = {}): string[] {
  const secrets: string[] = [];
  const add = (value: string) => {
    secrets.push(value);
    try {
      secrets.push(decodeURIComponent(value));
    } catch {
      // not percent-encoded
    }
  };
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  const userEnd = authority.lastIndexOf('@');
  if (userEnd !== -1) {
    const userinfo = authority.slice(0, userEnd);
    const colon = userinfo.indexOf(':');
    add(colon === -1 ? userinfo : userinfo.slice(colon + 1));
  }
  const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && isSecretParameter(pair.slice(0, at))) add(pair.slice(at + 1));
  }
  for (const value of Object.values(headers)) {
    add(value);
    const credentials = /^\S+\s+(\S.*)$/.exec(value)?.[1];
    if (credentials) add(credentials);
  }
  return secrets;
}

/**
 * A command line's words with the values of secret-looking options and tokens of known formats hidden, for showing
 * how a server starts: `--api-key VALUE`, `--token=VALUE` and `GITHUB_TOKEN=VALUE` (an `env` or `docker -e`
 * assignment) keep their names and lose their values; URLs among them are redacted as everywhere. A word holding a
 * whole command line (`"command": "server --token …"`) is judged word by word, and given back as one word.
 */
export function redactCommandWords(words: readonly string[]): string[] {
  const split = splitWords(words);
  const out = split.map(({ word }) => redactSecretTokens(redactUrl(word)));
  for (let i = 0; i < split.length; i++) {
    const value = optionValue(split, i);
    if (value?.inWord) out[i] = split[i]!.word.slice(0, split[i]!.word.length - value.value.length) + HIDDEN;
    else if (value) {
      out[i + 1] = HIDDEN;
      // A value given as a word of its own is hidden whole, though its blanks split it into pieces here.
      if (split[i + 1]!.of !== split[i]!.of)
        for (let j = i + 2; j < split.length && split[j]!.of === split[i + 1]!.of; j++) out[j] = '';
    }
  }
  const joined: string[][] = words.map(() => []);
  split.forEach(({ of }, i) => {
    if (out[i] !== '') joined[of]!.push(out[i]!);
  });
  return joined.map((pieces) => pieces.join(' '));
}

/**
 * The credentials a server is started or reached with, as they may come back in its errors or its stderr: an HTTP
 * server's URL and header secrets; a stdio server's `env` values (all of them: a config's `env` is where credentials
 * go), the values of its secret-looking options and its tokens of known formats.
 */
export function secretsOfTarget(target: LiveTarget): string[] {
  if (target.kind === 'http') return secretsOfServer(target.url, target.headers);
  const secrets = Object.values(target.env ?? {});
  const split = splitWords([target.command, ...target.args]);
  for (let i = 0; i < split.length; i++) {
    const value = optionValue(split, i);
    if (value) secrets.push(value.value);
    for (const token of split[i]!.word.match(SECRET_TOKEN) ?? []) secrets.push(token);
  }
  return secrets;
}

/** Each word of a command line, with the index of the given word it came from (a word may hold several). */
function splitWords(words: readonly string[]): CommandPiece[] {
  return words.flatMap((whole, of) => {
    const pieces = whole.split(/\s+/).filter((piece) => piece !== '');
    return (pieces.length > 1 ? pieces : [whole]).map((word) => ({ word, of, whole }));
  });
}

interface CommandPiece {
  word: string;
  /** The index of the given word it is part of, and that word. */
  of: number;
  whole: string;
}

/**
 * The secret value word i gives: `--token=VALUE` or `TOKEN=VALUE` (in the word); `--token VALUE`: the next given word
 * whole, or the next piece of a word that holds a whole command line.
 */
function optionValue(split: readonly CommandPiece[], i: number): { value: string; inWord: boolean } | undefined {
  const word = split[i]!.word;
  const assignment = /^(-{0,2})([A-Za-z][\w.-]*)=(.+)$/s.exec(word);
  if (assignment && isSecretParameter(assignment[2]!)) return { value: assignment[3]!, inWord: true };
  const flag = /^--?([A-Za-z][\w.-]*)$/.exec(word);
  const next = split[i + 1];
  if (!flag || !isSecretParameter(flag[1]!) || next === undefined || next.word.startsWith('-')) return undefined;
  return { value: next.of === split[i]!.of ? next.word : next.whole, inWord: false };
}
