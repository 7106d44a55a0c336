/**
 * The combat sequence (9-14) as a step machine over `s.combat`. `run` carries out every automatic step and
 * stops where a player must choose, or when the combat (or the game) is over. A choice with a single answer
 * is made automatically; a choice that matters (ignoring flags, the retreat hexes, evading, battling back,
 * advancing, a bonus combat, a leader's evade) is left to the right seat.
 *
 * This module starts a combat and drives it; the steps it runs live in `rolls.ts`, `leaders.ts`, `retreats.ts`
 * and `momentum.ts`, the open choices in `choices.ts`, and the decisions players answer in `decisions.ts`.
 */
import type { GameEvent } from '@wargame/engine';
import type { HexId } from '../board.ts';
import { eliminateLeader } from '../losses.ts';
import { isMarsh } from '../marsh.ts';
import type { AncientsState, Unit } from '../types.ts';
import { bonusActions, reactionActions } from './choices.ts';
import type { CombatKind, CombatState, CombatTask } from './combat-state.ts';
import { occupancy } from './geometry.ts';
import { fullStrengthNow, turnOf } from './helpers.ts';
import { leaderCheck, leaderEvade } from './leaders.ts';
import { leaderEvadeRoutes, retreatChoice } from './paths.ts';
import { maxIgnorable, rampage, resolveFlags, retreatBlocked, retreatStep } from './retreats.ts';
import { attack, battleBackDice, evadeMove } from './rolls.ts';

// ---- starting a combat ------------------------------------------------------------------------------------------------

export function newCombat(
  s: AncientsState,
  kind: CombatKind,
  attacker: Unit,
  targetId: string,
  bonus: boolean,
): CombatState {
  const unit = s.units[targetId];
  const leader = unit ? undefined : s.leaders[targetId];
  if (!unit && !leader) throw new Error(`combat: no target '${targetId}'`);
  const fullStrength: string[] = [];
  if (fullStrengthNow(attacker)) fullStrength.push(attacker.id);
  if (unit && fullStrengthNow(unit)) fullStrength.push(unit.id);
  return {
    kind,
    attacker: attacker.id,
    attackerSide: attacker.side,
    defender: targetId,
    defenderIsLeader: !unit,
    attackerHex: attacker.hex,
    defenderHex: unit ? unit.hex : leader!.hex,
    stage: kind === 'close' ? 'reaction' : 'attack',
    tasks: [],
    bonus,
    firstStrike: false,
    evaded: false,
    extraHex: false,
    fullStrength,
    checkedLeaders: [],
  };
}

export function startCombat(
  s: AncientsState,
  kind: CombatKind,
  attackerId: string,
  targetId: string,
  events: GameEvent[],
): void {
  const attacker = s.units[attackerId];
  if (!attacker) throw new Error(`combat: no unit '${attackerId}'`);
  const combat = newCombat(s, kind, attacker, targetId, false);
  s.phase = 'combat';
  s.combat = combat;
  events.push({
    type: kind === 'close' ? 'close-combat' : 'ranged-combat',
    rule: kind === 'close' ? '11.1' : '10.3',
    unit: attackerId,
    target: targetId,
    from: attacker.hex,
    at: combat.defenderHex,
  });
  run(s, events);
}

// ---- the driver -------------------------------------------------------------------------------------------------------

/** Carry out automatic steps until a decision is needed or the combat (or the game) ends. */
export function run(s: AncientsState, events: GameEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const c = s.combat;
    if (!c || s.winner !== null) return;
    const progressed = c.tasks.length > 0 ? runTask(s, c, c.tasks[0]!, events) : runStage(s, c, events);
    if (!progressed) return;
  }
  throw new Error('combat: the sequence does not end');
}

function finish(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  s.combat = null;
  s.phase = 'battle';
  turnOf(s, c.attacker).battled = true;
  events.push({ type: 'combat-over', rule: '9', unit: c.attacker });
}

/** Run the main sequence one step; false when waiting for a decision. */
function runStage(s: AncientsState, c: CombatState, events: GameEvent[]): boolean {
  switch (c.stage) {
    case 'reaction':
      if (reactionActions(s, c).length > 0) return false;
      c.stage = 'attack';
      return true;
    case 'after-first-strike': {
      const attacker = s.units[c.attacker];
      c.stage = attacker && attacker.hex === c.attackerHex ? 'attack' : 'done';
      return true;
    }
    case 'attack':
      attack(s, c, events);
      return true;
    case 'after-attack':
      c.stage = afterAttack(s, c);
      return true;
    case 'momentum':
    case 'battle-back':
      return false;
    case 'bonus':
      if (bonusActions(s, c).length > 0) return false;
      c.stage = 'done';
      return true;
    case 'done':
      finish(s, c, events);
      return true;
  }
}

function afterAttack(s: AncientsState, c: CombatState): CombatState['stage'] {
  if (c.kind === 'ranged' || c.evaded) return 'done';
  const attacker = s.units[c.attacker];
  if (!attacker || attacker.hex !== c.attackerHex) return 'done';
  if (vacated(s, c.defenderHex)) return mayAdvance(s, c, attacker) ? 'momentum' : 'done';
  // 11-H Battle back: the defender is still in its hex, did not evade, and did not strike first.
  if (!c.defenderIsLeader && !c.firstStrike && battleBackDice(s, c) > 0) return 'battle-back';
  return 'done';
}

/**
 * 13-B Momentum advance into the vacated hex: never for war machines, nor after beating a lone leader (he
 * evades or dies: no advance, as after any evade). 16-D, 16-F A unit on a ford or marsh advances out only if
 * it has not moved this turn: not after moving in, nor in a bonus combat (it advanced in).
 */
function mayAdvance(s: AncientsState, c: CombatState, attacker: Unit): boolean {
  if (attacker.type === 'HWM' || c.defenderIsLeader) return false;
  const here = s.terrain[attacker.hex];
  const stuck = isMarsh(s, attacker.hex) || (here?.type === 'river' && here.fordable === true);
  return !(stuck && (c.bonus || (s.turn.pieces[attacker.id]?.moved ?? 0) > 0));
}

/** Is the hex empty of units and leaders (vacated, 13-B)? */
function vacated(s: AncientsState, hex: HexId): boolean {
  for (const id in s.units) if (s.units[id]!.hex === hex) return false;
  for (const id in s.leaders) if (s.leaders[id]!.hex === hex) return false;
  return true;
}

/** Run the first task one step; false when waiting for a decision. */
function runTask(s: AncientsState, c: CombatState, task: CombatTask, events: GameEvent[]): boolean {
  switch (task.do) {
    case 'leader-check':
      c.tasks.shift();
      leaderCheck(s, c, task.leader, task.unitEliminated, events);
      return true;
    case 'leader-evade': {
      const leader = s.leaders[task.leader];
      if (!leader) {
        c.tasks.shift();
        return true;
      }
      const routes = leaderEvadeRoutes(s, leader);
      if (routes.length > 1) return false;
      c.tasks.shift();
      if (routes.length === 0) {
        events.push({ type: 'leader-trapped', rule: '14.3', leader: leader.id, hex: leader.hex });
        eliminateLeader(s, leader.id, events);
      } else {
        leaderEvade(s, leader, routes[0]!, events);
      }
      return true;
    }
    case 'flags': {
      const unit = s.units[task.unit];
      if (!unit) {
        c.tasks.shift();
        return true;
      }
      if (maxIgnorable(s, c, unit, task) > 0) return false;
      resolveFlags(s, c, task, 0, events);
      return true;
    }
    case 'rampage':
      c.tasks.shift();
      rampage(s, c, task.unit, task.hexes, events);
      return true;
    case 'retreat': {
      const unit = s.units[task.unit];
      if (!unit || task.remaining <= 0) {
        c.tasks.shift();
        return true;
      }
      const occ = occupancy(s);
      const choice = retreatChoice(s, unit, task.remaining, occ);
      if (choice.steps.length > 1) return false;
      if (choice.steps.length === 0) {
        c.tasks.shift();
        retreatBlocked(s, c, unit, task.remaining, occ, events);
      } else {
        retreatStep(s, c, task, choice.steps[0]!, events);
      }
      return true;
    }
    case 'evade-move':
      c.tasks.shift();
      evadeMove(s, c, task.unit, task.to, task.via, events);
      return true;
  }
}
