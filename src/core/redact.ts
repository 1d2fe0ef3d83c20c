// Server addresses carry credentials: `http://user:PASSWORD@host/…`, `…?token=…`, and --header values. CI logs
// and SARIF files are often public, so every URL that reaches output — a server's name, a finding, a usage
// error — passes through here. Work is done on the text, not on a parsed URL: a URL that does not parse
// (often the very reason it is shown) is redacted the same way.

const HIDDEN = '***';

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

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;

/** Text with every URL in it redacted, and each of `secrets` (header values, passwords…) replaced by `***`. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(URL_IN_TEXT, (url) => redactUrl(url));
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
export function secretsOfServer(url: string, headers: Record<string, string> = {}): string[] {
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
 * A command line's words with the values of secret-looking options hidden, for showing how a server starts:
 * `--api-key VALUE`, `--token=VALUE` and `GITHUB_TOKEN=VALUE` (an `env` or `docker -e` assignment) keep their
 * names and lose their values; URLs among them are redacted as everywhere.
 */
export function redactCommandWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const assignment = /^(-{0,2})([A-Za-z][\w.-]*)=(.+)$/s.exec(word);
    if (assignment && isSecretParameter(assignment[2]!)) {
      out.push(`${assignment[1]}${assignment[2]}=${HIDDEN}`);
      continue;
    }
    out.push(redactUrl(word));
    const flag = /^--?([A-Za-z][\w.-]*)$/.exec(word);
    if (flag && isSecretParameter(flag[1]!) && i + 1 < words.length && !words[i + 1]!.startsWith('-')) {
      out.push(HIDDEN);
      i++;
    }
  }
  return out;
}
