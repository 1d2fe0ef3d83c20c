// Where a JSON Schema object is written out literally in the source, so a suggestion can add a key to it. Only a
// plain object literal qualifies (no spread, no computed or shorthand keys, `properties` itself a literal): anything
// else may be built at run time or be a zod shape, and an edit there could mean something else.
import { ts, type TS } from './typescript.js';

export interface SchemaLiteral {
  /** Offset just after the last property: `, key: value` inserted here adds a property. */
  insertAt: number;
  /** The literal writes its keys in quotes (`"type": "object"`): a new key should too. */
  quotedKeys: boolean;
}

/** `node`: what the definition builder recorded for a pointer (a property's key, or the value itself). */
export function schemaLiteralOf(node: TS.Node | undefined, file: TS.SourceFile): SchemaLiteral | undefined {
  const t = ts();
  if (!node || node.getSourceFile() !== file) return undefined;
  let value: TS.Node = node;
  if (node.parent && t.isPropertyAssignment(node.parent) && node.parent.name === node) value = node.parent.initializer;
  while (t.isParenthesizedExpression(value) || t.isAsExpression(value) || t.isSatisfiesExpression(value))
    value = value.expression;
  if (!t.isObjectLiteralExpression(value) || value.properties.length === 0) return undefined;
  const keys = new Map<string, TS.PropertyAssignment>();
  for (const property of value.properties) {
    if (!t.isPropertyAssignment(property) || !(t.isIdentifier(property.name) || t.isStringLiteral(property.name)))
      return undefined;
    keys.set(property.name.text, property);
  }
  const properties = keys.get('properties');
  if (!properties || !t.isObjectLiteralExpression(properties.initializer) || keys.has('required')) return undefined;
  const type = keys.get('type');
  if (type && !(t.isStringLiteral(type.initializer) && type.initializer.text === 'object')) return undefined;
  return {
    insertAt: value.properties[value.properties.length - 1]!.getEnd(),
    quotedKeys: t.isStringLiteral(properties.name),
  };
}
