// Which tools a probe may call, decided once per run from the user's flags. Calling a tool can have side
// effects, so the rule is strict: no call without --probe/--probe-tool, and without --probe-tool only tools
// that say `readOnlyHint: true`.
import { ReadRefusedError, readRegularTextFile } from '../../../files/read.js';
import { resolve } from 'node:path';
import type { LiveOptions } from '../../../core/options.js';
import { isObject } from '../../../core/json-value.js';
import { displayPath } from '../../../core/display-path.js';
import { MAX_SETTINGS_FILE_BYTES } from '../../../inputs/read.js';

export interface ProbePlan {
  /** Call tools marked `readOnlyHint: true` (--probe). */
  readOnlyTools: boolean;
  /** Tools named with --probe-tool: called whatever their annotations say. */
  namedTools: ReadonlySet<string>;
  /** --probe-args: arguments by tool name, used instead of generated ones. */
  argumentsByTool: ReadonlyMap<string, Record<string, unknown>>;
}

export type PlanOutcome = { plan: ProbePlan | undefined } | { problem: { file: string; message: string } };

/** --probe-tool names a tool explicitly, which is an opt-in by itself; it also turns on --probe. */
export async function buildProbePlan(live: LiveOptions, cwd: string): Promise<PlanOutcome> {
  if (!live.probe && live.probeTools.length === 0) return { plan: undefined };
  const argumentsByTool = new Map<string, Record<string, unknown>>();
  if (live.probeArgsFile) {
    const path = resolve(cwd, live.probeArgsFile);
    const shown = displayPath(path, cwd);
    let text: string;
    try {
      text = readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES);
    } catch (error) {
      if (error instanceof ReadRefusedError)
        return {
          problem: {
            file: shown,
            message: `The --probe-args file ${shown} ${error.detail}. Give --probe-args the path of a JSON file. No tool was called.`,
          },
        };
      return {
        problem: {
          file: shown,
          message: `Cannot read the --probe-args file ${shown}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message}. No tool was called.`,
        },
      };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return {
        problem: {
          file: shown,
          message: `The --probe-args file ${shown} is not valid JSON (${(error as Error).message}). No tool was called.`,
        },
      };
    }
    if (!isObject(value)) {
      return {
        problem: {
          file: shown,
          message: `The --probe-args file ${shown} must be a JSON object mapping tool names to argument objects, e.g. {"search": {"query": "test"}}. No tool was called.`,
        },
      };
    }
    for (const [name, args] of Object.entries(value)) {
      if (!isObject(args)) {
        return {
          problem: {
            file: shown,
            message: `In the --probe-args file ${shown}, the arguments for "${name}" must be an object, got ${JSON.stringify(args)}. No tool was called.`,
          },
        };
      }
      argumentsByTool.set(name, args);
    }
  }
  return { plan: { readOnlyTools: true, namedTools: new Set(live.probeTools), argumentsByTool } };
}
