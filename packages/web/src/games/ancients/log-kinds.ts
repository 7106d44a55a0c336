/**
 * Ancients events sorted for the log's filters (combat, cards, movement) and its folding by turn: the
 * `turn` event of 5 starts each turn after the first, with its number and the side that plays it.
 */
import type { GameEvent, Seat } from '@wargame/engine';
import type { EventCategory } from '../types.ts';

const COMBAT = new Set([
  'close-combat',
  'ranged-combat',
  'bonus-combat',
  'loss',
  'unit-eliminated',
  'leader-eliminated',
  'leader-check',
  'flags',
  'evade',
  'evade-move',
  'unit-withdrawn',
  'retreat',
  'retreat-blocked',
  'rampage',
  'momentum-advance',
  'extra-hex',
  'leader-evade',
  'leader-trapped',
  'leader-left-board',
  'banner',
  'combat-over',
]);

const CARDS = new Set([
  'card-played',
  'counter-attack',
  'draw',
  'draw-detail',
  'reshuffle',
  'card-roll',
  'dice-lost',
  'die-assigned',
  'rally',
  'second-move',
  'card-lost',
  'card-effect-done',
]);

const MOVEMENT = new Set([
  'ordered',
  'orders-done',
  'move',
  'leader-attached',
  'leader-move',
  'exit',
  'objective',
  'leader-placed',
  'ambush',
  'ambush-placed',
]);

/** 9-18 Which filter an event belongs to; a marsh die is part of a move (16-F), every other roll of a combat. */
export function ancientsEventCategory(event: GameEvent): EventCategory {
  if (event.type === 'dice') return event.purpose === 'marsh' ? 'movement' : 'combat';
  if (COMBAT.has(event.type)) return 'combat';
  if (CARDS.has(event.type)) return 'cards';
  if (MOVEMENT.has(event.type)) return 'movement';
  return 'other';
}

/** 5 The turn an event starts: the number of a `turn` event. */
export function ancientsTurnOf(event: GameEvent): number | null {
  if (event.type !== 'turn') return null;
  const n = Number(event.number);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** 5 The side that plays the turn a `turn` event starts. */
export function ancientsTurnSeat(event: GameEvent): Seat | null {
  return event.type === 'turn' && (event.side === 'top' || event.side === 'bottom') ? event.side : null;
}
