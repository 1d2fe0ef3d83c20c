// A package.json of the linted project or of a package installed in it, read as data: which SDK, zod or framework
// version the project uses decides how its code is read (which bundled zod flavour replays its schemas, which
// JSON Schema its SDK publishes), but nothing of the project is ever loaded as code.
import { readRegularTextFile } from '../../files/read.js';
import { MAX_SETTINGS_FILE_BYTES } from '../../inputs/read.js';

/**
 * The manifest at `path`: undefined when there is none, null when it cannot be read as JSON (not a regular file, too
 * large, not JSON), `{}` when it is JSON but not an object (it names nothing).
 */
export function readManifest(path: string): Record<string, unknown> | null | undefined {
  let text: string;
  try {
    text = readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? undefined : null;
  }
  try {
    const json = JSON.parse(text) as unknown;
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}
