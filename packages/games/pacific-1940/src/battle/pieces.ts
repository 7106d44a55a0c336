/**
 * 14.5 Step 1 The pieces on the battle strip: one side of a battle is a plain array of counts, one
 * entry per slot. A slot is a unit type, except that battleships and carriers have a second slot for
 * the damaged ones (19: they take two hits, the first only damages). AA guns have no slot: they are
 * not casualties and fire only before the first round (see aa.ts).
 */
import { UNIT_TYPES, UNITS, type UnitType } from '../units.ts';

export const INF = 0;
export const MECH = 1;
export const ART = 2;
export const ARM = 3;
export const FTR = 4;
export const TAC = 5;
export const BMB = 6;
export const TRN = 7;
export const SUB = 8;
export const DD = 9;
export const CA = 10;
export const CV = 11;
export const BB = 12;
/** A carrier that has taken its first hit. */
export const CV_DAMAGED = 13;
/** A battleship that has taken its first hit. */
export const BB_DAMAGED = 14;
export const SLOT_COUNT = 15;

/** The unit type in each slot (the damaged slots hold carriers and battleships). */
export const SLOT_TYPES: readonly UnitType[] = [
  ...UNIT_TYPES.filter((t) => t !== 'aaGun'), // AA guns are not units of the battle
  'carrier',
  'battleship',
];

/** Counts by slot. */
export type Side = number[];

/** What a casualty rule needs to know about a slot. */
export type SlotClass = 'land' | 'air' | 'sub' | 'transport' | 'surface';

export const SLOT_CLASS: readonly SlotClass[] = SLOT_TYPES.map((type) => {
  const u = UNITS[type];
  if (u.domain === 'land') return 'land';
  if (u.domain === 'air') return 'air';
  if (u.submarine) return 'sub';
  if (type === 'transport') return 'transport';
  return 'surface';
});

/** Hits still needed to destroy what is in the slot. */
export const SLOT_HP: readonly number[] = SLOT_TYPES.map((type, slot) =>
  slot === CV_DAMAGED || slot === BB_DAMAGED ? 1 : UNITS[type].hits,
);

export const SLOT_COST: readonly number[] = SLOT_TYPES.map((type) => UNITS[type].cost);

export const AIR_SLOTS: readonly number[] = [FTR, TAC, BMB];

export function emptySide(): Side {
  return new Array<number>(SLOT_COUNT).fill(0);
}

export function unitCount(side: Side): number {
  let n = 0;
  for (let i = 0; i < SLOT_COUNT; i++) n += side[i]!;
  return n;
}

export function hitPoints(side: Side): number {
  let n = 0;
  for (let i = 0; i < SLOT_COUNT; i++) n += side[i]! * SLOT_HP[i]!;
  return n;
}

/** IPC value of the units (a damaged ship is worth its full cost: the damage is repaired for free). */
export function sideCost(side: Side): number {
  let n = 0;
  for (let i = 0; i < SLOT_COUNT; i++) n += side[i]! * SLOT_COST[i]!;
  return n;
}

export function countOfClass(side: Side, cls: SlotClass): number {
  let n = 0;
  for (let i = 0; i < SLOT_COUNT; i++) if (SLOT_CLASS[i] === cls) n += side[i]!;
  return n;
}

export function hasDestroyer(side: Side): boolean {
  return side[DD]! > 0;
}

/** Nothing but transports (and at least one). */
export function onlyTransports(side: Side): boolean {
  const n = unitCount(side);
  return n > 0 && side[TRN] === n;
}

/** Nothing but submarines (and at least one). */
export function onlySubs(side: Side): boolean {
  const n = unitCount(side);
  return n > 0 && side[SUB] === n;
}

/** Counts by unit type (damaged ships counted with their type) and the damaged ones apart. */
export interface Force {
  units: Partial<Record<UnitType, number>>;
  damaged?: Partial<Record<'battleship' | 'carrier', number>>;
}

export function forceOf(side: Side): Force {
  const units: Partial<Record<UnitType, number>> = {};
  for (let i = 0; i < SLOT_COUNT; i++) {
    const n = side[i]!;
    if (n === 0) continue;
    const type = SLOT_TYPES[i]!;
    units[type] = (units[type] ?? 0) + n;
  }
  const force: Force = { units };
  if (side[BB_DAMAGED]! > 0 || side[CV_DAMAGED]! > 0) {
    force.damaged = {};
    if (side[BB_DAMAGED]! > 0) force.damaged.battleship = side[BB_DAMAGED]!;
    if (side[CV_DAMAGED]! > 0) force.damaged.carrier = side[CV_DAMAGED]!;
  }
  return force;
}
