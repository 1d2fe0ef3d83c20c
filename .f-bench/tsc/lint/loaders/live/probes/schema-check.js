// Validates values against user schemas (inputSchema for probe arguments, outputSchema for structuredContent).
// These schemas are only known at run time, so Ajv compiles them here — loaded only when probing, and each
// schema compiled once. Network $refs are never fetched: Ajv gets no loader, so such a schema fails to compile.
import { createRequire } from 'node:module';
import { isObject } from '../../../json-value.js';
import { chooseDialect } from '../../../spec/dialects.js';
import { describeAjvErrors } from '../../../spec/ajv-errors.js';
const require = createRequire(import.meta.url);
const instances = new Map();
const cache = new Map();
function ajvFor(dialect) {
    let ajv = instances.get(dialect);
    if (!ajv) {
        const module = dialect === '2020-12' ? 'ajv/dist/2020' : dialect === '2019-09' ? 'ajv/dist/2019' : 'ajv';
        const AjvClass = require(module).default;
        ajv = new AjvClass({ allErrors: true, strict: false, validateSchema: false });
        require('ajv-formats').default(ajv);
        instances.set(dialect, ajv);
    }
    return ajv;
}
export function compileSchema(schema) {
    if (schema === true)
        return { ok: true, check: () => [] };
    if (!isObject(schema))
        return { ok: false, reason: 'it is not a schema object' };
    const key = JSON.stringify(schema);
    const cached = cache.get(key);
    if (cached)
        return cached;
    let compiled;
    const choice = chooseDialect(schema);
    if ('unsupported' in choice) {
        compiled = { ok: false, reason: `its $schema ${JSON.stringify(choice.unsupported)} names a dialect mcp-lint does not support` };
    }
    else {
        try {
            // $id/$schema are dropped from the copy so one Ajv instance can compile many schemas that share an $id.
            const { $id: _id, ...rest } = schema;
            void _id;
            const validate = ajvFor(choice.dialect).compile(rest);
            compiled = {
                ok: true,
                check: (value, label) => (validate(value) ? [] : describeAjvErrors(validate.errors ?? [], value, label).map(({ pointer, message }) => ({ pointer, message }))),
            };
        }
        catch (error) {
            compiled = { ok: false, reason: `Ajv cannot compile it (${error.message})` };
        }
    }
    cache.set(key, compiled);
    return compiled;
}
