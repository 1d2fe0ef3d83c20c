// The live half of rules shared with source mode (one id, found either by reading the handler or by calling
// it): `handler-returns-bare-string` and `structured-content-returned` call these for live inputs.
import type { LoadedTool, RuleContext } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import {
  argumentsText,
  bareStringEvidence,
  errorResultText,
  probesOf,
  SDK_NO_STRUCTURED_CONTENT,
  successResult,
  toolLabel,
} from './probe-facts.js';

/** Reports with messageId `liveBareString` ({{tool}}, {{args}}, {{evidence}}). */
export function reportLiveBareString(tool: LoadedTool, context: RuleContext): void {
  for (const probe of probesOf(tool, context, 'valid-arguments')) {
    const evidence = bareStringEvidence(probe.answer);
    if (!evidence) continue;
    context.report({
      messageId: 'liveBareString',
      pointer: '',
      data: { tool: toolLabel(tool), args: argumentsText(probe), evidence },
    });
    return;
  }
}

/** Reports with messageId `liveMissing` ({{tool}}, {{args}}, {{how}}). */
export function reportLiveMissingStructuredContent(tool: LoadedTool, context: RuleContext): void {
  if (!isObject(tool.definition) || tool.definition.outputSchema === undefined) return;
  for (const probe of probesOf(tool, context, 'valid-arguments')) {
    const data = { tool: toolLabel(tool), args: argumentsText(probe) };
    const result = successResult(probe.answer);
    if (result && result.structuredContent === undefined) {
      context.report({
        messageId: 'liveMissing',
        pointer: '/outputSchema',
        data: { ...data, how: 'a result without structuredContent' },
      });
      return;
    }
    if (SDK_NO_STRUCTURED_CONTENT.test(errorResultText(probe.answer))) {
      context.report({
        messageId: 'liveMissing',
        pointer: '/outputSchema',
        data: {
          ...data,
          how: 'the SDK\'s error result "Output validation error: … has an output schema but no structured content was provided"',
        },
      });
      return;
    }
  }
}
