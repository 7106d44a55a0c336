/**
 * §4.8 Buford's set-up: the Union places the two Buford blocks on any positions, facing as it likes,
 * except where they would block Confederate reinforcements. Ruling (RULINGS.md): a position bordering a
 * Confederate entry area (§10 forbids the Union to move there), or a facing whose field of fire reaches
 * one (§11: no entry through an area in enemy field of fire).
 */

import { type Facing, fieldOfFire } from './fields-of-fire.ts';
import { type AreaId, entryAreasOf, type GameMap, type PositionId } from './map.ts';

/** The Confederate reinforcement entry areas of a map. */
export const confederateEntryAreas = (map: GameMap): Set<AreaId> => entryAreasOf(map, 'confederate');

/**
 * §4.8 The places a Buford block may be set up, given where the other already stands (a friendly block
 * there can cut off an extended field of fire, §9).
 */
export function bufordPlacements(map: GameMap, other: PositionId | null = null): Facing[] {
  const entry = confederateEntryAreas(map);
  const friendlyOn = (p: PositionId) => p === other;
  const out: Facing[] = [];
  for (const position of Object.values(map.positions)) {
    if (position.areas.some((a) => entry.has(a))) continue;
    for (const front of position.areas) {
      const facing = { position: position.id, front };
      if (!fieldOfFire(map, facing, friendlyOn).areas.some((a) => entry.has(a))) out.push(facing);
    }
  }
  return out;
}

// 23 The historical deployment (offered, not forced; RULINGS.md): one block where the Chambersburg Pike
// meets Herr Ridge, the other on McPherson Ridge north of the pike, both facing west along it.
export const HISTORICAL_BUFORD: readonly Facing[] = [
  { position: 'beyond-herr-ridge-herr-tavern', front: 'beyond-herr-ridge' },
  { position: 'mcpherson-ridge-willoughby-run', front: 'willoughby-run' },
];

/** §23 The historical deployment on this map, or null when the map lacks its positions (a player's own map). */
export function historicalBuford(map: GameMap): readonly Facing[] | null {
  const fits = HISTORICAL_BUFORD.every((f) => map.positions[f.position]?.areas.includes(f.front) === true);
  return fits ? HISTORICAL_BUFORD : null;
}
