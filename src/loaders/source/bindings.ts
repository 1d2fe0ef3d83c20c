// Values bound to a function's parameters and to destructuring patterns while a call is followed.
import { ts, type TS } from './typescript.js';
import { unknown, type Env, type SValue } from './values.js';
import { snippet } from './positions.js';
import type { ValueReader } from './value-reader.js';

export function bindParameters(decl: TS.SignatureDeclaration, args: SValue[], outer: Env, evaluator: ValueReader): Env {
  const t = ts();
  const env = new Map(outer);
  decl.parameters.forEach((parameter, index) => {
    let arg = args[index];
    if ((!arg || (arg.kind === 'primitive' && arg.value === undefined)) && parameter.initializer)
      arg = evaluator.evaluate(parameter.initializer, env);
    if (parameter.dotDotDotToken) arg = { kind: 'array', items: args.slice(index), node: parameter };
    arg ??= { kind: 'primitive', value: undefined, node: parameter };
    env.set(parameter, arg);
    if (!t.isIdentifier(parameter.name)) bindPattern(parameter.name, arg, env, evaluator);
  });
  return env;
}

/** Binds the elements of a destructuring pattern to the parts of a value. */
export function bindPattern(
  pattern: TS.BindingName,
  value: SValue,
  env: Map<TS.Node, SValue>,
  evaluator: ValueReader,
): void {
  const t = ts();
  if (t.isIdentifier(pattern)) return;
  pattern.elements.forEach((element, index) => {
    if (t.isOmittedExpression(element)) return;
    let part: SValue;
    if (t.isObjectBindingPattern(pattern)) {
      const key = element.propertyName
        ? evaluator.propertyKey(element.propertyName)
        : t.isIdentifier(element.name)
          ? element.name.text
          : undefined;
      part =
        key === undefined || element.dotDotDotToken
          ? unknown(element, `\`${snippet(element)}\``)
          : evaluator.member(value, key, element);
    } else part = evaluator.member(value, String(index), element);
    if (part.kind === 'primitive' && part.value === undefined && element.initializer)
      part = evaluator.evaluate(element.initializer, env);
    env.set(element, part);
    bindPattern(element.name, part, env, evaluator);
  });
}
