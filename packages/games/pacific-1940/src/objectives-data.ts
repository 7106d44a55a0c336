/**
 * 17.2 National objectives, 10 the Burma Road and 17.3 the convoy-loss table, from `data/objectives.json`
 * (validated once, against the map too, when this module loads). What each condition means is documented with
 * `ConditionSchema` in `map-schema.ts`.
 */
import data from '../data/objectives.json' with { type: 'json' };
import { hasSpace, isLand } from './map.ts';
import { type Objective, type ObjectivesFile, ObjectivesFileSchema } from './map-schema.ts';
import type { Power } from './powers.ts';

function checkAgainstMap(f: ObjectivesFile): ObjectivesFile {
  const spaces = [
    ...f.burmaRoad,
    ...f.objectives.flatMap((o) => o.when.flatMap((c) => ('spaces' in c ? c.spaces : []))),
  ];
  for (const id of spaces) {
    if (!hasSpace(id) || !isLand(id)) throw new Error(`objectives.json: unknown territory ${id}`);
  }
  return f;
}

export const OBJECTIVES_FILE: ObjectivesFile = checkAgainstMap(ObjectivesFileSchema.parse(data));
export const OBJECTIVES: readonly Objective[] = OBJECTIVES_FILE.objectives;
export const BURMA_ROAD = OBJECTIVES_FILE.burmaRoad;
export const CONVOY_LOSS = OBJECTIVES_FILE.convoyLoss;

export const objectivesOf = (power: Power): readonly Objective[] =>
  OBJECTIVES.filter((o) => o.power === power);
