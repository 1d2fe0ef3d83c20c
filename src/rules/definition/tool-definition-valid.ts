import { isObject } from '../../core/json-value.js';
import { getAtPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import type { AjvError } from '../../spec/ajv-types.js';
import { describeAjvErrors, pointerLabel } from '../../spec/ajv-errors.js';
import { validateTool } from '../../spec/mcp-validators.js';
import { describeValue } from '../../spec/value-text.js';

const PROPERTY_SCHEMA = /^\/(inputSchema|outputSchema)\/properties\/[^/]+$/;
const ICON_SRC = /^\/icons\/\d+\/src$/;

/**
 * Errors another rule reports better: the inputSchema/outputSchema shape belongs to input-schema-root-object,
 * input-schema-valid and output-schema-valid, and an icon src that is no URI to icons-valid (which says what to
 * write instead). Kept from those: a boolean property schema, which is valid JSON Schema but breaks 2025-11-25's
 * Tool type (each property schema an object).
 */
function ownedByAnotherRule(error: AjvError, definition: Record<string, unknown>): boolean {
  const path = error.instancePath;
  if (error.keyword === 'required' && path === '' && error.params.missingProperty === 'inputSchema') return true;
  if (error.keyword === 'format' && ICON_SRC.test(path)) return true;
  if (!/^\/(inputSchema|outputSchema)(\/|$)/.test(path)) return false;
  return !(PROPERTY_SCHEMA.test(path) && typeof getAtPointer(definition, path) === 'boolean');
}

// The definition against the spec's own Tool schema (checked with a precompiled Ajv validator): what a
// strict client validates before it accepts the tools/list.
const rule = defineRule({
  id: 'tool-definition-valid',
  meta: {
    description: 'the definition must match the MCP Tool schema of the chosen spec version',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      notObject:
        'A tool definition must be a JSON object, got {{value}}. Write {"name": …, "description": …, "inputSchema": {…}}.',
      invalid: '{{problem}}. Fix the definition to match the MCP {{spec}} Tool schema.',
      booleanPropertySchema:
        '{{where}} is the boolean schema {{value}}, but MCP 2025-11-25 types every property schema as an object, so strict clients reject this tool. Write {} instead of true, or {"not": {}} instead of false.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) {
      context.report({ messageId: 'notObject', pointer: '', data: { value: describeValue(definition) } });
      return;
    }
    const errors = validateTool(context.spec, definition).filter((error) => !ownedByAnotherRule(error, definition));
    for (const problem of describeAjvErrors(errors, definition, '', 'The tool')) {
      const value = getAtPointer(definition, problem.pointer);
      if (typeof value === 'boolean' && PROPERTY_SCHEMA.test(problem.pointer)) {
        context.report({
          messageId: 'booleanPropertySchema',
          pointer: problem.pointer,
          data: { where: pointerLabel('', problem.pointer, definition), value: String(value) },
        });
      } else
        context.report({
          messageId: 'invalid',
          pointer: problem.pointer,
          data: { problem: problem.message, spec: context.spec },
        });
    }
  },
});

export default rule;
