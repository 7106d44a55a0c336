import type { BaseState, GameModule, Seat } from '../contract.ts';
import { cloneRng, type RngState } from '../rng.ts';
import { firstDifference } from './diff.ts';
import { findNonJson } from './roundtrip.ts';

/**
 * `determinize` gives a plain-JSON state that `seat` cannot tell from the real one: the same view and
 * the same legal actions for that seat, and one the rules can play on: `maxApplies` of those actions
 * (the first, the last and evenly between) are accepted there, as the AI's search will play them.
 */
export function checkDeterminize<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  seat: Seat,
  rng: RngState,
  options: { maxApplies?: number } = {},
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
  for (const action of spread(legal, options.maxApplies ?? 3)) {
    let result: ReturnType<typeof game.apply>;
    try {
      result = game.apply(guess, action, seat);
    } catch (thrown) {
      throw new Error(
        `determinize for '${seat}': ${JSON.stringify(action)} throws on the guess: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      );
    }
    if ('error' in result)
      throw new Error(
        `determinize for '${seat}': ${JSON.stringify(action)} is refused on the guess: ${result.error.message}`,
      );
  }
  return guess;
}

/** Up to `k` of `items`: the first, the last and evenly between. */
function spread<T>(items: readonly T[], k: number): T[] {
  if (items.length <= k) return [...items];
  if (k <= 1) return items.slice(0, k);
  return Array.from({ length: k }, (_, i) => items[Math.round((i * (items.length - 1)) / (k - 1))]!);
}
