/** §5 The sequence of play: whole games of random legal actions, from set-up to the end (§20). */
import { createFastRng, nextUint32 } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import type { Army } from '../src/armies.ts';
import { defaultGameMap } from '../src/board.ts';
import { applyAction, legalActions, pendingDecisions, startGame } from '../src/flow.ts';
import { initialState } from '../src/setup.ts';
import type { GettysburgState } from '../src/state.ts';

const OPTIONS = {
  fullyObstructed: false,
  extendedBombardment: false,
  historicalReinforcements: false,
  balance: false,
};

export function newGame(seed: string): GettysburgState {
  const state = initialState(seed, OPTIONS, defaultGameMap());
  startGame(state);
  return state;
}

/** Play random legal actions until the game ends (or `limit` actions). */
export function randomGame(seed: string, limit = 20_000) {
  let state = newGame(seed);
  const rng = createFastRng(`pick-${seed}`);
  let actions = 0;
  const kinds = new Map<string, number>();
  while (state.phase.kind !== 'over' && actions < limit) {
    const decisions = pendingDecisions(state);
    if (decisions.length === 0) throw new Error(`nobody decides in ${JSON.stringify(state.phase)}`);
    const seat = decisions[nextUint32(rng) % decisions.length]!.seat as Army;
    const legal = legalActions(state, seat);
    if (legal.length === 0)
      throw new Error(`${seat} must decide ${decisions[0]!.kind} but has no legal action`);
    // Prefer ending steps now and then, so games move on.
    const done = legal.find((a) => a.type === 'done');
    const action = done && nextUint32(rng) % 3 === 0 ? done : legal[nextUint32(rng) % legal.length]!;
    const result = applyAction(state, action, seat);
    if ('error' in result)
      throw new Error(`listed ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.state;
    kinds.set(action.type, (kinds.get(action.type) ?? 0) + 1);
    actions++;
  }
  return { state, actions, kinds };
}

describe('5 sequence of play', () => {
  it('4.9 the game opens with Buford to place, then 1 July 7:00AM, the Union First Player, both on Hold', () => {
    const state = newGame('opening');
    expect(pendingDecisions(state)).toEqual([
      expect.objectContaining({ seat: 'union', kind: 'place-buford' }),
    ]);
    let s = state;
    for (let i = 0; i < 2; i++) {
      const r = applyAction(s, legalActions(s, 'union')[0]!, 'union');
      if ('error' in r) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.turn).toEqual({ number: 1, start: 0, hours: 1 });
    expect(s.firstPlayer).toBe('union');
    expect(s.armies.union.orders).toBe('hold');
    expect(s.phase.kind).toBe('action');
  });

  it('5 a random game reaches the end of the battle', { timeout: 120_000 }, () => {
    for (const seed of ['g1']) {
      const { state, actions, kinds } = randomGame(seed);
      expect(state.phase.kind, `${seed}: ${actions} actions, ${JSON.stringify([...kinds])}`).toBe('over');
      expect(state.winner).not.toBeNull();
    }
  });
});
