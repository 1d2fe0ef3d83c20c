// Builders for rule tests of live rules: a live source with tools and the probes made on them.
import type { LoadedSource } from '../../../src/core/types.js';
import type { LiveProbe, LiveProbeAnswer } from '../../../src/core/facts.js';

export const result = (value: unknown): LiveProbeAnswer => ({ kind: 'result', result: value });
export const rpcError = (code: number, message: string): LiveProbeAnswer => ({ kind: 'error', code, message });
export const text = (t: string) => ({ type: 'text', text: t });

export function probe(
  purpose: LiveProbe['purpose'],
  answer: LiveProbeAnswer,
  extra: Partial<LiveProbe> = {},
): LiveProbe {
  return {
    purpose,
    toolIndex: purpose === 'unknown-tool' ? undefined : 0,
    toolName: purpose === 'unknown-tool' ? 'mcp_lint_probe_unknown_tool' : 'get_weather',
    arguments: purpose === 'invalid-arguments' ? {} : { city: 'example' },
    argumentsFrom: 'generated',
    answer,
    ...(answer.kind === 'result' && typeof answer.result === 'object' ? { resultIssues: [] } : {}),
    ...extra,
  };
}

export const weather = {
  name: 'get_weather',
  description: 'Returns the current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name.' } },
    required: ['city'],
  },
  annotations: { readOnlyHint: true },
};
export const weatherWithOutput = {
  ...weather,
  outputSchema: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'] },
};

/** A rule-tester case: one live tool and its probes. */
export function liveCase(probes: LiveProbe[], definition: unknown = weather, name?: string) {
  const source: Partial<LoadedSource> = { kind: 'live', source: 'stdio:node server.js', probes };
  return { ...(name ? { name } : {}), loaded: [{ definition, locate: () => undefined }], source };
}
