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

/** A map's crossings by number: position `i` is `ids[i]`; `ways[i]` every crossing from it, with its cost. */
interface Graph {
  ids: PositionId[];
  index: Map<PositionId, number>;
  ways: { area: AreaId; to: number; steps: number }[][];
}

const graphs = new WeakMap<GameMap, Graph>();

/** §10 Every crossing from each position, with its cost (a map's own, worked out once). */
function graphOf(map: GameMap): Graph {
  let graph = graphs.get(map);
  if (graph) return graph;
  const ids = Object.keys(map.positions);
  const index = new Map(ids.map((id, i) => [id, i]));
  const ways = ids.map((here) =>
    map.positions[here]!.areas.flatMap((area) =>
      map.areas[area]!.positions.filter((to) => to !== here).map((to) => ({
        area,
        to: index.get(to)!,
        steps: crossingCost(map, area, here, to),
      })),
    ),
  );
  graph = { ids, index, ways };
  graphs.set(map, graph);
  return graph;
}

const UNREACHED = 0x7fffffff;

/**
 * §10 The least steps to each position a block on `start` can reach under `rules` (the start at 0),
 * in the order first reached. Dijkstra over positions, a bucket of positions per cost (costs are
 * small whole numbers): each crossing of an area bounded by the current position reaches every other
 * position bounding it.
 */
export function stepsFrom(map: GameMap, start: PositionId, rules: StepRules): Map<PositionId, number> {
  const { ids, index, ways } = graphOf(map);
  const from = index.get(start)!;
  const best = new Int32Array(ids.length).fill(UNREACHED);
  // 1: stops there (entering ends the move); 2: settled.
  const flags = new Uint8Array(ids.length);
  const order = [from];
  best[from] = 0;
  const buckets: number[][] = [[from]];
  for (let cost = 0; cost < buckets.length; cost++)
    for (const here of buckets[cost] ?? []) {
      if (best[here] !== cost || flags[here]! & 2) continue;
      flags[here]! |= 2;
      if (flags[here]! & 1) continue;
      for (const way of ways[here]!) {
        if (here === from && rules.firstArea !== undefined && way.area !== rules.firstArea) continue;
        if (rules.noObstacles && way.steps > 1) continue;
        const total = cost + way.steps;
        if (total > rules.limit || total >= best[way.to]!) continue;
        const entry = rules.enter?.(ids[way.to]!, way.area) ?? 'pass';
        if (entry === 'never') continue;
        if (best[way.to] === UNREACHED) order.push(way.to);
        best[way.to] = total;
        rules.trace?.set(ids[way.to]!, { from: ids[here]!, area: way.area });
        flags[way.to] = entry === 'stop' ? flags[way.to]! | 1 : flags[way.to]! & ~1;
        const bucket = buckets[total];
        if (bucket) bucket.push(way.to);
        else buckets[total] = [way.to];
      }
    }
  return new Map(order.map((i) => [ids[i]!, best[i]!]));
}
