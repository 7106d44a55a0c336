/** This process's garbage collections since the last reset: how many, how long in all, the longest. */
import { constants, PerformanceObserver } from 'node:perf_hooks';

export interface GcTally {
  count: number;
  totalMs: number;
  maxMs: number;
}
export type GcStats = Record<'minor' | 'major', GcTally>;

export function watchGc(): { reset(): void; read(): GcStats } {
  const fresh = (): GcStats => ({
    minor: { count: 0, totalMs: 0, maxMs: 0 },
    major: { count: 0, totalMs: 0, maxMs: 0 },
  });
  let stats = fresh();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      const tally =
        kind === constants.NODE_PERFORMANCE_GC_MAJOR
          ? stats.major
          : kind === constants.NODE_PERFORMANCE_GC_MINOR
            ? stats.minor
            : null;
      if (!tally) continue;
      tally.count += 1;
      tally.totalMs += entry.duration;
      tally.maxMs = Math.max(tally.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const rounded = (t: GcTally): GcTally => ({
    count: t.count,
    totalMs: Number(t.totalMs.toFixed(1)),
    maxMs: Number(t.maxMs.toFixed(1)),
  });
  return {
    reset: () => {
      stats = fresh();
    },
    read: () => ({ minor: rounded(stats.minor), major: rounded(stats.major) }),
  };
}
