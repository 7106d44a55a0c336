/**
 * §13 step 1 Declaring an attack on the map: whether a block may attack an enemy position (it borders
 * the attacker's front area, or lies in its field of fire, or the attacker lies in the enemy's field of
 * fire, facing either way), and the paths it may take: of the least possible steps, first across its
 * front area, through no enemy-occupied position. If no shortest path qualifies, the attack cannot be made.
 */
import { type Facing, fieldOfFire, positionsUnderFire } from './fields-of-fire.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import { crossingCost, stepsFrom } from './steps.ts';

/** A path: the areas crossed, each with the position it leads to (the last: the target). */
export type AttackPath = { area: AreaId; to: PositionId }[];

/** §13 step 1 (a)-(c) May `attacker` attack `defender`? (`friendly...On`: each side's blocks, for fields of fire.) */
export function mayAttack(
  map: GameMap,
  attacker: Facing,
  defender: Facing,
  attackersOn: (position: PositionId) => boolean,
  defendersOn: (position: PositionId) => boolean,
): boolean {
  if (map.positions[defender.position]!.areas.includes(attacker.front)) return true;
  if (positionsUnderFire(map, fieldOfFire(map, attacker, attackersOn)).has(defender.position)) return true;
  const reversed = map.positions[defender.position]!.areas.find((a) => a !== defender.front)!;
  return [defender.front, reversed].some((front) =>
    positionsUnderFire(map, fieldOfFire(map, { position: defender.position, front }, defendersOn)).has(
      attacker.position,
    ),
  );
}

/** §13 step 1 Every path of the least possible steps from `from` to `target` that the rules allow. */
export function attackPaths(
  map: GameMap,
  from: Facing,
  target: PositionId,
  enemyOn: (position: PositionId) => boolean,
): AttackPath[] {
  const unlimited = Number.MAX_SAFE_INTEGER;
  const least = stepsFrom(map, from.position, { limit: unlimited }).get(target);
  if (least === undefined) return [];
  // Steps to the target from everywhere (a crossing costs the same both ways).
  const toTarget = stepsFrom(map, target, { limit: least });
  const paths: AttackPath[] = [];
  const walk = (here: PositionId, spent: number, path: AttackPath) => {
    if (here === target) {
      paths.push(path);
      return;
    }
    const areas = path.length === 0 ? [from.front] : map.positions[here]!.areas;
    for (const area of areas)
      for (const next of map.areas[area]!.positions) {
        if (next === here || (next !== target && enemyOn(next))) continue;
        const cost = spent + crossingCost(map, area, here, next);
        const rest = toTarget.get(next);
        if (rest === undefined || cost + rest !== least) continue;
        if (path.some((s) => s.to === next)) continue;
        walk(next, cost, [...path, { area, to: next }]);
      }
  };
  walk(from.position, 0, []);
  return paths;
}
