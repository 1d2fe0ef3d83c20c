// Rules of `mcp-lint diff`: one per change class, so each can be tuned with --rule or config.
import type { Rule } from '../../core/types.js';
import toolRemoved from './tool-removed.js';
import toolRenamed from './tool-renamed.js';
import toolAdded from './tool-added.js';
import requiredParameterAdded from './required-parameter-added.js';
import parameterRemoved from './parameter-removed.js';
import parameterRenamed from './parameter-renamed.js';
import parameterAdded from './parameter-added.js';
import parameterTypeNarrowed from './parameter-type-narrowed.js';
import enumValueRemoved from './enum-value-removed.js';
import parameterConstraintTightened from './parameter-constraint-tightened.js';
import defaultChanged from './default-changed.js';
import outputFieldRemoved from './output-field-removed.js';
import outputTypeChanged from './output-type-changed.js';
import toolBecameDestructive from './tool-became-destructive.js';
import toolHintRiskier from './tool-hint-riskier.js';
import descriptionMeaningChanged from './description-meaning-changed.js';
import descriptionReworded from './description-reworded.js';
import schemaRelaxed from './schema-relaxed.js';
import definitionChanged from './definition-changed.js';

export const diffRules: readonly Rule[] = [
  toolRemoved,
  toolRenamed,
  toolAdded,
  requiredParameterAdded,
  parameterRemoved,
  parameterRenamed,
  parameterAdded,
  parameterTypeNarrowed,
  enumValueRemoved,
  parameterConstraintTightened,
  defaultChanged,
  outputFieldRemoved,
  outputTypeChanged,
  toolBecameDestructive,
  toolHintRiskier,
  descriptionMeaningChanged,
  descriptionReworded,
  schemaRelaxed,
  definitionChanged,
];
