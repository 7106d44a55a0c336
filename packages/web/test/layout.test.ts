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
