// A deterministic corpus of realistic MCP tool definitions (saved `tools/list` results) for benchmarks.
// Tools look like what real servers list: verb_noun names, a sentence or two of description, 1–7 parameters
// with descriptions, enums, bounds, nested filter objects and arrays, annotations on most tools — and the usual
// share of defects (a missing description or `required`, a typo in `required`, contradictory hints, `type: "strin"`),
// so the linters under comparison have something to report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Small seeded PRNG (mulberry32): the same seed gives the same corpus on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOMAINS = [
  { noun: ['issue', 'pull_request', 'repository', 'commit', 'branch'], area: 'GitHub' },
  { noun: ['file', 'directory', 'document', 'attachment'], area: 'the workspace' },
  { noun: ['table', 'row', 'query', 'index'], area: 'the database' },
  { noun: ['event', 'calendar', 'reminder'], area: 'the calendar' },
  { noun: ['forecast', 'alert', 'station'], area: 'the weather service' },
  { noun: ['page', 'article', 'bookmark'], area: 'the knowledge base' },
  { noun: ['ticket', 'customer', 'invoice'], area: 'the help desk' },
  { noun: ['message', 'channel', 'thread'], area: 'the chat workspace' },
];
const READ_VERBS = ['get', 'list', 'search', 'find', 'read', 'fetch'];
const WRITE_VERBS = ['create', 'update', 'add', 'send', 'move'];
const DESTRUCTIVE_VERBS = ['delete', 'remove', 'archive', 'overwrite'];

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

function parameter(rnd, noun) {
  const kinds = [
    () => [
      'query',
      { type: 'string', description: `Text to search for in ${noun} titles and bodies.`, minLength: 1, maxLength: 256 },
    ],
    () => [
      'limit',
      { type: 'integer', description: 'Maximum number of results to return.', minimum: 1, maximum: 100, default: 20 },
    ],
    () => [
      'cursor',
      { type: 'string', description: 'Opaque cursor from a previous response, to fetch the next page.' },
    ],
    () => [
      `${noun}_id`,
      { type: 'string', description: `Identifier of the ${noun.replace('_', ' ')}.`, pattern: '^[A-Za-z0-9_-]{1,64}$' },
    ],
    () => [
      'sort',
      { type: 'string', description: 'Sort order of the results.', enum: ['created', 'updated', 'relevance'] },
    ],
    () => ['include_archived', { type: 'boolean', description: 'Also return archived items.', default: false }],
    () => [
      'tags',
      {
        type: 'array',
        description: 'Only items carrying all of these tags.',
        items: { type: 'string', maxLength: 50 },
        maxItems: 20,
      },
    ],
    () => [
      'filter',
      {
        type: 'object',
        description: 'Narrow the results down.',
        properties: {
          author: { type: 'string', description: 'Login of the author.' },
          since: { type: 'string', format: 'date-time', description: 'Only items changed after this time (ISO 8601).' },
          state: { type: 'string', enum: ['open', 'closed', 'all'], description: 'State of the items.' },
        },
        required: ['state'],
        additionalProperties: false,
      },
    ],
    () => [
      'body',
      { type: 'string', description: `Content of the ${noun.replace('_', ' ')} in Markdown.`, maxLength: 65536 },
    ],
    () => [
      'path',
      { type: 'string', description: 'Path relative to the workspace root, with / separators.', maxLength: 1024 },
    ],
  ];
  return pick(rnd, kinds)();
}

function tool(rnd, index) {
  const domain = pick(rnd, DOMAINS);
  const noun = pick(rnd, domain.noun);
  const kind = rnd();
  const verbs = kind < 0.6 ? READ_VERBS : kind < 0.85 ? WRITE_VERBS : DESTRUCTIVE_VERBS;
  const verb = pick(rnd, verbs);
  const name = `${verb}_${noun}${index >= 0 ? `_${index}` : ''}`;
  const properties = {};
  const count = 1 + Math.floor(rnd() * 6);
  for (let i = 0; i < count; i++) {
    const [key, schema] = parameter(rnd, noun);
    properties[key] = schema;
  }
  const keys = Object.keys(properties);
  const required = keys.filter(() => rnd() < 0.5);
  const definition = {
    name,
    title: `${verb[0].toUpperCase()}${verb.slice(1)} ${noun.replace('_', ' ')}`,
    description: `${verb[0].toUpperCase()}${verb.slice(1)} a ${noun.replace('_', ' ')} in ${domain.area}. Returns the matching ${noun.replace('_', ' ')} records as JSON, newest first.`,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
  };
  if (rnd() < 0.75) {
    definition.annotations = {
      readOnlyHint: verbs === READ_VERBS,
      destructiveHint: verbs === DESTRUCTIVE_VERBS,
      idempotentHint: verbs !== WRITE_VERBS,
      openWorldHint: rnd() < 0.5,
    };
  }
  if (rnd() < 0.2) {
    definition.outputSchema = {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'object' } }, next_cursor: { type: ['string', 'null'] } },
      required: ['items'],
    };
  }
  // The defects real corpora show, at roughly their real rates.
  const defect = rnd();
  if (defect < 0.1) delete properties[keys[0]].description;
  else if (defect < 0.16) delete definition.inputSchema.required;
  else if (defect < 0.19) definition.inputSchema.required = [...required, 'qeury'];
  else if (defect < 0.21 && definition.annotations)
    definition.annotations.readOnlyHint = definition.annotations.destructiveHint = true;
  else if (defect < 0.22) properties[keys[0]].type = 'strin';
  else if (defect < 0.24) definition.description = '';
  else if (defect < 0.25) definition.name = `${verb} ${noun}`;
  return definition;
}

/**
 * Writes `files` files of `toolsPerFile` tools each into `dir` and returns their paths (relative to dir).
 * Seeded, so every run and machine lints the same bytes.
 */
export function writeCorpus(dir, { files = 100, toolsPerFile = 20, seed = 20251125 } = {}) {
  const rnd = random(seed);
  mkdirSync(dir, { recursive: true });
  const names = [];
  for (let f = 0; f < files; f++) {
    const tools = [];
    for (let t = 0; t < toolsPerFile; t++) tools.push(tool(rnd, f * toolsPerFile + t));
    const name = `server-${String(f).padStart(3, '0')}.json`;
    writeFileSync(join(dir, name), JSON.stringify({ tools }, null, 2) + '\n');
    names.push(name);
  }
  return names;
}
