/**
 * 13.9, 13.10, 20.2, 20.3 Air and naval bases: +1 movement for air units taking off from a territory with
 * an operative air base, and for sea units beginning their move in a sea zone served by an operative naval
 * base (one in an adjacent territory). A base is operative below 3 damage points (20.2, 20.3) and works
 * for a power only when its territory is friendly and was so at the start of the turn (captured bases work
 * from the captor's next turn, TripleA 1E; RULINGS.md).
 */

import { isFriendlyTerritory } from './hostility.ts';
import { isLand, landsOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import type { Power } from './powers.ts';
import type { PacificState, Piece } from './state.ts';
import { FACILITIES, UNITS } from './units.ts';

/** 20.2, 20.3 A base of this type stands in `space` with fewer damage points than its limit (3). */
export function operativeBase(state: PacificState, space: string, type: 'navalBase' | 'airBase'): boolean {
  const limit = FACILITIES[type].inoperativeAt ?? Number.POSITIVE_INFINITY;
  return (state.facilities[space] ?? []).some((f) => f.type === type && f.damage < limit);
}

/** 13.9 `power` may use an operative base in `land`: friendly now, and not captured this turn. */
const usableBase = (state: PacificState, power: Power, land: SpaceId, type: 'navalBase' | 'airBase') =>
  operativeBase(state, land, type) &&
  isFriendlyTerritory(state, power, land) &&
  !state.turn.captured.includes(land);

/** 13.9, 13.10 Whether a unit of `power` and `type` starting from `space` gets the base's +1 movement. */
export function baseBonusAt(state: PacificState, power: Power, type: Piece['type'], space: SpaceId): boolean {
  const domain = UNITS[type].domain;
  if (domain === 'air') return isLand(space) && usableBase(state, power, space, 'airBase');
  if (domain === 'sea')
    return !isLand(space) && landsOf(space).some((l) => usableBase(state, power, l, 'navalBase'));
  return false;
}

/**
 * The movement `piece` has left this turn: its profile's, +1 when its first move began at a base (kept
 * on the piece as `bonus`, or judged where it stands while it has not moved), less what it has moved.
 */
export function movementLeft(state: PacificState, piece: Piece): number {
  const owner = piece.owner;
  if (owner === 'neutral') return 0;
  const unmoved = (piece.moved ?? 0) === 0;
  const bonus = piece.bonus === true || (unmoved && baseBonusAt(state, owner, piece.type, piece.at));
  return UNITS[piece.type].move + (bonus ? 1 : 0) - (piece.moved ?? 0);
}
