/**
 * §12, §20 One cheapest legal march path to a destination, for the areas it crosses (objectives are
 * taken by marching through their area). The same entry rules as march.ts's marchReach.
 */
import { confederateEntryAreas } from './buford.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import type { MarchContext } from './march.ts';
import { crossingCost, type Entry } from './steps.ts';

export function marchEntry(map: GameMap, ctx: MarchContext): (p: PositionId) => Entry {
  const entryAreas = ctx.union ? confederateEntryAreas(map) : new Set<string>();
  return (p) => {
    if (ctx.enemyOn(p)) return 'never';
    if (ctx.union && map.positions[p]!.areas.some((a) => entryAreas.has(a))) return 'never';
    const fire = ctx.underFire(p);
    const near = map.adjacent[p]!.some((q) => ctx.enemyOn(q));
    if ((fire || near) && (ctx.orders === 'withdrawal' || ctx.cavalry !== undefined)) return 'never';
    return fire || near ? 'stop' : 'pass';
  };
}

/** The areas crossed, in order, on one cheapest path from `start` to `to` within `limit` (null: none). */
export function marchPath(
  map: GameMap,
  start: PositionId,
  to: PositionId,
  ctx: MarchContext,
  limit: number,
): AreaId[] | null {
  const entry = marchEntry(map, ctx);
  const best = new Map<PositionId, { cost: number; areas: AreaId[] }>([[start, { cost: 0, areas: [] }]]);
  const stopped = new Set<PositionId>();
  const frontier = [start];
  while (frontier.length > 0) {
    frontier.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const here = frontier.shift()!;
    if (here === to) return best.get(here)!.areas;
    if (stopped.has(here)) continue;
    const { cost, areas } = best.get(here)!;
    for (const area of map.positions[here]!.areas)
      for (const next of map.areas[area]!.positions) {
        if (next === here) continue;
        const step = crossingCost(map, area, here, next);
        if (ctx.cavalry === 'mounted' && step > 1) continue;
        const total = cost + step;
        if (total > limit || total >= (best.get(next)?.cost ?? Number.POSITIVE_INFINITY)) continue;
        const e = entry(next);
        if (e === 'never') continue;
        best.set(next, { cost: total, areas: [...areas, area] });
        if (e === 'stop') stopped.add(next);
        else stopped.delete(next);
        frontier.push(next);
      }
  }
  return best.get(to)?.areas ?? null;
}
