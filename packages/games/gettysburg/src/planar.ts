/**
 * The faces of a plane drawing: points joined by lines (straight or through intermediate points) that
 * meet only at their ends. A face is traced by always taking, at each point, the next line clockwise
 * from the one arrived by; its boundary then runs counterclockwise with the face on the left. Works in
 * screen coordinates (y down): angles and areas are computed with y flipped, so "counterclockwise" is
 * as seen on the screen. The unbounded face is the only one of negative area in a connected drawing.
 */
import { insideRing } from '@wargame/engine';
import type { XY } from './map-file.ts';

export interface Line {
  id: string;
  from: string;
  to: string;
  via: readonly XY[];
}

/** One direction of a line: from `from` to `to` when forward. */
export interface HalfLine {
  line: string;
  forward: boolean;
}

export interface Face {
  /** Its boundary, counterclockwise (face on the left), as half-lines. */
  boundary: HalfLine[];
  /** The boundary's points, in order (the polygon to draw). */
  polygon: XY[];
  /** Signed area (positive: a bounded face). */
  area: number;
}

export interface Drawing {
  faces: Face[];
  /** The face on each side of each line: [left, right] seen from `from` towards `to`. */
  sidesOf: Map<string, [number, number]>;
  /** The lines leaving each point, counterclockwise from east. */
  around: Map<string, HalfLine[]>;
}

const EPSILON = 1e-9;

/** The drawn points of a line, from `from` to `to`. */
export function pointsOf(line: Line, at: ReadonlyMap<string, XY>): XY[] {
  return [at.get(line.from)!, ...line.via, at.get(line.to)!];
}

const angleOf = (from: XY, to: XY): number => Math.atan2(-(to[1] - from[1]), to[0] - from[0]);

/** Shoelace with y flipped: positive for a boundary counterclockwise on the screen. */
export function signedArea(polygon: readonly XY[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i]!;
    const [x2, y2] = polygon[(i + 1) % polygon.length]!;
    sum += x1 * -y2 - x2 * -y1;
  }
  return sum / 2;
}

export function faces(points: ReadonlyMap<string, XY>, lines: readonly Line[]): Drawing {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const around = new Map<string, { half: HalfLine; angle: number }[]>();
  for (const line of lines) {
    const drawn = pointsOf(line, points);
    const leave = (point: string, half: HalfLine, toward: XY) => {
      const list = around.get(point) ?? [];
      list.push({ half, angle: angleOf(points.get(point)!, toward) });
      around.set(point, list);
    };
    leave(line.from, { line: line.id, forward: true }, drawn[1]!);
    leave(line.to, { line: line.id, forward: false }, drawn[drawn.length - 2]!);
  }
  const sorted = new Map<string, HalfLine[]>();
  for (const [point, list] of around) {
    list.sort((a, b) => a.angle - b.angle);
    sorted.set(
      point,
      list.map((x) => x.half),
    );
  }
  const key = (h: HalfLine) => `${h.line}|${h.forward ? 1 : 0}`;
  const destination = (h: HalfLine) => (h.forward ? byId.get(h.line)!.to : byId.get(h.line)!.from);
  // Arriving by h, the face on the left continues along the next line clockwise from h's reverse.
  const next = (h: HalfLine): HalfLine => {
    const list = sorted.get(destination(h))!;
    const i = list.findIndex((x) => x.line === h.line && x.forward !== h.forward);
    return list[(i - 1 + list.length) % list.length]!;
  };
  const faceOf = new Map<string, number>();
  const found: Face[] = [];
  for (const line of lines) {
    for (const forward of [true, false]) {
      const start: HalfLine = { line: line.id, forward };
      if (faceOf.has(key(start))) continue;
      const boundary: HalfLine[] = [];
      const polygon: XY[] = [];
      let h = start;
      while (!faceOf.has(key(h))) {
        faceOf.set(key(h), found.length);
        boundary.push(h);
        const drawn = pointsOf(byId.get(h.line)!, points);
        if (!h.forward) drawn.reverse();
        polygon.push(...drawn.slice(0, -1));
        h = next(h);
      }
      found.push({ boundary, polygon, area: signedArea(polygon) });
    }
  }
  const sidesOf = new Map<string, [number, number]>();
  for (const line of lines)
    sidesOf.set(line.id, [
      faceOf.get(key({ line: line.id, forward: true }))!,
      faceOf.get(key({ line: line.id, forward: false }))!,
    ]);
  return { faces: found, sidesOf, around: sorted };
}

/** True when the point is inside the polygon (even–odd ray casting). */
export const inside = (point: XY, polygon: readonly XY[]): boolean => insideRing(point[0], point[1], polygon);

const cross = (o: XY, a: XY, b: XY): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

const onSegment = (p: XY, a: XY, b: XY): boolean =>
  Math.abs(cross(a, b, p)) <= EPSILON &&
  Math.min(a[0], b[0]) - EPSILON <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) + EPSILON &&
  Math.min(a[1], b[1]) - EPSILON <= p[1] &&
  p[1] <= Math.max(a[1], b[1]) + EPSILON;

const same = (a: XY, b: XY): boolean => Math.abs(a[0] - b[0]) <= EPSILON && Math.abs(a[1] - b[1]) <= EPSILON;

/** True when segments ab and cd share a point other than an end they have in common. */
export function segmentsMeet(a: XY, b: XY, c: XY, d: XY): boolean {
  const shared = [a, b].filter((p) => same(p, c) || same(p, d));
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  )
    return true;
  // Touching or overlapping: a point of one on the other, not explained by a shared end.
  const touches = [
    onSegment(a, c, d) && !shared.some((p) => same(p, a)),
    onSegment(b, c, d) && !shared.some((p) => same(p, b)),
    onSegment(c, a, b) && !same(c, a) && !same(c, b),
    onSegment(d, a, b) && !same(d, a) && !same(d, b),
  ];
  if (touches.some(Boolean)) return true;
  // Two segments sharing one end overlap when they run the same way from it.
  if (shared.length === 1) {
    const s = shared[0]!;
    const u = same(s, a) ? b : a;
    const v = same(s, c) ? d : c;
    return (
      Math.abs(cross(s, u, v)) <= EPSILON && (u[0] - s[0]) * (v[0] - s[0]) + (u[1] - s[1]) * (v[1] - s[1]) > 0
    );
  }
  return shared.length === 2;
}

/** Pairs of lines that meet other than at a shared end point (a drawing that is not plane). */
export function crossings(points: ReadonlyMap<string, XY>, lines: readonly Line[]): [string, string][] {
  const pieces: { line: string; a: XY; b: XY; index: number; count: number }[] = [];
  for (const line of lines) {
    const drawn = pointsOf(line, points);
    for (let i = 0; i + 1 < drawn.length; i++)
      pieces.push({ line: line.id, a: drawn[i]!, b: drawn[i + 1]!, index: i, count: drawn.length - 1 });
  }
  const found = new Set<string>();
  const result: [string, string][] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    for (let j = i + 1; j < pieces.length; j++) {
      const q = pieces[j]!;
      // Consecutive pieces of one line share their joint by construction.
      if (p.line === q.line && Math.abs(p.index - q.index) === 1) continue;
      if (!segmentsMeet(p.a, p.b, q.a, q.b)) continue;
      const pair = [p.line, q.line].sort() as [string, string];
      const k = pair.join('|');
      if (!found.has(k)) {
        found.add(k);
        result.push(pair);
      }
    }
  }
  return result;
}
