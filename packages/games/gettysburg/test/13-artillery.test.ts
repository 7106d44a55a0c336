/** §13 steps 5-6 The arithmetic of bombardment and defensive fire, with the book's examples. */
import { describe, expect, it } from 'vitest';
import { defensiveFirePoints, hitsOf, positionPoints } from '../src/artillery-fire.ts';

describe('13.5 bombardment', () => {
  it("13.5 the book's example: positions of 1 and 2 points on one target make 3 points, one hit", () => {
    expect(hitsOf(positionPoints([1]) + positionPoints([2]))).toBe(1);
  });

  it('13.5 a position counts at most 3 points; every 3 points is a hit', () => {
    expect(positionPoints([2, 2])).toBe(3);
    expect(hitsOf(5)).toBe(1);
    expect(hitsOf(6)).toBe(2);
  });
});

describe('13.6 defensive artillery fire', () => {
  it("13.6 the book's example: A, one token of 2 through its front, no crest: 2; B, one token of 1 on a crest of +3: doubled at most, 2; 4 points, one reduction", () => {
    const a = defensiveFirePoints([2], null, false);
    const b = defensiveFirePoints([1], 3, false);
    expect([a, b]).toEqual([2, 2]);
    expect(hitsOf(a + b)).toBe(1);
  });

  it('13.6 halved (rounded down) into an extended front area without a crest in front', () => {
    expect(defensiveFirePoints([2, 1], null, true)).toBe(1);
    expect(defensiveFirePoints([1], null, true)).toBe(0);
    // With a crest in front there is no halving.
    expect(defensiveFirePoints([2, 1], 1, true)).toBe(4);
  });
});
