// JSON.stringify recurses on the native stack and throws "Maximum call stack size exceeded" on a schema nested some
// thousands deep, which a hostile tools/list can hold (test/security/recursive-schemas.test.ts). The token cost needs
// the text a client would send, so such a definition is serialised with an explicit stack instead: the same text
// JSON.stringify gives for parsed JSON data (no toJSON, no cycles: a loader's output is a tree).

type Frame = { entries: Array<[string | undefined, unknown]>; index: number; array: boolean };

/** JSON.stringify(value), without its depth limit, for JSON data. */
export function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return iterativeJson(value);
  }
}

function open(value: object): Frame {
  if (Array.isArray(value)) return { entries: value.map((item) => [undefined, item]), index: 0, array: true };
  return {
    entries: Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function'),
    index: 0,
    array: false,
  };
}

/** The explicit-stack serialiser on its own (compactJson uses it only where JSON.stringify gives up). */
export function iterativeJson(root: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const emit = (value: unknown): void => {
    if (value !== null && typeof value === 'object') {
      const frame = open(value);
      out.push(frame.array ? '[' : '{');
      stack.push(frame);
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  };
  emit(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index === frame.entries.length) {
      out.push(frame.array ? ']' : '}');
      stack.pop();
      continue;
    }
    const [key, item] = frame.entries[frame.index]!;
    if (frame.index > 0) out.push(',');
    frame.index++;
    if (!frame.array) out.push(JSON.stringify(key), ':');
    emit(item);
  }
  return out.join('');
}
