import { test } from 'vitest';
import { lintFiles, summary } from './helpers.js';
const IDS = ['handler-returns-bare-string','handler-returns-result','json-schema-in-zod-api','structured-content-returned','handler-error-result','stdio-no-console-log','deprecated-tool-api','source-unresolved','input-schema-root-object','input-schema-required-array','tool-description','property-description','required-property-exists','tool-name-unique','tool-name-format', 'input-schema-valid', 'tool-definition-valid'];
test('dump', async () => {
  const files = (process.env.FIX ?? '').split(',');
  const results = await lintFiles(files, {});
  for (const r of results) {
    console.log('##', r.source, r.toolCount);
    console.log(JSON.stringify(summary(r.diagnostics, IDS), null, 2));
  }
});
