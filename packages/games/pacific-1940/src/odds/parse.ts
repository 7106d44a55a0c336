/**
 * Unit lists as typed on a command line: `infantry:3,armour:2,fighter:1`. A name is one of our unit
 * ids or an alias (any case; spaces, '-' and '_' ignored), and a count defaults to 1:
 * - infantry: inf · mechInfantry: mech, mechinf, mechanizedinfantry · artillery: art, arty
 * - armour: armor, tank, tanks · aaGun: aa, aagun, aaa · fighter: fig, ftr
 * - tacticalBomber: tac, tacbomber, tacticalbomber · bomber: bmb, strategicbomber, stratbomber
 * - transport: trn, tpt, transports · submarine: sub, subs · destroyer: dd, des · cruiser: ca, cru
 * - carrier: cv, aircraftcarrier · battleship: bb
 * - `damaged` before a battleship or carrier name (damagedBattleship, damaged-bb, damagedcv): one that
 *   has taken its first hit.
 */
import type { Force } from '../battle/index.ts';
import { UNIT_TYPES, type UnitType } from '../units.ts';

const ALIASES: Record<string, UnitType> = {
  inf: 'infantry',
  mech: 'mechInfantry',
  mechinf: 'mechInfantry',
  mechanizedinfantry: 'mechInfantry',
  art: 'artillery',
  arty: 'artillery',
  armor: 'armour',
  tank: 'armour',
  tanks: 'armour',
  aa: 'aaGun',
  aaa: 'aaGun',
  fig: 'fighter',
  ftr: 'fighter',
  tac: 'tacticalBomber',
  tacbomber: 'tacticalBomber',
  bmb: 'bomber',
  strategicbomber: 'bomber',
  stratbomber: 'bomber',
  trn: 'transport',
  tpt: 'transport',
  transports: 'transport',
  sub: 'submarine',
  subs: 'submarine',
  dd: 'destroyer',
  des: 'destroyer',
  ca: 'cruiser',
  cru: 'cruiser',
  cv: 'carrier',
  aircraftcarrier: 'carrier',
  bb: 'battleship',
};

const normalize = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

const BY_NAME = new Map<string, UnitType>([
  ...UNIT_TYPES.map((t) => [normalize(t), t] as [string, UnitType]),
  ...Object.entries(ALIASES),
]);

function unitOf(name: string): UnitType | undefined {
  return BY_NAME.get(normalize(name));
}

export function parseUnits(text: string): Force {
  const force: Force = { units: {} };
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [name = '', countText, ...extra] = item.split(':').map((s) => s.trim());
    if (extra.length > 0) throw new Error(`bad unit entry '${item}' (write name:count)`);
    const count = countText === undefined ? 1 : Number(countText);
    if (countText === '' || !Number.isInteger(count) || count < 0)
      throw new Error(`bad count '${countText ?? ''}' for '${name}' (a whole number ≥ 0)`);
    let type = unitOf(name);
    let damaged = false;
    const n = normalize(name);
    if (!type && n.startsWith('damaged')) {
      type = unitOf(n.slice('damaged'.length));
      damaged = true;
      if (type && type !== 'battleship' && type !== 'carrier')
        throw new Error(`only battleships and carriers can be damaged, not '${name}'`);
    }
    if (!type) throw new Error(`unknown unit '${name}' (known: ${UNIT_TYPES.join(', ')})`);
    force.units[type] = (force.units[type] ?? 0) + count;
    if (damaged) {
      force.damaged ??= {};
      const t = type as 'battleship' | 'carrier';
      force.damaged[t] = (force.damaged[t] ?? 0) + count;
    }
  }
  return force;
}
