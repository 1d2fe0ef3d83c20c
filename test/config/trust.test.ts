// Which config files lookup trusts (src/config/trust.ts), with chosen identities so every branch runs as any user.
import { chmodSync, chownSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untrustedReason } from '../../src/config/trust.js';

let dir: string;
let config: string;
let owner: { uid: number; gid: number };
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'mcp-lint-trust-')));
  config = join(dir, 'mcp-lint.config.json');
  writeFileSync(config, '{}');
  chmodSync(dir, 0o755);
  const stats = statSync(config);
  owner = { uid: stats.uid, gid: stats.gid };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('untrustedReason', () => {
  it("trusts the owner's file in the owner's directory", () => {
    expect(untrustedReason(config, owner)).toBeUndefined();
  });
  it('refuses a file someone else owns, and trusts one root owns', () => {
    // As root the file is given to another user; otherwise the file is the tester's and the reader someone else.
    if (owner.uid === 0) {
      chownSync(config, 65534, owner.gid);
      expect(untrustedReason(config, owner)).toBe('it is owned by user id 65534, not by you (0) or root');
      chownSync(config, 0, owner.gid);
      expect(untrustedReason(config, { uid: 1000, gid: owner.gid })).toBeUndefined();
    } else {
      expect(untrustedReason(config, { uid: owner.uid + 1, gid: owner.gid })).toBe(
        `it is owned by user id ${owner.uid}, not by you (${owner.uid + 1}) or root`,
      );
    }
  });
  it('refuses a directory writable by every user, unless it is sticky', () => {
    chmodSync(dir, 0o777);
    expect(untrustedReason(config, owner)).toBe('its directory can be written by every user');
    chmodSync(dir, 0o1777);
    expect(untrustedReason(config, owner)).toBeUndefined();
  });
  it("refuses a group-writable directory unless the group is the user's own", () => {
    chmodSync(dir, 0o775);
    expect(untrustedReason(config, owner)).toBeUndefined();
    expect(untrustedReason(config, { uid: owner.uid, gid: owner.gid + 1 })).toBe(
      `its directory can be written by group id ${owner.gid}`,
    );
  });
  it('says why when the file cannot be checked (a dangling link)', () => {
    const link = join(dir, 'dangling.json');
    symlinkSync(join(dir, 'missing.json'), link);
    expect(untrustedReason(link, owner)).toBe('it could not be checked (ENOENT)');
  });
  it('checks nothing where there are no user ids (Windows)', () => {
    chmodSync(dir, 0o777);
    expect(untrustedReason(config, undefined)).toBeUndefined();
  });
});
