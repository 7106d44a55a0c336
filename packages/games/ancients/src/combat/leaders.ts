/** Leaders in combat: the casualty check (14-A, 14-B) and a lone leader's evade or escape (14-D, 14-E). */
import type { GameEvent } from '@wargame/engine';
import { rollDice } from '../dice.ts';
import { eliminateLeader, leaderCasualtyCheck } from '../losses.ts';
import { loneLeaderMarshRoll } from '../marsh.ts';
import { onLeaderLeftBoard } from '../scenario-rules.ts';
import { removeLeader, setLeaderHex } from '../state.ts';
import type { AncientsState, Leader } from '../types.ts';
import { stats } from '../units.ts';
import type { CombatState } from './combat-state.ts';
import { occupancy } from './geometry.ts';
import { fullStrengthNow } from './helpers.ts';
import type { LeaderRoute } from './paths.ts';

/** 14-A, 14-B One casualty check per leader per combat; a leader left alone then evades. */
export function leaderCheck(
  s: AncientsState,
  c: CombatState,
  leaderId: string,
  unitEliminated: boolean,
  events: GameEvent[],
): void {
  const leader = s.leaders[leaderId];
  if (!leader) return;
  if (c.checkedLeaders.includes(leaderId)) {
    // 14-B Already checked in this combat: no second roll; left alone, he simply evades.
    if (unitEliminated) c.tasks.unshift({ do: 'leader-evade', leader: leaderId });
    return;
  }
  c.checkedLeaders.push(leaderId);
  const survived = leaderCasualtyCheck(s, leaderId, unitEliminated, events);
  if (s.winner !== null) return;
  if (survived && unitEliminated) c.tasks.unshift({ do: 'leader-evade', leader: leaderId });
}

/** 14-D, 14-E The leader evades along `route` (escaping through enemy hexes if he must), or leaves the board. */
export function leaderEvade(s: AncientsState, evader: Leader, route: LeaderRoute, events: GameEvent[]): void {
  let leader = evader;
  const from = leader.hex;
  const occ = occupancy(s);
  events.push({
    type: 'leader-evade',
    rule: route.enemyUnits.length > 0 ? '14.4' : '14.3',
    leader: leader.id,
    from,
    to: route.to,
    path: route.path,
  });
  for (const h of route.path) {
    leader = setLeaderHex(s, leader, h);
    const enemy = occ.unit.get(h);
    if (enemy && enemy.side !== leader.side) {
      // 14-E Each enemy unit he passes rolls its normal attack dice (an elephant 1): any helmet kills him.
      const count =
        enemy.type === 'EL'
          ? [{ term: 'elephant', dice: 1 }]
          : [
              { term: 'base', dice: stats(enemy).closeDice },
              ...(fullStrengthNow(enemy) ? [{ term: 'full-strength', dice: 1 }] : []),
            ];
      const dice = count.reduce((sum, t) => sum + t.dice, 0);
      const faces = rollDice(s.rng, dice);
      const helmets = faces.filter((f) => f === 'leader').length;
      events.push({
        type: 'dice',
        rule: '14.4',
        purpose: 'escape',
        unit: enemy.id,
        target: leader.id,
        dice,
        count,
        hitOn: ['leader'],
        flagsCount: false,
        faces,
        hits: helmets,
        flags: 0,
      });
      if (helmets > 0) {
        eliminateLeader(s, leader.id, events);
        return;
      }
    }
    // 16-F A lone leader entering a marsh is killed by a helmet.
    if (!loneLeaderMarshRoll(s, leader, events)) return;
  }
  if (route.to === 'off') {
    // 14-D He leaves over his own baseline: no banner, not eliminated (010: Scipio leaving loses the battle).
    removeLeader(s, leader.id);
    events.push({
      type: 'leader-left-board',
      rule: '14.3',
      leader: leader.id,
      side: leader.side,
      from: leader.hex,
      banner: false,
    });
    onLeaderLeftBoard(s, leader, events);
    return;
  }
  const unit = occ.unit.get(route.to);
  if (unit && unit.side === leader.side) {
    events.push({ type: 'leader-attached', rule: '14.3', leader: leader.id, unit: unit.id, hex: route.to });
  }
}
