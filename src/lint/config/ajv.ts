// One lazily created Ajv instance for config and rule-option schemas (both tiny; compiled only when a
// config file exists).
import type { ValidateFunction } from 'ajv';

type AjvInstance = { compile(schema: object): ValidateFunction };
let instance: AjvInstance | undefined;

export async function compileSchema(schema: object): Promise<ValidateFunction> {
  if (!instance) {
    const module = (await import('ajv')) as unknown as { default: new (options: object) => AjvInstance };
    instance = new module.default({ allErrors: true, strict: false });
  }
  return instance.compile(schema);
}
