// Judging source-mode branch paths (BranchPath, filled by the source loader): can two places both run?
// Pure functions shared by the rules that must only report what is certain.
import type { BranchPath, RegistrationPlacement } from './types.js';

/** True when the two paths take different arms of one branch, so no single run passes through both. */
export function armsConflict(a: BranchPath, b: BranchPath): boolean {
  if (a.arms.length === 0 || b.arms.length === 0) return false;
  const taken = new Map<string, string>();
  for (const arm of a.arms) {
    const [branch, which] = splitArm(arm);
    taken.set(branch, which);
  }
  for (const arm of b.arms) {
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
