/**
 * What a seat may know: everything on the board, both discards and banners, its own hand; of the
 * opponent's hand and the draw pile only their sizes. The generator's state never leaves the server.
 */
import type { Viewer } from '@wargame/engine';
import type { AncientsState, CardId, Side } from './types.ts';

export interface AncientsView extends Omit<AncientsState, 'rng' | 'deck' | 'hands'> {
  viewer: Viewer;
  deckSize: number;
  hands: Record<Side, CardId[] | null>;
  handSizes: Record<Side, number>;
  /** Scripted outcomes still queued (a table entering its own dice); their values are public. */
  forcedLeft: number;
}

export function viewOf(s: AncientsState, viewer: Viewer): AncientsView {
  // The view shares the board's data with the state: both are read-only (the contract), and the server
  // makes three views a move that it only serializes, so a copy would be pure garbage.
  const { rng, deck, hands, ...rest } = s;
  return {
    ...rest,
    viewer,
    deckSize: deck.length,
    hands: {
      top: viewer === 'top' ? [...hands.top] : null,
      bottom: viewer === 'bottom' ? [...hands.bottom] : null,
    },
    handSizes: { top: hands.top.length, bottom: hands.bottom.length },
    forcedLeft: rng.forced?.length ?? 0,
  };
}
