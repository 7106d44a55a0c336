/**
 * Benchmark: exact odds against 100,000 simulated battles of the same model, 10 units against 10 on
 * land and at sea. Prints JSON: the exact time (median of several runs after a warm-up), the Monte
 * Carlo time (median of three runs of 100,000), their ratio, and how far the simulated frequencies
 * are from the exact probabilities in standard errors (the first run, and the three pooled).
 * Run: node --import tsx packages/games/pacific-1940/bench/odds.ts
 */
import { createFastRng } from '@wargame/engine';
import {
  type BattleSpec,
  OUTCOME_FIELDS,
  type OutcomeField,
  oddsOf,
  parseUnits,
  type SimulationResult,
  simulate,
} from '../src/odds/index.ts';

const EXACT_RUNS = 51;
const MC_RUNS = 100_000;
const MC_REPEATS = 3;

const BATTLES: { name: string; attack: string; defend: string }[] = [
  {
    name: 'land 10 v 10',
    attack: 'infantry:4,artillery:2,armour:2,fighter:2',
    defend: 'infantry:6,artillery:2,armour:1,fighter:1',
  },
  {
    name: 'sea 10 v 10',
    attack: 'submarine:2,destroyer:2,cruiser:2,battleship:1,carrier:1,fighter:2',
    defend: 'submarine:2,destroyer:3,cruiser:1,battleship:1,carrier:1,fighter:2',
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const round = (x: number, digits: number) => Number(x.toFixed(digits));

function time<T>(f: () => T): [T, number] {
  const t = performance.now();
  const out = f();
  return [out, performance.now() - t];
}

const results = BATTLES.map(({ name, attack, defend }) => {
  const spec: BattleSpec = { attacker: parseUnits(attack), defender: parseUnits(defend) };
  for (let i = 0; i < 30; i++) oddsOf(spec);
  const exactTimes: number[] = [];
  let exact = oddsOf(spec);
  for (let i = 0; i < EXACT_RUNS; i++) {
    const [r, ms] = time(() => oddsOf(spec));
    exact = r;
    exactTimes.push(ms);
  }
  simulate(spec, 2_000, createFastRng('warm-up'));
  const mcTimes: number[] = [];
  const repeats: SimulationResult[] = [];
  for (let i = 0; i < MC_REPEATS; i++) {
    const [r, ms] = time(() => simulate(spec, MC_RUNS, createFastRng(`bench-${name}-${i}`)));
    repeats.push(r);
    mcTimes.push(ms);
  }
  const mc = repeats[0]!;
  const exactMs = median(exactTimes);
  const mcMs = median(mcTimes);
  /** (simulated − exact) / standard error, per outcome. */
  const agreement = (fraction: (f: OutcomeField) => number, runs: number) => {
    const out: Record<string, number> = {};
    for (const f of OUTCOME_FIELDS) {
      const p = exact[f];
      const se = Math.sqrt((p * (1 - p)) / runs);
      out[f] =
        se === 0 ? (fraction(f) === p ? 0 : Number.POSITIVE_INFINITY) : round((fraction(f) - p) / se, 2);
    }
    return out;
  };
  const standardErrors = agreement((f) => mc[f], MC_RUNS);
  const pooled = agreement(
    (f) => repeats.reduce((n, r) => n + r[f], 0) / repeats.length,
    MC_RUNS * MC_REPEATS,
  );
  return {
    name,
    attack,
    defend,
    exact: {
      ms: round(exactMs, 3),
      minMs: round(Math.min(...exactTimes), 3),
      runs: EXACT_RUNS,
      states: exact.states,
      attackerWins: round(exact.attackerWins, 6),
      defenderWins: round(exact.defenderWins, 6),
      mutual: round(exact.mutual, 6),
      sum: exact.attackerWins + exact.defenderWins + exact.mutual + exact.retreat + exact.stalemate,
    },
    monteCarlo: {
      runs: MC_RUNS,
      ms: round(mcMs, 1),
      repeats: MC_REPEATS,
      attackerWins: mc.attackerWins,
      defenderWins: mc.defenderWins,
      mutual: mc.mutual,
    },
    speedup: round(mcMs / exactMs, 1),
    /** The first 100,000 battles against the exact answer. */
    standardErrors,
    maxStandardErrors: Math.max(...Object.values(standardErrors).map(Math.abs)),
    /** All the repeats together. */
    pooledStandardErrors: pooled,
    pooledRuns: MC_RUNS * MC_REPEATS,
  };
});

console.log(JSON.stringify({ benchmark: 'pacific-1940 odds', node: process.version, results }, null, 2));
