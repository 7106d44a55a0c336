/**
 * 13, 15 What each kind of unit may enter, where it must stop, and the whole-path check both movement
 * phases share. A move is `{ pieces, path }`: the pieces stand in one space, the path excludes it, and
 * every piece must be able to make the whole path. The phase files add their end rules (13.1: every
 * combat move ends in a combat; 15: noncombat moves end in friendly spaces) on top of `checkPath`.
 */
import type { GameEvent, RuleError } from '@wargame/engine';
import { baseBonusAt, movementLeft } from './bases.ts';
import { capture } from './capture.ts';
import {
  enemyUnitsIn,
  isEnemyTerritory,
  isFriendlyTerritory,
  isHostileSea,
  isTrueNeutral,
  piecesIn,
} from './hostility.ts';
import { areAdjacent, hasSpace, isLand, neighbours, SPACE_IDS, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import type { Power } from './powers.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

export type MovePhase = 'combat-move' | 'noncombat-move';
export type Refusal = { error: RuleError };
export type Result = { state: PacificState; events: GameEvent[] } | Refusal;

export const refuse = (rule: string, message: string): Refusal => ({
  error: { code: 'illegal', message, rule },
});

export const nameOf = (space: SpaceId): string => spaceOf(space).name;
export const label = (p: Piece): string => `${p.owner} ${p.type} ${p.id}`;
export const domainOf = (p: Piece) => UNITS[p.type].domain;

/** What rides with a piece: a transport's cargo, a carrier's aircraft. */
export const aboardOf = (state: PacificState, id: PieceId): Piece[] => {
  const carrier = state.pieces[id];
  return carrier ? piecesIn(state, carrier.at).filter((p) => p.aboard === id) : [];
};

/** Aboard a transport (cargo), as opposed to standing on a carrier. */
export const isCargo = (state: PacificState, p: Piece): boolean =>
  p.aboard !== undefined && state.pieces[p.aboard]?.type === 'transport';

/** 8, 9 rule 10 Spaces no unit may ever enter or fly over: the impassable Himalayas, the Soviet Union. */
export function forbidden(space: SpaceId): { rule: string; why: string } | null {
  const s = spaceOf(space);
  if (s.impassable) return { rule: '8', why: `${s.name} is impassable` };
  if (s.soviet) return { rule: '9', why: `${s.name} is Soviet: no unit may enter the Soviet Union` };
  return null;
}

/** A territory holding enemy units or facilities (13.1, 13.7: AA guns and facilities count). */
const occupied = (state: PacificState, power: Power, land: SpaceId): boolean =>
  enemyUnitsIn(state, power, land).length > 0 || (state.facilities[land] ?? []).length > 0;

/** 13.7 An enemy territory a tank may blitz through: no units and no facilities in it. */
export const blitzable = (state: PacificState, power: Power, land: SpaceId): boolean =>
  isEnemyTerritory(state, power, land) && !occupied(state, power, land);

export const hasEnemyDestroyer = (state: PacificState, power: Power, zone: SpaceId): boolean =>
  enemyUnitsIn(state, power, zone).some((p) => UNITS[p.type].destroyer);

/** A space where a combat takes place if the mover's units are there (enemy units, or enemy land). */
export const combatSpace = (state: PacificState, power: Power, space: SpaceId): boolean =>
  enemyUnitsIn(state, power, space).length > 0 || isEnemyTerritory(state, power, space);

// Per state (states are never mutated), facts about each space by its index: 0 unknown, 1 no, 2 yes.
const FACTS = new WeakMap<PacificState, Map<string, Uint8Array>>();
const IDS: readonly SpaceId[] = [...SPACE_IDS];
const INDEX = new Map<SpaceId, number>(IDS.map((id, i) => [id, i]));

function memo(state: PacificState, kind: string, space: SpaceId, compute: () => boolean): boolean {
  let byKind = FACTS.get(state);
  if (!byKind) {
    byKind = new Map();
    FACTS.set(state, byKind);
  }
  let facts = byKind.get(kind);
  if (!facts) {
    facts = new Uint8Array(IDS.length);
    byKind.set(kind, facts);
  }
  const i = INDEX.get(space) as number;
  let v = facts[i] as number;
  if (v === 0) {
    v = compute() ? 2 : 1;
    facts[i] = v;
  }
  return v === 2;
}

/** For the canonical path: spaces on the way that are enemy, hostile or occupied by enemies. */
export const hostileSpace = (state: PacificState, power: Power, space: SpaceId): boolean =>
  memo(state, `h|${power}`, space, () =>
    isLand(space) ? combatSpace(state, power, space) : isHostileSea(state, power, space),
  );

const chinaMayEnter = (space: SpaceId): boolean => spaceOf(space).chinaMayEnter === true;

/**
 * Whether a unit of this domain may pass THROUGH `space` (not stop there) on its way: land units only
 * through friendly, unoccupied territory; sea units not through hostile zones (subs: not where an enemy
 * destroyer is, 13.6); air units anywhere but over neutrals (8.1 rule 7).
 */
export function passable(state: PacificState, power: Power, type: Piece['type'], space: SpaceId): boolean {
  return memo(state, `p|${power}|${type}`, space, () => passableNow(state, power, type, space));
}

function passableNow(state: PacificState, power: Power, type: Piece['type'], space: SpaceId): boolean {
  if (forbidden(space)) return false;
  if (power === 'china' && !chinaMayEnter(space)) return false;
  const domain = UNITS[type].domain;
  if (domain === 'land')
    return (
      isLand(space) &&
      isFriendlyTerritory(state, power, space) &&
      enemyUnitsIn(state, power, space).length === 0
    );
  if (domain === 'sea') {
    if (isLand(space)) return false;
    return UNITS[type].submarine
      ? !hasEnemyDestroyer(state, power, space)
      : !isHostileSea(state, power, space);
  }
  return !isTrueNeutral(state, space);
}

/** The moving pieces: they exist, belong to the power, stand together and none is cargo. */
export function movers(state: PacificState, ids: readonly PieceId[], rule: string): Piece[] | Refusal {
  const pieces: Piece[] = [];
  for (const id of ids) {
    const p = state.pieces[id];
    if (!p) return refuse(rule, `there is no piece ${id}`);
    if (p.owner !== state.power) return refuse(rule, `${label(p)} is not ${state.power}'s to move`);
    if (isCargo(state, p)) return refuse('13.8', `${label(p)} is cargo: it moves with its transport`);
    if (pieces.some((q) => q.id === id)) return refuse(rule, `${id} is named twice`);
    pieces.push(p);
  }
  if (pieces.length === 0) return refuse(rule, 'no pieces to move');
  const at = pieces[0]?.at as SpaceId;
  const apart = pieces.find((p) => p.at !== at);
  if (apart)
    return refuse(rule, `${label(apart)} is in ${nameOf(apart.at)}, not in ${nameOf(at)} with the others`);
  return pieces;
}

/** The path names spaces of the map (checked before any rule looks at them). */
export function unknownSpace(path: readonly unknown[], rule: string): Refusal | null {
  const bad = path.find((s) => typeof s !== 'string' || !hasSpace(s));
  return bad === undefined ? null : refuse(rule, `${String(bad)} is not a space of the map`);
}

/** 13.7 A blitz through `first`: every piece is a tank, or a mech infantry paired 1:1 with one. */
function blitzRefusal(pieces: readonly Piece[], first: SpaceId): Refusal | null {
  const tanks = pieces.filter((p) => p.type === 'armour').length;
  const mech = pieces.filter((p) => p.type === 'mechInfantry').length;
  const other = pieces.find((p) => p.type !== 'armour' && p.type !== 'mechInfantry');
  if (other) return refuse('13.7', `${label(other)} may not blitz: it must stop in ${nameOf(first)}`);
  if (mech > tanks)
    return refuse('13.7', `only one mechanized infantry may blitz with each tank (${mech} with ${tanks})`);
  return null;
}

/** What a valid path does on the way: the territory a blitz takes first. */
export interface PathInfo {
  blitzed: SpaceId | null;
}

/**
 * The checks every move makes, in either phase: the path is a chain of adjacent spaces no unit may be
 * kept out of, within each piece's movement, of spaces its domain may enter, with no stop skipped on the
 * way (13.1, 13.6, 13.7, 13.8). The destination's own rules are the phase's.
 */
export function checkPath(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: MovePhase,
): Refusal | PathInfo {
  const power = state.power;
  const start = pieces[0]?.at as SpaceId;
  const moveRule = phase === 'combat-move' ? '13.1' : '15';
  if (path.length === 0) return refuse(moveRule, 'the path is empty');
  let prev = start;
  for (const space of path) {
    if (!areAdjacent(prev, space)) return refuse(moveRule, `${nameOf(space)} is not next to ${nameOf(prev)}`);
    const no = forbidden(space);
    if (no) return refuse(no.rule, `no unit may enter ${nameOf(space)}: ${no.why}`);
    prev = space;
  }
  for (const p of pieces) {
    const left = movementLeft(state, p);
    if (left < path.length)
      return refuse(
        moveRule,
        `${label(p)} has ${Math.max(0, left)} movement left, the path is ${path.length}`,
      );
    // 10 rule 7, rule 9: Chinese units (the Flying Tigers included) stay in the Chinese territories.
    if (power === 'china') {
      const out = path.find((s) => !chinaMayEnter(s));
      if (out) return refuse('10', `${label(p)} is Chinese and may not enter ${nameOf(out)}`);
    }
  }
  const domains = new Set(pieces.map(domainOf));
  let blitzed: SpaceId | null = null;
  if (domains.has('land')) {
    const r = landPath(
      state,
      pieces.filter((p) => domainOf(p) === 'land'),
      path,
      phase,
    );
    if ('error' in r) return r;
    blitzed = r.blitzed;
  }
  if (domains.has('sea')) {
    const r = seaPath(
      state,
      pieces.filter((p) => domainOf(p) === 'sea'),
      path,
      phase,
    );
    if (r) return r;
  }
  if (domains.has('air')) {
    const r = airPath(
      state,
      pieces.filter((p) => domainOf(p) === 'air'),
      path,
      phase,
    );
    if (r) return r;
  }
  return { blitzed };
}

/** 13.1, 13.7, 15 Land units: over land; through friendly territory, or one blitzed enemy territory. */
function landPath(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: MovePhase,
): Refusal | PathInfo {
  const power = state.power;
  const sea = path.find((s) => !isLand(s));
  if (sea) return refuse('13.8', `land units cross the sea only aboard transports (${nameOf(sea)})`);
  let blitzed: SpaceId | null = null;
  for (const [i, space] of path.slice(0, -1).entries()) {
    if (phase === 'combat-move' && i === 0 && blitzable(state, power, space)) {
      const no = blitzRefusal(pieces, space);
      if (no) return no;
      blitzed = space;
      continue;
    }
    if (isTrueNeutral(state, space))
      return refuse(
        '13.7',
        `${nameOf(space)} is neutral: entering it is an attack, the move must stop there`,
      );
    if (enemyUnitsIn(state, power, space).length > 0)
      return refuse('13.1', `land units must stop on entering ${nameOf(space)}: it holds enemy units`);
    if (isEnemyTerritory(state, power, space)) {
      const why = occupied(state, power, space)
        ? 'it holds enemy units or facilities'
        : 'only the first territory of a move may be blitzed';
      return refuse(
        phase === 'combat-move' ? '13.7' : '15',
        `land units must stop on entering ${nameOf(space)}: ${why}`,
      );
    }
    if (!isFriendlyTerritory(state, power, space))
      return refuse(
        phase === 'combat-move' ? '13.1' : '15',
        `land units may not pass through ${nameOf(space)}`,
      );
  }
  return { blitzed };
}

/** 13.1, 13.6, 13.8 Sea units: over sea zones, stopping where enemy warships are (subs: destroyers). */
function seaPath(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: MovePhase,
): Refusal | null {
  const power = state.power;
  const land = path.find((s) => isLand(s));
  if (land) return refuse(phase === 'combat-move' ? '13.1' : '15', `sea units may not enter ${nameOf(land)}`);
  for (const p of pieces) {
    if (p.unloaded) return refuse('13.8', `${label(p)} has unloaded this turn: it moves no further`);
    // A ship that already moved this phase into a zone where it had to stop (enemy warships; for a
    // submarine an enemy destroyer) has ended its move there. Enemy subs and transports stop nobody.
    const stopped = UNITS[p.type].submarine
      ? hasEnemyDestroyer(state, power, p.at)
      : isHostileSea(state, power, p.at);
    if ((p.moved ?? 0) > 0 && stopped)
      return refuse(
        UNITS[p.type].submarine ? '13.6' : p.type === 'transport' ? '13.8' : '13.1',
        `${label(p)} has met enemy ${UNITS[p.type].submarine ? 'destroyers' : 'warships'} in ${nameOf(p.at)}: its move ended there`,
      );
  }
  for (const space of path.slice(0, -1)) {
    for (const p of pieces) {
      if (UNITS[p.type].submarine) {
        if (hasEnemyDestroyer(state, power, space))
          return refuse('13.6', `${label(p)} must stop in ${nameOf(space)}: an enemy destroyer is there`);
      } else if (isHostileSea(state, power, space)) {
        const rule = p.type === 'transport' ? '13.8' : '13.1';
        return refuse(rule, `${label(p)} must stop in ${nameOf(space)}: enemy warships are there`);
      }
    }
  }
  return null;
}

/** 8.1 rule 7, 13.5 Air units: never over a neutral; not off a damaged carrier. */
function airPath(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: MovePhase,
): Refusal | null {
  const over = path.slice(0, -1).find((s) => isTrueNeutral(state, s));
  if (over) return refuse('8.1', `air units may not fly over the neutral ${nameOf(over)}`);
  const last = path[path.length - 1] as SpaceId;
  if (phase === 'noncombat-move' && isTrueNeutral(state, last))
    return refuse('8.1', `${nameOf(last)} is neutral: entering it is an attack`);
  for (const p of pieces) {
    const carrier = p.aboard ? state.pieces[p.aboard] : undefined;
    if (carrier?.damaged)
      return refuse('13.5', `${label(p)} stands on a damaged carrier, which cannot launch it`);
  }
  return null;
}

/** Who rides along when `mover` moves: a transport's cargo; a carrier's guests (13.5), all when damaged. */
function riders(state: PacificState, mover: Piece, phase: MovePhase): Piece[] {
  if (mover.type === 'transport') return aboardOf(state, mover.id);
  if (mover.type !== 'carrier') return [];
  return aboardOf(state, mover.id).filter(
    (p) => phase === 'noncombat-move' || p.owner !== mover.owner || mover.damaged === true,
  );
}

/**
 * Carry out a checked move: the pieces go to the path's end with their riders, movement spent (+1 kept
 * when a base gave it, 13.9, 13.10), the carrier's own aircraft taking off in combat move (13.5); in
 * combat move land and sea units are `engaged` and remember where they came from (14.6); a blitz takes
 * the first territory at once (13.7).
 */
export function applyPath(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: MovePhase,
  info: PathInfo,
  extra: Partial<Piece> = {},
): { state: PacificState; events: GameEvent[] } {
  const power = state.power;
  const start = pieces[0]?.at as SpaceId;
  const to = path[path.length - 1] as SpaceId;
  const cameFrom = path.length > 1 ? (path[path.length - 2] as SpaceId) : start;
  const startHostile = !isLand(start) && isHostileSea(state, power, start);
  const next: Record<PieceId, Piece> = { ...state.pieces };
  const ids = new Set(pieces.map((p) => p.id));
  const carried: PieceId[] = [];
  for (const p of pieces) {
    const first = (p.moved ?? 0) === 0;
    const moved: Piece = { ...p, at: to, moved: (p.moved ?? 0) + path.length, ...extra };
    if (first && p.owner !== 'neutral' && baseBonusAt(state, p.owner, p.type, start)) moved.bonus = true;
    if (domainOf(p) === 'air') delete moved.aboard;
    if (phase === 'combat-move' && domainOf(p) !== 'air') {
      moved.engaged = true;
      moved.cameFrom = cameFrom;
      if (domainOf(p) === 'sea' && first && startHostile) moved.escaped = true;
    }
    next[p.id] = moved;
    for (const r of riders(state, p, phase))
      if (!ids.has(r.id)) {
        next[r.id] = { ...r, at: to };
        carried.push(r.id);
      }
    if (p.type === 'carrier')
      for (const r of aboardOf(state, p.id))
        if (!ids.has(r.id) && next[r.id]?.at !== to) {
          const { aboard: _off, ...flying } = r;
          next[r.id] = flying;
        }
  }
  let s: PacificState = { ...state, pieces: next };
  const events: GameEvent[] = [
    {
      type: 'moved',
      rule: phase === 'combat-move' ? '13' : '15',
      seat: power,
      ids: pieces.map((p) => p.id),
      units: pieces.map((p) => p.type),
      from: start,
      to,
      path: [...path],
      ...(carried.length > 0 ? { carried } : {}),
      ...(extra.mission ? { mission: extra.mission } : {}),
    },
  ];
  if (info.blitzed) {
    events.push({ type: 'blitz', rule: '13.7', seat: power, space: info.blitzed });
    const c = capture(s, info.blitzed, power);
    s = c.state;
    events.push(...c.events);
  }
  return { state: s, events };
}

// Neighbours by index for the path search (the map never changes).
const NEIGHBOURS: number[][] = IDS.map((id) =>
  neighbours(id)
    .filter((n) => !forbidden(n))
    .map((n) => INDEX.get(n) as number),
);

/**
 * The canonical paths from `start` for units of `type` (13, 15 `legal`): per reachable space within
 * `reach` moves, one path — the shortest, then the one through the fewest hostile spaces, then the
 * alphabetically first — passing only through spaces `through` allows (the end may be any space).
 */
export function canonicalPaths(
  state: PacificState,
  start: SpaceId,
  reach: number,
  through: (space: SpaceId) => boolean,
): Map<SpaceId, SpaceId[]> {
  const power = state.power;
  const n = IDS.length;
  // Per space reached: its parent on the best path, the hostile spaces on that path, and the path's rank
  // in alphabetical order among those of its length (a path of one length compares its parent's first).
  const parent = new Int32Array(n).fill(-2);
  const hostile = new Int32Array(n);
  const rank = new Int32Array(n);
  const from0 = INDEX.get(start) as number;
  parent[from0] = -1;
  let frontier = [from0];
  for (let depth = 1; depth <= reach && frontier.length > 0; depth++) {
    const layer: number[] = [];
    for (const u of frontier) {
      for (const v of NEIGHBOURS[u] as number[]) {
        const p = parent[v] as number;
        if (p === -2) {
          parent[v] = u;
          layer.push(v);
        } else if (layer.includes(v)) {
          // Reached already in this layer: keep the better parent.
          if (
            (hostile[u] as number) < (hostile[p] as number) ||
            ((hostile[u] as number) === (hostile[p] as number) && (rank[u] as number) < (rank[p] as number))
          )
            parent[v] = u;
        }
      }
    }
    for (const v of layer)
      hostile[v] =
        (hostile[parent[v] as number] as number) + (hostileSpace(state, power, IDS[v] as SpaceId) ? 1 : 0);
    layer.sort(
      (a, b) => (rank[parent[a] as number] as number) - (rank[parent[b] as number] as number) || a - b,
    );
    frontier = [];
    layer.forEach((v, r) => {
      rank[v] = r;
      if (through(IDS[v] as SpaceId)) frontier.push(v);
    });
  }
  const out = new Map<SpaceId, SpaceId[]>();
  for (let v = 0; v < n; v++) {
    if (v === from0 || (parent[v] as number) < 0) continue;
    const path: SpaceId[] = [];
    for (let at = v; at !== from0; at = parent[at] as number) path.push(IDS[at] as SpaceId);
    out.set(IDS[v] as SpaceId, path.reverse());
  }
  return out;
}

/** 14.3 An enemy territory with facilities to bomb. */
export const raidTarget = (state: PacificState, space: SpaceId): boolean =>
  isLand(space) && isEnemyTerritory(state, state.power, space) && (state.facilities[space] ?? []).length > 0;

/** 14.3 The mission each kind of aircraft may fly to a raid. */
const MISSION_OF: Partial<Record<Piece['type'], 'raid' | 'escort'>> = { bomber: 'raid', fighter: 'escort' };

/** Alike pieces (13, 15 `legal`): same owner, type, damage, movement spent and per-turn marks. */
export function groupKey(p: Piece): string {
  return [
    p.at,
    p.type,
    p.damaged ? 'd' : '',
    p.moved ?? 0,
    p.bonus ? 'b' : '',
    p.engaged ? 'e' : '',
    p.unloaded ? 'u' : '',
    p.escaped ? 'x' : '',
    p.mission ?? '',
    p.aboard && p.type !== 'transport' ? 'on' : '',
  ].join('|');
}

/**
 * 13, 15 `legal` moves: per group of alike pieces in a space and per reachable destination, one
 * canonical path, for the whole group and for one piece of it; in combat move also blitzes per first
 * territory (tanks, a tank with a mech infantry) and raid or escort missions. `accept` is the phase's
 * own check; `worth` skips, before any check, destinations the phase could never accept.
 */
export function moveOptions(
  state: PacificState,
  phase: MovePhase,
  accept: (action: MoveAction) => boolean,
  worth: (piece: Piece, to: SpaceId) => boolean = () => true,
): MoveAction[] {
  const power = state.power;
  const groups = new Map<string, Piece[]>();
  for (const p of Object.values(state.pieces)) {
    if (p.owner !== power || isCargo(state, p)) continue;
    if (movementLeft(state, p) <= 0) continue;
    const key = groupKey(p);
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  const out: MoveAction[] = [];
  const keys = [...groups.keys()].sort();
  for (const key of keys) {
    const group = (groups.get(key) as Piece[]).sort((a, b) => a.id.localeCompare(b.id));
    const first = group[0] as Piece;
    const reach = movementLeft(state, first);
    const paths = canonicalPaths(state, first.at, reach, (s) => passable(state, power, first.type, s));
    const offer = (pieces: Piece[], path: SpaceId[], mission?: 'raid' | 'escort') => {
      const a: MoveAction = {
        type: 'move',
        pieces: pieces.map((p) => p.id),
        path,
        ...(mission ? { mission } : {}),
      };
      if (accept(a)) out.push(a);
    };
    // Alike pieces are accepted or refused alike: one check of one piece decides for the group, which
    // is offered whole with any part of it (`subset`: move 2 of these 3).
    const offerAll = (path: SpaceId[], mission?: 'raid' | 'escort') => {
      const one = out.length;
      offer([first], path, mission);
      if (out.length > one && group.length > 1) {
        const single = out.pop() as MoveAction;
        out.push({ ...single, pieces: group.map((p) => p.id), subset: 'pieces' });
      }
    };
    const mission = phase === 'combat-move' ? MISSION_OF[first.type] : undefined;
    for (const [to, path] of [...paths]) {
      if (!worth(first, to)) continue;
      offerAll(path);
      if (mission && raidTarget(state, to)) offerAll(path, mission);
    }
    if (phase === 'combat-move' && first.type === 'armour' && reach >= 2) {
      const mech = Object.values(state.pieces)
        .filter(
          (p) =>
            p.at === first.at &&
            p.owner === power &&
            p.type === 'mechInfantry' &&
            movementLeft(state, p) >= 2,
        )
        .sort((a, b) => a.id.localeCompare(b.id))[0];
      for (const t of neighbours(first.at)) {
        if (!isLand(t) || !blitzable(state, power, t)) continue;
        for (const d of neighbours(t)) {
          if (d === first.at || !isLand(d)) continue;
          offerAll([t, d]);
          if (mech) offer([first, mech], [t, d]);
        }
      }
    }
  }
  return out;
}

export type MoveAction = {
  type: 'move';
  pieces: PieceId[];
  path: SpaceId[];
  mission?: 'raid' | 'escort';
  /** On a listed move of several alike pieces: any part of them may be sent (the engine's contract). */
  subset?: 'pieces';
};
