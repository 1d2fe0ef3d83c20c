// Opt-in probes: calls the tools the plan allows, once with valid and once with invalid arguments, plus one call
// to a tool name the server does not list. Records every answer (and the schema checks made on it) as a
// LiveProbe; the live rules decide what is a finding.
import type { Severity, SpecVersion } from '../../../core/types.js';
import type { LiveProbe, LiveProbeAnswer, SchemaIssue } from '../../../core/facts.js';
import { isObject, toolNameOf } from '../../../core/json-value.js';
import type { RpcClient } from '../rpc.js';
import type { ProbePlan } from './plan.js';
import { invalidInstances, minimalInstance } from './instance.js';
import { compileSchema } from './schema-check.js';
import { callToolResultIssues } from './result-schema.js';

export interface ProbeNote {
  severity: Severity;
  message: string;
}

export interface ProbeRun {
  rpc: RpcClient;
  tools: readonly unknown[];
  plan: ProbePlan;
  spec: SpecVersion;
  /** What the server answered in initialize. */
  protocolVersion: string | undefined;
  requestTimeout(): number;
  remaining(): number;
}

/** A tool name no server lists: it names mcp-lint so a server log that shows it explains itself. */
export function unknownToolName(tools: readonly unknown[]): string {
  const names = new Set(tools.map(toolNameOf));
  let name = 'mcp_lint_probe_unknown_tool';
  for (let i = 2; names.has(name); i++) name = `mcp_lint_probe_unknown_tool_${i}`;
  return name;
}

export function selectTools(tools: readonly unknown[], plan: ProbePlan): number[] {
  const selected: number[] = [];
  tools.forEach((definition, index) => {
    const name = toolNameOf(definition);
    if (name === undefined) return;
    const annotations = isObject(definition) && isObject(definition.annotations) ? definition.annotations : {};
    if (plan.namedTools.has(name) || (plan.readOnlyTools && annotations.readOnlyHint === true)) selected.push(index);
  });
  return selected;
}

export async function runProbes(run: ProbeRun): Promise<{ probes: LiveProbe[]; notes: ProbeNote[] }> {
  const { rpc, tools, plan } = run;
  const probes: LiveProbe[] = [];
  const notes: ProbeNote[] = [];
  const listedNames = new Set(tools.map(toolNameOf).filter((n): n is string => n !== undefined));
  for (const name of plan.namedTools) {
    if (!listedNames.has(name))
      notes.push({
        severity: 'warning',
        message: `--probe-tool "${name}" names no tool this server lists; nothing was called under that name.`,
      });
  }
  for (const name of plan.argumentsByTool.keys()) {
    if (!listedNames.has(name))
      notes.push({
        severity: 'warning',
        message: `--probe-args gives arguments for "${name}", which this server does not list.`,
      });
  }
  const validatorVersion: SpecVersion =
    run.spec === '2026-07-28' && run.protocolVersion === '2026-07-28' ? '2026-07-28' : '2025-11-25';
  const stopped = () => rpc.closedReason !== undefined || run.remaining() <= 0;

  const call = async (
    purpose: LiveProbe['purpose'],
    toolName: string,
    args: Record<string, unknown>,
    extra: Partial<LiveProbe>,
  ): Promise<LiveProbe> => {
    const answer: LiveProbeAnswer = await rpc.request(
      'tools/call',
      { name: toolName, arguments: args },
      run.requestTimeout(),
    );
    const probe: LiveProbe = { purpose, toolName, arguments: args, argumentsFrom: 'generated', answer, ...extra };
    if (answer.kind === 'result' && isObject(answer.result))
      probe.resultIssues = await callToolResultIssues(answer.result, validatorVersion);
    const outputSchema =
      extra.toolIndex === undefined ? undefined : (tools[extra.toolIndex] as Record<string, unknown>).outputSchema;
    if (
      outputSchema !== undefined &&
      answer.kind === 'result' &&
      isObject(answer.result) &&
      answer.result.isError === true &&
      answer.result.structuredContent !== undefined
    ) {
      const compiled = compileSchema(outputSchema);
      if (compiled.ok)
        probe.errorStructuredContentIssues = compiled.check(answer.result.structuredContent, 'structuredContent');
    }
    probes.push(probe);
    return probe;
  };

  // Safe whatever the server does: no tool runs when the name is unknown.
  await call('unknown-tool', unknownToolName(tools), {}, {});

  for (const index of selectTools(tools, plan)) {
    if (stopped()) break;
    const definition = tools[index] as Record<string, unknown>;
    const name = definition.name as string;
    const inputSchema = definition.inputSchema;
    const given = plan.argumentsByTool.get(name);
    const compiledInput = compileSchema(inputSchema);
    let validArgs: Record<string, unknown> | undefined = given;
    if (!validArgs) {
      const built = minimalInstance(inputSchema);
      const issues = built.ok && compiledInput.ok ? compiledInput.check(built.value, 'arguments') : [];
      if (!built.ok || !isObject(built.value) || issues.length > 0) {
        const why = !built.ok
          ? built.reason
          : !isObject(built.value)
            ? 'the schema does not describe an object'
            : issues[0]!.message;
        notes.push({
          severity: 'info',
          message: `Tool "${name}" was not called with valid arguments: mcp-lint could not build them from its inputSchema (${why}). Give them in a --probe-args file.`,
        });
      } else {
        validArgs = built.value;
      }
    }
    if (validArgs) {
      const probe = await call('valid-arguments', name, validArgs, {
        toolIndex: index,
        argumentsFrom: given ? 'probe-args' : 'generated',
      });
      const outputSchema = definition.outputSchema;
      const result = probe.answer.kind === 'result' ? probe.answer.result : undefined;
      if (
        outputSchema !== undefined &&
        isObject(result) &&
        result.isError !== true &&
        result.structuredContent !== undefined
      ) {
        const compiled = compileSchema(outputSchema);
        probe.structuredContentIssues = compiled.ok
          ? compiled.check(result.structuredContent, 'structuredContent')
          : ([
              { pointer: '', message: `outputSchema could not be used to check it: ${compiled.reason}` },
            ] satisfies SchemaIssue[]);
      }
    }
    if (stopped() || !compiledInput.ok) continue;
    const base = validArgs ?? {};
    const invalid = invalidInstances(inputSchema, base).find(
      (candidate) => compiledInput.check(candidate.value, 'arguments').length > 0,
    );
    if (invalid) await call('invalid-arguments', name, invalid.value, { toolIndex: index });
  }
  if (rpc.closedReason !== undefined) {
    notes.push({
      severity: 'info',
      message: `Probing stopped early because the connection ended (${rpc.closedReason}).`,
    });
  }
  return { probes, notes };
}
