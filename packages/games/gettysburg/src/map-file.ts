/**
 * The editable map file (`gettysburg-map/1`): a zod schema and its types. The rulebook has no map; the
 * project's map is a reconstruction (`data/map.json`), and players may correct it and load their own.
 *
 * The file gives geometry and terrain only; everything the rules derive from the board is computed
 * (map.ts), never typed: the areas are the faces of the drawing, the cyclic order of the positions around
 * each endpoint comes from their directions, adjacency from shared endpoints.
 * - `frame`: the map's edge, a rectangle (SVG coordinates: x to the right, y down).
 * - `points`: endpoints (the circles at the ends of positions, §3) and edge points (where a partial
 *   position meets the map's edge; no endpoint of the rules).
 * - `positions`: a line between two points, straight or through `via` points; the terrain drawn on each
 *   side, keyed by the id of the area on that side; the roads crossing it.
 * - `areas`: an id and a label point for each face of the drawing (the area is the face holding it).
 */
import { z } from 'zod';

export const MAP_FORMAT = 'gettysburg-map/1';

/** Ids are kebab case: `seminary-ridge-3`. */
export const IdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'not an id (kebab case)');

const XY = z.tuple([z.number().finite(), z.number().finite()]);
export type XY = z.infer<typeof XY>;

/** §11 The six entry points, and the army whose reinforcements use each. */
export const ENTRY_POINTS = {
  chambersburg: 'confederate',
  mummasburg: 'confederate',
  harrisburg: 'confederate',
  emmitsburg: 'union',
  taneytown: 'union',
  baltimore: 'union',
} as const;
export type EntryPointId = keyof typeof ENTRY_POINTS;
const ENTRY_IDS = Object.keys(ENTRY_POINTS) as [EntryPointId, ...EntryPointId[]];

/** §3 The terrain drawn on one side of a position. */
export const SideTerrainSchema = z.strictObject({
  /** A crest, with the number of gun symbols drawn on it (§13 step 6). */
  crest: z.strictObject({ guns: z.number().int().min(0).max(6) }).optional(),
  steepSlope: z.literal(true).optional(),
  obstacle: z.literal(true).optional(),
  /** §9 Special fields of fire from this side into these areas. */
  fireInto: z.array(IdSchema).min(1).optional(),
});
export type SideTerrain = z.infer<typeof SideTerrainSchema>;

export const PointSchema = z.strictObject({
  at: XY,
  /** A point on the map's edge where a partial position ends (not an endpoint of the rules). */
  edge: z.literal(true).optional(),
});

export const PositionSchema = z.strictObject({
  ends: z.tuple([IdSchema, IdSchema]),
  /** Intermediate points of the drawn line, from ends[0] to ends[1]. */
  via: z.array(XY).optional(),
  name: z.string().min(1).optional(),
  /** The terrain on each side, by the id of the area on that side; an open side is left out. */
  sides: z.record(IdSchema, SideTerrainSchema).optional(),
});

export const AreaSchema = z.strictObject({
  label: XY,
  name: z.string().min(1).optional(),
});

export const RoadSchema = z.strictObject({
  name: z.string().min(1),
  entry: z.enum(ENTRY_IDS),
  /** §11 The positions the road crosses, from the entry point inward. */
  positions: z.array(IdSchema).min(1),
});

export const MapFileSchema = z.strictObject({
  format: z.literal(MAP_FORMAT),
  /** What the map is and how sure it is (shown by the UI). */
  reconstruction: z.string().min(1),
  frame: z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
  points: z.record(IdSchema, PointSchema),
  positions: z.record(IdSchema, PositionSchema),
  areas: z.record(IdSchema, AreaSchema),
  /** §11 Each entry point's two reinforcement entry areas (partial areas at the map's edge). */
  entryAreas: z.record(z.enum(ENTRY_IDS), z.tuple([IdSchema, IdSchema])),
  roads: z.record(IdSchema, RoadSchema),
  /** §11 The two areas of Gettysburg town. */
  town: z.tuple([IdSchema, IdSchema]),
  /** §4, §16 The three areas the objectives start in. */
  objectives: z.tuple([IdSchema, IdSchema, IdSchema]),
});
export type MapFile = z.infer<typeof MapFileSchema>;
