/**
 * Builds our reconstruction of the board (`data/map.json`, format `gettysburg-map/1`) from geography: the
 * authored layout (`data/layout.json`) and the elevation grid of the battlefield. The published map is not
 * available; this is a map of the real ground cut into areas the way the game cuts it, not a copy.
 *
 * Usage (from the repo root):
 *
 *   node --import tsx packages/games/gettysburg/scripts/build-map.ts [layout] [grid] [out] [--svg preview.svg]
 *
 * - layout defaults to `packages/games/gettysburg/data/layout.json`;
 * - grid defaults to `../shared/data/guns-of-gettysburg/topography/elevation_grid.json`;
 * - out defaults to `packages/games/gettysburg/data/map.json`;
 * - `--svg` also writes a plain drawing of the result, to check it by eye.
 *
 * layout.json (`gettysburg-layout/1`, LayoutSchema below):
 * - `frame`: the map's edge as lon/lat bounds and its width in map units; the height follows from the
 *   ground distances (a local equirectangular projection: x east, y south, as in SVG).
 * - `seeds`: one per area (kebab-case id, optional name, lon/lat). Areas are the Voronoi cells of the seeds
 *   clipped to the frame, so a border runs halfway between two seeds: a pair of seeds mirrored across a
 *   ridge puts a position on its crest. Positions are the borders between two cells, endpoints the
 *   corners where three or more cells meet, and a border reaching the frame is a partial position ending
 *   at an edge point. Borders shorter than MIN_BORDER are collapsed into a single endpoint.
 * - `roads`: the six main roads as lon/lat polylines from the map's edge inward; the positions a road
 *   crosses, in order, become its path (§11), and the first must bound one of its entry areas.
 * - `entryAreas`, `town`, `objectives`: area ids (§11, §4).
 * - `terrain`: hand-set terrain for one side of the border between two areas, with a note saying why:
 *   ground the elevation grid does not cover, obstacles (creeks, woods, rough ground), and corrections.
 *   An entry with `clear` first drops what was computed for that side.
 *
 * Terrain computed from the grid, for each side of each position (samples at 20-80% along the line, the
 * line's height being the highest of the ground on it and 30 m either side, so a border a little off the
 * crest still finds it):
 * - crest: the line stands at least CREST_RISE above the ground CREST_REACH into that side, and the ground
 *   as far into the other side rises above the line by at most CREST_BACK times that rise (a brow: the
 *   ground falls away in front at least twice as much as it climbs behind, so a line halfway up an even
 *   slope is no crest); gun symbols = 1 + one per further GUN_STEP of rise, at most 3;
 * - steep slope: the average rise from STEEP_REACH into that side up to the line is STEEP_GRADE or more.
 * A position any of whose samples falls outside the grid gets only its hand-set terrain.
 *
 * Deterministic: the same inputs give the same bytes. The result must pass `checkMap` with no problem.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Delaunay } from 'd3-delaunay';
import { z } from 'zod';
import { checkMap } from '../src/map.ts';
import {
  ENTRY_POINTS,
  type EntryPointId,
  IdSchema,
  MAP_FORMAT,
  type MapFile,
  type SideTerrain,
  type XY,
} from '../src/map-file.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_LAYOUT = resolve(REPO_ROOT, 'packages/games/gettysburg/data/layout.json');
export const DEFAULT_GRID = resolve(
  REPO_ROOT,
  '../shared/data/guns-of-gettysburg/topography/elevation_grid.json',
);
export const DEFAULT_OUT = resolve(REPO_ROOT, 'packages/games/gettysburg/data/map.json');

/** Crest: metres the line must stand above the ground CREST_REACH metres into the side. */
export const CREST_RISE = 4;
export const CREST_REACH = 200;
/** Crest: the most the ground as far into the other side may rise above the line, as a share of the rise. */
export const CREST_BACK = 0.5;
/** One more gun symbol per this many metres of rise beyond CREST_RISE. */
export const GUN_STEP = 8;
/** Steep slope: average gradient from STEEP_REACH metres into the side up to the line. */
export const STEEP_GRADE = 0.1;
export const STEEP_REACH = 150;
/** Borders shorter than this (map units) are collapsed into one endpoint. */
export const MIN_BORDER = 8;
/** A road crossing a position this close (map units) to its end is ambiguous: which position is first? */
const NEAR_END = 3;
const SNAP = 100;
const SAMPLES = [0.2, 0.35, 0.5, 0.65, 0.8];
const ACROSS = 30;

// ---- the layout --------------------------------------------------------------------------------------------

const LonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ENTRY_IDS = Object.keys(ENTRY_POINTS) as [EntryPointId, ...EntryPointId[]];

export const LayoutSchema = z.strictObject({
  format: z.literal('gettysburg-layout/1'),
  note: z.string().optional(),
  frame: z
    .strictObject({
      west: z.number(),
      east: z.number(),
      south: z.number(),
      north: z.number(),
      width: z.number().positive(),
    })
    .refine((f) => f.west < f.east && f.south < f.north, 'west < east and south < north'),
  seeds: z
    .array(
      z.strictObject({ id: IdSchema, name: z.string().min(1).optional(), lon: z.number(), lat: z.number() }),
    )
    .min(3),
  roads: z.record(
    IdSchema,
    z.strictObject({ name: z.string().min(1), entry: z.enum(ENTRY_IDS), path: z.array(LonLat).min(2) }),
  ),
  entryAreas: z.record(z.enum(ENTRY_IDS), z.tuple([IdSchema, IdSchema])),
  town: z.tuple([IdSchema, IdSchema]),
  objectives: z.tuple([IdSchema, IdSchema, IdSchema]),
  objectivesNote: z.string().optional(),
  terrain: z.array(
    z.strictObject({
      between: z.tuple([IdSchema, IdSchema]),
      side: IdSchema,
      crest: z.strictObject({ guns: z.number().int().min(0).max(6) }).optional(),
      steepSlope: z.literal(true).optional(),
      obstacle: z.literal(true).optional(),
      clear: z.literal(true).optional(),
      note: z.string().min(1),
    }),
  ),
});
export type Layout = z.infer<typeof LayoutSchema>;

// ---- the elevation grid ------------------------------------------------------------------------------------

const GridSchema = z.object({
  row_lat: z.array(z.number()).min(2),
  col_lon: z.array(z.number()).min(2),
  elevation_m: z.array(z.array(z.number())),
});
export type Grid = z.infer<typeof GridSchema>;

export function readGrid(path: string = DEFAULT_GRID): Grid {
  return GridSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Fractional index of `v` in a monotone list of cell centres, or null outside it. */
function indexIn(list: readonly number[], v: number): number | null {
  const rising = list[list.length - 1]! > list[0]!;
  const [lo, hi] = rising ? [list[0]!, list[list.length - 1]!] : [list[list.length - 1]!, list[0]!];
  if (v < lo || v > hi) return null;
  let a = 0;
  let b = list.length - 1;
  while (b - a > 1) {
    const m = (a + b) >> 1;
    if (list[m]! > v === rising) b = m;
    else a = m;
  }
  return a + (v - list[a]!) / (list[b]! - list[a]!);
}

/** Bilinear elevation in metres, or null outside the grid. */
export function elevationAt(grid: Grid, lon: number, lat: number): number | null {
  const r = indexIn(grid.row_lat, lat);
  const c = indexIn(grid.col_lon, lon);
  if (r === null || c === null) return null;
  const [r0, c0] = [
    Math.min(Math.floor(r), grid.row_lat.length - 2),
    Math.min(Math.floor(c), grid.col_lon.length - 2),
  ];
  const [fr, fc] = [r - r0, c - c0];
  const e = grid.elevation_m;
  const top = e[r0]![c0]! * (1 - fc) + e[r0]![c0 + 1]! * fc;
  const bottom = e[r0 + 1]![c0]! * (1 - fc) + e[r0 + 1]![c0 + 1]! * fc;
  return top * (1 - fr) + bottom * fr;
}

// ---- projection --------------------------------------------------------------------------------------------

export interface Projection {
  width: number;
  height: number;
  /** Metres per map unit. */
  metres: number;
  toMap: (lon: number, lat: number) => XY;
  toLonLat: (at: XY) => [number, number];
}

export function projectionOf(frame: Layout['frame']): Projection {
  const phi = (((frame.south + frame.north) / 2) * Math.PI) / 180;
  const perLon = 111412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi);
  const perLat = 111132.92 - 559.82 * Math.cos(2 * phi);
  const metres = ((frame.east - frame.west) * perLon) / frame.width;
  const height = Math.round(((frame.north - frame.south) * perLat) / metres);
  const { width, west, north, east, south } = frame;
  return {
    width,
    height,
    metres,
    toMap: (lon, lat) => [((lon - west) / (east - west)) * width, ((north - lat) / (north - south)) * height],
    toLonLat: ([x, y]) => [west + (x / width) * (east - west), north - (y / height) * (north - south)],
  };
}

// ---- geometry ----------------------------------------------------------------------------------------------

const snap = (v: number): number => Math.round(v * SNAP) / SNAP;
const keyOf = ([x, y]: XY): string => `${x},${y}`;
const distance = (a: XY, b: XY): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

function onFrame([x, y]: XY, width: number, height: number): boolean {
  return x === 0 || y === 0 || x === width || y === height;
}

/** Both ends on the same side of the frame: a piece of the frame, not a border. */
function alongFrame(a: XY, b: XY, width: number, height: number): boolean {
  return (
    (a[0] === 0 && b[0] === 0) ||
    (a[1] === 0 && b[1] === 0) ||
    (a[0] === width && b[0] === width) ||
    (a[1] === height && b[1] === height)
  );
}

/** Clockwise distance along the frame from the top-left corner (orders the edge points). */
function rimOrder([x, y]: XY, width: number, height: number): number {
  if (y === 0) return x;
  if (x === width) return width + y;
  if (y === height) return 2 * width + height - x;
  return 2 * width + 2 * height - y;
}

/** Where segment pq meets segment ab: the fractions along each, or null. */
function meet(p: XY, q: XY, a: XY, b: XY): { s: number; u: number } | null {
  const r: XY = [q[0] - p[0], q[1] - p[1]];
  const d: XY = [b[0] - a[0], b[1] - a[1]];
  const den = r[0] * d[1] - r[1] * d[0];
  if (Math.abs(den) < 1e-12) return null;
  const w: XY = [a[0] - p[0], a[1] - p[1]];
  const s = (w[0] * d[1] - w[1] * d[0]) / den;
  const u = (w[0] * r[1] - w[1] * r[0]) / den;
  return s >= 0 && s <= 1 && u >= 0 && u <= 1 ? { s, u } : null;
}

// ---- cells and borders -------------------------------------------------------------------------------------

interface Border {
  /** The indices of the two seeds whose cells meet here. */
  cells: [number, number];
  ends: [XY, XY];
}

/** The borders between Voronoi cells of the seeds, with their corners snapped so neighbours agree. */
function bordersOf(seeds: readonly XY[], width: number, height: number): Border[] {
  const voronoi = Delaunay.from(seeds.map(([x, y]) => [x, y] as [number, number])).voronoi([
    0,
    0,
    width,
    height,
  ]);
  const byKey = new Map<string, { ends: [XY, XY]; cells: number[] }>();
  seeds.forEach((_, i) => {
    const ring = (voronoi.cellPolygon(i) ?? []).map(([x, y]) => [snap(x), snap(y)] as XY);
    for (let k = 0; k + 1 < ring.length; k++) {
      const [a, b] = [ring[k]!, ring[k + 1]!];
      if (keyOf(a) === keyOf(b) || alongFrame(a, b, width, height)) continue;
      const [p, q] = keyOf(a) < keyOf(b) ? [a, b] : [b, a];
      const key = `${keyOf(p)} ${keyOf(q)}`;
      const entry = byKey.get(key) ?? { ends: [p, q], cells: [] };
      entry.cells.push(i);
      byKey.set(key, entry);
    }
  });
  const borders: Border[] = [];
  for (const [key, { ends, cells }] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (cells.length !== 2)
      throw new Error(`border ${key} belongs to ${cells.length} cells (snapping failed)`);
    if (ends.every((e) => onFrame(e, width, height)))
      throw new Error(
        `a border runs from edge to edge at ${key} (a corner is cut off): move the seeds there`,
      );
    borders.push({ cells: [cells[0]!, cells[1]!], ends });
  }
  return borders;
}

/** Collapses borders shorter than MIN_BORDER into one corner; a short partial border is an error. */
function collapseShort(borders: Border[], width: number, height: number, names: readonly string[]): Border[] {
  const parent = new Map<string, string>();
  const where = new Map<string, XY>();
  const find = (k: string): string => {
    const p = parent.get(k);
    return p === undefined || p === k ? k : find(p);
  };
  for (const b of borders) for (const e of b.ends) where.set(keyOf(e), e);
  for (const b of borders) {
    const [a, c] = b.ends;
    if (distance(a, c) >= MIN_BORDER) continue;
    const [ia, ic] = [b.cells[0], b.cells[1]].map((i) => names[i]);
    if (onFrame(a, width, height) || onFrame(c, width, height))
      throw new Error(`the border of ${ia} and ${ic} at the map's edge is too short: move their seeds`);
    const [ra, rc] = [find(keyOf(a)), find(keyOf(c))];
    if (ra === rc) continue;
    const [pa, pc] = [where.get(ra)!, where.get(rc)!];
    const mid: XY = [snap((pa[0] + pc[0]) / 2), snap((pa[1] + pc[1]) / 2)];
    const root = keyOf(mid);
    where.set(root, mid);
    parent.set(ra, root);
    parent.set(rc, root);
    parent.set(root, root);
  }
  const moved = (e: XY): XY => where.get(find(keyOf(e)))!;
  return borders
    .map((b) => ({ cells: b.cells, ends: [moved(b.ends[0]), moved(b.ends[1])] as [XY, XY] }))
    .filter((b) => keyOf(b.ends[0]) !== keyOf(b.ends[1]));
}

// ---- terrain -----------------------------------------------------------------------------------------------

interface Profile {
  line: number;
  /** Ground CREST_REACH and STEEP_REACH metres into each side (by cell index). */
  far: Map<number, number>;
  near: Map<number, number>;
}

/** Heights sampled along a border and into both sides, or null when any sample is off the grid. */
function profileOf(border: Border, seeds: readonly XY[], grid: Grid, proj: Projection): Profile[] | null {
  const [a, b] = border.ends;
  const length = distance(a, b);
  const normal: XY = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
  const height = (at: XY): number | null => {
    const [lon, lat] = proj.toLonLat(at);
    return elevationAt(grid, lon, lat);
  };
  const out: Profile[] = [];
  for (const t of SAMPLES) {
    const on: XY = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const offset = (sign: number, metres: number): XY => [
      on[0] + (normal[0] * sign * metres) / proj.metres,
      on[1] + (normal[1] * sign * metres) / proj.metres,
    ];
    const line = [height(on), height(offset(1, ACROSS)), height(offset(-1, ACROSS))];
    const far = new Map<number, number>();
    const near = new Map<number, number>();
    for (const cell of border.cells) {
      const seed = seeds[cell]!;
      const sign = (seed[0] - on[0]) * normal[0] + (seed[1] - on[1]) * normal[1] > 0 ? 1 : -1;
      const [f, n] = [height(offset(sign, CREST_REACH)), height(offset(sign, STEEP_REACH))];
      if (f === null || n === null) return null;
      far.set(cell, f);
      near.set(cell, n);
    }
    if (line.some((h) => h === null)) return null;
    out.push({ line: Math.max(...(line as number[])), far, near });
  }
  return out;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The terrain the ground gives one side of a border (§3): crest with guns, steep slope. */
function computedSide(profile: Profile[], side: number, other: number): SideTerrain {
  const rise = mean(profile.map((p) => p.line - p.far.get(side)!));
  const back = mean(profile.map((p) => p.far.get(other)! - p.line));
  const grade = mean(profile.map((p) => (p.line - p.near.get(side)!) / STEEP_REACH));
  const terrain: SideTerrain = {};
  if (rise >= CREST_RISE && back <= CREST_BACK * rise)
    terrain.crest = { guns: Math.min(3, 1 + Math.floor((rise - CREST_RISE) / GUN_STEP)) };
  if (grade >= STEEP_GRADE) terrain.steepSlope = true;
  return terrain;
}

// ---- the map -----------------------------------------------------------------------------------------------

const RECONSTRUCTION =
  'Our reconstruction of the battlefield, not the published map of The Guns of Gettysburg (which we do not ' +
  'have). Areas are cut from the real ground: borders follow ridge crests and creeks placed from modern ' +
  'elevation data (USGS-derived) and known landmarks, crests and steep slopes are computed from that ' +
  'elevation, and the six main roads follow their 1863 courses as best we know them. Entry areas, the town ' +
  "and the three initial objectives (Cemetery Hill, Culp's Hill, Cemetery Ridge: a guess, the rulebook " +
  'does not name them) are our choices. To correct it, edit packages/games/gettysburg/data/layout.json and ' +
  'rebuild with scripts/build-map.ts, or edit this file directly (see MAP.md).';

export interface Built {
  map: MapFile;
  summary: string[];
  /** What the builder itself found wrong (roads); checkMap's problems come on top. */
  problems: string[];
  /** The roads as drawn, in map units (for the preview). */
  roadLines: XY[][];
}

const positionId = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function buildMap(layout: Layout, grid: Grid): Built {
  const proj = projectionOf(layout.frame);
  const { width, height } = proj;
  const names = layout.seeds.map((s) => s.id);
  if (new Set(names).size !== names.length) throw new Error('two seeds have the same id');
  const seeds = layout.seeds.map((s) => proj.toMap(s.lon, s.lat));
  for (const [i, [x, y]] of seeds.entries())
    if (x <= 0 || y <= 0 || x >= width || y >= height)
      throw new Error(`seed ${names[i]} is outside the frame`);
  const borders = collapseShort(bordersOf(seeds, width, height), width, height, names);

  // Points: endpoints ordered north to south, edge points clockwise along the frame.
  const inner = new Map<string, XY>();
  const rim = new Map<string, XY>();
  for (const b of borders) for (const e of b.ends) (onFrame(e, width, height) ? rim : inner).set(keyOf(e), e);
  const innerSorted = [...inner.values()].sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  const rimSorted = [...rim.values()].sort((p, q) => rimOrder(p, width, height) - rimOrder(q, width, height));
  const pointId = new Map<string, string>();
  const points: MapFile['points'] = {};
  innerSorted.forEach((p, i) => {
    pointId.set(keyOf(p), `e${i + 1}`);
    points[`e${i + 1}`] = { at: p };
  });
  rimSorted.forEach((p, i) => {
    pointId.set(keyOf(p), `edge-${i + 1}`);
    points[`edge-${i + 1}`] = { at: p, edge: true };
  });

  // Positions, with the terrain the grid gives each side.
  const positions: MapFile['positions'] = {};
  let offGrid = 0;
  const sorted = borders
    .map((b) => ({ b, id: positionId(names[b.cells[0]]!, names[b.cells[1]]!) }))
    .sort((p, q) => (p.id < q.id ? -1 : 1));
  for (const { b, id } of sorted) {
    if (positions[id]) throw new Error(`two borders would both be called ${id}: rename a seed`);
    const ids = b.ends.map((e) => pointId.get(keyOf(e))!);
    const ends = (points[ids[0]!]!.edge ? [ids[1], ids[0]] : [ids[0], ids[1]]) as [string, string];
    const profile = profileOf(b, seeds, grid, proj);
    const sides: Record<string, SideTerrain> = {};
    if (profile === null) offGrid++;
    else
      for (const [side, other] of [b.cells, [b.cells[1], b.cells[0]]] as [number, number][]) {
        const terrain = computedSide(profile, side, other);
        if (Object.keys(terrain).length > 0) sides[names[side]!] = terrain;
      }
    positions[id] = { ends, sides };
  }
  const problems: string[] = [];
  applyTerrain(layout, positions, problems);
  for (const p of Object.values(positions)) if (Object.keys(p.sides ?? {}).length === 0) delete p.sides;

  const areas: MapFile['areas'] = {};
  layout.seeds.forEach((s, i) => {
    const [x, y] = seeds[i]!;
    areas[s.id] = { label: [snap(x), snap(y)], ...(s.name ? { name: s.name } : {}) };
  });

  const roads: MapFile['roads'] = {};
  const roadLines: XY[][] = [];
  for (const [id, road] of Object.entries(layout.roads)) {
    const path = road.path.map(([lon, lat]) => proj.toMap(lon, lat));
    roadLines.push(path);
    const [x, y] = path[0]!;
    if (x > 0 && y > 0 && x < width && y < height)
      problems.push(`road ${id} starts inside the map: it must come in from the edge`);
    roads[id] = {
      name: road.name,
      entry: road.entry,
      positions: roadPositions(id, path, positions, points, problems),
    };
  }

  const map: MapFile = {
    format: MAP_FORMAT,
    reconstruction: RECONSTRUCTION,
    frame: { width, height },
    points,
    positions,
    areas,
    entryAreas: layout.entryAreas,
    roads,
    town: layout.town,
    objectives: layout.objectives,
  };
  return { map, summary: summaryOf(map, offGrid), problems, roadLines };
}

function applyTerrain(layout: Layout, positions: MapFile['positions'], problems: string[]): void {
  for (const t of layout.terrain) {
    const id = positionId(t.between[0], t.between[1]);
    const position = positions[id];
    if (!position || !t.between.includes(t.side)) {
      problems.push(`terrain on ${t.side} of ${t.between.join(' | ')}: no such position or side`);
      continue;
    }
    const sides = position.sides ?? {};
    const side: SideTerrain = t.clear ? {} : { ...sides[t.side] };
    if (t.crest) side.crest = t.crest;
    if (t.steepSlope) side.steepSlope = true;
    if (t.obstacle) side.obstacle = true;
    sides[t.side] = side;
    if (Object.keys(side).length === 0) delete sides[t.side];
    position.sides = sides;
  }
}

/** §11 The positions a road crosses, in order from the map's edge inward; problems go to `problems`. */
function roadPositions(
  road: string,
  path: readonly XY[],
  positions: MapFile['positions'],
  points: MapFile['points'],
  problems: string[],
): string[] {
  const hits: { at: number; id: string }[] = [];
  for (const [id, position] of Object.entries(positions)) {
    const [a, b] = position.ends.map((p) => points[p]!.at) as [XY, XY];
    for (let i = 0; i + 1 < path.length; i++) {
      const m = meet(path[i]!, path[i + 1]!, a, b);
      if (!m) continue;
      const along = m.u * distance(a, b);
      if (along < NEAR_END || distance(a, b) - along < NEAR_END)
        problems.push(`road ${road} passes through an end of ${id}: move the road or a seed`);
      hits.push({ at: i + m.s, id });
    }
  }
  hits.sort((p, q) => p.at - q.at);
  const ids = hits.map((h) => h.id);
  if (new Set(ids).size !== ids.length)
    problems.push(`road ${road} crosses a position twice: ${ids.join(', ')}`);
  if (ids.length === 0) problems.push(`road ${road} crosses no position`);
  return ids;
}

function summaryOf(map: MapFile, offGrid: number): string[] {
  const sides = Object.values(map.positions).flatMap((p) => Object.values(p.sides ?? {}));
  const partial = Object.values(map.positions).filter((p) => p.ends.some((e) => map.points[e]!.edge)).length;
  const endpoints = Object.values(map.points).filter((p) => !p.edge).length;
  return [
    `areas ${Object.keys(map.areas).length}, positions ${Object.keys(map.positions).length} (${partial} partial), ` +
      `endpoints ${endpoints}, positions off the grid ${offGrid}`,
    `crests ${sides.filter((s) => s.crest).length} (guns ${sides.reduce((n, s) => n + (s.crest?.guns ?? 0), 0)}), ` +
      `steep slopes ${sides.filter((s) => s.steepSlope).length}, obstacles ${sides.filter((s) => s.obstacle).length}`,
    `roads: ${Object.entries(map.roads)
      .map(([id, r]) => `${id} ${r.positions.length}`)
      .join(', ')}`,
  ];
}

// ---- output ------------------------------------------------------------------------------------------------

const LINE = 110;
const isScalar = (v: unknown): boolean => v === null || typeof v !== 'object';

/** JSON with short arrays and small objects kept on one line, so the file reads and diffs well. */
export function renderJson(value: unknown): string {
  const oneLine = (v: unknown): string =>
    isScalar(v)
      ? JSON.stringify(v)
      : Array.isArray(v)
        ? `[${v.map(oneLine).join(', ')}]`
        : `{ ${Object.entries(v as object)
            .map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`)
            .join(', ')} }`.replace('{  }', '{}');
  const block = (v: unknown, indent: string): string => {
    const flat = oneLine(v);
    if (isScalar(v) || indent.length + flat.length <= LINE) return flat;
    const next = `${indent}  `;
    if (Array.isArray(v)) return `[\n${v.map((x) => next + block(x, next)).join(',\n')}\n${indent}]`;
    const entries = Object.entries(v as object).map(
      ([k, x]) => `${next}${JSON.stringify(k)}: ${block(x, next)}`,
    );
    return `{\n${entries.join(',\n')}\n${indent}}`;
  };
  return `${block(value, '')}\n`;
}

/** A plain SVG of the map: areas' borders (crests red, steep slopes brown, obstacles blue), roads, labels. */
export function renderSvg(map: MapFile, roadLines: readonly XY[][] = []): string {
  const { width, height } = map.frame;
  const lines = Object.entries(map.positions).map(([, p]) => {
    const [a, b] = p.ends.map((e) => map.points[e]!.at) as [XY, XY];
    const terrain = Object.values(p.sides ?? {});
    const colour = terrain.some((s) => s.obstacle)
      ? 'blue'
      : terrain.some((s) => s.steepSlope)
        ? 'saddlebrown'
        : terrain.some((s) => s.crest)
          ? 'red'
          : 'black';
    return `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${colour}" stroke-width="${colour === 'black' ? 1 : 3}"/>`;
  });
  const labels = Object.entries(map.areas).map(
    ([id, a]) => `<text x="${a.label[0]}" y="${a.label[1]}" font-size="9" text-anchor="middle">${id}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="white" stroke="black"/>`,
    ...lines,
    ...roadLines.map(
      (r) => `<polyline points="${r.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="orange"/>`,
    ),
    ...labels,
    '</svg>',
    '',
  ].join('\n');
}

export function readLayout(path: string = DEFAULT_LAYOUT): Layout {
  return LayoutSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Builds and checks the map file: the builder's problems and checkMap's, with its text. */
export function buildMapFile(layoutPath: string = DEFAULT_LAYOUT, gridPath: string = DEFAULT_GRID) {
  const built = buildMap(readLayout(layoutPath), readGrid(gridPath));
  const problems = [...built.problems, ...checkMap(built.map).problems];
  return { ...built, problems, text: renderJson(built.map) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const svgAt = args.indexOf('--svg');
  const svg = svgAt >= 0 ? args.splice(svgAt, 2)[1] : undefined;
  const [layout, grid, out] = args;
  const built = buildMapFile(layout ? resolve(layout) : DEFAULT_LAYOUT, grid ? resolve(grid) : DEFAULT_GRID);
  if (svg) writeFileSync(resolve(svg), renderSvg(built.map, built.roadLines));
  if (built.problems.length > 0) {
    console.error(`the built map has problems (nothing written):\n- ${built.problems.join('\n- ')}`);
    process.exit(1);
  }
  const path = out ? resolve(out) : DEFAULT_OUT;
  writeFileSync(path, built.text);
  console.log(`wrote ${path}`);
  for (const line of built.summary) console.log(line);
}
