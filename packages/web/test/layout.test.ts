import { ALL_HEXES, DIRECTIONS, neighbourInDirection, neighbours } from '@wargame/ancients/board';
import { describe, expect, it } from 'vitest';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  edgeMidpoint,
  HEX_SIZE,
  hexAt,
  hexCenter,
  sectionLines,
} from '../src/games/ancients/layout.ts';
import { type Candidate, type KeyDirection, nearestInDirection, nearestTo } from '../src/table/board-keys.ts';
import { clampCamera, fitScale, MIN_TOUCH_PX, startZoom, stripSide, viewOf } from '../src/table/ZoomPan.tsx';

const W = Math.sqrt(3) * HEX_SIZE;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('Ancients hex layout (2: the battlefield, 13 × 9 hexes, odd rows shifted right)', () => {
  it("draws the rules' neighbours one hex width apart, and only them", () => {
    for (const a of ALL_HEXES) {
      const around = new Set(neighbours(a));
      for (const b of ALL_HEXES) {
        if (a === b) continue;
        const d = dist(hexCenter(a, false), hexCenter(b, false));
        if (around.has(b)) expect(d).toBeCloseTo(W, 6);
        else expect(d).toBeGreaterThan(W * 1.5);
      }
    }
  });

  it('shifts odd rows half a hex to the right', () => {
    expect(hexCenter('B1', false).x - hexCenter('A1', false).x).toBeCloseTo(W / 2, 6);
    expect(hexCenter('B1', false).y - hexCenter('A1', false).y).toBeCloseTo(1.5 * HEX_SIZE, 6);
  });

  it('turns the board round for the top player: his baseline (row A) at the bottom', () => {
    expect(hexCenter('A1', true).x).toBeCloseTo(hexCenter('I13', false).x, 6);
    expect(hexCenter('A1', true).y).toBeCloseTo(hexCenter('I13', false).y, 6);
    expect(hexCenter('A7', true).y).toBeGreaterThan(hexCenter('I7', true).y);
    for (const h of ALL_HEXES) {
      const c = hexCenter(h, true);
      expect(c.x).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(BOARD_WIDTH);
      expect(c.y).toBeGreaterThan(0);
      expect(c.y).toBeLessThan(BOARD_HEIGHT);
    }
  });

  it('puts each hexside midpoint halfway to the neighbour in that direction, flipped or not', () => {
    for (const flipped of [false, true]) {
      for (const a of ['E7', 'D4', 'A1', 'I13']) {
        for (const d of DIRECTIONS) {
          const n = neighbourInDirection(a, d);
          if (!n) continue;
          const m = edgeMidpoint(hexCenter(a, flipped), d, flipped);
          const ca = hexCenter(a, flipped);
          const cb = hexCenter(n, flipped);
          expect(m.x).toBeCloseTo((ca.x + cb.x) / 2, 6);
          expect(m.y).toBeCloseTo((ca.y + cb.y) / 2, 6);
        }
      }
    }
  });

  it('finds the hex under a point', () => {
    for (const h of ['A1', 'E7', 'I13', 'B12']) {
      expect(hexAt(hexCenter(h, false), false)).toBe(h);
      expect(hexAt(hexCenter(h, true), true)).toBe(h);
    }
    expect(hexAt({ x: 1, y: 1 }, false)).toBeNull();
  });

  it('draws the section lines through the even-row hexes of columns 5 and 9 (half-columns 8 and 16)', () => {
    const xs = sectionLines().map((l) => l.x);
    expect(xs[0]).toBeCloseTo(hexCenter('E5', false).x, 6);
    expect(xs[1]).toBeCloseTo(hexCenter('E9', false).x, 6);
    // Symmetric: the same lines serve both orientations.
    expect(xs[0]! + xs[1]!).toBeCloseTo(BOARD_WIDTH, 6);
  });
});

describe('the board on small screens (issue 16: 390 × 844 phone, 768 × 1024 tablet, 1366 × 768 laptop)', () => {
  const board = { w: BOARD_WIDTH, h: BOARD_HEIGHT };
  const hexWidth = Math.sqrt(3) * HEX_SIZE;

  it('starts zoomed in just enough for a hex to be a usable touch target, never zooming out', () => {
    // The board areas the table gives the board at those sizes (without the zoom strip).
    for (const surface of [
      { w: 390, h: 247 },
      { w: 715, h: 465 },
      { w: 991, h: 597 },
      { w: 320, h: 200 },
    ]) {
      const zoom = startZoom(surface, board, hexWidth);
      const px = hexWidth * fitScale(surface, board) * zoom;
      expect(px).toBeGreaterThanOrEqual(MIN_TOUCH_PX - 1e-9);
      expect(zoom).toBeGreaterThanOrEqual(1);
      if (zoom > 1) expect(px).toBeCloseTo(MIN_TOUCH_PX, 6);
    }
    expect(startZoom({ w: 991, h: 597 }, board, hexWidth)).toBe(1);
    expect(startZoom({ w: 390, h: 247 }, board, hexWidth)).toBeGreaterThan(1.2);
    expect(startZoom({ w: 390, h: 247 }, board, undefined)).toBe(1);
  });

  it('puts the zoom strip where it leaves the drawing larger: above on a phone, beside on wider screens', () => {
    expect(stripSide({ w: 390, h: 300 }, board)).toBe('top');
    expect(stripSide({ w: 768, h: 465 }, board)).toBe('right');
    expect(stripSide({ w: 1036, h: 597 }, board)).toBe('right');
  });

  it('keeps the view on the board, of the surface’s shape, centred where the board is smaller', () => {
    const surface = { w: 390, h: 247 };
    const far = clampCamera({ zoom: 2, cx: -500, cy: 5000 }, surface, board);
    const view = viewOf(far, surface, board);
    expect(view.x).toBeCloseTo(0, 6);
    expect(view.y + view.h).toBeCloseTo(BOARD_HEIGHT, 6);
    expect(view.w / view.h).toBeCloseTo(390 / 247, 6);
    const whole = clampCamera({ zoom: 1, cx: 0, cy: 0 }, surface, board);
    expect(whole.cx).toBeCloseTo(BOARD_WIDTH / 2, 6);
    expect(clampCamera({ zoom: 9, cx: 0, cy: 0 }, surface, board).zoom).toBe(4);
  });
});

describe('moving about the board with the arrow keys (issue 16: the board is not reachable)', () => {
  const spots: Candidate<string>[] = ALL_HEXES.map((hex) => ({
    item: hex,
    at: hexCenter(hex, false),
    rank: 0,
  }));
  const step = (from: string, dir: KeyDirection, on = spots) =>
    nearestInDirection(hexCenter(from, false), on, dir);

  it('goes to the neighbour on the screen: left and right along the row, up and down to the rows beside', () => {
    expect(step('E7', 'right')).toBe('E8');
    expect(step('E7', 'left')).toBe('E6');
    expect(neighbours('E7')).toContain(step('E7', 'up'));
    expect(neighbours('E7')).toContain(step('E7', 'down'));
    expect(step('E13', 'right')).toBeNull();
    expect(step('A1', 'up')).toBeNull();
  });

  it('comes back: up then down, and right then left, return to the same hex', () => {
    for (const hex of ['E7', 'B4', 'H12', 'D1']) {
      const up = step(hex, 'up');
      if (up) expect(step(up, 'down')).toBe(hex);
      const right = step(hex, 'right');
      if (right) expect(step(right, 'left')).toBe(hex);
    }
  });

  it('prefers the piece over the hex it stands on, and reaches every hex from any other', () => {
    const withUnit: Candidate<string>[] = [
      ...spots,
      { item: 'unit on E8', at: hexCenter('E8', false), rank: 1 },
    ];
    expect(step('E7', 'right', withUnit)).toBe('unit on E8');
    expect(nearestTo(hexCenter('E8', false), withUnit)).toBe('unit on E8');
    const seen = new Set(['E7']);
    const queue = ['E7'];
    while (queue.length > 0) {
      const hex = queue.shift()!;
      for (const dir of ['left', 'right', 'up', 'down'] as const) {
        const next = step(hex, dir);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(seen.size).toBe(ALL_HEXES.length);
  });
});
