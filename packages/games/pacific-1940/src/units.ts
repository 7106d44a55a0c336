/**
 * 19 Unit profiles and 20 facilities: the costs, combat values, movement and special abilities of every
 * piece, from `data/units.json` (validated once, when this module loads).
 */
import { z } from 'zod';
import data from '../data/units.json' with { type: 'json' };

export const UNIT_TYPES = [
  'infantry',
  'mechInfantry',
  'artillery',
  'armour',
  'aaGun',
  'fighter',
  'tacticalBomber',
  'bomber',
  'transport',
  'submarine',
  'destroyer',
  'cruiser',
  'carrier',
  'battleship',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const FACILITY_TYPES = ['majorIc', 'minorIc', 'airBase', 'navalBase'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

const unitType = z.enum(UNIT_TYPES);

const UnitProfileSchema = z
  .object({
    name: z.string(),
    domain: z.enum(['land', 'air', 'sea']),
    cost: z.number().int().positive(),
    attack: z.number().int().min(0).max(6),
    defense: z.number().int().min(0).max(6),
    move: z.number().int().min(1),
    /** Hits to destroy it; 0 for a unit that is never a casualty (the AA gun). */
    hits: z.number().int().min(0).max(2),
    /** Transport slots it takes (a transport holds 5: two infantry, or one infantry and one other). */
    transportCost: z.number().int().positive().optional(),
    /** Carrier slots it takes (a carrier holds 2). */
    carrierCost: z.number().int().positive().optional(),
    transportCapacity: z.number().int().positive().optional(),
    carrierCapacity: z.number().int().positive().optional(),
    /** Paired 1:1 with one of `by`, it attacks at `attack`. */
    support: z
      .object({ by: z.array(unitType).min(1), attack: z.number().int() })
      .strict()
      .optional(),
    /** 'yes': may blitz; 'with-armour': only paired 1:1 with a tank. */
    blitz: z.enum(['yes', 'with-armour']).optional(),
    /** Fires at attacking air units before the first round, hitting on this number. */
    antiAir: z.number().int().positive().optional(),
    /** Shore bombardment value. */
    bombard: z.number().int().positive().optional(),
    submarine: z.literal(true).optional(),
    destroyer: z.literal(true).optional(),
    strategicBomber: z.literal(true).optional(),
    /** Strategic bombing raid air battle values. */
    escortAttack: z.number().int().positive().optional(),
    interceptDefense: z.number().int().positive().optional(),
  })
  .strict();
export type UnitProfile = z.infer<typeof UnitProfileSchema>;

const FacilityProfileSchema = z
  .object({
    name: z.string(),
    cost: z.number().int().positive(),
    maxDamage: z.number().int().positive(),
    /** Units an industrial complex can mobilize per turn, before damage. */
    production: z.number().int().positive().optional(),
    /** The least IPC value of a territory it can be built in. */
    minTerritoryValue: z.number().int().positive().optional(),
    /** Damage at which a base stops working. */
    inoperativeAt: z.number().int().positive().optional(),
  })
  .strict();
export type FacilityProfile = z.infer<typeof FacilityProfileSchema>;

export const UnitsFileSchema = z
  .object({
    format: z.literal('pacific-1940-units/1'),
    units: z.record(unitType, UnitProfileSchema),
    facilities: z.record(z.enum(FACILITY_TYPES), FacilityProfileSchema),
    upgradeMinorToMajorCost: z.number().int().positive(),
  })
  .strict();

const parsed = UnitsFileSchema.parse(data);

export const UNITS: Readonly<Record<UnitType, UnitProfile>> = parsed.units as Record<UnitType, UnitProfile>;
export const FACILITIES: Readonly<Record<FacilityType, FacilityProfile>> = parsed.facilities as Record<
  FacilityType,
  FacilityProfile
>;
export const UPGRADE_MINOR_TO_MAJOR_COST = parsed.upgradeMinorToMajorCost;

export const isUnitType = (value: string): value is UnitType =>
  (UNIT_TYPES as readonly string[]).includes(value);
