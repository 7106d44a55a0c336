/** The log's filters and turn headings for Gettysburg (to be written). */
import type { GameEvent, Seat } from '@wargame/engine';
import type { EventCategory } from '../types.ts';

export function gettysburgEventCategory(_event: GameEvent): EventCategory {
  return 'other';
}

export function gettysburgTurnOf(_event: GameEvent): number | null {
  return null;
}

export function gettysburgTurnSeat(_event: GameEvent): Seat | null {
  return null;
}
