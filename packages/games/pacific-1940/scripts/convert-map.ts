/**
 * Builds our board, starting position and national objectives (`data/map.json`, `data/setup.json`,
 * `data/objectives.json`) from TripleA's 1st-edition file.
 *
 * Usage (from the repo root):
 *
 *   node --import tsx packages/games/pacific-1940/scripts/convert-map.ts [sourceXml] [outDir]
 *
 * - sourceXml defaults to `../shared/data/axis-and-allies-pacific-1940/games/ww2pac40.xml` (the 1st edition
 *   only: never the `_2nd_edition` file).
 * - outDir defaults to `packages/games/pacific-1940/data`.
 *
 * The XML supplies facts (names, adjacency, values, owners, placements, objective conditions). Every sentence in
 * our files is our own (OBJECTIVE_TEXT below); names of victory cities and island groups are ours too. Where the
 * seed and the XML disagree the seed wins: those places are marked "correction" below and listed in RULINGS.md
 * (Data). The conversion is deterministic: same input, same bytes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import {
  type Condition,
  type Controller,
  MAP_FORMAT,
  type MapFile,
  MapFileSchema,
  OBJECTIVES_FORMAT,
  type Objective,
  type ObjectivesFile,
  ObjectivesFileSchema,
  placementKey,
  SETUP_FORMAT,
  type SetupFacility,
  type SetupFile,
  SetupFileSchema,
  type SetupUnit,
  type Space,
  type SpaceId,
} from '../src/map-schema.ts';
import { NON_PLAYING, type NonPlaying, type Owner, POWERS, type Power, SIDE_OF } from '../src/powers.ts';
import { displayNameOf, spaceIdOf, TRIPLEA_PLAYERS } from '../src/space-id.ts';
import { FACILITY_TYPES, type FacilityType, UNIT_TYPES, type UnitType } from '../src/units.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_SOURCE = resolve(
  REPO_ROOT,
  '../shared/data/axis-and-allies-pacific-1940/games/ww2pac40.xml',
);
export const DEFAULT_OUT_DIR = resolve(REPO_ROOT, 'packages/games/pacific-1940/data');

// ---- the XML's shape (only what we read) ----------------------------------------------------------------------

interface XmlOption {
  name: string;
  value: string;
  count?: string;
}
interface XmlAttachment {
  name: string;
  attachTo: string;
  type: string;
  options: XmlOption[];
}
export interface TripleaGame {
  territories: { name: string; water: boolean }[];
  connections: [string, string][];
  attachments: XmlAttachment[];
  owners: { territory: string; owner: string }[];
  placements: { unitType: string; territory: string; quantity: number; owner: string | undefined }[];
  resources: { player: string; resource: string; quantity: number }[];
  relationships: { type: string; player1: string; player2: string }[];
}

const ARRAY_TAGS = new Set([
  'territory',
  'connection',
  'attachment',
  'option',
  'territoryOwner',
  'unitPlacement',
  'resourceGiven',
  'relationship',
]);

type Attrs = Record<string, string | undefined>;

function attr(node: Attrs, key: string, where: string): string {
  const v = node[key];
  if (typeof v !== 'string') throw new Error(`${where}: missing attribute ${key}`);
  return v;
}

function count(text: string, where: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`${where}: not a count: ${JSON.stringify(text)}`);
  return Number(text);
}

/** Reads the parts of a TripleA game file we use; comments (the disabled "Box" spaces) are dropped by the parser. */
export function parseTriplea(xml: string): TripleaGame {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAY_TAGS.has(name),
  });
  const doc = parser.parse(xml) as { game?: Record<string, unknown> };
  const game = doc.game;
  if (!game) throw new Error('not a TripleA game file (no <game>)');
  const list = (node: unknown, key: string): Attrs[] =>
    ((node as Record<string, unknown> | undefined)?.[key] as Attrs[] | undefined) ?? [];
  const map = game.map;
  const init = game.initialize as Record<string, unknown> | undefined;
  const attachments = list(game.attachmentList, 'attachment').map((a) => ({
    name: attr(a, 'name', 'attachment'),
    attachTo: attr(a, 'attachTo', 'attachment'),
    type: attr(a, 'type', 'attachment'),
    options: (list(a, 'option') as Attrs[]).map((o) => {
      const opt: XmlOption = { name: attr(o, 'name', a.name ?? ''), value: attr(o, 'value', a.name ?? '') };
      if (o.count !== undefined) opt.count = o.count;
      return opt;
    }),
  }));
  return {
    territories: list(map, 'territory').map((t) => ({
      name: attr(t, 'name', 'territory'),
      water: t.water === 'true',
    })),
    connections: list(map, 'connection').map((c) => [
      attr(c, 't1', 'connection'),
      attr(c, 't2', 'connection'),
    ]),
    attachments,
    owners: list(init?.ownerInitialize, 'territoryOwner').map((o) => ({
      territory: attr(o, 'territory', 'territoryOwner'),
      owner: attr(o, 'owner', 'territoryOwner'),
    })),
    placements: list(init?.unitInitialize, 'unitPlacement').map((p) => ({
      unitType: attr(p, 'unitType', 'unitPlacement'),
      territory: attr(p, 'territory', 'unitPlacement'),
      quantity: count(attr(p, 'quantity', 'unitPlacement'), 'unitPlacement'),
      owner: p.owner,
    })),
    resources: list(init?.resourceInitialize, 'resourceGiven').map((r) => ({
      player: attr(r, 'player', 'resourceGiven'),
      resource: attr(r, 'resource', 'resourceGiven'),
      quantity: count(attr(r, 'quantity', 'resourceGiven'), 'resourceGiven'),
    })),
    relationships: list(init?.relationshipInitialize, 'relationship').map((r) => ({
      type: attr(r, 'type', 'relationship'),
      player1: attr(r, 'player1', 'relationship'),
      player2: attr(r, 'player2', 'relationship'),
    })),
  };
}

// ---- TripleA names to ours ------------------------------------------------------------------------------------

const PLAYER_OWNERS = TRIPLEA_PLAYERS;

function ownerOf(player: string): Power | NonPlaying {
  const o = PLAYER_OWNERS[player];
  if (!o) throw new Error(`unknown TripleA player ${player}`);
  return o;
}

function powerOf(player: string): Power {
  const o = ownerOf(player);
  if ((NON_PLAYING as readonly string[]).includes(o)) throw new Error(`${player} is not a playing power`);
  return o as Power;
}

const UNIT_NAMES: Readonly<Record<string, UnitType>> = {
  infantry: 'infantry',
  mech_infantry: 'mechInfantry',
  artillery: 'artillery',
  armour: 'armour',
  aaGun: 'aaGun',
  fighter: 'fighter',
  tactical_bomber: 'tacticalBomber',
  bomber: 'bomber',
  transport: 'transport',
  submarine: 'submarine',
  destroyer: 'destroyer',
  cruiser: 'cruiser',
  carrier: 'carrier',
  battleship: 'battleship',
};
const FACILITY_NAMES: Readonly<Record<string, FacilityType>> = {
  factory_major: 'majorIc',
  factory_minor: 'minorIc',
  airfield: 'airBase',
  harbour: 'navalBase',
};

/** A list option (`a:b:c`) as our ids. */
const spaceList = (value: string): SpaceId[] => value.split(':').map(spaceIdOf);

// ---- facts of our own (seed, or our words) --------------------------------------------------------------------

/** 7 Starting IPCs (seed p. 7). */
export const SEED_IPCS: Readonly<Record<Power, number>> = {
  japan: 26,
  usa: 17,
  china: 12,
  uk: 16,
  anzac: 10,
};

/** 5 The victory cities by territory (seed p. 6 names the cities; the XML marks only the territories). */
export const VICTORY_CITIES: Readonly<Record<SpaceId, string>> = {
  japan: 'Tokyo',
  kiangsu: 'Shanghai',
  kwangtung: 'Hong Kong',
  philippines: 'Manila',
  india: 'Calcutta',
  'new-south-wales': 'Sydney',
  'hawaiian-islands': 'Honolulu',
  'western-united-states': 'San Francisco',
};

/** 8.2 Island territories that stand for a group of islands, with the group's English name (ours). */
export const ISLAND_GROUPS: Readonly<Record<SpaceId, string>> = {
  'aleutian-islands': 'Aleutian Islands',
  'caroline-islands': 'Caroline Islands',
  fiji: 'Fiji Islands',
  'gilbert-islands': 'Gilbert Islands',
  'hawaiian-islands': 'Hawaiian Islands',
  japan: 'Japanese Home Islands',
  'line-islands': 'Line Islands',
  marianas: 'Mariana Islands',
  'marshall-islands': 'Marshall Islands',
  'new-hebrides': 'New Hebrides',
  'new-zealand': 'New Zealand',
  'palau-island': 'Palau Islands',
  philippines: 'Philippine Islands',
  samoa: 'Samoan Islands',
  'solomon-islands': 'Solomon Islands',
};

/** 14.2.1 The islands whose sea zones carry the kamikaze symbol (seed p. 14). */
export const KAMIKAZE_ISLANDS: readonly SpaceId[] = [
  'japan',
  'okinawa',
  'iwo-jima',
  'formosa',
  'marianas',
  'philippines',
];
/** 14.2.1 Allied capture (or recapture, for the Philippines) of any of these allows kamikaze strikes (seed p. 14). */
export const KAMIKAZE_TRIGGER_ISLANDS: readonly SpaceId[] = [
  'iwo-jima',
  'marianas',
  'okinawa',
  'philippines',
];

/** 9 At the start Japan is at war with China and with no other power (seed p. 8). */
const SEED_WARS: readonly [Power, Power][] = [['japan', 'china']];

// ---- the map --------------------------------------------------------------------------------------------------

function optionsOf(game: TripleaGame, name: string, attachTo: string): XmlOption[] {
  return game.attachments.find((a) => a.name === name && a.attachTo === attachTo)?.options ?? [];
}
const option = (opts: XmlOption[], name: string): XmlOption | undefined => opts.find((o) => o.name === name);

function sameSet(a: readonly string[], b: readonly string[], what: string): void {
  const x = [...a].sort().join(', ');
  const y = [...b].sort().join(', ');
  if (x !== y) throw new Error(`${what}: the XML has [${x}], we expect [${y}]`);
}

export function convertMap(game: TripleaGame): MapFile {
  const byName = new Map(game.territories.map((t) => [t.name, t]));
  const idOf = (name: string): SpaceId => {
    if (!byName.has(name)) throw new Error(`unknown territory ${name}`);
    return spaceIdOf(name);
  };

  // Adjacency, undirected, each pair once.
  const pairs = new Map<string, [SpaceId, SpaceId]>();
  for (const [t1, t2] of game.connections) {
    const [a, b] = [idOf(t1), idOf(t2)].sort() as [SpaceId, SpaceId];
    if (a === b) throw new Error(`${t1} connected to itself`);
    pairs.set(`${a} ${b}`, [a, b]);
  }
  const adjacency = [...pairs.values()].sort(([a1, b1], [a2, b2]) =>
    a1 < a2 ? -1 : a1 > a2 ? 1 : b1 < b2 ? -1 : b1 > b2 ? 1 : 0,
  );
  const near = new Map<SpaceId, SpaceId[]>();
  for (const [a, b] of adjacency) {
    near.set(a, [...(near.get(a) ?? []), b]);
    near.set(b, [...(near.get(b) ?? []), a]);
  }
  const water = new Set(game.territories.filter((t) => t.water).map((t) => spaceIdOf(t.name)));

  const startOwner = new Map(game.owners.map((o) => [o.territory, ownerOf(o.owner)]));
  const territoryOpts = (name: string) => optionsOf(game, 'territoryAttachment', name);

  // Kamikaze zones: the zones TripleA's kamikaze trigger switches on; they must be the seed's islands' zones.
  const kamikazeTrigger = game.attachments.find(
    (a) =>
      a.type === 'player' &&
      a.options.some((o) => o.name === 'territoryProperty' && o.value === 'kamikazeZone'),
  );
  const kamikazeZones = spaceList(option(kamikazeTrigger?.options ?? [], 'territories')?.value ?? '');
  sameSet(
    kamikazeZones,
    KAMIKAZE_ISLANDS.flatMap((i) => (near.get(i) ?? []).filter((n) => water.has(n))),
    'kamikaze zones',
  );

  // Soviet territories: those TripleA forbids to the Japanese.
  const soviet = new Set(
    spaceList(
      option(optionsOf(game, 'rulesAttachment', 'Japanese'), 'movementRestrictionTerritories')?.value ?? '',
    ),
  );
  const chinaMayEnter = new Set(
    spaceList(
      option(optionsOf(game, 'rulesAttachment', 'Chinese'), 'movementRestrictionTerritories')?.value ?? '',
    ),
  );
  // Neutral defenders: TripleA places them at the start, without an owner.
  const defenders = new Map<SpaceId, Partial<Record<UnitType, number>>>();
  for (const p of game.placements.filter((q) => q.owner === undefined)) {
    const type = UNIT_NAMES[p.unitType];
    if (!type) throw new Error(`unowned ${p.unitType} in ${p.territory}`);
    const d = defenders.get(idOf(p.territory)) ?? {};
    d[type] = (d[type] ?? 0) + p.quantity;
    defenders.set(idOf(p.territory), d);
  }

  const spaces = game.territories.map((t): Space => {
    const id = spaceIdOf(t.name);
    const opts = territoryOpts(t.name);
    const lands = (near.get(id) ?? []).filter((n) => !water.has(n));
    const seas = (near.get(id) ?? []).filter((n) => water.has(n));
    if (t.water) {
      const zone = /^(\d+) Sea Zone$/.exec(t.name);
      if (!zone) throw new Error(`sea zone name ${t.name}`);
      // correction: no owner for sea zones (TripleA's Japanese kamikaze zones are an engine device).
      const s: Space = { id, name: `Sea Zone ${zone[1]}`, kind: 'sea', ipc: 0, originalOwner: 'neutral' };
      if (option(opts, 'blockadeZone')?.value === 'true') s.convoy = { territories: [...lands].sort() };
      if (kamikazeZones.includes(id)) s.kamikaze = true;
      return s;
    }
    const impassable = option(opts, 'isImpassable')?.value === 'true';
    const original = option(opts, 'originalOwner')?.value;
    // correction: TripleA gives the impassable Himalayas to China to hold its engine "capital"; no one owns it.
    const owner: Owner = impassable ? 'neutral' : (startOwner.get(t.name) ?? 'neutral');
    const s: Space = {
      id,
      name: displayNameOf(t.name),
      kind: 'land',
      ipc: count(option(opts, 'production')?.value ?? '0', t.name),
      originalOwner: impassable ? 'neutral' : original ? ownerOf(original) : owner,
    };
    if (!impassable && seas.length === 1 && lands.length === 0) s.island = true;
    const group = ISLAND_GROUPS[id];
    if (group) s.islandGroup = group;
    if (option(opts, 'victoryCity')?.value === '1') {
      const city = VICTORY_CITIES[id];
      if (!city) throw new Error(`victory city in ${t.name} not in VICTORY_CITIES`);
      s.victoryCity = city;
    }
    const capital = option(opts, 'capital')?.value;
    // correction: China has no capital (seed p. 9); TripleA's Chinese capital in the Himalayas is dropped.
    if (capital && !impassable) s.capital = powerOf(capital);
    if (impassable) s.impassable = true;
    if (owner === 'neutral' && !impassable) {
      s.neutral = 'strict';
      s.neutralDefenders = defenders.get(id) ?? {};
    } else if (defenders.has(id)) {
      throw new Error(`unowned units in owned ${t.name}`);
    }
    if (soviet.has(id)) {
      if (owner !== 'russia') throw new Error(`${t.name} is closed but not Soviet`);
      s.soviet = true;
    }
    if (chinaMayEnter.has(id)) s.chinaMayEnter = true;
    return s;
  });

  sameSet(
    spaces.filter((s) => s.victoryCity).map((s) => s.id),
    Object.keys(VICTORY_CITIES),
    'victory cities',
  );
  for (const id of Object.keys(ISLAND_GROUPS)) {
    if (!spaces.find((s) => s.id === id)?.island) throw new Error(`island group ${id} is not an island`);
  }
  spaces.sort((a, b) => (a.id < b.id ? -1 : 1));
  return MapFileSchema.parse({ format: MAP_FORMAT, spaces, adjacency });
}

// ---- the set-up -----------------------------------------------------------------------------------------------

export function convertSetup(game: TripleaGame, map: MapFile): SetupFile {
  const land = new Map(map.spaces.filter((s) => s.kind === 'land').map((s) => [s.id, s]));
  const given = (player: string, resource: string) =>
    game.resources.find((r) => r.player === player && r.resource === resource)?.quantity;

  const ipcs = {} as Record<Power, number>;
  for (const [player, power] of Object.entries(PLAYER_OWNERS)) {
    if (!(POWERS as readonly string[]).includes(power)) continue;
    const n = given(player, 'PUs');
    if (n !== SEED_IPCS[power as Power])
      throw new Error(`${player} starts with ${n} PUs, the seed says ${SEED_IPCS[power as Power]}`);
  }
  for (const p of POWERS) ipcs[p] = SEED_IPCS[p];

  // correction: land owners only; TripleA's Japanese sea zones are an engine device for kamikaze, dropped.
  const owners: Record<SpaceId, Owner> = {};
  for (const id of [...land.keys()].sort()) {
    const s = land.get(id) as Space;
    const xml = game.owners.find((o) => spaceIdOf(o.territory) === id);
    // correction: the Himalayas (TripleA: Chinese) belong to no one; see convertMap.
    owners[id] = s.impassable ? 'neutral' : xml ? ownerOf(xml.owner) : 'neutral';
  }

  const units = new Map<string, SetupUnit>();
  const facilities = new Map<string, SetupFacility>();
  for (const p of game.placements) {
    // correction: TripleA places the Mongolian infantry at the start; the seed raises them when first attacked
    // (8.1), so they are the map's neutralDefenders, not units on the board.
    if (p.owner === undefined) continue;
    const space = spaceIdOf(p.territory);
    const power = powerOf(p.owner);
    const unit = UNIT_NAMES[p.unitType];
    const facility = FACILITY_NAMES[p.unitType];
    if (unit) {
      const key = placementKey(space, power, UNIT_TYPES.indexOf(unit));
      const prev = units.get(key);
      units.set(key, { space, power, type: unit, count: (prev?.count ?? 0) + p.quantity });
    } else if (facility) {
      const key = placementKey(space, power, FACILITY_TYPES.indexOf(facility));
      if (facilities.has(key) || p.quantity !== 1) throw new Error(`more than one ${facility} in ${space}`);
      facilities.set(key, { space, power, type: facility });
    } else {
      throw new Error(`unknown unit type ${p.unitType}`);
    }
  }
  const sorted = <T>(m: Map<string, T>): T[] =>
    [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);

  // 9 correction: TripleA also starts Japan at war with France so that it may attack French Indochina; the seed
  // allows that attack as a rule (9), not as a war, so only wars between powers are kept.
  const atWar = game.relationships
    .filter((r) => r.type === 'War')
    .map((r) => [ownerOf(r.player1), ownerOf(r.player2)])
    .filter((pair): pair is [Power, Power] => pair.every((o) => (POWERS as readonly string[]).includes(o)));
  sameSet(
    atWar.map((p) => [...p].sort().join('+')),
    SEED_WARS.map((p) => [...p].sort().join('+')),
    'wars at the start',
  );

  // Kamikaze trigger islands: TripleA's two conditions (Allied presence in the islands, Philippines retaken).
  const presence = [
    'conditionAttachmentAllies_Conquer_Japanese_Islands',
    'conditionAttachmentAllies_Retake_the_Philippines',
  ]
    .flatMap((name) => game.attachments.filter((a) => a.name === name))
    .flatMap((a) => spaceList(option(a.options, 'alliedPresenceTerritories')?.value ?? ''));
  sameSet(presence, KAMIKAZE_TRIGGER_ISLANDS, 'kamikaze trigger islands');

  const tigers = [...units.values()].filter((u) => u.power === 'china' && u.type === 'fighter');
  const tiger = tigers[0];
  if (tigers.length !== 1 || !tiger || tiger.count !== 1)
    throw new Error('expected one Chinese fighter (Flying Tigers)');

  return SetupFileSchema.parse({
    format: SETUP_FORMAT,
    ipcs,
    owners,
    units: sorted(units),
    facilities: sorted(facilities),
    atWar: SEED_WARS,
    usWarEconomy: false,
    kamikaze: {
      tokens: given('Japanese', 'SuicideAttackTokens') ?? 0,
      active: false,
      triggerIslands: [...KAMIKAZE_TRIGGER_ISLANDS],
    },
    flyingTigers: { space: tiger.space, power: 'china', type: 'fighter' },
  });
}

// ---- national objectives --------------------------------------------------------------------------------------

/** Our ids and words for TripleA's objectives; `each` objectives get one id per territory (`prefix-<space>`). */
const OBJECTIVE_IDS: Readonly<Record<string, string>> = {
  objectiveAttachment_Japanese1_Control_Dutch_East_Indies: 'japan-dutch-east-indies',
  objectiveAttachment_Japanese_2_Control_Honolulu_Sydney_Calcutta: 'japan',
  objectiveAttachment_Japanese3_Control_Strategic_Islands: 'japan-new-guinea-solomons',
  objectiveAttachment_Americans1_Wartime_Economy: 'usa-war-economy',
  objectiveAttachment_Americans2_Control_Philippines: 'usa-philippines',
  objectiveAttachment_Americans3_Control_Japanese_Islands: 'usa-okinawa-iwo-jima',
  objectiveAttachment_Chinese1_Burma_Road: 'china-burma-road',
  objectiveAttachment_British1_Control_Dutch_East_Indies: 'uk-dutch-east-indies',
  objectiveAttachment_British2_Retaining_Empire: 'uk-kwangtung-malaya',
  objectiveAttachment_ANZAC1_Control_Strategic_Islands: 'anzac-new-guinea-solomons',
  objectiveAttachment_ANZAC2_High_Morale: 'anzac-japanese-soil',
};

export const OBJECTIVE_TEXT: Readonly<Record<string, string>> = {
  'japan-dutch-east-indies': 'Japan holds the whole of the East Indies: Sumatra, Java, Borneo and Celebes.',
  'japan-hawaiian-islands': 'Japan holds Hawaii (one of three +5 goals: Hawaii, India, New South Wales).',
  'japan-new-south-wales':
    'Japan holds New South Wales (one of three +5 goals: Hawaii, India, New South Wales).',
  'japan-india': 'Japan holds India (one of three +5 goals: Hawaii, India, New South Wales).',
  'japan-new-guinea-solomons':
    'Japan holds the islands north-east of Australia: the Solomons, both halves of New Guinea and New Britain.',
  'usa-war-economy': 'The United States is at war with Japan and runs a war economy.',
  'usa-philippines': 'The United States holds the Philippines.',
  'usa-okinawa-iwo-jima': 'The United States holds both Okinawa and Iwo Jima.',
  'china-burma-road': 'The Burma Road is open: India, Burma, Yunnan and Szechwan are all in Allied hands.',
  'uk-dutch-east-indies':
    'The British, Americans and ANZAC between them hold Sumatra, Java, Borneo and Celebes (Dutch control does not count).',
  'uk-kwangtung-malaya': 'The United Kingdom holds both Kwangtung and Malaya.',
  'anzac-new-guinea-solomons':
    'The British, Americans and ANZAC between them hold the Solomons, both halves of New Guinea and New Britain.',
  'anzac-japanese-soil':
    'Once per game: at the end of its turn ANZAC has a unit in a territory that was Japanese at the start.',
};

/** Rules of the seed that TripleA writes as objectives: the US war economy (9) and the Burma Road (10). */
const SEED_OBJECTIVES = new Set(['usa-war-economy', 'china-burma-road']);

function controllerFor(power: Power, players: string | undefined): Controller {
  if (!players) return 'self';
  const list = [...new Set(players.split(':').map(powerOf))].sort(
    (a, b) => POWERS.indexOf(a) - POWERS.indexOf(b),
  );
  return list.length === 1 && list[0] === power ? 'self' : list;
}

/** One TripleA rules attachment as our conditions; anything we cannot say throws (so nothing is dropped). */
function conditionsOf(
  game: TripleaGame,
  a: XmlAttachment,
  power: Power,
): { when: Condition[]; each?: SpaceId[] } {
  const when: Condition[] = [];
  let each: SpaceId[] | undefined;
  const players = option(a.options, 'players')?.value;
  const inverted = option(a.options, 'invert')?.value === 'true';
  for (const o of a.options) {
    switch (o.name) {
      case 'objectiveValue':
      case 'uses':
      case 'players':
      case 'invert':
        break;
      case 'alliedOwnershipTerritories':
      case 'directOwnershipTerritories': {
        const spaces = spaceList(o.value);
        const by: Controller =
          o.name === 'alliedOwnershipTerritories' ? 'side' : controllerFor(power, players);
        const owner = powerOf(a.attachTo);
        if (inverted) {
          // correction: TripleA opens the Burma Road while Japan holds none of it; the seed (p. 9) says while
          // the Allies hold all of it. Only that shape of inverted condition occurs (and is allowed) here.
          if (o.count !== '1' || SIDE_OF[owner] === SIDE_OF[power] || by !== 'side') {
            throw new Error(`${a.name}: inverted condition we cannot express`);
          }
          when.push({ type: 'controls', spaces, by: 'side' });
        } else if (owner !== power) {
          throw new Error(`${a.name}: a condition of ${a.attachTo} in an objective of ${power}`);
        } else if (o.count === 'each') {
          each = spaces;
        } else {
          const n = count(o.count ?? String(spaces.length), a.name);
          when.push(
            n >= spaces.length
              ? { type: 'controls', spaces, by }
              : { type: 'controls', spaces, by, atLeast: n },
          );
        }
        break;
      }
      case 'relationship': {
        const [p1, p2, kind] = o.value.split(':');
        if (kind !== 'anyWar' || !p1 || !p2 || powerOf(p1) !== power)
          throw new Error(`${a.name}: relationship ${o.value}`);
        when.push({ type: 'atWar', with: powerOf(p2) });
        break;
      }
      case 'directPresenceTerritories':
        if (o.count !== '1') throw new Error(`${a.name}: presence count ${o.count}`);
        when.push({ type: 'unitIn', spaces: spaceList(o.value) });
        break;
      case 'conditions':
        for (const name of o.value.split(':')) {
          const ref = game.attachments.find((x) => x.name === name);
          if (!ref) throw new Error(`${a.name}: unknown condition ${name}`);
          when.push(...conditionsOf(game, ref, power).when);
        }
        break;
      default:
        throw new Error(`${a.name}: option ${o.name} is not expressible`);
    }
  }
  return each ? { when, each } : { when };
}

export function convertObjectives(game: TripleaGame): ObjectivesFile {
  const objectives: Objective[] = [];
  for (const a of game.attachments.filter((x) => x.name.startsWith('objectiveAttachment'))) {
    const base = OBJECTIVE_IDS[a.name];
    if (!base) throw new Error(`objective ${a.name} has no id of ours`);
    const power = powerOf(a.attachTo);
    const ipc = count(option(a.options, 'objectiveValue')?.value ?? '', a.name);
    const uses = option(a.options, 'uses')?.value;
    if (uses !== undefined && uses !== '1') throw new Error(`${a.name}: uses ${uses}`);
    const { when, each } = conditionsOf(game, a, power);
    const make = (id: string, conditions: Condition[]): Objective => {
      const text = OBJECTIVE_TEXT[id];
      if (!text) throw new Error(`no text for objective ${id}`);
      const o: Objective = {
        id,
        power,
        ipc,
        text,
        source: SEED_OBJECTIVES.has(id) ? 'seed' : 'triplea-1e',
        when: conditions,
      };
      if (uses === '1') o.once = true;
      return o;
    };
    if (each) {
      // "count=each": ipc for each territory held, written as one objective per territory.
      for (const space of each)
        objectives.push(
          make(`${base}-${space}`, [...when, { type: 'controls', spaces: [space], by: 'side' }]),
        );
    } else {
      objectives.push(make(base, when));
    }
  }
  const unused = Object.keys(OBJECTIVE_TEXT).filter((id) => !objectives.some((o) => o.id === id));
  if (unused.length) throw new Error(`texts without an objective: ${unused.join(', ')}`);

  const road = objectives.find((o) => o.id === 'china-burma-road')?.when[0];
  if (road?.type !== 'controls') throw new Error('Burma Road objective missing');

  const perUnit: Partial<Record<UnitType, number>> = {};
  for (const a of game.attachments.filter((x) => x.name === 'unitAttachment')) {
    const v = option(a.options, 'blockade')?.value;
    if (v === undefined) continue;
    const type = UNIT_NAMES[a.attachTo];
    if (!type) throw new Error(`blockade value on ${a.attachTo}`);
    perUnit[type] = count(v, a.attachTo);
  }
  const ordered: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) if (perUnit[t] !== undefined) ordered[t] = perUnit[t];

  return ObjectivesFileSchema.parse({
    format: OBJECTIVES_FORMAT,
    objectives,
    burmaRoad: road.spaces,
    convoyLoss: { perUnit: ordered, cap: 'adjacent-territories-value' },
  });
}

// ---- files ----------------------------------------------------------------------------------------------------

const WIDTH = 110;
const isPlain = (v: unknown): boolean => v === null || typeof v !== 'object';

/**
 * Our JSON layout: 2-space indent; arrays of plain values, and objects of plain values that fit in the line
 * width, on one line; a trailing newline.
 */
export function render(value: unknown): string {
  const format = (v: unknown, depth: number): string => {
    if (isPlain(v)) return JSON.stringify(v);
    const inner = '  '.repeat(depth + 1);
    const close = '  '.repeat(depth);
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      if (v.every(isPlain)) return `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
      return `[\n${v.map((x) => inner + format(x, depth + 1)).join(',\n')}\n${close}]`;
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    if (entries.every(([, x]) => isPlain(x))) {
      const line = `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`).join(', ')} }`;
      if (inner.length + line.length <= WIDTH) return line;
    }
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${format(x, depth + 1)}`).join(',\n')}\n${close}}`;
  };
  return `${format(value, 0)}\n`;
}

export interface Converted {
  map: MapFile;
  setup: SetupFile;
  objectives: ObjectivesFile;
}

export function convert(xml: string): Converted {
  const game = parseTriplea(xml);
  const map = convertMap(game);
  return { map, setup: convertSetup(game, map), objectives: convertObjectives(game) };
}

export const OUTPUT_FILES = { map: 'map.json', setup: 'setup.json', objectives: 'objectives.json' } as const;

/** Reads the XML and writes the three files; returns their paths. */
export function convertAll(source: string = DEFAULT_SOURCE, outDir: string = DEFAULT_OUT_DIR): string[] {
  const converted = convert(readFileSync(source, 'utf8'));
  mkdirSync(outDir, { recursive: true });
  return (Object.keys(OUTPUT_FILES) as (keyof Converted)[]).map((key) => {
    const path = join(outDir, OUTPUT_FILES[key]);
    writeFileSync(path, render(converted[key]));
    return path;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [source, outDir] = process.argv.slice(2);
  const paths = convertAll(
    source ? resolve(source) : DEFAULT_SOURCE,
    outDir ? resolve(outDir) : DEFAULT_OUT_DIR,
  );
  console.log(`wrote ${paths.join(', ')}`);
}
