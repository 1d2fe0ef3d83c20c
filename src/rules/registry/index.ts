import type { Rule } from '../../core/types.js';
import serverJsonValid from './server-json-valid.js';
import mcpbManifestValid from './mcpb-manifest-valid.js';
import serverJsonMcpName from './server-json-mcp-name.js';
import manifestVersionMatchesPackage from './manifest-version-matches-package.js';
import serverJsonPackages from './server-json-packages.js';
import serverJsonEnvVars from './server-json-env-vars.js';

export const registryRules: Rule[] = [
  serverJsonValid,
  mcpbManifestValid,
  serverJsonMcpName,
  manifestVersionMatchesPackage,
  serverJsonPackages,
  serverJsonEnvVars,
];
