/**
 * §3 The map validator, one kind of problem at a time: the drawing is planar and in one piece, every
 * position has two sides, the endpoint orders agree, the roads run from their entry areas, every area
 * is known and bounded; each message names the element at fault. The package map passes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkMap } from '../src/map.ts';
import { MAP_FORMAT, type MapFile } from '../src/map-file.ts';
import { smallMap } from './support/small-map.ts';

const packageMap = (): MapFile =>
  JSON.parse(readFileSync(new URL('../data/map.json', import.meta.url), 'utf8')) as MapFile;

const problemsOf = (edit: (m: MapFile) => void, base: () => MapFile = smallMap): string[] => {
  const file = base();
  edit(file);
  return checkMap(file).problems;
};

describe('3 the package map', () => {
  it('passes, with every endpoint order agreeing with the areas', () => {
    const { map, problems } = checkMap(packageMap());
    expect(problems).toEqual([]);
    expect(Object.keys(map!.areas)).toHaveLength(75);
    expect(Object.keys(map!.positions)).toHaveLength(191);
    expect(Object.keys(map!.roads)).toHaveLength(6);
    for (const e of Object.values(map!.endpoints))
      e.positions.forEach((id, i) => {
        const next = map!.positions[e.positions[(i + 1) % e.positions.length]!]!;
        expect(next.areas).toContain(
          e.id === map!.positions[id]!.ends[0] ? map!.positions[id]!.areas[0] : map!.positions[id]!.areas[1],
        );
      });
  });

  it('a mutated copy is refused by name (an objective moved to the edge)', () => {
    const problems = problemsOf((m) => {
      m.objectives[0] = m.entryAreas.baltimore![0];
    }, packageMap);
    expect(problems).toEqual([`objectives: ${packageMap().entryAreas.baltimore![0]} is at the map's edge`]);
  });
});

describe('3 the map validator: the file', () => {
  it('names the element of a malformed field', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e1', 'Not An Id'] }))).toContain(
      'position k: ends.1: not an id (kebab case)',
    );
    const unknownKey = problemsOf((m) => Object.assign(m.areas.west!, { colour: 'red' }));
    expect(unknownKey.some((p) => p.startsWith('area west: '))).toBe(true);
    expect(checkMap({ ...smallMap(), format: 'other' }).problems[0]).toMatch(/^format: /);
  });

  it('names an id used by two elements', () => {
    expect(problemsOf((m) => (m.areas.a = { label: [5, 5] }))).toEqual([
      "area a: the id is also a position's",
    ]);
  });
});

describe('3 the map validator: points and positions', () => {
  it('an edge point off the edge', () => {
    expect(problemsOf((m) => (m.points['edge-w']!.at = [1, 50]))).toContain(
      "point edge-w: an edge point must lie on the map's edge",
    );
  });

  it('an endpoint on or beyond the edge', () => {
    expect(problemsOf((m) => (m.points.e5!.at = [0, 50]))).toContain(
      "point e5: an endpoint must lie inside the map's edge",
    );
  });

  it('a position ending at an unknown point', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e1', 'nowhere'] }))).toContain(
      'position k: no point nowhere',
    );
  });

  it('a position from a point to itself', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e1', 'e1'] }))).toContain(
      'position k: its two ends are the same point e1',
    );
  });

  it('a position with both ends on the edge (no endpoint)', () => {
    const problems = problemsOf((m) => {
      m.points.x1 = { at: [0, 10], edge: true };
      m.points.x2 = { at: [10, 0], edge: true };
      m.positions.k = { ends: ['x1', 'x2'] };
    });
    expect(problems).toContain("position k: both ends are on the map's edge (a position needs an endpoint)");
  });

  it('an edge point ending two positions', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e2', 'edge-w'] }))).toContain(
      'point edge-w: an edge point ends exactly one position (it ends 2)',
    );
  });

  it('a point no position ends at', () => {
    expect(problemsOf((m) => (m.points.spare = { at: [10, 10] }))).toContain(
      'point spare: no position ends there',
    );
  });

  it('crossing lines (the drawing is planar)', () => {
    expect(problemsOf((m) => (m.positions.k = { ends: ['e5', 'e3'] }))).toContain(
      'positions a and k cross or overlap (lines may meet only at a shared point)',
    );
  });

  it("a line leaving the map's edge", () => {
    expect(problemsOf((m) => (m.positions.b!.via = [[-10, 45]]))).toContain(
      "position b: it crosses the map's edge",
    );
  });

  it('positions not joined to the rest of the map', () => {
    const problems = problemsOf((m) => {
      m.points.x1 = { at: [10, 5] };
      m.points.x2 = { at: [20, 5] };
      m.positions.k = { ends: ['x1', 'x2'] };
    });
    expect(problems).toContain('positions k: not joined to the rest of the map or its edge');
  });

  it('a position without two sides (a loose end)', () => {
    const problems = problemsOf((m) => {
      m.points.e6 = { at: [20, 30] };
      m.positions.k = { ends: ['e5', 'e6'] };
    });
    expect(problems).toContain('position k: the same area nw on both sides (a loose end)');
  });
});

describe('3 the map validator: areas and terrain', () => {
  it('a label outside every area', () => {
    expect(problemsOf((m) => (m.areas.nw!.label = [-5, -5]))).toContain(
      'area nw: its label is not inside one area of the drawing',
    );
  });

  it('an area of the drawing without a label', () => {
    expect(problemsOf((m) => delete m.areas.lens)).toContain('an area bounded by d, j has no label');
  });

  it('two labels in one area', () => {
    expect(problemsOf((m) => (m.areas.extra = { label: [67, 45] }))).toContain(
      'areas lens and extra: their labels are in the same area',
    );
  });

  it('an area no position bounds', () => {
    const bare: MapFile = {
      ...smallMap(),
      format: MAP_FORMAT,
      points: {},
      positions: {},
      areas: { all: { label: [50, 50] } },
      roads: {},
    };
    expect(checkMap(bare).problems).toContain('area all: no position bounds it');
  });

  it('terrain keyed by an area the position does not border', () => {
    expect(problemsOf((m) => (m.positions.b!.sides = { east: { obstacle: true } }))).toContain(
      'position b: terrain on east, which is not one of its areas',
    );
  });

  it('a field of fire into an unknown area, or into its own area', () => {
    expect(problemsOf((m) => (m.positions.a!.sides = { west: { fireInto: ['nowhere'] } }))).toContain(
      'position a: a field of fire into nowhere, no such area',
    );
    expect(problemsOf((m) => (m.positions.a!.sides = { west: { fireInto: ['middle'] } }))).toContain(
      'position a: a field of fire into middle, one of its own areas',
    );
  });
});

describe('3 the map validator: entry points and roads (11)', () => {
  it('an entry point without entry areas', () => {
    const problems = problemsOf((m) => delete (m.entryAreas as Partial<MapFile['entryAreas']>).baltimore);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^entry point baltimore: /);
  });

  it('an unknown entry area', () => {
    expect(problemsOf((m) => (m.entryAreas.baltimore = ['nowhere', 'east']))).toContain(
      'entry point baltimore: no area nowhere',
    );
  });

  it('an entry area that is not partial', () => {
    expect(problemsOf((m) => (m.entryAreas.baltimore = ['west', 'east']))).toContain(
      "entry point baltimore: entry area west is not at the map's edge",
    );
  });

  it('the same entry area twice', () => {
    expect(problemsOf((m) => (m.entryAreas.baltimore = ['east', 'east']))).toContain(
      'entry point baltimore: its two entry areas are the same',
    );
  });

  it('a road across an unknown position', () => {
    expect(problemsOf((m) => (m.roads.pike!.positions = ['g', 'zz']))).toContain('road pike: no position zz');
  });

  it('a road not starting at its entry areas', () => {
    expect(problemsOf((m) => (m.roads.pike!.positions = ['a']))).toContain(
      'road pike: its first position a does not bound an entry area of chambersburg',
    );
  });

  it('a road broken between two positions', () => {
    expect(problemsOf((m) => (m.roads.pike!.positions = ['g', 'd']))).toContain(
      'road pike: g and d share no area (the road breaks between them)',
    );
  });

  it('a road that turns back into an area it left (not a path from the entry area)', () => {
    expect(problemsOf((m) => (m.roads.pike!.positions = ['g', 'b', 'c']))).toContain(
      'road pike: beyond b it is in west, which c does not bound (the road turns back)',
    );
  });

  it('a road crossing a position twice', () => {
    expect(problemsOf((m) => (m.roads.pike!.positions = ['g', 'b', 'a', 'b']))).toContain(
      'road pike: crosses a position twice',
    );
  });
});

describe('3 the map validator: town and objectives (4, 16)', () => {
  it('an unknown town area', () => {
    expect(problemsOf((m) => (m.town = ['west', 'nowhere']))).toContain('town: no area nowhere');
  });

  it('town areas that do not meet', () => {
    expect(problemsOf((m) => (m.town = ['west', 'lens']))).toContain(
      'town: west and lens must be two areas meeting along a position',
    );
  });

  it('an unknown objective area', () => {
    expect(problemsOf((m) => (m.objectives = ['west', 'middle', 'nowhere']))).toContain(
      'objectives: no area nowhere',
    );
  });

  it('an objective in a partial area', () => {
    expect(problemsOf((m) => (m.objectives = ['west', 'middle', 'nw']))).toContain(
      "objectives: nw is at the map's edge",
    );
  });

  it('an objective area named twice', () => {
    expect(problemsOf((m) => (m.objectives = ['west', 'west', 'middle']))).toContain(
      'objectives: three different areas are needed',
    );
  });
});
