/**
 * Pacific 1940 events sorted for the log's filters (combat, movement) and its folding by turn: the
 * `turn` event of 11 starts each power's turn, with the round's number and the power that plays it.
 */
import type { GameEvent, Seat } from '@wargame/engine';
import type { EventCategory } from '../types.ts';

const COMBAT = new Set([
  'dice',
  'round',
  'casualty',
  'submerged',
  'transports-lost',
  'retreat',
  'captured',
  'facility-removed',
  'facility-reduced',
  'aa-captured',
  'plunder',
  'kamikaze-active',
]);

const MOVEMENT = new Set(['moved', 'blitz', 'loaded', 'unloaded']);

export function pacificEventCategory(event: GameEvent): EventCategory {
  if (COMBAT.has(event.type)) return 'combat';
  if (MOVEMENT.has(event.type)) return 'movement';
  // The combat rules' own events (a battle begun or won, kamikaze, scrambles, raids) are combat too.
  if (/battle|combat|kamikaze|scramble|raid|bomb|strike|hit|casualt|retreat|submerge/.test(event.type))
    return 'combat';
  if (/move|load|land/.test(event.type)) return 'movement';
  return 'other';
}

export function pacificTurnOf(event: GameEvent): number | null {
  return event.type === 'turn' && typeof event.round === 'number' ? event.round : null;
}

export function pacificTurnSeat(event: GameEvent): Seat | null {
  return event.type === 'turn' && typeof event.seat === 'string' ? event.seat : null;
}
