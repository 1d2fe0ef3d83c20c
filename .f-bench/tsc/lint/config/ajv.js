let instance;
export async function compileSchema(schema) {
    if (!instance) {
        const module = (await import('ajv'));
        instance = new module.default({ allErrors: true, strict: false });
    }
    return instance.compile(schema);
}
