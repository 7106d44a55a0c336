/**
 * 16-F A unit or lone leader entering a marsh by its own move (8, 8-F, and Move-Fire-Move's second move, 18-F)
 * rolls the marsh die when the move is made. A unit's lost block triggers its attached leader's casualty check
 * (14-A, 14-B: marsh is on the list); a leader whose unit is gone and who survives must evade at once (14-D).
 * That evade is the one decision of the movement phase that is not a move: `s.turn.leaderMustEvade`.
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import { leaderEvade } from './combat/leaders.ts';
import { leaderEvadeRoutes } from './combat/paths.ts';
import { symbolOf } from './combat/rules.ts';
import { applyHits, eliminateLeader, leaderCasualtyCheck } from './losses.ts';
import { isMarsh, marshDie } from './marsh.ts';
import { attachedLeader } from './state.ts';
import type { AncientsState, Unit } from './types.ts';

/** 16-F The unit has just moved into `unit.hex`: roll if it is a marsh. False when the unit is gone or the game over. */
export function unitMarshRoll(s: AncientsState, unit: Unit, events: GameEvent[]): boolean {
  if (!isMarsh(s, unit.hex)) return true;
  if (!marshDie(s, { unit: unit.id }, symbolOf(unit), events)) return true;
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, 1, events, 'marsh');
  if (s.winner !== null) return false;
  if (leader) {
    const survived = leaderCasualtyCheck(s, leader.id, res.eliminated, events, unit.id);
    if (s.winner !== null) return false;
    if (survived && res.eliminated) leaderLeftAlone(s, leader.id, events);
  }
  return !res.eliminated;
}

/** 14-B, 14-D The survivor evades: at once when he has one route (or none: eliminated), else his owner chooses. */
function leaderLeftAlone(s: AncientsState, leaderId: string, events: GameEvent[]): void {
  const leader = s.leaders[leaderId]!;
  const routes = leaderEvadeRoutes(s, leader);
  if (routes.length === 0) {
    events.push({ type: 'leader-trapped', rule: '14.3', leader: leader.id, hex: leader.hex });
    eliminateLeader(s, leader.id, events);
  } else if (routes.length === 1) {
    leaderEvade(s, leader, routes[0]!, events);
  } else {
    s.turn.leaderMustEvade = leaderId;
  }
}

/** The evade the movement phase waits for, if any. */
export function marshEvadePending(s: AncientsState): Decision | null {
  const leader = s.turn.leaderMustEvade ? s.leaders[s.turn.leaderMustEvade] : undefined;
  if (!leader) return null;
  return {
    seat: leader.side,
    kind: 'leader-evade',
    prompt: `${leader.name || 'leader'} ${leader.id} (${leader.hex}) lost his unit in the marsh: he must evade 1-3 hexes toward his side (or off his baseline)`,
  };
}

export function marshEvadeLegal(s: AncientsState): Action[] {
  const leader = s.leaders[s.turn.leaderMustEvade ?? ''];
  return leader ? leaderEvadeRoutes(s, leader).map((r) => ({ type: 'leader-evade', to: r.to })) : [];
}

export function applyMarshEvade(s: AncientsState, action: Action, events: GameEvent[]): RuleError | null {
  const leader = s.leaders[s.turn.leaderMustEvade ?? '']!;
  const route =
    action.type === 'leader-evade' ? leaderEvadeRoutes(s, leader).find((r) => r.to === action.to) : undefined;
  if (!route)
    return {
      code: 'illegal',
      rule: '14.3',
      message: `${leader.id} must evade first: choose his destination`,
    };
  delete s.turn.leaderMustEvade;
  leaderEvade(s, leader, route, events);
  return null;
}
