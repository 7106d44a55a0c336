/**
 * Reading an Axis & Allies Pacific 1940 board for the AI: what a territory is worth, who is whose
 * enemy, how far each land is from the front, and how much attack each side could bring against it
 * next turn. Cached per state (states are never changed once made).
 */
import type { Action } from '@wargame/engine';
import {
  enemyUnitsIn,
  isEnemyTerritory,
  isLand,
  isPower,
  LAND_IDS,
  neighbours,
  type PacificState,
  type Piece,
  type Power,
  SIDE_OF,
  type Side,
  spaceOf,
  UNITS,
} from '@wargame/pacific-1940';

type SpaceId = string;

export const otherSide = (side: Side): Side => (side === 'axis' ? 'allies' : 'axis');

/** The side a piece or territory owner belongs to; null for neutrals and the non-playing powers. */
export const sideOfOwner = (owner: string | undefined): Side | null =>
  owner !== undefined && isPower(owner) ? SIDE_OF[owner] : null;

const isFactory = (state: PacificState, land: SpaceId): boolean =>
  (state.facilities[land] ?? []).some((f) => f.type === 'majorIc' || f.type === 'minorIc');

/** What holding a land is worth, in IPC-like units: its income, and more for cities, capitals and factories. */
export function landValue(state: PacificState, land: SpaceId): number {
  const space = spaceOf(land);
  let value = space.ipc;
  if (space.victoryCity !== undefined) value += 12;
  if (space.capital !== undefined) value += 10;
  if (isFactory(state, land)) value += 4;
  return value;
}

/** A space `power` would fight for by moving in: enemy units there, or a land held by the other side. */
export function hostileTo(state: PacificState, power: Power, space: SpaceId): boolean {
  if (enemyUnitsIn(state, power, space).length > 0) return true;
  if (!isLand(space)) return false;
  return (
    isEnemyTerritory(state, power, space) || sideOfOwner(state.control[space]) === otherSide(SIDE_OF[power])
  );
}

/** A unit's worth in combat, as one number (for ordering and threat sums). */
export const punch = (type: Piece['type'], attacking: boolean): number =>
  attacking ? UNITS[type].attack : UNITS[type].defense;

interface BoardFacts {
  /** Land steps from each land to the nearest land the other side holds, per side (Infinity: none). */
  front: Record<Side, Map<SpaceId, number>>;
  /** The attack each side could bring against each land next turn (unit attack values summed). */
  threat: Record<Side, Map<SpaceId, number>>;
}

const FACTS = new WeakMap<PacificState, BoardFacts>();

export function boardFacts(state: PacificState): BoardFacts {
  let facts = FACTS.get(state);
  if (!facts) {
    facts = {
      front: { axis: frontDistances(state, 'axis'), allies: frontDistances(state, 'allies') },
      threat: { axis: threats(state, 'axis'), allies: threats(state, 'allies') },
    };
    FACTS.set(state, facts);
  }
  return facts;
}

/** Multi-source breadth-first search over land borders from the lands the other side holds. */
function frontDistances(state: PacificState, side: Side): Map<SpaceId, number> {
  const distance = new Map<SpaceId, number>();
  let frontier: SpaceId[] = [];
  for (const land of LAND_IDS) {
    if (sideOfOwner(state.control[land]) === otherSide(side)) {
      distance.set(land, 0);
      frontier.push(land);
    }
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: SpaceId[] = [];
    for (const s of frontier)
      for (const n of neighbours(s)) {
        if (!isLand(n) || distance.has(n)) continue;
        distance.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  return distance;
}

/** How far each kind of unit can strike from where it stands (land units over land, the rest over anything). */
function reach(piece: Piece): number {
  const profile = UNITS[piece.type];
  if (profile.domain === 'air') return Math.max(1, Math.floor(profile.move / 2));
  return profile.move;
}

/** The attack side `side` can bring against each land next turn, summed over its units within reach. */
function threats(state: PacificState, side: Side): Map<SpaceId, number> {
  const threat = new Map<SpaceId, number>();
  const byPlace = new Map<string, { at: SpaceId; land: boolean; range: number; attack: number }>();
  for (const piece of Object.values(state.pieces)) {
    if (sideOfOwner(piece.owner) !== side || piece.type === 'aaGun') continue;
    const profile = UNITS[piece.type];
    if (profile.domain === 'sea' && profile.bombard === undefined) continue;
    const land = profile.domain === 'land';
    // Sea units threaten the coast next to them (bombardment); land and air units by their reach.
    const range = profile.domain === 'sea' ? 1 : reach(piece);
    const key = `${piece.at}|${land}|${range}`;
    const entry = byPlace.get(key) ?? { at: piece.at, land, range, attack: 0 };
    entry.attack += profile.domain === 'sea' ? (profile.bombard ?? 0) : profile.attack;
    byPlace.set(key, entry);
  }
  for (const { at, land, range, attack } of byPlace.values()) {
    const seen = new Set([at]);
    let frontier = [at];
    for (let d = 1; d <= range; d++) {
      const next: SpaceId[] = [];
      for (const s of frontier)
        for (const n of neighbours(s)) {
          if (seen.has(n) || (land && !isLand(n))) continue;
          seen.add(n);
          next.push(n);
          if (isLand(n)) threat.set(n, (threat.get(n) ?? 0) + attack);
        }
      frontier = next;
    }
  }
  return threat;
}

/** The defence a side has standing in a land (unit defence values summed). */
export function defenceIn(state: PacificState, side: Side, land: SpaceId): number {
  let sum = 0;
  for (const piece of Object.values(state.pieces))
    if (piece.at === land && sideOfOwner(piece.owner) === side && UNITS[piece.type].domain !== 'sea')
      sum += UNITS[piece.type].defense;
  return sum;
}

/** The pieces an action names (by id). */
export const piecesOf = (state: PacificState, ids: unknown): Piece[] =>
  (ids as string[]).map((id) => state.pieces[id]!).filter(Boolean);

/** What a transport carries. */
export const cargoOf = (state: PacificState, transport: Piece): Piece[] =>
  Object.values(state.pieces).filter((p) => p.aboard === transport.id);

/**
 * A listed move that sails a loaded transport (ships only): the transport, where the move ends, and the
 * move of that transport alone (a part of the group when the group is listed with `subset`).
 */
export function sailing(
  state: PacificState,
  action: Action,
): { transport: Piece; end: SpaceId; alone: Action } | null {
  if (action.type !== 'move') return null;
  const pieces = piecesOf(state, action.pieces);
  const transport = pieces.find((p) => p.type === 'transport' && cargoOf(state, p).length > 0);
  if (!transport || pieces.some((p) => UNITS[p.type].domain !== 'sea')) return null;
  const path = action.path as SpaceId[];
  const alone =
    pieces.length > 1 && action.subset === 'pieces'
      ? { type: 'move', pieces: [transport.id], path: action.path }
      : action;
  return { transport, end: path[path.length - 1]!, alone };
}
