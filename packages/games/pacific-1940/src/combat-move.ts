/**
 * 13 Phase 2: Combat Move. Every move must end in a combat (13.1), but for the four exceptions: tanks and
 * mech infantry that blitzed (13.7), sea units staying in an empty zone to support an amphibious assault
 * (13.4), sea units leaving a hostile zone (13.2), and sea units going after enemy subs and transports.
 * The path rules are `paths.ts`'s; acts of war `acts-of-war.ts`'s; loading and unloading
 * `transport.ts`'s; landing range `air-landing.ts`'s. A move that cannot end in a combat is refused when
 * it is made; what only the end of the phase can tell (cargo loaded and not unloaded, ships in an empty
 * zone from which no assault is launched, aircraft over an empty enemy territory no land unit entered) is
 * refused by `end-combat-move`, naming the units. On ending, attacked neutrals raise their infantry (8.1) and Conduct Combat begins.
 */
import type { Action, GameEvent } from '@wargame/engine';
import { actsOfWar, startWars, takeOver, type WarCheck } from './acts-of-war.ts';
import { canReachLanding, shipReach } from './air-landing.ts';
import { movementLeft } from './bases.ts';
import { startCombat } from './combat.ts';
import {
  enemyUnitsIn,
  isEnemyTerritory,
  isFriendlyTerritory,
  isHostileSea,
  isTrueNeutral,
  piecesIn,
} from './hostility.ts';
import { isLand, landsOf, spaceOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { raiseNeutrals } from './neutrals.ts';
import {
  aboardOf,
  applyPath,
  checkPath,
  combatSpace,
  domainOf,
  label,
  type MoveAction,
  moveOptions,
  movers,
  nameOf,
  type PathInfo,
  type Refusal,
  type Result,
  raidTarget,
  refuse,
  unknownSpace,
} from './paths.ts';
import { SIDE_OF } from './powers.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { applyLoad, applyUnload, transportOptions } from './transport.ts';
import { UNITS } from './units.ts';

interface MovePlan {
  pieces: Piece[];
  path: SpaceId[];
  info: PathInfo;
  war: WarCheck;
  /** The state with the wars the move starts already begun: the move is judged and made in it. */
  warred: { state: PacificState; events: GameEvent[] };
  mission?: 'raid' | 'escort';
}

/** 13.4 A zone next to a territory a transport there could attack by unloading. */
const besideTarget = (state: PacificState, zone: SpaceId): boolean =>
  landsOf(zone).some((l) => combatSpace(state, state.power, l));

export function checkCombatMove(state: PacificState, action: Action): Refusal | MovePlan {
  const ids = Array.isArray(action.pieces) ? (action.pieces as PieceId[]) : [];
  const path = Array.isArray(action.path) ? (action.path as SpaceId[]) : [];
  const mission = action.mission as 'raid' | 'escort' | undefined;
  if (mission !== undefined && mission !== 'raid' && mission !== 'escort')
    return refuse('14.3', `'${String(mission)}' is no mission: a bomber raids, a fighter escorts`);
  const found = movers(state, ids, '13.1');
  if ('error' in found) return found;
  for (const p of found) {
    if (p.type === 'aaGun')
      return refuse('19', `${label(p)} is an AA gun: AA guns never move in combat move`);
    if (domainOf(p) !== 'sea' && (p.moved ?? 0) > 0)
      return refuse('13.1', `${label(p)} has made its combat move: combat moves are made once, all together`);
    if (domainOf(p) === 'land' && p.seaborne)
      return refuse('13.8', `${label(p)} came ashore from a transport this turn: its move is over`);
  }
  if (path.length === 0) return refuse('13.1', 'the path is empty');
  const unknown = unknownSpace(path, '13.1');
  if (unknown) return unknown;
  const war = actsOfWar(state, found, path, 'combat-move');
  if ('error' in war) return war;
  const warred = startWars(state, war);
  const s = warred.state;
  const info = checkPath(s, found, path, 'combat-move');
  if ('error' in info) return info;
  const power = state.power;
  const start = found[0]?.at as SpaceId;
  const to = path[path.length - 1] as SpaceId;
  const combat = combatSpace(s, power, to);
  for (const p of found) {
    switch (domainOf(p)) {
      case 'land': {
        const ok =
          combat ||
          isTrueNeutral(s, to) ||
          war.takeovers.includes(to) ||
          (info.blitzed !== null && isFriendlyTerritory(s, power, to));
        if (!ok)
          return refuse(
            '13.1',
            `${label(p)}'s move ends in ${nameOf(to)}, friendly territory: a combat move must end in a combat`,
          );
        break;
      }
      case 'sea': {
        const escaping = (p.moved ?? 0) === 0 && isHostileSea(s, power, start);
        const ok = enemyUnitsIn(s, power, to).length > 0 || escaping || besideTarget(s, to);
        if (!ok)
          return refuse(
            '13.1',
            `${label(p)}'s move to ${nameOf(to)} leads to no combat: it belongs to noncombat move`,
          );
        break;
      }
      case 'air': {
        if (!(combat || isTrueNeutral(s, to)))
          return refuse('13.1', `${label(p)} flies to ${nameOf(to)}, where there is nothing to attack`);
        const left = movementLeft(s, p) - path.length;
        if (!canReachLanding(s, power, p.type, to, left))
          return refuse(
            '13.3',
            `${label(p)} would have ${left} movement left in ${nameOf(to)}: not enough to reach a landing space`,
          );
        break;
      }
    }
  }
  if (mission !== undefined) {
    const wrong = found.find((p) =>
      mission === 'raid' ? !UNITS[p.type].strategicBomber : p.type !== 'fighter',
    );
    if (wrong)
      return refuse(
        '14.3',
        `${label(wrong)} cannot ${mission === 'raid' ? 'bomb facilities' : 'escort a raid'}`,
      );
    if (!raidTarget(s, to))
      return refuse('14.3', `${nameOf(to)} is not an enemy territory with facilities to bomb`);
  }
  return { pieces: found, path, info, war, warred, ...(mission ? { mission } : {}) };
}

function applyMove(state: PacificState, action: Action): Result {
  const plan = checkCombatMove(state, action);
  if ('error' in plan) return plan;
  const moved = applyPath(
    plan.warred.state,
    plan.pieces,
    plan.path,
    'combat-move',
    plan.info,
    plan.mission ? { mission: plan.mission } : {},
  );
  const taken = takeOver(moved.state, plan.war);
  return { state: taken.state, events: [...plan.warred.events, ...moved.events, ...taken.events] };
}

/**
 * 13.8 A transport that is beside a territory to assault, or can still get beside one. Cargo loaded in
 * combat move must go ashore to attack; once its transport can reach no such territory (another move
 * took the target, or it fought its way into a zone with none), it stays aboard (RULINGS.md).
 */
const mayStillAssault = (state: PacificState, transport: Piece): boolean =>
  shipReach(state, transport).some((zone) => besideTarget(state, zone));

/**
 * 13.1, 13.8 What keeps the combat move from ending, one line per unit: cargo loaded and not unloaded,
 * sea units in a zone with no combat that neither escaped nor support a landing, aircraft where there is
 * nothing to attack.
 */
export function unfinished(state: PacificState): string[] {
  const power = state.power;
  const mine = Object.values(state.pieces).filter((p) => p.owner === power);
  const problems: string[] = [];
  const launch = new Set(
    mine.filter((p) => p.type === 'transport' && p.unloaded && p.engaged).map((p) => p.at),
  );
  for (const p of mine) {
    const domain = domainOf(p);
    if (p.type === 'transport' && aboardOf(state, p.id).some((c) => c.engaged) && mayStillAssault(state, p))
      problems.push(
        `${label(p)} in ${nameOf(p.at)} carries units loaded in combat move: unload them to attack (13.8)`,
      );
    if (domain === 'sea' && p.engaged && !p.unloaded) {
      const enemies = enemyUnitsIn(state, power, p.at);
      const fight =
        isHostileSea(state, power, p.at) ||
        (enemies.length > 0 &&
          mine.some(
            (q) => q.at === p.at && (q.moved ?? 0) > 0 && (domainOf(q) === 'air' || q.type !== 'transport'),
          ));
      // 13.1 A ship whose purpose another move took away (the target beside it captured) and that can
      // move no more stays where it is (RULINGS.md).
      if (!fight && !p.escaped && !launch.has(p.at) && movementLeft(state, p) > 0)
        problems.push(
          `${label(p)} in ${nameOf(p.at)} has no combat there and supports no amphibious assault (13.1)`,
        );
    }
    if (domain === 'air' && (p.moved ?? 0) > 0) {
      const enemies = enemyUnitsIn(state, power, p.at).length > 0;
      const landed = mine.some((q) => q.at === p.at && domainOf(q) === 'land' && q.engaged);
      const raid = p.mission !== undefined && raidTarget(state, p.at);
      // 13.1 An aircraft whose target a blitz took on its way this turn has done its part (RULINGS.md).
      const blitzed = state.turn.captured.includes(p.at);
      if (!enemies && !raid && !blitzed && !(isEnemyTerritory(state, power, p.at) && landed))
        problems.push(`${label(p)} in ${nameOf(p.at)} has nothing to attack there (13.1)`);
    }
  }
  return problems;
}

function endCombatMove(state: PacificState): Result {
  const raised = raiseNeutrals(state);
  const problems = unfinished(raised.state);
  if (problems.length > 0) return refuse('13.1', `the combat move cannot end yet: ${problems.join('; ')}`);
  const started = startCombat({ ...raised.state, phase: 'combat' });
  return {
    state: started.state,
    events: [...raised.events, { type: 'phase', phase: 'combat', seat: state.power }, ...started.events],
  };
}

export function applyCombatMove(state: PacificState, action: Action): Result {
  switch (action.type) {
    case 'move':
      return applyMove(state, action);
    case 'load':
      return applyLoad(state, action, 'combat-move');
    case 'unload':
      return applyUnload(state, action, 'combat-move');
    case 'end-combat-move':
      return endCombatMove(state);
    default:
      return refuse('13', `'${action.type}' is not an action of the combat move`);
  }
}

/**
 * 13 `legal`: the moves `applyCombatMove` accepts that leave the phase able to end (aircraft only where
 * there is something to attack now, sea units only into a combat or out of a hostile zone, transports
 * with cargo to where they can unload), loads where an unload can follow, unloads, and the end when
 * nothing is unfinished.
 */
export function combatMoveLegal(state: PacificState): Action[] {
  const power = state.power;
  const accept = (a: MoveAction): boolean => {
    const plan = checkCombatMove(state, a);
    if ('error' in plan) return false;
    const s = plan.warred.state;
    const to = a.path[a.path.length - 1] as SpaceId;
    const start = plan.pieces[0]?.at as SpaceId;
    for (const p of plan.pieces) {
      const domain = domainOf(p);
      if (domain === 'air') {
        const landed = piecesIn(s, to).some((q) => q.owner === power && domainOf(q) === 'land' && q.engaged);
        if (
          !(
            enemyUnitsIn(s, power, to).length > 0 ||
            landed ||
            (a.mission !== undefined && raidTarget(s, to)) ||
            (isTrueNeutral(s, to) && (spaceOf(to).neutralDefenders?.infantry ?? 0) > 0)
          )
        )
          return false;
      }
      if (domain === 'sea') {
        // 13.8 Cargo loaded in combat move is to go ashore: its transport sails only beside a target.
        if (p.type === 'transport' && aboardOf(s, p.id).some((c) => c.engaged) && !besideTarget(s, to))
          return false;
        const fight =
          isHostileSea(s, power, to) || (enemyUnitsIn(s, power, to).length > 0 && p.type !== 'transport');
        const escaping = (p.moved ?? 0) === 0 && isHostileSea(s, power, start);
        const carrying = p.type === 'transport' && aboardOf(s, p.id).length > 0 && besideTarget(s, to);
        if (!fight && !escaping && !carrying) return false;
      }
    }
    return true;
  };
  // Cheap first sift: land and air units go only where some other side's units are or into land not
  // friendly (Dutch and French lands for the UK and ANZAC's land units too, 9 rule 4).
  const worth = (p: Piece, to: SpaceId): boolean => {
    if (domainOf(p) === 'sea') return true;
    if (piecesIn(state, to).some((q) => q.owner === 'neutral' || SIDE_OF[q.owner] !== SIDE_OF[power]))
      return true;
    if (isLand(to) && !isFriendlyTerritory(state, power, to)) return true;
    return domainOf(p) === 'land' && (state.control[to] === 'dutch' || state.control[to] === 'french');
  };
  const actions: Action[] = moveOptions(state, 'combat-move', accept, worth);
  for (const a of transportOptions(state, 'combat-move')) {
    // 13.4 A load is worth listing when the transport can still get beside a territory to assault.
    if (a.type === 'load') {
      const t = state.pieces[String(a.transport)] as Piece;
      if (!mayStillAssault(state, t)) continue;
    }
    actions.push(a);
  }
  if (unfinished(raiseNeutrals(state).state).length === 0) actions.push({ type: 'end-combat-move' });
  return actions;
}
