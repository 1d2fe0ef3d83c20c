import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { schemaLanguageOf } from '../shared/schema-language.js';

// Directories show each tool by its title, and Anthropic's connectors directory rejects a submission whose tools have
// none (sources on docs/presets.md). A title is either the tool's `title` (MCP 2025-06-18 and later) or
// `annotations.title`. Off by default: the anthropic-directory preset turns it on.
const rule = defineRule({
  id: 'tool-title-present',
  meta: {
    description: 'every tool has a human-readable title (title or annotations.title)',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no title, so clients and directories show its name instead. Add "title" (or "annotations": {"title": …}), e.g. "Search issues".',
      missingPython:
        'The tool has no title, so clients and directories show its name instead. Pass title= to the tool decorator, e.g. @mcp.tool(title="Search issues").',
      empty: 'The tool\'s {{field}} is empty. Write a short human-readable title, e.g. "Search issues".',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const annotations = isObject(definition.annotations) ? definition.annotations : undefined;
    const titles = [
      { field: 'title', pointer: '/title', value: definition.title },
      { field: 'annotations.title', pointer: '/annotations/title', value: annotations?.title },
    ].filter((title) => typeof title.value === 'string');
    if (titles.length === 0) {
      const python = schemaLanguageOf(tool, context) === 'python';
      context.report({ messageId: python ? 'missingPython' : 'missing', pointer: '' });
      return;
    }
    if (titles.every((title) => (title.value as string).trim() === ''))
      context.report({ messageId: 'empty', pointer: titles[0]!.pointer, data: { field: `"${titles[0]!.field}"` } });
  },
});

export default rule;
