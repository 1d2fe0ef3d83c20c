// Behaviour hints, compared by what a client concludes from them (the spec's defaults: a tool without hints is
// taken as destructive, not idempotent, open-world).
import { isObject, type JsonObject } from '../core/json-value.js';
import type { CompareContext } from './changes.js';
import { BEHAVIOUR_HINTS } from '../spec/tool-annotations.js';

interface Behaviour {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  openWorld: boolean;
}

function behaviour(annotations: JsonObject): Behaviour {
  const readOnly = annotations.readOnlyHint === true;
  return {
    readOnly,
    destructive: !readOnly && annotations.destructiveHint !== false,
    idempotent: readOnly || annotations.idempotentHint === true,
    openWorld: annotations.openWorldHint !== false,
  };
}

export function compareHints(oldTool: JsonObject, newTool: JsonObject, context: CompareContext): void {
  const a = isObject(oldTool.annotations) ? oldTool.annotations : {};
  const b = isObject(newTool.annotations) ? newTool.annotations : {};
  if (BEHAVIOUR_HINTS.every((hint) => a[hint] === b[hint])) return;
  const before = behaviour(a),
    after = behaviour(b);
  const at = (hint: string) =>
    isObject(newTool.annotations) ? `/annotations${b[hint] === undefined ? '' : '/' + hint}` : '';
  const show = (annotations: JsonObject, hint: string) =>
    annotations[hint] === undefined ? 'absent' : JSON.stringify(annotations[hint]);
  const flip = (hint: string) => ({ hint, from: show(a, hint), to: show(b, hint) });
  const { emit } = context;
  if (!before.destructive && after.destructive) {
    const hint = before.readOnly && !after.readOnly ? 'readOnlyHint' : 'destructiveHint';
    emit('tool-became-destructive', 'becameDestructive', at(hint), flip(hint));
  } else if (before.readOnly && !after.readOnly)
    emit('tool-hint-riskier', 'notReadOnly', at('readOnlyHint'), flip('readOnlyHint'));
  if (!before.openWorld && after.openWorld)
    emit('tool-hint-riskier', 'openWorld', at('openWorldHint'), flip('openWorldHint'));
  if (before.idempotent && !after.idempotent && !(before.readOnly && !after.readOnly)) {
    emit('tool-hint-riskier', 'notIdempotent', at('idempotentHint'), flip('idempotentHint'));
  }
  const safer =
    (before.destructive && !after.destructive) ||
    (!before.readOnly && after.readOnly) ||
    (before.openWorld && !after.openWorld) ||
    (!before.idempotent && after.idempotent);
  const riskier =
    (!before.destructive && after.destructive) ||
    (before.readOnly && !after.readOnly) ||
    (!before.openWorld && after.openWorld) ||
    (before.idempotent && !after.idempotent);
  if (safer && !riskier)
    emit('schema-relaxed', 'hintSafer', at(''), {
      what: BEHAVIOUR_HINTS.filter((hint) => a[hint] !== b[hint]).join(', '),
    });
  else if (!safer && !riskier)
    emit('description-reworded', 'hintSpelling', at(''), {
      what: BEHAVIOUR_HINTS.filter((hint) => a[hint] !== b[hint]).join(', '),
    });
}
