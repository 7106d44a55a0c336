/**
 * Where things are drawn on the Ancients battlefield: pointy-top hexes in 9 rows, odd rows (B, D, F, H)
 * shifted half a hex right. Which hexes there are and which touch is the rules' own geometry
 * (`@wargame/ancients/board`); this file only places them on the screen. Unflipped, row A (the top army's
 * baseline) is at the top; flipped (the top player looking), the board turns 180° so that the viewer's own
 * army is at the bottom.
 */
import { ALL_HEXES, COLUMNS, type Direction, hexRC, ROWS } from '@wargame/ancients/board';
import type { Viewer } from '@wargame/engine';

/** Circumradius of a hex, in SVG user units. */
export const HEX_SIZE = 50;
const W = Math.sqrt(3) * HEX_SIZE;
/** Room around the hexes for the banner rows and the edge labels. */
const MARGIN_X = 26;
export const MARGIN_Y = 48;

export const BOARD_WIDTH = COLUMNS * W + 2 * MARGIN_X;
export const BOARD_HEIGHT = (ROWS - 1) * 1.5 * HEX_SIZE + 2 * HEX_SIZE + 2 * MARGIN_Y;

export interface Point {
  x: number;
  y: number;
}

/** The top player sees the board turned round. */
export function isFlipped(viewer: Viewer): boolean {
  return viewer === 'top';
}

/** Centre of hex (r, c), 0-based, before any flip. */
function rawCenter(r: number, c: number): Point {
  return {
    x: MARGIN_X + W * (c + 0.5 + (r % 2 === 1 ? 0.5 : 0)),
    y: MARGIN_Y + HEX_SIZE + 1.5 * HEX_SIZE * r,
  };
}

/** Rotating 180° about the board's centre. */
function turn(p: Point): Point {
  return { x: BOARD_WIDTH - p.x, y: BOARD_HEIGHT - p.y };
}

export function hexCenter(id: string, flipped: boolean): Point {
  const { r, c } = hexRC(id);
  const p = rawCenter(r, c);
  return flipped ? turn(p) : p;
}

/** The six corners of a pointy-top hex, clockwise from the top, as an SVG points string. */
export function hexPoints(center: Point, size = HEX_SIZE): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    out.push(`${round(center.x + size * Math.cos(angle))},${round(center.y + size * Math.sin(angle))}`);
  }
  return out.join(' ');
}

/** Corner i (0 = top, clockwise) of a hex. */
function hexCorner(center: Point, i: number, size = HEX_SIZE): Point {
  const angle = (Math.PI / 180) * (60 * i - 90);
  return { x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) };
}

/**
 * The two corners of the hexside in compass direction `dir` (as the rules name directions, row A being
 * north), taking the flip into account: a flipped board shows the side's north edge at the bottom.
 */
export function edgeCorners(center: Point, dir: string, flipped: boolean): [Point, Point] {
  // Unflipped corner indices (0 top, 1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left).
  const unflipped: Record<string, [number, number]> = {
    NE: [0, 1],
    E: [1, 2],
    SE: [2, 3],
    SW: [3, 4],
    W: [4, 5],
    NW: [5, 0],
  };
  const pair = unflipped[dir] ?? [0, 1];
  const shift = flipped ? 3 : 0;
  return [hexCorner(center, (pair[0] + shift) % 6), hexCorner(center, (pair[1] + shift) % 6)];
}

/**
 * The dotted lines between the sections: vertical lines through the centres of the even-row hexes in
 * columns 5 and 9 (half-columns 8 and 16), symmetric so the same for both orientations.
 */
export function sectionLines(): { x: number; y1: number; y2: number }[] {
  const top = MARGIN_Y + HEX_SIZE * 0.1;
  const bottom = BOARD_HEIGHT - MARGIN_Y - HEX_SIZE * 0.1;
  return [4, 8].map((c) => ({ x: rawCenter(0, c).x, y1: top, y2: bottom }));
}

/** Which hex (if any) a board point falls in: the nearest centre within the hex's inradius-ish reach. */
export function hexAt(point: Point, flipped: boolean): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const id of ALL_HEXES) {
    const c = hexCenter(id, flipped);
    const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = id;
    }
  }
  return bestDistance <= HEX_SIZE * HEX_SIZE ? best : null;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The midpoint of the hexside toward `dir`. */
export function edgeMidpoint(center: Point, dir: Direction, flipped: boolean): Point {
  const [a, b] = edgeCorners(center, dir, flipped);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
