// Publishing manifests named or found on the command line: the MCP Registry's server.json and an MCP bundle's
// manifest.json (recognised by name in src/inputs/classify.ts). Each is parsed with positions and paired with the
// project beside it; a file of that name that is not such a manifest (a tools/list capture saved as server.json, a
// browser extension's manifest.json) goes to the JSON loader as before.
import { dirname } from 'node:path';
import { jsonLocator, loadJsonBytes, parseJsonBytes, type JsonLoad } from '../json/index.js';
import { loadFilesOfKind } from '../json/files.js';
import { loadRegistryValidators } from '../../spec/registry-validators.js';
import type { InputLoader } from '../loader.js';
import { manifestFormat, MANIFEST_EXPECTED } from './format.js';
import { readProject } from './project.js';

export const registryFilesLoader: InputLoader = {
  name: 'publishing manifests',
  group: 'files',
  load: (context) =>
    loadFilesOfKind('registry', context, async (bytes, file, source, explicit): Promise<JsonLoad> => {
      const parsed = await parseJsonBytes(bytes, source, {
        explicit,
        kind: 'registry',
        expected: MANIFEST_EXPECTED,
        wanted: (root) => manifestFormat(file.path, root) !== undefined,
      });
      if (parsed.status !== 'parsed') return parsed;
      const format = manifestFormat(file.path, parsed.root);
      if (format === undefined) return loadJsonBytes(bytes, source, { explicit });
      if (parsed.tooDeep) return parsed.tooDeep();
      await loadRegistryValidators();
      const project = await readProject(dirname(file.path), context.options.cwd, context.options.mayRead);
      const registry = { format, document: parsed.root, locate: jsonLocator(parsed.text), project };
      return { status: 'loaded', source: { source, kind: 'registry', tools: [], diagnostics: [], registry } };
    }),
};
