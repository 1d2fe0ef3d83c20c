import { toolNameOf } from '../../json-value.js';
import { quote } from '../../spec/value-text.js';
function place(documentPointer, index) {
    return documentPointer === '' ? `tool #${index + 1}` : `tool #${index + 1} (${documentPointer})`;
}
// Clients key tools by name: with two of one name, one of them silently disappears or calls go to the wrong
// handler. One pass with a map, so 100,000 tools cost nothing noticeable.
const rule = {
    id: 'tool-name-unique',
    meta: {
        description: 'no two tools of one server may share a name',
        defaultLevel: 'error',
        scope: 'definition',
        messages: {
            duplicate: 'Tool name {{name}} is already used by {{first}}; clients keep only one of them. Rename one, or merge the two tools.',
        },
    },
    checkSource(tools, context) {
        const firstIndex = new Map();
        tools.forEach((tool, index) => {
            const name = toolNameOf(tool.definition);
            if (name === undefined)
                return;
            const first = firstIndex.get(name);
            if (first === undefined) {
                firstIndex.set(name, index);
                return;
            }
            context.report({
                messageId: 'duplicate',
                pointer: '/name',
                tool,
                data: { name: quote(name), first: place(tools[first].documentPointer, first) },
            });
        });
    },
};
export default rule;
