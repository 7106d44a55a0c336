import type { BaseState, GameModule, Seat } from '../contract.ts';
import { firstDifference } from './diff.ts';
import { viewers } from './seats.ts';

/**
 * `stateA` and `stateB` differ only in what `seat` may not know (another seat's hand, the deck order,
 * the generator): the seat's views of them must be identical, key order included.
 */
export function checkViewLeak<S extends BaseState, V>(
  game: GameModule<S, V>,
  stateA: S,
  stateB: S,
  seat: Seat,
): void {
  const a = game.view(stateA, seat);
  const b = game.view(stateB, seat);
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    const where = firstDifference(a, b) ?? 'the JSON text';
    throw new Error(`view leak: seat '${seat}' can tell the two states apart at ${where}`);
  }
}

/** No viewer's view contains the generator's words or key (or its scripted outcomes). */
export function assertViewsHideRng<S extends BaseState, V>(game: GameModule<S, V>, state: S): void {
  for (const viewer of viewers(game, state)) {
    const text = JSON.stringify(game.view(state, viewer)) ?? '';
    const rng = state.rng;
    if ('s' in rng) {
      for (const word of rng.s) {
        if (new RegExp(`(^|[^0-9.])${word}($|[^0-9.])`).test(text)) {
          throw new Error(`view leak: the view of '${viewer}' contains the generator word ${word}`);
        }
      }
    } else if (text.includes(rng.key)) {
      throw new Error(`view leak: the view of '${viewer}' contains the generator's key`);
    }
    if (state.rng.forced && state.rng.forced.length > 0 && text.includes(JSON.stringify(state.rng.forced))) {
      throw new Error(`view leak: the view of '${viewer}' contains the scripted outcomes`);
    }
  }
}
