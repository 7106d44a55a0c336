/**
 * 15 Phase 4: Noncombat Move.
 * - Scrambled aircraft land first (14.2.2, `air-landing.ts`).
 * - Land and sea units that moved in combat move, fought or retreated (`engaged`) stay; transports that
 *   unloaded stay (13.8). Air units may move, and those that fought must, to land.
 * - Land units move only through and into friendly territory (no blitz, no neutral, no Soviet territory),
 *   and may load and unload (into friendly territory only). Sea units may not end in a hostile zone (subs
 *   pass through one without a destroyer, 13.6). Air units end on a landing space: a territory friendly
 *   since the start of the turn, or a zone where a friendly carrier with room is or can be (13.3, 15).
 * - The USA at peace may not enter China; the UK or ANZAC doing so starts their war (9 rules 6, 7, 11).
 * - On ending the phase, aircraft with no landing are lost, and Mobilize New Units begins.
 */
import type { Action, GameEvent } from '@wargame/engine';
import { actsOfWar, startWars, takeOver } from './acts-of-war.ts';
import { landAll, landingSpace, landScrambled } from './air-landing.ts';
import { enemyUnitsIn, isFriendlyTerritory, isHostileSea } from './hostility.ts';
import { isLand } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import {
  applyPath,
  checkPath,
  domainOf,
  label,
  type MoveAction,
  moveOptions,
  movers,
  nameOf,
  type Refusal,
  type Result,
  refuse,
  unknownSpace,
} from './paths.ts';
import type { PacificState, PieceId } from './state.ts';
import { applyLoad, applyUnload, transportOptions } from './transport.ts';

function checkNoncombatMove(state: PacificState, action: Action) {
  const ids = Array.isArray(action.pieces) ? (action.pieces as PieceId[]) : [];
  const path = Array.isArray(action.path) ? (action.path as SpaceId[]) : [];
  if (action.mission !== undefined) return refuse('14.3', 'raids and escorts are sent in combat move');
  const found = movers(state, ids, '15');
  if ('error' in found) return found;
  for (const p of found)
    if (domainOf(p) !== 'air' && p.engaged)
      return refuse(
        '15',
        `${label(p)} moved in combat move or took part in combat: it may not move in noncombat move`,
      );
  if (path.length === 0) return refuse('15', 'the path is empty');
  const unknown = unknownSpace(path, '15');
  if (unknown) return unknown;
  const war = actsOfWar(state, found, path, 'noncombat-move');
  if ('error' in war) return war;
  const warred = startWars(state, war);
  const s = warred.state;
  const info = checkPath(s, found, path, 'noncombat-move');
  if ('error' in info) return info;
  const power = state.power;
  const to = path[path.length - 1] as SpaceId;
  for (const p of found) {
    switch (domainOf(p)) {
      case 'land':
        if (!isFriendlyTerritory(s, power, to) || enemyUnitsIn(s, power, to).length > 0)
          return refuse(
            '15',
            `${label(p)} may move only into friendly territory in noncombat move, not ${nameOf(to)}`,
          );
        break;
      case 'sea':
        if (isHostileSea(s, power, to))
          return refuse(
            '15',
            `${label(p)} may not end its noncombat move in the hostile sea zone ${nameOf(to)}`,
          );
        break;
      case 'air':
        if (!landingSpace(s, power, p.type, to))
          return refuse(
            '15',
            isLand(to)
              ? `${label(p)} may not land in ${nameOf(to)}: air units land in territory friendly since the start of the turn`
              : `${label(p)} may not end in ${nameOf(to)}: no friendly carrier with room is or can be there`,
          );
        break;
    }
  }
  return { pieces: found, path, info, war, warred };
}

/** 14.2.2 The scrambled aircraft land before anything else is done in the phase. */
const settled = (state: PacificState) => landScrambled(state);

export function applyNoncombatMove(state: PacificState, action: Action): Result {
  const first = settled(state);
  const s = first.state;
  const r = applyNoncombat(s, action);
  if ('error' in r) return r;
  return { state: r.state, events: [...first.events, ...r.events] };
}

function applyNoncombat(state: PacificState, action: Action): Result {
  switch (action.type) {
    case 'move': {
      const plan = checkNoncombatMove(state, action);
      if ('error' in plan) return plan;
      const moved = applyPath(plan.warred.state, plan.pieces, plan.path, 'noncombat-move', plan.info);
      const taken = takeOver(moved.state, plan.war);
      return { state: taken.state, events: [...plan.warred.events, ...moved.events, ...taken.events] };
    }
    case 'load':
      return applyLoad(state, action, 'noncombat-move');
    case 'unload':
      return applyUnload(state, action, 'noncombat-move');
    case 'end-noncombat-move': {
      const landed = landAll(state);
      const events: GameEvent[] = [...landed.events, { type: 'phase', phase: 'mobilize', seat: state.power }];
      return { state: { ...landed.state, phase: 'mobilize' }, events };
    }
    default:
      return refuse('15', `'${action.type}' is not an action of the noncombat move`);
  }
}

/** 15 `legal`: every canonical move the phase accepts, loads and unloads, and the end. */
export function noncombatMoveLegal(state: PacificState): Action[] {
  const s = settled(state).state;
  const accept = (a: MoveAction): boolean => !('error' in (checkNoncombatMove(s, a) as Refusal | object));
  return [
    ...moveOptions(s, 'noncombat-move', accept),
    ...transportOptions(s, 'noncombat-move'),
    { type: 'end-noncombat-move' },
  ];
}
