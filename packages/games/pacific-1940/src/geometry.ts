/**
 * The board drawing: outlines and anchor points of every space, from `data/geometry.json` (validated once,
 * when this module loads), and hit testing for the board.
 */
import { insideRing } from '@wargame/engine';
import data from '../data/geometry.json' with { type: 'json' };
import {
  type GeometryFile,
  loadGeometry,
  type Point,
  parsePath,
  type SpaceGeometry,
} from './geometry-schema.ts';

export const GEOMETRY: GeometryFile = loadGeometry(data);

export const isSeaZoneId = (id: string): boolean => id.startsWith('sz-');

function geometryOf(id: string): SpaceGeometry {
  const g = GEOMETRY.spaces[id];
  if (!g) throw new Error(`no geometry for space '${id}'`);
  return g;
}

/** One SVG `d` attribute for the whole space (all its polygons). */
export function pathOf(id: string): string {
  return geometryOf(id).paths.join('');
}

const ringCache = new Map<string, Point[][]>();

/** The space's polygons as points. */
export function ringsOf(id: string): Point[][] {
  let rings = ringCache.get(id);
  if (!rings) {
    rings = geometryOf(id).paths.map(parsePath);
    ringCache.set(id, rings);
  }
  return rings;
}

/** Even–odd ray casting (the engine's), for the board's callers. */
export { insideRing };

interface HitEntry {
  id: string;
  bbox: readonly [number, number, number, number];
  rings: Point[][];
}

// Sea-zone polygons cover the islands in them, so land is tried first; within a kind, the smaller space first.
let hitOrder: HitEntry[] | undefined;
function hitEntries(): HitEntry[] {
  if (!hitOrder) {
    const area = ([x0, y0, x1, y1]: readonly number[]): number => (x1! - x0!) * (y1! - y0!);
    hitOrder = Object.keys(GEOMETRY.spaces)
      .map((id) => ({ id, bbox: geometryOf(id).bbox, rings: ringsOf(id) }))
      .sort(
        (a, b) =>
          Number(isSeaZoneId(a.id)) - Number(isSeaZoneId(b.id)) ||
          area(a.bbox) - area(b.bbox) ||
          (a.id < b.id ? -1 : 1),
      );
  }
  return hitOrder;
}

/** The space drawn at board pixel (x, y), or undefined off every outline. */
export function spaceAt(x: number, y: number): string | undefined {
  for (const { id, bbox, rings } of hitEntries()) {
    if (x < bbox[0] || x > bbox[2] || y < bbox[1] || y > bbox[3]) continue;
    if (rings.some((ring) => insideRing(x, y, ring))) return id;
  }
  return undefined;
}
