/** §12 March moves on the small test map (A has an obstacle on its middle side). */
import { describe, expect, it } from 'vitest';
import { loadMap } from '../src/map.ts';
import { type MarchContext, marchReach } from '../src/march.ts';
import { smallMap } from './support/small-map.ts';

const map = loadMap(smallMap());
const ctx = (over: Partial<MarchContext> & { enemies?: string[]; fire?: string[] } = {}): MarchContext => {
  const { enemies = [], fire = [], ...rest } = over;
  return {
    limit: 2,
    orders: 'hold',
    union: false,
    friendlyCount: () => 0,
    enemyOn: (p) => enemies.includes(p),
    underFire: (p) => fire.includes(p),
    ...rest,
  };
};
const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

describe('12 march moves', () => {
  it('12 two steps, across areas', () => {
    expect(sorted(marchReach(map, 'a', ctx()))).toEqual({ b: 1, c: 2, e: 2, f: 1, g: 2, h: 2, i: 2, j: 2 });
  });

  it('12 a block in enemy field of fire may not march at all', () => {
    expect(marchReach(map, 'a', ctx({ fire: ['a'] })).size).toBe(0);
  });

  it('12 entering a position in enemy field of fire ends the move (no marching through it)', () => {
    const reach = marchReach(map, 'a', ctx({ fire: ['b'] }));
    expect(reach.get('b')).toBe(1);
    // H lies beyond B across nw, and no other way within 2 steps; C is also reached across the middle.
    expect(reach.has('h')).toBe(false);
    expect(reach.get('c')).toBe(2);
    expect(marchReach(map, 'a', ctx()).get('h')).toBe(2);
  });

  it('12 entering a position next to an enemy-occupied one ends the move; never into the enemy', () => {
    // The enemy on G: B and F are next to it (at e5). From A, H lies beyond B across nw.
    const reach = marchReach(map, 'a', ctx({ enemies: ['g'] }));
    expect(reach.has('g')).toBe(false);
    expect(reach.get('b')).toBe(1);
    expect(reach.has('h')).toBe(false);
  });

  it('12 a block starting next to an enemy only pivots round the shared endpoint, under Attack orders', () => {
    // On C, next to the enemy on H at e3: round e3 across one area to J (middle) or H (the enemy).
    expect(marchReach(map, 'c', ctx({ enemies: ['h'] })).size).toBe(0);
    expect(sorted(marchReach(map, 'c', ctx({ enemies: ['h'], orders: 'attack' })))).toEqual({ j: 1 });
  });

  it('10 under Withdrawal orders, and for cavalry, never into enemy fire or next to the enemy', () => {
    expect(marchReach(map, 'a', ctx({ fire: ['b'], orders: 'withdrawal' })).has('b')).toBe(false);
    expect(marchReach(map, 'a', ctx({ fire: ['b'], cavalry: 'dismounted' })).has('b')).toBe(false);
  });

  it('18 mounted cavalry never where an obstacle adds a step', () => {
    const reach = marchReach(map, 'a', ctx({ cavalry: 'mounted', limit: 3 }));
    // Across the middle from A costs 2 (A's obstacle): not mounted; C is still reached round by nw.
    expect(reach.get('c')).toBe(2);
    expect(reach.get('j')).toBe(3);
  });

  it('10 a Union block never enters a position bordering a Confederate entry area; at most 3 friendly blocks end in a position', () => {
    const union = marchReach(map, 'a', ctx({ union: true }));
    // Chambersburg, Mummasburg and Harrisburg use nw, east and sw here: only the middle's C, E, J would do, and they border them.
    expect(sorted(union)).toEqual({ j: 2 });
    const full = marchReach(map, 'a', ctx({ friendlyCount: (p) => (p === 'b' ? 3 : 0) }));
    expect(full.has('b')).toBe(false);
    expect(full.get('g')).toBe(2);
  });
});
