// Validates values against user schemas (inputSchema for probe arguments, outputSchema for structuredContent).
// These schemas are only known at run time, so Ajv compiles them here — loaded only when probing, and each
// schema compiled once. Network $refs are never fetched: Ajv gets no loader, so such a schema fails to compile.
import Ajv from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SchemaIssue } from '../../../core/facts.js';
import { isObject } from '../../../core/json-value.js';
import { chooseDialect, type Dialect } from '../../../spec/dialects.js';
import { describeAjvErrors } from '../../../spec/ajv-errors.js';
import type { AjvError } from '../../../spec/ajv-types.js';
import { MAX_SCHEMA_NESTING, measureNesting } from '../../../spec/schema-depth.js';
import { describeRefCycle, findRefCycle } from '../../../spec/ref-cycles.js';
import { definitionPattern, newPatternBudget, PATTERN_PROBLEMS, type PatternBudget } from '../../../spec/patterns.js';

export type Check = (value: unknown, label: string) => SchemaIssue[];
export type Compiled = { ok: true; check: Check } | { ok: false; reason: string };

interface AjvLike {
  compile(schema: unknown): { (data: unknown): boolean; errors?: AjvError[] | null };
}

const instances = new Map<Dialect, AjvLike>();
const cache = new Map<string, Compiled>();

/** A match a pattern could not afford: the value is then not checked, and the issue says why. */
class PatternTooCostly extends Error {}

// What the schema being compiled may still spend on its patterns (Ajv compiles one schema at a time).
let compiling: PatternBudget = newPatternBudget();

/**
 * Ajv's `code.regExp`: the schema's patterns run in the linear-time engine of src/spec/patterns.ts, never in V8's.
 * A pattern it cannot run fails the compilation, so the schema is not used (and the probe says why).
 */
function linearRegExp(source: string): { test(text: string): boolean } {
  const pattern = definitionPattern(source, compiling);
  if (!pattern.ok) throw new Error(`the pattern ${JSON.stringify(source)} ${PATTERN_PROBLEMS[pattern.problem]}`);
  return {
    test(text) {
      const matched = pattern.test(text);
      if (matched === undefined)
        throw new PatternTooCostly(
          `the pattern ${JSON.stringify(source)} is too costly to run on a string of ${text.length} characters`,
        );
      return matched;
    },
  };
}

function ajvFor(dialect: Dialect): AjvLike {
  let ajv = instances.get(dialect);
  if (!ajv) {
    // Static imports so the bundle carries Ajv (the package has no runtime dependencies); this module is only
    // loaded by live mode's probes, so other runs never initialise it.
    const AjvClass = (dialect === '2020-12' ? Ajv2020 : dialect === '2019-09' ? Ajv2019 : Ajv) as unknown as new (
      options: object,
    ) => AjvLike;
    ajv = new AjvClass({ allErrors: true, strict: false, validateSchema: false, code: { regExp: linearRegExp } });
    (addFormats as unknown as (ajv: AjvLike) => void)(ajv);
    instances.set(dialect, ajv);
  }
  return ajv;
}

export function compileSchema(schema: unknown): Compiled {
  if (schema === true) return { ok: true, check: () => [] };
  if (!isObject(schema)) return { ok: false, reason: 'it is not a schema object' };
  // Ajv recurses once per schema level while compiling (and JSON.stringify below once per level too).
  if (measureNesting(schema) > MAX_SCHEMA_NESTING)
    return { ok: false, reason: `it is nested more than ${MAX_SCHEMA_NESTING} levels deep` };
  const key = JSON.stringify(schema);
  const cached = cache.get(key);
  if (cached) return cached;
  let compiled: Compiled;
  const choice = chooseDialect(schema);
  // Validating against a same-value $ref cycle recurses forever.
  const cycle = findRefCycle(schema);
  if (cycle) {
    compiled = { ok: false, reason: describeRefCycle(cycle) };
  } else if ('unsupported' in choice) {
    compiled = {
      ok: false,
      reason: `its $schema ${JSON.stringify(choice.unsupported)} names a dialect mcp-lint does not support`,
    };
  } else {
    try {
      // $id/$schema are dropped from the copy so one Ajv instance can compile many schemas that share an $id.
      const { $id: _id, ...rest } = schema;
      void _id;
      compiling = newPatternBudget();
      const validate = ajvFor(choice.dialect).compile(rest);
      compiled = {
        ok: true,
        check: (value, label) => {
          let valid: boolean;
          try {
            valid = validate(value);
          } catch (error) {
            if (error instanceof PatternTooCostly)
              return [{ pointer: '', message: `${label} could not be checked: ${error.message}` }];
            // A recursive schema follows the value down: a server's answer nested thousands deep overflows it.
            if (!(error instanceof RangeError)) throw error;
            return [
              {
                pointer: '',
                message: `${label} could not be checked: the schema follows it ${measureNesting(value, Infinity)} levels deep and ran out of stack`,
              },
            ];
          }
          return valid
            ? []
            : describeAjvErrors(validate.errors ?? [], value, label).map(({ pointer, message }) => ({
                pointer,
                message,
              }));
        },
      };
    } catch (error) {
      compiled = { ok: false, reason: `Ajv cannot compile it (${(error as Error).message})` };
    }
  }
  cache.set(key, compiled);
  return compiled;
}
