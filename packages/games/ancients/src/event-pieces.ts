/**
 * The pieces an event names, as they were when it happened: every Ancients event is pushed into a
 * `pieceLog`, so that the log tells "fires at Light Infantry (C9)" even after the unit moved or fell.
 */
import { type GameEvent, type PieceRef, pieceLog } from '@wargame/engine';
import type { AncientsState } from './types.ts';
import { stats } from './units.ts';

/** The event fields that hold piece ids (one id, or a list of them). */
export const PIECE_FIELDS = ['unit', 'piece', 'leader', 'target', 'withUnit', 'blockers', 'ordered'] as const;

export function pieceRef(s: AncientsState, id: string): PieceRef | null {
  const unit = s.units[id] ?? s.reserves.units.find((u) => u.id === id);
  if (unit) {
    const onBoard = s.units[id] !== undefined;
    return { kind: unit.type, name: stats(unit).name, side: unit.side, ...(onBoard ? { at: unit.hex } : {}) };
  }
  const leader = s.leaders[id] ?? s.reserves.leaders.find((l) => l.id === id);
  if (leader) {
    const onBoard = s.leaders[id] !== undefined;
    return { kind: 'leader', name: leader.name, side: leader.side, ...(onBoard ? { at: leader.hex } : {}) };
  }
  return null;
}

/** The event list of one action on `s`: each event names its pieces as `s` has them when it is pushed. */
export function eventsOf(s: AncientsState): GameEvent[] {
  return pieceLog(PIECE_FIELDS, (id) => pieceRef(s, id));
}
