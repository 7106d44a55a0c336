/**
 * 8 Board spaces: the territories and sea zones of `data/map.json` (validated once, when this module loads) and
 * cheap queries over them. Neighbour lists are precomputed; `distance` is a breadth-first search over indices.
 */
import data from '../data/map.json' with { type: 'json' };
import { type MapFile, MapFileSchema, type Space, type SpaceId } from './map-schema.ts';

export const MAP: MapFile = MapFileSchema.parse(data);

/** Every space id, sorted. */
export const SPACE_IDS: readonly SpaceId[] = Object.freeze(MAP.spaces.map((s) => s.id));
export const SPACES: Readonly<Record<SpaceId, Space>> = Object.freeze(
  Object.fromEntries(MAP.spaces.map((s) => [s.id, s])),
);
export const LAND_IDS: readonly SpaceId[] = Object.freeze(
  SPACE_IDS.filter((id) => SPACES[id]?.kind === 'land'),
);
export const SEA_IDS: readonly SpaceId[] = Object.freeze(
  SPACE_IDS.filter((id) => SPACES[id]?.kind === 'sea'),
);

const INDEX = new Map<SpaceId, number>(SPACE_IDS.map((id, i) => [id, i]));
const NEIGHBOURS: SpaceId[][] = SPACE_IDS.map(() => []);
const NEIGHBOUR_INDEX: number[][] = SPACE_IDS.map(() => []);
for (const [a, b] of MAP.adjacency) {
  const i = INDEX.get(a) as number;
  const j = INDEX.get(b) as number;
  NEIGHBOURS[i]?.push(b);
  NEIGHBOURS[j]?.push(a);
  NEIGHBOUR_INDEX[i]?.push(j);
  NEIGHBOUR_INDEX[j]?.push(i);
}
for (const list of NEIGHBOURS) list.sort();
const SEA_NEIGHBOURS = NEIGHBOURS.map((list) =>
  Object.freeze(list.filter((id) => SPACES[id]?.kind === 'sea')),
);
const LAND_NEIGHBOURS = NEIGHBOURS.map((list) =>
  Object.freeze(list.filter((id) => SPACES[id]?.kind === 'land')),
);
for (const list of NEIGHBOURS) Object.freeze(list);

function indexOf(id: SpaceId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`unknown space '${id}'`);
  return i;
}

export const hasSpace = (id: string): boolean => INDEX.has(id);

/** The space with this id (throws on an unknown id). */
export const spaceOf = (id: SpaceId): Space => MAP.spaces[indexOf(id)] as Space;

export const isLand = (id: SpaceId): boolean => spaceOf(id).kind === 'land';
export const isSea = (id: SpaceId): boolean => spaceOf(id).kind === 'sea';

/** Adjacent spaces, sorted by id. */
export const neighbours = (id: SpaceId): readonly SpaceId[] => NEIGHBOURS[indexOf(id)] as SpaceId[];

export const areAdjacent = (a: SpaceId, b: SpaceId): boolean => neighbours(a).includes(b);

/** The sea zones next to a space (for a land territory: its coasts; empty when landlocked). */
export const seaZonesOf = (id: SpaceId): readonly SpaceId[] => SEA_NEIGHBOURS[indexOf(id)] as SpaceId[];

/** The land territories next to a space (for a sea zone: its shores). */
export const landsOf = (id: SpaceId): readonly SpaceId[] => LAND_NEIGHBOURS[indexOf(id)] as SpaceId[];

/**
 * The fewest moves from `a` to `b`; `Infinity` when there is no way. `passable` is asked about every space a
 * path enters (`b` included, `a` not); without it every space may be entered.
 */
export function distance(a: SpaceId, b: SpaceId, passable?: (id: SpaceId) => boolean): number {
  const from = indexOf(a);
  const to = indexOf(b);
  if (from === to) return 0;
  const dist = new Int16Array(SPACE_IDS.length).fill(-1);
  const queue = new Int16Array(SPACE_IDS.length);
  dist[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const i = queue[head++] as number;
    const d = (dist[i] as number) + 1;
    for (const j of NEIGHBOUR_INDEX[i] as number[]) {
      if (dist[j] !== -1) continue;
      if (passable && !passable(SPACE_IDS[j] as SpaceId)) continue;
      if (j === to) return d;
      dist[j] = d;
      queue[tail++] = j;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** 17.1, 14.7 The territory holding `power`'s capital (China has none). */
export const capitalOf = (power: string): SpaceId | undefined =>
  LAND_IDS.find((id) => spaceOf(id).capital === power);
