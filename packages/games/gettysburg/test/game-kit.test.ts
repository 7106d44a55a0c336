/**
 * The engine's test kit over the game module: whole random games through `apply` (listed actions only,
 * the input never changed) that end; replays deterministic; states surviving a JSON round trip and the
 * position format; views hiding the generator, the enemy's blocks, Tray, pool and schedule; determinize
 * keeping the view. Random players end a step one time in three so games move on.
 */
import { canonicalJson, createRng } from '@wargame/engine';
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
import { randomGame, secretlyDifferent } from './support/random-game.ts';

const GAMES = Number(process.env.GETTYSBURG_KIT_GAMES ?? 3);

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
