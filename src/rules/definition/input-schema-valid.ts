import { defineRule } from '../../core/types.js';
import { inputSchemaOf } from '../shared/parameters.js';
import { checkSchemaDocument, SCHEMA_DOCUMENT_MESSAGES } from '../shared/schema-document.js';

// The spec: a schema MUST be valid for its dialect (2020-12 unless "$schema" names another). No SDK checks
// this, so `"type": "strin"` ships and fails in whichever client validates first.
const rule = defineRule({
  id: 'input-schema-valid',
  meta: {
    description: 'inputSchema must be a valid JSON Schema for its dialect (2020-12 unless "$schema" says otherwise)',
    defaultLevel: 'error',
    scope: 'definition',
    messages: { ...SCHEMA_DOCUMENT_MESSAGES },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    for (const finding of checkSchemaDocument(schema, '/inputSchema', 'inputSchema')) context.report(finding);
  },
});

export default rule;
