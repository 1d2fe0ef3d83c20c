// Spectral custom function: every entry of `required` names a key of `properties`.
export default function requiredPropertiesExist(schema) {
  if (!schema || !Array.isArray(schema.required) || typeof schema.properties !== 'object' || schema.properties === null) return [];
  return schema.required
    .map((name, index) => ({ name, index }))
    .filter(({ name }) => typeof name === 'string' && !Object.prototype.hasOwnProperty.call(schema.properties, name))
    .map(({ name, index }) => ({ message: `"${name}" is required but not in properties.`, path: ['required', index] }));
}
