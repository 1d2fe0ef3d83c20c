import type { Rule } from '../../core/types.js';
import annotationsConsistent from './annotations-consistent.js';
import annotationsPresent from './annotations-present.js';
import broadCapability from './broad-capability.js';
import dangerousToolDescribed from './dangerous-tool-described.js';
import descriptionQuality from './description-quality.js';
import destructiveHint from './destructive-hint.js';
import inputSchemaRequiredArray from './input-schema-required-array.js';
import inputSchemaRootObject from './input-schema-root-object.js';
import inputSchemaValid from './input-schema-valid.js';
import noParametersClosed from './no-parameters-closed.js';
import outputSchemaValid from './output-schema-valid.js';
import propertyDescription from './property-description.js';
import requiredNullableParameter from './required-nullable-parameter.js';
import descriptionRepeatsEnum from './description-repeats-enum.js';
import requiredPropertyExists from './required-property-exists.js';
import schemaPortability from './schema-portability.js';
import stringBounds from './string-bounds.js';
import toolDefinitionValid from './tool-definition-valid.js';
import toolDescription from './tool-description.js';
import toolNameFormat from './tool-name-format.js';
import toolNameUnique from './tool-name-unique.js';
import toolNameRegistrable from './tool-name-registrable.js';
import xMcpHeaderValid from './x-mcp-header-valid.js';
import iconsValid from './icons-valid.js';
import metaKeysValid from './meta-keys-valid.js';
import executionLegacy from './execution-legacy.js';
import hiddenText from './hidden-text.js';
import invisibleCharacters from './invisible-characters.js';
import toolPoisoning from './tool-poisoning.js';
import suspiciousInstructions from './suspicious-instructions.js';
import secretInDefinition from './secret-in-definition.js';
import crossServerShadowing from './cross-server-shadowing.js';
import contextBudget from './context-budget.js';
import clientVscode from './client-vscode.js';
import clientCursor from './client-cursor.js';
import clientClaude from './client-claude.js';
import clientOpenai from './client-openai.js';
import clientOpenaiStrict from './client-openai-strict.js';
import clientGemini from './client-gemini.js';
import clientCopilotCli from './client-copilot-cli.js';
import clientClaudeCode from './client-claude-code.js';
import clientCopilotStudio from './client-copilot-studio.js';
import clientWindsurf from './client-windsurf.js';
import clientTrae from './client-trae.js';
import clientCodex from './client-codex.js';
import toolsConfusable from './tools-confusable.js';
import toolHardToFind from './tool-hard-to-find.js';
import toolTitlePresent from './tool-title-present.js';
import annotationHintsDeclared from './annotation-hints-declared.js';
import arrayItemsPresent from './array-items-present.js';
import keywordsFitType from './keywords-fit-type.js';
import defaultFitsSchema from './default-fits-schema.js';
import defsReferenced from './defs-referenced.js';
import sdkTypeInInput from './sdk-type-in-input.js';
import placeholderInText from './placeholder-in-text.js';
import alternativesInSchema from './alternatives-in-schema.js';
import parametersPublished from './parameters-published.js';

/** Definition rules run on every input (JSON, source, live). Order: spec validity first, then quality. */
export const definitionRules: Rule[] = [
  toolDefinitionValid,
  inputSchemaRootObject,
  inputSchemaValid,
  outputSchemaValid,
  requiredPropertyExists,
  arrayItemsPresent,
  keywordsFitType,
  defaultFitsSchema,
  sdkTypeInInput,
  toolNameFormat,
  toolNameUnique,
  toolNameRegistrable,
  annotationsConsistent,
  xMcpHeaderValid,
  iconsValid,
  metaKeysValid,
  executionLegacy,
  toolDescription,
  propertyDescription,
  requiredNullableParameter,
  descriptionRepeatsEnum,
  inputSchemaRequiredArray,
  annotationsPresent,
  destructiveHint,
  dangerousToolDescribed,
  noParametersClosed,
  stringBounds,
  broadCapability,
  descriptionQuality,
  schemaPortability,
  defsReferenced,
  placeholderInText,
  parametersPublished,
  alternativesInSchema,
  // Security: what the model reads that a person reviewing the tool may not see or expect.
  hiddenText,
  invisibleCharacters,
  toolPoisoning,
  suspiciousInstructions,
  secretInDefinition,
  crossServerShadowing,
  contextBudget,
  // Client profiles: off unless --client (or "clients" in the config) names the client (clients/profiles.ts).
  clientVscode,
  clientCursor,
  clientClaude,
  clientOpenai,
  clientOpenaiStrict,
  clientGemini,
  clientCopilotCli,
  clientClaudeCode,
  clientCopilotStudio,
  clientWindsurf,
  clientTrae,
  clientCodex,
  // Directory readiness: off unless a directory preset (anthropic-directory, openai-apps) turns them on.
  toolTitlePresent,
  annotationHintsDeclared,
  // Off by default: a lexical model's guesses, in strict (docs/rules/tools-confusable.md, tool-hard-to-find.md).
  toolsConfusable,
  toolHardToFind,
];
