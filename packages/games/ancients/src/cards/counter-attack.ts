/** 18-F Counter-Attack: play it as a copy of the card the opponent played at the start of his last turn. */
import { otherSide } from '../state.ts';
import type { AncientsState, Side } from '../types.ts';

const MIRROR: Record<string, string> = { left: 'right', right: 'left' };

/**
 * The card kind a Counter-Attack played by `side` acts as.
 * - Section cards and Inspired Leadership cards swap left and right, so that the same part of the board is
 *   ordered; every other card (Any Section, Out Flanked, Coordinated Attack, troop and tactic cards) is copied
 *   as it stands.
 * - `lastPlayed` holds what the opponent's card acted as, so a copied Counter-Attack is already resolved.
 * - With nothing to copy (no card yet, or only a First Strike, which is never played at the start of a turn),
 *   the result is 'counter-attack' itself, whose plan is "1 unit of your choice" (cards/plans.ts).
 */
export function counterAttackKind(s: AncientsState, side: Side): string {
  const theirs = s.lastPlayed[otherSide(side)];
  if (!theirs || theirs === 'counter-attack' || theirs === 'first-strike') return 'counter-attack';
  return theirs.replace(/-(left|right)$/, (_m, sec: string) => `-${MIRROR[sec]}`);
}
