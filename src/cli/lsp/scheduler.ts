// Bounded work per keystroke: each document is linted at most once per pause in typing (a debounce), one document at
// a time, and always its newest text. A run whose document changed meanwhile is cancelled: its result is dropped,
// and the newer text, already scheduled, is linted instead.

export interface LintJob<T> {
  /** The document's version when the job starts; the result is kept only if it is still current at the end. */
  version(): number | undefined;
  run(): Promise<T>;
  publish(result: T, version: number): void;
}

export class LintScheduler<T> {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly queue: string[] = [];
  /** The version last published per document, and the documents whose next run must happen even at that version. */
  private readonly published = new Map<string, number>();
  private readonly forced = new Set<string>();
  private running = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly jobOf: (uri: string) => LintJob<T> | undefined,
    private readonly debounceMs: number,
  ) {}

  /**
   * Lints `uri` after the debounce; `now`: at once and even at a version already published (open, and save: a file
   * it reads from disk may have changed). A later call restarts the wait. A change notice for text already linted
   * (editors send one with every open) costs nothing.
   */
  schedule(uri: string, now = false): void {
    clearTimeout(this.timers.get(uri));
    if (now) this.forced.add(uri);
    const enqueue = () => {
      this.timers.delete(uri);
      if (!this.queue.includes(uri)) this.queue.push(uri);
      void this.drain();
    };
    if (now) enqueue();
    else this.timers.set(uri, setTimeout(enqueue, this.debounceMs));
  }

  /** A closed document: nothing more is linted for it. */
  forget(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    const index = this.queue.indexOf(uri);
    if (index >= 0) this.queue.splice(index, 1);
    this.published.delete(uri);
    this.forced.delete(uri);
  }

  /** Resolves when nothing is waiting or running (shutdown). */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.queue.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let uri = this.queue.shift(); uri !== undefined; uri = this.queue.shift()) {
        const job = this.jobOf(uri);
        const version = job?.version();
        if (!job || version === undefined) continue;
        if (!this.forced.delete(uri) && this.published.get(uri) === version) continue;
        const result = await job.run();
        // Cancelled: the text changed while it was linted (the newer text is scheduled), or the document was closed.
        if (job.version() !== version) continue;
        this.published.set(uri, version);
        job.publish(result, version);
      }
    } finally {
      this.running = false;
      if (this.timers.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
