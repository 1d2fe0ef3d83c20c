// Whether a config file found by lookup (not one named with --config) may be trusted, in the spirit of git's
// safe.directory check: a config decides which files are linted and which findings are shown, so one that another
// local user wrote, or could have swapped in (`/tmp/mcp-lint.config.json` above a checkout in /tmp), must not silence a
// run. Trusted: the file (and the link to it, if it is one) belongs to the user or to root, and its directory cannot
// be written by anyone else — group- or other-writable only when it has the sticky bit (as /tmp has: no one can then
// replace a file they do not own) or when the group is the user's own primary group (a user-private group, as
// Debian and Ubuntu give every user with umask 002). Without user ids (Windows) there is nothing to check.
import { lstatSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';

const GROUP_WRITE = 0o020;
const OTHER_WRITE = 0o002;
const STICKY = 0o1000;

export interface Identity {
  uid: number;
  gid: number;
}

/** The user running mcp-lint; undefined where the platform has no user ids. */
export function currentIdentity(): Identity | undefined {
  const uid = process.getuid?.() ?? -1;
  const gid = process.getgid?.() ?? -1;
  return uid < 0 ? undefined : { uid, gid };
}

/** Why `path` must not be trusted by `identity` (a clause for a message), or undefined when it may be read. */
export function untrustedReason(path: string, identity: Identity | undefined): string | undefined {
  if (!identity) return undefined;
  const trustedOwner = (stats: Stats) => stats.uid === identity.uid || stats.uid === 0;
  let entry: Stats, target: Stats, directory: Stats;
  try {
    entry = lstatSync(path);
    target = statSync(path);
    directory = statSync(dirname(path));
  } catch (error) {
    return `it could not be checked (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  for (const stats of [entry, target]) {
    if (!trustedOwner(stats)) return `it is owned by user id ${stats.uid}, not by you (${identity.uid}) or root`;
  }
  if (!trustedOwner(directory))
    return `its directory is owned by user id ${directory.uid}, not by you (${identity.uid}) or root`;
  if ((directory.mode & STICKY) === 0) {
    if (directory.mode & OTHER_WRITE) return 'its directory can be written by every user';
    if (directory.mode & GROUP_WRITE && directory.gid !== identity.gid)
      return `its directory can be written by group id ${directory.gid}`;
  }
  return undefined;
}
