/**
 * Choosing the attacks of an Axis & Allies Pacific 1940 combat move with the exact battle odds.
 * From the legal moves, every space the power could fight for is a target; each target gets the
 * cheapest force, added move by move, whose odds of winning reach the plan's `nerve` (the lowest
 * chance of winning it will attack at), if its expected gain is positive. Targets already attacked
 * this turn come first and get whatever can still join them, then the rest by their worth. The choice
 * is the first move of that assignment: the next decision recomputes it from the new board, so a plan
 * is the same policy at every step of the phase.
 * Left out: amphibious assaults (loading and unloading), strategic bombing and neutrals.
 */
import type { Action } from '@wargame/engine';
import {
  type BattleSpec,
  enemyUnitsIn,
  forceOfPieces,
  isLand,
  type OddsResult,
  oddsOf,
  type PacificState,
  type Piece,
  type Power,
  piecesIn,
  UNITS,
} from '@wargame/pacific-1940';
import { hostileTo, landValue, piecesOf } from './pacific-board.ts';

type SpaceId = string;

/** A move that could join an attack: a listed move, or one piece of a group listed with `subset`. */
export interface Mover {
  action: Action;
  pieces: Piece[];
  /** The listed group it is a part of (parts of one group may move as one). */
  group?: string;
}

export interface Target {
  space: SpaceId;
  /** Units of the moving power already there (moved in this turn). */
  committed: Piece[];
  movers: Mover[];
  worth: number;
}

const ODDS = new Map<string, OddsResult>();
const ODDS_CACHE_LIMIT = 20_000;

/** The exact odds of a battle, remembered (the same battles recur through a search). */
export function cachedOdds(spec: BattleSpec): OddsResult {
  const key = JSON.stringify(spec);
  let odds = ODDS.get(key);
  if (!odds) {
    odds = oddsOf(spec);
    if (ODDS.size >= ODDS_CACHE_LIMIT) ODDS.clear();
    ODDS.set(key, odds);
  }
  return odds;
}

/** The odds of attacking `space` with `attackers`; null when nobody defends it. */
export function oddsFor(state: PacificState, power: Power, space: SpaceId, attackers: readonly Piece[]) {
  const defenders = enemyUnitsIn(state, power, space).filter(
    (p) => p.type !== 'aaGun' && !(p.aboard && UNITS[p.type].domain === 'land'),
  );
  const guns = enemyUnitsIn(state, power, space).filter((p) => p.type === 'aaGun').length;
  if (defenders.length === 0) return null;
  const land = isLand(space);
  const defender = forceOfPieces(defenders);
  if (land && guns > 0) defender.units.aaGun = guns;
  return cachedOdds({ kind: land ? 'land' : 'sea', attacker: forceOfPieces(attackers), defender });
}

/** What winning `space` is worth beyond the units: the land itself. */
export const prize = (state: PacificState, space: SpaceId): number =>
  isLand(space) ? landValue(state, space) : 0;

const domainOf = (p: Piece) => UNITS[p.type].domain;

/** The part `pieces` of a move listed with `subset` (engine contract: an action of its own). */
function partOf(action: Action, pieces: readonly Piece[]): Action {
  const { subset: _whole, ...rest } = action;
  return { ...rest, pieces: pieces.map((p) => p.id) };
}

/** Parts of one listed group going the same way, made one move again. */
function merged(movers: readonly Mover[]): Mover[] {
  const out: Mover[] = [];
  const byGroup = new Map<string, Mover>();
  for (const m of movers) {
    const same = m.group === undefined ? undefined : byGroup.get(m.group);
    if (same) {
      same.pieces.push(...m.pieces);
      same.action = { ...same.action, pieces: same.pieces.map((p) => p.id) };
      continue;
    }
    const copy = { ...m, pieces: [...m.pieces] };
    if (m.group !== undefined) byGroup.set(m.group, copy);
    out.push(copy);
  }
  return out;
}

/** The moves that could join an attack, grouped by the space they end in. */
export function targetsOf(state: PacificState, legal: readonly Action[]): Target[] {
  const power = state.power;
  const byEnd = new Map<SpaceId, Mover[]>();
  for (const action of legal) {
    if (action.type !== 'move' || action.mission !== undefined) continue;
    const path = action.path as SpaceId[];
    const end = path[path.length - 1]!;
    const pieces = piecesOf(state, action.pieces);
    // Transports die in a battle and carry cargo elsewhere: they are no attackers.
    if (pieces.length === 0 || pieces.some((p) => p.type === 'transport' || p.type === 'aaGun')) continue;
    const list = byEnd.get(end) ?? [];
    // A group that may move in part joins piece by piece: the force is the cheapest that suffices.
    if (action.subset === 'pieces' && pieces.length > 1) {
      const group = JSON.stringify(action);
      for (const piece of pieces) list.push({ action: partOf(action, [piece]), pieces: [piece], group });
    } else list.push({ action, pieces });
    byEnd.set(end, list);
  }
  const targets: Target[] = [];
  for (const [space, movers] of byEnd) {
    if (!hostileTo(state, power, space)) continue;
    // True neutrals raise an army and turn the other side's: left alone.
    if (isLand(space) && state.control[space] === 'neutral') continue;
    // Cargo neither fires nor is hit at sea (14.5): only what fights counts.
    const committed = piecesIn(state, space).filter(
      (p) => p.owner === power && !(p.aboard && domainOf(p) === 'land'),
    );
    const worth =
      prize(state, space) + enemyUnitsIn(state, power, space).reduce((n, p) => n + UNITS[p.type].cost, 0);
    targets.push({ space, committed, movers, worth });
  }
  return targets.sort(
    (a, b) =>
      Number(b.committed.length > 0) - Number(a.committed.length > 0) ||
      b.worth - a.worth ||
      (a.space < b.space ? -1 : 1),
  );
}

/** Cheap, weak units join first; a land target needs a land unit to take it. */
function moverOrder(land: boolean) {
  return (a: Mover, b: Mover): number => {
    const score = (m: Mover) => {
      const cost = m.pieces.reduce((n, p) => n + UNITS[p.type].cost, 0);
      const landUnits = m.pieces.filter((p) => domainOf(p) === 'land').length;
      return (land && landUnits > 0 ? -100 : 0) + cost;
    };
    return score(a) - score(b);
  };
}

interface Assignment {
  target: Target;
  movers: Mover[];
}

/**
 * How a combat move attacks: `nerve`, the lowest chance of winning a battle it attacks at; `spare`, the
 * targets it leaves alone.
 */
export interface Posture {
  nerve: number;
  spare: ReadonlySet<SpaceId>;
}

const SPARE_NONE: ReadonlySet<SpaceId> = new Set();

/** A posture at this nerve, leaving alone `spare` (none by default). */
export const posture = (nerve: number, spare: ReadonlySet<SpaceId> = SPARE_NONE): Posture => ({
  nerve,
  spare,
});

/** The attacks this posture makes, in the order they are moved. */
export function assignAttacks(
  state: PacificState,
  legal: readonly Action[],
  { nerve, spare }: Posture,
): Assignment[] {
  const power = state.power;
  const used = new Set<string>();
  const out: Assignment[] = [];
  for (const target of targetsOf(state, legal)) {
    if (spare.has(target.space) && target.committed.length === 0) continue;
    const land = isLand(target.space);
    const force = [...target.committed];
    const chosen: Mover[] = [];
    const free = (m: Mover) => m.pieces.filter((p) => !used.has(p.id));
    const odds = () => oddsFor(state, power, target.space, force);
    const hasLand = () => force.some((p) => domainOf(p) === 'land');
    const enough = () => {
      if (land && !hasLand()) return false;
      const o = odds();
      return o === null || o.attackerWins >= nerve;
    };
    for (const mover of [...target.movers].sort(moverOrder(land))) {
      if (force.length > 0 && enough()) break;
      const pieces = free(mover);
      if (pieces.length < mover.pieces.length) continue;
      // No plane flies where it is not needed: an undefended land takes one land unit.
      if (
        land &&
        enemyUnitsIn(state, power, target.space).length === 0 &&
        !pieces.some((p) => domainOf(p) === 'land')
      )
        continue;
      chosen.push(mover);
      force.push(...pieces);
    }
    if (chosen.length === 0) continue;
    const o = odds();
    const committed = target.committed.length > 0;
    if (!committed) {
      if (!enough()) continue;
      const loss = o ? o.expectedIpcLoss.attacker : 0;
      const gain =
        (o ? o.attackerWins : 1) * prize(state, target.space) + (o ? o.expectedIpcLoss.defender : 0);
      if (gain - loss <= 0) continue;
    }
    for (const m of chosen) for (const p of m.pieces) used.add(p.id);
    out.push({ target, movers: merged(chosen) });
  }
  return out;
}

/** The next move of the attacks this posture makes, or null when it would make no more. */
export function nextAttack(state: PacificState, legal: readonly Action[], stance: Posture): Action | null {
  for (const { movers } of assignAttacks(state, legal, stance))
    if (movers.length > 0) return movers[0]!.action;
  return null;
}
