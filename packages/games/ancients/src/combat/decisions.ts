/** The decision an open combat waits for (`openDecision`) and carrying out the chosen answer (`perform`). */
import type { Action, GameEvent } from '@wargame/engine';
import { otherSide } from '../state.ts';
import type { AncientsState, Side } from '../types.ts';
import { stats } from '../units.ts';
import { bonusActions, reactionActions } from './choices.ts';
import { newCombat } from './flow.ts';
import { leaderEvade } from './leaders.ts';
import { advanceInto } from './momentum.ts';
import { leaderEvadeRoutes, retreatChoice } from './paths.ts';
import { flagSources, resolveFlags, retreatStep } from './retreats.ts';
import { battleBack, battleBackDice, evade, firstStrike } from './rolls.ts';

export interface OpenDecision {
  seat: Side;
  kind: string;
  prompt: string;
  actions: Action[];
  rule: string;
}

function unitName(s: AncientsState, id: string): string {
  const u = s.units[id];
  if (u) return `${stats(u).name} ${u.id} (${u.hex})`;
  const l = s.leaders[id];
  return l ? `${l.name || 'leader'} ${l.id} (${l.hex})` : id;
}

/** The decision the combat waits for, with every legal answer; null when none is open. */
export function openDecision(s: AncientsState): OpenDecision | null {
  const c = s.combat;
  if (!c || s.winner !== null) return null;
  const task = c.tasks[0];
  if (task) {
    switch (task.do) {
      case 'flags': {
        const unit = s.units[task.unit];
        if (!unit) return null;
        const sources = flagSources(s, c, unit, task);
        const max = Math.min(task.flags, sources.length);
        const actions: Action[] = [];
        for (let n = 0; n <= max; n++) actions.push({ type: 'ignore-flags', count: n });
        return {
          seat: unit.side,
          kind: 'ignore-flags',
          rule: '12.2',
          prompt: `${unitName(s, unit.id)}: ${task.flags} flag(s) against it; ignore up to ${max} (${sources.join(', ')}), each taken flag is ${task.perFlag} hex(es) of retreat`,
          actions,
        };
      }
      case 'retreat': {
        const unit = s.units[task.unit];
        if (!unit) return null;
        const choice = retreatChoice(s, unit, task.remaining);
        return {
          seat: unit.side,
          kind: 'retreat',
          rule: '12.1',
          prompt: `${unitName(s, unit.id)} retreats ${task.remaining} more hex(es): choose the next hex`,
          actions: choice.steps.map((to) => ({ type: 'retreat', to })),
        };
      }
      case 'leader-evade': {
        const leader = s.leaders[task.leader];
        if (!leader) return null;
        return {
          seat: leader.side,
          kind: 'leader-evade',
          rule: '14.3',
          prompt: `${unitName(s, leader.id)} must evade 1-3 hexes toward his side (or off his baseline)`,
          actions: leaderEvadeRoutes(s, leader).map((r) => ({ type: 'leader-evade', to: r.to })),
        };
      }
      default:
        return null;
    }
  }
  const defenderSide = otherSide(c.attackerSide);
  switch (c.stage) {
    case 'reaction':
      return {
        seat: defenderSide,
        kind: 'combat-reaction',
        rule: '11.1',
        prompt: `${unitName(s, c.defender)} is attacked by ${unitName(s, c.attacker)}: stand, evade or play First Strike`,
        actions: reactionActions(s, c),
      };
    case 'momentum':
      return {
        seat: c.attackerSide,
        kind: 'momentum-advance',
        rule: '13.2',
        prompt: `${unitName(s, c.attacker)} may advance into ${c.defenderHex}`,
        actions: [{ type: 'momentum-advance' }, { type: 'hold' }],
      };
    case 'bonus':
      return {
        seat: c.attackerSide,
        kind: 'bonus-combat',
        rule: '13.3',
        prompt: `${unitName(s, c.attacker)} may make a bonus close combat`,
        actions: bonusActions(s, c),
      };
    case 'battle-back':
      return {
        seat: defenderSide,
        kind: 'battle-back',
        rule: '11.10',
        prompt: `${unitName(s, c.defender)} may battle back against ${unitName(s, c.attacker)} with ${battleBackDice(s, c)} dice`,
        actions: [{ type: 'battle-back' }, { type: 'decline-battle-back' }],
      };
    default:
      return null;
  }
}

/** Carry out a chosen (already validated) action. */
export function perform(s: AncientsState, action: Action, events: GameEvent[]): void {
  const c = s.combat!;
  const task = c.tasks[0];
  if (task) {
    if (task.do === 'flags' && action.type === 'ignore-flags')
      resolveFlags(s, c, task, Number(action.count), events);
    else if (task.do === 'retreat' && action.type === 'retreat')
      retreatStep(s, c, task, String(action.to), events);
    else if (task.do === 'leader-evade' && action.type === 'leader-evade') {
      const leader = s.leaders[task.leader]!;
      const route = leaderEvadeRoutes(s, leader).find((r) => r.to === action.to)!;
      c.tasks.shift();
      leaderEvade(s, leader, route, events);
    }
    return;
  }
  switch (action.type) {
    case 'stand':
      c.stage = 'attack';
      return;
    case 'evade':
      evade(s, c, String(action.to), events);
      return;
    case 'first-strike':
      firstStrike(s, c, events);
      return;
    case 'momentum-advance':
      c.stage = 'bonus';
      advanceInto(s, c, s.units[c.attacker]!, c.defenderHex, false, events);
      return;
    case 'hold':
    case 'no-bonus-combat':
    case 'decline-battle-back':
      c.stage = 'done';
      return;
    case 'extra-hex':
      c.extraHex = true;
      advanceInto(s, c, s.units[c.attacker]!, String(action.to), true, events);
      return;
    case 'bonus-combat': {
      const unit = s.units[c.attacker]!;
      const next = newCombat(s, 'close', unit, String(action.target), true);
      next.extraHex = true;
      s.combat = next;
      events.push({
        type: 'bonus-combat',
        rule: '13.3',
        unit: unit.id,
        target: next.defender,
        from: unit.hex,
        at: next.defenderHex,
      });
      return;
    }
    case 'battle-back':
      battleBack(s, c, events);
      return;
  }
}
