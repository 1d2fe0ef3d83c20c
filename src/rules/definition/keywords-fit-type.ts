import { isObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { shownJson } from '../../spec/value-text.js';
import { inputSubschemas, subschemaLabel } from '../shared/client-checks.js';
import { typesOf } from '../shared/parameters.js';
import { fitsDeclaredType, shownValues } from '../shared/schema-types.js';

// A keyword that cannot apply to the type beside it is a schema written for another type: `items` on an object, or
// `properties` on a string, is ignored by validators, so the model is told one shape and the handler expects another;
// an `enum` whose values the type refuses accepts no value at all, and every call that sends the parameter fails.
const rule = defineRule({
  id: 'keywords-fit-type',
  meta: {
    description:
      'keywords that cannot apply to the declared type: "items" on a non-array, "properties" on a non-object, enum values the type refuses',
    defaultLevel: 'off' /* strict set until its findings on real servers are reviewed (none on the corpora yet) */,
    scope: 'definition',
    messages: {
      itemsOnNonArray:
        '{{where}} has "{{keyword}}" but "type": {{type}}; "{{keyword}}" only applies to arrays, so validators ignore it and the model is told to send {{type}}. Make it "type": "array", or drop "{{keyword}}".',
      propertiesOnNonObject:
        '{{where}} has "properties" but "type": {{type}}; "properties" only applies to objects, so validators ignore it and the model is told to send {{type}}. Make it "type": "object", or drop "properties".',
      enumOutsideType:
        '{{where}} has "type": {{type}} but its enum holds {{values}}, which that type refuses: {{consequence}} Make the type and the enum agree.',
    },
  },
  checkTool(tool, context) {
    const nodes = inputSubschemas(tool.definition);
    for (let n = 0; n < nodes.length; n++) {
      const { schema, pointer } = nodes[n]!;
      const types = typesOf(schema);
      if (types.length === 0) continue;
      const where = subschemaLabel(pointer);
      const type = shownJson(schema.type);
      if (!types.includes('array')) {
        for (const keyword of ['items', 'prefixItems']) {
          if (keyword in schema)
            context.report({
              messageId: 'itemsOnNonArray',
              pointer: joinPointer(pointer, keyword),
              data: { where, keyword, type },
            });
        }
      }
      if (!types.includes('object') && isObject(schema.properties) && Object.keys(schema.properties).length > 0) {
        context.report({
          messageId: 'propertiesOnNonObject',
          pointer: joinPointer(pointer, 'properties'),
          data: { where, type },
        });
      }
      if (Array.isArray(schema.enum) && schema.enum.length > 0) {
        const refused = schema.enum.filter((value) => !fitsDeclaredType(value, schema));
        if (refused.length === 0) continue;
        const consequence =
          refused.length === schema.enum.length
            ? 'no value passes validation, so every call that sends it fails.'
            : 'those values can never be sent.';
        const values = shownValues(refused);
        context.report({
          messageId: 'enumOutsideType',
          pointer: joinPointer(pointer, 'enum'),
          data: { where, type, values, consequence },
        });
      }
    }
  },
});

export default rule;
