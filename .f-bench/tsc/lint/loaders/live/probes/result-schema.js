import { describeAjvErrors } from '../../../spec/ajv-errors.js';
const validators = new Map();
async function validatorFor(version) {
    let validate = validators.get(version);
    if (!validate) {
        const module = (version === '2026-07-28'
            ? await import('../../../spec/generated/mcp-2026-07-28.js')
            : await import('../../../spec/generated/mcp-2025-11-25.js'));
        validate = module.callToolResult;
        validators.set(version, validate);
    }
    return validate;
}
export async function callToolResultIssues(result, version) {
    const validate = await validatorFor(version);
    if (validate(result))
        return [];
    return describeAjvErrors(validate.errors ?? [], result, 'result').map(({ pointer, message }) => ({ pointer, message }));
}
