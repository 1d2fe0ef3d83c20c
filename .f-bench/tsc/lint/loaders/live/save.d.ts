import type { ServerCapture } from './session.js';
export interface SavedFile {
    path: string;
    capture: ServerCapture;
}
/**
 * One file per server. With one server the path is used as given; with several, `{name}` in the path is replaced
 * by each server's name, or the name is added before the extension (`tools.json` → `tools.memory.json`).
 */
export declare function savePaths(path: string, captures: ServerCapture[], cwd: string): SavedFile[];
export declare function savedDocument(capture: ServerCapture): Record<string, unknown>;
export declare function writeSaved(file: SavedFile): Promise<void>;
