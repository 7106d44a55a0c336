/**
 * A value of a position for the AI, in [-1, 1] for the Union (1: won), from what decides the game
 * (§20): the three objectives, held and fully controlled; the blocks standing guard on them against the
 * enemy near them; and the blocks each army has left. On 2 and 3 July an objective not fully controlled
 * is nearly a lost game (the Confederacy wins at the end of a Union Action Phase without Attack orders),
 * so full control weighs more from then on.
 */
import type { Army } from './armies.ts';
import { mapBlocks, mapOf } from './board.ts';
import { confederateReach, fullyControlled } from './full-control.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import type { Block, GettysburgState } from './state.ts';
import { TIME_TRACK } from './time-track.ts';

/** Reductions a block can take before it is gone: its worth in a fight. */
export function blockWorth(b: Pick<Block, 'grade' | 'cavalry'>): number {
  if (b.cavalry) return 1;
  return b.grade === 'full' ? 3 : b.grade === 'reduced2' ? 2 : 1;
}

/** The worth of each army's blocks in play (on the map, exited, or waiting to enter). */
export function worthInPlay(state: GettysburgState): Record<Army, number> {
  const out = { union: 0, confederate: 0 };
  for (const b of Object.values(state.blocks))
    if (b.place.kind === 'map' || b.place.kind === 'waiting' || b.place.kind === 'exited')
      out[b.army] += blockWorth(b);
  return out;
}

/** The positions within one crossing of an area's own positions (the ground an attack on it comes from). */
function approaches(map: GameMap, area: AreaId): Set<PositionId> {
  const out = new Set<PositionId>();
  for (const p of map.areas[area]!.positions)
    for (const a of map.positions[p]!.areas) for (const q of map.areas[a]!.positions) out.add(q);
  return out;
}

/** Each army's worth on the positions of an objective's area, and near it (one crossing away). */
function guard(
  state: GettysburgState,
  map: GameMap,
  area: AreaId,
): Record<Army, { on: number; near: number }> {
  const on = new Set(map.areas[area]!.positions);
  const near = approaches(map, area);
  const out = { union: { on: 0, near: 0 }, confederate: { on: 0, near: 0 } };
  for (const b of mapBlocks(state)) {
    const w = blockWorth(b);
    if (on.has(b.place.position)) out[b.army].on += w;
    else if (near.has(b.place.position)) out[b.army].near += w;
  }
  return out;
}

const clamp = (x: number, limit: number) => Math.max(-limit, Math.min(limit, x));

/** The value for the Union of a game not yet over. */
export function unionValue(state: GettysburgState): number {
  const map = mapOf(state);
  const enemy = confederateReach(state, map);
  const day = TIME_TRACK[state.turn.start]?.day ?? 1;
  const fullWeight = day >= 2 ? 1 : 0.6;
  let objectives = 0;
  let guarded = 0;
  for (const o of state.objectives) {
    if (o.control === 'union') objectives += fullyControlled(map, o.area, enemy) ? 1 : 1 - fullWeight;
    else objectives -= 1;
    const g = guard(state, map, o.area);
    const union = g.union.on + 0.5 * g.union.near;
    const confederate = g.confederate.on + 0.7 * g.confederate.near;
    guarded += (union - confederate) / (union + confederate + 3);
  }
  const worth = worthInPlay(state);
  const material = (worth.union - worth.confederate) / (worth.union + worth.confederate + 6);
  return clamp(0.55 * (objectives / 3) + 0.25 * (guarded / 3) + 0.2 * material, 0.95);
}

/** The value for `seat` in [-1, 1]: ±1 once the game is won or lost. */
export function evaluatePosition(state: GettysburgState, seat: string): number {
  if (state.winner) return state.winner === seat ? 1 : -1;
  const union = unionValue(state);
  return seat === 'union' ? union : seat === 'confederate' ? -union : 0;
}
