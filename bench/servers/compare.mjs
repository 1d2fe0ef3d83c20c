// Compares the tools a server lists live with the tools source mode rebuilt from its package: names and inputSchemas.
// Pure functions, no I/O (tested in test/bench/servers-compare.test.ts).

/** JSON with object keys sorted: key order means nothing in JSON Schema; array order is kept. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The schema without `$schema` keywords (a dialect tag: it does not change which arguments are valid). */
export function withoutDialect(value) {
  if (Array.isArray(value)) return value.map(withoutDialect);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '$schema')
        .map(([k, v]) => [k, withoutDialect(v)]),
    );
  }
  return value;
}

/** The first JSON pointer (in sorted key order) where two values differ, with both sides abbreviated. */
export function firstDifference(live, rebuilt, pointer = '') {
  if (canonical(live) === canonical(rebuilt)) return undefined;
  const bothObjects =
    live &&
    rebuilt &&
    typeof live === 'object' &&
    typeof rebuilt === 'object' &&
    Array.isArray(live) === Array.isArray(rebuilt);
  if (bothObjects) {
    const keys = [...new Set([...Object.keys(live), ...Object.keys(rebuilt)])].sort();
    for (const key of keys) {
      const escaped = String(key).replace(/~/g, '~0').replace(/\//g, '~1');
      const found = firstDifference(live[key], rebuilt[key], `${pointer}/${escaped}`);
      if (found) return found;
    }
  }
  const short = (v) => (v === undefined ? '(absent)' : canonical(v).slice(0, 160));
  return { pointer, live: short(live), rebuilt: short(rebuilt) };
}

/**
 * @param liveTools the `tools` array of a capture
 * @param rebuiltTools what source mode rebuilt: [{ name, inputSchema, source, api, unresolved: string[], mayNotBeListed?: boolean }]
 */
export function compareTools(liveTools, rebuiltTools) {
  const live = new Map();
  for (const tool of liveTools) if (typeof tool?.name === 'string' && !live.has(tool.name)) live.set(tool.name, tool);
  const found = new Map();
  for (const tool of rebuiltTools) {
    if (typeof tool.name !== 'string') continue;
    if (!found.has(tool.name)) found.set(tool.name, []);
    found.get(tool.name).push(tool);
  }
  const tp = [...found.keys()].filter((n) => live.has(n));
  const fp = [...found.keys()].filter((n) => !live.has(n));
  const missed = [...live.keys()].filter((n) => !found.has(n));
  const schemaDiffs = [];
  let strictEqual = 0;
  let normalEqual = 0;
  // An unequal schema that source mode flagged as partly unreadable is honest; one it did not flag is silently wrong.
  let unequalFlagged = 0;
  for (const name of tp) {
    const liveSchema = live.get(name).inputSchema;
    // A name found more than once (an ESM and a CJS build of the same code) counts as equal when any copy is.
    const copies = found.get(name);
    if (copies.some((c) => canonical(c.inputSchema) === canonical(liveSchema))) strictEqual++;
    const normal = copies.some(
      (c) => canonical(withoutDialect(c.inputSchema)) === canonical(withoutDialect(liveSchema)),
    );
    if (normal) {
      normalEqual++;
      continue;
    }
    const copy = copies[0];
    const unresolved = (copy.unresolved ?? []).filter((p) => p === '' || p.startsWith('/inputSchema'));
    if (unresolved.length > 0) unequalFlagged++;
    schemaDiffs.push({
      name,
      source: copy.source,
      unresolved,
      ...firstDifference(withoutDialect(liveSchema), withoutDialect(copy.inputSchema)),
    });
  }
  return {
    live: live.size,
    found: found.size,
    foundDefinitions: rebuiltTools.length,
    tp: tp.length,
    fp: fp.length,
    // False positives source mode itself marked as possibly unlisted (an upper bound of a run-time filter).
    fpUpperBound: fp.filter((n) => found.get(n).every((c) => c.mayNotBeListed)).length,
    strictEqual,
    normalEqual,
    unequalFlagged,
    missed,
    falsePositives: fp.map((name) => ({ name, source: found.get(name)[0].source, api: found.get(name)[0].api })),
    schemaDiffs,
  };
}
