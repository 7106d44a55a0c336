/** §10 Movement paths and cost on the small test map (A has an obstacle on its middle side). */
import { describe, expect, it } from 'vitest';
import { loadMap } from '../src/map.ts';
import { crossingCost, stepsFrom } from '../src/steps.ts';
import { smallMap } from './support/small-map.ts';

const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

describe('10 movement paths and cost', () => {
  it('10 crossing an area costs one step, one more with an obstacle inside it on the position left or entered', () => {
    const map = loadMap(smallMap());
    expect(crossingCost(map, 'west', 'a', 'b')).toBe(1);
    expect(crossingCost(map, 'middle', 'a', 'c')).toBe(2);
    expect(crossingCost(map, 'middle', 'c', 'a')).toBe(2);
    expect(crossingCost(map, 'middle', 'c', 'e')).toBe(1);
    // Obstacles on both positions still add one step.
    const file = smallMap();
    file.positions.c!.sides = { middle: { obstacle: true } };
    expect(crossingCost(loadMap(file), 'middle', 'a', 'c')).toBe(2);
  });

  it('10 one crossing reaches every position bounding either area of the position', () => {
    const map = loadMap(smallMap());
    expect(sorted(stepsFrom(map, 'a', { limit: 1 }))).toEqual({ a: 0, b: 1, f: 1 });
    expect(sorted(stepsFrom(map, 'a', { limit: 2 }))).toEqual({
      a: 0,
      b: 1,
      c: 2,
      e: 2,
      f: 1,
      g: 2,
      h: 2,
      i: 2,
      j: 2,
    });
  });

  it('13, 14 a first area given: the first crossing must be it', () => {
    const map = loadMap(smallMap());
    expect(sorted(stepsFrom(map, 'a', { limit: 2, firstArea: 'middle' }))).toEqual({
      a: 0,
      c: 2,
      e: 2,
      j: 2,
    });
  });

  it('18 mounted: never where an obstacle would add a step', () => {
    const map = loadMap(smallMap());
    const reach = stepsFrom(map, 'a', { limit: 2, firstArea: 'middle', noObstacles: true });
    expect(sorted(reach)).toEqual({ a: 0 });
  });

  it('10, 12 a position where the move must stop is reached but not passed', () => {
    const map = loadMap(smallMap());
    const enter = (p: string) => (p === 'b' ? 'stop' : p === 'f' ? 'never' : 'pass');
    // G and H lie one crossing beyond B (across nw), which stops the move; F may not be entered.
    expect(sorted(stepsFrom(map, 'a', { limit: 2, enter }))).toEqual({ a: 0, b: 1, c: 2, e: 2, j: 2 });
    expect(sorted(stepsFrom(map, 'a', { limit: 2 }))).toMatchObject({ g: 2, h: 2 });
  });
});
