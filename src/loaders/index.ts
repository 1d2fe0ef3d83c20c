// The loaders lint.ts runs, in order: files first (sorted together by name), then stdin and live servers.
import { jsonFilesLoader } from './json/files.js';
import { sourceFilesLoader } from './source/files.js';
import { pythonFilesLoader } from './python/files.js';
import { registryFilesLoader } from './registry/files.js';
import { stdinLoader } from './json/stdin.js';
import { liveServersLoader } from './live/servers.js';
import type { InputLoader } from './loader.js';

export type { CachedPart, InputLoader, LoadContext, LoaderOutput } from './loader.js';

export const INPUT_LOADERS: readonly InputLoader[] = [
  jsonFilesLoader,
  sourceFilesLoader,
  pythonFilesLoader,
  registryFilesLoader,
  stdinLoader,
  liveServersLoader,
];
