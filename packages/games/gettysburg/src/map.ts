/**
 * §3 The board the rules play on, built from a map file (map-file.ts) and checked on the way: the areas
 * are the faces of the drawing, each position knows its two areas and its endpoints, each endpoint the
 * positions around it in order, and adjacency is derived (§3: positions sharing an endpoint; §16: areas
 * meeting along a position). `checkMap` lists every problem, naming the element; `loadMap` refuses a
 * file with any.
 */
import { ENTRY_POINTS, type EntryPointId, MapFileSchema, type SideTerrain, type XY } from './map-file.ts';
import { crossings, type Drawing, faces, inside, type Line, pointsOf } from './planar.ts';

export type AreaId = string;
export type PositionId = string;
export type EndpointId = string;

export interface Area {
  id: AreaId;
  name?: string;
  /** At the map's edge (§10: blocks may exit and re-enter through it; no objective may enter it). */
  partial: boolean;
  /** The outline to draw, counterclockwise. */
  polygon: XY[];
  /** The positions bounding it. */
  positions: PositionId[];
}

export interface Position {
  id: PositionId;
  name?: string;
  /** Its two areas: on the left and on the right of the line from its first end to its second. */
  areas: [AreaId, AreaId];
  /** The points its line runs between, as drawn (an edge point for a partial position). */
  ends: [string, string];
  /** Its endpoints (§3): two, or one for a partial position at the map's edge. */
  endpoints: EndpointId[];
  partial: boolean;
  /** The terrain drawn on each side, by area (an open side is absent). */
  sides: Record<AreaId, SideTerrain>;
  /** The roads crossing it. */
  roads: string[];
  /** The line to draw. */
  line: XY[];
}

export interface Endpoint {
  id: EndpointId;
  at: XY;
  /** The positions meeting here, counterclockwise on the map. */
  positions: PositionId[];
}

export interface Road {
  id: string;
  name: string;
  entry: EntryPointId;
  positions: PositionId[];
}

export interface GameMap {
  reconstruction: string;
  frame: { width: number; height: number };
  areas: Record<AreaId, Area>;
  positions: Record<PositionId, Position>;
  endpoints: Record<EndpointId, Endpoint>;
  roads: Record<string, Road>;
  entryAreas: Record<EntryPointId, [AreaId, AreaId]>;
  town: [AreaId, AreaId];
  objectives: [AreaId, AreaId, AreaId];
  /** §3 Positions sharing an endpoint with each position. */
  adjacent: Record<PositionId, PositionId[]>;
  /** §16 Areas meeting each area along a position. */
  neighbours: Record<AreaId, AreaId[]>;
}

export interface MapCheck {
  map: GameMap | null;
  problems: string[];
}

/** Edge points of the frame, with how far along the edge (clockwise from the top-left corner) each lies. */
function alongFrame(at: XY, width: number, height: number): number | null {
  const [x, y] = at;
  const eps = 1e-6;
  if (Math.abs(y) <= eps && x >= -eps && x <= width + eps) return x;
  if (Math.abs(x - width) <= eps && y >= -eps && y <= height + eps) return width + y;
  if (Math.abs(y - height) <= eps && x >= -eps && x <= width + eps) return width + height + (width - x);
  if (Math.abs(x) <= eps && y >= -eps && y <= height + eps) return 2 * width + height + (height - y);
  return null;
}

const FRAME = '#frame';

const ELEMENT: Record<string, string> = {
  points: 'point',
  positions: 'position',
  areas: 'area',
  roads: 'road',
  entryAreas: 'entry point',
};

/** A schema issue, named by the element it is in (`position x: ends.1: not an id`). */
function schemaProblem(issue: { path: PropertyKey[]; message: string }): string {
  const [top, id, ...rest] = issue.path.map(String);
  const kind = top === undefined ? undefined : ELEMENT[top];
  if (kind && id !== undefined)
    return `${kind} ${id}: ${rest.length > 0 ? `${rest.join('.')}: ` : ''}${issue.message}`;
  return `${issue.path.map(String).join('.') || 'file'}: ${issue.message}`;
}

/** Everything reachable from `start` by `next` (depth-first). */
function reachable(start: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set([start]);
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop())
    for (const n of next(id))
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
  return seen;
}

export function checkMap(input: unknown): MapCheck {
  const parsed = MapFileSchema.safeParse(input);
  if (!parsed.success) return { map: null, problems: parsed.error.issues.map(schemaProblem) };
  const file = parsed.data;
  const problems: string[] = [];

  // One id, one element: actions and views name points, positions and areas alike.
  const kinds = new Map<string, string>();
  for (const [kind, record] of [
    ['point', file.points],
    ['position', file.positions],
    ['area', file.areas],
  ] as const)
    for (const id of Object.keys(record)) {
      const other = kinds.get(id);
      if (other) problems.push(`${kind} ${id}: the id is also a ${other}'s`);
      else kinds.set(id, kind);
    }
  const { width, height } = file.frame;

  // Points: endpoints strictly inside the frame, edge points on it.
  const at = new Map<string, XY>();
  const rim: { id: string; t: number }[] = [];
  for (const [id, point] of Object.entries(file.points)) {
    at.set(id, point.at);
    const t = alongFrame(point.at, width, height);
    if (point.edge) {
      if (t === null) problems.push(`point ${id}: an edge point must lie on the map's edge`);
      else rim.push({ id, t });
    } else if (
      t !== null ||
      point.at[0] < 0 ||
      point.at[1] < 0 ||
      point.at[0] > width ||
      point.at[1] > height
    )
      problems.push(`point ${id}: an endpoint must lie inside the map's edge`);
  }

  // Positions: lines between two known points, at most one of them on the edge.
  const lines: Line[] = [];
  const edgeUse = new Map<string, string[]>();
  for (const [id, position] of Object.entries(file.positions)) {
    const [a, b] = position.ends;
    const missing = [a, b].filter((p) => !at.has(p));
    if (missing.length > 0) {
      problems.push(`position ${id}: no point ${missing.join(', ')}`);
      continue;
    }
    if (a === b) {
      problems.push(`position ${id}: its two ends are the same point ${a}`);
      continue;
    }
    const edges = [a, b].filter((p) => file.points[p]!.edge);
    if (edges.length === 2) {
      problems.push(`position ${id}: both ends are on the map's edge (a position needs an endpoint)`);
      continue;
    }
    for (const e of edges) edgeUse.set(e, [...(edgeUse.get(e) ?? []), id]);
    lines.push({ id, from: a, to: b, via: position.via ?? [] });
  }
  for (const { id } of rim) {
    const users = edgeUse.get(id) ?? [];
    if (users.length !== 1)
      problems.push(`point ${id}: an edge point ends exactly one position (it ends ${users.length})`);
  }
  const used = new Set(lines.flatMap((l) => [l.from, l.to]));
  for (const id of at.keys()) if (!used.has(id)) problems.push(`point ${id}: no position ends there`);

  // The frame: corners and edge points, joined clockwise along the edge.
  const corners: { id: string; t: number; at: XY }[] = [
    { id: `${FRAME}-nw`, t: 0, at: [0, 0] },
    { id: `${FRAME}-ne`, t: width, at: [width, 0] },
    { id: `${FRAME}-se`, t: width + height, at: [width, height] },
    { id: `${FRAME}-sw`, t: 2 * width + height, at: [0, height] },
  ];
  for (const c of corners) at.set(c.id, c.at);
  const ring = [...corners.map(({ id, t }) => ({ id, t })), ...rim].sort((x, y) => x.t - y.t);
  const frameLines: Line[] = ring.map((p, i) => ({
    id: `${FRAME}-${i}`,
    from: p.id,
    to: ring[(i + 1) % ring.length]!.id,
    via: [],
  }));
  if (problems.length > 0) return { map: null, problems };

  // A plane drawing, all in one piece.
  for (const [x, y] of crossings(at, [...lines, ...frameLines]))
    problems.push(
      x.startsWith(FRAME)
        ? `position ${y}: it crosses the map's edge`
        : y.startsWith(FRAME)
          ? `position ${x}: it crosses the map's edge`
          : `positions ${x} and ${y} cross or overlap (lines may meet only at a shared point)`,
    );
  if (problems.length > 0) return { map: null, problems };
  const all = [...lines, ...frameLines];
  const links = new Map<string, string[]>();
  for (const l of all) {
    links.set(l.from, [...(links.get(l.from) ?? []), l.to]);
    links.set(l.to, [...(links.get(l.to) ?? []), l.from]);
  }
  const reached = reachable(corners[0]!.id, (p) => links.get(p) ?? []);
  const loose = lines.filter((l) => !reached.has(l.from)).map((l) => l.id);
  if (loose.length > 0) {
    problems.push(`positions ${loose.join(', ')}: not joined to the rest of the map or its edge`);
    return { map: null, problems };
  }
  const drawing = faces(at, all);
  return finish(file, drawing, lines, at, problems);
}

function finish(
  file: ReturnType<typeof MapFileSchema.parse>,
  drawing: Drawing,
  lines: Line[],
  at: Map<string, XY>,
  problems: string[],
): MapCheck {
  // Areas: each bounded face holds exactly one label.
  const faceArea = new Map<number, string>();
  for (const [id, area] of Object.entries(file.areas)) {
    const holders = drawing.faces
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => f.area > 0 && inside(area.label, f.polygon));
    if (holders.length !== 1) {
      problems.push(`area ${id}: its label is not inside one area of the drawing`);
      continue;
    }
    const face = holders[0]!.i;
    const other = faceArea.get(face);
    if (other) problems.push(`areas ${other} and ${id}: their labels are in the same area`);
    else faceArea.set(face, id);
  }
  drawing.faces.forEach((f, i) => {
    if (f.area > 0 && !faceArea.has(i)) {
      const names = [...new Set(f.boundary.map((h) => h.line).filter((l) => !l.startsWith(FRAME)))].sort();
      problems.push(`an area bounded by ${names.join(', ')} has no label`);
    }
  });
  if (problems.length > 0) return { map: null, problems };

  const areas: Record<string, GameMap['areas'][string]> = {};
  drawing.faces.forEach((f, i) => {
    const id = faceArea.get(i);
    if (!id) return;
    const name = file.areas[id]!.name;
    areas[id] = {
      id,
      ...(name ? { name } : {}),
      partial: f.boundary.some((h) => h.line.startsWith(FRAME)),
      polygon: f.polygon,
      positions: [...new Set(f.boundary.map((h) => h.line).filter((l) => !l.startsWith(FRAME)))],
    };
    if (areas[id].positions.length === 0) problems.push(`area ${id}: no position bounds it`);
  });

  const positions: Record<string, Position> = {};
  for (const line of lines) {
    const [left, right] = drawing.sidesOf.get(line.id)!;
    const source = file.positions[line.id]!;
    if (left === right) {
      problems.push(`position ${line.id}: the same area ${faceArea.get(left)} on both sides (a loose end)`);
      continue;
    }
    const pair: [string, string] = [faceArea.get(left)!, faceArea.get(right)!];
    const sides = source.sides ?? {};
    for (const [area, terrain] of Object.entries(sides)) {
      if (!pair.includes(area))
        problems.push(`position ${line.id}: terrain on ${area}, which is not one of its areas`);
      for (const into of terrain.fireInto ?? [])
        if (!areas[into]) problems.push(`position ${line.id}: a field of fire into ${into}, no such area`);
        else if (pair.includes(into))
          problems.push(`position ${line.id}: a field of fire into ${into}, one of its own areas`);
    }
    const endpoints = [line.from, line.to].filter((p) => !file.points[p]!.edge);
    positions[line.id] = {
      id: line.id,
      ...(source.name ? { name: source.name } : {}),
      areas: pair,
      ends: [line.from, line.to],
      endpoints,
      partial: endpoints.length === 1,
      sides,
      roads: [],
      line: pointsOf(line, at),
    };
  }

  const endpoints: Record<string, Endpoint> = {};
  for (const [id, point] of Object.entries(file.points)) {
    if (point.edge) continue;
    endpoints[id] = { id, at: point.at, positions: drawing.around.get(id)!.map((h) => h.line) };
  }
  if (problems.length > 0) return { map: null, problems };
  orderProblems(endpoints, positions, problems);

  const adjacent: Record<string, string[]> = {};
  for (const p of Object.values(positions)) {
    const near = new Set<string>();
    for (const e of p.endpoints) for (const q of endpoints[e]!.positions) if (q !== p.id) near.add(q);
    adjacent[p.id] = [...near].sort();
  }
  const neighbours: Record<string, string[]> = {};
  for (const id of Object.keys(areas)) neighbours[id] = [];
  for (const p of Object.values(positions)) {
    const [a, b] = p.areas;
    if (!neighbours[a]!.includes(b)) neighbours[a]!.push(b);
    if (!neighbours[b]!.includes(a)) neighbours[b]!.push(a);
  }

  // Entry areas, roads, town, objectives.
  const areaKnown = (id: string, what: string) => {
    if (!areas[id]) problems.push(`${what}: no area ${id}`);
    return Boolean(areas[id]);
  };
  for (const entry of Object.keys(ENTRY_POINTS) as EntryPointId[]) {
    const pair = file.entryAreas[entry];
    if (!pair) {
      problems.push(`entry point ${entry}: no entry areas`);
      continue;
    }
    for (const a of pair)
      if (areaKnown(a, `entry point ${entry}`) && !areas[a]!.partial)
        problems.push(`entry point ${entry}: entry area ${a} is not at the map's edge`);
    if (pair[0] === pair[1]) problems.push(`entry point ${entry}: its two entry areas are the same`);
  }
  const roads: Record<string, Road> = {};
  for (const [id, road] of Object.entries(file.roads)) {
    const unknown = road.positions.filter((p) => !positions[p]);
    if (unknown.length > 0) {
      problems.push(`road ${id}: no position ${unknown.join(', ')}`);
      continue;
    }
    const first = positions[road.positions[0]!]!;
    const entryAreas = file.entryAreas[road.entry] ?? [];
    // §11 The road runs from an entry area across each position in turn into the area beyond it.
    let at = first.areas.filter((a) => entryAreas.includes(a));
    if (at.length === 0)
      problems.push(
        `road ${id}: its first position ${first.id} does not bound an entry area of ${road.entry}`,
      );
    for (let i = 0; i < road.positions.length && at.length > 0; i++) {
      const q = positions[road.positions[i]!]!;
      if (i > 0) {
        const p = positions[road.positions[i - 1]!]!;
        const here = at.filter((a) => q.areas.includes(a));
        if (!p.areas.some((a) => q.areas.includes(a))) {
          problems.push(`road ${id}: ${p.id} and ${q.id} share no area (the road breaks between them)`);
          break;
        }
        if (here.length === 0) {
          problems.push(
            `road ${id}: beyond ${p.id} it is in ${at.join(' or ')}, which ${q.id} does not bound (the road turns back)`,
          );
          break;
        }
        at = here;
      }
      at = at.map((a) => (q.areas[0] === a ? q.areas[1] : q.areas[0]));
    }
    if (new Set(road.positions).size !== road.positions.length)
      problems.push(`road ${id}: crosses a position twice`);
    roads[id] = { id, name: road.name, entry: road.entry, positions: road.positions };
    for (const p of road.positions) positions[p]!.roads.push(id);
  }
  const [t1, t2] = file.town;
  if (areaKnown(t1, 'town') && areaKnown(t2, 'town') && (t1 === t2 || !neighbours[t1]!.includes(t2)))
    problems.push(`town: ${t1} and ${t2} must be two areas meeting along a position`);
  for (const o of file.objectives)
    if (areaKnown(o, 'objectives') && areas[o]!.partial)
      problems.push(`objectives: ${o} is at the map's edge`);
  if (new Set(file.objectives).size !== 3) problems.push('objectives: three different areas are needed');

  // Every area reachable from every other across positions.
  const ids = Object.keys(areas);
  const seen = ids.length > 0 ? reachable(ids[0]!, (a) => neighbours[a]!) : new Set<string>();
  const cut = ids.filter((a) => !seen.has(a));
  if (cut.length > 0) problems.push(`areas ${cut.join(', ')}: not reachable from ${ids[0]} across positions`);

  if (problems.length > 0) return { map: null, problems };
  return {
    map: {
      reconstruction: file.reconstruction,
      frame: file.frame,
      areas,
      positions,
      endpoints,
      roads,
      entryAreas: file.entryAreas as Record<EntryPointId, [string, string]>,
      town: file.town,
      objectives: file.objectives,
      adjacent,
      neighbours,
    },
    problems: [],
  };
}

/**
 * Endpoint orders agree with the areas: round each endpoint, the sector between two positions in turn
 * is one area, on the left of the first and the right of the next (both leaving the endpoint).
 */
function orderProblems(
  endpoints: Record<string, Endpoint>,
  positions: Record<string, Position>,
  problems: string[],
): void {
  const side = (p: Position, from: string, left: boolean) =>
    (from === p.ends[0]) === left ? p.areas[0] : p.areas[1];
  for (const e of Object.values(endpoints))
    e.positions.forEach((id, i) => {
      const next = e.positions[(i + 1) % e.positions.length]!;
      const [p, q] = [positions[id]!, positions[next]!];
      if (side(p, e.id, true) !== side(q, e.id, false))
        problems.push(`endpoint ${e.id}: positions ${id} and ${next} meet there without sharing an area`);
    });
}

/**
 * The area on the left of a position as one leaves `endpoint` along it (the sector counterclockwise from
 * it round the endpoint); the other is on its right.
 */
export function leftAt(map: GameMap, position: PositionId, endpoint: EndpointId): AreaId {
  const p = map.positions[position]!;
  return endpoint === p.ends[0] ? p.areas[0] : p.areas[1];
}

/** §11 The reinforcement entry areas of an army's entry points. */
export function entryAreasOf(map: GameMap, army: (typeof ENTRY_POINTS)[EntryPointId]): Set<AreaId> {
  return new Set(
    (Object.keys(ENTRY_POINTS) as EntryPointId[])
      .filter((e) => ENTRY_POINTS[e] === army)
      .flatMap((e) => map.entryAreas[e]),
  );
}

/** The board of a map file; throws an error listing every problem when it has any. */
export function loadMap(input: unknown): GameMap {
  const { map, problems } = checkMap(input);
  if (!map) throw new Error(`the map file has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return map;
}
