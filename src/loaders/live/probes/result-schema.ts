// Checks a tools/call result against the spec's CallToolResult schema, using the validators precompiled at
// build time (src/spec/generated), loaded only for the version in use.
import type { SpecVersion } from '../../../core/types.js';
import type { SchemaIssue } from '../../../core/facts.js';
import type { AjvValidate } from '../../../spec/ajv-types.js';
import { describeAjvErrors } from '../../../spec/ajv-errors.js';

const validators = new Map<SpecVersion, AjvValidate>();

async function validatorFor(version: SpecVersion): Promise<AjvValidate> {
  let validate = validators.get(version);
  if (!validate) {
    const module = (
      version === '2026-07-28'
        ? await import('../../../spec/generated/mcp-2026-07-28.js')
        : await import('../../../spec/generated/mcp-2025-11-25.js')
    ) as { callToolResult: AjvValidate };
    validate = module.callToolResult;
    validators.set(version, validate);
  }
  return validate;
}

export async function callToolResultIssues(result: unknown, version: SpecVersion): Promise<SchemaIssue[]> {
  const validate = await validatorFor(version);
  if (validate(result)) return [];
  return describeAjvErrors(validate.errors ?? [], result, 'result').map(({ pointer, message }) => ({
    pointer,
    message,
  }));
}
