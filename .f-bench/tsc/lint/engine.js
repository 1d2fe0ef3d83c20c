// Runs rules over loaded sources and collects diagnostics. Pure: no file or process access.
import { renderMessage } from './messages.js';
import { toolNameOf } from './json-value.js';
import { applyDirectives } from './directives.js';
const UNRESOLVED_RULE_ID = 'source-unresolved';
function isUnresolved(tool, pointer) {
    return tool.sourceFacts?.unresolved?.some((u) => pointer === u.pointer || pointer.startsWith(u.pointer + '/')) ?? false;
}
function appliesTo(rule, source) {
    return rule.meta.scope === 'definition' || rule.meta.scope === source.kind || (rule.meta.extraScopes?.some((scope) => scope === source.kind) ?? false);
}
export function lintSource(source, rules, options) {
    const found = [...source.diagnostics];
    for (const rule of rules) {
        const setting = options.settings.get(rule.id);
        if (!setting || setting.level === 'off' || !appliesTo(rule, source))
            continue;
        const severity = setting.level;
        const contextFor = (tool) => ({
            spec: options.spec,
            options: setting.options,
            source,
            report(descriptor) {
                const template = rule.meta.messages[descriptor.messageId];
                if (template === undefined)
                    throw new Error(`Rule ${rule.id} has no message "${descriptor.messageId}"`);
                // Parts a source loader could not read hold placeholders: no rule may judge them (source-unresolved reports them).
                if (tool && rule.id !== UNRESOLVED_RULE_ID && isUnresolved(tool, descriptor.pointer))
                    return;
                found.push({
                    ruleId: rule.id,
                    severity,
                    message: renderMessage(template, descriptor.data),
                    source: source.source,
                    toolName: tool ? toolNameOf(tool.definition) : undefined,
                    pointer: descriptor.pointer,
                    range: descriptor.range ?? tool?.locate(descriptor.pointer),
                });
            },
        });
        if (rule.checkTool)
            for (const tool of source.tools)
                rule.checkTool(tool, contextFor(tool));
        if (rule.checkSource) {
            // Cross-tool rules report per tool through the tool whose pointer they name.
            const context = contextFor(undefined);
            rule.checkSource(source.tools, {
                ...context,
                report(descriptor) {
                    if (descriptor.tool) {
                        contextFor(descriptor.tool).report({ ...descriptor, tool: undefined });
                        return;
                    }
                    const tool = source.tools.find((t) => descriptor.pointer === t.documentPointer || descriptor.pointer.startsWith(t.documentPointer + '/'));
                    contextFor(tool).report({ ...descriptor, pointer: tool ? descriptor.pointer.slice(tool.documentPointer.length) : descriptor.pointer });
                },
            });
        }
    }
    const { kept, suppressed, unused } = applyDirectives(found, source.directives ?? []);
    if (options.reportUnusedDisableDirectives) {
        for (const directive of unused) {
            kept.push({
                ruleId: null,
                severity: options.reportUnusedDisableDirectives,
                message: directive.ruleIds.length
                    ? `Unused mcp-lint-disable directive (no problems were reported from ${directive.ruleIds.map((r) => `"${r}"`).join(', ')}). Remove it.`
                    : 'Unused mcp-lint-disable directive (no problems were reported). Remove it.',
                source: source.source,
                pointer: '',
                range: directive.range,
            });
        }
    }
    kept.sort(compareDiagnostics);
    return { source: source.source, kind: source.kind, diagnostics: kept, suppressed, toolCount: source.tools.length, server: source.server, origin: source.origin };
}
function compareDiagnostics(a, b) {
    const la = a.range?.start.line ?? 0, lb = b.range?.start.line ?? 0;
    if (la !== lb)
        return la - lb;
    const ca = a.range?.start.column ?? 0, cb = b.range?.start.column ?? 0;
    if (ca !== cb)
        return ca - cb;
    return (a.toolName ?? '').localeCompare(b.toolName ?? '') || a.pointer.localeCompare(b.pointer);
}
export function summarize(results) {
    let errorCount = 0, warningCount = 0, infoCount = 0;
    for (const result of results) {
        for (const d of result.diagnostics) {
            if (d.severity === 'error')
                errorCount++;
            else if (d.severity === 'warning')
                warningCount++;
            else
                infoCount++;
        }
    }
    return { results, errorCount, warningCount, infoCount };
}
