/**
 * 13.8, 13.4, 15 Transports: loading, capacity and unloading, in both movement phases.
 * - A transport holds 5 slots: infantry take 2, every other land unit 3 (one infantry and one other
 *   unit, or two infantry; 19). It carries its own power's land units (RULINGS.md). Chinese units are
 *   never loaded (10 rule 7); AA guns do not move in combat move (19).
 * - It loads in a friendly (not hostile) sea zone (13.2, 13.8) units in an adjacent territory that have not
 *   moved this phase: loading is their move (RULINGS.md), the cargo then moves with the transport.
 * - It unloads once a turn, into one adjacent territory, and then moves no further (`unloaded`). In combat
 *   move only into an enemy territory (an amphibious assault: the cargo is `seaborne`, 14.4; the sea battle
 *   in the transport's zone, if any, is fought first), or a Dutch or French territory the UK or ANZAC takes
 *   over (9 rule 4); in noncombat move only into a friendly territory (15).
 * - Cargo loaded in combat move must be unloaded to attack in the same phase (13.8): `combat-move.ts`
 *   refuses to end the phase otherwise.
 */
import type { Action, GameEvent } from '@wargame/engine';
import { actsOfWar, startWars, takeOver } from './acts-of-war.ts';
import {
  enemyUnitsIn,
  isEnemyTerritory,
  isFriendlyTerritory,
  isHostileSea,
  isTrueNeutral,
} from './hostility.ts';
import { areAdjacent, hasSpace, isLand, landsOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import {
  aboardOf,
  groupKey,
  isCargo,
  label,
  type MovePhase,
  nameOf,
  type Refusal,
  type Result,
  refuse,
} from './paths.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

export const slotsOf = (p: Piece): number => UNITS[p.type].transportCost ?? Number.POSITIVE_INFINITY;

/** 13.8 The slots still free on a transport. */
export const freeSlots = (state: PacificState, transport: Piece): number =>
  (UNITS.transport.transportCapacity ?? 0) -
  aboardOf(state, transport.id).reduce((n, p) => n + slotsOf(p), 0);

function checkLoad(
  state: PacificState,
  ids: readonly PieceId[],
  transportId: PieceId,
  phase: MovePhase,
): Refusal | { cargo: Piece[]; transport: Piece } {
  const power = state.power;
  const t = state.pieces[transportId];
  if (t?.type !== 'transport') return refuse('13.8', `${transportId} is not a transport`);
  if (t.owner !== power)
    return refuse('13.8', `${label(t)} is not ${power}'s: it carries only its own power's units`);
  if (t.unloaded) return refuse('13.8', `${label(t)} has unloaded this turn: it moves no further`);
  if (isHostileSea(state, power, t.at))
    return refuse('13.8', `${label(t)} is in a hostile sea zone (${nameOf(t.at)}): it may not load there`);
  const cargo: Piece[] = [];
  for (const id of ids) {
    const p = state.pieces[id];
    if (!p) return refuse('13.8', `there is no piece ${id}`);
    if (cargo.some((q) => q.id === id)) return refuse('13.8', `${id} is named twice`);
    if (p.owner !== power) return refuse('13.8', `${label(p)} is not ${power}'s to load`);
    if (power === 'china')
      return refuse('10', `${label(p)} is Chinese: Chinese units are never loaded on transports`);
    if (UNITS[p.type].domain !== 'land')
      return refuse('13.8', `${label(p)} is not a land unit: transports carry land units`);
    if (isCargo(state, p)) return refuse('13.8', `${label(p)} is already aboard a transport`);
    if (phase === 'combat-move' && p.type === 'aaGun')
      return refuse('19', `${label(p)} is an AA gun: AA guns move only in noncombat move`);
    if (phase === 'noncombat-move' && p.engaged)
      return refuse('15', `${label(p)} moved in combat move or fought: it may not move in noncombat move`);
    if ((p.moved ?? 0) > 0)
      return refuse('13.8', `${label(p)} has moved this turn: loading is a unit's whole move`);
    if (!isLand(p.at) || !areAdjacent(p.at, t.at))
      return refuse(
        '13.8',
        `${label(p)} in ${nameOf(p.at)} is not next to ${label(t)}'s zone ${nameOf(t.at)}`,
      );
    cargo.push(p);
  }
  if (cargo.length === 0) return refuse('13.8', 'nothing to load');
  const need = cargo.reduce((n, p) => n + slotsOf(p), 0);
  const free = freeSlots(state, t);
  if (need > free)
    return refuse(
      '13.8',
      `${label(t)} has room for ${free} slots, ${cargo.map((p) => p.type).join(' and ')} need ${need} (infantry 2, other land units 3, of 5)`,
    );
  return { cargo, transport: t };
}

export function applyLoad(state: PacificState, action: Action, phase: MovePhase): Result {
  const r = checkLoad(
    state,
    Array.isArray(action.pieces) ? (action.pieces as PieceId[]) : [],
    String(action.transport),
    phase,
  );
  if ('error' in r) return r;
  const pieces = { ...state.pieces };
  for (const p of r.cargo)
    pieces[p.id] = {
      ...p,
      at: r.transport.at,
      aboard: r.transport.id,
      moved: UNITS[p.type].move,
      ...(phase === 'combat-move' ? { engaged: true as const } : {}),
    };
  const events: GameEvent[] = [
    {
      type: 'loaded',
      rule: '13.8',
      seat: state.power,
      ids: r.cargo.map((p) => p.id),
      units: r.cargo.map((p) => p.type),
      transport: r.transport.id,
      from: r.cargo[0]?.at as SpaceId,
      zone: r.transport.at,
    },
  ];
  return { state: { ...state, pieces }, events };
}

interface UnloadPlan {
  cargo: Piece[];
  transports: Piece[];
  to: SpaceId;
  assault: boolean;
}

function checkUnload(
  state: PacificState,
  ids: readonly PieceId[],
  to: string,
  phase: MovePhase,
): Refusal | UnloadPlan {
  const power = state.power;
  const rule = phase === 'combat-move' ? '13.4' : '15';
  if (!hasSpace(to) || !isLand(to)) return refuse('13.8', `${to} is not a territory to unload into`);
  const cargo: Piece[] = [];
  const transports = new Map<PieceId, Piece>();
  for (const id of ids) {
    const p = state.pieces[id];
    if (!p) return refuse('13.8', `there is no piece ${id}`);
    if (cargo.some((q) => q.id === id)) return refuse('13.8', `${id} is named twice`);
    if (p.owner !== power) return refuse('13.8', `${label(p)} is not ${power}'s to unload`);
    const t = p.aboard ? state.pieces[p.aboard] : undefined;
    if (t?.type !== 'transport') return refuse('13.8', `${label(p)} is not aboard a transport`);
    if (t.unloaded)
      return refuse('13.8', `${label(t)} has unloaded this turn: it unloads into one territory only`);
    cargo.push(p);
    transports.set(t.id, t);
  }
  if (cargo.length === 0) return refuse('13.8', 'nothing to unload');
  const zone = cargo[0]?.at as SpaceId;
  if (cargo.some((p) => p.at !== zone))
    return refuse('13.8', 'the cargo to unload is in different sea zones');
  if (!areAdjacent(zone, to)) return refuse('13.8', `${nameOf(to)} is not next to ${nameOf(zone)}`);
  if (phase === 'combat-move') {
    const gun = cargo.find((p) => p.type === 'aaGun');
    if (gun) return refuse('19', `${label(gun)} is an AA gun: AA guns move only in noncombat move`);
    if (isTrueNeutral(state, to))
      return refuse('13.4', `${nameOf(to)} is neutral: an amphibious assault attacks an enemy territory`);
    const assault = isEnemyTerritory(state, power, to) || enemyUnitsIn(state, power, to).length > 0;
    return { cargo, transports: [...transports.values()], to, assault };
  }
  if (!isFriendlyTerritory(state, power, to) || enemyUnitsIn(state, power, to).length > 0)
    return refuse(
      rule,
      `${nameOf(to)} is not friendly: in noncombat move units unload only into friendly territory`,
    );
  if (cargo.some((p) => p.engaged))
    return refuse('15', 'cargo loaded in combat move may not move in noncombat move');
  // 15 rule 1 Cargo carried in combat move moved then with its transport: it stays aboard.
  const moved = [...transports.values()].find((t) => t.engaged);
  if (moved)
    return refuse('15', `${label(moved)} moved in combat move: its cargo moved with it and may not move now`);
  return { cargo, transports: [...transports.values()], to, assault: false };
}

export function applyUnload(state: PacificState, action: Action, phase: MovePhase): Result {
  const plan = checkUnload(
    state,
    Array.isArray(action.pieces) ? (action.pieces as PieceId[]) : [],
    String(action.to),
    phase,
  );
  if ('error' in plan) return plan;
  const war = actsOfWar(state, plan.cargo, [plan.to], phase);
  if ('error' in war) return war;
  if (phase === 'combat-move' && !plan.assault && !war.takeovers.includes(plan.to) && war.war.length === 0)
    return refuse(
      '13.1',
      `${nameOf(plan.to)} is friendly: a combat move unloads only into an enemy territory`,
    );
  const warred = startWars(state, war);
  const zone = plan.cargo[0]?.at as SpaceId;
  const pieces = { ...warred.state.pieces };
  const combat = phase === 'combat-move';
  for (const p of plan.cargo) {
    const { aboard: _a, ...off } = p;
    pieces[p.id] = {
      ...off,
      at: plan.to,
      ...(combat ? { engaged: true as const, cameFrom: zone } : {}),
      ...(combat && (plan.assault || war.war.length > 0) ? { seaborne: true as const } : {}),
    };
  }
  for (const t of plan.transports)
    pieces[t.id] = { ...t, unloaded: true, ...(combat ? { engaged: true as const } : {}) };
  const events: GameEvent[] = [
    ...warred.events,
    {
      type: 'unloaded',
      rule: combat ? '13.4' : '15',
      seat: state.power,
      ids: plan.cargo.map((p) => p.id),
      units: plan.cargo.map((p) => p.type),
      transports: plan.transports.map((t) => t.id),
      zone,
      to: plan.to,
    },
  ];
  const taken = takeOver({ ...warred.state, pieces }, war);
  return { state: taken.state, events: [...events, ...taken.events] };
}

/** 13.8 `legal`: loads (one unit of each kind, and as many of it as fit) and whole-cargo unloads (in combat move, all but AA guns). */
export function transportOptions(state: PacificState, phase: MovePhase): Action[] {
  const power = state.power;
  const actions: Action[] = [];
  const transports = Object.values(state.pieces)
    .filter((t) => t.type === 'transport' && t.owner === power && !t.unloaded)
    .sort((a, b) => a.id.localeCompare(b.id));
  const seen = new Set<string>();
  for (const t of transports) {
    const cargo = aboardOf(state, t.id);
    const key = `${groupKey(t)}|${cargo
      .map((p) => `${p.type}${p.engaged ? 'e' : ''}`)
      .sort()
      .join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // 19 An AA gun never moves in combat move: it stays aboard while the rest goes ashore.
    const ashore = phase === 'combat-move' ? cargo.filter((p) => p.type !== 'aaGun') : cargo;
    if (ashore.length > 0)
      for (const to of landsOf(t.at)) {
        const a = { type: 'unload', pieces: ashore.map((p) => p.id), to };
        if (!('error' in applyUnload(state, a, phase))) actions.push(a);
      }
    if (power === 'china' || isHostileSea(state, power, t.at)) continue;
    const free = freeSlots(state, t);
    for (const land of landsOf(t.at)) {
      const byType = new Map<string, Piece[]>();
      for (const p of Object.values(state.pieces))
        if (p.at === land && p.owner === power && UNITS[p.type].domain === 'land' && slotsOf(p) <= free) {
          const list = byType.get(groupKey(p)) ?? [];
          list.push(p);
          byType.set(groupKey(p), list);
        }
      for (const group of byType.values()) {
        group.sort((a, b) => a.id.localeCompare(b.id));
        const fit = Math.min(group.length, Math.floor(free / slotsOf(group[0] as Piece)));
        // The most that fit, with any part of them (`subset`); one check decides for alike pieces.
        const a = { type: 'load', pieces: group.slice(0, fit).map((p) => p.id), transport: t.id };
        if (!('error' in applyLoad(state, a, phase))) actions.push(fit > 1 ? { ...a, subset: 'pieces' } : a);
      }
    }
  }
  return actions;
}
