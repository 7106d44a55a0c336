/**
 * §12 March moves on the map: where a block may march to, and at what cost. A march never leaves a
 * position in enemy field of fire, never passes through one (entering one ends the move), ends on
 * entering a position next to an enemy-occupied one, and never enters an enemy-occupied position. A
 * block that starts next to an enemy may only pivot around the shared endpoint, across one area, and
 * only under Attack orders. Also: §10 no Union block next to a Confederate entry area, no march into
 * enemy fire or next to the enemy under Withdrawal orders; §18 cavalry never marches into either; at
 * most three friendly blocks end in a position.
 */
import { confederateEntryAreas } from './buford.ts';
import type { GameMap, PositionId } from './map.ts';
import type { Orders } from './state.ts';
import { type Crossing, crossingCost, type Entry, stepsFrom } from './steps.ts';
import type { EnemyPresence } from './withdrawal-paths.ts';

export interface MarchContext extends EnemyPresence {
  /** Steps allowed (§12: 2, more in long turns for eligible blocks; §18 mounted cavalry one more). */
  limit: number;
  orders: Orders;
  union: boolean;
  cavalry?: 'mounted' | 'dismounted';
  /** Friendly blocks standing on a position already (not counting the marching block). */
  friendlyCount(position: PositionId): number;
  /** §21 in play: is a position fully obstructed? */
  fullyObstructed?: (position: PositionId) => boolean;
}

/** §21 An enemy on `q` next to `p` counts, unless both positions are fully obstructed. */
const enemyNextTo = (ctx: MarchContext, p: PositionId, q: PositionId): boolean =>
  ctx.enemyOn(q) && !(ctx.fullyObstructed?.(p) && ctx.fullyObstructed(q));

/** §21 A march may enter (and ends in) an enemy-occupied position when it is fully obstructed. */
const mayEnterEnemy = (ctx: MarchContext, p: PositionId): boolean =>
  ctx.fullyObstructed?.(p) === true && ctx.orders !== 'withdrawal' && ctx.cavalry === undefined;

const STACK = 3;

/** §12, §10 What a march may do on reaching a position: go on, stop there (enemy fire, next to the enemy), or not enter. */
export function marchEntry(map: GameMap, ctx: MarchContext): (p: PositionId) => Entry {
  const entryAreas = ctx.union ? confederateEntryAreas(map) : new Set<string>();
  const known = new Map<PositionId, Entry>();
  return (p) => {
    let entry = known.get(p);
    if (entry === undefined) {
      entry = entryOf(p);
      known.set(p, entry);
    }
    return entry;
  };
  function entryOf(p: PositionId): Entry {
    if (ctx.enemyOn(p)) return mayEnterEnemy(ctx, p) ? 'stop' : 'never';
    if (ctx.union && map.positions[p]!.areas.some((a) => entryAreas.has(a))) return 'never';
    const fire = ctx.underFire(p);
    const near = map.adjacent[p]!.some((q) => enemyNextTo(ctx, p, q));
    if ((fire || near) && (ctx.orders === 'withdrawal' || ctx.cavalry !== undefined)) return 'never';
    return fire || near ? 'stop' : 'pass';
  }
}

/**
 * §12 The positions a block on `start` may march to, with their cost in steps. `trace`, when given,
 * is filled with one cheapest path to each (the areas crossed matter for §20 objectives).
 */
export function marchReach(
  map: GameMap,
  start: PositionId,
  ctx: MarchContext,
  trace?: Map<PositionId, Crossing>,
): Map<PositionId, number> {
  const result = new Map<PositionId, number>();
  if (ctx.underFire(start)) return result;
  const entry = marchEntry(map, ctx);
  const ends = (p: PositionId) => p !== start && ctx.friendlyCount(p) < STACK;
  // Next to an enemy across an endpoint: a pivot round it, under Attack orders only.
  const start_ = map.positions[start]!;
  const pivots = start_.endpoints.filter((e) =>
    map.endpoints[e]!.positions.some((q) => q !== start && enemyNextTo(ctx, start, q)),
  );
  if (pivots.length > 0) {
    if (ctx.orders !== 'attack') return result;
    for (const e of pivots) {
      const around = map.endpoints[e]!.positions;
      const i = around.indexOf(start);
      for (const turn of [1, -1]) {
        const next = around[(i + turn + around.length) % around.length]!;
        const crossed = start_.areas.find((a) => map.positions[next]!.areas.includes(a));
        if (next === start || crossed === undefined || entry(next) === 'never' || !ends(next)) continue;
        const cost = crossingCost(map, crossed, start, next);
        if (ctx.cavalry === 'mounted' && cost > 1) continue;
        if (cost <= ctx.limit && cost < (result.get(next) ?? Number.POSITIVE_INFINITY)) {
          result.set(next, cost);
          trace?.set(next, { from: start, area: crossed });
        }
      }
    }
    return result;
  }
  const reach = stepsFrom(map, start, {
    limit: ctx.limit,
    noObstacles: ctx.cavalry === 'mounted',
    enter: (p) => entry(p),
    ...(trace ? { trace } : {}),
  });
  for (const [p, cost] of reach) if (ends(p)) result.set(p, cost);
  return result;
}
