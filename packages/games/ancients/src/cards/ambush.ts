/**
 * Scenario 005 Trebbia, Mago's ambush (RULINGS Scenarios 005): from the Carthaginians' second turn on, a
 * Leadership card (or a Counter-Attack copying one) may bring the off-board reserve in instead of its normal
 * effect. The units are placed one at a time on empty passable hexes of the enemy baseline in the card's
 * section, then Mago is placed with one of them; all are ordered, and placement counts as the first hex of
 * each unit's move.
 *
 * Actions: `{ type: 'ambush-place', unit, hex }` (the first one is offered in the order phase, before any order,
 * as the alternative to the card's normal effect; the rest in the 'card-effect' phase) and
 * `{ type: 'ambush-leader', leader, hex }` (the hex of a unit just placed).
 */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { ALL_HEXES, hexRC, type Section, sectionsOf } from '../board.ts';
import { settleUnit } from '../movement.ts';
import { orderPiece } from '../orders.ts';
import { isOccupied, putLeader, putUnit } from '../state.ts';
import { isPassable, stopsMovement } from '../terrain.ts';
import type { AncientsState, CardEffectState, SpecialRule, Unit } from '../types.ts';
import { stats } from '../units.ts';
import { isLeadershipKind, leadershipSection } from './plans.ts';

export interface AmbushEffect extends CardEffectState {
  stage: 'ambush';
  /** Sections every hex used so far belongs to (Any Section: the player's choice narrows with each placement). */
  sections: Section[];
  /** Units placed by this card. */
  placed: string[];
}

const ALL_SECTIONS: Section[] = ['left', 'center', 'right'];

function ambushRule(s: AncientsState): SpecialRule | undefined {
  return s.specialRules.find((r) => r.rule === 'ambush' && r.side === s.turn.side);
}

const reserveUnits = (s: AncientsState, rule: SpecialRule): Unit[] =>
  s.reserves.units.filter((u) => (rule.units as string[]).includes(u.id));

const reserveLeaders = (s: AncientsState, rule: SpecialRule) =>
  s.reserves.leaders.filter((l) => ((rule.leaders as string[] | undefined) ?? []).includes(l.id));

/** The turn number of `side` now (1 on its first turn), counted from the turns it has finished. */
const sideTurn = (s: AncientsState): number =>
  Number(s.scenarioFlags[`turns-played:${s.turn.side}`] ?? 0) + 1;

/** Sections in which the played card may bring the ambush in, or null if it may not be used for it now. */
export function ambushSections(s: AncientsState): Section[] | null {
  const plan = s.turn.plan;
  const rule = ambushRule(s);
  if (!plan || !rule || plan.ordered.length > 0 || !isLeadershipKind(plan.kind)) return null;
  if (sideTurn(s) < Number(rule.fromTurn ?? 1)) return null;
  if (reserveUnits(s, rule).length === 0) return null;
  const sec = leadershipSection(plan.kind);
  return sec ? [sec] : [...ALL_SECTIONS];
}

/** Empty passable hexes of the enemy baseline in one of `sections` (seen from the ambushing side). */
function entryHexes(s: AncientsState, rule: SpecialRule, sections: Section[], unit: Unit): string[] {
  const row = rule.enemyBaseline === 'top' ? 0 : 8;
  return ALL_HEXES.filter(
    (h) =>
      hexRC(h).r === row &&
      !isOccupied(s, h) &&
      isPassable(s, h, unit) &&
      sectionsOf(h, rule.side as AncientsState['turn']['side']).some((sec) => sections.includes(sec)),
  );
}

function placements(s: AncientsState, rule: SpecialRule, sections: Section[]): Action[] {
  const out: Action[] = [];
  for (const unit of reserveUnits(s, rule))
    for (const hex of entryHexes(s, rule, sections, unit))
      out.push({ type: 'ambush-place', unit: unit.id, hex });
  return out;
}

/** The ambush placements offered in the order phase, as the alternative to the card's normal orders. */
export function ambushStartActions(s: AncientsState): Action[] {
  const sections = ambushSections(s);
  const rule = ambushRule(s);
  return sections && rule ? placements(s, rule, sections) : [];
}

export function ambushLegal(s: AncientsState, effect: AmbushEffect): Action[] {
  const rule = ambushRule(s);
  if (!rule) return [];
  const units = placements(s, rule, effect.sections);
  if (units.length > 0) return units;
  const out: Action[] = [];
  for (const leader of reserveLeaders(s, rule))
    for (const id of effect.placed) {
      const unit = s.units[id];
      if (unit && !isOccupiedByLeader(s, unit.hex))
        out.push({ type: 'ambush-leader', leader: leader.id, hex: unit.hex });
    }
  return out;
}

const isOccupiedByLeader = (s: AncientsState, hex: string): boolean =>
  Object.values(s.leaders).some((l) => l.hex === hex);

/** Apply an ambush action (the first one starts the ambush). Leaves the phase to the caller. */
export function applyAmbushAction(s: AncientsState, action: Action, events: GameEvent[]): RuleError | null {
  const rule = ambushRule(s);
  const effect = s.cardEffect?.stage === 'ambush' ? (s.cardEffect as AmbushEffect) : null;
  const offered = effect ? ambushLegal(s, effect) : ambushStartActions(s);
  const known = offered.some(
    (a) =>
      a.type === action.type &&
      a.hex === action.hex &&
      (a.unit ?? a.leader) === (action.unit ?? action.leader),
  );
  if (!rule || !known) {
    return {
      code: 'illegal',
      rule: 'scenario',
      message:
        action.type === 'ambush-leader'
          ? 'the ambush leader joins one of the units just placed, once every unit that fits is placed'
          : 'the ambush may be placed only with a Leadership card, from the second turn, on an empty passable hex of the enemy baseline in the card section',
    };
  }
  const plan = s.turn.plan!;
  if (!effect) {
    // The card is used for the ambush instead of its normal effect: nothing else is ordered this turn.
    plan.slots = [];
    const sections = ambushSections(s)!;
    s.cardEffect = { card: plan.card, stage: 'ambush', sections, placed: [] } satisfies AmbushEffect;
    s.phase = 'card-effect';
    events.push({ type: 'ambush', rule: 'scenario', side: s.turn.side, card: plan.card });
  }
  const state = s.cardEffect as AmbushEffect;
  const hex = String(action.hex);
  if (action.type === 'ambush-place') {
    const at = s.reserves.units.findIndex((u) => u.id === action.unit);
    const reserve = s.reserves.units[at]!;
    s.reserves.units.splice(at, 1);
    const max = reserve.maxBlocks ?? stats(reserve.type).blocks;
    const unit: Unit = { ...reserve, hex, maxBlocks: max, blocks: reserve.blocks ?? max };
    putUnit(s, unit);
    state.placed.push(unit.id);
    state.sections = state.sections.filter((sec) => sectionsOf(hex, unit.side).includes(sec));
    events.push({ type: 'ambush-placed', rule: 'scenario', piece: unit.id, hex });
    orderPiece(s, unit.id, false, events, 'scenario');
    // Placement is the first hex of the unit's move; a hex that stops movement ends it there (ford).
    const pt = s.turn.pieces[unit.id]!;
    pt.moved = 1;
    if (stopsMovement(s, hex, unit)) pt.hasMoved = true;
    settleUnit(s, unit, 1);
  } else {
    const at = s.reserves.leaders.findIndex((l) => l.id === action.leader);
    const leader = { ...s.reserves.leaders[at]!, hex };
    s.reserves.leaders.splice(at, 1);
    putLeader(s, leader);
    events.push({ type: 'ambush-placed', rule: 'scenario', piece: leader.id, hex });
    orderPiece(s, leader.id, false, events, 'scenario');
    s.turn.pieces[leader.id]!.moved = 1;
  }
  if (ambushLegal(s, state).length === 0) {
    s.cardEffect = null;
    s.phase = 'order';
  }
  return null;
}
