import { describe, expect, it } from 'vitest';
import { applyChecked, createRng, filterEvents, isError, seatsToAct } from '../src/index.ts';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  fuzz,
  randomPlayout,
  statesOf,
} from '../src/testkit/index.ts';
import { type DuelState, duel } from './fixtures/simultaneous.ts';

function commit(state: DuelState, seat: string, value: unknown) {
  const result = applyChecked(duel, state, { type: 'commit', value }, seat);
  if (isError(result)) throw new Error(result.error.message);
  return result;
}

describe('simultaneous commitments (duel fixture)', () => {
  it('has both seats pending at once, then only the one still to commit', () => {
    const start = duel.setup('standard', {}, 'duel-1');
    expect(seatsToAct(duel, start)).toEqual(['north', 'south']);
    expect(duel.legal(start, 'north')).toHaveLength(3);
    expect(duel.legal(start, 'south')).toHaveLength(3);

    const first = commit(start, 'south', 3);
    expect(first.boundary).toBe(false);
    expect(seatsToAct(duel, first.state)).toEqual(['north']);
    expect(duel.legal(first.state, 'south')).toEqual([]);
    expect(start.committed.south).toBeNull();
  });

  it('shows the other seat only that a commitment was made, then reveals both together', () => {
    const start = duel.setup('standard', {}, 'duel-2');
    const first = commit(start, 'north', 2);
    const northSees = duel.view(first.state, 'north');
    const southSees = duel.view(first.state, 'south');
    expect(northSees.mine).toBe(2);
    expect(southSees.mine).toBeNull();
    expect(southSees.committed).toEqual({ north: true, south: false });
    expect(duel.view(first.state, 'spectator').committed).toEqual({ north: true, south: false });
    expect(filterEvents(first.events, 'south')).toEqual([{ type: 'committed', seat: 'north' }]);
    expect(filterEvents(first.events, 'spectator')).toEqual([{ type: 'committed', seat: 'north' }]);
    expect(filterEvents(first.events, 'north')).toContainEqual({
      type: 'own-commitment',
      seat: 'north',
      value: 2,
      visibleTo: ['north'],
    });

    const second = commit(first.state, 'south', 3);
    expect(second.boundary).toBe(true);
    const revealed = { type: 'revealed', north: 2, south: 3, scorer: 'south', points: 5 };
    expect(filterEvents(second.events, 'spectator')).toContainEqual(revealed);
    expect(filterEvents(second.events, 'north')).toContainEqual(revealed);
    expect(second.state.scores).toEqual({ north: 0, south: 5 });
    expect(second.state.round).toBe(2);
    expect(duel.view(second.state, 'spectator').history).toEqual([{ north: 2, south: 3 }]);
    expect(seatsToAct(duel, second.state)).toEqual(['north', 'south']);
  });

  it('refuses a second commitment, a bad value and a malformed action', () => {
    const once = commit(duel.setup('standard', {}, 'x'), 'north', 1).state;
    expect(applyChecked(duel, once, { type: 'commit', value: 2 }, 'north')).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    expect(applyChecked(duel, once, { type: 'commit', value: 4 }, 'south')).toMatchObject({
      error: { code: 'illegal' },
    });
    expect(applyChecked(duel, once, { type: 'commit', value: 'two' }, 'south')).toMatchObject({
      error: { code: 'malformed' },
    });
  });

  it('ends after the last round with the higher score winning', () => {
    let state = duel.setup('standard', {}, 'x');
    for (let round = 0; round < 3; round++) {
      state = commit(state, 'north', 1).state;
      state = commit(state, 'south', 1).state;
    }
    expect(duel.outcome(state)).toMatchObject({ winners: ['north'], score: { north: 6, south: 0 } });
    expect(seatsToAct(duel, state)).toEqual([]);
    expect(applyChecked(duel, state, { type: 'commit', value: 1 }, 'north')).toMatchObject({
      error: { code: 'game-over' },
    });
  });

  it('never leaks a commitment before the reveal', () => {
    const { save } = randomPlayout(duel, { scenario: 'long', seed: 'leak', maxActions: 100 });
    for (const state of statesOf(duel, save)) {
      assertViewsHideRng(duel, state);
      for (const side of ['north', 'south'] as const) {
        if (state.committed[side] === null) continue;
        const other = side === 'north' ? 'south' : 'north';
        const variant = structuredClone(state);
        variant.committed[side] = (state.committed[side] % 3) + 1;
        checkViewLeak(duel, state, variant, other);
        checkViewLeak(duel, state, variant, 'spectator');
        expect(() => checkViewLeak(duel, state, variant, side)).toThrow(/view leak/);
      }
    }
  });

  it('is deterministic, JSON-clean and determinizable', () => {
    const { save } = randomPlayout(duel, { scenario: 'standard', seed: 'det', maxActions: 100 });
    checkDeterminism(duel, save);
    for (const state of statesOf(duel, save)) {
      checkJsonRoundTrip(duel, state);
      for (const seat of duel.seats) checkDeterminize(duel, state, seat, createRng('guess'));
      expect(duel.toPosition(duel.fromPosition(duel.toPosition(state), 'p'))).toEqual(duel.toPosition(state));
    }
  });

  it('survives 200 random games', () => {
    const stats = fuzz(duel, {
      scenarios: ['standard', 'long'],
      games: 200,
      seed: 'fuzz',
      maxActions: 100,
      checkPurity: true,
    });
    expect(stats.errors.map((e) => e.message)).toEqual([]);
    expect(stats.games).toBe(200);
    expect(stats.minActions).toBeGreaterThanOrEqual(6);
    expect(Object.values(stats.outcomes).reduce((a, b) => a + b, 0)).toBe(200);
  });
});
