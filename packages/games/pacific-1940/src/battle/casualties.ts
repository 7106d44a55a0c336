/**
 * 14.5 Steps 3-5 Casualties. The owner chooses one casualty per hit among the units that may legally
 * take it; here the owner's choice is a standing preference order:
 * - free hits first: an undamaged battleship, then an undamaged carrier, takes a hit as damage (19.10);
 * - then units are lost in the order (default: by cost, infantry before mech infantry before artillery
 *   before tanks, land before air, a damaged carrier and a damaged battleship late);
 * - transports always last (14.5 Step 2: only when no other unit can take the hit), whatever the order.
 * Legality: submarine hits never go to air units, air hits never to submarines unless the air's side
 * has a destroyer, AA hits only to the air unit the die was rolled at (dice.ts). Taking units in the
 * preference order while the chosen set can still be matched hit by hit to legal targets gives the
 * owner's best legal choice (the sets that can be matched form a matroid, so the greedy choice is
 * the best one in the order).
 */
import { UNIT_TYPES, type UnitType } from '../units.ts';
import {
  HIT_ANY,
  HIT_BOMBER,
  HIT_FIGHTER,
  HIT_NOT_AIR,
  HIT_NOT_SUB,
  HIT_TACTICAL_BOMBER,
  type Hits,
} from './dice.ts';
import {
  BB,
  BB_DAMAGED,
  BMB,
  CV,
  CV_DAMAGED,
  FTR,
  type Side,
  SLOT_CLASS,
  SLOT_TYPES,
  TAC,
} from './pieces.ts';

export const DEFAULT_CASUALTY_ORDER: readonly UnitType[] = [
  'infantry',
  'mechInfantry',
  'artillery',
  'armour',
  'submarine',
  'destroyer',
  'fighter',
  'tacticalBomber',
  'bomber',
  'cruiser',
  'carrier',
  'battleship',
  'transport',
];

interface CasualtyStep {
  slot: number;
  /** A free hit: the undamaged ship in `slot` becomes damaged instead of being lost. */
  damage: boolean;
  /** Leave at least one land unit (the keep-land setting's first pass). */
  reserveLand: boolean;
}

export type CasualtyOrder = readonly CasualtyStep[];

/** The slot a unit type is lost from (two-hit ships are lost once damaged). */
function killSlot(type: UnitType): number {
  if (type === 'battleship') return BB_DAMAGED;
  if (type === 'carrier') return CV_DAMAGED;
  return SLOT_TYPES.indexOf(type);
}

export function casualtyOrder(prefs: { order?: readonly UnitType[]; keepLand?: boolean }): CasualtyOrder {
  const given = prefs.order ?? DEFAULT_CASUALTY_ORDER;
  for (const t of given)
    if (!(UNIT_TYPES as readonly string[]).includes(t))
      throw new Error(`casualty order: unknown unit '${t}' (known: ${UNIT_TYPES.join(', ')})`);
  const types: UnitType[] = [];
  for (const t of [...given, ...DEFAULT_CASUALTY_ORDER])
    if (t !== 'aaGun' && t !== 'transport' && !types.includes(t)) types.push(t);
  types.push('transport');
  const steps: CasualtyStep[] = [
    { slot: BB, damage: true, reserveLand: false },
    { slot: CV, damage: true, reserveLand: false },
  ];
  const keep = prefs.keepLand === true;
  for (const t of types) steps.push({ slot: killSlot(t), damage: false, reserveLand: keep && isLand(t) });
  if (keep) {
    const lastAir = steps.findLastIndex((s) => SLOT_CLASS[s.slot] === 'air');
    const land = types.filter(isLand).map((t) => ({ slot: killSlot(t), damage: false, reserveLand: false }));
    steps.splice(lastAir + 1, 0, ...land);
  }
  return steps;
}

function isLand(t: UnitType): boolean {
  return SLOT_CLASS[SLOT_TYPES.indexOf(t)] === 'land';
}

function landCount(side: Side): number {
  return side[0]! + side[1]! + side[2]! + side[3]!;
}

/** The side after taking `hits`, casualties chosen by `order`. Hits no unit may legally take are lost. */
export function takeHits(side: Side, hits: Hits, order: CasualtyOrder): Side {
  const out = side.slice();
  // AA hits: the die was rolled at that air unit.
  out[FTR] = Math.max(0, out[FTR]! - hits[HIT_FIGHTER]!);
  out[TAC] = Math.max(0, out[TAC]! - hits[HIT_TACTICAL_BOMBER]!);
  out[BMB] = Math.max(0, out[BMB]! - hits[HIT_BOMBER]!);
  const any = hits[HIT_ANY]!;
  const notAir = hits[HIT_NOT_AIR]!;
  const notSub = hits[HIT_NOT_SUB]!;
  const total = any + notAir + notSub;
  if (total === 0) return out;
  // Hall's condition for the three hit classes: air units ≤ hits that may hit air, submarines ≤ hits
  // that may hit submarines, all units ≤ all hits.
  const airCap = any + notSub;
  const subCap = any + notAir;
  let taken = 0;
  let air = 0;
  let sub = 0;
  for (const step of order) {
    let avail = out[step.slot]!;
    if (avail === 0) continue;
    if (step.reserveLand) avail = Math.min(avail, landCount(out) - 1);
    const cls = SLOT_CLASS[step.slot];
    let cap = total - taken;
    if (cls === 'air') cap = Math.min(cap, airCap - air);
    else if (cls === 'sub') cap = Math.min(cap, subCap - sub);
    const t = Math.min(avail, cap);
    if (t <= 0) continue;
    out[step.slot]! -= t;
    if (step.damage) out[step.slot === BB ? BB_DAMAGED : CV_DAMAGED]! += t;
    taken += t;
    if (cls === 'air') air += t;
    else if (cls === 'sub') sub += t;
    if (taken === total) break;
  }
  return out;
}
