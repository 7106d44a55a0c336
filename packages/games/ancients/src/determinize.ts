/**
 * For the AI: a full state consistent with what `seat` can see, the unseen cards dealt at random. The
 * copy's own dice come from the fast generator: it is the AI's guess, not a game, and keeps no secret.
 */
import { createFastRng, nextUint32, type RngState, shuffleInPlace } from '@wargame/engine';
import { fullDeck } from './cards/deck.ts';
import { cloneState } from './state.ts';
import type { AncientsState, Side } from './types.ts';
import type { AncientsView } from './view.ts';

export function determinize(view: AncientsView, seat: Side, rng: RngState): AncientsState {
  const other: Side = seat === 'top' ? 'bottom' : 'top';
  const own = view.hands[seat] ?? [];
  const seen = new Set<string>([...own, ...view.discard]);
  if (view.turn.plan) seen.add(view.turn.plan.card);
  const unseen = shuffleInPlace(
    rng,
    fullDeck().filter((c) => !seen.has(c)),
  );
  const theirs = unseen.splice(0, view.handSizes[other]);
  const {
    viewer: _viewer,
    deckSize: _deckSize,
    handSizes: _handSizes,
    forcedLeft: _forcedLeft,
    hands: _hands,
    ...board
  } = view;
  const seed = `${nextUint32(rng)}-${nextUint32(rng)}`;
  // cloneState copies every part that is written in place; the pieces it shares with the view are
  // replaced, never written, when the state changes.
  return cloneState({
    ...board,
    rng: createFastRng(seed),
    deck: unseen.slice(0, view.deckSize),
    hands: { [seat]: [...own], [other]: theirs } as Record<Side, string[]>,
  });
}
