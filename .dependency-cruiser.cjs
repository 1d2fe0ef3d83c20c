// The layering of src/, checked by `npm run lint:layers` and in `npm test` (test/architecture.test.ts).
// Imports only go down: a folder may import the folders of lower layers, never a higher one, and folders of the
// same layer never import each other. docs/architecture.md draws the same picture.
const LAYERS = [
  ['core'], // the contract: rules, findings, loaded sources, the engine, pointers, messages
  ['files'], // every file read and write
  ['json-text', 'spec', 'tokens'], // JSON text with positions; JSON Schema and the MCP spec; token counts
  ['config'], // config files, presets, client profiles
  ['inputs'], // command-line inputs to files
  ['cache', 'compare'], // --cache; diff and pin comparison
  ['rules'], // one file per rule
  ['loaders', 'formatters', 'fix'], // inputs to loaded sources; reports to text; fixes to files
  ['api'], // lint(), diff, pin: the library the commands are shells over
  ['cli', 'create', 'eslint-plugin', 'index\\.ts'], // the commands, the ESLint plugin, the package entry
];

const folder = (name) => `^src/${name}(/|$)`;
const forbidden = [
  {
    name: 'no-cycles',
    comment: 'A cycle makes two modules one; break it by moving what both need one layer down.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];
LAYERS.forEach((layer, rank) => {
  const higher = LAYERS.slice(rank + 1).flat();
  for (const name of layer) {
    const peers = layer.filter((other) => other !== name);
    forbidden.push({
      name: `${name.replace('\\.ts', '')}-imports-down-only`,
      comment: `src/${name.replace('\\', '')} is in layer ${rank}; it may import only lower layers.`,
      severity: 'error',
      from: { path: folder(name) },
      to: { path: [...higher, ...peers].map(folder) },
    });
  }
});
// Inside rules/: a rule imports the shared helpers, never another rule's file; the helpers import no rule.
forbidden.push(
  {
    name: 'rule-imports-no-other-rule',
    comment: 'Rules share code through rules/shared/, so each rule can change alone.',
    severity: 'error',
    from: { path: '^src/rules/(definition|diff|live|pin|registry|source)/[^/]+\\.ts$', pathNot: '/index\\.ts$' },
    to: { path: '^src/rules/(definition|diff|live|pin|registry|source)/', pathNot: '/index\\.ts$' },
  },
  {
    name: 'shared-helpers-import-no-rule',
    severity: 'error',
    from: { path: '^src/rules/shared/' },
    to: { path: '^src/rules/(?!shared/)' },
  },
  {
    name: 'loaders-import-no-sibling-index',
    comment: 'Each loader imports the loaders’ shared interface (loaders/loader.ts), never the list of loaders.',
    severity: 'error',
    from: { path: '^src/loaders/[^/]+/' },
    to: { path: '^src/loaders/index\\.ts$' },
  },
);

module.exports = {
  forbidden,
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The generated Ajv validators (scripts/build-validators.mjs) import only Ajv's runtime.
    exclude: { path: '^src/spec/generated/' },
  },
};
