import { defineRule } from '../../core/types.js';
import { definitionStringsOf } from '../shared/definition-strings.js';
import { scanHidden, showHidden } from '../shared/hidden-characters.js';
import { whatString } from '../shared/string-labels.js';

// Zero-width spaces, joiners and other format characters in descriptions, titles, defaults and examples display
// as nothing. One of them alone hides no text, and some arrive by copy and paste, so this is a warning; they also
// split words so that a reviewer's search (or a scanner's) misses "ig\u200Bnore". Their ordinary uses are left
// alone: joiners inside emoji and scripts that need them, direction marks in right-to-left text, a leading BOM,
// a soft hyphen inside a word. Names a model copies back are hidden-text's (an error).
const rule = defineRule({
  id: 'invisible-characters',
  meta: {
    description: 'no zero-width or other invisible format characters in descriptions, titles, defaults and examples',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      invisible:
        'This {{what}} holds characters that display as nothing ({{codePoints}}): {{shown}}. Remove them, so what reviewers see is what the model reads.',
    },
  },
  checkTool(tool, context) {
    for (const found of definitionStringsOf(tool)) {
      if (found.role === 'identifier' || !found.hasSuspect) continue;
      const invisible = scanHidden(found.text).findings.find((finding) => finding.kind === 'invisible');
      if (!invisible) continue;
      context.report({
        messageId: 'invisible',
        pointer: found.pointer,
        data: { what: whatString(found), codePoints: invisible.codePoints.join(' '), shown: showHidden(found.text) },
      });
    }
  },
});

export default rule;
