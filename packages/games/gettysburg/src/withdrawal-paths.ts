/**
 * §14 Withdrawal movement on the map: separation from the enemy, and the positions a withdrawing block
 * can reach. The first area crossed is its rear area; it never enters an enemy-occupied position nor one
 * between the same two areas as where it started; each position change goes to a greater separation
 * when one is on offer, else to an equal one, never to a lower; entering a position adjacent to an
 * enemy block it was not already next to ends the move.
 */
import type { AreaId, GameMap, PositionId } from './map.ts';
import { crossingCost } from './steps.ts';

/** What a withdrawal needs to know of the enemy. */
export interface EnemyPresence {
  /** An enemy block stands on the position. */
  enemyOn(position: PositionId): boolean;
  /** The position is in an enemy field of fire (§9). */
  underFire(position: PositionId): boolean;
}

/** §14 Separation: 0 with an enemy block, 1 next to one, 2 under enemy fire, 3 none of these. */
export function separation(map: GameMap, position: PositionId, enemy: EnemyPresence): 0 | 1 | 2 | 3 {
  if (enemy.enemyOn(position)) return 0;
  if (map.adjacent[position]!.some((p) => enemy.enemyOn(p))) return 1;
  if (enemy.underFire(position)) return 2;
  return 3;
}

const sameAreas = (a: readonly AreaId[], b: readonly AreaId[]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/**
 * §14 The positions a block on `start` with its rear to `rear` can end a withdrawal on within `limit`
 * steps (2, or 4 under Withdrawal orders), each with the fewest steps to it.
 */
export function withdrawalReach(
  map: GameMap,
  start: PositionId,
  rear: AreaId,
  limit: number,
  enemy: EnemyPresence,
): Map<PositionId, number> {
  const startAreas = map.positions[start]!.areas;
  const enemiesNear = (p: PositionId) => new Set([p, ...map.adjacent[p]!].filter((q) => enemy.enemyOn(q)));
  const nearAtStart = enemiesNear(start);
  const reached = new Map<PositionId, number>();
  // Depth-first over paths: whether a change may be made depends on the separation it leaves.
  const walk = (here: PositionId, steps: number, first: boolean) => {
    const from = separation(map, here, enemy);
    const options: { next: PositionId; cost: number; sep: number }[] = [];
    for (const area of first ? [rear] : map.positions[here]!.areas)
      for (const next of map.areas[area]!.positions) {
        if (next === here || next === start || enemy.enemyOn(next)) continue;
        if (sameAreas(map.positions[next]!.areas, startAreas)) continue;
        const cost = steps + crossingCost(map, area, here, next);
        if (cost > limit) continue;
        options.push({ next, cost, sep: separation(map, next, enemy) });
      }
    const better = options.some((o) => o.sep > from);
    for (const o of options) {
      if (better ? o.sep <= from : o.sep < from) continue;
      if ((reached.get(o.next) ?? Number.POSITIVE_INFINITY) <= o.cost) continue;
      reached.set(o.next, o.cost);
      // A new enemy next to it ends the move there.
      const fresh = [...enemiesNear(o.next)].some((e) => !nearAtStart.has(e));
      if (!fresh) walk(o.next, o.cost, false);
    }
  };
  walk(start, 0, true);
  return reached;
}
