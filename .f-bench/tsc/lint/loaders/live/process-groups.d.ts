/**
 * True while a process of the group is still running. `kill(-pgid, 0)` also counts zombies, and where PID 1
 * does not reap orphans (some containers) a dead grandchild stays a zombie forever, so on Linux the
 * group's members are read from /proc and zombies are left out.
 */
export declare function groupAlive(pid: number): boolean;
export declare function registerGroup(pid: number): void;
/**
 * Ends a server's process group: SIGTERM first (servers may flush state), then SIGKILL for whatever is still
 * running once the server itself has exited (or `graceMs` has passed). Resolves when nothing of it runs.
 */
export declare function endGroup(pid: number, leaderExited: Promise<void>, graceMs: number): Promise<void>;
