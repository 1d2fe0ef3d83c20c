// Whether stylish output is coloured: the flag wins, then NO_COLOR (no-color.org), then FORCE_COLOR, then the TTY.
export function shouldUseColor(
  flag: boolean | undefined,
  env: NodeJS.ProcessEnv,
  isTTY: boolean,
  toFile: boolean,
): boolean {
  if (flag !== undefined) return flag;
  if (toFile) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}
