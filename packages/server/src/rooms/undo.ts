/**
 * Undo rules. A player may take back its own latest actions, without asking, as long as none of them is
 * an undo boundary (it rolled dice, drew a card or otherwise revealed something): going back past one
 * would let the player fish for better luck. Anything further (past a boundary, or past another seat's
 * action) needs the opponent's consent: a takeback request the other player accepts or declines.
 * Nothing can be taken back once the game is over (its seed is public then).
 */
import type { Seat } from '@wargame/engine';
import { keepFor, type Room } from './room.ts';

export type UndoCheck = { ok: true; keep: number } | { ok: false; code: string; message: string };

/** The version an undo of one action goes back to: that of the action before the last one (or 0). */
export function previousVersion(room: Room): number {
  return room.stack.length >= 2 ? room.stack[room.stack.length - 2]!.version : 0;
}

/**
 * Whether going back to the first `keep` entries needs a fresh secret: it takes back an undo boundary
 * (dice, cards, reveals: their outcomes were seen), or drops a reseed drawn after an earlier takeback
 * (without one, the generator would return to the outcomes seen before that takeback).
 */
export function needsFreshSecret(room: Room, keep: number): boolean {
  return room.stack.slice(keep).some((entry) => entry.boundary) || room.reseeds.some((r) => r.at > keep);
}

/** Whether `toVersion` is a point the game can go back to at all. */
export function checkTarget(room: Room, toVersion: number): UndoCheck {
  if (room.outcome)
    return { ok: false, code: 'game-over', message: 'the game is over: nothing can be undone' };
  if (room.stack.length === 0) return { ok: false, code: 'nothing-to-undo', message: 'no action to undo' };
  const keep = keepFor(room, toVersion);
  if (keep === null) {
    return {
      ok: false,
      code: 'bad-target',
      message: `version ${toVersion} is not an action of the game as it stands (0 is the start)`,
    };
  }
  if (keep === room.stack.length) {
    return { ok: false, code: 'nothing-to-undo', message: `version ${toVersion} is the latest action` };
  }
  return { ok: true, keep };
}

/** Whether the holder of `seats` may go back to `toVersion` without the opponent's consent. */
export function checkFreeUndo(room: Room, seats: readonly Seat[], toVersion: number): UndoCheck {
  const target = checkTarget(room, toVersion);
  if (!target.ok) return target;
  for (const entry of room.stack.slice(target.keep)) {
    if (!seats.includes(entry.seat)) {
      return {
        ok: false,
        code: 'needs-consent',
        message: `action ${entry.version} was made by '${entry.seat}': ask for a takeback`,
      };
    }
    if (entry.boundary) {
      return {
        ok: false,
        code: 'needs-consent',
        message: `action ${entry.version} revealed information or used the dice (an undo boundary): ask for a takeback`,
      };
    }
  }
  return target;
}
