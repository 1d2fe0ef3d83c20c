// Where each MCP client keeps its server list, on Linux, macOS and Windows: what `--client-config` with no file
// reads. The platform and the environment are parameters, so every layout can be checked on any machine; the
// sources (each client's own documentation, with the date read) are in docs/clients.md. A place that does not
// exist is simply not there; the reader (loaders/live/client-config.ts) knows each format.
import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type ClientPlatform = 'linux' | 'darwin' | 'win32';

/**
 * How a file lists its servers: `mcp-servers` ("mcpServers", or VS Code's "servers", at the top), `claude-code`
 * (~/.claude.json: "mcpServers" at the top and under each "projects" entry), `vscode-settings` ("mcp": {"servers"}),
 * `gemini` ("mcpServers", with httpUrl), `windsurf` ("mcpServers", with serverUrl), `zed` ("context_servers"),
 * `codex` (TOML: [mcp_servers.<name>]).
 */
export type ClientFormat = 'mcp-servers' | 'claude-code' | 'vscode-settings' | 'gemini' | 'windsurf' | 'zed' | 'codex';

/** `user`: the user's own settings; `project`: a file in the current directory, which a cloned repository may ship. */
export type ClientScope = 'user' | 'project';

export interface ClientPlace {
  client: string;
  scope: ClientScope;
  format: ClientFormat;
  /** Absolute path of the file. */
  path: string;
}

export interface PlaceEnvironment {
  platform: ClientPlatform;
  env: Readonly<Record<string, string | undefined>>;
  /** The current directory, where project configs are looked for. */
  cwd: string;
}

/** The environment mcp-lint runs in (a platform other than macOS and Windows is laid out as Linux). */
export function currentPlaceEnvironment(cwd: string): PlaceEnvironment {
  const platform: ClientPlatform =
    process.platform === 'darwin' || process.platform === 'win32' ? process.platform : 'linux';
  return { platform, env: process.env, cwd };
}

/** The folders the layouts are built from: the home folder, %APPDATA% and $XDG_CONFIG_HOME, with their defaults. */
function folders(where: PlaceEnvironment): { home: string; appData: string; config: string } {
  const { env, platform } = where;
  const set = (value: string | undefined) => (value !== undefined && value !== '' ? value : undefined);
  const home = (platform === 'win32' ? set(env.USERPROFILE) : set(env.HOME)) ?? homedir();
  const appData = set(env.APPDATA) ?? join(home, 'AppData', 'Roaming');
  const config = set(env.XDG_CONFIG_HOME) ?? join(home, '.config');
  return { home, appData, config };
}

/** VS Code's user folder (settings.json, mcp.json, profiles/) for one build, "Code" or "Code - Insiders". */
function vscodeUserDir(build: string, where: PlaceEnvironment): string {
  const { home, appData, config } = folders(where);
  if (where.platform === 'win32') return join(appData, build, 'User');
  if (where.platform === 'darwin') return join(home, 'Library', 'Application Support', build, 'User');
  return join(config, build, 'User');
}

/** At most this many VS Code profiles are read: a profiles/ folder is a handful of entries, never thousands. */
const MAX_PROFILES = 100;

/** The folders of VS Code's profiles (profiles/<id>/), each with its own mcp.json and settings.json. */
function profileDirs(userDir: string): string[] {
  try {
    return readdirSync(join(userDir, 'profiles'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(userDir, 'profiles', entry.name))
      .sort()
      .slice(0, MAX_PROFILES);
  } catch {
    return []; // no profiles folder: the default profile only
  }
}

function vscodePlaces(client: string, build: string, where: PlaceEnvironment): ClientPlace[] {
  const userDir = vscodeUserDir(build, where);
  return [userDir, ...profileDirs(userDir)].flatMap((dir) => [
    { client, scope: 'user' as const, format: 'mcp-servers' as const, path: join(dir, 'mcp.json') },
    { client, scope: 'user' as const, format: 'vscode-settings' as const, path: join(dir, 'settings.json') },
  ]);
}

/** Every place, user places first, in the order the clients are listed in docs/clients.md. */
export function clientPlaces(where: PlaceEnvironment): ClientPlace[] {
  const { home, appData, config } = folders(where);
  const { platform, env, cwd } = where;
  const user = (client: string, format: ClientFormat, path: string): ClientPlace => ({
    client,
    scope: 'user',
    format,
    path,
  });
  const project = (client: string, format: ClientFormat, path: string): ClientPlace => ({
    client,
    scope: 'project',
    format,
    path: join(cwd, path),
  });
  const claudeDesktop =
    platform === 'win32'
      ? join(appData, 'Claude')
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support', 'Claude')
        : join(config, 'Claude');
  const zed =
    platform === 'win32'
      ? join(appData, 'Zed')
      : platform === 'darwin'
        ? join(home, '.config', 'zed')
        : join(config, 'zed');
  return [
    user('Claude Desktop', 'mcp-servers', join(claudeDesktop, 'claude_desktop_config.json')),
    user('Claude Code', 'claude-code', join(env.CLAUDE_CONFIG_DIR || home, '.claude.json')),
    user('Cursor', 'mcp-servers', join(home, '.cursor', 'mcp.json')),
    ...vscodePlaces('VS Code', 'Code', where),
    ...vscodePlaces('VS Code Insiders', 'Code - Insiders', where),
    user('Windsurf', 'windsurf', join(home, '.codeium', 'windsurf', 'mcp_config.json')),
    user('Gemini CLI', 'gemini', join(home, '.gemini', 'settings.json')),
    user('GitHub Copilot CLI', 'mcp-servers', join(home, '.copilot', 'mcp-config.json')),
    user('Codex', 'codex', join(env.CODEX_HOME || join(home, '.codex'), 'config.toml')),
    user('Zed', 'zed', join(zed, 'settings.json')),
    project('Claude Code', 'mcp-servers', '.mcp.json'),
    project('VS Code', 'mcp-servers', join('.vscode', 'mcp.json')),
    project('Cursor', 'mcp-servers', join('.cursor', 'mcp.json')),
    project('Gemini CLI', 'gemini', join('.gemini', 'settings.json')),
    // Not a place Claude Desktop reads: a copy of its config kept in the project, as earlier versions looked for.
    project('Claude Desktop', 'mcp-servers', 'claude_desktop_config.json'),
  ];
}
