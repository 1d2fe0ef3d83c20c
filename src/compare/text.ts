// A changed title or description: meaning-bearing (risky) or reworded (compatible). See meaning.ts for the test.
import { quoteList } from '../spec/value-text.js';
import type { CompareContext } from './changes.js';
import { meaningTokens, multisetMinus } from './meaning.js';

export function compareText(
  before: unknown,
  after: unknown,
  pointer: string,
  where: string,
  context: CompareContext,
): void {
  if (before === after) return;
  const oldText = typeof before === 'string' ? before : undefined;
  const newText = typeof after === 'string' ? after : undefined;
  if (oldText === undefined && newText === undefined) {
    // Both present but not strings (malformed): a change all the same.
    context.emit('definition-changed', 'keyword', pointer, { place: where, keyword: 'text' });
    return;
  }
  if (newText === undefined || newText.trim() === '') {
    context.emit('description-meaning-changed', 'removed', pointer, { where });
    return;
  }
  if (oldText === undefined || oldText.trim() === '') {
    context.emit('description-reworded', 'added', pointer, { where });
    return;
  }
  const oldTokens = meaningTokens(oldText, context.names),
    newTokens = meaningTokens(newText, context.names);
  const gone = multisetMinus(oldTokens, newTokens),
    added = multisetMinus(newTokens, oldTokens);
  if (gone.length > 0 || added.length > 0) {
    context.emit('description-meaning-changed', 'changed', pointer, {
      where,
      removed: gone.length > 0 ? quoteList(gone, 4) : 'nothing',
      added: added.length > 0 ? quoteList(added, 4) : 'nothing',
    });
  } else context.emit('description-reworded', 'reworded', pointer, { where });
}
