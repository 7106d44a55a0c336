import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { convertAll, DEFAULT_SOURCE_DIR, SourceScenario } from '../scripts/convert-scenarios.ts';
import {
  ALL_HEXES,
  areAdjacent,
  cube,
  DIRECTIONS,
  distance,
  hexId,
  hexRC,
  isHex,
  isHomeRow,
  neighbourInDirection,
  neighbours,
  rowTowardHome,
  type Section,
  sectionsOf,
} from '../src/board.ts';
import {
  isImpassable,
  loadScenario,
  type Scenario,
  ScenarioError,
  UNIT_BLOCKS,
  UNIT_TYPES,
  validateScenario,
} from '../src/scenario-schema.ts';

const DATA_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../data/scenarios');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const index = readJson(join(DATA_DIR, 'index.json')) as string[];
const files = readdirSync(DATA_DIR)
  .filter((f) => /^\d{3}\.json$/.test(f))
  .sort();
const scenarios: Scenario[] = index.map((id) => loadScenario(readJson(join(DATA_DIR, `${id}.json`))));
const byId = new Map(scenarios.map((s) => [s.id, s]));

const hasSource = existsSync(DEFAULT_SOURCE_DIR);

// ---- board ------------------------------------------------------------------------------------------------------

describe('board geometry', () => {
  it('has 113 hexes, row-major, with the documented ids', () => {
    expect(ALL_HEXES).toHaveLength(113);
    expect(new Set(ALL_HEXES).size).toBe(113);
    expect(ALL_HEXES.slice(0, 2)).toEqual(['A1', 'A2']);
    expect(ALL_HEXES[13]).toBe('B1');
    expect(ALL_HEXES[112]).toBe('I13');
    expect(hexId(0, 0)).toBe('A1');
    expect(hexId(1, 11)).toBe('B12');
    expect(hexId(8, 12)).toBe('I13');
    expect(hexRC('B12')).toEqual({ r: 1, c: 11 });
    for (const id of ALL_HEXES) {
      const { r, c } = hexRC(id);
      expect(hexId(r, c)).toBe(id);
    }
  });

  it('rejects off-board hexes', () => {
    for (const bad of ['B13', 'J1', 'A0', 'A14', 'a1', 'A01', '', 'I']) expect(isHex(bad)).toBe(false);
    expect(() => hexId(1, 12)).toThrow();
    expect(() => hexId(9, 0)).toThrow();
    expect(() => hexId(-1, 0)).toThrow();
    expect(() => hexRC('B13')).toThrow();
    expect(() => neighbours('Z9')).toThrow();
  });

  it('gives neighbours in the order E, NE, NW, W, SW, SE', () => {
    // even row: NE = (r-1, c), NW = (r-1, c-1), SW = (r+1, c-1), SE = (r+1, c)
    expect(neighbours('C5')).toEqual(['C6', 'B5', 'B4', 'C4', 'D4', 'D5']);
    // odd row: NE = (r-1, c+1), NW = (r-1, c), SW = (r+1, c), SE = (r+1, c+1)
    expect(neighbours('D5')).toEqual(['D6', 'C6', 'C5', 'D4', 'E5', 'E6']);
    expect(neighbours('A1')).toEqual(['A2', 'B1']);
    expect(neighbours('B12')).toEqual(['A13', 'A12', 'B11', 'C12', 'C13']);
    expect(neighbours('I13')).toEqual(['H12', 'I12']);
    expect(neighbourInDirection('A1', 'NE')).toBeNull();
    expect(neighbourInDirection('D5', 'SE')).toBe('E6');
    // SOURCE.md's example: 002's river runs A7 → B7 (down-right of A7) → C8.
    expect(neighbourInDirection('A7', 'SE')).toBe('B7');
    expect(neighbourInDirection('B7', 'SE')).toBe('C8');
  });

  it('has symmetric neighbours that agree with distance 1 and with directions', () => {
    const opposite = { E: 'W', NE: 'SW', NW: 'SE', W: 'E', SW: 'NE', SE: 'NW' } as const;
    let edges = 0;
    for (const a of ALL_HEXES) {
      const ns = neighbours(a);
      expect(ns.length).toBeGreaterThanOrEqual(2);
      expect(ns.length).toBeLessThanOrEqual(6);
      for (const b of ns) {
        expect(neighbours(b)).toContain(a);
        expect(distance(a, b)).toBe(1);
        expect(areAdjacent(a, b)).toBe(true);
      }
      for (const d of DIRECTIONS) {
        const b = neighbourInDirection(a, d);
        if (b) expect(neighbourInDirection(b, opposite[d])).toBe(a);
      }
      edges += ns.length;
      for (const b of ALL_HEXES) {
        if (!ns.includes(b)) expect(areAdjacent(a, b)).toBe(false);
      }
    }
    // horizontal pairs: 5 rows × 12 + 4 rows × 11 = 104; each of the 8 row gaps has 24 diagonal pairs
    expect(edges / 2).toBe(104 + 8 * 24);
  });

  it('measures distance with cube coordinates', () => {
    expect(cube('A1')).toEqual({ x: 0, y: 0, z: 0 });
    for (const id of ALL_HEXES) {
      const { x, y, z } = cube(id);
      expect(x + y + z).toBe(0);
    }
    expect(distance('A1', 'A1')).toBe(0);
    expect(distance('A1', 'A13')).toBe(12);
    expect(distance('A1', 'I1')).toBe(8);
    expect(distance('A1', 'I13')).toBe(16);
    expect(distance('A13', 'I1')).toBe(12 + 4);
    expect(distance('E7', 'A7')).toBe(4);
    expect(distance('B1', 'B12')).toBe(11);
    for (const a of ALL_HEXES.filter((_, i) => i % 7 === 0)) {
      for (const b of ALL_HEXES) expect(distance(a, b)).toBe(distance(b, a));
    }
  });

  it('splits sections on half-columns, shared hexes only on even rows at columns 5 and 9', () => {
    for (const id of ALL_HEXES) {
      const { r, c } = hexRC(id);
      const bottom = sectionsOf(id, 'bottom');
      if (r % 2 === 0 && (c === 4 || c === 8)) expect(bottom).toHaveLength(2);
      else expect(bottom).toHaveLength(1);
    }
    expect(sectionsOf('A5', 'bottom')).toEqual(['left', 'center']); // h = 8
    expect(sectionsOf('C9', 'bottom')).toEqual(['center', 'right']); // h = 16
    expect(sectionsOf('A4', 'bottom')).toEqual(['left']);
    expect(sectionsOf('A6', 'bottom')).toEqual(['center']);
    expect(sectionsOf('B4', 'bottom')).toEqual(['left']); // h = 7
    expect(sectionsOf('B5', 'bottom')).toEqual(['center']); // h = 9
    expect(sectionsOf('B8', 'bottom')).toEqual(['center']); // h = 15
    expect(sectionsOf('B9', 'bottom')).toEqual(['right']); // h = 17
    expect(sectionsOf('I13', 'bottom')).toEqual(['right']);
    const count = (side: 'top' | 'bottom', s: Section) =>
      ALL_HEXES.filter((id) => sectionsOf(id, side).includes(s)).length;
    // left: 5 rows × 5 (c 0–4) + 4 rows × 4 (c 0–3) = 41; centre: 5 × 5 (c 4–8) + 4 × 4 (c 4–7) = 41
    expect(count('bottom', 'left')).toBe(41);
    expect(count('bottom', 'center')).toBe(41);
    expect(count('bottom', 'right')).toBe(41);
  });

  it('mirrors the sections for the top player', () => {
    const mirror = { left: 'right', center: 'center', right: 'left' } as const;
    for (const id of ALL_HEXES) {
      const top = sectionsOf(id, 'top');
      expect([...top].sort()).toEqual(
        sectionsOf(id, 'bottom')
          .map((s) => mirror[s])
          .sort(),
      );
    }
    expect(sectionsOf('A1', 'top')).toEqual(['right']);
    expect(sectionsOf('A13', 'top')).toEqual(['left']);
    expect(sectionsOf('A5', 'top')).toEqual(['center', 'right']);
    expect(sectionsOf('A9', 'top')).toEqual(['left', 'center']);
  });

  it('knows each side’s home row', () => {
    expect(rowTowardHome('top')).toBe(-1);
    expect(rowTowardHome('bottom')).toBe(1);
    expect(isHomeRow('A5', 'top')).toBe(true);
    expect(isHomeRow('A5', 'bottom')).toBe(false);
    expect(isHomeRow('I1', 'bottom')).toBe(true);
    expect(isHomeRow('H1', 'bottom')).toBe(false);
  });
});

// ---- scenario files -----------------------------------------------------------------------------------------------

describe('scenario files', () => {
  it('has 39 battles, listed in index.json in order, with unique ids', () => {
    expect(index).toHaveLength(39);
    expect(new Set(index).size).toBe(39);
    expect([...index].sort()).toEqual(index);
    expect(files).toEqual(index.map((id) => `${id}.json`));
    expect(index.filter((id) => id.startsWith('0'))).toHaveLength(15);
    for (const s of scenarios) expect(s.group).toBe(s.id.startsWith('0') ? 'base' : 'expansion-1');
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(39);
  });

  it.each(index)('%s loads and validates', (id) => {
    const v = validateScenario(readJson(join(DATA_DIR, `${id}.json`)));
    expect(v.errors).toEqual([]);
    // The only lone leader at set-up is Hamilcar at Himera.
    expect(v.warnings).toEqual(id === '102' ? ['leaders[1]: leader tL2 (Hamilcar) stands alone at C11'] : []);
  });

  it.each(index)('%s: every unit, leader and terrain hex is on the board; no stacking', (id) => {
    const s = byId.get(id)!;
    const hexes = [...s.units, ...s.leaders, ...s.terrain].map((x) => x.hex);
    for (const hx of hexes) expect(isHex(hx)).toBe(true);
    expect(new Set(s.units.map((u) => u.hex)).size).toBe(s.units.length);
    expect(new Set(s.leaders.map((l) => l.hex)).size).toBe(s.leaders.length);
    expect(new Set(s.terrain.map((t) => t.hex)).size).toBe(s.terrain.length);
    const terrain = new Map(s.terrain.map((t) => [t.hex, t]));
    for (const u of s.units) {
      const t = terrain.get(u.hex);
      expect(t && isImpassable(t), `${u.id} at ${u.hex}`).toBeFalsy();
    }
    for (const u of [...s.units, ...s.reserves]) expect(UNIT_TYPES).toContain(u.type);
    for (const l of s.leaders) {
      const u = s.units.find((x) => x.hex === l.hex);
      if (u) expect(u.side).toBe(l.side);
    }
    expect(s.summary.length).toBeGreaterThan(20);
  });

  it('ids follow the numbering convention', () => {
    for (const s of scenarios) {
      for (const side of ['top', 'bottom'] as const) {
        const p = side[0];
        const units = [...s.units, ...s.reserves].filter((u) => u.side === side).map((u) => u.id);
        expect(units).toEqual(units.map((_, i) => `${p}${i + 1}`));
        const leaders = [...s.leaders, ...s.reserveLeaders].filter((l) => l.side === side).map((l) => l.id);
        expect(leaders).toEqual(leaders.map((_, i) => `${p}L${i + 1}`));
      }
    }
  });

  it('encodes the documented special rules, elites and corrections', () => {
    const s = (id: string) => byId.get(id)!;
    const unitAt = (id: string, hx: string) => s(id).units.find((u) => u.hex === hx);
    // 002: five fordable bends; the Sacred Band.
    expect(
      s('002')
        .terrain.filter((t) => t.type === 'river' && t.fordable)
        .map((t) => t.hex),
    ).toEqual(['C8', 'C9', 'D9', 'D10', 'H12']);
    expect(unitAt('002', 'D3')).toMatchObject({ side: 'top', type: 'HI', elite: 'sacred-band' });
    expect(s('002').units.filter((u) => u.elite)).toHaveLength(1);
    // 004/009 impassable rivers, 005/012 fordable.
    for (const [id, ford] of [
      ['004', false],
      ['009', false],
      ['005', true],
      ['012', true],
    ] as const) {
      const rivers = s(id).terrain.filter((t) => t.type === 'river');
      expect(rivers.length).toBeGreaterThan(0);
      for (const t of rivers) expect(t).toMatchObject({ fordable: ford });
    }
    // 005 ambush.
    expect(s('005').specialRules).toEqual([
      {
        rule: 'ambush',
        side: 'top',
        units: ['t16', 't17', 't18'],
        leaders: ['tL3'],
        fromTurn: 2,
        enterOn: 'baseline-of',
        enemyBaseline: 'bottom',
        cards: 'leadership',
        section: 'card',
        entryCountsAsMove: true,
        retreatToward: 'top',
      },
    ]);
    expect(s('005').reserves.map((u) => u.type)).toEqual(['MC', 'WA', 'WA']);
    expect(s('005').reserveLeaders).toEqual([{ id: 'tL3', side: 'top', name: 'Mago' }]);
    // 006 hand growth, final Command 4, the added legate.
    expect(s('006').armies.bottom.command).toBe(4);
    expect(s('006').specialRules).toEqual([
      { rule: 'hand-growth', side: 'bottom', startCards: 2, drawPerTurn: [2, 2], finalCommand: 4 },
    ]);
    expect(s('006').leaders.find((l) => l.name === 'Roman legate')).toEqual({
      id: 'bL2',
      side: 'bottom',
      name: 'Roman legate',
      hex: 'I10',
    });
    expect(unitAt('006', 'I10')).toMatchObject({ side: 'bottom', type: 'HI' });
    // 009, 010, 011.
    expect(s('009').specialRules).toEqual([
      { rule: 'banner-hand-bonus', side: 'bottom', atBanners: 3, draw: 2, newCommand: 6 },
    ]);
    const scipio = s('010').leaders.find((l) => l.name === 'Scipio')!;
    expect(s('010').specialRules).toEqual([
      { rule: 'leader-loss-defeat', side: 'bottom', leader: scipio.id },
      { rule: 'exit-banners', side: 'bottom', edge: 'top', fromSections: ['center', 'right'], banners: 1 },
    ]);
    expect(s('011').specialRules).toEqual([
      { rule: 'camp-capture', side: 'bottom', hexes: ['B5', 'B7', 'B9'], banners: 1, once: true },
    ]);
    // Expansion rules.
    expect(s('112').specialRules).toEqual([
      { rule: 'leader-loss-costs-card' },
      { rule: 'all-leaders-lost-defeat' },
    ]);
    expect(s('114').specialRules).toEqual([
      { rule: 'camp-capture', side: 'top', hexes: ['I13'], banners: 1, once: true },
    ]);
    expect(s('116').specialRules).toEqual([{ rule: 'fright-at-first-sight', side: 'bottom' }]);
    expect(s('116').armies.bottom.name).toBe('Roman');
    expect(s('117').specialRules).toEqual([
      { rule: 'leader-placement', order: ['bL1', 'bL2', 'tL1', 'tL2'] },
    ]);
    expect(s('117').reserveLeaders.map((l) => l.name)).toEqual([
      'Decius',
      'Sulpicius',
      'Pyrrhus',
      'Leonatus',
    ]);
    expect(s('117').leaders).toEqual([]);
    for (const id of ['120', '121', '124']) expect(s(id).options).toEqual({ tacticalFlexibility: true });
    // 108: the Pinarus; ramparts.
    for (const t of s('108').terrain.filter((t) => t.type === 'river'))
      expect(t).toMatchObject({ fordable: true, noDiceCap: true });
    const ramparts = (id: string) =>
      Object.fromEntries(s(id).terrain.flatMap((t) => (t.type === 'rampart' ? [[t.hex, t.protects]] : [])));
    expect(ramparts('102')).toEqual({
      D2: ['SW', 'SE'],
      D3: ['SW', 'SE'],
      D4: ['SW', 'SE'],
      D10: ['SW', 'SE'],
      D11: ['SW', 'SE'],
      A9: ['W', 'SW'],
      B9: ['W', 'SW'],
    });
    expect(Object.values(ramparts('118'))).toEqual([
      ['NE', 'NW'],
      ['NE', 'NW'],
      ['NE', 'NW'],
      ['NE', 'NW'],
    ]);
    // Leader traits and the named corrections.
    expect(s('107').leaders.filter((l) => l.traits?.includes('attached-only'))).toHaveLength(3);
    expect(s('107').leaders.find((l) => l.name === 'Alexander')?.traits).toEqual(['cc-bonus']);
    expect(s('001').leaders.map((l) => l.name)).toContain('Daphnaeus');
    expect(s('007').leaders.map((l) => l.name)).toContain('Paullus');
    expect(s('003').leaders.map((l) => l.name)).toContain('Roman leader');
    expect(s('009').leaders.map((l) => l.name)).toContain('Roman leader');
    // Every battle with structured rules or rule-bearing terrain also explains itself in words.
    for (const sc of scenarios) {
      if (sc.specialRules.length) expect(sc.specialRulesText, sc.id).not.toBe('');
    }
  });

  it('blocks per unit match the rules (§2.8)', () => {
    expect(UNIT_BLOCKS).toMatchObject({ MI: 4, HWM: 2, LC: 3, LBC: 3, CAM: 3, HCH: 2, EL: 2 });
  });
});

// ---- validation errors ------------------------------------------------------------------------------------------

describe('loadScenario errors', () => {
  const base = () => structuredClone(byId.get('002')!) as Scenario;
  const errorsOf = (json: unknown) => validateScenario(json).errors;

  it('names the field for schema errors', () => {
    const s = base() as unknown as Record<string, unknown>;
    s.banners = { top: 0, bottom: 5 };
    (s.units as { hex: string }[])[0]!.hex = 'J4';
    expect(errorsOf(s)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^banners\.top: /),
        expect.stringMatching(/^units\[0\]\.hex: "J4" is not a hex on the board/),
      ]),
    );
    expect(() => loadScenario(s)).toThrow(ScenarioError);
  });

  it('rejects stacking, impassable hexes, enemy leaders and bad references', () => {
    const s = base();
    s.units[1]!.hex = s.units[0]!.hex; // two units in one hex
    s.units[2]!.hex = 'A7'; // non-fordable river
    s.leaders[0]!.hex = s.units.find((u) => u.side === 'bottom')!.hex; // Carthaginian leader on a Syracusan unit
    s.leaders[2]!.hex = s.leaders[1]!.hex; // two leaders in one hex
    s.armies.top.command = 0;
    s.specialRules = [{ rule: 'leader-loss-defeat', side: 'top', leader: 'bL1' }];
    const e = errorsOf(s);
    expect(e).toEqual(['armies.top.command: Too small: expected number to be >=1']);
    s.armies.top.command = 5;
    const e2 = errorsOf(s);
    expect(e2).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^units\[1\]\.hex: .* already holds unit t1/),
        expect.stringMatching(
          /^units\[2\]\.hex: unit t3 stands on impassable terrain \(river, not fordable\) at A7/,
        ),
        expect.stringMatching(/^leaders\[0\]\.hex: leader tL1 \(top\) stands on enemy unit/),
        expect.stringMatching(/^leaders\[2\]\.hex: .* already holds leader bL1/),
        'specialRules[0].leader: bL1 is not a leader of side top',
      ]),
    );
  });

  it('rejects unknown types, wrong elites and unknown fields', () => {
    const s = base() as unknown as { units: Record<string, unknown>[]; terrain: Record<string, unknown>[] };
    s.units[0]!.type = 'XX';
    s.units[1]!.elite = 'companions';
    s.terrain[0]!.type = 'swamp';
    (s as Record<string, unknown>).extra = 1;
    const e = errorsOf(s);
    expect(e).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^units\[0\]\.type: /),
        expect.stringMatching(/^terrain\[0\]\.type: /),
        expect.stringMatching(/^\(root\): Unrecognized key: "extra"/),
      ]),
    );
    const t = base();
    t.units[1]!.elite = 'companions';
    expect(errorsOf(t)).toEqual([`units[1].elite: companions must be on a MC unit, not ${t.units[1]!.type}`]);
  });

  it('allows a unit on a fordable river and a lone leader (as a warning)', () => {
    const s = base();
    s.units[0]!.hex = 'C8'; // fordable bend
    s.leaders[0]!.hex = 'E7'; // empty plain hex
    const v = validateScenario(s);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual(['leaders[0]: leader tL1 (Hasdrubal) stands alone at E7']);
    const w: string[] = [];
    loadScenario(s, w);
    expect(w).toHaveLength(1);
  });
});

// ---- against the transcription ----------------------------------------------------------------------------------

describe.skipIf(!hasSource)('against the shared transcription', () => {
  // Read only when the shared folder is there (a skipped describe still runs its body).
  const source = new Map(
    (hasSource ? index : []).map((id) => [
      id,
      SourceScenario.parse(readJson(join(DEFAULT_SOURCE_DIR, `${id}.json`))),
    ]),
  );

  const counts = (s: Scenario, side: 'top' | 'bottom'): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const u of [...s.units, ...s.reserves]) if (u.side === side) out[u.type] = (out[u.type] ?? 0) + 1;
    const ldr = [...s.leaders, ...s.reserveLeaders].filter((l) => l.side === side).length;
    if (ldr) out.LDR = ldr;
    return out;
  };

  it.each(index.filter((id) => id.startsWith('0')))('%s: unit counts match rosterCheck', (id) => {
    const s = byId.get(id)!;
    const roster = source.get(id)!.rosterCheck!;
    // 006: we add the second Roman leader the transcription leaves out (the official table has two).
    const expectedBottom = id === '006' ? { ...roster.bottom, LDR: 2 } : roster.bottom;
    expect(counts(s, 'top')).toEqual(roster.top);
    expect(counts(s, 'bottom')).toEqual(expectedBottom);
    // Against the official table (top = Carthaginian "car", bottom = "rom" key), with the documented discrepancies.
    expect(roster.match).toBe(id !== '005' && id !== '006');
    if (id === '005') {
      // Official: MI 3 / MC 2. Map and rules text: MI 2 / MC 3 (one MC in Mago's ambush). We follow the map.
      expect(roster.official.car).toMatchObject({ MI: 3, MC: 2 });
      expect(counts(s, 'top')).toEqual({ ...roster.official.car, MI: 2, MC: 3 });
    } else {
      expect(counts(s, 'top')).toEqual(roster.official.car);
    }
    expect(counts(s, 'bottom')).toEqual(roster.official.rom);
  });

  it.each(index)('%s: positions, names and header facts follow the transcription', (id) => {
    const s = byId.get(id)!;
    const src = source.get(id)!;
    const rc = (x: { r: number; c: number }) => hexId(x.r, x.c);
    expect(s.name).toBe(src.name);
    expect(s.year).toBe(src.year);
    expect(s.firstPlayer).toBe(src.first);
    expect(s.banners).toEqual({ top: src.banners, bottom: src.banners });
    expect(s.units.map((u) => [u.side, u.type, u.hex])).toEqual(
      src.units.map((u) => [u.side, u.type, rc(u)]),
    );
    expect(s.terrain.map((t) => [t.hex, t.type])).toEqual(src.terrain.map((t) => [rc(t), t.t]));
    const srcLeaders = src.leaders.map((l) => [l.side, rc(l)]);
    expect(s.leaders.slice(0, srcLeaders.length).map((l) => [l.side, l.hex])).toEqual(srcLeaders);
    expect(s.leaders.length).toBe(srcLeaders.length + (id === '006' ? 1 : 0));
    for (const side of ['top', 'bottom'] as const) {
      expect(s.armies[side].blocks).toBe(src[side].blocks);
      expect(s.armies[side].command).toBe(id === '006' && side === 'bottom' ? 4 : src[side].cards);
    }
  });

  it('never reuses the transcription’s rule text or notes verbatim', () => {
    const words = (t: string) => t.toLowerCase().match(/[a-z0-9']+/g) ?? [];
    const shingles = (t: string, n: number) => {
      const w = words(t);
      const out = new Set<string>();
      for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
      return out;
    };
    const N = 7;
    for (const id of index) {
      const raw = readJson(join(DEFAULT_SOURCE_DIR, `${id}.json`)) as Record<string, unknown>;
      const theirs = new Set<string>();
      for (const k of ['specialRules', 'cardsNote', 'notes']) {
        if (typeof raw[k] === 'string') for (const sh of shingles(raw[k], N)) theirs.add(sh);
      }
      const s = byId.get(id)!;
      const ours = [s.summary, s.specialRulesText, ...s.doubts].join(' ');
      const shared = [...shingles(ours, N)].filter((sh) => theirs.has(sh));
      expect(shared, id).toEqual([]);
    }
  });

  describe('the converter', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ancients-scenarios-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('reproduces the committed files byte for byte', () => {
      const ids = convertAll(DEFAULT_SOURCE_DIR, tmp);
      expect(ids).toEqual(index);
      const produced = readdirSync(tmp).sort();
      expect(produced).toEqual([...files, 'index.json'].sort());
      for (const f of produced) {
        expect(readFileSync(join(tmp, f), 'utf8'), f).toBe(readFileSync(join(DATA_DIR, f), 'utf8'));
      }
      // Running again over the same folder changes nothing.
      convertAll(DEFAULT_SOURCE_DIR, tmp);
      for (const f of produced)
        expect(readFileSync(join(tmp, f), 'utf8')).toBe(readFileSync(join(DATA_DIR, f), 'utf8'));
    });
  });
});
