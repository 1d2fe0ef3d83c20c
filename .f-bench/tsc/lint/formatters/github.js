import { isFileResult, serverLabel, toolPlace } from './describe.js';
const COMMAND_BY_SEVERITY = { error: 'error', warning: 'warning', info: 'notice' };
/** Escaping of a command's message, as the Actions runner unescapes it. */
export function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Property values are also split on `,` and `:`. */
export function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function annotation(diagnostic, result) {
    const properties = [];
    let message = diagnostic.message;
    if (isFileResult(result)) {
        properties.push(`file=${escapeProperty(result.source.replace(/\\/g, '/'))}`);
        if (diagnostic.range) {
            const { start, end } = diagnostic.range;
            properties.push(`line=${start.line}`, `col=${start.column}`, `endLine=${end.line}`, `endColumn=${end.column}`);
        }
    }
    else {
        // No file to annotate: the annotation lands on the run's summary, so the message must say where.
        const place = toolPlace(diagnostic);
        message = `${serverLabel(result)}${place ? `, ${place}` : ''}: ${message}`;
    }
    const title = diagnostic.ruleId ?? (diagnostic.fatal ? 'mcp-lint: fatal' : 'mcp-lint');
    properties.push(`title=${escapeProperty(title)}`);
    const command = diagnostic.fatal ? 'error' : COMMAND_BY_SEVERITY[diagnostic.severity];
    return `::${command} ${properties.join(',')}::${escapeData(message)}`;
}
export const formatGithub = (report) => {
    const lines = [];
    for (const result of report.results)
        for (const diagnostic of result.diagnostics)
            lines.push(annotation(diagnostic, result));
    return lines.length > 0 ? lines.join('\n') + '\n' : '';
};
export default formatGithub;
