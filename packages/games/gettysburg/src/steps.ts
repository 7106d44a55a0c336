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

/**
 * §10 The least steps to each position a block on `start` can reach under `rules` (the start at 0).
 * Dijkstra over positions: each crossing of an area bounded by the current position reaches every
 * other position bounding it.
 */
export function stepsFrom(map: GameMap, start: PositionId, rules: StepRules): Map<PositionId, number> {
  const best = new Map<PositionId, number>([[start, 0]]);
  const stopped = new Set<PositionId>();
  const frontier: PositionId[] = [start];
  while (frontier.length > 0) {
    // Costs are small integers: settle the cheapest first.
    frontier.sort((a, b) => best.get(a)! - best.get(b)!);
    const here = frontier.shift()!;
    if (stopped.has(here)) continue;
    const cost = best.get(here)!;
    const areas = here === start && rules.firstArea ? [rules.firstArea] : map.positions[here]!.areas;
    for (const area of areas)
      for (const next of map.areas[area]!.positions) {
        if (next === here) continue;
        const step = crossingCost(map, area, here, next);
        if (rules.noObstacles && step > 1) continue;
        const total = cost + step;
        if (total > rules.limit || total >= (best.get(next) ?? Number.POSITIVE_INFINITY)) continue;
        const entry = rules.enter?.(next, area) ?? 'pass';
        if (entry === 'never') continue;
        best.set(next, total);
        rules.trace?.set(next, { from: here, area });
        if (entry === 'stop') stopped.add(next);
        else stopped.delete(next);
        frontier.push(next);
      }
  }
  return best;
}
