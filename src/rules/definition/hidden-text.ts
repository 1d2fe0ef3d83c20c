import { defineRule } from '../../core/types.js';
import { definitionStringsOf } from '../shared/definition-strings.js';
import { mixedScript, scanHidden, showHidden } from '../shared/hidden-characters.js';
import { whatString } from '../shared/string-labels.js';

// A tool definition goes into the model's context verbatim, but people review it in UIs that draw nothing for these
// characters: Unicode tag characters spell ASCII text no one sees, bidi controls reorder what is displayed, control
// characters drive terminals, a run of variation selectors can carry a byte each. Each has no business in a tool
// definition, so each is an error. In names a model copies back (tool, parameter and enum names) any invisible
// character is an error too, as are Cyrillic or Greek look-alikes mixed into a Latin name: the name one sees is not
// the name that is sent. Zero-width characters in prose are invisible-characters' (a warning).
const rule = defineRule({
  id: 'hidden-text',
  meta: {
    description: 'no invisible tag text, bidi controls, control characters or look-alike letters in a tool definition',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      tagText:
        'This {{what}} holds Unicode tag characters, invisible in most interfaces, that spell hidden tag text {{decoded}} ({{codePoints}}). A model reads them; a person reviewing the tool does not. Remove them.',
      bidiControl:
        'This {{what}} holds bidirectional control characters ({{codePoints}}) that make the text display in another order than a model reads it: {{shown}}. Remove them.',
      controlCharacter:
        'This {{what}} holds control characters ({{codePoints}}), which interfaces do not show as text and terminals may obey: {{shown}}. Remove them.',
      variationRun:
        'This {{what}} holds a run of variation selectors ({{codePoints}}): they display as nothing and can carry one hidden byte each. Remove them.',
      invisibleInName:
        'This {{what}} holds invisible characters ({{codePoints}}): it looks like {{visible}} but a model sends something else. Remove them.',
      mixedScript:
        'This {{what}} {{name}} mixes Latin letters with look-alike letters of another script: {{letters}}. It reads like a Latin name but is a different one. Use one script.',
    },
  },
  checkTool(tool, context) {
    for (const found of definitionStringsOf(tool)) {
      if (found.role === 'identifier' && found.isName) {
        const mixed = mixedScript(found.text);
        if (mixed)
          context.report({
            messageId: 'mixedScript',
            pointer: found.pointer,
            data: { what: whatString(found), name: showHidden(found.text), letters: mixed.letters.join(', ') },
          });
      }
      if (!found.hasSuspect) continue;
      const what = whatString(found);
      const scan = scanHidden(found.text);
      for (const finding of scan.findings) {
        const codePoints = finding.codePoints.join(' ');
        const shown = showHidden(found.text);
        if (finding.kind === 'tag')
          context.report({
            messageId: 'tagText',
            pointer: found.pointer,
            data: { what, decoded: JSON.stringify(finding.decoded ?? ''), codePoints },
          });
        else if (finding.kind === 'bidi')
          context.report({ messageId: 'bidiControl', pointer: found.pointer, data: { what, codePoints, shown } });
        else if (finding.kind === 'control')
          context.report({ messageId: 'controlCharacter', pointer: found.pointer, data: { what, codePoints, shown } });
        else if (finding.kind === 'variation-run')
          context.report({ messageId: 'variationRun', pointer: found.pointer, data: { what, codePoints } });
        else if (found.role === 'identifier') {
          context.report({
            messageId: 'invisibleInName',
            pointer: found.pointer,
            data: { what, codePoints, visible: JSON.stringify(scan.revealed.slice(0, 60)) },
          });
        }
      }
    }
  },
});

export default rule;
