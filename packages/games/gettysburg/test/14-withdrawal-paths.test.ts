/** §14 Separation and withdrawal movement on the small test map (A has an obstacle on its middle side). */
import { describe, expect, it } from 'vitest';
import { loadMap } from '../src/map.ts';
import { type EnemyPresence, separation, withdrawalReach } from '../src/withdrawal-paths.ts';
import { smallMap } from './support/small-map.ts';

const enemies = (on: string[], fire: string[] = []): EnemyPresence => ({
  enemyOn: (p) => on.includes(p),
  underFire: (p) => fire.includes(p),
});
const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

describe('14 withdrawal', () => {
  it('14 separation: 0 with an enemy, 1 adjacent to one, 2 in an enemy field of fire, 3 otherwise; the lowest applies', () => {
    const map = loadMap(smallMap());
    const e = enemies(['d'], ['b', 'c']);
    expect(separation(map, 'd', e)).toBe(0);
    expect(separation(map, 'c', e)).toBe(1);
    expect(separation(map, 'b', e)).toBe(2);
    expect(separation(map, 'g', e)).toBe(3);
  });

  it('14 the first area crossed is the rear; never into an enemy-occupied position', () => {
    const map = loadMap(smallMap());
    // A block on A facing the middle withdraws west: B and F first.
    const reach = withdrawalReach(map, 'a', 'west', 1, enemies(['b']));
    expect(sorted(reach)).toEqual({ f: 1 });
  });

  it('14 separation never falls, and rises when it can', () => {
    const map = loadMap(smallMap());
    // A block on F, next to the enemy on E (separation 1), withdraws into sw: G is clear (3) and must be
    // taken over I (next to E: 1); from G on, equal separation (3) is allowed.
    const reach = withdrawalReach(map, 'f', 'sw', 2, enemies(['e']));
    expect(reach.get('g')).toBe(1);
    expect(reach.has('i')).toBe(false);
    expect(sorted(reach)).toEqual({ b: 2, c: 2, g: 1, h: 2 });
  });

  it('14 entering a position next to an enemy block it was not already next to ends the move', () => {
    const map = loadMap(smallMap());
    // A block on J, next to the enemy on H, withdraws into the middle; every position there is next to
    // an enemy (separation 1, so equal moves are allowed). A and E are next to the enemy on F, new: the
    // move ends there (I beyond E is not reached); C is next to H only and goes on to B and G, both next
    // to F, where it ends.
    const reach = withdrawalReach(map, 'j', 'middle', 2, enemies(['h', 'f']));
    expect(sorted(reach)).toEqual({ a: 2, b: 2, c: 1, e: 1, g: 2 });
    // Without the enemy on F, E is clear and the move may go on to I.
    expect(withdrawalReach(map, 'j', 'middle', 2, enemies(['h'])).get('i')).toBe(2);
  });
});
