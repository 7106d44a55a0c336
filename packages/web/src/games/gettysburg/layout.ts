/**
 * Geometry for drawing the Gettysburg map: outlines and lines as SVG paths, the middle of a position and
 * which way each of its areas lies, lines offset to one side (terrain is drawn on the side it belongs
 * to), where a block of a rank stands, where entry points are labelled.
 */
import type { GameMap, Position } from '@wargame/gettysburg';

export type Pt = readonly [number, number];

export const pathOf = (points: readonly Pt[], closed = false): string =>
  points.length === 0
    ? ''
    : `M${points.map(([x, y]) => `${round(x)},${round(y)}`).join('L')}${closed ? 'Z' : ''}`;

const round = (n: number): number => Math.round(n * 10) / 10;

/** The centroid of a polygon (its vertices' mean when the area is degenerate). */
export function centroid(polygon: readonly Pt[]): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i] as Pt;
    const [x1, y1] = polygon[(i + 1) % polygon.length] as Pt;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(a) < 1e-9) {
    const n = Math.max(1, polygon.length);
    return [polygon.reduce((t, p) => t + p[0], 0) / n, polygon.reduce((t, p) => t + p[1], 0) / n];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/** The point halfway along a line (by length), and the direction of the line there. */
export function midOf(line: readonly Pt[]): { at: [number, number]; dir: [number, number] } {
  const lengths = line.slice(1).map((p, i) => Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]));
  const total = lengths.reduce((t, l) => t + l, 0);
  let left = total / 2;
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i] as number;
    const a = line[i] as Pt;
    const b = line[i + 1] as Pt;
    if (left <= l || i === lengths.length - 1) {
      const f = l > 0 ? Math.min(1, left / l) : 0;
      const d: [number, number] = l > 0 ? [(b[0] - a[0]) / l, (b[1] - a[1]) / l] : [1, 0];
      return { at: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], dir: d };
    }
    left -= l;
  }
  const p = line[0] ?? [0, 0];
  return { at: [p[0], p[1]], dir: [1, 0] };
}

export const lengthOf = (line: readonly Pt[]): number =>
  line.slice(1).reduce((t, p, i) => t + Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]), 0);

/**
 * The sign (+1 or -1) of the left-hand normal of a position's line that points into `area`: which side
 * of the line the area lies on, judged from the area's centroid.
 */
export function sideSign(map: GameMap, position: Position, area: string): 1 | -1 {
  const poly = map.areas[area]?.polygon ?? [];
  const { at, dir } = midOf(position.line);
  const c = centroid(poly);
  const n: Pt = [-dir[1], dir[0]];
  const dot = (c[0] - at[0]) * n[0] + (c[1] - at[1]) * n[1];
  return dot >= 0 ? 1 : -1;
}

/** The line moved `d` units sideways (positive: to the left-hand normal), vertex by vertex. */
export function offsetLine(line: readonly Pt[], d: number): Pt[] {
  return line.map((p, i) => {
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(line.length - 1, i + 1)] as Pt;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [p[0] - ((b[1] - a[1]) / l) * d, p[1] + ((b[0] - a[0]) / l) * d] as Pt;
  });
}

/** Points every `step` units along a line, with the line's direction there. */
export function along(line: readonly Pt[], step: number, margin = step / 2): { at: Pt; dir: Pt }[] {
  const out: { at: Pt; dir: Pt }[] = [];
  let next = margin;
  let walked = 0;
  const total = lengthOf(line);
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i] as Pt;
    const b = line[i + 1] as Pt;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (l === 0) continue;
    const dir: Pt = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
    while (next <= walked + l && next <= total - margin + 1e-9) {
      const f = (next - walked) / l;
      out.push({ at: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], dir });
      next += step;
    }
    walked += l;
  }
  return out;
}

/** Block size in map units (the frame is about 1000 wide). */
export const BLOCK_W = 22;
export const BLOCK_H = 11;

/**
 * Where a block stands: rank 0 straddles the line, pushed toward the area it faces; each rank behind
 * stands one block further back. The angle keeps its text upright.
 */
export function blockPlace(
  map: GameMap,
  positionId: string,
  front: string,
  rank: number,
): { x: number; y: number; angle: number } | null {
  const p = map.positions[positionId];
  if (!p) return null;
  const { at, dir } = midOf(p.line);
  const sign = sideSign(map, p, front);
  const n: Pt = [-dir[1] * sign, dir[0] * sign];
  const d = BLOCK_H * 0.3 - rank * (BLOCK_H + 1.5);
  let angle = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  return { x: at[0] + n[0] * d, y: at[1] + n[1] * d, angle };
}

/** Where an entry point's name goes: by the map's edge, beside its two areas. */
export function entryLabelAt(map: GameMap, entry: string): [number, number] | null {
  const areas = map.entryAreas[entry as keyof GameMap['entryAreas']];
  if (!areas) return null;
  const cs = areas.map((a) => centroid(map.areas[a]?.polygon ?? []));
  const x = (cs[0]![0] + cs[1]![0]) / 2;
  const y = (cs[0]![1] + cs[1]![1]) / 2;
  const { width: w, height: h } = map.frame;
  const gaps = [y, w - x, h - y, x];
  const edge = gaps.indexOf(Math.min(...gaps));
  const inset = 14;
  if (edge === 0) return [x, inset + 6];
  if (edge === 1) return [w - inset, y];
  if (edge === 2) return [x, h - inset];
  return [inset, y];
}
