import type { Rule } from '../../core/types.js';
import handlerReturnsBareString from './handler-returns-bare-string.js';
import handlerReturnsResult from './handler-returns-result.js';
import jsonSchemaInZodApi from './json-schema-in-zod-api.js';
import structuredContentReturned from './structured-content-returned.js';
import handlerErrorResult from './handler-error-result.js';
import stdioNoConsoleLog from './stdio-no-console-log.js';
import deprecatedToolApi from './deprecated-tool-api.js';
import sourceUnresolved from './source-unresolved.js';
import directiveUnknownRule from './directive-unknown-rule.js';
import tsconfigProblem from './tsconfig-problem.js';
import returnFitsOutputSchema from './return-fits-output-schema.js';

export const sourceRules: Rule[] = [
  handlerReturnsBareString,
  handlerReturnsResult,
  jsonSchemaInZodApi,
  structuredContentReturned,
  handlerErrorResult,
  stdioNoConsoleLog,
  deprecatedToolApi,
  sourceUnresolved,
  directiveUnknownRule,
  tsconfigProblem,
  returnFitsOutputSchema,
];
