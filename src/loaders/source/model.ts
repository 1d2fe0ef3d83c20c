// What source mode learns about the code while it reads it (which declaration a name is, who calls a function, what a
// module exports, the branch ids of a path, …), kept for one run and dropped with it, as Ruff's SemanticModel is.
// A module that remembers something declares a typed slot for it once (`new Memo<K, V>('…')`); the model holds the
// values. So no module keeps state of its own: two runs in one process (serve, the ESLint plugin, --fix's passes)
// never see each other's answers, and a test of one run cannot pass because of what an earlier one cached.

/** A table of answers per node (or per other object of the run), declared by the module that computes them. */
export class Memo<K extends object, V> {
  declare private readonly types: [K, V];
  constructor(readonly what: string) {}
}

/** One object per run (an index, a registry), declared by the module that builds it. */
export class Slot<V> {
  declare private readonly type: V;
  constructor(readonly what: string) {}
}

export class SourceModel {
  private readonly tables = new Map<Memo<object, unknown>, WeakMap<object, unknown>>();
  private readonly slots = new Map<Slot<unknown>, unknown>();

  /** The run's table for `memo`. */
  table<K extends object, V>(memo: Memo<K, V>): WeakMap<K, V> {
    let table = this.tables.get(memo as Memo<object, unknown>);
    if (!table) this.tables.set(memo as Memo<object, unknown>, (table = new WeakMap()));
    return table as WeakMap<K, V>;
  }

  /** `compute(key)`, once per key in this run. */
  remember<K extends object, V>(memo: Memo<K, V>, key: K, compute: (key: K) => V): V {
    const table = this.table(memo);
    if (table.has(key)) return table.get(key) as V;
    const value = compute(key);
    table.set(key, value);
    return value;
  }

  /** The run's object for `slot`, made by `create` when first asked for. */
  one<V>(slot: Slot<V>, create: () => V): V {
    if (this.slots.has(slot as Slot<unknown>)) return this.slots.get(slot as Slot<unknown>) as V;
    const value = create();
    this.slots.set(slot as Slot<unknown>, value);
    return value;
  }

  /** Puts the run's object for `slot` in place (the loader's caller index, built over the linted files). */
  set<V>(slot: Slot<V>, value: V): V {
    this.slots.set(slot as Slot<unknown>, value);
    return value;
  }
}
