/**
 * The fuzzer: random games (the options §21-§24 varied by game) with the test kit's checks on every
 * game: it ends; listed actions only, no input changed; its replay deterministic; sampled states survive
 * a JSON round trip and the position format; their views hide what each side may not know (checked by
 * changing the secrets and comparing views); determinize keeps the view and the legal actions.
 */
import { canonicalJson, createRng, type Json } from '@wargame/engine';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  statesOf,
} from '@wargame/engine/testkit';
import { gettysburg as game } from '../../src/game.ts';
import { randomGame, secretlyDifferent } from './random-game.ts';

/** The options of game `g`: each rule on in some games, all off in a quarter of them. */
export function fuzzOptions(g: number): Record<string, Json> {
  if (g % 4 === 0) return {};
  return {
    fullyObstructed: g % 2 === 1,
    extendedBombardment: g % 3 !== 0,
    historicalReinforcements: g % 5 === 1,
    balance: g % 7 === 2,
  };
}

export interface FuzzResult {
  games: number;
  actions: number;
  statesChecked: number;
  outcomes: Record<string, number>;
  errors: string[];
}

/** Play games `from`..`from + count - 1` and check each; errors are collected, not thrown. */
export function fuzz(from: number, count: number, every = 40): FuzzResult {
  const result: FuzzResult = { games: 0, actions: 0, statesChecked: 0, outcomes: {}, errors: [] };
  const rng = createRng('fuzz-determinize');
  for (let g = from; g < from + count; g++) {
    const options = fuzzOptions(g);
    try {
      const { save, state } = randomGame(`fuzz-${g}`, 6000, options);
      const outcome = game.outcome(state);
      if (!outcome) throw new Error('no outcome after 6000 actions');
      result.outcomes[outcome.winners.join('+')] = (result.outcomes[outcome.winners.join('+')] ?? 0) + 1;
      result.actions += save.actions.length;
      checkDeterminism(game, save);
      const states = statesOf(game, save).filter((_, i) => i % every === g % every);
      for (const s of states) {
        checkJsonRoundTrip(game, s, { maxApplies: 3 });
        const back = game.fromPosition(game.toPosition(s), 'seed');
        if (canonicalJson({ ...back, rng: null }) !== canonicalJson({ ...s, rng: null }))
          throw new Error('the position format lost something');
        assertViewsHideRng(game, s);
        for (const seat of ['union', 'confederate'] as const) {
          checkViewLeak(game, s, secretlyDifferent(s, seat), seat);
          checkDeterminize(game, s, seat, rng);
        }
        result.statesChecked++;
      }
    } catch (thrown) {
      result.errors.push(
        `game ${g} ${JSON.stringify(options)}: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      );
    }
    result.games++;
  }
  return result;
}
