/** §20 Full control and communication paths on the small test map (Union entry areas: sw, nw, east). */
import { describe, expect, it } from 'vitest';
import { communicationPath, fullyControlled, unionEntryAreas } from '../src/full-control.ts';
import { loadMap } from '../src/map.ts';
import { smallMap } from './support/small-map.ts';

const enemy = (fire: string[] = [], on: string[] = []) => ({
  areaUnderFire: (a: string) => fire.includes(a),
  enemyOn: (p: string) => on.includes(p),
});

describe('20 full control', () => {
  const map = loadMap(smallMap());

  it('20 a chain of areas to a Union entry area', () => {
    expect([...unionEntryAreas(map)].sort()).toEqual(['east', 'nw', 'sw']);
    expect(communicationPath(map, 'lens', enemy())).toEqual(['lens', 'east']);
    expect(fullyControlled(map, 'middle', enemy())).toBe(true);
  });

  it("20 no area of the path in enemy field of fire, the objective's own included", () => {
    expect(fullyControlled(map, 'lens', enemy(['lens']))).toBe(false);
    // With the east under fire the lens goes round by the middle.
    expect(communicationPath(map, 'lens', enemy(['east']))).toEqual(['lens', 'middle', 'sw']);
    expect(fullyControlled(map, 'lens', enemy(['east', 'nw', 'sw']))).toBe(false);
  });

  it('20 the path may not cross an enemy-occupied position', () => {
    // The lens meets the east along D only and the middle along J only.
    expect(fullyControlled(map, 'lens', enemy([], ['d', 'j']))).toBe(false);
    expect(communicationPath(map, 'lens', enemy([], ['d']))).toEqual(['lens', 'middle', 'sw']);
  });
});
