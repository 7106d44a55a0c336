/**
 * Random games through the module, as the test kit plays them: listed actions only, the input state never
 * changed, a step ended one time in three so games move on; and a state made secretly different for one
 * seat (what it may not know changed), for the view-leak checks.
 */

import type { Json } from '@wargame/engine';
import {
  applyChecked,
  createFastRng,
  newSave,
  randomInt,
  type Save,
  type Seat,
  seatsToAct,
} from '@wargame/engine';
import { expect } from 'vitest';
import { gettysburg as game } from '../../src/game.ts';
import type { GettysburgState } from '../../src/state.ts';

/** How a random game is played beyond its seed: what ends a step, and a look at each state before its action. */
export interface RandomPlay {
  /** The action types that end a step, played one time in three when offered (default: done). */
  ends?: readonly string[];
  /** Called with each state before its action is chosen (and its index). */
  onState?: (state: GettysburgState, index: number) => void;
}

export function randomGame(
  seed: string,
  maxActions = 5000,
  options: Record<string, Json> = {},
  play: RandomPlay = {},
): { save: Save; state: GettysburgState } {
  const save = newSave({ game: game.id, scenario: 'battle', seed, options });
  const pick = createFastRng(`kit/${seed}`);
  const ends = new Set(play.ends ?? ['done']);
  let state = game.setup('battle', options, seed);
  for (let i = 0; i < maxActions && !game.outcome(state); i++) {
    play.onState?.(state, i);
    const seats = seatsToAct(game, state);
    expect(seats.length, `nobody to act: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const seat: Seat = seats[randomInt(pick, seats.length)]!;
    const legal = game.legal(state, seat);
    expect(legal.length, `${seat} has nothing to do: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const done = legal.filter((a) => ends.has(a.type));
    const choices = done.length > 0 && randomInt(pick, 3) === 0 ? done : legal;
    const action = choices[randomInt(pick, choices.length)]!;
    const before = JSON.stringify(state);
    const result = applyChecked(game, state, action, seat, { requireListed: true });
    expect(JSON.stringify(state)).toBe(before);
    if ('error' in result) throw new Error(`${JSON.stringify(action)} by ${seat}: ${result.error.message}`);
    save.actions.push({ seat, action });
    state = result.state;
  }
  return { save, state };
}

/** The same state with what `seat` may not know changed: the enemy's Tray and pool swapped, its face-down blocks' identities swapped. */
export function secretlyDifferent(state: GettysburgState, seat: 'union' | 'confederate'): GettysburgState {
  const other = seat === 'union' ? 'confederate' : 'union';
  const s = structuredClone(state);
  const piles = s.armies[other].tokens;
  if (piles.tray.length > 0 && piles.pool.length > 0)
    [piles.tray[0], piles.pool[0]] = [piles.pool[0]!, piles.tray[0]!];
  piles.pool.reverse();
  const hidden = Object.values(s.blocks).filter(
    (b) => b.army === other && !b.revealed && b.place.kind === 'map',
  );
  const unused = Object.values(s.blocks).filter(
    (b) => b.army === other && b.place.kind === 'unused' && b.grade === 'full',
  );
  if (!hidden[0] || !unused[0]) return s;
  // Swap the two ids everywhere: the same board, another block face down there.
  const [x, y] = [hidden[0].id, unused[0].id];
  return JSON.parse(
    JSON.stringify(s).replace(new RegExp(`"(${x}|${y})"`, 'g'), (_m, id: string) => `"${id === x ? y : x}"`),
  ) as GettysburgState;
}
