// A publishing manifest says which version it describes; the package beside it says which version it is. When they
// differ the registry lists a version that does not exist (or points a client at an older package), and a bundle ships
// with a version no release has.
import { defineRule } from '../../core/types.js';
import { joinPointer } from '../../core/pointer.js';
import { quote } from '../../spec/value-text.js';
import { isObject } from '../../core/json-value.js';
import { manifestOf, ownNpmPackage, ownPypiPackage, reportAt, text } from '../shared/registry.js';

const rule = defineRule({
  id: 'manifest-version-matches-package',
  meta: {
    description:
      "server.json's or an MCP bundle manifest's version differs from the version of the package beside it (package.json, pyproject.toml)",
    defaultLevel: 'error',
    scope: 'registry',
    messages: {
      serverVersion:
        'server.json "version" is {{version}}, but {{file}} says {{packageVersion}}. Publish server.json with the version of the package it describes.',
      packageVersion:
        'The {{registryType}} package {{pkg}} is listed at version {{version}}, but {{file}} says {{packageVersion}}; clients would install another release than this one. Make them equal.',
      bundleVersion:
        'manifest.json "version" is {{version}}, but {{file}} says {{packageVersion}}. Bundle the version the package is.',
    },
  },
  checkSource(_tools, context) {
    const registry = context.source.registry;
    if (!registry || !isObject(registry.document)) return;
    const packageJson = registry.project.packageJson;
    const packageVersion = text(packageJson?.value?.version);
    const mcpb = manifestOf(context, 'mcpb');
    if (mcpb) {
      const version = text(mcpb.document.version);
      if (packageJson && packageVersion !== undefined && version !== undefined && version !== packageVersion) {
        reportAt(context, mcpb, '/version', 'bundleVersion', {
          version: quote(version),
          file: packageJson.path,
          packageVersion: quote(packageVersion),
        });
      }
      return;
    }
    const server = manifestOf(context, 'server.json');
    if (!server) return;
    // The project's own version: package.json when server.json lists its npm package, pyproject.toml for its PyPI one.
    const npm = ownNpmPackage(server);
    const pypi = ownPypiPackage(server);
    const own =
      npm && packageVersion !== undefined
        ? { entry: npm.entry, file: packageJson!.path, version: packageVersion, registryType: 'npm' }
        : pypi && server.project.pyproject?.version !== undefined
          ? {
              entry: pypi,
              file: server.project.pyproject.path,
              version: server.project.pyproject.version,
              registryType: 'PyPI',
            }
          : undefined;
    if (!own) return;
    const serverVersion = text(server.document.version);
    if (serverVersion !== undefined && serverVersion !== own.version) {
      reportAt(context, server, '/version', 'serverVersion', {
        version: quote(serverVersion),
        file: own.file,
        packageVersion: quote(own.version),
      });
    }
    const listed = text(own.entry.value.version);
    if (listed !== undefined && listed !== own.version) {
      reportAt(context, server, joinPointer(own.entry.pointer, 'version'), 'packageVersion', {
        registryType: own.registryType,
        pkg: quote(own.entry.identifier!, 200),
        version: quote(listed),
        file: own.file,
        packageVersion: quote(own.version),
      });
    }
  },
});

export default rule;
