// Rules of `mcp-lint --pins <lockfile>`: rule ids fixed by the issue that introduced them (scripts rely on them).
import type { Rule } from '../../core/types.js';
import pinnedToolChanged from './pinned-tool-changed.js';
import toolNotPinned from './tool-not-pinned.js';
import pinnedToolMissing from './pinned-tool-missing.js';

export const pinRules: readonly Rule[] = [pinnedToolChanged, toolNotPinned, pinnedToolMissing];
