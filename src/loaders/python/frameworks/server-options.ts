// A server constructor's keyword argument, as the frameworks' hooks read it: the argument itself, or a `**options`
// spread that may hold it.
import { argumentsOf, childOf, snippet, type PythonFile, type SyntaxNode } from '../syntax.js';

export type ServerOption =
  | { kind: 'given'; name: string; value: SyntaxNode; written: string }
  | { kind: 'spread'; written: string }
  | undefined;

/** The first of `names` given to the constructor call `call`, else its `**` argument, else undefined. */
export function serverOption(file: PythonFile, call: SyntaxNode, names: readonly string[]): ServerOption {
  const args = argumentsOf(childOf(call, 'ArgList')!, file);
  const given = args.find((arg) => arg.name !== undefined && names.includes(arg.name));
  if (given)
    return {
      kind: 'given',
      name: given.name!,
      value: given.value,
      written: `${given.name}=${snippet(file, given.value, 58)}`,
    };
  const spread = args.find((arg) => arg.spread === '**');
  return spread ? { kind: 'spread', written: `**${snippet(file, spread.value, 58)}` } : undefined;
}
