// Servers of many small tools, for the rules that cap how many tools a client takes (one server, or a run's servers).

export const tool = (name: string) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

/** n tools named prefix0, prefix1, … */
export const many = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => tool(`${prefix}${i}`));

/** Another server of the same run listing n tools; `precedes`: it comes first, so it reports the run's total. */
export const peer = (source: string, n: number, precedes = false) => {
  const tools = many(n, source).map((definition, i) => ({
    definition,
    documentPointer: `/tools/${i}`,
    locate: () => undefined,
  }));
  return { source, toolNames: new Set(tools.map((t) => t.definition.name)), tools, precedes };
};
