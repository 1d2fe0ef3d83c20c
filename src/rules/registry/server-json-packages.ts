// What server.json tells a client to install and connect to must make sense before the registry and every client
// trust it: a package that is this project's, a transport that fits how it starts, remotes a client anywhere can reach.
import { defineRule } from '../../core/types.js';
import { joinPointer } from '../../core/pointer.js';
import { quote } from '../../spec/value-text.js';
import { isObject } from '../../core/json-value.js';
import { manifestOf, packagesOf, reportAt, text } from '../shared/registry.js';

/** The only registries the official MCP Registry accepts for these package types (package-types.mdx). */
const OFFICIAL_BASE: Record<string, string> = { npm: 'https://registry.npmjs.org', pypi: 'https://pypi.org' };
const VERSION_RANGE = /^(?:[\^~<>=*]|.*(?:\.(?:x|\*)(?:\.|$)|\s-\s|\|\|))|^latest$/i;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d+){3}|0\.0\.0\.0|\[::1?\])$/i;

const rule = defineRule({
  id: 'server-json-packages',
  meta: {
    description:
      "server.json's packages and remotes do not fit the project or each other: another npm package, a version range, a transport or URL a client cannot use",
    defaultLevel: 'warning',
    scope: 'registry',
    messages: {
      nothingToInstall:
        'server.json lists no "packages" and no "remotes": a client finds nothing to install or connect to. Add the package the server ships in, or its remote URL.',
      notThisPackage:
        'server.json lists the npm package(s) {{identifiers}}, but the package.json beside it is {{name}}. List this package, or move server.json to the project it describes.',
      versionRange:
        'The package version {{version}} is a range or a tag; the registry accepts only an exact version (such as "1.2.3").',
      baseUrl:
        '"registryBaseUrl" is {{url}}, but the MCP Registry accepts {{registryType}} packages only from {{official}}. Remove it or use that URL.',
      stdioWithUrl:
        'The transport is "stdio" but has a "url"; a stdio server is started as a process and has no URL. Remove the url, or set the type the server speaks ("streamable-http").',
      sse: 'The transport is "sse", which the MCP specification replaced by "streamable-http" in 2025-03-26; clients are dropping it. Serve and declare "streamable-http".',
      runtimeHint:
        '"runtimeArguments" are given without "runtimeHint"; a client cannot tell which runtime ({{examples}}) they are for. Add the runtimeHint.',
      localRemote:
        'The remote URL {{url}} {{why}}; a remote in the registry must be reachable by every client. Give its public https URL.',
    },
  },
  checkSource(_tools, context) {
    const registry = manifestOf(context, 'server.json');
    if (!registry) return;
    const { document } = registry;
    const packages = packagesOf(document);
    const remotes = Array.isArray(document.remotes) ? document.remotes : [];
    if (packages.length === 0 && remotes.length === 0) reportAt(context, registry, '', 'nothingToInstall');

    const name = text(registry.project.packageJson?.value?.name);
    const npm = packages.filter((p) => p.registryType === 'npm' && p.identifier !== undefined);
    if (name !== undefined && npm.length > 0 && !npm.some((p) => p.identifier === name)) {
      reportAt(context, registry, npm[0]!.pointer + '/identifier', 'notThisPackage', {
        identifiers: npm.map((p) => quote(p.identifier!)).join(', '),
        name: quote(name),
      });
    }
    for (const entry of packages) {
      const version = text(entry.value.version);
      if (version !== undefined && VERSION_RANGE.test(version.trim()))
        reportAt(context, registry, joinPointer(entry.pointer, 'version'), 'versionRange', { version: quote(version) });
      const base = text(entry.value.registryBaseUrl);
      const official = entry.registryType !== undefined ? OFFICIAL_BASE[entry.registryType] : undefined;
      if (base !== undefined && official !== undefined && base.replace(/\/+$/, '') !== official) {
        reportAt(context, registry, joinPointer(entry.pointer, 'registryBaseUrl'), 'baseUrl', {
          url: quote(base),
          registryType: entry.registryType!,
          official,
        });
      }
      if (entry.value.runtimeArguments !== undefined && entry.value.runtimeHint === undefined) {
        reportAt(context, registry, joinPointer(entry.pointer, 'runtimeArguments'), 'runtimeHint', {
          examples: 'npx, uvx, docker, dnx',
        });
      }
      const transport = entry.value.transport;
      if (!isObject(transport)) continue;
      const pointer = joinPointer(entry.pointer, 'transport');
      if (transport.type === 'stdio' && transport.url !== undefined)
        reportAt(context, registry, joinPointer(pointer, 'url'), 'stdioWithUrl');
      if (transport.type === 'sse') reportAt(context, registry, joinPointer(pointer, 'type'), 'sse');
    }
    remotes.forEach((remote: unknown, index) => {
      if (!isObject(remote)) return;
      const pointer = joinPointer('/remotes', index);
      if (remote.type === 'sse') reportAt(context, registry, joinPointer(pointer, 'type'), 'sse');
      const url = text(remote.url);
      const why = url === undefined ? undefined : localReason(url);
      if (why) reportAt(context, registry, joinPointer(pointer, 'url'), 'localRemote', { url: quote(url!, 120), why });
    });
  },
});

/** Why a remote URL cannot be reached by clients elsewhere; undefined for a public https URL or a template. */
function localReason(url: string): string | undefined {
  if (url.startsWith('{')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined; // the schema's format check reports it
  }
  if (LOCAL_HOST.test(parsed.hostname)) return 'points at this machine';
  if (parsed.protocol === 'http:') return 'is plain http';
  return undefined;
}

export default rule;
