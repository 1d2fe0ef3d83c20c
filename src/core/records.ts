// Records keyed by names that come from the input (tool names, server keys). A plain `{}` answers `constructor`,
// `toString` or `__proto__` from Object.prototype, and assigning `record["__proto__"]` replaces the prototype
// instead of adding a key; records made here have no prototype, and lookups only see their own keys.

/** A record without a prototype holding these entries (later entries win), so every name is an ordinary key. */
export function recordOf<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const record = Object.create(null) as Record<string, V>;
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/** The record's own value under `key`, never one inherited from a prototype. */
export function ownValue<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
