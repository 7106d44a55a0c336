/**
 * §6 General orders: which orders an army may declare for the next turn, and the Tray tokens it must
 * put on its Return stack for them.
 */
import type { Orders } from './state.ts';

export interface OrdersSituation {
  /** The army is Second Player and chose a turn shorter than the longest allowed (§7). */
  shortenedTurn: boolean;
  /** The next turn is a night turn (§17). */
  nextTurnNight: boolean;
  trayEmpty: boolean;
  /** The army or its enemy has no block on the map. */
  anArmyOffTheMap: boolean;
}

/**
 * §6 The orders an army may declare. Where the restrictions collide (RULINGS.md): "must Hold" wins over
 * everything; a shortened turn with an empty Tray leaves Withdrawal alone.
 */
export function allowedOrders(s: OrdersSituation): Orders[] {
  if (s.anArmyOffTheMap) return ['hold'];
  const attack = !s.nextTurnNight && !s.trayEmpty;
  if (s.shortenedTurn) return attack ? ['attack', 'withdrawal'] : ['withdrawal'];
  return attack ? ['attack', 'hold', 'withdrawal'] : ['hold', 'withdrawal'];
}

/** §6 At least half of the Tray (rounded up, RULINGS.md): Attack without an attack, or declaring Withdrawal. */
export const halfTheTray = (tray: number): number => Math.ceil(tray / 2);

/** §6 Hold again after mandatory withdrawals under Hold: two tokens, or all if fewer. */
export const holdAgainPenalty = (tray: number): number => Math.min(2, tray);
