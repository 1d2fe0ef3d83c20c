// Sentences for RPC outcomes, shared by loader findings.
import type { LiveProbeAnswer } from '../../core/facts.js';
import { shortJson } from '../../core/short-json.js';

export function describeAnswer(answer: LiveProbeAnswer): string {
  switch (answer.kind) {
    case 'result':
      return `a result ${shortJson(answer.result)}`;
    case 'error':
      return `JSON-RPC error ${Number.isNaN(answer.code) ? '(no numeric code)' : answer.code}: ${shortJson(answer.message, 300)}`;
    case 'timeout':
      return `no answer within ${formatMs(answer.afterMs)}`;
    case 'failed':
      return answer.detail;
  }
}

export function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

export { shortJson };
