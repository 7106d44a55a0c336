/**
 * The anytime race of the planner's last two candidates: the paired verdict (settled, indifferent or
 * open), the race's stops (verdict, time, cap), and a planner search that races on the dice game.
 */
import { createFastRng, createRng, randomInt } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { pairedVerdict, type RaceSettings, race } from '../src/planner-race.ts';

const SETTINGS: RaceSettings = { maxIterations: 10_000, settleZ: 2.5, indifference: 0.02, batch: 8 };

/** n values from a seeded generator: uniform in [lo, lo + width). */
function noise(seed: string, n: number, lo: number, width: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => lo + (width * randomInt(rng, 1_000_000)) / 1_000_000);
}

describe('pairedVerdict', () => {
  it('is open before a batch of pairs', () => {
    expect(pairedVerdict([1, 1, 1], [0, 0, 0], SETTINGS)).toBe('open');
  });

  it('calls two candidates that play alike on the same seeds as good (zero differences)', () => {
    const x = noise('same', 8, -1, 2);
    expect(pairedVerdict(x, [...x], SETTINGS)).toBe('indifferent');
  });

  it('settles a lead that is large against the spread of the paired differences', () => {
    const y = noise('base', 16, -0.5, 1);
    const x = y.map((v, k) => v + 0.2 + (k % 2 === 0 ? 0.05 : -0.05));
    expect(pairedVerdict(x, y, SETTINGS)).toBe('settled');
    expect(pairedVerdict(y, x, SETTINGS)).toBe('settled');
  });

  it('stays open on a small lead buried in noise, and pairs only the common prefix', () => {
    const x = noise('x', 16, -1, 2);
    const y = noise('y', 16, -1, 2);
    expect(pairedVerdict(x, y, SETTINGS)).toBe('open');
    // An unpaired extra value (a time cap between the two simulations of a seed) is ignored.
    const z = noise('base', 8, -0.5, 1);
    expect(pairedVerdict([...z, 100], z, SETTINGS)).toBe('indifferent');
  });
});

describe('race', () => {
  /** Two candidates whose values are drawn by `draw(i, k)`; returns the race's stop and the counts. */
  function run(draw: (i: 0 | 1, k: number) => number, settings: RaceSettings, timeLeft = () => true) {
    const values: [number[], number[]] = [[], []];
    let spent = 0;
    const stop = race(
      settings,
      (i) => {
        if (!timeLeft()) return false;
        values[i].push(draw(i, values[i].length));
        spent++;
        return true;
      },
      (i) => values[i],
      () => spent,
    );
    return { stop, values, spent };
  }

  it('stops as soon as the verdict is in, with both candidates on the same seeds', () => {
    const { stop, values } = run((i) => (i === 0 ? 0.5 : 0), SETTINGS);
    // Constant values: the difference has no spread, so one batch settles it.
    expect(stop).toBe('settled');
    expect(values[0].length).toBe(SETTINGS.batch);
    expect(values[1].length).toBe(SETTINGS.batch);
  });

  it('keeps going on a close call until the cap, never past it', () => {
    const rng = createFastRng('close');
    const { stop, spent } = run(() => randomInt(rng, 2) * 2 - 1, { ...SETTINGS, maxIterations: 300 });
    expect(stop).toBe('cap');
    expect(spent).toBeLessThanOrEqual(300);
    expect(spent).toBeGreaterThan(280);
  });

  it('stops when the time is up, leaving at most one simulation unpaired', () => {
    const rng = createFastRng('time');
    let calls = 0;
    const { stop, values } = run(
      () => randomInt(rng, 2) * 2 - 1,
      SETTINGS,
      () => ++calls <= 37,
    );
    expect(stop).toBe('time');
    expect(values[0].length - values[1].length).toBe(1);
    expect(values[0].length + values[1].length).toBe(37);
  });
});
