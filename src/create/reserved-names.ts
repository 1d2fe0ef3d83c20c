// Names Windows reserves for devices: a file or directory called `con`, `nul.txt` or `COM1.ts` cannot be created,
// opened or checked out there, so a project or tool with such a name breaks for every Windows user of the repository.
const DEVICE_NAMES = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** The reserved device name `name` stands for (the part before its first dot), or undefined when it is usable. */
export function windowsReservedName(name: string): string | undefined {
  // Windows ignores trailing spaces and dots, and `con.anything` still opens the device.
  const stem = name.split('.')[0]!.replace(/ +$/, '');
  return DEVICE_NAMES.test(stem) ? stem : undefined;
}

export function reservedNameProblem(name: string): string | undefined {
  const device = windowsReservedName(name);
  return device === undefined
    ? undefined
    : `"${name}" is reserved on Windows (the device name ${device.toUpperCase()}), so a file or directory of that name cannot be created or checked out there`;
}
