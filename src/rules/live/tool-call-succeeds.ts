import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import {
  argumentsRefusal,
  argumentsText,
  errorResultText,
  probesOf,
  SDK_NO_STRUCTURED_CONTENT,
  SDK_OUTPUT_VALIDATION,
  shortText,
  toolLabel,
} from '../shared/probe-facts.js';

// A tool that fails on arguments its own schema allows fails the model the same way on every such call: the schema
// is the only guide a model has. The probe's arguments are built from the schema (or given by the user), so an
// isError answer is either a bug (an exception, a return value its declared type refuses) or a precondition the
// schema does not state. Either way the author has something to do; arguments that are merely unrealistic are
// replaced with --probe-args. Answers another rule already explains (refused arguments, the SDK's output checks)
// are left to that rule.
const rule = defineRule({
  id: 'tool-call-succeeds',
  meta: {
    description: 'a probe call with arguments the inputSchema allows should not come back as an isError result',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      errorResult:
        'Calling "{{tool}}" with {{args}}, {{which}}, returned an isError result ({{text}}), so a model that follows the schema gets the same. Make the tool succeed for what its schema allows, or narrow the schema (enum, pattern, format, minimum) to what it accepts.{{hint}}',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      if (probe.answer.kind !== 'result' || !isObject(probe.answer.result) || probe.answer.result.isError !== true)
        continue;
      const text = errorResultText(probe.answer);
      if (
        argumentsRefusal(probe.answer) !== undefined ||
        SDK_OUTPUT_VALIDATION.test(text) ||
        SDK_NO_STRUCTURED_CONTENT.test(text)
      )
        continue;
      const generated = probe.argumentsFrom === 'generated';
      const data = {
        tool: toolLabel(tool),
        args: argumentsText(probe),
        which: generated ? 'which mcp-lint built from its inputSchema' : 'given in --probe-args',
        text: text ? JSON.stringify(shortText(text, 200)) : 'with no text',
        hint: hintFor(tool.definition, text, generated),
      };
      context.report({ messageId: 'errorResult', pointer: '', data });
    }
  },
});

// The Python SDK wraps any exception as "Error executing tool <name>" (mcp 2.x drops the exception's text; 1.x keeps
// it after a colon). With a declared return type, the classic cause is a value of another type: the SDK validates
// the return value against the output schema it built from the annotation, and every call fails.
const PYTHON_SDK_EXCEPTION = /^Error executing tool \S+(?::|$)/;

function hintFor(definition: unknown, text: string, generated: boolean): string {
  const hints: string[] = [];
  if (PYTHON_SDK_EXCEPTION.test(text)) {
    hints.push(
      isObject(definition) && definition.outputSchema !== undefined
        ? " The Python SDK turned an exception into this result (the traceback is on the server's stderr); with a declared return type, a common cause is returning a value of another type (-> int returning a str), which fails the output schema the SDK builds from the annotation."
        : " The Python SDK turned an exception into this result; the traceback is on the server's stderr.",
    );
  }
  if (generated) hints.push(' If these arguments are only unrealistic, give real ones with --probe-args.');
  return hints.join('');
}

export default rule;
