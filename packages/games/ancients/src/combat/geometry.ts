/**
 * Board questions combat asks: which hexes lie toward a side's baseline (12.1 retreat, 13.1 evade, 14.3 leader
 * evade), line of sight (10.3 step 3), and who stands where. Geometric tables are computed once.
 */
import { type Hex, hexLine, hexToOffset, offsetToHex } from '@wargame/engine';
import { ALL_HEXES, type HexId, hexIdOrNull, hexRC, neighbours, rowTowardHome, type Side } from '../board.ts';
import { hexIndex } from '../state.ts';
import { blocksLineOfSight } from '../terrain.ts';
import type { AncientsState, Leader, Unit } from '../types.ts';

// ---- toward home ------------------------------------------------------------------------------------------------

function buildBackward(side: Side): Map<HexId, readonly HexId[]> {
  const dr = rowTowardHome(side);
  const table = new Map<HexId, readonly HexId[]>();
  for (const id of ALL_HEXES) {
    const { r } = hexRC(id);
    table.set(id, Object.freeze(neighbours(id).filter((n) => hexRC(n).r === r + dr)));
  }
  return table;
}
const BACKWARD: Record<Side, Map<HexId, readonly HexId[]>> = {
  top: buildBackward('top'),
  bottom: buildBackward('bottom'),
};

/** 12.1 The (at most two) hexes one step from `hex` toward `side`'s own baseline: never sideways. */
export function hexesTowardHome(hex: HexId, side: Side): readonly HexId[] {
  return BACKWARD[side].get(hex) ?? [];
}

const NEIGHBOURS = new Map<HexId, readonly HexId[]>(
  ALL_HEXES.map((id) => [id, Object.freeze(neighbours(id))]),
);

/** On-board neighbours, from a frozen table (no copy). */
export function adjacentHexes(hex: HexId): readonly HexId[] {
  return NEIGHBOURS.get(hex) ?? [];
}

/**
 * The side a piece retreats and evades toward: its own, unless a scenario rule says otherwise (005 Mago's
 * ambush force, set on the enemy baseline, still retreats toward `retreatToward`).
 */
export function homeSideOf(s: AncientsState, piece: Unit | Leader): Side {
  for (const rule of s.specialRules) {
    if (rule.rule !== 'ambush') continue;
    const ids = [
      ...((rule.units as string[] | undefined) ?? []),
      ...((rule.leaders as string[] | undefined) ?? []),
    ];
    if (ids.includes(piece.id) && (rule.retreatToward === 'top' || rule.retreatToward === 'bottom'))
      return rule.retreatToward;
  }
  return piece.side;
}

// ---- occupancy --------------------------------------------------------------------------------------------------

/** Who stands where, indexed once for a query that looks at many hexes. */
export interface Occupancy {
  unit: Map<HexId, Unit>;
  leader: Map<HexId, Leader>;
}

/** Who stands where (the state's own index; see state.ts). */
export function occupancy(s: AncientsState): Occupancy {
  return hexIndex(s);
}

// ---- line of sight ----------------------------------------------------------------------------------------------

/** The hexes a line passes through strictly between its ends (null = off the board), and the hexsides it runs along. */
interface LosPath {
  between: (HexId | null)[];
  along: [HexId | null, HexId | null][];
  /** The target's neighbours through whose edges (or shared corner) the line enters the target's hex. */
  entry: HexId[];
}

const LOS_CACHE = new Map<string, LosPath>();

const toCube = (id: HexId): Hex => {
  const { r, c } = hexRC(id);
  return offsetToHex({ col: c, row: r });
};

function toId(h: Hex): HexId | null {
  const { col, row } = hexToOffset(h);
  return hexIdOrNull(row, col);
}

function losPath(a: HexId, b: HexId): LosPath {
  const key = `${a}|${b}`;
  let path = LOS_CACHE.get(key);
  if (path) return path;
  const between: (HexId | null)[] = [];
  const along: [HexId | null, HexId | null][] = [];
  let entry: (HexId | null)[] = [];
  for (const step of hexLine(toCube(a), toCube(b))) {
    if ('hex' in step) {
      const id = toId(step.hex);
      if (id === b) break;
      if (id !== a) between.push(id);
      entry = [id];
    } else if ('along' in step) {
      const pair: [HexId | null, HexId | null] = [toId(step.along[0]), toId(step.along[1])];
      along.push(pair);
      entry = [...pair];
    } else {
      // A corner touched just before the target is the corner the line enters it by.
      entry.push(toId(step.corner));
    }
  }
  const near = new Set(neighbours(b));
  path = { between, along, entry: entry.filter((h): h is HexId => h !== null && near.has(h)) };
  LOS_CACHE.set(key, path);
  return path;
}

/** 16-I The target's neighbours across whose edges (or at whose shared corner) a line of fire enters it. */
export function entryNeighbours(from: HexId, to: HexId): readonly HexId[] {
  return losPath(from, to).entry;
}

/** The connected group of hill hexes that holds `hex` (a plateau, 10-C). */
function hillGroup(s: AncientsState, hex: HexId): Set<HexId> {
  const group = new Set<HexId>([hex]);
  const todo = [hex];
  for (let h = todo.pop(); h !== undefined; h = todo.pop()) {
    for (const n of adjacentHexes(h)) {
      if (!group.has(n) && s.terrain[n]?.type === 'hill') {
        group.add(n);
        todo.push(n);
      }
    }
  }
  return group;
}

/**
 * 10.3 step 3, 10-C Line of sight from the centre of `from` to the centre of `to`: blocked by any hex between them
 * holding an obstacle (a unit or leader of either side, forest, camp, impassable hills, a hill unless firer and
 * target stand on the same group of hills, or the board's edge); a line running exactly along hexsides is
 * blocked only where both hexes beside it are obstacles. The target's own hex never blocks, nor does the firer's.
 */
export function hasLineOfSight(
  s: AncientsState,
  from: HexId,
  to: HexId,
  occ: Occupancy = occupancy(s),
): boolean {
  const path = losPath(from, to);
  let plateau: Set<HexId> | null | undefined;
  const onPlateau = (h: HexId): boolean => {
    if (plateau === undefined) {
      const bothHills = s.terrain[from]?.type === 'hill' && s.terrain[to]?.type === 'hill';
      const group = bothHills ? hillGroup(s, from) : null;
      plateau = group?.has(to) ? group : null;
    }
    return plateau?.has(h) === true;
  };
  const obstacle = (h: HexId | null): boolean => {
    if (h === null) return true;
    if (h === from || h === to) return false;
    if (occ.unit.has(h) || occ.leader.has(h)) return true;
    const t = s.terrain[h];
    if (!t) return false;
    if (t.type === 'hill') return !onPlateau(h);
    return blocksLineOfSight(s, h);
  };
  for (const h of path.between) if (obstacle(h)) return false;
  for (const [x, y] of path.along) if (obstacle(x) && obstacle(y)) return false;
  return true;
}
