/** §13 step 1 Attack declaration on the small test map (A has a crest west and an obstacle on its middle side). */
import { describe, expect, it } from 'vitest';
import { attackPaths, mayAttack } from '../src/attack-paths.ts';
import { loadMap } from '../src/map.ts';
import { smallMap } from './support/small-map.ts';

const map = loadMap(smallMap());
const nobody = () => false;

describe('13.1 attack declaration', () => {
  it('13.1 (a) the enemy position borders the front area', () => {
    expect(
      mayAttack(map, { position: 'b', front: 'west' }, { position: 'f', front: 'sw' }, nobody, nobody),
    ).toBe(true);
  });

  it("13.1 (b) the enemy position is in the attacker's field of fire (a crest reaches the extended front)", () => {
    // A facing west with its crest fires into nw, which G bounds.
    expect(
      mayAttack(map, { position: 'a', front: 'west' }, { position: 'g', front: 'sw' }, nobody, nobody),
    ).toBe(true);
  });

  it("13.1 (c) the attacker is in the enemy's field of fire, or would be with the enemy reversed", () => {
    // C facing nw neither borders nor sees E's position; E facing sw does not see C, but reversed (facing
    // the middle, which C bounds) it would.
    expect(
      mayAttack(map, { position: 'c', front: 'nw' }, { position: 'e', front: 'sw' }, nobody, nobody),
    ).toBe(true);
    // H facing east: neither borders the other's front, fires at it, nor sees it either way.
    expect(
      mayAttack(map, { position: 'h', front: 'east' }, { position: 'f', front: 'sw' }, nobody, nobody),
    ).toBe(false);
  });

  it('13.1 paths of the least steps, first across the front area', () => {
    // From B facing west to E: across west to A (1), then across the middle (A's obstacle: 2) = 3;
    // or across west to F (1), then across sw to E (1) = 2. Only the shortest counts.
    expect(attackPaths(map, { position: 'b', front: 'west' }, 'e', nobody)).toEqual([
      [
        { area: 'west', to: 'f' },
        { area: 'sw', to: 'e' },
      ],
    ]);
  });

  it('13.1 a shortest path through an enemy-occupied position, or not starting across the front, does not count', () => {
    expect(attackPaths(map, { position: 'b', front: 'west' }, 'e', (p) => p === 'f')).toEqual([]);
    // Facing nw, B's shortest way to F (1 step) crosses the west area, its rear: none qualifies.
    expect(attackPaths(map, { position: 'b', front: 'nw' }, 'f', nobody)).toEqual([]);
  });

  it('13.1 every shortest path is offered when there are several', () => {
    // From B facing nw to E, 2 steps either way: across nw to C and across the middle, or to G and across sw.
    const paths = attackPaths(map, { position: 'b', front: 'nw' }, 'e', nobody);
    expect(paths.map((p) => p.map((s) => `${s.area}:${s.to}`).join(' ')).sort()).toEqual([
      'nw:c middle:e',
      'nw:g sw:e',
    ]);
  });
});
