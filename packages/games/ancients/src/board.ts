/**
 * Commands & Colors: Ancients board geometry: 9 rows × 13/12 hexes = 113 hexes, pointy-topped, "odd-r" layout.
 *
 * - Hex ids are a row letter and a 1-based column: row A (r = 0) is the top army's baseline, row I (r = 8) the
 *   bottom army's baseline; "A1" is (r 0, c 0), "B12" is (r 1, c 11), "I13" is (r 8, c 12).
 * - Even rows (A, C, E, G, I) have 13 hexes (c 0–12). Odd rows (B, D, F, H) have 12 hexes (c 0–11) and sit half a
 *   hex to the right, so the hex below-left of (r, c) is (r+1, c−1) on even rows and (r+1, c) on odd rows.
 * - Sections use the half-column h = 2c + (r mod 2), 0–24. Seen by the bottom player: left h ≤ 8, centre 8 ≤ h ≤ 16,
 *   right h ≥ 16 (h = 8 and h = 16 lie on the dotted lines and belong to two sections). For the top player, left and
 *   right swap. Only even rows have such shared hexes (c = 4 and c = 8).
 *
 * Every table is built once at module load, so all queries are O(1) lookups.
 */

export type HexId = string;
export type Side = 'top' | 'bottom';
export type Section = 'left' | 'center' | 'right';
export type Direction = 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE';

/** The six directions, in the order `neighbours` uses. */
export const DIRECTIONS: readonly Direction[] = Object.freeze(['E', 'NE', 'NW', 'W', 'SW', 'SE']);

export const ROWS = 9;
/** Hexes in the longest rows. */
export const COLUMNS = 13;
const ROW_LETTERS = 'ABCDEFGHI';
/** Hexes in row r (0-based): 13 in even rows, 12 in odd rows. */
export const rowLength = (r: number): number => (r % 2 === 0 ? COLUMNS : COLUMNS - 1);

/** Offsets (dr, dc) per direction, for even and odd rows, in DIRECTIONS order. */
const EVEN_OFFSETS: readonly (readonly [number, number])[] = [
  [0, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
];
const ODD_OFFSETS: readonly (readonly [number, number])[] = [
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, 0],
  [1, 1],
];

function onBoard(r: number, c: number): boolean {
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < ROWS && c >= 0 && c < rowLength(r);
}

// ---- precomputed tables -------------------------------------------------------------------------------------

const ids: HexId[] = [];
const rcs: { r: number; c: number }[] = [];
/** Index of each hex in ALL_HEXES, by id. */
const INDEX = new Map<HexId, number>();
/** rc → index, as a dense 9 × 13 grid (−1 where there is no hex). */
const GRID: number[] = new Array(ROWS * COLUMNS).fill(-1);

for (let r = 0; r < ROWS; r++) {
  for (let c = 0; c < rowLength(r); c++) {
    const id = `${ROW_LETTERS[r]}${c + 1}`;
    GRID[r * COLUMNS + c] = ids.length;
    INDEX.set(id, ids.length);
    ids.push(id);
    rcs.push(Object.freeze({ r, c }));
  }
}

const N = ids.length;

/** Neighbour index per direction (−1 = off board), laid out as [hex * 6 + dir]. */
const NEIGHBOUR_IDX = new Int16Array(N * 6).fill(-1);
const NEIGHBOUR_LISTS: readonly HexId[][] = ids.map((_, i) => {
  const { r, c } = rcs[i]!;
  const offsets = r % 2 === 0 ? EVEN_OFFSETS : ODD_OFFSETS;
  const list: HexId[] = [];
  offsets.forEach(([dr, dc], d) => {
    const nr = r + dr;
    const nc = c + dc;
    if (onBoard(nr, nc)) {
      const j = GRID[nr * COLUMNS + nc]!;
      NEIGHBOUR_IDX[i * 6 + d] = j;
      list.push(ids[j]!);
    }
  });
  return list;
});

const CUBES: readonly { x: number; y: number; z: number }[] = rcs.map(({ r, c }) => {
  const x = c - (r - (r % 2)) / 2;
  const z = r;
  return Object.freeze({ x, y: 0 - x - z, z }); // 0 − … avoids −0
});

/** Full distance matrix, [a * N + b]. */
const DIST = new Uint8Array(N * N);
for (let a = 0; a < N; a++) {
  const ca = CUBES[a]!;
  for (let b = 0; b < N; b++) {
    const cb = CUBES[b]!;
    DIST[a * N + b] = Math.max(Math.abs(ca.x - cb.x), Math.abs(ca.y - cb.y), Math.abs(ca.z - cb.z));
  }
}

function sectionsFromBottom(h: number): Section[] {
  const out: Section[] = [];
  if (h <= 8) out.push('left');
  if (h >= 8 && h <= 16) out.push('center');
  if (h >= 16) out.push('right');
  return out;
}
const MIRROR: Record<Section, Section> = { left: 'right', center: 'center', right: 'left' };
const ORDER: Record<Section, number> = { left: 0, center: 1, right: 2 };

const SECTIONS_BOTTOM: readonly (readonly Section[])[] = rcs.map(({ r, c }) =>
  Object.freeze(sectionsFromBottom(2 * c + (r % 2))),
);
const SECTIONS_TOP: readonly (readonly Section[])[] = SECTIONS_BOTTOM.map((list) =>
  Object.freeze(list.map((s) => MIRROR[s]).sort((a, b) => ORDER[a] - ORDER[b])),
);

function indexOf(id: HexId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`not a hex on the Ancients board: ${JSON.stringify(id)}`);
  return i;
}

// ---- public API ------------------------------------------------------------------------------------------------

/** All 113 hex ids, row-major (A1 … A13, B1 … B12, …, I13). */
export const ALL_HEXES: readonly HexId[] = Object.freeze([...ids]);

export function isHex(id: string): boolean {
  return INDEX.has(id);
}

/** Row and 0-based column of a hex. Throws for an id that is not on the board. */
export function hexRC(id: HexId): { r: number; c: number } {
  return rcs[indexOf(id)]!;
}

/** The id of (r, c), 0-based. Throws if off-board. */
export function hexId(r: number, c: number): HexId {
  const id = hexIdOrNull(r, c);
  if (id === null) throw new Error(`(r ${r}, c ${c}) is not on the Ancients board`);
  return id;
}

/** The id of (r, c), 0-based, or null off the board. */
export function hexIdOrNull(r: number, c: number): HexId | null {
  return onBoard(r, c) ? ids[GRID[r * COLUMNS + c]!]! : null;
}

/** On-board neighbours, in the order E, NE, NW, W, SW, SE (off-board directions skipped). */
export function neighbours(id: HexId): HexId[] {
  return [...NEIGHBOUR_LISTS[indexOf(id)]!];
}

export function neighbourInDirection(id: HexId, dir: Direction): HexId | null {
  const d = DIRECTIONS.indexOf(dir);
  if (d < 0) throw new Error(`unknown direction ${JSON.stringify(dir)}`);
  const j = NEIGHBOUR_IDX[indexOf(id) * 6 + d]!;
  return j < 0 ? null : ids[j]!;
}

/** Hex distance (number of steps). */
export function distance(a: HexId, b: HexId): number {
  return DIST[indexOf(a) * N + indexOf(b)]!;
}

export function areAdjacent(a: HexId, b: HexId): boolean {
  return distance(a, b) === 1;
}

/**
 * The section(s) a hex belongs to, from `side`'s own point of view, in the order left, center, right.
 * Hexes on a dotted line (even rows, columns 5 and 9) return two sections.
 */
export function sectionsOf(id: HexId, side: Side): Section[] {
  const i = indexOf(id);
  return [...(side === 'bottom' ? SECTIONS_BOTTOM[i]! : SECTIONS_TOP[i]!)];
}

/** Row step toward a side's own baseline: the top army retreats to smaller rows, the bottom army to larger. */
export function rowTowardHome(side: Side): -1 | 1 {
  return side === 'top' ? -1 : 1;
}

/** True on a side's own baseline: row A for the top army, row I for the bottom army. */
export function isHomeRow(id: HexId, side: Side): boolean {
  return hexRC(id).r === (side === 'top' ? 0 : ROWS - 1);
}

/** Cube coordinates: x = c − (r − (r mod 2)) / 2, z = r, y = −x − z. */
export function cube(id: HexId): { x: number; y: number; z: number } {
  return CUBES[indexOf(id)]!;
}
