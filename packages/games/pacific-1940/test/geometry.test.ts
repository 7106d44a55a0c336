import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  convertGeometry,
  DEFAULT_SOURCE_DIR,
  parsePolygons,
  simplifyRings,
  TOLERANCE,
  territoryNamesOf,
} from '../scripts/convert-geometry.ts';
import { GEOMETRY, insideRing, isSeaZoneId, pathOf, ringsOf, spaceAt } from '../src/geometry.ts';
import { GeometryError, loadGeometry, type Point } from '../src/geometry-schema.ts';
import { spaceIdOf } from '../src/space-id.ts';

const DATA_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../data');
const GEOMETRY_FILE = join(DATA_DIR, 'geometry.json');
const MAP_FILE = join(DATA_DIR, 'map.json');
const hasSource = existsSync(join(DEFAULT_SOURCE_DIR, 'games/ww2pac40.xml'));
const hasMap = existsSync(MAP_FILE);

const IDS = Object.keys(GEOMETRY.spaces);

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** The smallest distance between two spaces' outlines (0 where they share a vertex). */
function gap(a: string, b: string): number {
  const keys = new Set(ringsOf(b).flatMap((ring) => ring.map((p) => p.join())));
  if (ringsOf(a).some((ring) => ring.some((p) => keys.has(p.join())))) return 0;
  let best = Infinity;
  for (const ra of ringsOf(a)) {
    for (const rb of ringsOf(b)) {
      for (const [from, to] of [
        [ra, rb],
        [rb, ra],
      ] as const) {
        for (const p of from) {
          for (let i = 0; i < to.length; i++)
            best = Math.min(best, segmentDistance(p, to[i]!, to[(i + 1) % to.length]!));
        }
      }
    }
  }
  return best;
}

const insideOwn = (id: string, [x, y]: Point): boolean => ringsOf(id).some((ring) => insideRing(x, y, ring));

describe('the committed geometry', () => {
  it('has every space of the map: 63 sea zones and 86 land territories', () => {
    expect(IDS).toHaveLength(149);
    const sea = IDS.filter(isSeaZoneId);
    expect(sea.sort()).toEqual(Array.from({ length: 63 }, (_, i) => `sz-${i + 1}`).sort());
    expect(IDS.length - sea.length).toBe(86);
    expect(IDS).toEqual([...IDS].sort());
  });

  it('is a 3773×3213 board under 300 KB, simplified at the stated tolerance', () => {
    expect([GEOMETRY.width, GEOMETRY.height]).toEqual([3773, 3213]);
    expect(GEOMETRY.tolerance).toBe(TOLERANCE);
    expect(statSync(GEOMETRY_FILE).size).toBeLessThan(300_000);
  });

  it('draws every space with closed integer polygons', () => {
    for (const id of IDS) {
      const d = pathOf(id);
      expect(d, id).toMatch(/^(M\d+ \d+(L\d+ \d+)+Z)+$/);
      for (const ring of ringsOf(id)) expect(ring.length, id).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts every label inside its own outline, and spaceAt(label) is the space itself', () => {
    for (const id of IDS) {
      const { label } = GEOMETRY.spaces[id]!;
      expect(insideOwn(id, label), id).toBe(true);
      expect(spaceAt(label[0], label[1]), id).toBe(id);
    }
  });

  it('finds an island over the sea zone drawn beneath it, the sea around it, nothing off the board', () => {
    const [ox, oy] = GEOMETRY.spaces.okinawa!.label;
    expect(spaceAt(ox, oy)).toBe('okinawa');
    // Okinawa lies inside sea zone 19's polygon, which has no hole for it
    expect(ringsOf('sz-19').some((ring) => insideRing(ox, oy, ring))).toBe(true);
    const [sx, sy] = GEOMETRY.spaces['sz-19']!.label;
    expect(spaceAt(sx, sy)).toBe('sz-19');
    expect(spaceAt(-10, -10)).toBeUndefined();
    expect(spaceAt(GEOMETRY.width + 10, 100)).toBeUndefined();
  });

  it('keeps neighbouring land outlines glued: a sample of land borders', () => {
    const pairs = [
      ['kiangsu', 'anhwe'],
      ['india', 'burma'],
      ['korea', 'manchuria'],
      ['western-united-states', 'mexico'],
      ['alaska', 'yukon-territory'],
      ['siam', 'french-indo-china'],
      ['malaya', 'shan-state'],
      ['kwangtung', 'kwangsi'],
      ['yunnan', 'burma'],
      ['queensland', 'new-south-wales'],
      ['new-guinea', 'dutch-new-guinea'],
      ['dzavhan', 'olgiy'],
      ['amur', 'manchuria'],
      ['queensland', 'south-australia'],
      ['victoria', 'south-australia'],
    ];
    for (const [a, b] of pairs) expect(gap(a!, b!), `${a}–${b}`).toBeLessThanOrEqual(1.5);
    // most land borders are shared vertex for vertex, so both sides were simplified together
    const shared = (a: string, b: string): number => {
      const keys = new Set(ringsOf(b).flatMap((r) => r.map((p) => p.join())));
      return ringsOf(a).flatMap((r) => r.filter((p) => keys.has(p.join()))).length;
    };
    expect(shared('kiangsu', 'anhwe')).toBeGreaterThan(3);
    expect(shared('india', 'burma')).toBeGreaterThan(3);
  });

  it('places capitals, victory cities and kamikaze markers on the spaces named in the rules', () => {
    const having = (what: 'capital' | 'victoryCity' | 'kamikaze'): string[] =>
      IDS.filter((id) => GEOMETRY.spaces[id]![what] !== undefined);
    expect(having('capital')).toEqual(['india', 'japan', 'new-south-wales', 'western-united-states']);
    expect(having('victoryCity')).toEqual([
      'hawaiian-islands',
      'india',
      'japan',
      'kiangsu',
      'kwangtung',
      'new-south-wales',
      'philippines',
      'western-united-states',
    ]);
    expect(having('kamikaze')).toEqual(['sz-17', 'sz-19', 'sz-20', 'sz-22', 'sz-35', 'sz-6']);
  });
});

describe('the loader', () => {
  const good = (): Record<string, unknown> => JSON.parse(readFileSync(GEOMETRY_FILE, 'utf8'));
  it('rejects an open path, a point off the board and a wrong bbox', () => {
    const open = good();
    (open.spaces as Record<string, { paths: string[] }>).japan!.paths[0] = 'M1 1L2 2L3 1';
    expect(() => loadGeometry(open)).toThrow(GeometryError);
    const off = good();
    (off.spaces as Record<string, { label: Point }>).japan!.label = [5000, 10];
    expect(() => loadGeometry(off)).toThrow(/off the board/);
    const box = good();
    (box.spaces as Record<string, { bbox: number[] }>).japan!.bbox = [0, 0, 1, 1];
    expect(() => loadGeometry(box)).toThrow(/bbox/);
  });
});

describe('simplification', () => {
  it('simplifies a shared border once, so both sides keep the same points', () => {
    // two squares meeting along a pixel staircase from (10, 0) to (10, 20)
    const stair: Point[] = [];
    for (let y = 0; y <= 20; y++) stair.push([10 + (y % 2), y]);
    const left: Point[] = [[0, 0], ...stair, [0, 20]].reverse() as Point[];
    const right: Point[] = [...stair, [30, 20], [30, 0]];
    const { rings, report } = simplifyRings(
      new Map([
        ['left', [left]],
        ['right', [right]],
      ]),
      1,
    );
    const l = new Set(rings.get('left')![0]!.map((p) => p.join()));
    const r = rings.get('right')![0]!.map((p) => p.join());
    const onBorder = r.filter((p) => l.has(p));
    expect(onBorder).toEqual(r.filter((p) => Number(p.split(',')[0]) <= 11));
    expect(onBorder.length).toBeLessThan(stair.length);
    expect(report.maxError).toBeLessThanOrEqual(1);
    expect(report.pointsAfter).toBeLessThan(report.pointsBefore);
  });

  it('reads TripleA polygon lines with several polygons', () => {
    const p = parsePolygons('Fiji  <  (1,2) (3,4) (5,6) >  <  (7,8) (9,10) (11,12) > \n');
    expect(p.get('Fiji')).toEqual([
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      [
        [7, 8],
        [9, 10],
        [11, 12],
      ],
    ]);
  });
});

describe.skipIf(!hasMap)('against the committed map data', () => {
  interface MapSpace {
    id: string;
    kind: 'land' | 'sea';
    capital?: string;
    victoryCity?: string;
    kamikaze?: true;
  }
  const map = hasMap
    ? (JSON.parse(readFileSync(MAP_FILE, 'utf8')) as { spaces: MapSpace[]; adjacency: [string, string][] })
    : { spaces: [], adjacency: [] };

  it('has the same spaces, and the same markers, as map.json', () => {
    expect(map.spaces.map((s) => s.id).sort()).toEqual([...IDS].sort());
    for (const s of map.spaces) {
      const g = GEOMETRY.spaces[s.id]!;
      expect(isSeaZoneId(s.id), s.id).toBe(s.kind === 'sea');
      expect(g.capital !== undefined, `${s.id} capital`).toBe(s.capital !== undefined);
      expect(g.victoryCity !== undefined, `${s.id} victory city`).toBe(s.victoryCity !== undefined);
      expect(g.kamikaze !== undefined, `${s.id} kamikaze`).toBe(s.kamikaze === true);
    }
  });

  it('draws every adjacency: borders within 1.5 px on land, 2.5 px at sea; islands inside their sea zone', () => {
    for (const [a, b] of map.adjacency) {
      const sea = [a, b].filter(isSeaZoneId).length;
      if (sea === 1) {
        const [land, zone] = isSeaZoneId(a) ? [b, a] : [a, b];
        const within = ringsOf(land).some((ring) =>
          ring.some((p) => ringsOf(zone).some((z) => insideRing(...p, z))),
        );
        if (!within) expect(gap(land, zone), `${a}–${b}`).toBeLessThanOrEqual(1.5);
      } else {
        expect(gap(a, b), `${a}–${b}`).toBeLessThanOrEqual(sea === 2 ? 2.5 : 1.5);
      }
    }
  });

  it('has no shared stretch of border between spaces that are not adjacent', () => {
    const adjacent = new Set(map.adjacency.map(([a, b]) => `${a}|${b}`));
    const edgeOwner = new Map<string, string>();
    const seen = new Set<string>();
    for (const id of IDS) {
      for (const ring of ringsOf(id)) {
        ring.forEach((p, i) => {
          const q = ring[(i + 1) % ring.length]!;
          const e = [p.join(), q.join()].sort().join('|');
          const other = edgeOwner.get(e);
          if (other === undefined) edgeOwner.set(e, id);
          else if (other !== id) seen.add([other, id].sort().join('|'));
        });
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect([...seen].filter((pair) => !adjacent.has(pair))).toEqual([]);
  });
});

describe.skipIf(!hasSource)('against the TripleA files', () => {
  it('has an outline for every territory of the 1E XML', () => {
    const xml = readFileSync(join(DEFAULT_SOURCE_DIR, 'games/ww2pac40.xml'), 'utf8');
    const names = territoryNamesOf(xml);
    expect(names).toHaveLength(149);
    expect(names.map((t) => spaceIdOf(t.name)).sort()).toEqual([...IDS].sort());
  });

  it('reproduces the committed file byte for byte, never off the original by more than the tolerance', () => {
    const { json, report } = convertGeometry(DEFAULT_SOURCE_DIR);
    expect(json).toBe(readFileSync(GEOMETRY_FILE, 'utf8'));
    expect(report.maxError).toBeLessThanOrEqual(TOLERANCE);
    expect(report.pointsAfter).toBeLessThan(report.pointsBefore / 3);
    expect(report.ignored.filter((s) => s.startsWith('polygons.txt'))).toEqual([
      'polygons.txt: Box1',
      'polygons.txt: Box2',
      'polygons.txt: Box3',
      'polygons.txt: Suiyuyan',
    ]);
    expect(report.clamped).toEqual(['place.txt: Kazakhstan (-12, 816)']);
  });
});
