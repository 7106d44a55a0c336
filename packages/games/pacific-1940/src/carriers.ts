/** 13.5 Carriers: the room a carrier has left for aircraft (two places; a fighter or tactical bomber takes one). */
import { piecesIn } from './hostility.ts';
import type { PacificState, Piece } from './state.ts';
import { UNITS } from './units.ts';

/** The carrier room a carrier has left: its capacity less what stands on it. */
export function carrierRoom(state: PacificState, carrier: Piece): number {
  const held = piecesIn(state, carrier.at)
    .filter((p) => p.aboard === carrier.id)
    .reduce((n, p) => n + (UNITS[p.type].carrierCost ?? 1), 0);
  return (UNITS.carrier.carrierCapacity ?? 0) - held;
}
