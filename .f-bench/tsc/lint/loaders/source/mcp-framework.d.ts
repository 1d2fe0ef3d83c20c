import type { LoadedTool } from '../../types.js';
import { type TS } from './typescript.js';
import { type FileContext } from './registrations.js';
export declare function mcpFrameworkTool(context: FileContext, node: TS.ClassLikeDeclaration): LoadedTool | undefined;
