// Judging source-mode branch paths (BranchPath, filled by the source loader): can two places both run?
// Pure functions shared by the rules that must only report what is certain.
import type { BranchPath, RegistrationPlacement } from './facts.js';

const armMaps = new WeakMap<readonly string[], Map<string, string>>();

function armMap(arms: readonly string[]): Map<string, string> {
  let map = armMaps.get(arms);
  if (!map) {
    map = new Map();
    for (const arm of arms) {
      const [branch, which] = splitArm(arm);
      map.set(branch, which);
    }
    armMaps.set(arms, map);
  }
  return map;
}

/**
 * True when the two paths take different arms of one branch, so no single run passes through both. The shorter
 * path is walked innermost arm first against the longer one's (cached) map: two places in sibling arms differ at
 * their innermost branch, so the answer usually comes at once.
 */
export function armsConflict(a: BranchPath, b: BranchPath): boolean {
  if (a.arms.length === 0 || b.arms.length === 0) return false;
  const [short, long] = a.arms.length <= b.arms.length ? [a.arms, b.arms] : [b.arms, a.arms];
  const taken = armMap(long);
  for (const arm of short) {
    const [branch, which] = splitArm(arm);
    const other = taken.get(branch);
    if (other !== undefined && other !== which) return true;
  }
  return false;
}

/**
 * True when one run certainly can pass through both paths: they start at the same place (module top levels all run;
 * a function whose callers are unknown only counts as the same place as itself) and take no conflicting arms.
 */
export function canBothRun(a: BranchPath, b: BranchPath): boolean {
  return a.root === b.root && !armsConflict(a, b);
}

/** True when two placements put a tool on one and the same receiver in one run. */
export function sameRegistrar(a: RegistrationPlacement, b: RegistrationPlacement): boolean {
  return a.receiver !== undefined && a.receiver === b.receiver && canBothRun(a.path, b.path);
}

function splitArm(arm: string): [string, string] {
  const at = arm.lastIndexOf('#');
  return at < 0 ? [arm, ''] : [arm.slice(0, at), arm.slice(at + 1)];
}

/**
 * Whether a place surely runs in a run where one of `targets` (each with its paths) runs. Sure when a path of the
 * place meets a path of a target with no conflicting arm and the place's path is closed (it runs whenever its module
 * does, or whenever a tool is served) or open at the same function as the target's (they run together whenever that
 * function runs); not sure when they meet only through a function no known call leads to (a callback, a function
 * only called from outside); undefined when every pair takes conflicting arms. A target's open paths count only
 * when it has no other: an exported `startServer()` that the file also calls is judged by that call.
 */
export function meeting<T extends { paths: readonly BranchPath[] }>(
  place: readonly BranchPath[],
  targets: readonly T[],
): { target: T; sure: boolean } | undefined {
  let maybe: T | undefined;
  for (const target of targets) {
    const closed = target.paths.filter((path) => path.openAt === undefined);
    for (const theirs of closed.length > 0 ? closed : target.paths)
      for (const ours of place) {
        if (armsConflict(ours, theirs)) continue;
        if (ours.openAt === undefined || ours.openAt === theirs.openAt) return { target, sure: true };
        maybe ??= target;
      }
  }
  return maybe ? { target: maybe, sure: false } : undefined;
}
