import { describe, expect, it } from 'vitest';
import {
  DIRECTION_NAMES,
  type Hex,
  hex,
  hexAdd,
  hexDistance,
  hexEquals,
  hexKey,
  hexLine,
  hexNeighbour,
  hexNeighbours,
  hexRing,
  hexSpiral,
  hexToOffset,
  hexToPixel,
  type LineStep,
  lineBlocked,
  offsetNeighbours,
  offsetToHex,
} from '../src/hex.ts';

const h = hex;
/** Compact notation for line steps: "q,r", "q,r|q,r" for a hexside, "(q,r)" for a corner. */
function show(steps: LineStep[]): string[] {
  return steps.map((s) =>
    'hex' in s
      ? hexKey(s.hex)
      : 'along' in s
        ? `${hexKey(s.along[0])}|${hexKey(s.along[1])}`
        : `(${hexKey(s.corner)})`,
  );
}
function allHexes(steps: LineStep[]): Hex[] {
  return steps.flatMap((s) => ('hex' in s ? [s.hex] : 'along' in s ? s.along : [s.corner]));
}

/** Float oracle: the hexes a (possibly nudged) segment visits, by dense sampling and rounding. */
function sampled(a: Hex, b: Hex, nudge = { q: 0, r: 0 }, samples = 4000): string[] {
  const out: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const q = a.q + nudge.q + (b.q - a.q) * t;
    const r = a.r + nudge.r + (b.r - a.r) * t;
    const s = -q - r;
    let rq = Math.round(q);
    let rr = Math.round(r);
    const rs = Math.round(s);
    const dq = Math.abs(rq - q);
    const dr = Math.abs(rr - r);
    const ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    const key = hexKey(hex(rq, rr));
    if (out.at(-1) !== key) out.push(key);
  }
  return out;
}

describe('coordinates', () => {
  it('never produces -0', () => {
    expect(Object.is(h(0, 0).s, 0)).toBe(true);
    expect(Object.is(offsetToHex({ col: 0, row: 0 }).q, 0)).toBe(true);
    expect(h(0, 0)).toEqual({ q: 0, r: 0, s: 0 });
  });

  it('converts odd-r offsets (odd rows shifted right) to cube and back', () => {
    expect(offsetToHex({ col: 0, row: 0 })).toEqual(h(0, 0));
    expect(offsetToHex({ col: 0, row: 1 })).toEqual(h(0, 1));
    expect(offsetToHex({ col: 0, row: 2 })).toEqual(h(-1, 2));
    expect(offsetToHex({ col: 3, row: 3 })).toEqual(h(2, 3));
    expect(offsetToHex({ col: 5, row: 4 })).toEqual(h(3, 4));
    for (let row = -5; row <= 12; row++) {
      for (let col = -3; col <= 14; col++) {
        const cube = offsetToHex({ col, row });
        expect(cube.q + cube.r + cube.s).toBe(0);
        expect(hexToOffset(cube)).toEqual({ col, row });
      }
    }
  });

  it('puts odd rows half a hex to the right', () => {
    const even = hexToPixel(offsetToHex({ col: 2, row: 0 }), 1);
    const odd = hexToPixel(offsetToHex({ col: 2, row: 1 }), 1);
    expect(odd.x - even.x).toBeCloseTo(Math.sqrt(3) / 2);
    expect(odd.y - even.y).toBeCloseTo(1.5);
  });
});

describe('neighbours and distance', () => {
  it('lists neighbours in the order E, NE, NW, W, SW, SE', () => {
    expect(DIRECTION_NAMES).toEqual(['E', 'NE', 'NW', 'W', 'SW', 'SE']);
    expect(hexNeighbours(h(0, 0))).toEqual([h(1, 0), h(1, -1), h(0, -1), h(-1, 0), h(-1, 1), h(0, 1)]);
    // Screen angles (y down): E 0 degrees, then every 60 degrees counter-clockwise.
    hexNeighbours(h(0, 0)).forEach((n, i) => {
      const p = hexToPixel(n, 1);
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(Math.sqrt(3));
      const angle = (Math.atan2(-p.y, p.x) * 180) / Math.PI;
      expect((angle + 360) % 360).toBeCloseTo(i * 60);
    });
    expect(hexNeighbour(h(2, -1), 3)).toEqual(h(1, -1));
  });

  it('gives offset neighbours for odd and even rows', () => {
    expect(offsetNeighbours({ col: 2, row: 1 })).toEqual([
      { col: 3, row: 1 },
      { col: 3, row: 0 },
      { col: 2, row: 0 },
      { col: 1, row: 1 },
      { col: 2, row: 2 },
      { col: 3, row: 2 },
    ]);
    expect(offsetNeighbours({ col: 2, row: 2 })).toEqual([
      { col: 3, row: 2 },
      { col: 2, row: 1 },
      { col: 1, row: 1 },
      { col: 1, row: 2 },
      { col: 1, row: 3 },
      { col: 2, row: 3 },
    ]);
  });

  it('measures distance in steps', () => {
    expect(hexDistance(h(0, 0), h(0, 0))).toBe(0);
    expect(hexDistance(h(0, 0), h(3, -1))).toBe(3);
    expect(hexDistance(h(-2, 5), h(4, -1))).toBe(6);
    expect(hexDistance(offsetToHex({ col: 0, row: 0 }), offsetToHex({ col: 12, row: 8 }))).toBe(16);
    for (const a of hexSpiral(h(1, -2), 3)) {
      for (const b of hexSpiral(h(0, 0), 2)) {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, b)).toBeLessThanOrEqual(hexDistance(a, h(0, 0)) + hexDistance(h(0, 0), b));
      }
    }
  });
});

describe('rings and spirals', () => {
  it('builds rings of 6k hexes at distance k, starting east and walking round', () => {
    expect(hexRing(h(2, 3), 0)).toEqual([h(2, 3)]);
    expect(hexRing(h(0, 0), 1)).toEqual([h(1, 0), h(1, -1), h(0, -1), h(-1, 0), h(-1, 1), h(0, 1)]);
    for (let k = 1; k <= 5; k++) {
      const ring = hexRing(h(1, -1), k);
      expect(ring).toHaveLength(6 * k);
      expect(ring[0]).toEqual(h(1 + k, -1));
      expect(new Set(ring.map(hexKey)).size).toBe(6 * k);
      ring.forEach((x, i) => {
        expect(hexDistance(x, h(1, -1))).toBe(k);
        expect(hexDistance(x, ring[(i + 1) % ring.length]!)).toBe(1);
      });
    }
  });

  it('spirals out over every hex within the radius, nearest first', () => {
    const spiral = hexSpiral(h(0, 0), 3);
    expect(spiral).toHaveLength(1 + 3 * 3 * 4);
    expect(spiral[0]).toEqual(h(0, 0));
    expect(new Set(spiral.map(hexKey)).size).toBe(spiral.length);
    const distances = spiral.map((x) => hexDistance(x, h(0, 0)));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});

describe('hexLine', () => {
  it('handles the trivial cases', () => {
    expect(hexLine(h(2, 2), h(2, 2))).toEqual([{ hex: h(2, 2) }]);
    expect(hexLine(h(0, 0), h(1, 0))).toEqual([{ hex: h(0, 0) }, { hex: h(1, 0) }]);
    expect(show(hexLine(h(0, 0), h(3, 0)))).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(show(hexLine(h(0, 0), h(0, -3)))).toEqual(['0,0', '0,-1', '0,-2', '0,-3']);
  });

  it('reports both hexes where the line runs along a hexside (30 degrees, two steps)', () => {
    // From the origin to the hex two steps away at 30 degrees, the line leaves through a corner, runs
    // along the hexside between E (1,0) and NE (1,-1), and enters the far hex through a corner.
    expect(hexLine(h(0, 0), h(2, -1))).toEqual([
      { hex: h(0, 0) },
      { along: [h(1, -1), h(1, 0)] },
      { hex: h(2, -1) },
    ]);
  });

  it('does so in all six corner directions', () => {
    const diagonals = [h(2, -1), h(1, -2), h(-1, -1), h(-2, 1), h(-1, 2), h(1, 1)];
    for (const d of diagonals) {
      const steps = hexLine(h(0, 0), d);
      expect(steps).toHaveLength(3);
      const middle = steps[1]!;
      if (!('along' in middle)) throw new Error(`no hexside on the way to ${hexKey(d)}`);
      const [x, y] = middle.along;
      expect(hexDistance(x, y)).toBe(1);
      for (const side of [x, y]) {
        expect(hexDistance(side, h(0, 0))).toBe(1);
        expect(hexDistance(side, d)).toBe(1);
      }
    }
  });

  it('alternates hexes and hexsides on a long corner-direction line', () => {
    expect(show(hexLine(h(0, 0), h(6, -3)))).toEqual([
      '0,0',
      '1,-1|1,0',
      '2,-1',
      '3,-2|3,-1',
      '4,-2',
      '5,-3|5,-2',
      '6,-3',
    ]);
  });

  it('runs along a hexside on a printed (odd-r) map: straight north from 2,2 to 2,0', () => {
    const steps = hexLine(offsetToHex({ col: 2, row: 2 }), offsetToHex({ col: 2, row: 0 }));
    const offsets = steps.map((s) =>
      'hex' in s ? hexToOffset(s.hex) : 'along' in s ? s.along.map(hexToOffset) : hexToOffset(s.corner),
    );
    expect(offsets).toEqual([
      { col: 2, row: 2 },
      [
        { col: 1, row: 1 },
        { col: 2, row: 1 },
      ],
      { col: 2, row: 0 },
    ]);
  });

  it('reports a hex touched only at a corner', () => {
    // The line to (5,-1) passes exactly through two corners without running along a hexside.
    expect(show(hexLine(h(0, 0), h(5, -1)))).toEqual([
      '0,0',
      '1,0',
      '(2,-1)',
      '2,0',
      '3,-1',
      '(3,0)',
      '4,-1',
      '5,-1',
    ]);
  });

  it('finds every hex a shallow line clips, even more than distance + 1 of them', () => {
    // Sampling at distance+1 points would give only five hexes here; the line also clips 1,1.
    expect(show(hexLine(h(0, 0), h(3, 1)))).toEqual(['0,0', '1,0', '1,1', '2,0', '2,1', '3,1']);
  });

  it('agrees with dense sampling on every line that meets no corner', () => {
    let checked = 0;
    for (const b of hexSpiral(h(0, 0), 7)) {
      const steps = hexLine(h(0, 0), b);
      if (!steps.every((s) => 'hex' in s)) continue;
      expect(show(steps)).toEqual(sampled(h(0, 0), b));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('on lines through corners, brackets what the lines nudged to either side visit', () => {
    // The epsilon-nudge view of the same thing: a line nudged one way takes one hex of each hexside
    // pair, the line nudged the other way takes the other, and both go through every inside hex.
    let checked = 0;
    for (const b of hexSpiral(h(0, 0), 6)) {
      const steps = hexLine(h(0, 0), b);
      if (steps.every((s) => 'hex' in s)) continue;
      checked++;
      const all = new Set(allHexes(steps).map(hexKey));
      const plus = sampled(h(0, 0), b, { q: 1e-6, r: 2e-6 });
      const minus = sampled(h(0, 0), b, { q: -1e-6, r: -2e-6 });
      for (const run of [plus, minus]) {
        for (const key of run) expect(all.has(key)).toBe(true);
        for (const s of steps) if ('hex' in s) expect(run).toContain(hexKey(s.hex));
      }
      for (const s of steps) {
        if (!('along' in s)) continue;
        const [x, y] = s.along.map(hexKey) as [string, string];
        expect(plus.includes(x) !== plus.includes(y)).toBe(true);
        expect(minus.includes(x) !== minus.includes(y)).toBe(true);
        expect(plus.includes(x)).toBe(minus.includes(y));
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('is the same line backwards, and the same wherever it is drawn', () => {
    for (const b of hexSpiral(h(0, 0), 5)) {
      const forward = show(hexLine(h(0, 0), b));
      expect(show(hexLine(b, h(0, 0)))).toEqual([...forward].reverse());
      const shift = h(4, -7);
      const moved = hexLine(hexAdd(h(0, 0), shift), hexAdd(b, shift));
      expect(allHexes(moved).map((x) => hexKey(hexAdd(x, h(-shift.q, -shift.r))))).toEqual(
        allHexes(hexLine(h(0, 0), b)).map(hexKey),
      );
    }
  });

  it('steps only between touching hexes, from a to b', () => {
    for (const b of hexSpiral(h(0, 0), 6)) {
      const steps = hexLine(h(0, 0), b);
      expect(steps[0]).toEqual({ hex: h(0, 0) });
      expect(steps.at(-1)).toEqual({ hex: b });
      const hexes = allHexes(steps);
      for (let i = 1; i < hexes.length; i++)
        expect(hexDistance(hexes[i - 1]!, hexes[i]!)).toBeLessThanOrEqual(1);
      expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
    }
  });
});

describe('lineBlocked', () => {
  const blockers =
    (...hexes: Hex[]) =>
    (x: Hex) =>
      hexes.some((b) => hexEquals(b, x));

  it('is blocked by a hex in between but not by the end hexes', () => {
    expect(lineBlocked(h(0, 0), h(3, 0), blockers(h(2, 0)))).toBe(true);
    expect(lineBlocked(h(0, 0), h(3, 0), blockers(h(0, 0), h(3, 0)))).toBe(false);
    expect(lineBlocked(h(0, 0), h(3, 0), blockers(h(2, -1)))).toBe(false);
  });

  it('is blocked along a hexside only when both sides block', () => {
    expect(lineBlocked(h(0, 0), h(2, -1), blockers(h(1, 0)))).toBe(false);
    expect(lineBlocked(h(0, 0), h(2, -1), blockers(h(1, -1)))).toBe(false);
    expect(lineBlocked(h(0, 0), h(2, -1), blockers(h(1, 0), h(1, -1)))).toBe(true);
  });

  it('is not blocked by a hex it only touches at a corner', () => {
    expect(lineBlocked(h(0, 0), h(5, -1), blockers(h(2, -1), h(3, 0)))).toBe(false);
    expect(lineBlocked(h(0, 0), h(5, -1), blockers(h(2, 0)))).toBe(true);
  });
});
