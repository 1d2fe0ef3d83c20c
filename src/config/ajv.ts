// One lazily created Ajv instance for the options schemas of rules that are not built in (a library user's own
// rules): the config file, the lockfile and the built-in rules' options have validators compiled at build time
// (scripts/build-validators.mjs).
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
