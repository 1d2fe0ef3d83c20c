// Turns Ajv errors into sentences: "annotations.readOnlyHint must be a boolean, got \"yes\"".
// Ajv reports a failed anyOf as the anyOf plus one error per failed branch; those are folded into one sentence.
import { getAtPointer, parsePointer } from '../core/pointer.js';
import type { AjvError } from './ajv-types.js';
import { describeValue, quote, quoteList } from './value-text.js';

export interface SchemaProblem {
  /** RFC 6901 pointer into the validated value (a missing key: the pointer of that key). */
  pointer: string;
  /** A sentence without the final period. */
  message: string;
  keyword: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A readable path: `annotations.readOnlyHint`, `icons[0].src`, `properties["my key"]`. */
export function pointerLabel(rootLabel: string, pointer: string, root?: unknown): string {
  let label = rootLabel;
  let node: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(node) && /^\d+$/.test(segment)) label += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) label += label ? `.${segment}` : segment;
    else label += `[${JSON.stringify(segment)}]`;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return label;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function typeText(type: unknown): string {
  const types = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return types.map(article).join(' or ');
}

function branchSummary(branches: AjvError[]): string | undefined {
  const parts: string[] = [];
  for (const error of branches) {
    if (error.keyword === 'type') parts.push(typeText(error.params.type));
    else if (error.keyword === 'enum')
      parts.push(`one of ${quoteList((error.params.allowedValues as unknown[]).map(String), 12)}`);
    else if (error.keyword === 'const') parts.push(JSON.stringify(error.params.allowedValue));
    else return undefined;
  }
  return parts.length > 0 ? parts.join(', or ') : undefined;
}

/**
 * The branch errors of a failed anyOf/oneOf: Ajv appends them just before the composite error. A branch reached
 * through `$ref` has a schemaPath outside the composite's, so the run is told apart from sibling keywords' errors
 * (same parent schemaPath, other keyword) rather than by schemaPath prefix alone.
 */
function branchRun(errors: readonly AjvError[], index: number, refsCalled: boolean): AjvError[] {
  const composite = errors[index]!;
  const path = composite.instancePath;
  const own = composite.schemaPath + '/';
  const parent = composite.schemaPath.slice(0, composite.schemaPath.lastIndexOf('/') + 1);
  const run: AjvError[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const e = errors[i]!;
    const inside = e.instancePath === path || e.instancePath.startsWith(path + '/');
    const fromBranch = refsCalled || e.schemaPath.startsWith(own) || !e.schemaPath.startsWith(parent);
    if (!inside || !fromBranch) break;
    run.unshift(e);
  }
  return run;
}

/**
 * `rootLabel` prefixes every path ("inputSchema" → "inputSchema.properties.q.type"); `rootName` names the value
 * itself when an error is about the root (defaults to rootLabel; "The tool" for definitions, whose paths have no prefix).
 * `refsCalled`: the validator calls its `$ref`s as functions (not inlined), whose errors have schemaPaths from the
 * referenced definition's root; a failed anyOf then folds every error just before it at or below its place, which
 * may also fold a sibling keyword's error there (the anyOf's own sentence still marks the place).
 */
export function describeAjvErrors(
  errors: readonly AjvError[],
  root: unknown,
  rootLabel: string,
  rootName = rootLabel,
  refsCalled = false,
): SchemaProblem[] {
  // The common case (a valid value) needs none of the bookkeeping below.
  if (errors.length === 0) return [];
  // `if` errors only say "must match then"; the `then` branch's own errors carry the detail.
  const list = errors.filter((e) => e.keyword !== 'if');
  const branchesOf = new Map<AjvError, AjvError[]>();
  const folded = new Set<AjvError>();
  list.forEach((error, index) => {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return;
    const run = branchRun(list, index, refsCalled);
    branchesOf.set(
      error,
      run.filter((e) => e.instancePath === error.instancePath),
    );
    for (const e of run) folded.add(e);
  });
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const error of list) {
    if (folded.has(error)) continue;
    const problem = describeOne(error, branchesOf.get(error), root, rootLabel, rootName);
    const key = problem.pointer + '\u0000' + problem.message;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describeOne(
  error: AjvError,
  branches: AjvError[] | undefined,
  root: unknown,
  rootLabel: string,
  rootName: string,
): SchemaProblem {
  const pointer = error.instancePath;
  const label = pointerLabel(rootLabel, pointer, root) || rootName;
  const value = getAtPointer(root, pointer);
  const got = `got ${describeValue(value)}`;
  const p = error.params;
  const at = (message: string, where = pointer): SchemaProblem => ({ pointer: where, message, keyword: error.keyword });
  switch (error.keyword) {
    case 'type':
      return at(`${label} must be ${typeText(p.type)}, ${got}`);
    case 'enum':
      return at(`${label} must be one of ${quoteList((p.allowedValues as unknown[]).map(String), 12)}, ${got}`);
    case 'const':
      return at(`${label} must be ${JSON.stringify(p.allowedValue)}, ${got}`);
    case 'required': {
      const missing = String(p.missingProperty);
      return at(
        `${label} has no ${quote(missing)}, which is required`,
        `${pointer}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return at(`${label} must be ${String(p.comparison)} ${String(p.limit)}, ${got}`);
    case 'uniqueItems':
      return at(`${label} must not repeat a value (items ${String(p.j)} and ${String(p.i)} are equal)`);
    case 'format':
      return at(`${label} must be a valid ${String(p.format)}, ${got}`);
    case 'pattern':
      return at(`${label} must match the pattern ${quote(String(p.pattern))}, ${got}`);
    case 'additionalProperties':
      return at(`${label} has an unknown key ${quote(String(p.additionalProperty))}`);
    case 'anyOf':
    case 'oneOf': {
      if (error.keyword === 'oneOf' && Array.isArray(p.passingSchemas)) {
        return at(`${label} matches more than one of the allowed forms; it must match exactly one`);
      }
      const summary = branchSummary(branches ?? []);
      return at(summary ? `${label} must be ${summary}; ${got}` : `${label} does not match any of the allowed forms`);
    }
    default:
      return at(`${label} ${error.message ?? `fails "${error.keyword}"`}`);
  }
}
