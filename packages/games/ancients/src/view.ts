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
  // makes a view per seat (and one for spectators) every move that it only serializes, so a copy would
  // be pure garbage. The fields are named one by one, in the state's order: V8 builds `{ ...rest }` of
  // a state this size through a slow path that leaves about 2 KB of old-generation garbage per view.
  return {
    game: s.game,
    scenario: s.scenario,
    armies: s.armies,
    terrain: s.terrain,
    units: s.units,
    leaders: s.leaders,
    reserves: s.reserves,
    specialRules: s.specialRules,
    options: s.options,
    discard: s.discard,
    lastPlayed: s.lastPlayed,
    banners: s.banners,
    turn: s.turn,
    phase: s.phase,
    combat: s.combat,
    cardEffect: s.cardEffect,
    scenarioFlags: s.scenarioFlags,
    winner: s.winner,
    endReason: s.endReason,
    viewer,
    deckSize: s.deck.length,
    hands: {
      top: viewer === 'top' ? [...s.hands.top] : null,
      bottom: viewer === 'bottom' ? [...s.hands.bottom] : null,
    },
    handSizes: { top: s.hands.top.length, bottom: s.hands.bottom.length },
    forcedLeft: s.rng.forced?.length ?? 0,
  };
}
