/**
 * §9 Fields of fire: the areas a block on a position can fire into, from its front side only. The
 * front area always (unless an obstacle stands on the front side of its own position); the extended
 * front areas with a crest on that side (or for defending artillery, §13 step 2); special fields of
 * fire drawn on the map. A position is in a field of fire when it bounds one of its areas.
 */
import { type AreaId, type GameMap, leftAt, type PositionId } from './map.ts';

/** A block on a position, facing one of its two areas. */
export interface Facing {
  position: PositionId;
  front: AreaId;
}

export interface FieldOfFire {
  /** Every area in the field of fire. */
  areas: AreaId[];
  /** Those reached as extended front areas (defending artillery fires into them at half strength). */
  extended: AreaId[];
}

/** The area behind a block (the other side of its position). */
export const rearOf = (map: GameMap, { position, front }: Facing): AreaId => {
  const [a, b] = map.positions[position]!.areas;
  return a === front ? b : a;
};

/**
 * §9 The extended front area at each endpoint of the block's position: across the next position
 * around the endpoint on the front side, unless that is the rear area again. Each with the position
 * it lies across (`via`), whose terrain and blocks may cut it off.
 */
export function extendedFrontAreas(map: GameMap, facing: Facing): { area: AreaId; via: PositionId }[] {
  const position = map.positions[facing.position]!;
  const rear = rearOf(map, facing);
  const found: { area: AreaId; via: PositionId }[] = [];
  for (const e of position.endpoints) {
    const around = map.endpoints[e]!.positions;
    const i = around.indexOf(position.id);
    const left = leftAt(map, position.id, e);
    // The sector counterclockwise from the position is on its left.
    const step = left === facing.front ? 1 : -1;
    const next = map.positions[around[(i + step + around.length) % around.length]!]!;
    if (next.id === position.id) continue;
    const across = next.areas[0] === facing.front ? next.areas[1] : next.areas[0];
    if (across !== rear && across !== facing.front) found.push({ area: across, via: next.id });
  }
  return found;
}

/** True when a position has a crest, or an obstacle, on either side (§9: it stops an extended field). */
const stopsFire = (map: GameMap, position: PositionId): boolean =>
  Object.values(map.positions[position]!.sides).some((t) => t.crest !== undefined || t.obstacle === true);

/**
 * §9 The field of fire of a block. `friendlyOn(p)`: a block of the same army stands on position p
 * (friendly blocks stop extended and special fields; enemy blocks never do). `artillery`: defending
 * artillery (§13 step 2), which reaches the extended front areas without a crest too.
 */
export function fieldOfFire(
  map: GameMap,
  facing: Facing,
  friendlyOn: (position: PositionId) => boolean,
  artillery = false,
): FieldOfFire {
  const position = map.positions[facing.position]!;
  const side = position.sides[facing.front] ?? {};
  if (side.obstacle) return { areas: [], extended: [] };
  const areas = new Set([facing.front]);
  const extended: AreaId[] = [];
  if (side.crest !== undefined || artillery)
    for (const { area, via } of extendedFrontAreas(map, facing))
      if (!stopsFire(map, via) && !friendlyOn(via)) {
        areas.add(area);
        extended.push(area);
      }
  // A special field ignores crests and obstacles between, not a friendly block on the way.
  const ways = new Map(extendedFrontAreas(map, facing).map((x) => [x.area, x.via]));
  for (const area of side.fireInto ?? []) {
    const via = ways.get(area);
    if (via === undefined || !friendlyOn(via)) areas.add(area);
  }
  return { areas: [...areas], extended };
}

/** §9 The positions a field of fire covers: every position bounding one of its areas. */
export function positionsUnderFire(map: GameMap, field: FieldOfFire): Set<PositionId> {
  const covered = new Set<PositionId>();
  for (const area of field.areas) for (const p of map.areas[area]!.positions) covered.add(p);
  return covered;
}
