/**
 * §9 Fields of fire on the small test map (test/support/small-map.ts): position A has a crest with two
 * guns on its west side and an obstacle on its middle side.
 */
import { describe, expect, it } from 'vitest';
import { extendedFrontAreas, fieldOfFire, positionsUnderFire, rearOf } from '../src/fields-of-fire.ts';
import { loadMap } from '../src/map.ts';
import { smallMap } from './support/small-map.ts';

const none = () => false;

describe('9 fields of fire', () => {
  it('9 a block fires from its front only; the rear area is the other side of its position', () => {
    const map = loadMap(smallMap());
    expect(rearOf(map, { position: 'b', front: 'west' })).toBe('nw');
    expect(fieldOfFire(map, { position: 'b', front: 'west' }, none).areas).toEqual(['west']);
    expect(fieldOfFire(map, { position: 'b', front: 'nw' }, none).areas).toEqual(['nw']);
  });

  it('9 extended front areas: across the next position at each endpoint, on the front side', () => {
    const map = loadMap(smallMap());
    // A facing west: at e1 the next position on the west side is B (nw beyond), at e2 it is F (sw).
    expect(extendedFrontAreas(map, { position: 'a', front: 'west' })).toEqual([
      { area: 'nw', via: 'b' },
      { area: 'sw', via: 'f' },
    ]);
    // D facing the lens: across J at e3 (middle) and at e4 (middle again).
    expect(extendedFrontAreas(map, { position: 'd', front: 'lens' }).map((x) => x.area)).toEqual([
      'middle',
      'middle',
    ]);
  });

  it('9 a crest on the front side gives the extended field of fire', () => {
    const map = loadMap(smallMap());
    const field = fieldOfFire(map, { position: 'a', front: 'west' }, none);
    expect(field.areas.sort()).toEqual(['nw', 'sw', 'west']);
    expect(field.extended.sort()).toEqual(['nw', 'sw']);
    // Without the crest, the front area alone.
    const flat = smallMap();
    delete flat.positions.a!.sides!.west;
    expect(fieldOfFire(loadMap(flat), { position: 'a', front: 'west' }, none).areas).toEqual(['west']);
  });

  it('9 an obstacle on the front side of its own position leaves a block no field of fire', () => {
    const map = loadMap(smallMap());
    expect(fieldOfFire(map, { position: 'a', front: 'middle' }, none).areas).toEqual([]);
  });

  it('9 a friendly block, or a crest or obstacle on the position between, cuts off an extended front area', () => {
    const map = loadMap(smallMap());
    const friendlyOnB = (p: string) => p === 'b';
    expect(fieldOfFire(map, { position: 'a', front: 'west' }, friendlyOnB).areas.sort()).toEqual([
      'sw',
      'west',
    ]);
    const file = smallMap();
    file.positions.f!.sides = { sw: { obstacle: true } };
    expect(fieldOfFire(loadMap(file), { position: 'a', front: 'west' }, none).areas.sort()).toEqual([
      'nw',
      'west',
    ]);
  });

  it('13.2 defending artillery reaches the extended front areas without a crest', () => {
    const file = smallMap();
    delete file.positions.a!.sides!.west;
    const field = fieldOfFire(loadMap(file), { position: 'a', front: 'west' }, none, true);
    expect(field.extended.sort()).toEqual(['nw', 'sw']);
  });

  it('9 a special field of fire reaches its area past terrain, not past a friendly block', () => {
    const file = smallMap();
    file.positions.f!.sides = { sw: { crest: { guns: 1 } } };
    file.positions.a!.sides!.west = { fireInto: ['sw', 'east'] };
    const map = loadMap(file);
    expect(fieldOfFire(map, { position: 'a', front: 'west' }, none).areas.sort()).toEqual([
      'east',
      'sw',
      'west',
    ]);
    expect(fieldOfFire(map, { position: 'a', front: 'west' }, (p) => p === 'f').areas.sort()).toEqual([
      'east',
      'west',
    ]);
  });

  it('9 the positions in a field of fire are those bounding its areas', () => {
    const map = loadMap(smallMap());
    const covered = positionsUnderFire(map, fieldOfFire(map, { position: 'b', front: 'west' }, none));
    expect([...covered].sort()).toEqual(['a', 'b', 'f']);
  });
});
