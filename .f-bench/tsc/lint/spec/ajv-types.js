// The shape of Ajv's standalone validators and errors, without importing Ajv (nothing from it runs at run time).
export {};
