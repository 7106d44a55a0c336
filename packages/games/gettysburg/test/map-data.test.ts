/**
 * The project's map (data/map.json, our reconstruction): it loads without a problem, and has what a
 * player of the published game would look for: six entry points at the right edges with their roads into
 * town, crests on the ridges and hills the battle was fought over, steep slopes on the Round Tops and
 * Culp's Hill, the town of two areas and three objective areas.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bufordPlacements } from '../src/buford.ts';
import { checkMap, type GameMap, loadMap } from '../src/map.ts';
import { ENTRY_POINTS, type EntryPointId } from '../src/map-file.ts';

const file: unknown = JSON.parse(readFileSync(new URL('../data/map.json', import.meta.url), 'utf8'));
const map: GameMap = loadMap(file);
const ENTRIES = Object.keys(ENTRY_POINTS) as EntryPointId[];

/** The positions bounding an area whose name matches. */
const around = (name: RegExp) =>
  Object.values(map.positions).filter((p) => p.areas.some((a) => name.test(map.areas[a]!.name ?? '')));
const hasCrest = (name: RegExp) => around(name).some((p) => Object.values(p.sides).some((s) => s.crest));
const hasSteep = (name: RegExp) => around(name).some((p) => Object.values(p.sides).some((s) => s.steepSlope));

/** Which edges of the frame an area's outline touches. */
function edgesOf(area: string): string[] {
  const { width, height } = map.frame;
  const edges = new Set<string>();
  for (const [x, y] of map.areas[area]!.polygon) {
    if (x === 0) edges.add('west');
    if (x === width) edges.add('east');
    if (y === 0) edges.add('north');
    if (y === height) edges.add('south');
  }
  return [...edges];
}

describe('the reconstructed map (data/map.json)', () => {
  it('loads with no problem and says it is a reconstruction', () => {
    expect(checkMap(file).problems).toEqual([]);
    expect(map.reconstruction).toMatch(/reconstruction/i);
    expect(map.reconstruction).toMatch(/layout\.json/);
    const areas = Object.keys(map.areas).length;
    expect(areas).toBeGreaterThanOrEqual(60);
    expect(areas).toBeLessThanOrEqual(110);
    expect(Object.keys(map.positions).length).toBeGreaterThanOrEqual(100);
  });

  it('11 each entry point has two partial entry areas, at the edge it should be on', () => {
    const expected: Record<EntryPointId, string[]> = {
      chambersburg: ['west'],
      mummasburg: ['north', 'west'],
      harrisburg: ['north', 'east'],
      emmitsburg: ['south', 'west'],
      taneytown: ['south'],
      baltimore: ['east', 'south'],
    };
    for (const entry of ENTRIES) {
      const [a, b] = map.entryAreas[entry];
      expect(a, entry).not.toBe(b);
      for (const area of [a, b]) {
        expect(map.areas[area]!.partial, `${entry} ${area}`).toBe(true);
        expect(
          edgesOf(area).some((e) => expected[entry].includes(e)),
          `${entry} ${area} on ${edgesOf(area)}`,
        ).toBe(true);
      }
    }
    // No two entry points share an entry area.
    const all = ENTRIES.flatMap((e) => map.entryAreas[e]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('11 a main road runs from each entry point, from its entry area into the town', () => {
    const town = new Set(map.town);
    for (const entry of ENTRIES) {
      const roads = Object.values(map.roads).filter((r) => r.entry === entry);
      expect(roads, entry).toHaveLength(1);
      const path = roads[0]!.positions.map((p) => map.positions[p]!);
      expect(path.length, entry).toBeGreaterThanOrEqual(3);
      expect(
        path[0]!.areas.some((a) => map.entryAreas[entry].includes(a)),
        entry,
      ).toBe(true);
      expect(
        path.at(-1)!.areas.some((a) => town.has(a)),
        entry,
      ).toBe(true);
      for (let i = 1; i < path.length; i++)
        expect(
          path[i]!.areas.some((a) => path[i - 1]!.areas.includes(a)),
          `${entry} step ${i}`,
        ).toBe(true);
    }
    expect(Object.values(map.roads).map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Chambersburg Pike',
        'Mummasburg Road',
        'Harrisburg Road',
        'Baltimore Pike',
        'Taneytown Road',
        'Emmitsburg Road',
      ]),
    );
  });

  it('3 crests on the ridges and hills of the battle', () => {
    for (const name of [
      /^Seminary Ridge|Lutheran Seminary/,
      /^Cemetery Ridge/,
      /^Cemetery Hill/,
      /^Culp's Hill/,
      /^McPherson Ridge/,
      /^Herr Ridge|^Herr Tavern/,
      /^Oak Ridge|^Oak Hill/,
      /^Little Round Top/,
    ])
      expect(hasCrest(name), String(name)).toBe(true);
    // Little Round Top looks down on the Plum Run valley with more than one gun symbol.
    const lrt = map.positions['little-round-top-plum-run-valley']!;
    expect(lrt.sides['plum-run-valley']?.crest?.guns).toBeGreaterThanOrEqual(2);
  });

  it('3 steep slopes on the Round Tops and Culp’s Hill', () => {
    expect(hasSteep(/^Little Round Top/)).toBe(true);
    expect(hasSteep(/^Big Round Top/)).toBe(true);
    expect(hasSteep(/^Culp's Hill/)).toBe(true);
    // An attack up Little Round Top comes from the valley side.
    expect(map.positions['little-round-top-plum-run-valley']!.sides['plum-run-valley']?.steepSlope).toBe(
      true,
    );
    // Open farmland is not steep.
    expect(hasSteep(/^Codori farm|^Peach Orchard|^Wheatfield/)).toBe(false);
  });

  it('11 the town is two areas meeting along a position, inside the map', () => {
    const [a, b] = map.town;
    expect(map.neighbours[a]).toContain(b);
    for (const t of map.town) {
      expect(map.areas[t]!.partial).toBe(false);
      expect(map.areas[t]!.name).toMatch(/^Gettysburg/);
    }
  });

  it('4 three objective areas, none at the edge: Cemetery Hill, Culp’s Hill, Cemetery Ridge', () => {
    expect(new Set(map.objectives).size).toBe(3);
    for (const o of map.objectives) expect(map.areas[o]!.partial).toBe(false);
    expect(map.objectives.map((o) => map.areas[o]!.name)).toEqual([
      'Cemetery Hill',
      "Culp's Hill",
      'Cemetery Ridge',
    ]);
  });

  it('23 Buford can stand where he did: Herr Ridge at the pike, McPherson Ridge north of it (4.8)', () => {
    const herr = map.positions['beyond-herr-ridge-herr-tavern']!;
    const mcpherson = map.positions['mcpherson-ridge-willoughby-run']!;
    expect(map.roads['chambersburg-pike']!.positions).toContain(herr.id);
    expect(herr.sides['beyond-herr-ridge']?.crest).toBeDefined();
    expect(mcpherson.sides['willoughby-run']?.crest).toBeDefined();
    // Facing west, neither borders nor covers a Confederate entry area.
    const allowed = bufordPlacements(map).map((f) => `${f.position}>${f.front}`);
    expect(allowed).toContain(`${herr.id}>beyond-herr-ridge`);
    expect(allowed).toContain(`${mcpherson.id}>willoughby-run`);
  });

  it('3 endpoints mostly join three positions, and none fewer', () => {
    const degrees = Object.values(map.endpoints).map((e) => e.positions.length);
    expect(Math.min(...degrees)).toBeGreaterThanOrEqual(3);
    expect(degrees.filter((d) => d === 3).length / degrees.length).toBeGreaterThan(0.85);
  });

  it('3 obstacles only where the layout put them, sparingly', () => {
    const obstacles = Object.values(map.positions).filter((p) =>
      Object.values(p.sides).some((s) => s.obstacle),
    );
    expect(obstacles.length).toBeGreaterThan(0);
    expect(obstacles.length).toBeLessThan(Object.keys(map.positions).length / 10);
    expect(map.positions['trostle-farm-wheatfield']!.sides.wheatfield?.obstacle).toBe(true);
  });
});
