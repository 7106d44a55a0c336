/**
 * Events that name their pieces. A game's `apply` collects events in a `pieceLog`: every event pushed
 * into it gets `pieces`, the pieces named by its `fields` as the game's `refOf` sees them at that
 * moment, so that the log can be told later from the events alone. Ids `refOf` does not know (a piece
 * already removed) are left to the event itself (e.g. an elimination carries the kind and hex).
 */
import type { GameEvent, Json, PieceRef } from './contract.ts';

export type PieceLookup = (id: string) => PieceRef | null;

function idsIn(value: Json | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The event with `pieces` for the ids in `fields` that `refOf` knows; the event itself when none. */
export function withPieces(event: GameEvent, fields: readonly string[], refOf: PieceLookup): GameEvent {
  let pieces: Record<string, PieceRef> | null = null;
  for (const field of fields) {
    for (const id of idsIn(event[field])) {
      const ref = refOf(id);
      if (!ref) continue;
      pieces ??= { ...(event.pieces ?? {}) };
      pieces[id] ??= ref;
    }
  }
  return pieces ? { ...event, pieces } : event;
}

/** An event list whose `push` stamps each event's pieces at the moment it is pushed. */
export function pieceLog(fields: readonly string[], refOf: PieceLookup): GameEvent[] {
  const events: GameEvent[] = [];
  Object.defineProperty(events, 'push', {
    enumerable: false,
    value: (...added: GameEvent[]): number =>
      Array.prototype.push.apply(
        events,
        added.map((event) => withPieces(event, fields, refOf)),
      ),
  });
  return events;
}
