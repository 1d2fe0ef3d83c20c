// The clientInfo mcp-lint sends in initialize: servers log it, so it names the real version.
import { readFileSync } from 'node:fs';
function readVersion() {
    try {
        const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
        return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
    }
    catch {
        return '0.0.0';
    }
}
export const CLIENT_VERSION = readVersion();
