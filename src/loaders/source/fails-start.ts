// A `throw` in a loop that runs at a module's top level, outside any `try`, stops the server from starting
// (`if (!handler) throw new Error(…)` while registering): it never skips an item of a server that runs, so it does
// not make the tools rebuilt from the loop an upper bound.
import { ts, type TS } from './typescript.js';
import { isFunctionLike } from './ast.js';

/** True when nothing catches `thrown` on its way out of the module: no `try` around it, no function but a loop's callback. */
export function failsStart(thrown: TS.ThrowStatement): boolean {
  const t = ts();
  for (let node: TS.Node = thrown; node.parent; node = node.parent) {
    const parent = node.parent;
    if (t.isTryStatement(parent) && node === parent.tryBlock) return false;
    if (isFunctionLike(node) && !isLoopCallback(node)) return false;
    // A class body runs when constructed, a static block when declared: neither is followed.
    if (t.isClassLike(node)) return false;
  }
  return true;
}

function isLoopCallback(fn: TS.Node): boolean {
  const t = ts();
  const call = fn.parent;
  return (
    call !== undefined &&
    t.isCallExpression(call) &&
    call.arguments[0] === fn &&
    t.isPropertyAccessExpression(call.expression) &&
    ['forEach', 'map', 'flatMap'].includes(call.expression.name.text)
  );
}
