/**
 * Builds `data/geometry.json` (`pacific-1940-geometry/1`), the outlines and anchor points for drawing the board,
 * from the TripleA map's pixel files.
 *
 * Usage (from the repo root):
 *
 *   node --import tsx packages/games/pacific-1940/scripts/convert-geometry.ts [sourceDir] [outFile]
 *
 * - sourceDir defaults to `../shared/data/axis-and-allies-pacific-1940` (relative to the repo root); we read
 *   `games/ww2pac40.xml` (the 1st edition: only its territory list) and `map/polygons.txt`, `centers.txt`,
 *   `place.txt`, `pu_place.txt`, `capitols.txt`, `vc.txt`, `kamikaze_place.txt`, `map.properties`.
 * - outFile defaults to `packages/games/pacific-1940/data/geometry.json`.
 *
 * Outlines are simplified with Douglas–Peucker (simplify-js, high quality) at `TOLERANCE` pixels. Land borders in
 * polygons.txt share their vertices exactly, so each shared stretch of border is simplified once and used by both
 * sides: neighbouring outlines stay glued, with no slivers. Only coordinates are taken from TripleA; the palette
 * is our own (see RULINGS.md, "Map drawing"). Deterministic: same input, same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import simplify from 'simplify-js';
import {
  GEOMETRY_FORMAT,
  type GeometryFile,
  loadGeometry,
  type Point,
  type SpaceGeometry,
} from '../src/geometry-schema.ts';
import { spaceIdOf, TRIPLEA_PLAYERS } from '../src/space-id.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_SOURCE_DIR = resolve(REPO_ROOT, '../shared/data/axis-and-allies-pacific-1940');
export const DEFAULT_OUT_FILE = resolve(REPO_ROOT, 'packages/games/pacific-1940/data/geometry.json');

/** Douglas–Peucker tolerance in pixels of the 3773×3213 map; no kept outline strays further from the original. */
export const TOLERANCE = 1;

/**
 * Our palette (TripleA's colours are not used; see RULINGS.md). The five powers follow the seed's piece colours
 * (p. 7: Japan orange, USA green, China light green, UK beige, ANZAC brown), lightened for territory fills; the
 * others are our choices, kept apart from those and from the sea.
 */
export const PALETTE = {
  japan: '#e8903a',
  usa: '#6f9a4a',
  china: '#b4d67a',
  uk: '#dcc9a0',
  anzac: '#a0704e',
  dutch: '#c7a3c9',
  french: '#7d8cc4',
  russia: '#c25a50',
  neutral: '#f2f1ea',
  impassable: '#a39a88',
  sea: '#a9cbe3',
} as const;

/** TripleA's nation names in map.properties → our palette keys (every colour there must have one of ours). */
const TRIPLEA_COLOUR_KEYS: Readonly<Record<string, keyof typeof PALETTE>> = {
  ...TRIPLEA_PLAYERS,
  Neutral: 'neutral',
  Impassable: 'impassable',
};

// ---- reading TripleA's files ------------------------------------------------------------------------------------

type Ring = Point[];

const POINT = /\((-?\d+),(-?\d+)\)/g;

function pointsIn(text: string): Point[] {
  return [...text.matchAll(POINT)].map((m) => [Number(m[1]), Number(m[2])] as Point);
}

/** `Name  <  (x,y) (x,y) … >  < … >`: one line per territory, one `< … >` per polygon. */
export function parsePolygons(text: string): Map<string, Ring[]> {
  const out = new Map<string, Ring[]>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('<');
    if (at < 0) continue;
    const name = line.slice(0, at).trim();
    const rings = [...line.slice(at).matchAll(/<([^>]*)>/g)].map((m) => pointsIn(m[1] ?? ''));
    if (out.has(name)) throw new Error(`polygons.txt: ${name} twice`);
    out.set(name, rings);
  }
  return out;
}

/** `Name  (x,y)  (x,y) …`: one line per territory (centers, place, pu_place, capitols, vc, kamikaze_place). */
export function parsePointFile(text: string, file: string): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('(');
    if (at < 0) continue;
    const name = line.slice(0, at).trim();
    if (out.has(name)) throw new Error(`${file}: ${name} twice`);
    out.set(name, pointsIn(line.slice(at)));
  }
  return out;
}

export function parseProperties(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([^#=\s][^=]*?)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out.set(m[1] ?? '', m[2] ?? '');
  }
  return out;
}

/** The 1E XML's territory list (commented-out entries such as TripleA's `Box1`–`Box3` are not in it). */
export function territoryNamesOf(xml: string): { name: string; water: boolean }[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'territory',
  });
  const doc = parser.parse(xml) as { game?: { map?: { territory?: { name: string; water?: string }[] } } };
  const list = doc.game?.map?.territory;
  if (!list || list.length === 0) throw new Error('ww2pac40.xml: no <territory> in <map>');
  return list.map((t) => ({ name: t.name, water: t.water === 'true' }));
}

// ---- simplification ---------------------------------------------------------------------------------------------

const key = (p: Point): string => `${p[0]},${p[1]}`;

/** Drops a point equal to the one before it (TripleA often repeats the first point). */
function dropRepeats(ring: Ring): Ring {
  return ring.filter((p, i) => key(p) !== key(ring[(i + ring.length - 1) % ring.length]!));
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker on an open chain (both ends kept); also returns the furthest any dropped point lies. */
function simplifyChain(chain: Point[], tolerance: number): { kept: Point[]; error: number } {
  if (tolerance <= 0 || chain.length <= 2) return { kept: chain, error: 0 };
  const objects = chain.map(([x, y]) => ({ x, y }));
  const indexOf = new Map(objects.map((o, i) => [o, i]));
  // simplify-js returns the very objects it keeps, so each kept point's index in the chain is known
  const keptIdx = simplify(objects, tolerance, true).map((o) => indexOf.get(o)!);
  let error = 0;
  for (let k = 1; k < keptIdx.length; k++) {
    const a = chain[keptIdx[k - 1]!]!;
    const b = chain[keptIdx[k]!]!;
    for (let i = keptIdx[k - 1]! + 1; i < keptIdx[k]!; i++)
      error = Math.max(error, segmentDistance(chain[i]!, a, b));
  }
  const kept = keptIdx.map((i) => chain[i]!);
  return { kept, error };
}

export interface SimplifyReport {
  /** The furthest, in pixels, any original vertex lies from the simplified outline that replaced it. */
  maxError: number;
  pointsBefore: number;
  pointsAfter: number;
}

/**
 * Simplifies every ring. A vertex where the set of rings sharing the adjacent edges changes is a node; rings are cut
 * at nodes into chains, and each chain (read in a canonical direction) is simplified once, so two neighbours get the
 * same border. A ring with no node (an island, a sea zone whose coasts are all its own) is simplified alone.
 */
export function simplifyRings(
  byName: ReadonlyMap<string, Ring[]>,
  tolerance: number,
): { rings: Map<string, Ring[]>; report: SimplifyReport } {
  const names = [...byName.keys()];
  const all: Ring[] = [];
  const ringsOf = new Map<string, number[]>();
  for (const name of names) {
    const idx: number[] = [];
    for (const raw of byName.get(name)!) {
      const ring = dropRepeats(raw);
      if (ring.length < 3) throw new Error(`${name}: a polygon with fewer than 3 points`);
      idx.push(all.length);
      all.push(ring);
    }
    ringsOf.set(name, idx);
  }

  const edgeKey = (a: Point, b: Point): string => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
  };
  const edgeOwners = new Map<string, number[]>();
  all.forEach((ring, r) => {
    ring.forEach((p, i) => {
      const e = edgeKey(p, ring[(i + 1) % ring.length]!);
      const owners = edgeOwners.get(e);
      if (!owners) edgeOwners.set(e, [r]);
      else if (!owners.includes(r)) owners.push(r);
    });
  });
  const ownersOf = (a: Point, b: Point): string =>
    (edgeOwners.get(edgeKey(a, b)) ?? [])
      .slice()
      .sort((x, y) => x - y)
      .join(',');

  const nodes = new Set<string>();
  for (const ring of all) {
    ring.forEach((p, i) => {
      const prev = ring[(i + ring.length - 1) % ring.length]!;
      const next = ring[(i + 1) % ring.length]!;
      if (ownersOf(prev, p) !== ownersOf(p, next)) nodes.add(key(p));
    });
  }

  let maxError = 0;
  let pointsBefore = 0;
  let pointsAfter = 0;
  const chainCache = new Map<string, Point[]>();
  const simplifyShared = (chain: Point[]): Point[] => {
    const forward = chain.map(key).join(' ');
    const backward = chain.slice().reverse().map(key).join(' ');
    const reversed = backward < forward;
    const canonical = reversed ? chain.slice().reverse() : chain;
    const cacheKey = reversed ? backward : forward;
    let kept = chainCache.get(cacheKey);
    if (!kept) {
      const result = simplifyChain(canonical, tolerance);
      maxError = Math.max(maxError, result.error);
      kept = result.kept;
      chainCache.set(cacheKey, kept);
    }
    return reversed ? kept.slice().reverse() : kept;
  };

  const out: Ring[] = all.map((ring) => {
    pointsBefore += ring.length;
    const starts = ring.map((p, i) => (nodes.has(key(p)) ? i : -1)).filter((i) => i >= 0);
    let result: Ring;
    if (starts.length === 0) {
      const { kept, error } = simplifyChain([...ring, ring[0]!], tolerance);
      maxError = Math.max(maxError, error);
      result = kept.slice(0, -1);
    } else {
      result = [];
      for (let s = 0; s < starts.length; s++) {
        const from = starts[s]!;
        const to = starts[(s + 1) % starts.length]!;
        const chain: Point[] = [];
        for (let i = from; ; i = (i + 1) % ring.length) {
          chain.push(ring[i]!);
          if (chain.length > 1 && i === to) break;
        }
        result.push(...simplifyShared(chain).slice(0, -1));
      }
    }
    pointsAfter += result.length;
    return result;
  });

  const rings = new Map<string, Ring[]>();
  for (const name of names) {
    const kept = ringsOf.get(name)!.map((r) => out[r]!);
    for (const ring of kept)
      if (ring.length < 3) throw new Error(`${name}: a polygon collapsed below 3 points`);
    rings.set(name, kept);
  }
  return { rings, report: { maxError, pointsBefore, pointsAfter } };
}

// ---- output ------------------------------------------------------------------------------------------------------

export function pathData(ring: Ring): string {
  return `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

function bboxOf(rings: Ring[]): [number, number, number, number] {
  const xs = rings.flatMap((r) => r.map((p) => p[0]));
  const ys = rings.flatMap((r) => r.map((p) => p[1]));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export interface ConvertResult {
  geometry: GeometryFile;
  json: string;
  report: SimplifyReport & {
    /** TripleA names found in the map files but not in the 1E territory list, with the file. */
    ignored: string[];
    /** Anchor points that lay off the board and were moved onto its edge. */
    clamped: string[];
  };
}

/** correction: TripleA marks Himalayas as China's capital only to make its engine work; China has no capital (§10). */
const NOT_A_CAPITAL = new Set(['Himalayas']);

type Marker = 'ipcMarker' | 'capital' | 'victoryCity' | 'kamikaze';

export function convertGeometry(
  sourceDir: string = DEFAULT_SOURCE_DIR,
  tolerance = TOLERANCE,
): ConvertResult {
  const read = (file: string): string => readFileSync(join(sourceDir, file), 'utf8');
  const territories = territoryNamesOf(read('games/ww2pac40.xml'));
  const wanted = new Set(territories.map((t) => t.name));

  const props = parseProperties(read('map/map.properties'));
  const width = Number(props.get('map.width'));
  const height = Number(props.get('map.height'));
  if (!Number.isInteger(width) || !Number.isInteger(height)) throw new Error('map.properties: no map size');
  for (const [k, v] of props) {
    if (!k.startsWith('color.')) continue;
    const nation = k.slice('color.'.length);
    if (!TRIPLEA_COLOUR_KEYS[nation]) throw new Error(`map.properties: colour for unknown nation ${nation}`);
    if (!/^[0-9a-fA-F]{6}$/.test(v)) throw new Error(`map.properties: bad colour ${k}=${v}`);
  }

  const ignored: string[] = [];
  const keepWanted = <T>(file: string, all: Map<string, T>): Map<string, T> => {
    const kept = new Map<string, T>();
    for (const [name, v] of all) {
      if (wanted.has(name)) kept.set(name, v);
      else ignored.push(`${file}: ${name}`);
    }
    return kept;
  };
  const polygons = keepWanted('polygons.txt', parsePolygons(read('map/polygons.txt')));
  const points = (file: string): Map<string, Point[]> =>
    keepWanted(file, parsePointFile(read(`map/${file}`), file));
  const centers = points('centers.txt');
  const place = points('place.txt');
  const pu = points('pu_place.txt');
  const capitols = points('capitols.txt');
  const vc = points('vc.txt');
  const kamikaze = points('kamikaze_place.txt');

  const { rings, report } = simplifyRings(polygons, tolerance);

  // correction: an anchor point off the board (Kazakhstan's stack at x = -12) is moved onto its edge
  const clamped: string[] = [];
  const onBoard = (file: string, name: string, p: Point): Point => {
    const q: Point = [Math.max(0, Math.min(width, p[0])), Math.max(0, Math.min(height, p[1]))];
    if (q[0] !== p[0] || q[1] !== p[1]) clamped.push(`${file}: ${name} (${p[0]}, ${p[1]})`);
    return q;
  };

  const single = (file: string, name: string, pts: Point[] | undefined): Point | undefined => {
    if (!pts) return undefined;
    if (pts.length !== 1) throw new Error(`${file}: ${name} has ${pts.length} points, expected 1`);
    return onBoard(file, name, pts[0]!);
  };
  const spaces: Record<string, SpaceGeometry> = {};
  const entries = territories
    .map((t) => ({ ...t, id: spaceIdOf(t.name) }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const { name, id } of entries) {
    const outline = rings.get(name);
    if (!outline) throw new Error(`polygons.txt: no outline for ${name}`);
    const label = single('centers.txt', name, centers.get(name));
    if (!label) throw new Error(`centers.txt: no centre for ${name}`);
    if (id in spaces) throw new Error(`two territories with the id ${id}`);
    const markers: Partial<Record<Marker, Point>> = {};
    for (const [marker, file, table] of [
      ['ipcMarker', 'pu_place.txt', pu],
      ['capital', 'capitols.txt', capitols],
      ['victoryCity', 'vc.txt', vc],
      ['kamikaze', 'kamikaze_place.txt', kamikaze],
    ] as const) {
      const p = single(file, name, table.get(name));
      if (p && !(marker === 'capital' && NOT_A_CAPITAL.has(name))) markers[marker] = p;
    }
    const space: SpaceGeometry = {
      paths: outline.map(pathData),
      label,
      stacks: (place.get(name) ?? []).map((p) => onBoard('place.txt', name, p)),
      ...markers,
      bbox: bboxOf(outline),
    };
    spaces[id] = space;
  }

  const geometry: GeometryFile = {
    format: GEOMETRY_FORMAT,
    width,
    height,
    tolerance,
    colours: PALETTE,
    spaces,
  };
  loadGeometry(geometry);
  return { geometry, json: renderGeometry(geometry), report: { ...report, ignored, clamped } };
}

/** One line per field of each space (diffs stay readable, the file small); spaces in id order. */
export function renderGeometry(g: GeometryFile): string {
  const spaces = Object.entries(g.spaces).map(([id, s]) => {
    const fields = Object.entries(s).map(([k, v]) => `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
    return `    ${JSON.stringify(id)}: {\n${fields.join(',\n')}\n    }`;
  });
  const head = (['format', 'width', 'height', 'tolerance', 'colours'] as const).map(
    (k) => `  ${JSON.stringify(k)}: ${JSON.stringify(g[k])}`,
  );
  return `{\n${head.join(',\n')},\n  "spaces": {\n${spaces.join(',\n')}\n  }\n}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [sourceDir, outFile] = process.argv.slice(2);
  const source = resolve(sourceDir ?? DEFAULT_SOURCE_DIR);
  const out = resolve(outFile ?? DEFAULT_OUT_FILE);
  const { json, report } = convertGeometry(source);
  const raw = convertGeometry(source, 0);
  writeFileSync(out, json);
  const figures = {
    out,
    spaces: Object.keys(raw.geometry.spaces).length,
    tolerance: TOLERANCE,
    bytesUnsimplified: Buffer.byteLength(raw.json),
    bytes: Buffer.byteLength(json),
    pointsBefore: report.pointsBefore,
    pointsAfter: report.pointsAfter,
    maxErrorPx: Number(report.maxError.toFixed(3)),
    ignored: report.ignored,
    clamped: report.clamped,
  };
  console.log(JSON.stringify(figures, null, 2));
}
