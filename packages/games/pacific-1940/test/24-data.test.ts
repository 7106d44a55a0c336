// 24 The data: the map, the set-up and the national objectives, checked against the seed where they overlap
// (starting IPCs p. 7, victory cities p. 6, kamikaze zones p. 14, the Flying Tigers p. 9) and against the rules
// reference's reconstruction (§24.3–24.8). Runs on the committed JSON only.
import { describe, expect, it } from 'vitest';
import {
  distance,
  isLand,
  isSea,
  LAND_IDS,
  landsOf,
  MAP,
  neighbours,
  SEA_IDS,
  SPACE_IDS,
  SPACES,
  seaZonesOf,
  spaceOf,
} from '../src/map.ts';
import type { SpaceId } from '../src/map-schema.ts';
import { BURMA_ROAD, CONVOY_LOSS, OBJECTIVES, objectivesOf } from '../src/objectives-data.ts';
import { POWERS, type Power, SIDE_OF } from '../src/powers.ts';
import { SETUP } from '../src/setup-data.ts';
import { UNIT_TYPES, UNITS } from '../src/units.ts';

const spaces = MAP.spaces;
const ids = (pred: (s: (typeof spaces)[number]) => boolean): SpaceId[] =>
  spaces.filter(pred).map((s) => s.id);
const sz = (...n: number[]): SpaceId[] => n.map((k) => `sz-${k}`).sort();

/** Everything reachable from `start` stepping only into spaces `pass` allows. */
function reach(start: SpaceId, pass: (id: SpaceId) => boolean = () => true): Set<SpaceId> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const n of neighbours(queue.shift() as SpaceId)) {
      if (!seen.has(n) && pass(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

const tally = (list: readonly { power: string; type: string; count?: number }[], power: Power) => {
  const out: Record<string, number> = {};
  for (const u of list) if (u.power === power) out[u.type] = (out[u.type] ?? 0) + (u.count ?? 1);
  return out;
};
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('8 board spaces', () => {
  it('has 86 land territories (one impassable) and 63 sea zones numbered 1 to 63', () => {
    expect(spaces).toHaveLength(149);
    expect(LAND_IDS).toHaveLength(86);
    expect(SEA_IDS).toHaveLength(63);
    expect([...SEA_IDS].sort()).toEqual(sz(...Array.from({ length: 63 }, (_, i) => i + 1)));
    expect(ids((s) => s.impassable === true)).toEqual(['himalayas']);
    expect(new Set(SPACE_IDS).size).toBe(149);
    expect(SPACE_IDS).toEqual([...SPACE_IDS].sort());
  });

  it('has 334 undirected adjacencies, each once and symmetric', () => {
    expect(MAP.adjacency).toHaveLength(334);
    for (const [a, b] of MAP.adjacency) {
      expect(a < b).toBe(true);
      expect(neighbours(a)).toContain(b);
      expect(neighbours(b)).toContain(a);
    }
    const degree = SPACE_IDS.reduce((n, id) => n + neighbours(id).length, 0);
    expect(degree).toBe(2 * 334);
  });

  it('is connected, and so are the sea zones among themselves', () => {
    expect(reach('japan').size).toBe(149);
    expect(reach('sz-1', isSea).size).toBe(63 + 1 - 1);
    // without the Himalayas too: they cut nothing off
    expect(reach('japan', (id) => id !== 'himalayas').size).toBe(148);
    // every block of land touches the sea somewhere
    for (const id of LAND_IDS) {
      const block = reach(id, isLand);
      expect(
        [...block].some((l) => seaZonesOf(l).length > 0),
        id,
      ).toBe(true);
    }
  });

  it('gives territory values: Yukon is worth nothing (seed p. 8), sea zones nothing', () => {
    expect(spaceOf('yukon-territory').ipc).toBe(0);
    for (const id of SEA_IDS) expect(spaceOf(id).ipc).toBe(0);
    // the eight owners' incomes: 26 + 17 + 12 + 16 + 10 + Dutch 11 + Soviet 9 + French 2
    expect(spaces.reduce((n, s) => n + s.ipc, 0)).toBe(103);
    expect(spaceOf('western-united-states').ipc).toBe(10);
    expect(spaceOf('japan').ipc).toBe(8);
  });

  it('names spaces in English, with Palau spelt right', () => {
    expect(spaceOf('palau-island').name).toBe('Palau Island');
    expect(spaceOf('sz-6').name).toBe('Sea Zone 6');
    expect(spaceOf('western-united-states').name).toBe('Western United States');
    expect(SPACE_IDS).not.toContain('paulau-island');
  });
});

describe('8.1 neutral territories, 9 the Soviet Union, the Himalayas', () => {
  it('has the six Mongolian neutrals with their infantry (6 in all)', () => {
    const neutral = spaces.filter((s) => s.neutral !== undefined);
    expect(neutral.map((s) => s.id)).toEqual([
      'buyant-uhaa',
      'central-mongolia',
      'dzavhan',
      'olgiy',
      'tsagaan-olom',
      'ulaanbaatar',
    ]);
    const infantry = Object.fromEntries(neutral.map((s) => [s.id, s.neutralDefenders?.infantry ?? 0]));
    expect(infantry).toEqual({
      olgiy: 2,
      dzavhan: 1,
      ulaanbaatar: 1,
      'buyant-uhaa': 2,
      'central-mongolia': 0,
      'tsagaan-olom': 0,
    });
    for (const s of neutral) {
      expect(s.neutral).toBe('strict');
      expect(s.originalOwner).toBe('neutral');
      expect(Object.keys(s.neutralDefenders ?? {}).every((t) => t === 'infantry')).toBe(true);
    }
  });

  it('closes the eleven Soviet territories (worth 9 in all, never collected)', () => {
    const soviet = spaces.filter((s) => s.soviet);
    expect(soviet).toHaveLength(11);
    for (const s of soviet) {
      expect(s.kind).toBe('land');
      expect(s.originalOwner).toBe('russia');
      expect(SETUP.owners[s.id]).toBe('russia');
    }
    expect(soviet.reduce((n, s) => n + s.ipc, 0)).toBe(9);
    expect(soviet.map((s) => s.id)).toContain('soviet-far-east');
  });

  it('leaves the Himalayas impassable, unowned and without a capital', () => {
    const h = spaceOf('himalayas');
    expect(h).toMatchObject({ kind: 'land', ipc: 0, originalOwner: 'neutral', impassable: true });
    expect(h.capital).toBeUndefined();
    expect(h.neutral).toBeUndefined();
    expect(SETUP.owners.himalayas).toBe('neutral');
    expect(neighbours('himalayas')).toEqual(['burma', 'india', 'sikang', 'szechwan', 'yunnan']);
  });
});

describe('8.2 islands', () => {
  const ISLANDS = [
    'aleutian-islands',
    'borneo',
    'caroline-islands',
    'celebes',
    'ceylon',
    'fiji',
    'formosa',
    'gilbert-islands',
    'guam',
    'hainan',
    'hawaiian-islands',
    'iwo-jima',
    'japan',
    'java',
    'johnston-island',
    'line-islands',
    'marianas',
    'marshall-islands',
    'midway',
    'new-britain',
    'new-hebrides',
    'new-zealand',
    'okinawa',
    'palau-island',
    'philippines',
    'samoa',
    'solomon-islands',
    'sumatra',
    'wake-island',
  ];

  it('marks exactly the 29 territories with one sea zone and no land neighbour (§24.8)', () => {
    expect(ids((s) => s.island === true)).toEqual(ISLANDS);
    for (const id of ISLANDS) {
      expect(seaZonesOf(id)).toHaveLength(1);
      expect(landsOf(id)).toHaveLength(0);
    }
    // the two halves of New Guinea share a border, so neither is an island
    expect(spaceOf('new-guinea').island).toBeUndefined();
    expect(spaceOf('dutch-new-guinea').island).toBeUndefined();
  });

  it('names island groups only on islands, at most one island territory per sea zone', () => {
    for (const s of spaces.filter((x) => x.islandGroup)) expect(s.island).toBe(true);
    expect(spaceOf('hawaiian-islands').islandGroup).toBe('Hawaiian Islands');
    expect(spaceOf('marianas').islandGroup).toBe('Mariana Islands');
    const zones = ISLANDS.map((id) => seaZonesOf(id)[0]);
    expect(new Set(zones).size).toBe(ISLANDS.length);
  });
});

describe('5 victory cities and 17.1 capitals (seed p. 6)', () => {
  it('has the 8 victory cities, Tokyo and Shanghai Axis and the other six Allied at the start', () => {
    const cities = Object.fromEntries(
      spaces.filter((s) => s.victoryCity).map((s): [string, SpaceId] => [s.victoryCity ?? '', s.id]),
    );
    expect(cities).toEqual({
      Tokyo: 'japan',
      Shanghai: 'kiangsu',
      'Hong Kong': 'kwangtung',
      Manila: 'philippines',
      Calcutta: 'india',
      Sydney: 'new-south-wales',
      Honolulu: 'hawaiian-islands',
      'San Francisco': 'western-united-states',
    });
    const sideAtStart = (id: SpaceId) => SIDE_OF[SETUP.owners[id] as Power];
    const axis = Object.entries(cities).filter(([, id]) => sideAtStart(id) === 'axis');
    expect(axis.map(([city]) => city).sort()).toEqual(['Shanghai', 'Tokyo']);
    const allied = Object.entries(cities).filter(([, id]) => sideAtStart(id) === 'allies');
    expect(allied.map(([city]) => city).sort()).toEqual(
      ['Calcutta', 'Manila', 'Hong Kong', 'Sydney', 'Honolulu', 'San Francisco'].sort(),
    );
  });

  it('has four capitals and none for China', () => {
    const capitals = Object.fromEntries(
      spaces.filter((s) => s.capital).map((s): [string, SpaceId] => [s.capital ?? '', s.id]),
    );
    expect(capitals).toEqual({
      japan: 'japan',
      usa: 'western-united-states',
      uk: 'india',
      anzac: 'new-south-wales',
    });
    for (const [power, id] of Object.entries(capitals)) expect(SETUP.owners[id]).toBe(power);
  });
});

describe('14.2.1 kamikaze zones and 17.3 convoy zones', () => {
  it('marks the sea zones of Japan, Okinawa, Iwo Jima, Formosa, the Marianas and the Philippines (seed p. 14)', () => {
    const islands = ['japan', 'okinawa', 'iwo-jima', 'formosa', 'marianas', 'philippines'];
    const expected = [...new Set(islands.flatMap((id) => seaZonesOf(id)))].sort();
    expect(ids((s) => s.kamikaze === true)).toEqual(expected);
    expect(expected).toEqual(sz(6, 17, 19, 20, 22, 35));
  });

  it('has the 17 convoy zones, each disrupting the income of the land next to it', () => {
    const convoy = spaces.filter((s) => s.convoy);
    expect(convoy.map((s) => s.id).sort()).toEqual(
      sz(1, 6, 10, 19, 20, 26, 35, 36, 37, 39, 41, 42, 43, 44, 54, 62, 63),
    );
    for (const s of convoy) expect(s.convoy?.territories).toEqual([...landsOf(s.id)]);
    expect(spaceOf('sz-19').convoy?.territories).toEqual([
      'jehol',
      'kiangsu',
      'manchuria',
      'okinawa',
      'shantung',
    ]);
  });

  it('takes 1 IPC per enemy surface warship and 2 per submarine; transports take nothing', () => {
    expect(CONVOY_LOSS).toEqual({
      perUnit: { submarine: 2, destroyer: 1, cruiser: 1, carrier: 1, battleship: 1 },
      cap: 'adjacent-territories-value',
    });
    expect(CONVOY_LOSS.perUnit.transport).toBeUndefined();
  });
});

describe('10 China: its territories, the Burma Road', () => {
  const ORIGINALLY_CHINESE_HELD_BY_JAPAN = [
    'jehol',
    'kiangsi',
    'kiangsu',
    'kwangsi',
    'manchuria',
    'shantung',
  ];

  it('counts the Japanese-held Chinese territories as China’s originally', () => {
    const chinese = ids((s) => s.originalOwner === 'china');
    expect(chinese).toHaveLength(18);
    expect(chinese.filter((id) => SETUP.owners[id] === 'japan')).toEqual(ORIGINALLY_CHINESE_HELD_BY_JAPAN);
    expect(chinese.filter((id) => SETUP.owners[id] === 'china')).toHaveLength(12);
  });

  it('lets Chinese units into Chinese territories, Kwangtung and Burma only (20)', () => {
    const enter = ids((s) => s.chinaMayEnter === true);
    expect(enter).toEqual([...ids((s) => s.originalOwner === 'china'), 'burma', 'kwangtung'].sort());
  });

  it('runs the Burma Road India – Burma – Yunnan – Szechwan, all Allied at the start', () => {
    expect(BURMA_ROAD).toEqual(['india', 'burma', 'yunnan', 'szechwan']);
    for (let i = 1; i < BURMA_ROAD.length; i++) {
      expect(neighbours(BURMA_ROAD[i - 1] as SpaceId)).toContain(BURMA_ROAD[i]);
    }
    for (const id of BURMA_ROAD) expect(SIDE_OF[SETUP.owners[id] as Power]).toBe('allies');
  });
});

describe('7 setup: IPCs and income', () => {
  it('starts each power with the seed’s IPCs (p. 7): 26, 17, 12, 16, 10', () => {
    expect(SETUP.ipcs).toEqual({ japan: 26, usa: 17, china: 12, uk: 16, anzac: 10 });
  });

  it('gives each power a starting income equal to those IPCs (and Dutch 11, Russia 9, France 2)', () => {
    const income: Record<string, number> = {};
    for (const [id, owner] of Object.entries(SETUP.owners))
      income[owner] = (income[owner] ?? 0) + spaceOf(id).ipc;
    for (const p of POWERS) expect(income[p], p).toBe(SETUP.ipcs[p]);
    expect(income).toMatchObject({ dutch: 11, russia: 9, french: 2, neutral: 0 });
  });

  it('lists owners for the land only; most territories start with their original owner', () => {
    expect(Object.keys(SETUP.owners)).toEqual([...LAND_IDS]);
    const changed = LAND_IDS.filter((id) => SETUP.owners[id] !== spaceOf(id).originalOwner);
    expect(changed).toEqual(['jehol', 'kiangsi', 'kiangsu', 'kwangsi', 'manchuria', 'shantung']);
  });

  it('has the political state of the start: Japan at war with China only, no war economy, kamikaze not yet', () => {
    expect(SETUP.atWar).toEqual([['japan', 'china']]);
    expect(SETUP.usWarEconomy).toBe(false);
    expect(SETUP.kamikaze).toEqual({
      tokens: 6,
      active: false,
      triggerIslands: ['iwo-jima', 'marianas', 'okinawa', 'philippines'],
    });
  });
});

describe('7 setup: units (the setup charts, §24.5)', () => {
  it('uses only our unit and facility types, on spaces of the right kind', () => {
    for (const u of SETUP.units) {
      expect(UNIT_TYPES).toContain(u.type);
      expect(UNITS[u.type].domain === 'sea' ? isSea(u.space) : true).toBe(true);
      if (UNITS[u.type].domain === 'land') expect(isLand(u.space)).toBe(true);
    }
    for (const f of SETUP.facilities) expect(isLand(f.space)).toBe(true);
  });

  it('has the Flying Tigers: one Chinese fighter in Szechwan, China’s only aircraft (seed p. 9)', () => {
    expect(SETUP.flyingTigers).toEqual({ space: 'szechwan', power: 'china', type: 'fighter' });
    expect(SETUP.units.filter((u) => u.power === 'china' && UNITS[u.type].domain === 'air')).toEqual([
      { space: 'szechwan', power: 'china', type: 'fighter', count: 1 },
    ]);
  });

  it('totals 84 / 30 / 13 / 23 / 13 units, 89 / 40 / 13 / 28 / 18 with facilities (SOURCE.md)', () => {
    const units = Object.fromEntries(POWERS.map((p) => [p, sum(tally(SETUP.units, p))]));
    const facilities = Object.fromEntries(POWERS.map((p) => [p, sum(tally(SETUP.facilities, p))]));
    expect(units).toEqual({ japan: 84, usa: 30, china: 13, uk: 23, anzac: 13 });
    const both = Object.fromEntries(POWERS.map((p) => [p, (units[p] ?? 0) + (facilities[p] ?? 0)]));
    expect(both).toEqual({ japan: 89, usa: 40, china: 13, uk: 28, anzac: 18 });
    // with the 6 Mongolian infantry, SOURCE.md's 194
    const neutral = spaces.reduce((n, s) => n + (s.neutralDefenders?.infantry ?? 0), 0);
    expect(sum(units) + sum(facilities) + neutral).toBe(194);
  });

  it('matches the reference’s totals by type for every power', () => {
    expect(tally(SETUP.units, 'japan')).toEqual({
      infantry: 29,
      fighter: 14,
      tacticalBomber: 10,
      artillery: 6,
      bomber: 4,
      destroyer: 4,
      aaGun: 3,
      transport: 3,
      carrier: 3,
      submarine: 2,
      cruiser: 2,
      battleship: 2,
      mechInfantry: 1,
      armour: 1,
    });
    expect(tally(SETUP.units, 'usa')).toEqual({
      infantry: 7,
      fighter: 4,
      bomber: 3,
      tacticalBomber: 3,
      transport: 3,
      destroyer: 2,
      artillery: 1,
      mechInfantry: 1,
      armour: 1,
      aaGun: 1,
      submarine: 1,
      cruiser: 1,
      carrier: 1,
      battleship: 1,
    });
    expect(tally(SETUP.units, 'china')).toEqual({ infantry: 12, fighter: 1 });
    expect(tally(SETUP.units, 'uk')).toEqual({
      infantry: 11,
      fighter: 4,
      transport: 2,
      artillery: 1,
      tacticalBomber: 1,
      aaGun: 1,
      destroyer: 1,
      cruiser: 1,
      battleship: 1,
    });
    expect(tally(SETUP.units, 'anzac')).toEqual({
      infantry: 5,
      fighter: 4,
      artillery: 1,
      submarine: 1,
      destroyer: 1,
      transport: 1,
    });
    expect(tally(SETUP.facilities, 'japan')).toEqual({ majorIc: 1, airBase: 2, navalBase: 2 });
    expect(tally(SETUP.facilities, 'usa')).toEqual({ majorIc: 1, airBase: 6, navalBase: 3 });
    expect(tally(SETUP.facilities, 'china')).toEqual({});
    expect(tally(SETUP.facilities, 'uk')).toEqual({ majorIc: 1, airBase: 1, navalBase: 3 });
    expect(tally(SETUP.facilities, 'anzac')).toEqual({ minorIc: 1, airBase: 2, navalBase: 2 });
  });

  it('puts Japan’s home forces where the chart has them', () => {
    const at = (space: SpaceId, power: Power) =>
      tally(
        SETUP.units.filter((u) => u.space === space),
        power,
      );
    expect(at('japan', 'japan')).toEqual({
      infantry: 8,
      artillery: 2,
      armour: 1,
      bomber: 2,
      fighter: 5,
      tacticalBomber: 4,
      aaGun: 1,
    });
    expect(at('sz-6', 'japan')).toEqual({
      transport: 2,
      destroyer: 2,
      carrier: 2,
      fighter: 2,
      tacticalBomber: 2,
      submarine: 1,
      cruiser: 1,
      battleship: 1,
    });
    expect(at('malaya', 'anzac')).toEqual({ infantry: 1 });
  });

  it('seats every aircraft at sea on a carrier of its own power (2 each)', () => {
    for (const id of SEA_IDS) {
      for (const p of POWERS) {
        const here = tally(
          SETUP.units.filter((u) => u.space === id),
          p,
        );
        const air = Object.entries(here)
          .filter(([t]) => UNITS[t as keyof typeof UNITS].domain === 'air')
          .reduce((n, [, c]) => n + c, 0);
        expect(air, `${p} in ${id}`).toBeLessThanOrEqual(2 * (here.carrier ?? 0));
      }
    }
  });

  it('places land units and facilities only in territories of their side', () => {
    for (const u of SETUP.units.filter((x) => isLand(x.space))) {
      expect(SIDE_OF[SETUP.owners[u.space] as Power]).toBe(SIDE_OF[u.power]);
    }
    for (const f of SETUP.facilities) expect(SETUP.owners[f.space]).toBe(f.power);
  });
});

describe('17.2 national objectives', () => {
  it('has the 1st-edition objectives, each power’s worth as in §17.2', () => {
    const worth = (p: Power) => objectivesOf(p).map((o) => o.ipc);
    expect(worth('japan')).toEqual([5, 5, 5, 5, 5]);
    expect(worth('usa')).toEqual([40, 5, 5]);
    expect(worth('china')).toEqual([6]);
    expect(worth('uk')).toEqual([5, 5]);
    expect(worth('anzac')).toEqual([5, 5]);
    expect(OBJECTIVES.filter((o) => o.source === 'seed').map((o) => o.id)).toEqual([
      'usa-war-economy',
      'china-burma-road',
    ]);
    expect(OBJECTIVES.filter((o) => o.once).map((o) => o.id)).toEqual(['anzac-japanese-soil']);
  });

  it('names only land territories of the map', () => {
    for (const o of OBJECTIVES) {
      for (const c of o.when) {
        if ('spaces' in c) for (const id of c.spaces) expect(SPACES[id]?.kind, `${o.id}: ${id}`).toBe('land');
      }
    }
  });

  it('states the conditions as data', () => {
    const when = (id: string) => OBJECTIVES.find((o) => o.id === id)?.when;
    expect(when('usa-war-economy')).toEqual([{ type: 'atWar', with: 'japan' }]);
    expect(when('china-burma-road')).toEqual([{ type: 'controls', spaces: BURMA_ROAD, by: 'side' }]);
    expect(when('uk-dutch-east-indies')).toEqual([
      { type: 'controls', spaces: ['java', 'sumatra', 'borneo', 'celebes'], by: ['usa', 'uk', 'anzac'] },
    ]);
    expect(when('japan-india')).toEqual([{ type: 'controls', spaces: ['india'], by: 'side' }]);
    // ANZAC's once-only objective: the territories Japan held at the start that were not China's
    const soil = when('anzac-japanese-soil')?.[0];
    expect(soil?.type).toBe('unitIn');
    const originallyJapanese = ids((s) => s.originalOwner === 'japan');
    expect(soil && 'spaces' in soil ? [...soil.spaces].sort() : []).toEqual(originallyJapanese);
  });

  it('pays nothing at the start except what the seed’s set-up implies', () => {
    // At the start: the UK holds Kwangtung and Malaya; the USA holds the Philippines; the road is open.
    const holds = (p: Power, by: 'self' | 'side' | Power[], list: readonly SpaceId[]) =>
      list.every((id) => {
        const owner = SETUP.owners[id] as Power;
        if (by === 'self') return owner === p;
        if (by === 'side') return SIDE_OF[owner] === SIDE_OF[p];
        return by.includes(owner);
      });
    const paid = OBJECTIVES.filter((o) =>
      o.when.every((c) => c.type === 'controls' && holds(o.power, c.by, c.spaces) && c.atLeast === undefined),
    ).map((o) => o.id);
    expect(paid).toEqual(['usa-philippines', 'china-burma-road', 'uk-kwangtung-malaya']);
  });
});

describe('map queries', () => {
  it('answers neighbours, coasts and shores', () => {
    expect(seaZonesOf('japan')).toEqual(['sz-6']);
    expect(landsOf('sz-6')).toEqual(['japan', 'korea']);
    expect(seaZonesOf('anhwe')).toEqual([]);
    expect(landsOf('sz-7')).toEqual([]);
    expect(neighbours('korea')).toEqual(['amur', 'manchuria', 'sz-6']);
    expect(isLand('korea') && isSea('sz-6')).toBe(true);
    expect(() => neighbours('atlantis')).toThrow(/unknown space 'atlantis'/);
  });

  it('measures distances, optionally through passable spaces only', () => {
    expect(distance('japan', 'japan')).toBe(0);
    expect(distance('japan', 'sz-6')).toBe(1);
    expect(distance('japan', 'korea')).toBe(2);
    expect(distance('sz-6', 'sz-10', isSea)).toBe(distance('sz-10', 'sz-6', isSea));
    expect(distance('india', 'szechwan')).toBe(2); // through the Himalayas …
    expect(distance('india', 'szechwan', (id) => !spaceOf(id).impassable)).toBe(3); // … or along the Burma Road
    expect(distance('japan', 'himalayas', (id) => !spaceOf(id).impassable)).toBe(Number.POSITIVE_INFINITY);
    expect(distance('kansu', 'moscow', isLand)).toBe(2);
    expect(distance('kansu', 'moscow', (id) => isLand(id) && !spaceOf(id).soviet)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
