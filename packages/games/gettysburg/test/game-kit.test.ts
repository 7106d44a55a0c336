/**
 * The engine's test kit over the game module: whole random games through `apply` (listed actions only,
 * the input never changed) that end; replays deterministic; states surviving a JSON round trip and the
 * position format; views hiding the generator, the enemy's blocks, Tray, pool and schedule; determinize
 * keeping the view. Random players end a step one time in three so games move on.
 */
import {
  applyChecked,
  canonicalJson,
  createFastRng,
  createRng,
  newSave,
  randomInt,
  type Save,
  type Seat,
  seatsToAct,
} from '@wargame/engine';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  statesOf,
} from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import { gettysburg as game } from '../src/game.ts';
import type { GettysburgState } from '../src/state.ts';

const GAMES = Number(process.env.GETTYSBURG_KIT_GAMES ?? 3);

function randomGame(seed: string, maxActions = 5000): { save: Save; state: GettysburgState } {
  const save = newSave({ game: game.id, scenario: 'battle', seed });
  const pick = createFastRng(`kit/${seed}`);
  let state = game.setup('battle', {}, seed);
  for (let i = 0; i < maxActions && !game.outcome(state); i++) {
    const seats = seatsToAct(game, state);
    expect(seats.length, `nobody to act: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const seat: Seat = seats[randomInt(pick, seats.length)]!;
    const legal = game.legal(state, seat);
    expect(legal.length, `${seat} has nothing to do: ${game.describe(state).summary}`).toBeGreaterThan(0);
    const done = legal.filter((a) => a.type === 'done');
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
function secretlyDifferent(state: GettysburgState, seat: 'union' | 'confederate'): GettysburgState {
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

describe('game kit', () => {
  const games = Array.from({ length: GAMES }, (_, g) => randomGame(`kit-${g}`));

  it(`${GAMES} random games end, every listed action accepted and no input changed`, () => {
    for (const { state } of games) expect(game.outcome(state)).not.toBeNull();
  });

  it('replays are deterministic, byte for byte', () => {
    checkDeterminism(game, games[0]!.save);
  });

  it('states survive a JSON round trip and the position format', () => {
    const states = statesOf(game, games[0]!.save);
    for (const s of states.filter((_, i) => i % 50 === 0)) {
      checkJsonRoundTrip(game, s, { maxApplies: 5 });
      const back = game.fromPosition(game.toPosition(s), 'seed');
      expect(canonicalJson({ ...back, rng: null })).toBe(canonicalJson({ ...s, rng: null }));
    }
  });

  it('views hide the generator and what the enemy may not know (2, 4, 8, 11, 13)', () => {
    const states = statesOf(game, games[1 % GAMES]!.save);
    for (const s of states.filter((_, i) => i % 25 === 0)) {
      assertViewsHideRng(game, s);
      for (const seat of ['union', 'confederate'] as const)
        checkViewLeak(game, s, secretlyDifferent(s, seat), seat);
      checkViewLeak(game, s, secretlyDifferent(secretlyDifferent(s, 'union'), 'confederate'), 'spectator');
    }
  });

  it('a face-down block is never named in a view the enemy sees', () => {
    const states = statesOf(game, games[0]!.save);
    for (const s of states.filter((_, i) => i % 40 === 0))
      for (const seat of ['union', 'confederate'] as const) {
        const text = JSON.stringify(game.view(s, seat));
        for (const b of Object.values(s.blocks))
          if (b.army !== seat && !b.revealed && b.place.kind !== 'gone')
            expect(text.includes(`"${b.id}"`), b.id).toBe(false);
      }
  });

  it('determinize keeps the view and the legal actions', () => {
    const states = statesOf(game, games[0]!.save);
    const rng = createRng('determinize');
    for (const s of states.filter((_, i) => i % 60 === 0))
      for (const seat of ['union', 'confederate']) checkDeterminize(game, s, seat, rng);
  });
});
