/**
 * 7 Setup: each power's starting IPCs, who holds each territory, the units and facilities on the map and the
 * political state at the start, from `data/setup.json` (validated once, against the map too, when this module
 * loads).
 */
import data from '../data/setup.json' with { type: 'json' };
import { hasSpace, isLand, isSea, LAND_IDS, spaceOf } from './map.ts';
import { type SetupFile, SetupFileSchema } from './map-schema.ts';
import { isPower, SIDE_OF } from './powers.ts';
import { UNITS } from './units.ts';

function checkAgainstMap(s: SetupFile): SetupFile {
  const fail = (message: string): never => {
    throw new Error(`setup.json: ${message}`);
  };
  const owned = Object.keys(s.owners);
  if (owned.join() !== LAND_IDS.join()) fail('owners must list every land territory, and only those');
  for (const u of s.units) {
    if (!hasSpace(u.space)) fail(`unknown space ${u.space}`);
    const domain = UNITS[u.type].domain;
    if (domain === 'sea' && !isSea(u.space)) fail(`${u.type} on land in ${u.space}`);
    if (domain === 'land' && !isLand(u.space)) fail(`${u.type} at sea in ${u.space}`);
    const owner = s.owners[u.space];
    if (isLand(u.space) && !(owner && isPower(owner) && SIDE_OF[owner] === SIDE_OF[u.power])) {
      fail(`${u.power} ${u.type} in ${u.space}, held by ${owner}`);
    }
  }
  for (const f of s.facilities) {
    if (!hasSpace(f.space) || !isLand(f.space)) fail(`facility ${f.type} not on land: ${f.space}`);
    if (s.owners[f.space] !== f.power) fail(`${f.power} ${f.type} in ${f.space}, not its own`);
  }
  for (const id of [...s.kamikaze.triggerIslands, s.flyingTigers.space]) {
    if (!hasSpace(id) || !isLand(id)) fail(`unknown territory ${id}`);
  }
  if (!spaceOf(s.flyingTigers.space).chinaMayEnter) fail('the Flying Tigers must start in China');
  return s;
}

export const SETUP: SetupFile = checkAgainstMap(SetupFileSchema.parse(data));
