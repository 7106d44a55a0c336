/**
 * What the game generator costs: the same seeded random games played with ChaCha20 states (what real
 * games use) and with xoshiro128** states (the legacy and AI generator), alternating in one run, as
 * time per action and its ratio; and the raw cost of one 32-bit draw of each.
 */
import {
  type BaseState,
  createFastRng,
  createRng,
  nextUint32,
  type RngAlgorithm,
  type RngState,
} from '@wargame/engine';
import { line } from '../format.ts';
import type { AnyGame } from '../registry.ts';
import { round } from '../stats.ts';
import { playOnce } from './bench-playout.ts';

export interface RngBench {
  /** Playouts per generator (the same seeds and choices for both). */
  playouts: number;
  chacha20Actions: number;
  xoshiroActions: number;
  /** Mean time of one action (legal + apply + choice) in µs. */
  chacha20PerActionUs: number | null;
  xoshiroPerActionUs: number | null;
  /** chacha20PerActionUs / xoshiroPerActionUs: the whole cost of the secure generator, per action. */
  ratio: number | null;
  /** 32-bit words the game drew per action (counted on the ChaCha20 states). */
  drawsPerAction: number | null;
  /** One `nextUint32`, in ns, on a long stream (the block cache warm). */
  chacha20NsPerDraw: number | null;
  xoshiroNsPerDraw: number | null;
  /** drawsPerAction × (chacha20NsPerDraw − xoshiroNsPerDraw), in µs: the generator's own share. */
  drawCostPerActionUs: number | null;
}

const DRAWS = 1_000_000;

function nsPerDraw(rng: RngState): number {
  let sink = 0;
  const t = performance.now();
  for (let i = 0; i < DRAWS; i++) sink ^= nextUint32(rng);
  const ns = ((performance.now() - t) * 1e6) / DRAWS;
  return sink === 0.5 ? -1 : ns; // never: keeps the loop observable
}

function timed(game: AnyGame, scenario: string, seed: string, generator: RngAlgorithm) {
  let last: BaseState | null = null;
  const choices = createFastRng(`bench/rng/choices/${seed}`);
  const t = performance.now();
  const result = playOnce(
    game,
    scenario,
    seed,
    choices,
    (state) => {
      last = state;
      return true;
    },
    generator,
  );
  const ms = performance.now() - t;
  const rng = (last as BaseState | null)?.rng;
  const words = rng && 'n' in rng ? rng.n : 0;
  return { ms, actions: result.actions, words };
}

export function benchRng(game: AnyGame, scenarios: string[], seconds: number, games: number): RngBench {
  const ms = { chacha20: 0, xoshiro: 0 };
  const actions = { chacha20: 0, xoshiro: 0 };
  let words = 0;
  let playouts = 0;
  const deadline = performance.now() + seconds * 1000;
  while (playouts < games && (playouts < 2 || performance.now() < deadline)) {
    const scenario = scenarios[playouts % scenarios.length]!;
    const seed = `bench/rng/${playouts}`;
    // Alternate which goes first, so that warm-up and heap state favour neither.
    const order: RngAlgorithm[] =
      playouts % 2 === 0 ? ['chacha20', 'xoshiro128**'] : ['xoshiro128**', 'chacha20'];
    for (const generator of order) {
      const run = timed(game, scenario, seed, generator);
      const key = generator === 'chacha20' ? 'chacha20' : 'xoshiro';
      ms[key] += run.ms;
      actions[key] += run.actions;
      if (key === 'chacha20') words += run.words;
    }
    playouts++;
  }
  const perAction = (key: 'chacha20' | 'xoshiro') =>
    actions[key] > 0 ? (ms[key] * 1000) / actions[key] : Number.NaN;
  const chacha20Ns = nsPerDraw(createRng('bench/rng/draws', undefined, 'chacha20'));
  const xoshiroNs = nsPerDraw(createFastRng('bench/rng/draws'));
  const draws = actions.chacha20 > 0 ? words / actions.chacha20 : Number.NaN;
  return {
    playouts,
    chacha20Actions: actions.chacha20,
    xoshiroActions: actions.xoshiro,
    chacha20PerActionUs: round(perAction('chacha20'), 2),
    xoshiroPerActionUs: round(perAction('xoshiro'), 2),
    ratio: round(perAction('chacha20') / perAction('xoshiro'), 3),
    drawsPerAction: round(draws, 3),
    chacha20NsPerDraw: round(chacha20Ns, 1),
    xoshiroNsPerDraw: round(xoshiroNs, 1),
    drawCostPerActionUs: round((draws * (chacha20Ns - xoshiroNs)) / 1000, 3),
  };
}

export function formatRngBench(b: RngBench): string {
  return line(
    `  generator: ${b.chacha20PerActionUs} µs per action with chacha20, ${b.xoshiroPerActionUs} with xoshiro128** (ratio ${b.ratio}, ${b.playouts} playouts each); ${b.drawsPerAction} draws per action, ${b.chacha20NsPerDraw} ns vs ${b.xoshiroNsPerDraw} ns per draw (${b.drawCostPerActionUs} µs per action)`,
  );
}
