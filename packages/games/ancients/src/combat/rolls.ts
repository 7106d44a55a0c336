/**
 * The combat rolls: the attacker's roll (10.3, 11.1), First Strike (18-F), battle back (11.10, 11-H), the
 * evade roll and move (13.1, 13-A), and the marsh roll (16-F). Hits queue the leader check and flags tasks.
 */
import type { GameEvent } from '@wargame/engine';
import type { HexId } from '../board.ts';
import { applyHits, eliminateLeader } from '../losses.ts';
import { isMarsh, marshDie } from '../marsh.ts';
import { attachedLeader, removeUnit, setLeaderHex, setUnitHex } from '../state.ts';
import type { AncientsState, Unit } from '../types.ts';
import type { CombatState, CombatTask, FlagsTask } from './combat-state.ts';
import { entryNeighbours } from './geometry.ts';
import { attackCardBonus, isFirstStrikeCard, leaderIdAt, logRoll, rangedCardBonus } from './helpers.ts';
import { evadeDestinations, joinsLoneLeader } from './paths.ts';
import {
  closeDiceTerms,
  closeSpec,
  type DiceTerm,
  diceOf,
  evadeSpec,
  fortifiedAgainst,
  hexesPerFlag,
  LEADER_SPEC,
  rangedDiceTerms,
  rangedSpec,
  rollAndScore,
  type ScoreResult,
  symbolOf,
} from './rules.ts';

/**
 * Hits and flags on a unit: remove the blocks (and award the banner), then queue the leader casualty check
 * (11-A step 5) and the flags (step 6), in that order, ahead of anything already queued.
 */
function hitUnit(
  s: AncientsState,
  c: CombatState,
  unit: Unit,
  r: ScoreResult,
  flagTask: Omit<FlagsTask, 'do' | 'unit' | 'flags' | 'perFlag'>,
  cause: string,
  events: GameEvent[],
): void {
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, r.hits, events, cause);
  if (s.winner !== null) return;
  const next: CombatTask[] = [];
  if (leader && res.lost > 0)
    next.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
  if (!res.eliminated && r.flags > 0) {
    next.push({
      do: 'flags',
      unit: unit.id,
      flags: r.flags,
      perFlag: hexesPerFlag(unit, flagTask.close, flagTask.byType),
      ...flagTask,
    });
  }
  c.tasks.unshift(...next);
}

/** 10.3, 11.1 steps 3-6, 14-C The attacker's roll. */
export function attack(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  c.stage = 'after-attack';
  const attacker = s.units[c.attacker];
  if (!attacker) return;
  const moved = s.turn.pieces[attacker.id]?.moved ?? 0;
  if (c.defenderIsLeader) {
    const leader = s.leaders[c.defender];
    if (!leader) return;
    const count =
      c.kind === 'ranged'
        ? rangedDiceTerms(s, attacker, leader.hex, moved, rangedCardBonus(s, attacker))
        : closeDiceTerms(s, attacker, leader, {
            battleBack: false,
            fullStrength: c.fullStrength.includes(attacker.id),
            cardBonus: attackCardBonus(s, attacker, c.bonus, true),
          });
    const r = rollAndScore(s.rng, diceOf(count), LEADER_SPEC);
    const purpose = c.kind === 'ranged' ? 'ranged' : 'attack';
    logRoll(events, '14.2', purpose, attacker, leader.id, count, LEADER_SPEC, r);
    if (r.helmets > 0) eliminateLeader(s, leader.id, events);
    else c.tasks.unshift({ do: 'leader-evade', leader: leader.id });
    return;
  }
  const target = s.units[c.defender];
  if (!target) return;
  if (c.kind === 'ranged') {
    const count = rangedDiceTerms(s, attacker, target.hex, moved, rangedCardBonus(s, attacker));
    const spec = rangedSpec(target);
    const r = rollAndScore(s.rng, diceOf(count), spec);
    logRoll(events, '10.3', 'ranged', attacker, target.id, count, spec, r);
    const fortified = fortifiedAgainst(s, target, entryNeighbours(attacker.hex, target.hex), true);
    hitUnit(s, c, target, r, { close: false, byType: attacker.type, fortified }, 'ranged', events);
    return;
  }
  const count = closeDiceTerms(s, attacker, target, {
    battleBack: false,
    fullStrength: c.fullStrength.includes(attacker.id),
    cardBonus: attackCardBonus(s, attacker, c.bonus, true),
  });
  const spec = closeSpec(s, attacker, target, true);
  const r = rollAndScore(s.rng, diceOf(count), spec);
  logRoll(events, '11.8', 'attack', attacker, target.id, count, spec, r);
  const fortified = fortifiedAgainst(s, target, [attacker.hex], true);
  hitUnit(s, c, target, r, { close: true, byType: attacker.type, fortified }, 'close-combat', events);
}

/** 18-F First Strike: the defender rolls its battle-back dice first; the card is discarded and replaced at turn end. */
export function firstStrike(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  const defender = s.units[c.defender]!;
  const attacker = s.units[c.attacker]!;
  const hand = s.hands[defender.side];
  const card = hand.find(isFirstStrikeCard)!;
  hand.splice(hand.indexOf(card), 1);
  s.discard.push(card);
  s.turn.extraDraws[defender.side] += 1;
  c.firstStrike = true;
  c.stage = 'after-first-strike';
  events.push({
    type: 'card-played',
    rule: '18',
    side: defender.side,
    card,
    kind: 'first-strike',
    unit: defender.id,
  });
  const count = closeDiceTerms(s, defender, attacker, {
    battleBack: true,
    fullStrength: c.fullStrength.includes(defender.id),
    cardBonus: 0,
  });
  const spec = closeSpec(s, defender, attacker, false);
  const r = rollAndScore(s.rng, diceOf(count), spec);
  logRoll(events, '18', 'first-strike', defender, attacker.id, count, spec, r);
  const fortified = fortifiedAgainst(s, attacker, [defender.hex], false);
  hitUnit(s, c, attacker, r, { close: true, byType: defender.type, fortified }, 'first-strike', events);
}

export function battleBackDice(s: AncientsState, c: CombatState): number {
  return diceOf(battleBackTerms(s, c));
}

function battleBackTerms(s: AncientsState, c: CombatState): DiceTerm[] {
  const defender = s.units[c.defender];
  const attacker = s.units[c.attacker];
  if (!defender || !attacker || defender.hex !== c.defenderHex) return [];
  return closeDiceTerms(s, defender, attacker, {
    battleBack: true,
    fullStrength: c.fullStrength.includes(defender.id),
    cardBonus: 0,
  });
}

/** 11.10, 11-H Battle back against the attacker. */
export function battleBack(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  const defender = s.units[c.defender]!;
  const attacker = s.units[c.attacker]!;
  c.stage = 'done';
  const count = battleBackTerms(s, c);
  const spec = closeSpec(s, defender, attacker, false);
  const r = rollAndScore(s.rng, diceOf(count), spec);
  logRoll(events, '11.10', 'battle-back', defender, attacker.id, count, spec, r);
  const fortified = fortifiedAgainst(s, attacker, [defender.hex], false);
  hitUnit(s, c, attacker, r, { close: true, byType: defender.type, fortified }, 'battle-back', events);
}

/** 13-A The defender evades to `to`: the attacker rolls, only the evader's symbol hits, then it moves. */
export function evade(s: AncientsState, c: CombatState, to: HexId, events: GameEvent[]): void {
  const defender = s.units[c.defender]!;
  const attacker = s.units[c.attacker]!;
  const dest = evadeDestinations(s, defender).find((d) => d.to === to)!;
  c.evaded = true;
  c.stage = 'after-attack';
  events.push({ type: 'evade', rule: '13.1', unit: defender.id, from: defender.hex, to });
  const count = closeDiceTerms(s, attacker, defender, {
    battleBack: false,
    fullStrength: c.fullStrength.includes(attacker.id),
    cardBonus: attackCardBonus(s, attacker, c.bonus, true),
  });
  const spec = evadeSpec(attacker, defender);
  const r = rollAndScore(s.rng, diceOf(count), spec);
  logRoll(events, '13.1', 'evade', attacker, defender.id, count, spec, r);
  const leader = attachedLeader(s, defender);
  const res = applyHits(s, defender.id, r.hits, events, 'evade');
  if (s.winner !== null) return;
  const next: CombatTask[] = [];
  // 13-A A war machine that survives is taken off (its crew escaped): its leader makes no check.
  if (leader && res.lost > 0 && (res.eliminated || defender.type !== 'HWM')) {
    next.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
  }
  if (!res.eliminated) next.push({ do: 'evade-move', unit: defender.id, to: dest.to, via: dest.via });
  c.tasks.unshift(...next);
}

export function evadeMove(
  s: AncientsState,
  c: CombatState,
  unitId: string,
  to: HexId,
  via: HexId | null,
  events: GameEvent[],
): void {
  const unit = s.units[unitId];
  if (!unit) return;
  const from = unit.hex;
  const leader = attachedLeader(s, unit);
  if (unit.type === 'HWM') {
    // 13-A The war machine is removed with no banner; its leader stays where the evade would have ended.
    removeUnit(s, unitId);
    events.push({
      type: 'unit-withdrawn',
      rule: '13.1',
      unit: unitId,
      side: unit.side,
      hex: from,
      banner: false,
    });
    if (leader) {
      setLeaderHex(s, leader, to);
      events.push({ type: 'leader-move', rule: '13.1', leader: leader.id, from, to });
    }
    return;
  }
  const joining = joinsLoneLeader(s, unit, to) ? s.leaders[leaderIdAt(s, to)!] : undefined;
  const path = via ? [via, to] : [to];
  events.push({
    type: 'evade-move',
    rule: '13.1',
    unit: unitId,
    from,
    to,
    path,
    ...(leader ? { leader: leader.id } : {}),
  });
  let escort = leader;
  for (const h of path) {
    // Re-read the unit each hex: a marsh roll replaces it with a copy that has lost a block.
    const moving = setUnitHex(s, s.units[unitId]!, h);
    if (escort) escort = setLeaderHex(s, escort, h);
    if (!marshRoll(s, c, moving, events)) return;
  }
  if (joining)
    events.push({ type: 'leader-attached', rule: '13.1', leader: joining.id, unit: unitId, hex: to });
}

/**
 * 16-F A unit entering a marsh hex rolls a die and loses a block on its own symbol. Returns false when the
 * unit is gone (or the game is over).
 */
export function marshRoll(s: AncientsState, c: CombatState, unit: Unit, events: GameEvent[]): boolean {
  if (!isMarsh(s, unit.hex)) return true;
  if (!marshDie(s, { unit: unit.id }, symbolOf(unit), events)) return true;
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, 1, events, 'marsh');
  if (s.winner !== null) return false;
  if (leader) c.tasks.unshift({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
  return !res.eliminated;
}
