/**
 * 13.3, 15 Where air units may land, and keeping the range to get there.
 * - A landing space is a friendly territory that was friendly at the start of the turn (not captured
 *   this turn), or, for fighters and tactical bombers, a sea zone where a friendly undamaged carrier with
 *   room is, or can be by the end of Mobilize New Units: a carrier that can still move there in Noncombat
 *   Move, or one bought this turn that can be placed there (13.3's exception; TripleA 1E "land existing
 *   fighters on new carriers").
 * - In combat move an air unit must keep enough movement to reach a landing space (13.3): the whole
 *   turn's movement is its profile's, +1 from an air base.
 * - At the end of Noncombat Move the air units of the moving power that are not on a landing space are
 *   lost; at sea, they land on a friendly carrier there with room, own carriers first (15).
 * - 14.2.2 Scrambled aircraft go back to their island first; if it was taken, they land on a friendly
 *   carrier with room in the zone they fought in, else they are lost (RULINGS.md).
 */
import type { GameEvent } from '@wargame/engine';
import { movementLeft } from './bases.ts';
import { carrierRoom } from './carriers.ts';
import { isFriend, isFriendlyTerritory, piecesIn } from './hostility.ts';
import { isLand, landsOf, neighbours, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { productionLeft } from './mobilize.ts';
import { forbidden, passable } from './paths.ts';
import type { Power } from './powers.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

export const carrierBorne = (type: Piece['type']): boolean => UNITS[type].carrierCost !== undefined;

/** 15 A territory air units of `power` may land in: friendly, and friendly since the turn began. */
export const landingTerritory = (state: PacificState, power: Power, land: SpaceId): boolean =>
  isLand(land) && isFriendlyTerritory(state, power, land) && !state.turn.captured.includes(land);

/** 13.5 Friendly undamaged carriers in `zone` with room for one more aircraft of this type. */
export function carriersWithRoom(
  state: PacificState,
  power: Power,
  zone: SpaceId,
  type: Piece['type'],
): Piece[] {
  const cost = UNITS[type].carrierCost ?? 1;
  return piecesIn(state, zone)
    .filter(
      (c) =>
        c.type === 'carrier' &&
        c.owner !== 'neutral' &&
        isFriend(power, c.owner) &&
        !c.damaged &&
        carrierRoom(state, c) >= cost,
    )
    .sort((a, b) => Number(b.owner === power) - Number(a.owner === power) || a.id.localeCompare(b.id));
}

/**
 * Zones a ship can reach with its movement left, through zones it may pass. The end may be hostile now:
 * an aircraft counting on the carrier there fights to clear it first (13.3).
 */
export function shipReach(state: PacificState, ship: Piece): SpaceId[] {
  if (ship.owner === 'neutral') return [];
  const owner = ship.owner;
  const out = [ship.at];
  let frontier = [ship.at];
  const seen = new Set(frontier);
  for (let d = 1; d <= movementLeft(state, ship); d++) {
    const next: SpaceId[] = [];
    for (const s of frontier)
      for (const n of neighbours(s)) {
        if (seen.has(n) || isLand(n)) continue;
        seen.add(n);
        out.push(n);
        if (passable(state, owner, ship.type, n)) next.push(n);
      }
    frontier = next;
  }
  return out;
}

const CARRIER_REACH = new WeakMap<PacificState['pieces'], Map<string, Set<SpaceId>>>();

/** 13.3 The zones the moving power's carriers with room for one such aircraft can still get to. */
function carrierReach(state: PacificState, power: Power, type: Piece['type']): Set<SpaceId> {
  let byKey = CARRIER_REACH.get(state.pieces);
  if (!byKey) {
    byKey = new Map();
    CARRIER_REACH.set(state.pieces, byKey);
  }
  const key = `${power}|${UNITS[type].carrierCost ?? 1}|${JSON.stringify(state.politics)}`;
  let zones = byKey.get(key);
  if (!zones) {
    zones = new Set();
    for (const c of Object.values(state.pieces))
      if (
        c.type === 'carrier' &&
        c.owner === power &&
        !c.engaged &&
        !c.damaged &&
        carrierRoom(state, c) >= (UNITS[type].carrierCost ?? 1)
      )
        for (const z of shipReach(state, c)) zones.add(z);
    byKey.set(key, zones);
  }
  return zones;
}

/**
 * 13.3 Whether a carrier can be in `zone` for an aircraft of `power` by the end of Mobilize New Units:
 * one is there with room, or one of the moving power that may still move in Noncombat Move can get
 * there, or one bought this turn can be placed in it.
 */
export function carrierCanBeAt(
  state: PacificState,
  power: Power,
  zone: SpaceId,
  type: Piece['type'],
  stillMoving = true,
): boolean {
  if (!carrierBorne(type) || isLand(zone)) return false;
  if (carriersWithRoom(state, power, zone, type).length > 0) return true;
  if (power !== state.power) return false;
  if ((state.turn.bought.carrier ?? 0) > 0 && landsOf(zone).some((l) => productionLeft(state, l) > 0))
    return true;
  return stillMoving && carrierReach(state, power, type).has(zone);
}

/** 15 A space an air unit of this type may end the turn in. */
export function landingSpace(
  state: PacificState,
  power: Power,
  type: Piece['type'],
  space: SpaceId,
): boolean {
  return isLand(space) ? landingTerritory(state, power, space) : carrierCanBeAt(state, power, space, type);
}

/**
 * 13.3 Whether an air unit of this type, in `from` with `left` movement, can still reach a landing
 * space: flying over anything but neutrals and the Soviet Union (8.1, 9 rule 10).
 */
const REACH = new WeakMap<PacificState, Map<string, boolean>>();

export function canReachLanding(
  state: PacificState,
  power: Power,
  type: Piece['type'],
  from: SpaceId,
  left: number,
): boolean {
  let known = REACH.get(state);
  if (!known) {
    known = new Map();
    REACH.set(state, known);
  }
  const key = `${power}|${type}|${from}|${left}`;
  let v = known.get(key);
  if (v === undefined) {
    v = reachLanding(state, power, type, from, left);
    known.set(key, v);
  }
  return v;
}

function reachLanding(
  state: PacificState,
  power: Power,
  type: Piece['type'],
  from: SpaceId,
  left: number,
): boolean {
  if (landingSpace(state, power, type, from)) return true;
  let frontier = [from];
  const seen = new Set(frontier);
  for (let d = 1; d <= left; d++) {
    const next: SpaceId[] = [];
    for (const s of frontier)
      for (const n of neighbours(s)) {
        if (seen.has(n) || forbidden(n)) continue;
        seen.add(n);
        // 10 rule 9 The Flying Tigers land only where Chinese units may go.
        if (power === 'china' && !spaceOf(n).chinaMayEnter) continue;
        if (landingSpace(state, power, type, n)) return true;
        if (passable(state, power, type, n)) next.push(n);
      }
    frontier = next;
  }
  return false;
}

/** Where an air unit that must land at once comes down: a territory, or a carrier in a sea zone. */
export type Touchdown = { space: SpaceId; carrier?: PieceId };

/**
 * Puts down an air unit that must land now (14.2.2, 14.5, 15) at `where`, or loses it when there is
 * nowhere: every forced landing tells it with the same two events, `landed` and `air-lost`.
 */
export function touchDown(
  state: PacificState,
  plane: Piece,
  where: Touchdown | undefined,
  rule: string,
): { state: PacificState; event: GameEvent } {
  const told = { rule, seat: plane.owner, piece: plane.id, unit: plane.type };
  if (where === undefined) {
    const { [plane.id]: _lost, ...rest } = state.pieces;
    return { state: { ...state, pieces: rest }, event: { type: 'air-lost', ...told, space: plane.at } };
  }
  const { aboard: _off, scrambledFrom: _back, ...free } = plane;
  const onCarrier = where.carrier === undefined ? {} : { aboard: where.carrier };
  const landed: Piece = { ...free, at: where.space, ...onCarrier };
  return {
    state: { ...state, pieces: { ...state.pieces, [plane.id]: landed } },
    event: {
      type: 'landed',
      ...told,
      space: where.space,
      ...(where.carrier === undefined ? {} : { carrier: where.carrier }),
    },
  };
}

/** The first friendly carrier with room for `plane` in `zone`, as a place to land. */
export function carrierTouchdown(state: PacificState, plane: Piece, zone: SpaceId): Touchdown | undefined {
  if (plane.owner === 'neutral' || !carrierBorne(plane.type)) return undefined;
  const carrier = carriersWithRoom(state, plane.owner, zone, plane.type)[0];
  return carrier && { space: zone, carrier: carrier.id };
}

/** 14.2.2 Scrambled aircraft (of the defender) land first: back on their island, or they are lost. */
export function landScrambled(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const planes = Object.values(state.pieces).filter((p) => p.scrambledFrom !== undefined);
  let s = state;
  const events: GameEvent[] = [];
  for (const p of planes) {
    const island = p.scrambledFrom as SpaceId;
    const home = p.owner !== 'neutral' && isFriendlyTerritory(s, p.owner, island);
    const where = home ? { space: island } : carrierTouchdown(s, p, p.at);
    const landed = touchDown(s, p, where, '14.2.2');
    s = landed.state;
    events.push(landed.event);
  }
  return { state: s, events };
}

/**
 * 15 The end of Noncombat Move: the moving power's aircraft at sea land on a friendly carrier with room
 * there; any of its aircraft not then on a landing space (or over a zone where a carrier bought this turn
 * can still be placed) are lost.
 */
export function landAll(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const power = state.power;
  let s = state;
  const events: GameEvent[] = [];
  const planes = Object.values(state.pieces)
    .filter((p) => p.owner === power && UNITS[p.type].domain === 'air')
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const plane of planes) {
    if (isLand(plane.at)) {
      if (landingTerritory(s, power, plane.at)) continue;
    } else {
      const on = plane.aboard ? s.pieces[plane.aboard] : undefined;
      if (on && on.at === plane.at) continue;
      const carrier = carrierTouchdown(s, plane, plane.at);
      if (!carrier && carrierCanBeAt(s, power, plane.at, plane.type, false)) continue;
      const landed = touchDown(s, plane, carrier, '15');
      s = landed.state;
      events.push(landed.event);
      continue;
    }
    const lost = touchDown(s, plane, undefined, '15');
    s = lost.state;
    events.push(lost.event);
  }
  return { state: s, events };
}
