/**
 * A placeholder value of a position for a seat's side, in [-1, 1], until the AI issue writes the real
 * one: 1 or -1 once the game is won; otherwise a weighted sum of three edges of the side over the other,
 * each (ours − theirs) / (ours + theirs): material (the cost of the units on the board plus the IPCs in
 * hand), territory (the IPC value of the land each side controls) and the victory cities held.
 */
import { isLand, LAND_IDS, spaceOf } from './map.ts';
import { isPower, POWERS, type Power, SIDE_OF, type Side } from './powers.ts';
import type { PacificState } from './state.ts';
import { UNITS } from './units.ts';
import { victoryCitiesOf } from './victory.ts';

const WEIGHTS = { material: 0.4, territory: 0.3, cities: 0.3 };

const edge = (ours: number, theirs: number): number =>
  ours + theirs > 0 ? (ours - theirs) / (ours + theirs) : 0;

function totals(state: PacificState): Record<Side, { material: number; territory: number }> {
  const out = { axis: { material: 0, territory: 0 }, allies: { material: 0, territory: 0 } };
  for (const piece of Object.values(state.pieces))
    if (isPower(piece.owner)) out[SIDE_OF[piece.owner]].material += UNITS[piece.type].cost;
  for (const power of POWERS) out[SIDE_OF[power]].material += state.ipcs[power];
  for (const id of LAND_IDS) {
    const owner = state.control[id];
    if (owner !== undefined && isPower(owner) && isLand(id)) out[SIDE_OF[owner]].territory += spaceOf(id).ipc;
  }
  return out;
}

export function evaluate(state: PacificState, seat: Power): number {
  const side = SIDE_OF[seat];
  if (state.winner !== null) return state.winner === side ? 1 : -1;
  const other: Side = side === 'axis' ? 'allies' : 'axis';
  const t = totals(state);
  const value =
    WEIGHTS.material * edge(t[side].material, t[other].material) +
    WEIGHTS.territory * edge(t[side].territory, t[other].territory) +
    WEIGHTS.cities * edge(victoryCitiesOf(state, side).length, victoryCitiesOf(state, other).length);
  return Math.max(-0.99, Math.min(0.99, value));
}
