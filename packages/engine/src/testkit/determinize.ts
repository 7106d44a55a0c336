import type { BaseState, GameModule, Seat } from '../contract.ts';
import { cloneRng, type RngState } from '../rng.ts';
import { firstDifference } from './diff.ts';
import { findNonJson } from './roundtrip.ts';

/**
 * `determinize` gives a plain-JSON state that `seat` cannot tell from the real one: the same view and
 * the same legal actions for that seat.
 */
export function checkDeterminize<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  seat: Seat,
  rng: RngState,
): S {
  const seen = game.view(state, seat);
  const guess = game.determinize(seen, seat, cloneRng(rng));
  const problems = findNonJson(guess);
  if (problems.length > 0) throw new Error(`determinize gave a state that is not plain JSON: ${problems[0]}`);
  const seenAgain = game.view(guess, seat);
  if (JSON.stringify(seen) !== JSON.stringify(seenAgain)) {
    throw new Error(`determinize for '${seat}' changes the view at ${firstDifference(seen, seenAgain)}`);
  }
  const legal = game.legal(state, seat);
  const legalAgain = game.legal(guess, seat);
  if (JSON.stringify(legal) !== JSON.stringify(legalAgain)) {
    throw new Error(
      `determinize for '${seat}' changes its legal actions at ${firstDifference(legal, legalAgain)}`,
    );
  }
  return guess;
}
