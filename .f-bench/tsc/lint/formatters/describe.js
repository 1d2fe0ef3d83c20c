/** A live server as people recognise it: its source plus what `initialize` said, when it said anything. */
export function serverLabel(result) {
    const name = result.server?.name;
    if (!name)
        return result.source;
    return `${result.source} (${result.server?.version ? `${name} ${result.server.version}` : name})`;
}
/** `tool "search" at /inputSchema/properties/q` — the place of a finding that has no line. */
export function toolPlace(diagnostic) {
    const tool = diagnostic.toolName !== undefined ? `tool "${diagnostic.toolName}"` : '';
    const pointer = diagnostic.pointer ? `at ${diagnostic.pointer}` : '';
    return [tool, pointer].filter(Boolean).join(' ');
}
/** Inputs that are not files: live servers, and stdin shown under a placeholder such as `<stdin>`. */
export function isFileResult(result) {
    return result.kind !== 'live' && !/^<.*>$/.test(result.source);
}
