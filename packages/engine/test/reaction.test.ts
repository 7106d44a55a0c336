import { describe, expect, it } from 'vitest';
import { applyChecked, createRng, isError, newSave, replay } from '../src/index.ts';
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
import { type RaidState, raid } from './fixtures/reaction.ts';

function act(state: RaidState, seat: string, action: { type: string; lane?: number }) {
  const result = applyChecked(raid, state, action, seat);
  if (isError(result)) throw new Error(result.error.message);
  return result;
}

/** A start position with scripted dice. */
function scripted(dice: number[]): RaidState {
  const position = raid.toPosition(raid.setup('standard', {}, 's'));
  return raid.fromPosition(
    { ...(position as object), forced: dice.map((value) => ({ kind: 'die', value })) },
    's',
  );
}

describe('reaction window in the middle of a move (raid fixture)', () => {
  it('opens an optional window for the opponent after the advance, then lets the move continue', () => {
    const start = scripted([5, 6, 3]);
    expect(raid.pending(start)).toEqual([{ seat: 'red', kind: 'advance', prompt: 'Choose a lane to raid' }]);

    const advanced = act(start, 'red', { type: 'advance', lane: 1 });
    expect(advanced.boundary).toBe(false);
    expect(raid.pending(advanced.state)).toEqual([
      { seat: 'blue', kind: 'reaction', prompt: 'Ambush the raid on lane 1?', optional: true },
    ]);
    expect(raid.legal(advanced.state, 'blue')).toEqual([{ type: 'react' }, { type: 'pass' }]);
    expect(raid.legal(advanced.state, 'red')).toEqual([]);
    expect(applyChecked(raid, advanced.state, { type: 'attack' }, 'red')).toMatchObject({
      error: { code: 'not-your-turn' },
    });

    const ambushed = act(advanced.state, 'blue', { type: 'react' });
    expect(ambushed.boundary).toBe(true);
    expect(ambushed.events).toEqual([{ type: 'ambush', seat: 'blue', roll: 5, pinned: true }]);
    expect(ambushed.state.ambushes.blue).toBe(1);
    expect(raid.pending(ambushed.state)).toEqual([
      { seat: 'red', kind: 'attack', prompt: 'Attack or withdraw' },
    ]);

    const attacked = act(ambushed.state, 'red', { type: 'attack' });
    expect(attacked.events).toEqual([
      { type: 'attack', seat: 'red', lane: 1, dice: [6, 3], total: 7, needed: 6, taken: true },
    ]);
    expect(attacked.state.lanes).toEqual([null, 'red', null]);
    expect(attacked.state.active).toBe('blue');
    expect(attacked.state.rng.forced).toBeUndefined();
  });

  it('continues the same move when the window is passed', () => {
    const start = scripted([1, 2]);
    const advanced = act(start, 'red', { type: 'advance', lane: 0 });
    const passed = act(advanced.state, 'blue', { type: 'pass' });
    expect(passed.boundary).toBe(false);
    expect(passed.state.step).toBe('attack');
    const attacked = act(passed.state, 'red', { type: 'attack' });
    expect(attacked.events[0]).toMatchObject({ dice: [1, 2], total: 3, taken: false });
    expect(attacked.boundary).toBe(true);
  });

  it('offers only pass once the ambush tokens are spent', () => {
    const state = structuredClone(act(scripted([]), 'red', { type: 'advance', lane: 2 }).state);
    state.ambushes.blue = 0;
    expect(raid.legal(state, 'blue')).toEqual([{ type: 'pass' }]);
    expect(applyChecked(raid, state, { type: 'react' }, 'blue')).toMatchObject({
      error: { code: 'illegal' },
    });
  });

  it('replays a save that starts from a position with scripted dice', () => {
    const position = raid.toPosition(scripted([4, 6, 6]));
    const save = newSave({ game: 'raid', scenario: 'standard', seed: 'p', position });
    save.actions.push(
      { seat: 'red', action: { type: 'advance', lane: 0 } },
      { seat: 'blue', action: { type: 'react' } },
      { seat: 'red', action: { type: 'attack' } },
    );
    const result = replay(raid, save);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.boundaries).toEqual([false, true, true]);
    expect(result.events[2]).toEqual([
      { type: 'attack', seat: 'red', lane: 0, dice: [6, 6], total: 10, needed: 6, taken: true },
    ]);
  });

  it('views hide only the generator: states that differ in it look the same to everyone', () => {
    const { save } = randomPlayout(raid, { scenario: 'standard', seed: 'views', maxActions: 200 });
    for (const state of statesOf(raid, save)) {
      assertViewsHideRng(raid, state);
      const reseeded = { ...state, rng: createRng('other') };
      for (const viewer of ['red', 'blue', 'spectator']) checkViewLeak(raid, state, reseeded, viewer);
    }
  });

  it('is deterministic, JSON-clean and determinizable', () => {
    const { save } = randomPlayout(raid, { scenario: 'skirmish', seed: 'det', maxActions: 200 });
    checkDeterminism(raid, save);
    for (const state of statesOf(raid, save)) {
      checkJsonRoundTrip(raid, state);
      for (const seat of raid.seats) checkDeterminize(raid, state, seat, createRng('guess'));
    }
  });

  it('survives 200 random games', () => {
    const stats = fuzz(raid, {
      scenarios: ['standard', 'skirmish'],
      games: 200,
      seed: 'fuzz',
      maxActions: 200,
      checkPurity: true,
    });
    expect(stats.errors.map((e) => e.message)).toEqual([]);
    expect(Object.keys(stats.outcomes).every((k) => ['red', 'blue', 'draw'].includes(k))).toBe(true);
  });
});
