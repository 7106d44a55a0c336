// The map builder (scripts/build-map.ts): the layout is well formed, the output format is stable, and,
// where the elevation grid is there (../shared, absent in CI), it reproduces data/map.json byte for byte.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildMapFile,
  DEFAULT_GRID,
  DEFAULT_LAYOUT,
  elevationAt,
  projectionOf,
  readGrid,
  readLayout,
  renderJson,
} from '../scripts/build-map.ts';

const MAP_TEXT = readFileSync(new URL('../data/map.json', import.meta.url), 'utf8');
const hasGrid = existsSync(DEFAULT_GRID);

describe('the layout (data/layout.json)', () => {
  const layout = readLayout(DEFAULT_LAYOUT);
  const ids = new Set(layout.seeds.map((s) => s.id));

  it('names only seeds it has, and every seed lies inside the frame', () => {
    expect(ids.size).toBe(layout.seeds.length);
    const named = [...Object.values(layout.entryAreas).flat(), ...layout.town, ...layout.objectives];
    for (const t of layout.terrain) named.push(...t.between, t.side);
    for (const id of named) expect(ids.has(id), id).toBe(true);
    const { west, east, south, north } = layout.frame;
    for (const s of layout.seeds) {
      expect(s.lon > west && s.lon < east && s.lat > south && s.lat < north, s.id).toBe(true);
    }
  });

  it('has a note for every hand-set terrain', () => {
    for (const t of layout.terrain) expect(t.note.length, t.between.join(' ')).toBeGreaterThan(10);
  });

  it('projects north up and east right, keeping ground distances', () => {
    const proj = projectionOf(layout.frame);
    const [x1, y1] = proj.toMap(-77.24, 39.83);
    const [x2, y2] = proj.toMap(-77.23, 39.82);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeGreaterThan(y1);
    // 0.01 degrees of latitude is about 1110 m, of longitude here about 855 m.
    expect((y2 - y1) * proj.metres).toBeCloseTo(1110, -1);
    expect((x2 - x1) * proj.metres).toBeCloseTo(855, -1);
    expect(proj.toLonLat(proj.toMap(-77.24, 39.83)).map((v) => v.toFixed(6))).toEqual([
      '-77.240000',
      '39.830000',
    ]);
  });
});

describe('renderJson', () => {
  it('reads back the same and keeps short things on one line', () => {
    const value = { a: [1, 2], b: { c: 'x', d: [{ e: true }] }, f: [], g: {} };
    expect(JSON.parse(renderJson(value))).toEqual(value);
    expect(renderJson({ at: [1.5, 2] })).toBe('{ "at": [1.5, 2] }\n');
  });
});

describe.skipIf(!hasGrid)('against the elevation grid', () => {
  // Read only when the shared folder is there (a skipped describe still runs its body).
  const grid = hasGrid ? readGrid(DEFAULT_GRID) : undefined;

  it('reads heights where the sources put them', () => {
    if (!grid) return;
    // Little Round Top's crest (Weed–Hazlett monument) about 203 m; the Diamond about 164 m.
    expect(elevationAt(grid, -77.23658, 39.79211)).toBeGreaterThan(195);
    expect(Math.abs(elevationAt(grid, -77.2311, 39.8309)! - 164)).toBeLessThan(4);
    expect(elevationAt(grid, -77.24, 39.85)).toBeNull();
  });

  it('reproduces data/map.json byte for byte, with no problem', () => {
    const built = buildMapFile(DEFAULT_LAYOUT, DEFAULT_GRID);
    expect(built.problems).toEqual([]);
    expect(built.text).toBe(MAP_TEXT);
  });

  it('is deterministic', () => {
    expect(buildMapFile().text).toBe(buildMapFile().text);
  });
});
