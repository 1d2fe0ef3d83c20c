// Writes THIRD-PARTY-NOTICES: the name, version, licence and licence text of every package whose code the build
// bundled into dist/ (read from esbuild's metafiles, so the list is exactly what ships). Bundling copies their code,
// and their licences (MIT, ISC, BSD) ask that the notice travel with it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NOTICES_FILE = 'THIRD-PARTY-NOTICES';

/** The package directories (relative to the root) that the metafiles' inputs come from. */
export function bundledPackageDirs(metafiles) {
  const dirs = new Set();
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) {
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (match) dirs.add(match[1]);
    }
  }
  return [...dirs].sort();
}

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : undefined;
}

/** The notices of other projects' material a package itself carries (TypeScript's ThirdPartyNoticeText.txt). */
function carriedNotices(dir) {
  const file = readdirSync(dir).find((name) => /^third-?party-?notice/i.test(name));
  return file ? `\n\n${readFileSync(join(dir, file), 'utf8').trim()}` : '';
}

/** `carried`: sections for material that is not a package's code (the token table's vocabulary). */
export function writeThirdPartyNotices(root, metafiles, carried = []) {
  const sections = [];
  const seen = new Set();
  for (const dir of bundledPackageDirs(metafiles)) {
    const absolute = join(root, dir);
    if (!existsSync(join(absolute, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(absolute, 'package.json'), 'utf8'));
    const id = `${manifest.name}@${manifest.version}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const text = licenceText(absolute);
    if (!text) throw new Error(`${id} (bundled) has no LICENSE file: check its licence before shipping it.`);
    sections.push(
      `${id} — ${manifest.license ?? 'see below'}\n${manifest.repository?.url ?? manifest.homepage ?? ''}\n\n${text}${carriedNotices(absolute)}`,
    );
  }
  // The official schemas of the publishing manifests, compiled into the bundle's validators (src/spec/registry-schemas/).
  const schemas = join(root, 'src/spec/registry-schemas');
  for (const [file, what] of [
    ['LICENSE-static.txt', 'modelcontextprotocol/static: the server.json schemas'],
    ['LICENSE-mcpb.txt', 'modelcontextprotocol/mcpb: the MCP bundle manifest schemas'],
  ]) {
    sections.push(
      `${what} — MIT\nhttps://github.com/${what.split(':')[0]}\n\n${readFileSync(join(schemas, file), 'utf8').trim()}`,
    );
  }
  sections.push(...carried);
  const header =
    'create-mcp-tool bundles the following packages and schemas into dist/. Each is distributed under its own licence, reproduced below.\n';
  writeFileSync(join(root, NOTICES_FILE), `${header}\n${sections.map((s) => `${'='.repeat(78)}\n${s}\n`).join('\n')}`);
  return [...seen];
}
