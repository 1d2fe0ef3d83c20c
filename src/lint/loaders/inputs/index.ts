// The loaders lint.ts runs, in order: files first (sorted together by name), then stdin and live servers.
import { jsonFilesLoader } from './json-files.js';
import { sourceFilesLoader } from './source-files.js';
import { stdinLoader } from './stdin.js';
import { liveServersLoader } from './live-servers.js';
import type { InputLoader } from './input-loader.js';

export type { CachedPart, InputLoader, LoadContext, LoaderOutput } from './input-loader.js';
export { STDIN_NAME } from './stdin.js';

export const INPUT_LOADERS: readonly InputLoader[] = [jsonFilesLoader, sourceFilesLoader, stdinLoader, liveServersLoader];
