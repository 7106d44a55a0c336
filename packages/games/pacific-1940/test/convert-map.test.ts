// The map converter against TripleA's 1st-edition XML (skipped where ../shared is absent, as in CI): it
// reproduces the committed files byte for byte, keeps every fact of the XML it converts, and refuses what it
// cannot express.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Converted,
  convert,
  convertAll,
  DEFAULT_SOURCE,
  OUTPUT_FILES,
  parseTriplea,
  render,
} from '../scripts/convert-map.ts';
import { spaceIdOf, TRIPLEA_PLAYERS } from '../src/space-id.ts';

const DATA_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../data');
const hasSource = existsSync(DEFAULT_SOURCE);

describe('render', () => {
  it('is JSON that reads back the same', () => {
    const value = { a: [1, 2], b: { c: 'x, y', d: [{ e: true }] }, f: [], g: {} };
    expect(JSON.parse(render(value))).toEqual(value);
    expect(render({ ids: ['a', 'b'] })).toBe('{\n  "ids": ["a", "b"]\n}\n');
    expect(render([{ id: 'a', n: 1 }])).toBe('[\n  { "id": "a", "n": 1 }\n]\n');
  });
});

describe.skipIf(!hasSource)('against ww2pac40.xml', () => {
  // Read only when the shared folder is there (a skipped describe still runs its body).
  const xml = hasSource ? readFileSync(DEFAULT_SOURCE, 'utf8') : '';
  const game = hasSource ? parseTriplea(xml) : undefined;
  const once = hasSource ? convert(xml) : undefined;
  const out = mkdtempSync(join(tmpdir(), 'pacific-map-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('reproduces the committed files byte for byte', () => {
    convertAll(DEFAULT_SOURCE, out);
    for (const file of Object.values(OUTPUT_FILES)) {
      expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(DATA_DIR, file), 'utf8'));
    }
  });

  it('is deterministic', () => {
    const a = once as Converted;
    const b = convert(xml);
    expect(render(a.map) + render(a.setup) + render(a.objectives)).toBe(
      render(b.map) + render(b.setup) + render(b.objectives),
    );
  });

  it('keeps every territory and connection of the XML', () => {
    const { map } = once as Converted;
    const territories = game?.territories ?? [];
    expect(territories).toHaveLength(149);
    expect(map.spaces.map((s) => s.id)).toEqual(territories.map((t) => spaceIdOf(t.name)).sort());
    const pairs = new Set(map.adjacency.map(([a, b]) => `${a} ${b}`));
    for (const [t1, t2] of game?.connections ?? []) {
      const [a, b] = [spaceIdOf(t1), spaceIdOf(t2)].sort();
      expect(pairs.has(`${a} ${b}`), `${t1} – ${t2}`).toBe(true);
    }
    expect(game?.connections).toHaveLength(334);
  });

  it('keeps the XML’s values and owners (the Himalayas excepted: a ruling)', () => {
    const { map, setup } = once as Converted;
    const value = (name: string) =>
      Number(
        game?.attachments
          .find((a) => a.name === 'territoryAttachment' && a.attachTo === name)
          ?.options.find((o) => o.name === 'production')?.value ?? 0,
      );
    for (const t of game?.territories ?? []) {
      expect(map.spaces.find((s) => s.id === spaceIdOf(t.name))?.ipc, t.name).toBe(value(t.name));
    }
    const names: Record<string, string> = TRIPLEA_PLAYERS;
    const xmlOwners = new Map(game?.owners.map((o) => [spaceIdOf(o.territory), names[o.owner]]));
    const differ = Object.entries(setup.owners).filter(
      ([id, owner]) => (xmlOwners.get(id) ?? 'neutral') !== owner,
    );
    expect(differ).toEqual([['himalayas', 'neutral']]);
    expect(xmlOwners.get('himalayas')).toBe('china');
  });

  it('keeps every unit placement, and the Mongolian infantry as neutral defenders', () => {
    const { map, setup } = once as Converted;
    const placed = (game?.placements ?? []).reduce((n, p) => n + p.quantity, 0);
    const units = setup.units.reduce((n, u) => n + u.count, 0);
    const defenders = map.spaces.reduce((n, s) => n + (s.neutralDefenders?.infantry ?? 0), 0);
    expect(placed).toBe(194);
    expect(units + setup.facilities.length + defenders).toBe(placed);
  });

  it('refuses an objective it cannot express', () => {
    const withOption = xml.replace(
      '<option name="objectiveValue" value="5"/>',
      '<option name="objectiveValue" value="5"/><option name="atWarPlayers" value="Americans" count="1"/>',
    );
    expect(() => convert(withOption)).toThrow(/atWarPlayers is not expressible/);
    const twice = xml.replace(
      /(objectiveAttachment_ANZAC2_High_Morale[\s\S]*?)<option name="uses" value="1"\/>/,
      '$1<option name="uses" value="2"/>',
    );
    expect(() => convert(twice)).toThrow(/uses 2/);
  });

  it('refuses an XML whose facts disagree with the seed', () => {
    expect(() =>
      convert(
        xml.replace(
          'player="Japanese" resource="PUs" quantity="26"',
          'player="Japanese" resource="PUs" quantity="30"',
        ),
      ),
    ).toThrow(/seed says 26/);
    expect(() =>
      convert(
        xml.replace(
          '<option name="territories" value="6 Sea Zone:17 Sea Zone:19 Sea Zone:20 Sea Zone:22 Sea Zone:35 Sea Zone"/>',
          '<option name="territories" value="6 Sea Zone:17 Sea Zone"/>',
        ),
      ),
    ).toThrow(/kamikaze zones/);
  });
});
