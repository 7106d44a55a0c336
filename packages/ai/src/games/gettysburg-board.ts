/**
 * What the Gettysburg AI reads off the board, cheaply: crossings between positions (a march crosses one
 * area at a time, reaching any position of it), the objectives' positions, and how far each position is
 * from a set of positions, counted in crossings.
 */
import type { Army, GameMap, GettysburgState, PositionId } from '@wargame/gettysburg';
import { blockWorth, coverage, mapBlocks, mapOf } from '@wargame/gettysburg';

/** Crossings from the nearest of `goals` to every position (Infinity: none reaches it). */
export function crossingsFrom(map: GameMap, goals: Iterable<PositionId>): Map<PositionId, number> {
  const dist = new Map<PositionId, number>();
  const queue: PositionId[] = [];
  for (const g of goals)
    if (!dist.has(g)) {
      dist.set(g, 0);
      queue.push(g);
    }
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    const d = dist.get(here)!;
    for (const a of map.positions[here]!.areas)
      for (const next of map.areas[a]!.positions)
        if (!dist.has(next)) {
          dist.set(next, d + 1);
          queue.push(next);
        }
  }
  return dist;
}

export interface Board {
  map: GameMap;
  army: Army;
  /** Positions each army's blocks stand on, with their worth there. */
  own: Map<PositionId, number>;
  enemy: Map<PositionId, number>;
  /** Crossings to the nearest position bounding an objective area (the army's goal: hold or take; the
   * Union's, those no block holds yet). */
  toObjective: Map<PositionId, number>;
  /** The positions bounding the objective areas the army makes for. */
  around: Set<PositionId>;
  /** Crossings to the nearest enemy block. */
  toEnemy: Map<PositionId, number>;
  /** The objective areas, and those the army does not control. */
  objectiveAreas: Set<string>;
  enemyObjectives: Set<string>;
  /** The areas in the army's own fields of fire (§9). */
  covered: ReadonlySet<string>;
}

/** A distance read off a map of crossings (99: out of reach). */
export const far = (m: ReadonlyMap<PositionId, number>, p: PositionId) => m.get(p) ?? 99;

/** Crossings within which enemy blocks count as a threat to an objective. */
const THREAT_RANGE = 3;

/**
 * The Union objective the Confederates threaten most: their blocks within THREAT_RANGE crossings of its
 * positions, each worth its block worth over its crossings, less the Union's worth on its positions;
 * empty when none is threatened (ties: all of the most threatened).
 */
function threatened(map: GameMap, state: GettysburgState, own: Map<PositionId, number>): string[] {
  const out: { area: string; threat: number }[] = [];
  for (const o of state.objectives) {
    if (o.control !== 'union') continue;
    const positions = map.areas[o.area]?.positions ?? [];
    const from = crossingsFrom(map, positions);
    let threat = 0;
    for (const b of mapBlocks(state, 'confederate')) {
      const d = far(from, b.place.position);
      if (d <= THREAT_RANGE) threat += blockWorth(b) / Math.max(d, 1);
    }
    threat -= positions.reduce((n, p) => n + (own.get(p) ?? 0), 0);
    if (threat > 0) out.push({ area: o.area, threat });
  }
  const most = Math.max(...out.map((x) => x.threat));
  return out.filter((x) => x.threat === most).map((x) => x.area);
}

/** The board as `army` plans on it. */
export function boardOf(state: GettysburgState, army: Army): Board {
  const map = mapOf(state);
  const own = new Map<PositionId, number>();
  const enemy = new Map<PositionId, number>();
  for (const b of mapBlocks(state)) {
    const at = b.army === army ? own : enemy;
    at.set(b.place.position, (at.get(b.place.position) ?? 0) + blockWorth(b));
  }
  const objectiveAreas = new Set(state.objectives.map((o) => o.area));
  const enemyObjectives = new Set(state.objectives.filter((o) => o.control !== army).map((o) => o.area));
  // The Union guards every objective, each position around it held (the enemy fires into an area from
  // its positions); the Confederacy makes for those it has not taken, then the rest.
  const targets = army === 'confederate' && enemyObjectives.size > 0 ? enemyObjectives : objectiveAreas;
  const positionsOf = (areas: Iterable<string>) => [
    ...new Set([...areas].flatMap((a) => map.areas[a]?.positions ?? [])),
  ];
  const around = positionsOf(targets);
  const toEnemy = crossingsFrom(map, enemy.keys());
  // The Union makes first for the objective the enemy threatens most (see threatened).
  const guarded = army === 'union' ? positionsOf(threatened(map, state, own)) : [];
  const unheld = (guarded.length > 0 ? guarded : around).filter((p) => !own.has(p) && !enemy.has(p));
  const goals = army === 'union' && unheld.length > 0 ? unheld : around;
  return {
    map,
    army,
    own,
    enemy,
    toObjective: crossingsFrom(map, goals),
    around: new Set(around),
    toEnemy,
    objectiveAreas,
    enemyObjectives,
    covered: coverage(state, map, army).areas,
  };
}
