/**
 * Hex geometry for the hex-map games: pointy-top hexes on cube coordinates (q + r + s = 0, r grows
 * downwards), and "odd-r" offset grids (rows and columns from 0, odd rows shifted half a hex right),
 * which is how the printed maps number their hexes.
 *
 * Written here rather than taken from honeycomb-grid because line-of-sight rules need to know when a
 * line runs exactly along a hexside or through a corner, and that library's line/ray traversal only
 * returns one rounded hex per step, with no way to report either case.
 */

export interface Hex {
  q: number;
  r: number;
  s: number;
}

export interface Offset {
  col: number;
  row: number;
}

export function hex(q: number, r: number): Hex {
  // 0 - q - r rather than -q - r, so the origin never gets s = -0 (which deep-equality tells from 0).
  return { q, r, s: 0 - q - r };
}

/** Neighbour directions in the order E, NE, NW, W, SW, SE (counter-clockwise from east). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  hex(1, 0),
  hex(1, -1),
  hex(0, -1),
  hex(-1, 0),
  hex(-1, 1),
  hex(0, 1),
];
export const DIRECTION_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

export function offsetToHex(o: Offset): Hex {
  return hex(o.col - (o.row - (o.row & 1)) / 2, o.row);
}

export function hexToOffset(h: Hex): Offset {
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
}

/** A compact string key, e.g. for lookup tables: "q,r". */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexScale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

export function hexNeighbour(h: Hex, direction: Direction): Hex {
  return hexAdd(h, HEX_DIRECTIONS[direction]!);
}

/** The six neighbours in the order E, NE, NW, W, SW, SE. */
export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d));
}

/** The six neighbours of an offset cell, in the order E, NE, NW, W, SW, SE (off-map cells included). */
export function offsetNeighbours(o: Offset): Offset[] {
  return hexNeighbours(offsetToHex(o)).map(hexToOffset);
}

export function hexDistance(a: Hex, b: Hex): number {
  return (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.s - b.s)) / 2;
}

/** The hexes at exactly `radius` from `center`: starting east, going counter-clockwise. */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [center];
  const ring: Hex[] = [];
  let h = hexAdd(center, hexScale(HEX_DIRECTIONS[0]!, radius));
  for (let side = 0; side < 6; side++) {
    const step = HEX_DIRECTIONS[(side + 2) % 6]!;
    for (let i = 0; i < radius; i++) {
      ring.push(h);
      h = hexAdd(h, step);
    }
  }
  return ring;
}

/** Every hex within `radius` of `center`, nearest first: the center, then ring 1, ring 2, ... */
export function hexSpiral(center: Hex, radius: number): Hex[] {
  const all: Hex[] = [];
  for (let k = 0; k <= radius; k++) all.push(...hexRing(center, k));
  return all;
}

/** The centre of a hex in pixels, for hexes of circumradius `size` with the origin hex at (0, 0). */
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
  return { x: size * Math.sqrt(3) * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

/**
 * One step of a line: through the inside of a hex; exactly along the hexside between two hexes (both are
 * given, in row-then-column order); or through a corner of a hex that it touches at that single point.
 */
export type LineStep = { hex: Hex } | { along: [Hex, Hex] } | { corner: Hex };

/**
 * The hexes that the segment between the centres of `a` and `b` meets, in order from `a` to `b`.
 *
 * The usual technique samples the segment at distance+1 points, rounds each to a hex, and repeats with
 * the end points nudged by +eps and -eps: where the two runs disagree the line runs along a hexside.
 * That depends on a float epsilon and, because it only samples distance+1 points, can skip a hex that a
 * nudged line clips near a corner. Instead this computes each hex's contact with the segment exactly:
 * a hex is the set of points whose cube offsets from its centre satisfy |dq-dr| <= 1, |dr-ds| <= 1 and
 * |ds-dq| <= 1; along the segment each difference is linear in the parameter t, so the contact is an
 * interval of t with rational (small integer) bounds, compared by cross-multiplication. A constraint
 * that holds with equality over the whole interval means the segment lies on that hexside.
 */
export function hexLine(a: Hex, b: Hex): LineStep[] {
  if (hexEquals(a, b)) return [{ hex: a }];
  const contacts: Contact[] = [];
  for (const candidate of lineCandidates(a, b)) {
    const contact = contactWith(a, b, candidate);
    if (contact) contacts.push(contact);
  }
  contacts.sort(
    (x, y) => x.loN * y.loD - y.loN * x.loD || x.hiN * y.hiD - y.hiN * x.hiD || rowMajor(x.hex, y.hex),
  );

  const steps: LineStep[] = [];
  for (let i = 0; i < contacts.length; i++) {
    const c = contacts[i]!;
    if (c.kind === 'corner') steps.push({ corner: c.hex });
    else if (c.kind === 'inside') steps.push({ hex: c.hex });
    else {
      // The two hexes beside a hexside have the same interval, so they are adjacent after sorting.
      const other = contacts[++i];
      if (other?.kind !== 'along') throw new Error('hexLine: hexside without its second hex');
      steps.push({ along: [c.hex, other.hex] });
    }
  }
  return steps;
}

/**
 * A common line-of-sight rule: blocked by any hex strictly between the two ends for which `blocks` is
 * true, and by a hexside only when the hexes on both sides block. Touching a corner does not block.
 */
export function lineBlocked(a: Hex, b: Hex, blocks: (h: Hex) => boolean): boolean {
  for (const step of hexLine(a, b)) {
    if ('hex' in step) {
      if (!hexEquals(step.hex, a) && !hexEquals(step.hex, b) && blocks(step.hex)) return true;
    } else if ('along' in step) {
      if (blocks(step.along[0]) && blocks(step.along[1])) return true;
    }
  }
  return false;
}

/** Where a hex meets the segment: parameters t from loN/loD to hiN/hiD (denominators positive). */
interface Contact {
  hex: Hex;
  kind: 'inside' | 'along' | 'corner';
  loN: number;
  loD: number;
  hiN: number;
  hiD: number;
}

function rowMajor(x: Hex, y: Hex): number {
  return x.r - y.r || x.q - y.q;
}

/** Where the segment a->b (t from 0 to 1) meets hex `h`, or null if it does not. */
function contactWith(a: Hex, b: Hex, h: Hex): Contact | null {
  const dq = a.q - h.q;
  const dr = a.r - h.r;
  const ds = a.s - h.s;
  const kq = b.q - a.q;
  const kr = b.r - a.r;
  const ks = b.s - a.s;
  let loN = 0;
  let loD = 1;
  let hiN = 1;
  let hiD = 1;
  let onSide = false;
  // Each cube-difference pair gives a constraint |c + t k| <= 1.
  for (let pair = 0; pair < 3; pair++) {
    const c = pair === 0 ? dq - dr : pair === 1 ? dr - ds : ds - dq;
    const k = pair === 0 ? kq - kr : pair === 1 ? kr - ks : ks - kq;
    if (k === 0) {
      if (c > 1 || c < -1) return null;
      if (c !== 0) onSide = true;
      continue;
    }
    const d = k > 0 ? k : -k;
    const fromN = k > 0 ? -1 - c : c - 1;
    const toN = k > 0 ? 1 - c : c + 1;
    if (fromN * loD > loN * d) {
      loN = fromN;
      loD = d;
    }
    if (toN * hiD < hiN * d) {
      hiN = toN;
      hiD = d;
    }
  }
  const length = hiN * loD - loN * hiD;
  if (length < 0) return null;
  const kind = length === 0 ? 'corner' : onSide ? 'along' : 'inside';
  return { hex: h, kind, loN, loD, hiN, hiD };
}

/**
 * Every hex the segment can meet: the hexes of distance+1 evenly spaced points and their neighbours.
 * (A point of the segment is within sqrt(3)/2 of a sample, so within 1 + sqrt(3)/2 + 1 < 3 hex radii of
 * that sample's hex centre, and every hex two steps away is at least 3 radii away.)
 */
function lineCandidates(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const seen = new Set<number>();
  const out: Hex[] = [];
  const add = (h: Hex) => {
    const key = (h.q + 0x8000) * 0x10000 + (h.r + 0x8000);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(h);
    }
  };
  for (let i = 0; i <= n; i++) {
    const sample = roundHex(a.q + ((b.q - a.q) * i) / n, a.r + ((b.r - a.r) * i) / n);
    add(sample);
    for (const d of HEX_DIRECTIONS) add(hexAdd(sample, d));
  }
  return out;
}

function roundHex(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const eq = Math.abs(q - fq);
  const er = Math.abs(r - fr);
  const es = Math.abs(s - fs);
  if (eq > er && eq > es) q = -r - s;
  else if (er > es) r = -q - s;
  return hex(q, r);
}
