import type { DisableDirective } from '../../types.js';
import { type TS } from './typescript.js';
export declare function parseDirectives(file: TS.SourceFile): DisableDirective[];
