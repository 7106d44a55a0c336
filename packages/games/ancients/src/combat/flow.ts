/**
 * The combat sequence (9-14) as a step machine over `s.combat`. `run` carries out every automatic step and
 * stops where a player must choose, or when the combat (or the game) is over. A choice with a single answer
 * is made automatically; a choice that matters (ignoring flags, the retreat hexes, evading, battling back,
 * advancing, a bonus combat, a leader's evade) is left to the right seat.
 */
import type { Action, GameEvent } from '@wargame/engine';
import type { HexId } from '../board.ts';
import { rollDice } from '../dice.ts';
import { applyHits, eliminateLeader, leaderCasualtyCheck } from '../losses.ts';
import { onLeaderLeftBoard, onUnitMoved } from '../scenario-rules.ts';
import { attachedLeader, otherSide, removeLeader, removeUnit, setLeaderHex, setUnitHex } from '../state.ts';
import { mayBattleAfterEntering } from '../terrain.ts';
import type { AncientsState, Leader, PieceTurn, Side, Unit } from '../types.ts';
import { stats } from '../units.ts';
import type { CombatKind, CombatState, CombatTask, FlagsTask } from './combat-state.ts';
import {
  adjacentHexes,
  entryNeighbours,
  hexesTowardHome,
  homeSideOf,
  type Occupancy,
  occupancy,
} from './geometry.ts';
import {
  evadeDestinations,
  joinsLoneLeader,
  type LeaderRoute,
  leaderEvadeRoutes,
  retreatChoice,
  unitMayEnterTerrain,
} from './paths.ts';
import {
  CAVALRY,
  closeDice,
  closeSpec,
  evadeSpec,
  flagIgnoreSources,
  fortifiedAgainst,
  hexesPerFlag,
  LEADER_SPEC,
  mayBonusCombat,
  mayEvadeAgainst,
  rampageSpec,
  rangedDice,
  rangedSpec,
  rollAndScore,
  type ScoreResult,
  symbolOf,
} from './rules.ts';

// ---- small helpers ----------------------------------------------------------------------------------------------------

function turnOf(s: AncientsState, id: string): PieceTurn {
  s.turn.pieces[id] ??= { moved: 0, hasMoved: false, battled: false };
  return s.turn.pieces[id]!;
}

const isFirstStrikeCard = (card: string): boolean => card.split('#')[0] === 'first-strike';

function hasFirstStrike(s: AncientsState, side: Side): boolean {
  return s.hands[side].some(isFirstStrikeCard);
}

/**
 * Might the defender hold First Strike, as far as the attacker can tell (it is not in the discards, in
 * play or in the attacker's own hand)? Then the reaction window opens whether or not he holds it, so
 * that its opening never reveals his hand.
 */
function firstStrikeUnseen(s: AncientsState, defenderSide: Side): boolean {
  const attackerSide = otherSide(defenderSide);
  if (s.discard.some(isFirstStrikeCard) || s.hands[attackerSide].some(isFirstStrikeCard)) return false;
  return !(s.turn.plan && isFirstStrikeCard(s.turn.plan.card));
}

/** Card bonuses to an attacker's close-combat dice (18-F): Mounted Charge, I Am Spartacus; Clash of Shields' first combat. */
export function attackCardBonus(
  s: AncientsState,
  attacker: Unit,
  bonusCombat: boolean,
  consume: boolean,
): number {
  if (attacker.side !== s.turn.side) return 0;
  const fx = s.turn.plan?.effects;
  if (!fx) return 0;
  let bonus = fx.closeCombatBonus ?? 0;
  if (!bonusCombat && fx.firstCombatBonus && !s.turn.pieces[attacker.id]?.usedFirstCombatBonus) {
    bonus += fx.firstCombatBonus;
    if (consume) turnOf(s, attacker.id).usedFirstCombatBonus = true;
  }
  return bonus;
}

/** Card bonus to ranged dice (Darken the Sky, I Am Spartacus). */
export function rangedCardBonus(s: AncientsState, firer: Unit): number {
  return firer.side === s.turn.side ? (s.turn.plan?.effects.rangedBonus ?? 0) : 0;
}

/** A warrior unit at full strength keeps its bonus through the combat (11.2): checked at combat start. */
const fullStrengthNow = (unit: Unit): boolean =>
  stats(unit).fullStrengthBonus === true && unit.blocks >= unit.maxBlocks;

function logRoll(
  events: GameEvent[],
  rule: string,
  purpose: string,
  roller: Unit,
  target: string,
  dice: number,
  r: ScoreResult,
): void {
  events.push({
    type: 'dice',
    rule,
    purpose,
    unit: roller.id,
    target,
    dice,
    faces: r.faces,
    ...(r.rerolls.length > 0 ? { rerolls: r.rerolls } : {}),
    hits: r.hits,
    flags: r.flags,
    ...(r.ignoredSwords > 0 ? { ignoredSwords: r.ignoredSwords } : {}),
    ...(r.ignoredHits > 0 ? { ignoredHits: r.ignoredHits } : {}),
  });
}

/** Is the hex empty of units and leaders (vacated, 13-B)? */
function vacated(s: AncientsState, hex: HexId): boolean {
  for (const id in s.units) if (s.units[id]!.hex === hex) return false;
  for (const id in s.leaders) if (s.leaders[id]!.hex === hex) return false;
  return true;
}

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
  // 13-B Momentum advance into the vacated hex (never for war machines).
  if (vacated(s, c.defenderHex)) return attacker.type === 'HWM' ? 'done' : 'momentum';
  // 11-H Battle back: the defender is still in its hex, did not evade, and did not strike first.
  if (!c.defenderIsLeader && !c.firstStrike && battleBackDice(s, c) > 0) return 'battle-back';
  return 'done';
}

function battleBackDice(s: AncientsState, c: CombatState): number {
  const defender = s.units[c.defender];
  const attacker = s.units[c.attacker];
  if (!defender || !attacker || defender.hex !== c.defenderHex) return 0;
  return closeDice(s, defender, attacker, {
    battleBack: true,
    fullStrength: c.fullStrength.includes(defender.id),
    cardBonus: 0,
  });
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

// ---- rolls -------------------------------------------------------------------------------------------------------------

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
function attack(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  c.stage = 'after-attack';
  const attacker = s.units[c.attacker];
  if (!attacker) return;
  const moved = s.turn.pieces[attacker.id]?.moved ?? 0;
  if (c.defenderIsLeader) {
    const leader = s.leaders[c.defender];
    if (!leader) return;
    const dice =
      c.kind === 'ranged'
        ? rangedDice(s, attacker, leader.hex, moved, rangedCardBonus(s, attacker))
        : closeDice(s, attacker, leader, {
            battleBack: false,
            fullStrength: c.fullStrength.includes(attacker.id),
            cardBonus: attackCardBonus(s, attacker, c.bonus, true),
          });
    const r = rollAndScore(s.rng, dice, LEADER_SPEC);
    logRoll(events, '14.2', c.kind === 'ranged' ? 'ranged' : 'attack', attacker, leader.id, dice, r);
    if (r.helmets > 0) eliminateLeader(s, leader.id, events);
    else c.tasks.unshift({ do: 'leader-evade', leader: leader.id });
    return;
  }
  const target = s.units[c.defender];
  if (!target) return;
  if (c.kind === 'ranged') {
    const dice = rangedDice(s, attacker, target.hex, moved, rangedCardBonus(s, attacker));
    const r = rollAndScore(s.rng, dice, rangedSpec(target));
    logRoll(events, '10.3', 'ranged', attacker, target.id, dice, r);
    const fortified = fortifiedAgainst(s, target, entryNeighbours(attacker.hex, target.hex), true);
    hitUnit(s, c, target, r, { close: false, byType: attacker.type, fortified }, 'ranged', events);
    return;
  }
  const dice = closeDice(s, attacker, target, {
    battleBack: false,
    fullStrength: c.fullStrength.includes(attacker.id),
    cardBonus: attackCardBonus(s, attacker, c.bonus, true),
  });
  const r = rollAndScore(s.rng, dice, closeSpec(s, attacker, target, true));
  logRoll(events, '11.8', 'attack', attacker, target.id, dice, r);
  const fortified = fortifiedAgainst(s, target, [attacker.hex], true);
  hitUnit(s, c, target, r, { close: true, byType: attacker.type, fortified }, 'close-combat', events);
}

/** 18-F First Strike: the defender rolls its battle-back dice first; the card is discarded and replaced at turn end. */
function firstStrike(s: AncientsState, c: CombatState, events: GameEvent[]): void {
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
  const dice = closeDice(s, defender, attacker, {
    battleBack: true,
    fullStrength: c.fullStrength.includes(defender.id),
    cardBonus: 0,
  });
  const r = rollAndScore(s.rng, dice, closeSpec(s, defender, attacker, false));
  logRoll(events, '18', 'first-strike', defender, attacker.id, dice, r);
  const fortified = fortifiedAgainst(s, attacker, [defender.hex], false);
  hitUnit(s, c, attacker, r, { close: true, byType: defender.type, fortified }, 'first-strike', events);
}

/** 11.10, 11-H Battle back against the attacker. */
function battleBack(s: AncientsState, c: CombatState, events: GameEvent[]): void {
  const defender = s.units[c.defender]!;
  const attacker = s.units[c.attacker]!;
  c.stage = 'done';
  const dice = battleBackDice(s, c);
  const r = rollAndScore(s.rng, dice, closeSpec(s, defender, attacker, false));
  logRoll(events, '11.10', 'battle-back', defender, attacker.id, dice, r);
  const fortified = fortifiedAgainst(s, attacker, [defender.hex], false);
  hitUnit(s, c, attacker, r, { close: true, byType: defender.type, fortified }, 'battle-back', events);
}

/** 13-A The defender evades to `to`: the attacker rolls, only the evader's symbol hits, then it moves. */
function evade(s: AncientsState, c: CombatState, to: HexId, events: GameEvent[]): void {
  const defender = s.units[c.defender]!;
  const attacker = s.units[c.attacker]!;
  const dest = evadeDestinations(s, defender).find((d) => d.to === to)!;
  c.evaded = true;
  c.stage = 'after-attack';
  events.push({ type: 'evade', rule: '13.1', unit: defender.id, from: defender.hex, to });
  const dice = closeDice(s, attacker, defender, {
    battleBack: false,
    fullStrength: c.fullStrength.includes(attacker.id),
    cardBonus: attackCardBonus(s, attacker, c.bonus, true),
  });
  const r = rollAndScore(s.rng, dice, evadeSpec(attacker, defender));
  logRoll(events, '13.1', 'evade', attacker, defender.id, dice, r);
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

function evadeMove(
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
  for (const h of path) {
    setUnitHex(s, unit, h);
    if (leader) setLeaderHex(s, leader, h);
    if (!marshRoll(s, c, unit, events)) return;
  }
  if (joining)
    events.push({ type: 'leader-attached', rule: '13.1', leader: joining.id, unit: unitId, hex: to });
}

function leaderIdAt(s: AncientsState, hex: HexId): string | undefined {
  for (const id in s.leaders) if (s.leaders[id]!.hex === hex) return id;
  return undefined;
}

/**
 * 16-F A unit entering a marsh hex rolls a die and loses a block on its own symbol. Returns false when the
 * unit is gone (or the game is over).
 */
function marshRoll(s: AncientsState, c: CombatState, unit: Unit, events: GameEvent[]): boolean {
  if (s.terrain[unit.hex]?.type !== 'marsh') return true;
  const faces = rollDice(s.rng, 1);
  const hits = faces[0] === symbolOf(unit) ? 1 : 0;
  events.push({
    type: 'dice',
    rule: '16',
    purpose: 'marsh',
    unit: unit.id,
    dice: 1,
    faces,
    hits,
    flags: 0,
  });
  if (hits === 0) return true;
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, 1, events, 'marsh');
  if (s.winner !== null) return false;
  if (leader) c.tasks.unshift({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
  return !res.eliminated;
}

// ---- leaders -------------------------------------------------------------------------------------------------------------

/** 14-A, 14-B One casualty check per leader per combat; a leader left alone then evades. */
function leaderCheck(
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
function leaderEvade(s: AncientsState, leader: Leader, route: LeaderRoute, events: GameEvent[]): void {
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
    setLeaderHex(s, leader, h);
    const enemy = occ.unit.get(h);
    if (enemy && enemy.side !== leader.side) {
      // 14-E Each enemy unit he passes rolls its normal attack dice (an elephant 1): any helmet kills him.
      const dice = enemy.type === 'EL' ? 1 : stats(enemy).closeDice + (fullStrengthNow(enemy) ? 1 : 0);
      const faces = rollDice(s.rng, dice);
      const helmets = faces.filter((f) => f === 'leader').length;
      events.push({
        type: 'dice',
        rule: '14.4',
        purpose: 'escape',
        unit: enemy.id,
        target: leader.id,
        dice,
        faces,
        hits: helmets,
        flags: 0,
      });
      if (helmets > 0) {
        eliminateLeader(s, leader.id, events);
        return;
      }
    }
    if (s.terrain[h]?.type === 'marsh') {
      // 16-F A lone leader entering a marsh is killed by a helmet.
      const faces = rollDice(s.rng, 1);
      events.push({
        type: 'dice',
        rule: '16',
        purpose: 'marsh',
        target: leader.id,
        dice: 1,
        faces,
        hits: faces[0] === 'leader' ? 1 : 0,
        flags: 0,
      });
      if (faces[0] === 'leader') {
        eliminateLeader(s, leader.id, events);
        return;
      }
    }
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

// ---- flags, retreats, rampage ------------------------------------------------------------------------------------

function flagSources(s: AncientsState, c: CombatState, unit: Unit, task: FlagsTask): string[] {
  return flagIgnoreSources(s, unit, {
    close: task.close,
    byType: task.byType,
    fullStrength: c.fullStrength.includes(unit.id),
    fortified: task.fortified,
  });
}

function maxIgnorable(s: AncientsState, c: CombatState, unit: Unit, task: FlagsTask): number {
  return Math.min(task.flags, flagSources(s, c, unit, task).length);
}

/** 12.2 The owner ignores `ignored` flags; the rest become a retreat (an elephant rampages first, 12-E). */
function resolveFlags(
  s: AncientsState,
  c: CombatState,
  task: FlagsTask,
  ignored: number,
  events: GameEvent[],
): void {
  c.tasks.shift();
  const unit = s.units[task.unit]!;
  const taken = task.flags - ignored;
  events.push({
    type: 'flags',
    rule: ignored > 0 ? '12.2' : '12.1',
    unit: unit.id,
    flags: task.flags,
    ignored,
    retreat: taken * task.perFlag,
  });
  if (taken === 0) return;
  const hexes = taken * task.perFlag;
  c.tasks.unshift(
    unit.type === 'EL'
      ? { do: 'rampage', unit: unit.id, hexes }
      : { do: 'retreat', unit: unit.id, remaining: hexes, total: hexes },
  );
}

/** 12-E Before retreating, the elephant rolls 2 dice against each adjacent unit, friend or foe: only symbols hit. */
function rampage(
  s: AncientsState,
  c: CombatState,
  elephantId: string,
  hexes: number,
  events: GameEvent[],
): void {
  const elephant = s.units[elephantId];
  if (!elephant) return;
  events.push({ type: 'rampage', rule: '12.4', unit: elephantId, hex: elephant.hex });
  const occ = occupancy(s);
  const checks: CombatTask[] = [];
  for (const h of adjacentHexes(elephant.hex)) {
    const victim = occ.unit.get(h);
    if (!victim || !s.units[victim.id]) continue;
    const r = rollAndScore(s.rng, 2, rampageSpec(victim));
    logRoll(events, '12.4', 'rampage', elephant, victim.id, 2, r);
    const leader = attachedLeader(s, victim);
    const res = applyHits(s, victim.id, r.hits, events, 'rampage');
    if (s.winner !== null) return;
    if (leader && res.lost > 0)
      checks.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
  }
  c.tasks.unshift(...checks, { do: 'retreat', unit: elephantId, remaining: hexes, total: hexes });
}

/** 12.1 One hex of retreat; the attached leader goes along; a lone friendly leader joined ends the retreat. */
function retreatStep(
  s: AncientsState,
  c: CombatState,
  task: Extract<CombatTask, { do: 'retreat' }>,
  to: HexId,
  events: GameEvent[],
): void {
  const unit = s.units[task.unit]!;
  const from = unit.hex;
  const leader = attachedLeader(s, unit);
  const joining = joinsLoneLeader(s, unit, to) ? leaderIdAt(s, to) : undefined;
  setUnitHex(s, unit, to);
  if (leader) setLeaderHex(s, leader, to);
  task.remaining -= 1;
  events.push({
    type: 'retreat',
    rule: '12.1',
    unit: unit.id,
    from,
    to,
    ...(leader ? { leader: leader.id } : {}),
  });
  if (joining) {
    events.push({
      type: 'leader-attached',
      rule: '12.1',
      leader: joining,
      unit: unit.id,
      hex: to,
      cancelled: task.remaining,
    });
    task.remaining = 0;
  }
  if (task.remaining <= 0) c.tasks.shift();
  marshRoll(s, c, unit, events);
}

/**
 * 12-C The unit cannot retreat further: one block per hex not retreated, then a casualty check (if none yet).
 * 12-E An elephant blocked by pieces stays and loses nothing; each unit in its rear hexes loses 1 block per hex.
 */
function retreatBlocked(
  s: AncientsState,
  c: CombatState,
  unit: Unit,
  hexes: number,
  occ: Occupancy,
  events: GameEvent[],
): void {
  if (unit.type === 'EL') {
    const rear = hexesTowardHome(unit.hex, homeSideOf(s, unit));
    if (rear.some((h) => occ.unit.has(h) || occ.leader.has(h))) {
      const blockers = rear.map((h) => occ.unit.get(h)).filter((u): u is Unit => u !== undefined);
      events.push({
        type: 'retreat-blocked',
        rule: '12.4',
        unit: unit.id,
        hexes,
        blockers: blockers.map((b) => b.id),
      });
      const checks: CombatTask[] = [];
      for (const b of blockers) {
        const leader = attachedLeader(s, b);
        const res = applyHits(s, b.id, hexes, events, 'elephant-blocked');
        if (s.winner !== null) return;
        if (leader && res.lost > 0)
          checks.push({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
      }
      c.tasks.unshift(...checks);
      return;
    }
  }
  events.push({ type: 'retreat-blocked', rule: '12.1', unit: unit.id, hexes });
  const leader = attachedLeader(s, unit);
  const res = applyHits(s, unit.id, hexes, events, 'retreat');
  if (s.winner !== null) return;
  if (leader && res.lost > 0)
    c.tasks.unshift({ do: 'leader-check', leader: leader.id, unitEliminated: res.eliminated });
}

// ---- momentum and bonus -----------------------------------------------------------------------------------------------

/** 13.2 The attacker (with its leader) moves into the vacated hex, or (`extra`) takes the cavalry extra hex (13-B). */
function advanceInto(
  s: AncientsState,
  c: CombatState,
  unit: Unit,
  to: HexId,
  extra: boolean,
  events: GameEvent[],
): boolean {
  const rule = '13.2';
  const from = unit.hex;
  const leader = attachedLeader(s, unit);
  const joining = joinsLoneLeader(s, unit, to) ? leaderIdAt(s, to) : undefined;
  setUnitHex(s, unit, to);
  if (leader) setLeaderHex(s, leader, to);
  events.push({
    type: extra ? 'extra-hex' : 'momentum-advance',
    rule,
    unit: unit.id,
    from,
    to,
    ...(leader ? { leader: leader.id } : {}),
  });
  if (joining) events.push({ type: 'leader-attached', rule, leader: joining, unit: unit.id, hex: to });
  if (!marshRoll(s, c, unit, events)) return false;
  onUnitMoved(s, unit, from, events);
  return s.winner === null;
}

/** 13-B The cavalry extra hex: any adjacent hex it could move into. */
function extraHexes(s: AncientsState, unit: Unit, occ: Occupancy): HexId[] {
  const hasLeader = attachedLeader(s, unit) !== undefined;
  const out: HexId[] = [];
  for (const h of adjacentHexes(unit.hex)) {
    if (!unitMayEnterTerrain(s, h, unit) || occ.unit.has(h)) continue;
    const l = occ.leader.get(h);
    if (l && (l.side !== unit.side || hasLeader)) continue;
    out.push(h);
  }
  return out;
}

// ---- decisions ------------------------------------------------------------------------------------------------------------

/** Ids of enemy units and lone enemy leaders adjacent to `unit` that it could close combat (dice > 0). */
export function adjacentTargets(
  s: AncientsState,
  unit: Unit,
  bonusCombat: boolean,
  occ: Occupancy = occupancy(s),
): string[] {
  const out: string[] = [];
  const opts = {
    battleBack: false,
    fullStrength: fullStrengthNow(unit),
    cardBonus: attackCardBonus(s, unit, bonusCombat, false),
  };
  for (const h of adjacentHexes(unit.hex)) {
    const u = occ.unit.get(h);
    if (u) {
      if (u.side !== unit.side && closeDice(s, unit, u, opts) > 0) out.push(u.id);
      continue;
    }
    const l = occ.leader.get(h);
    if (l && l.side !== unit.side && closeDice(s, unit, l, opts) > 0) out.push(l.id);
  }
  return out;
}

function reactionActions(s: AncientsState, c: CombatState): Action[] {
  if (c.defenderIsLeader) return [];
  const defender = s.units[c.defender];
  const attacker = s.units[c.attacker];
  if (!defender || !attacker) return [];
  const actions: Action[] = [];
  const mayStrikeFirst =
    closeDice(s, defender, attacker, {
      battleBack: true,
      fullStrength: c.fullStrength.includes(defender.id),
      cardBonus: 0,
    }) > 0;
  if (mayStrikeFirst && hasFirstStrike(s, defender.side)) actions.push({ type: 'first-strike' });
  if (mayEvadeAgainst(defender, attacker)) {
    for (const d of evadeDestinations(s, defender)) actions.push({ type: 'evade', to: d.to });
  }
  const windowOpens = actions.length > 0 || (mayStrikeFirst && firstStrikeUnseen(s, defender.side));
  return windowOpens ? [{ type: 'stand' }, ...actions] : [];
}

function bonusActions(s: AncientsState, c: CombatState): Action[] {
  const unit = s.units[c.attacker];
  if (!unit || c.bonus) return [];
  const occ = occupancy(s);
  const actions: Action[] = [];
  // 13-C, 16-A, 16-B Bonus close combat, unless the unit could not battle in the terrain it advanced into.
  if (mayBonusCombat(s, unit) && mayBattleAfterEntering(s, unit.hex, unit)) {
    for (const target of adjacentTargets(s, unit, true, occ)) actions.push({ type: 'bonus-combat', target });
  }
  // 13-B Cavalry may first take one extra hex.
  if (!c.extraHex && CAVALRY.has(unit.type)) {
    for (const to of extraHexes(s, unit, occ)) actions.push({ type: 'extra-hex', to });
  }
  return actions.length > 0 ? [...actions, { type: 'no-bonus-combat' }] : [];
}

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
