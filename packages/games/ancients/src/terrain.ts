/** 16 Terrain: the effects chart (data/terrain.json), validated at load, and the questions rules ask of it. */
import { z } from 'zod';
import chart from '../data/terrain.json' with { type: 'json' };
import type { AncientsState, HexId, Terrain, TerrainType, Unit } from './types.ts';
import { stats } from './units.ts';

const effectSchema = z.object({
  name: z.string(),
  /** Units and leaders may not enter (rivers: unless fordable). */
  impassable: z.boolean(),
  /** Who must stop on entering. */
  stops: z.enum(['none', 'all', 'mounted']),
  /** Who may still battle on the turn they move in. */
  battleOnEntry: z.enum(['all', 'foot', 'light-foot-and-warriors']),
  /** Most close-combat dice when battling into or out of this hex (cards' extra dice come on top). */
  closeCap: z.number().int().nullable(),
  /** Most dice for a unit battling up into this hex from lower ground. */
  uphillCap: z.number().int().nullable(),
  /** Most dice when firing into this hex. */
  rangedIntoCap: z.number().int().nullable(),
  blocksLos: z.boolean(),
  elevated: z.boolean(),
  noWarMachines: z.boolean().optional(),
  /** Foot units here ignore one flag and one sword. */
  fortified: z.boolean().optional(),
});
export type TerrainEffects = z.infer<typeof effectSchema>;

const TERRAIN_TYPES = [
  'hill',
  'forest',
  'broken',
  'river',
  'marsh',
  'lake',
  'sea',
  'steep',
  'camp',
  'rampart',
] as const;
const chartSchema = z.object({
  format: z.literal('ancients-terrain/1'),
  note: z.string(),
  terrain: z.record(z.enum(TERRAIN_TYPES), effectSchema),
});

export const TERRAIN_EFFECTS: Record<TerrainType, TerrainEffects> = chartSchema.parse(chart)
  .terrain as Record<TerrainType, TerrainEffects>;

export function terrainAt(s: AncientsState, hex: HexId): Terrain | undefined {
  return s.terrain[hex];
}

export function effectsAt(s: AncientsState, hex: HexId): TerrainEffects | undefined {
  const t = s.terrain[hex];
  return t ? TERRAIN_EFFECTS[t.type] : undefined;
}

/** 16 May a unit (or a leader, when `unit` is undefined) enter this hex at all? */
export function isPassable(s: AncientsState, hex: HexId, unit?: Unit): boolean {
  const t = s.terrain[hex];
  if (!t) return true;
  if (t.type === 'river') return t.fordable === true;
  const fx = TERRAIN_EFFECTS[t.type];
  if (fx.impassable) return false;
  if (unit && fx.noWarMachines && unit.type === 'HWM') return false;
  return true;
}

/** 16 Must a unit (or a lone leader, when `unit` is undefined) stop on entering this hex? */
export function stopsMovement(s: AncientsState, hex: HexId, unit?: Unit): boolean {
  const t = s.terrain[hex];
  if (!t) return false;
  const fx = TERRAIN_EFFECTS[t.type];
  if (t.type === 'river') return true; // fords: everyone stops
  if (fx.stops === 'all') return true;
  if (fx.stops === 'mounted') return unit === undefined || stats(unit).mounted;
  return false;
}

/** 16 May this unit battle on the turn it moved into this hex? */
export function mayBattleAfterEntering(s: AncientsState, hex: HexId, unit: Unit): boolean {
  const fx = effectsAt(s, hex);
  if (!fx) return true;
  const st = stats(unit);
  switch (fx.battleOnEntry) {
    case 'all':
      return true;
    case 'foot':
      return !st.mounted;
    case 'light-foot-and-warriors':
      return (!st.mounted && st.weight === 'light') || unit.type === 'WA';
  }
}

export function isElevated(s: AncientsState, hex: HexId): boolean {
  return effectsAt(s, hex)?.elevated ?? false;
}

export function blocksLineOfSight(s: AncientsState, hex: HexId): boolean {
  return effectsAt(s, hex)?.blocksLos ?? false;
}
