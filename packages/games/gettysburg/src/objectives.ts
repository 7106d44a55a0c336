/**
 * §16 The Objectives Phase: the objective moves the Union earns as the turn's arrival tokens go to the
 * arrivals stacks hour by hour, and where objectives may go (one area at a time, never into a partial
 * area, and at the end no two within two areas of each other); §24 the balance moves' distance rule.
 */
import type { AreaId, GameMap } from './map.ts';

/**
 * §16 The objective moves earned: for each hour in order, after its arrival tokens join the stacks, one
 * move when the Union stack holds fewer tokens than the Confederate one and fewer than 4 in all.
 */
export function objectiveMovesEarned(
  before: { union: number; confederate: number },
  arrivalsByHour: readonly { union: number; confederate: number }[],
): number {
  let { union, confederate } = before;
  let moves = 0;
  for (const hour of arrivalsByHour) {
    union += hour.union;
    confederate += hour.confederate;
    if (union < confederate && union < 4) moves++;
  }
  return moves;
}

/** §16 Area distance from the nearest of `from` to every area it reaches: 0 for those areas, 1 for areas
 * meeting one along a position, and so on. */
export function areaDistancesFrom(map: GameMap, from: Iterable<AreaId>): Map<AreaId, number> {
  const dist = new Map<AreaId, number>();
  const queue: AreaId[] = [];
  for (const a of from)
    if (!dist.has(a)) {
      dist.set(a, 0);
      queue.push(a);
    }
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    for (const n of map.neighbours[here]!)
      if (!dist.has(n)) {
        dist.set(n, dist.get(here)! + 1);
        queue.push(n);
      }
  }
  return dist;
}

/** §16 Area distance between two areas (Infinity when none joins them). */
export const areaDistance = (map: GameMap, from: AreaId, to: AreaId): number =>
  from === to ? 0 : (areaDistancesFrom(map, [from]).get(to) ?? Number.POSITIVE_INFINITY);

/** §16 The areas an objective in `from` may move to: the adjacent ones that are not partial. */
export const objectiveSteps = (map: GameMap, from: AreaId): AreaId[] =>
  map.neighbours[from]!.filter((a) => !map.areas[a]!.partial);

/** §16 After the turn's moves no objective may be within two areas of another. */
export function objectivesApart(map: GameMap, areas: readonly AreaId[]): boolean {
  for (let i = 0; i < areas.length; i++)
    for (let j = i + 1; j < areas.length; j++) if (areaDistance(map, areas[i]!, areas[j]!) <= 2) return false;
  return true;
}

/**
 * §16, §24 An objective move may not bring two objectives within two areas of each other closer together
 * (when they start apart, this is `objectivesApart` after every move; RULINGS.md).
 */
export function objectivesNoCloser(
  map: GameMap,
  before: readonly AreaId[],
  after: readonly AreaId[],
): boolean {
  for (let i = 0; i < after.length; i++)
    for (let j = i + 1; j < after.length; j++) {
      const d = areaDistance(map, after[i]!, after[j]!);
      if (d <= 2 && d < areaDistance(map, before[i]!, before[j]!)) return false;
    }
  return true;
}
