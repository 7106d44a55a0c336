/**
 * What the rules ask of the board in a state: the map it is played on, the blocks on each position in
 * their order, which positions and areas each army's fields of fire cover (§9), blocks in play (§7).
 * Read-only; every rule file asks here rather than walking the blocks itself.
 */

import defaultMapJson from '../data/map.json' with { type: 'json' };
import type { Army } from './armies.ts';
import { type Facing, fieldOfFire, positionsUnderFire } from './fields-of-fire.ts';
import { type AreaId, type GameMap, loadMap, type PositionId } from './map.ts';
import type { Block, BlockId, GettysburgState } from './state.ts';
import type { EnemyPresence } from './withdrawal-paths.ts';

let defaultMap: GameMap | null = null;
const custom = new WeakMap<object, GameMap>();

/** The package's reconstruction of the battlefield (data/map.json). */
export function defaultGameMap(): GameMap {
  defaultMap ??= loadMap(defaultMapJson);
  return defaultMap;
}

/** The map a game is played on: its own file when it was made with one, else the reconstruction. */
export function mapOf(state: Pick<GettysburgState, 'options'>): GameMap {
  const file = state.options.mapFile;
  if (file === undefined || file === null || typeof file !== 'object') return defaultGameMap();
  let map = custom.get(file);
  if (!map) {
    map = loadMap(file);
    custom.set(file, map);
  }
  return map;
}

export const enemyOf = (army: Army): Army => (army === 'union' ? 'confederate' : 'union');

export type MapBlock = Block & { place: Extract<Block['place'], { kind: 'map' }> };

export const onMap = (b: Block): b is MapBlock => b.place.kind === 'map';

/**
 * Board queries remembered while one state is being read (`readingOnly`): the rules ask the same
 * questions of it once per block. Only for a state nobody changes meanwhile: never a draft.
 */
let reading: { state: GettysburgState; answers: Map<string, unknown> } | null = null;

/** Run `read` with the board queries on `state` remembered (state must not change during it). */
export function readingOnly<T>(state: GettysburgState, read: () => T): T {
  if (reading) return read();
  reading = { state, answers: new Map() };
  try {
    return read();
  } finally {
    reading = null;
  }
}

/** `answer()`, asked once while `state` is read (readingOnly), else every time. */
export function remembered<T>(state: GettysburgState, key: string, answer: () => T): T {
  if (reading?.state !== state) return answer();
  const known = reading.answers.get(key);
  if (known !== undefined) return known as T;
  const value = answer();
  reading.answers.set(key, value);
  return value;
}

/** Every block of an army on the map (of both, unless one is named). */
export function mapBlocks(state: GettysburgState, army?: Army): MapBlock[] {
  if (army === undefined) return remembered(state, 'blocks', () => allMapBlocks(state));
  return remembered(state, `blocks ${army}`, () => mapBlocks(state).filter((b) => b.army === army));
}

function allMapBlocks(state: GettysburgState): MapBlock[] {
  const out: MapBlock[] = [];
  // for-in: Object.values is several times slower on a record of this many blocks.
  for (const id in state.blocks) {
    const b = state.blocks[id]!;
    if (onMap(b)) out.push(b);
  }
  return out;
}

/** The blocks on a position, front rank first (both armies, unless one is named). */
export function blocksOn(state: GettysburgState, position: PositionId, army?: Army): MapBlock[] {
  const here = remembered(state, 'by position', () => byPosition(state)).get(position) ?? [];
  return army === undefined ? [...here] : here.filter((b) => b.army === army);
}

function byPosition(state: GettysburgState): Map<PositionId, MapBlock[]> {
  const out = new Map<PositionId, MapBlock[]>();
  for (const b of mapBlocks(state)) {
    const here = out.get(b.place.position);
    if (here) here.push(b);
    else out.set(b.place.position, [b]);
  }
  for (const here of out.values()) here.sort((a, b) => a.place.rank - b.place.rank || (a.id < b.id ? -1 : 1));
  return out;
}

/** How many blocks of `army` stand on each position. */
export function blockCounts(state: GettysburgState, army: Army): Map<PositionId, number> {
  return remembered(state, `counts ${army}`, () => {
    const out = new Map<PositionId, number>();
    for (const b of mapBlocks(state, army)) out.set(b.place.position, (out.get(b.place.position) ?? 0) + 1);
    return out;
  });
}

/** The positions each army's blocks stand on. */
export function occupied(state: GettysburgState): Readonly<Record<Army, ReadonlySet<PositionId>>> {
  return remembered(state, 'occupied', () => {
    const out = { union: new Set<PositionId>(), confederate: new Set<PositionId>() };
    for (const b of mapBlocks(state)) out[b.army].add(b.place.position);
    return out;
  });
}

export const facingOf = (b: MapBlock): Facing => ({ position: b.place.position, front: b.place.front });

/** §9 What an army's fields of fire cover: areas and the positions bounding them. */
export interface Coverage {
  areas: Set<AreaId>;
  positions: Set<PositionId>;
}

/** Coverages worked out lately, by map and by the facings of the army's blocks (their only input). */
const coverages = new WeakMap<GameMap, Map<string, Coverage>>();
const COVERAGES_KEPT = 512;

/** §9 An army's fields of fire (read-only: shared by every state where its blocks face the same). */
export function coverage(state: GettysburgState, map: GameMap, army: Army): Coverage {
  return remembered(state, `coverage ${army}`, () => {
    const facings = [...new Set(mapBlocks(state, army).map((b) => `${b.place.position}|${b.place.front}`))];
    const key = facings.sort().join(' ');
    let known = coverages.get(map);
    if (!known) {
      known = new Map();
      coverages.set(map, known);
    }
    let found = known.get(key);
    if (!found) {
      if (known.size >= COVERAGES_KEPT) known.clear();
      found = coverageOf(state, map, army);
      known.set(key, found);
    }
    return found;
  });
}

function coverageOf(state: GettysburgState, map: GameMap, army: Army): Coverage {
  const own = occupied(state)[army];
  const friendlyOn = (p: PositionId) => own.has(p);
  const areas = new Set<AreaId>();
  const seen = new Set<string>();
  for (const b of mapBlocks(state, army)) {
    const key = `${b.place.position}|${b.place.front}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const a of fieldOfFire(map, facingOf(b), friendlyOn).areas) areas.add(a);
  }
  return { areas, positions: positionsUnderFire(map, { areas: [...areas], extended: [] }) };
}

/** §14, §12 The enemy as a moving block of `army` sees it: where enemy blocks stand, where they fire. */
export function enemyPresence(state: GettysburgState, map: GameMap, army: Army): EnemyPresence & Coverage {
  return remembered(state, `presence ${army}`, () => presenceOf(state, map, army));
}

function presenceOf(state: GettysburgState, map: GameMap, army: Army): EnemyPresence & Coverage {
  const enemy = enemyOf(army);
  const there = occupied(state)[enemy];
  const fire = coverage(state, map, enemy);
  return { ...fire, enemyOn: (p) => there.has(p), underFire: (p) => fire.positions.has(p) };
}

/** §7 Blocks in play: on the map, exited and free to re-enter, or waiting to enter at an entry point. */
export function blocksInPlay(state: GettysburgState, army: Army): number {
  let n = 0;
  for (const b of Object.values(state.blocks))
    if (
      b.army === army &&
      (b.place.kind === 'map' || b.place.kind === 'exited' || b.place.kind === 'waiting')
    )
      n++;
  return n;
}

/** The rank behind the last block of an army on a position (where a block arriving there stands). */
export function nextRank(state: GettysburgState, position: PositionId): number {
  return blocksOn(state, position).reduce((n, b) => Math.max(n, b.place.rank + 1), 0);
}

export function blockOf(state: GettysburgState, id: BlockId): Block {
  const b = state.blocks[id];
  if (!b) throw new Error(`no block ${id}`);
  return b;
}
