/**
 * Where a unit may retreat (12.1, 12-C), where it may evade (13.1, 13-A), and how a lone leader evades or
 * escapes (14.3, 14.4, 14-D, 14-E). Every step goes to one of the two rear neighbours, toward the piece's own
 * baseline: never sideways, never off the board (leaders excepted).
 */
import { type HexId, isHomeRow, type Side } from '../board.ts';
import { attachedLeader } from '../state.ts';
import { isPassable } from '../terrain.ts';
import type { AncientsState, Leader, Unit } from '../types.ts';
import { stats } from '../units.ts';
import { hexesTowardHome, homeSideOf, type Occupancy, occupancy } from './geometry.ts';

/** 16, 16-A, 16-F May this unit enter `hex` at all (terrain only)? War machines stay out of broken ground and marsh. */
export function unitMayEnterTerrain(s: AncientsState, hex: HexId, unit: Unit): boolean {
  if (!isPassable(s, hex, unit)) return false;
  return !(unit.type === 'HWM' && s.terrain[hex]?.type === 'marsh');
}

/**
 * 12-C May a retreating (or evading) unit step into `hex`? Not into impassable terrain, any unit, or an enemy
 * leader; into a lone friendly leader's hex only if it has no leader of its own. Returns 'leader' when the
 * step joins a lone friendly leader (which ends the retreat).
 */
function stepInto(
  s: AncientsState,
  occ: Occupancy,
  unit: Unit,
  hasLeader: boolean,
  hex: HexId,
): 'no' | 'yes' | 'leader' {
  if (!unitMayEnterTerrain(s, hex, unit)) return 'no';
  if (occ.unit.has(hex)) return 'no';
  const leader = occ.leader.get(hex);
  if (!leader) return 'yes';
  if (leader.side !== unit.side || hasLeader) return 'no';
  return 'leader';
}

export interface RetreatChoice {
  /** Hexes the owner may retreat into next (all lead to the longest retreat possible). */
  steps: HexId[];
  /** The most hexes of the remaining retreat that can still be made (joining a lone leader counts as all). */
  reachable: number;
}

/**
 * 12-C The next retreat hexes for `unit` with `remaining` hexes to go. A full retreat must be taken if one
 * exists, and a partial one is as long as possible, so only steps on a longest path are offered.
 */
export function retreatChoice(
  s: AncientsState,
  unit: Unit,
  remaining: number,
  occ: Occupancy = occupancy(s),
): RetreatChoice {
  const home = homeSideOf(s, unit);
  const hasLeader = attachedLeader(s, unit) !== undefined;
  const memo = new Map<string, number>();
  const best = (hex: HexId, k: number): number => {
    if (k === 0) return 0;
    const key = `${hex}/${k}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let most = 0;
    for (const n of hexesTowardHome(hex, home)) {
      const step = stepInto(s, occ, unit, hasLeader, n);
      if (step === 'no') continue;
      const got = step === 'leader' ? k : 1 + best(n, k - 1);
      if (got > most) most = got;
      if (most === k) break;
    }
    memo.set(key, most);
    return most;
  };
  const reachable = best(unit.hex, remaining);
  const steps: HexId[] = [];
  if (reachable > 0) {
    for (const n of hexesTowardHome(unit.hex, home)) {
      const step = stepInto(s, occ, unit, hasLeader, n);
      if (step === 'no') continue;
      const got = step === 'leader' ? remaining : 1 + best(n, remaining - 1);
      if (got === reachable) steps.push(n);
    }
  }
  return { steps, reachable };
}

/** Does a step into `hex` join a lone friendly leader (so the retreat or evade ends there)? */
export function joinsLoneLeader(
  s: AncientsState,
  unit: Unit,
  hex: HexId,
  occ: Occupancy = occupancy(s),
): boolean {
  const leader = occ.leader.get(hex);
  return leader !== undefined && leader.side === unit.side && !occ.unit.has(hex);
}

export interface EvadeDestination {
  to: HexId;
  /** The first hex of a 2-hex evade; null for a 1-hex evade. */
  via: HexId | null;
}

/**
 * 13-A Where `unit` may evade to: 2 hexes toward its side (stopping early on a lone friendly leader in the
 * first hex), or 1 hex only when no 2-hex evade exists. Empty: it may not evade.
 */
export function evadeDestinations(
  s: AncientsState,
  unit: Unit,
  occ: Occupancy = occupancy(s),
): EvadeDestination[] {
  const home = homeSideOf(s, unit);
  const hasLeader = attachedLeader(s, unit) !== undefined;
  const one: EvadeDestination[] = [];
  const two: EvadeDestination[] = [];
  const seen = new Set<HexId>();
  for (const a of hexesTowardHome(unit.hex, home)) {
    const first = stepInto(s, occ, unit, hasLeader, a);
    if (first === 'no') continue;
    one.push({ to: a, via: null });
    if (first === 'leader') continue;
    for (const b of hexesTowardHome(a, home)) {
      if (seen.has(b) || stepInto(s, occ, unit, hasLeader, b) === 'no') continue;
      seen.add(b);
      two.push({ to: b, via: a });
    }
  }
  if (two.length === 0) return one;
  // A lone friendly leader in the first hex stops the evade there: that is a full evade too.
  const stops = one.filter((d) => stepInto(s, occ, unit, hasLeader, d.to) === 'leader');
  return [...stops, ...two];
}

/** 14-D, 14-E One way for a lone leader to evade: the hexes entered, in order, and where he ends. */
export interface LeaderRoute {
  /** The final hex, or 'off' when he leaves the board over his own baseline. */
  to: HexId | 'off';
  path: HexId[];
  /** Hexes with enemy units he passes through (an escape: each such unit rolls at him). */
  enemyUnits: string[];
  /** Total dice the enemy units on the route would roll (the engine picks the safest escape route). */
  escapeDice: number;
  /** Marsh hexes entered (16-F). */
  marsh: number;
}

/** 14-E The dice an enemy unit rolls at an escaping leader: its normal attack dice (warriors' full strength included), an elephant 1. */
export function escapeDiceOf(unit: Unit): number {
  if (unit.type === 'EL') return 1;
  const st = stats(unit);
  return st.closeDice + (st.fullStrengthBonus && unit.blocks === unit.maxBlocks ? 1 : 0);
}

/**
 * 14-D, 14-E Where a lone leader may evade to, one route per destination. Routes through no enemy piece come
 * first: only when there is none may he escape through enemy hexes (choosing, per destination, the route
 * with the fewest enemy dice). He may leave the board over his own baseline when a route reaches it.
 * Empty: no route at all (he is eliminated).
 */
export function leaderEvadeRoutes(
  s: AncientsState,
  leader: Leader,
  occ: Occupancy = occupancy(s),
): LeaderRoute[] {
  const home: Side = homeSideOf(s, leader);
  const normal = new Map<string, LeaderRoute>();
  const escapes = new Map<string, LeaderRoute>();
  const enemyAt = (h: HexId): boolean => {
    const u = occ.unit.get(h);
    if (u && u.side !== leader.side) return true;
    const l = occ.leader.get(h);
    return l !== undefined && l.side !== leader.side;
  };
  const better = (a: LeaderRoute, b: LeaderRoute): boolean =>
    a.escapeDice !== b.escapeDice
      ? a.escapeDice < b.escapeDice
      : a.marsh !== b.marsh
        ? a.marsh < b.marsh
        : a.path.length < b.path.length;
  const consider = (route: LeaderRoute) => {
    const table = route.path.some(enemyAt) ? escapes : normal;
    const known = table.get(route.to);
    if (!known || better(route, known)) table.set(route.to, route);
  };
  const walk = (hex: HexId, path: HexId[], enemyUnits: string[], dice: number, marsh: number) => {
    // Off the board over his own baseline: leaving counts as one of his 1-3 hexes.
    if (path.length < 3 && isHomeRow(hex, home)) {
      consider({ to: 'off', path: [...path], enemyUnits: [...enemyUnits], escapeDice: dice, marsh });
    }
    if (path.length === 3) return;
    for (const n of hexesTowardHome(hex, home)) {
      if (!isPassable(s, n)) continue;
      const unit = occ.unit.get(n);
      const enemyUnit = unit && unit.side !== leader.side ? unit : undefined;
      const nextPath = [...path, n];
      const nextEnemies = enemyUnit ? [...enemyUnits, enemyUnit.id] : enemyUnits;
      const nextDice = dice + (enemyUnit ? escapeDiceOf(enemyUnit) : 0);
      const nextMarsh = marsh + (s.terrain[n]?.type === 'marsh' ? 1 : 0);
      const other = occ.leader.get(n);
      // He may end only where no enemy piece and no other friendly leader stands.
      if (!enemyAt(n) && !(other && other.id !== leader.id)) {
        consider({ to: n, path: nextPath, enemyUnits: nextEnemies, escapeDice: nextDice, marsh: nextMarsh });
      }
      walk(n, nextPath, nextEnemies, nextDice, nextMarsh);
    }
  };
  walk(leader.hex, [], [], 0, 0);
  const chosen = normal.size > 0 ? normal : escapes;
  return [...chosen.values()];
}
