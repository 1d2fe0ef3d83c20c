// Where a run spends its time, the ESLint way (TIMING=1, --timing): each rule's total over every input, and one line
// for each loader and formatter. A recorder is passed only when timing was asked for, so an ordinary run pays nothing.

export type TimedStage = 'load' | 'format';

export interface TimingEntry {
  name: string;
  ms: number;
}

export interface StageEntry extends TimingEntry {
  stage: TimedStage;
}

export class RunTiming {
  private readonly rules = new Map<string, number>();
  private readonly stages = new Map<string, StageEntry>();

  addRule(ruleId: string, ms: number): void {
    this.rules.set(ruleId, (this.rules.get(ruleId) ?? 0) + ms);
  }

  addStage(stage: TimedStage, name: string, ms: number): void {
    const key = `${stage}: ${name}`;
    const entry = this.stages.get(key);
    if (entry) entry.ms += ms;
    else this.stages.set(key, { stage, name: key, ms });
  }

  /** Runs `work` and adds its time to the stage, also when it throws. */
  async time<T>(stage: TimedStage, name: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.addStage(stage, name, performance.now() - start);
    }
  }

  /** Rules by time spent, the slowest first (ties by id, so the table is the same on every run that measures the same). */
  ruleEntries(): TimingEntry[] {
    return sortedEntries(this.rules);
  }

  /** Loaders and formatters, in the order they ran. */
  stageEntries(): StageEntry[] {
    return [...this.stages.values()].map((entry) => ({ ...entry }));
  }
}

function sortedEntries(totals: ReadonlyMap<string, number>): TimingEntry[] {
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
