function names(directive, ruleId) {
    return ruleId !== null && (directive.ruleIds.length === 0 || directive.ruleIds.includes(ruleId));
}
/** The directives that silence one diagnostic (empty when none does). */
function silencers(diagnostic, directives) {
    const line = diagnostic.range?.start.line;
    if (line === undefined)
        return [];
    const hits = [];
    // Block directives: the latest disable/enable before the line decides, per rule.
    let openBlock;
    for (const directive of directives) {
        if (!names(directive, diagnostic.ruleId))
            continue;
        switch (directive.kind) {
            case 'file':
                hits.push(directive);
                break;
            case 'next-line':
                if (directive.range.start.line + 1 === line)
                    hits.push(directive);
                break;
            case 'line':
                if (directive.range.start.line === line)
                    hits.push(directive);
                break;
            case 'block-start':
                if (directive.range.start.line <= line)
                    openBlock = directive;
                break;
            case 'block-end':
                if (directive.range.start.line <= line)
                    openBlock = undefined;
                break;
        }
    }
    if (openBlock)
        hits.push(openBlock);
    return hits;
}
export function applyDirectives(diagnostics, directives) {
    if (directives.length === 0)
        return { kept: diagnostics, suppressed: [], unused: [] };
    const used = new Set();
    const kept = [];
    const suppressed = [];
    for (const diagnostic of diagnostics) {
        const hits = diagnostic.fatal ? [] : silencers(diagnostic, directives);
        if (hits.length === 0)
            kept.push(diagnostic);
        else {
            suppressed.push({ ...diagnostic, suppressions: hits.map((hit) => ({ kind: 'directive', justification: hit.reason ?? '' })) });
            for (const hit of hits)
                used.add(hit);
        }
    }
    const unused = directives.filter((d) => d.kind !== 'block-end' && !used.has(d));
    return { kept, suppressed, unused };
}
