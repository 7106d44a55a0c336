/** The unit chart (data/units.json), validated at load and typed for the rules. */
import { z } from 'zod';
import chart from '../data/units.json' with { type: 'json' };
import { UNIT_TYPES } from './scenario-schema.ts';
import type { Unit, UnitType } from './types.ts';

const unitStatsSchema = z.object({
  name: z.string(),
  weight: z.enum(['light', 'medium', 'heavy']),
  /** 2.9 The symbol has a white border (auxilia, warriors and the armoured and barbarian types); hits ignore it. */
  bordered: z.boolean().optional(),
  mounted: z.boolean(),
  /** Chariots (heavy, barbarian): horse units that never take the cavalry extra hex and cannot be rallied. */
  chariot: z.boolean().optional(),
  /** Camels, plain or armoured (11.4): not horses; horses dislike them. */
  camel: z.boolean().optional(),
  blocks: z.number().int().min(1),
  move: z.number().int().min(1),
  /** 8.2 'one-hex': may battle only after moving 0-1 hexes (auxilia); 'never': not after any move. */
  battleAfterMove: z.enum(['always', 'one-hex', 'never']),
  closeDice: z.number().int().min(0),
  battleBackDice: z.number().int().min(0),
  swordsHit: z.boolean(),
  range: z.number().int().min(0),
  retreat: z.number().int().min(1),
  evade: z.enum(['always', 'foot-and-heavy-mounted', 'foot-and-elephants', 'never']),
  fullStrengthBonus: z.boolean().optional(),
  chargeMove: z.number().int().optional(),
  ignoresSwords: z.union([z.literal(1), z.literal('all')]).optional(),
});
export type UnitStats = z.infer<typeof unitStatsSchema>;

const chartSchema = z.object({
  format: z.literal('ancients-units/1'),
  note: z.string(),
  units: z.record(z.enum(UNIT_TYPES), unitStatsSchema),
});

export const UNIT_STATS: Record<UnitType, UnitStats> = chartSchema.parse(chart).units as Record<
  UnitType,
  UnitStats
>;
export const ALL_UNIT_TYPES: readonly UnitType[] = UNIT_TYPES;

export function stats(unit: Unit | UnitType): UnitStats {
  return UNIT_STATS[typeof unit === 'string' ? unit : unit.type];
}
export const isFoot = (unit: Unit): boolean => !UNIT_STATS[unit.type].mounted;
/** 10.1 Units with missile weapons. */
export const canFire = (unit: Unit): boolean =>
  UNIT_STATS[unit.type].range > 0 || unit.elite === 'bow-auxilia';
/** 11.4 Camel units, plain or armoured. */
export const isCamel = (unit: Unit | UnitType): boolean => stats(unit).camel === true;
/** Chariot units, heavy or barbarian. */
export const isChariot = (unit: Unit | UnitType): boolean => stats(unit).chariot === true;
/** Horse units for the elephant and camel rules (11.4, 11.6): cavalry and chariots (every mounted type but camels and elephants). */
export const isHorse = (unit: Unit | UnitType): boolean => {
  const type = typeof unit === 'string' ? unit : unit.type;
  return stats(type).mounted && !isCamel(type) && type !== 'EL';
};
/** Cavalry, plain or armoured: horse units that are not chariots (13-B extra hex). */
export const isCavalry = (unit: Unit | UnitType): boolean => isHorse(unit) && !isChariot(unit);
