/**
 * The anytime end of a planner search: once successive halving has narrowed the candidates to two,
 * keep simulating both on the same fresh seeds until the paired differences settle the question, the
 * time cap comes, or the simulation cap does.
 *
 * With common random numbers, simulation k of both candidates sees the same hands and dice, so the
 * difference of their values on seed k is a paired sample: its standard error is far smaller than
 * that of two independent means, and two plans that play alike differ by exactly 0.
 */

/** How a race is run and when it stops. */
export interface RaceSettings {
  /** Total simulations of the whole search (halving and race) the race may not exceed. */
  maxIterations: number;
  /** Stop once the leader's mean paired lead exceeds this many standard errors. */
  settleZ: number;
  /** Stop once the whole interval (mean ± settleZ·se) lies within ±indifference: the two are as good. */
  indifference: number;
  /** Pairs played before any verdict, and the seeds added per step. */
  batch: number;
}

export type RaceVerdict = 'settled' | 'indifferent' | 'open';

/** The verdict on the first `n` paired values of two candidates. */
export function pairedVerdict(
  x: readonly number[],
  y: readonly number[],
  settings: Pick<RaceSettings, 'settleZ' | 'indifference' | 'batch'>,
): RaceVerdict {
  const n = Math.min(x.length, y.length);
  if (n < settings.batch) return 'open';
  let sum = 0;
  for (let k = 0; k < n; k++) sum += x[k]! - y[k]!;
  const mean = sum / n;
  let squares = 0;
  for (let k = 0; k < n; k++) squares += (x[k]! - y[k]! - mean) ** 2;
  const se = Math.sqrt(squares / (n - 1) / n);
  const margin = settings.settleZ * se;
  if (Math.abs(mean) + margin < settings.indifference) return 'indifferent';
  if (Math.abs(mean) > margin) return 'settled';
  return 'open';
}

export type RaceStop = RaceVerdict | 'time' | 'cap';

/**
 * Race two candidates: `simulate(i)` adds one simulation of candidate i (0 or 1) on its next seed and
 * returns false when the time cap has come; `values(i)` are its values so far; `spent()` the search's
 * simulations so far. Returns why the race stopped.
 */
export function race(
  settings: RaceSettings,
  simulate: (i: 0 | 1) => boolean,
  values: (i: 0 | 1) => readonly number[],
  spent: () => number,
): Exclude<RaceStop, 'open'> {
  for (;;) {
    const verdict = pairedVerdict(values(0), values(1), settings);
    if (verdict !== 'open') return verdict;
    for (let step = 0; step < settings.batch; step++) {
      if (spent() + 2 > settings.maxIterations) return 'cap';
      // Both candidates play seed k before either plays k + 1, so a stop leaves at most one unpaired.
      if (!simulate(0) || !simulate(1)) return 'time';
    }
  }
}
