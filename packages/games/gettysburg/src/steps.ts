/**
 * §10 Movement paths and cost: a block goes from position to position across one area at a time, one
 * step an area, one more when an obstacle is drawn inside the area crossed on the position left or the
 * position entered (one more at most). The cost is the map's alone, whatever the block's facing.
 */
import type { AreaId, GameMap, PositionId } from './map.ts';

/** §10 The steps to cross `area` from one of its positions to another. */
export function crossingCost(map: GameMap, area: AreaId, from: PositionId, to: PositionId): number {
  const obstacle =
    map.positions[from]!.sides[area]?.obstacle === true || map.positions[to]!.sides[area]?.obstacle === true;
  return obstacle ? 2 : 1;
}

/** What a kind of move lets a block do on reaching a position. */
export type Entry = 'pass' | 'stop' | 'never';

export interface StepRules {
  /** The most steps. */
  limit: number;
  /** The area the first crossing must be (§13: the front area; §14: the rear area). */
  firstArea?: AreaId;
  /** §18 Mounted cavalry: never where an obstacle would add a step. */
  noObstacles?: boolean;
  /** On entering a position (default 'pass'): go on, stop there, or not enter it at all. */
  enter?: (position: PositionId, via: AreaId) => Entry;
  /** Filled, when given, with how each position was reached: the position before it and the area crossed. */
  trace?: Map<PositionId, Crossing>;
}

/** One crossing of a path: from a position, across an area. */
export interface Crossing {
  from: PositionId;
  area: AreaId;
}

/** The areas crossed, in order, on the traced path from the start to `to`. */
export function tracedAreas(trace: ReadonlyMap<PositionId, Crossing>, to: PositionId): AreaId[] {
  const areas: AreaId[] = [];
  for (let step = trace.get(to); step; step = trace.get(step.from)) areas.push(step.area);
  return areas.reverse();
}

/** One way on from a position: across one of its areas to another position bounding it, and the steps. */
interface Way {
  area: AreaId;
  to: PositionId;
  steps: number;
}

const waysByMap = new WeakMap<GameMap, Map<PositionId, Way[]>>();

/** §10 Every crossing from each position, with its cost (a map's own, worked out once). */
function waysOf(map: GameMap): Map<PositionId, Way[]> {
  let ways = waysByMap.get(map);
  if (ways) return ways;
  ways = new Map();
  for (const [here, position] of Object.entries(map.positions)) {
    const out: Way[] = [];
    for (const area of position.areas)
      for (const to of map.areas[area]!.positions)
        if (to !== here) out.push({ area, to, steps: crossingCost(map, area, here, to) });
    ways.set(here, out);
  }
  waysByMap.set(map, ways);
  return ways;
}

/**
 * §10 The least steps to each position a block on `start` can reach under `rules` (the start at 0).
 * Dijkstra over positions, a bucket of positions per cost (costs are small whole numbers): each
 * crossing of an area bounded by the current position reaches every other position bounding it.
 */
export function stepsFrom(map: GameMap, start: PositionId, rules: StepRules): Map<PositionId, number> {
  const ways = waysOf(map);
  const best = new Map<PositionId, number>([[start, 0]]);
  const stopped = new Set<PositionId>();
  const settled = new Set<PositionId>();
  const buckets: PositionId[][] = [[start]];
  for (let cost = 0; cost < buckets.length; cost++)
    for (const here of buckets[cost] ?? []) {
      if (best.get(here) !== cost || settled.has(here)) continue;
      settled.add(here);
      if (stopped.has(here)) continue;
      for (const way of ways.get(here)!) {
        if (here === start && rules.firstArea !== undefined && way.area !== rules.firstArea) continue;
        if (rules.noObstacles && way.steps > 1) continue;
        const total = cost + way.steps;
        if (total > rules.limit || total >= (best.get(way.to) ?? Number.POSITIVE_INFINITY)) continue;
        const entry = rules.enter?.(way.to, way.area) ?? 'pass';
        if (entry === 'never') continue;
        best.set(way.to, total);
        rules.trace?.set(way.to, { from: here, area: way.area });
        if (entry === 'stop') stopped.add(way.to);
        else stopped.delete(way.to);
        const bucket = buckets[total];
        if (bucket) bucket.push(way.to);
        else buckets[total] = [way.to];
      }
    }
  return best;
}
