/**
 * §3 The map: areas, positions and endpoints derived from a drawing, adjacency as the rulebook's example
 * gives it, and the validator naming the element at fault.
 */
import { describe, expect, it } from 'vitest';
import { checkMap, loadMap } from '../src/map.ts';
import type { MapFile } from '../src/map-file.ts';
import { smallMap } from './support/small-map.ts';

const problemsOf = (edit: (m: MapFile) => void): string[] => {
  const file = smallMap();
  edit(file);
  return checkMap(file).problems;
};

describe('3 the map', () => {
  it('3 adjacency: position A is adjacent to every other position but D; the other pairs are BC, CD, DE, EF, FB', () => {
    const map = loadMap(smallMap());
    const among = (p: string) => map.adjacent[p]!.filter((q) => 'abcdef'.includes(q));
    expect(among('a')).toEqual(['b', 'c', 'e', 'f']);
    const pairs = new Set<string>();
    for (const p of 'bcdef') for (const q of among(p)) if (q !== 'a') pairs.add([p, q].sort().join(''));
    expect([...pairs].sort()).toEqual(['bc', 'bf', 'cd', 'de', 'ef']);
  });

  it('3 the areas are the faces of the drawing, and each position lies between two of them', () => {
    const map = loadMap(smallMap());
    expect(Object.keys(map.areas).sort()).toEqual(['east', 'lens', 'middle', 'nw', 'sw', 'west']);
    expect(map.positions.a!.areas.sort()).toEqual(['middle', 'west']);
    expect(map.positions.d!.areas.sort()).toEqual(['east', 'lens']);
    expect(map.positions.j!.areas.sort()).toEqual(['lens', 'middle']);
    expect(map.areas.west!.positions.sort()).toEqual(['a', 'b', 'f']);
    expect(map.areas.middle!.positions.sort()).toEqual(['a', 'c', 'e', 'j']);
    expect(map.areas.west!.name).toBe('West');
    // Terrain stays on the side it was drawn on.
    expect(map.positions.a!.sides).toEqual({ west: { crest: { guns: 2 } }, middle: { obstacle: true } });
  });

  it('3 partial areas and positions at the map edge (10: exit and re-entry)', () => {
    const map = loadMap(smallMap());
    const partial = Object.values(map.areas)
      .filter((a) => a.partial)
      .map((a) => a.id);
    expect(partial.sort()).toEqual(['east', 'nw', 'sw']);
    expect(map.positions.g!.partial).toBe(true);
    expect(map.positions.g!.endpoints).toEqual(['e5']);
    expect(map.positions.a!.partial).toBe(false);
    expect(map.positions.a!.endpoints).toEqual(['e1', 'e2']);
  });

  it('derives the order of the positions around each endpoint from the drawing (counterclockwise)', () => {
    const map = loadMap(smallMap());
    // At e1: B heads down-left, A straight down, C up-right.
    expect(map.endpoints.e1!.positions).toEqual(['b', 'a', 'c']);
    expect(map.endpoints.e3!.positions).toEqual(['c', 'j', 'd', 'h']);
  });

  it('16 area adjacency: areas meeting along a position', () => {
    const map = loadMap(smallMap());
    expect(map.neighbours.west!.sort()).toEqual(['middle', 'nw', 'sw']);
    expect(map.neighbours.lens!.sort()).toEqual(['east', 'middle']);
  });

  it('11 roads: the positions a road crosses, from its entry point', () => {
    const map = loadMap(smallMap());
    expect(map.roads.pike!.positions).toEqual(['g', 'b', 'a']);
    expect(map.positions.b!.roads).toEqual(['pike']);
  });
});

describe('the map validator', () => {
  it('accepts the fixture', () => {
    expect(checkMap(smallMap()).problems).toEqual([]);
  });

  it('names crossing positions', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e5', 'e3'] }))).toContain(
      'positions a and k cross or overlap (lines may meet only at a shared point)',
    );
  });

  it('names a position with the same area on both sides (a loose end)', () => {
    const problems = problemsOf((m) => {
      m.points.e6 = { at: [20, 30] };
      m.positions.k = { ends: ['e5', 'e6'] };
    });
    expect(problems).toContain('position k: the same area nw on both sides (a loose end)');
  });

  it('names an area without a label and two labels in one area', () => {
    expect(problemsOf((m) => delete m.areas.lens)).toContain('an area bounded by d, j has no label');
    expect(problemsOf((m) => (m.areas.extra = { label: [67, 45] }))).toContain(
      'areas lens and extra: their labels are in the same area',
    );
  });

  it('names points off the edge, unknown points, unused points and positions not joined to the map', () => {
    expect(problemsOf((m) => (m.points['edge-w']!.at = [1, 50]))).toContain(
      "point edge-w: an edge point must lie on the map's edge",
    );
    expect(problemsOf((m) => (m.positions.k = { ends: ['e1', 'nowhere'] }))).toContain(
      'position k: no point nowhere',
    );
    expect(problemsOf((m) => (m.points.spare = { at: [10, 10] }))).toContain(
      'point spare: no position ends there',
    );
    const island = problemsOf((m) => {
      m.points.x1 = { at: [10, 5] };
      m.points.x2 = { at: [20, 5] };
      m.positions.k = { ends: ['x1', 'x2'] };
    });
    expect(island).toContain('positions k: not joined to the rest of the map or its edge');
  });

  it('names terrain on a side the position does not have, and a broken road', () => {
    expect(problemsOf((m) => (m.positions.b!.sides = { east: { obstacle: true } }))).toContain(
      'position b: terrain on east, which is not one of its areas',
    );
    expect(problemsOf((m) => (m.roads.pike!.positions = ['g', 'd']))).toContain(
      'road pike: g and d share no area (the road breaks between them)',
    );
    expect(problemsOf((m) => (m.roads.pike!.positions = ['a']))).toContain(
      'road pike: its first position a does not bound an entry area of chambersburg',
    );
  });

  it('names entry areas, the town and objectives that break the rules', () => {
    expect(problemsOf((m) => (m.entryAreas.baltimore = ['west', 'east']))).toContain(
      "entry point baltimore: entry area west is not at the map's edge",
    );
    expect(problemsOf((m) => (m.town = ['west', 'lens']))).toContain(
      'town: west and lens must be two areas meeting along a position',
    );
    expect(problemsOf((m) => (m.objectives = ['west', 'middle', 'nw']))).toContain(
      "objectives: nw is at the map's edge",
    );
  });

  it('reports a malformed file by the path of the bad field', () => {
    const problems = checkMap({ ...smallMap(), frame: { width: -1, height: 100 } }).problems;
    expect(problems.some((p) => p.startsWith('frame.width:'))).toBe(true);
    expect(() => loadMap({})).toThrow(/problem/);
  });
});
