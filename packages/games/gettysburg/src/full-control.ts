/**
 * §20 Full control (Union): an objective the Union controls, whose area is in no Confederate field of
 * fire, joined by a communication path to a Union reinforcement entry area: areas from one to the next
 * across a position no Confederate block stands on, none of them (the entry area included) in a
 * Confederate field of fire.
 */

import { coverage, occupied } from './board.ts';
import { type AreaId, entryAreasOf, type GameMap, type PositionId } from './map.ts';
import type { GettysburgState } from './state.ts';
import { TIME_TRACK } from './time-track.ts';

export interface EnemyReach {
  /** The area is in an enemy field of fire. */
  areaUnderFire(area: AreaId): boolean;
  /** An enemy block stands on the position. */
  enemyOn(position: PositionId): boolean;
}

/** The Union's reinforcement entry areas. */
export const unionEntryAreas = (map: GameMap): Set<AreaId> => entryAreasOf(map, 'union');

/** §20 A communication path from `area` to a Union entry area (the areas in order), or null. */
export function communicationPath(map: GameMap, area: AreaId, enemy: EnemyReach): AreaId[] | null {
  const goals = unionEntryAreas(map);
  if (enemy.areaUnderFire(area)) return null;
  const cameFrom = new Map<AreaId, AreaId | null>([[area, null]]);
  const queue = [area];
  for (let here = queue.shift(); here !== undefined; here = queue.shift()) {
    if (goals.has(here)) {
      const path = [here];
      for (let p = cameFrom.get(here); p; p = cameFrom.get(p)) path.unshift(p);
      return path;
    }
    for (const position of map.areas[here]!.positions) {
      if (enemy.enemyOn(position)) continue;
      const [a, b] = map.positions[position]!.areas;
      const next = a === here ? b : a;
      if (cameFrom.has(next) || enemy.areaUnderFire(next)) continue;
      cameFrom.set(next, here);
      queue.push(next);
    }
  }
  return null;
}

/** §20 The Union fully controls an objective in `area` that it controls. */
export const fullyControlled = (map: GameMap, area: AreaId, enemy: EnemyReach): boolean =>
  communicationPath(map, area, enemy) !== null;

/** §20 What the Confederacy denies the Union now: the areas it fires into, the positions it stands on. */
export function confederateReach(state: GettysburgState, map: GameMap): EnemyReach {
  const fire = coverage(state, map, 'confederate');
  const there = occupied(state).confederate;
  return { areaUnderFire: (a) => fire.areas.has(a), enemyOn: (p) => there.has(p) };
}

/** §20 The objectives the Union does not fully control now: held by the Confederacy, or cut off. */
export function objectivesShortOfFullControl(
  state: GettysburgState,
  map: GameMap,
): GettysburgState['objectives'] {
  const enemy = confederateReach(state, map);
  return state.objectives.filter((o) => o.control !== 'union' || !fullyControlled(map, o.area, enemy));
}

/** §20 Full control is judged at the end of every Union Action Phase on 2 and 3 July (not on 1 July). */
export const fullControlJudged = (state: GettysburgState): boolean =>
  (TIME_TRACK[state.turn.start]?.day ?? 1) >= 2;
