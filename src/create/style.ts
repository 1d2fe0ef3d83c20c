// Minimal terminal styling. A colour library would cost start-up time for five escape codes.
const enabled =
  !('NO_COLOR' in process.env) &&
  (process.env.FORCE_COLOR !== undefined ? process.env.FORCE_COLOR !== '0' : process.stdout.isTTY === true);

function wrap(open: number, close: number): (text: string) => string {
  return (text) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text);
}

export const bold = wrap(1, 22);
export const dim = wrap(2, 22);
export const red = wrap(31, 39);
export const green = wrap(32, 39);
export const yellow = wrap(33, 39);
export const cyan = wrap(36, 39);
