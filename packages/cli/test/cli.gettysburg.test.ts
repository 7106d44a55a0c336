/** The Guns of Gettysburg through the CLI: a player's map checked (`check-map`) and played (`new --map-file`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/registry.ts';
import { harness, jsonLines } from './support/harness.ts';

const h = harness(defaultRegistry);
afterAll(() => h.cleanup());

type MapJson = { objectives: string[]; town: string[]; entryAreas: Record<string, string[]> };
const packageMap = (): MapJson =>
  JSON.parse(
    readFileSync(new URL('../../games/gettysburg/data/map.json', import.meta.url), 'utf8'),
  ) as MapJson;

/** The package map, edited and written to the test directory. */
function writeMap(name: string, edit: (m: MapJson) => void): string {
  const map = packageMap();
  edit(map);
  writeFileSync(h.path(name), JSON.stringify(map));
  return name;
}

/** A valid map of the player's own: the objectives start elsewhere. */
const OWN_OBJECTIVES = ['seminary-ridge', 'little-round-top', 'culps-hill'];

describe('gettysburg maps through the CLI', () => {
  it('check-map accepts the package map, with a summary', async () => {
    const file = writeMap('good.json', () => {});
    const r = await h.cli('check-map', 'gettysburg', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe('good.json: map OK: 75 areas, 191 positions (23 partial), 117 endpoints, 6 roads\n');
    const j = JSON.parse((await h.cli('check-map', 'gettysburg', file, '--json')).out) as Record<
      string,
      unknown
    >;
    expect(j).toMatchObject({ game: 'gettysburg', ok: true, problems: [] });
  });

  it('check-map lists every problem of a bad map and exits 1', async () => {
    const file = writeMap('bad.json', (m) => {
      m.objectives[0] = m.entryAreas.baltimore![0]!;
      m.town[0] = 'nowhere';
    });
    const r = await h.cli('check-map', 'gettysburg', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('bad.json: 2 problem(s):');
    expect(r.err).toContain('- town: no area nowhere');
    expect(r.err).toContain("- objectives: baltimore-pike-east is at the map's edge");
    const j = JSON.parse((await h.cli('check-map', 'gettysburg', file, '--json')).out) as {
      ok: boolean;
      problems: string[];
    };
    expect(j.ok).toBe(false);
    expect(j.problems).toHaveLength(2);
  });

  it('check-map refuses a game without map files, and a file that is not JSON', async () => {
    writeMap('any.json', () => {});
    const none = await h.cli('check-map', 'ancients', 'any.json');
    expect(none.code).toBe(2);
    expect(none.err).toContain('ancients has no map files');
    writeFileSync(h.path('broken.json'), '{');
    expect((await h.cli('check-map', 'gettysburg', 'broken.json')).code).toBe(1);
  });

  it('new --map-file refuses an invalid map with its problems and writes no save', async () => {
    const file = writeMap('bad2.json', (m) => {
      m.town[0] = 'nowhere';
    });
    const r = await h.cli('new', 'gettysburg', '--map-file', file, '--out', 'refused.json');
    expect(r.code).toBe(1);
    expect(r.err).toContain('bad2.json is not a valid gettysburg map (1 problem(s))');
    expect(r.err).toContain('- town: no area nowhere');
    expect(h.files()).not.toContain('refused.json');
  });

  it('new --map-file plays on the map: the save holds it, legal and apply work on it', async () => {
    const file = writeMap('own.json', (m) => {
      m.objectives = [...OWN_OBJECTIVES];
    });
    const made = await h.cli('new', 'gettysburg', '--map-file', file, '--seed', '3', '--out', 'g.json');
    expect(made.code).toBe(0);
    const save = h.json('g.json') as { options: { mapFile: MapJson } };
    expect(save.options.mapFile.objectives).toEqual(OWN_OBJECTIVES);
    const view = JSON.parse((await h.cli('view', 'g.json', '--seat', 'union', '--json')).out) as {
      objectives: { area: string }[];
    };
    expect(view.objectives.map((o) => o.area)).toEqual(OWN_OBJECTIVES);
    const legal = jsonLines((await h.cli('legal', 'g.json', '--seat', 'union', '--json')).out);
    expect(legal.length).toBeGreaterThan(0);
    const applied = await h.cli('apply', 'g.json', '--seat', 'union', '0');
    expect(applied.code).toBe(0);
    const status = JSON.parse((await h.cli('status', 'g.json', '--json')).out) as { actions: number };
    expect(status.actions).toBe(1);
    expect((await h.cli('replay', 'g.json', '--verify')).code).toBe(0);
  });

  it('new --map-file is refused with --position, and for a game without map files', async () => {
    writeMap('own2.json', () => {});
    const both = await h.cli(
      'new',
      'gettysburg',
      '--map-file',
      'own2.json',
      '--position',
      'p.json',
      '--out',
      'x.json',
    );
    expect(both.code).toBe(2);
    const none = await h.cli('new', 'ancients', '--map-file', 'own2.json', '--out', 'y.json');
    expect(none.code).toBe(2);
    expect(none.err).toContain('ancients has no map files');
  });

  it('the help lists check-map and --map-file', async () => {
    expect((await h.cli('--help')).out).toContain('check-map <game> FILE');
    expect((await h.cli('new', '--help')).out).toContain('--map-file FILE');
    expect((await h.cli('check-map', '--help')).out).toContain('Usage: wargame check-map <game> FILE');
  });
});
