import type { Rule } from '../../core/types.js';
import toolResultValid from './tool-result-valid.js';
import toolCallCompletes from './tool-call-completes.js';
import toolCallSucceeds from './tool-call-succeeds.js';
import structuredContentConforms from './structured-content-conforms.js';
import structuredContentMirrored from './structured-content-mirrored.js';
import structuredContentOnError from './structured-content-on-error.js';
import invalidArgumentsHandled from './invalid-arguments-handled.js';
import unknownToolErrorCode from './unknown-tool-error-code.js';
import unknownToolSdkResult from './unknown-tool-sdk-result.js';
import toolResultSize from './tool-result-size.js';
import serverDisabledInConfig from './server-disabled-in-config.js';
import toolsCapabilityDeclared from './tools-capability-declared.js';
import initializeProtocolVersion from './initialize-protocol-version.js';
import serverRequestsBounded from './server-requests-bounded.js';
import uiResourceListed from './ui-resource-listed.js';
import toolsListPages from './tools-list-pages.js';
import toolsListCacheHints from './tools-list-cache-hints.js';
import toolsListOrderStable from './tools-list-order-stable.js';

// handler-returns-bare-string and structured-content-returned also run on live inputs: they are registered
// with the source rules (extraScopes: ['live']) and call ./live-findings.ts.
export const liveRules: Rule[] = [
  toolResultValid,
  toolCallCompletes,
  toolCallSucceeds,
  structuredContentConforms,
  structuredContentMirrored,
  structuredContentOnError,
  invalidArgumentsHandled,
  unknownToolErrorCode,
  unknownToolSdkResult,
  toolResultSize,
  serverDisabledInConfig,
  toolsCapabilityDeclared,
  initializeProtocolVersion,
  serverRequestsBounded,
  uiResourceListed,
  toolsListPages,
  toolsListCacheHints,
  toolsListOrderStable,
];
