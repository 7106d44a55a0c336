/**
 * The choices a combat offers: the targets a unit may close combat, the defender's reaction (stand, evade,
 * First Strike; 11-A, 13.1, 18-F) and the attacker's bonus options after an advance (13-B, 13-C).
 */
import type { Action } from '@wargame/engine';
import { isMarsh } from '../marsh.ts';
import { otherSide } from '../state.ts';
import { mayBattleAfterEntering, stopsMovement } from '../terrain.ts';
import type { AncientsState, Side, Unit } from '../types.ts';
import type { CombatState } from './combat-state.ts';
import { adjacentHexes, type Occupancy, occupancy } from './geometry.ts';
import { attackCardBonus, fullStrengthNow, isFirstStrikeCard } from './helpers.ts';
import { extraHexes } from './momentum.ts';
import { evadeDestinations } from './paths.ts';
import { CAVALRY, closeDice, mayBonusCombat, mayEvadeAgainst } from './rules.ts';

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

export function reactionActions(s: AncientsState, c: CombatState): Action[] {
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

/** 13-B, 16 Must the advancing unit stop where it stands now? */
function advanceStopped(s: AncientsState, c: CombatState, unit: Unit): boolean {
  return stopsMovement(s, unit.hex, unit) || isMarsh(s, c.attackerHex);
}

export function bonusActions(s: AncientsState, c: CombatState): Action[] {
  const unit = s.units[c.attacker];
  if (!unit || c.bonus) return [];
  const occ = occupancy(s);
  const actions: Action[] = [];
  // 13-C, 16-A, 16-B Bonus close combat, unless the unit could not battle in the terrain it advanced into.
  if (mayBonusCombat(s, unit) && mayBattleAfterEntering(s, unit.hex, unit)) {
    for (const target of adjacentTargets(s, unit, true, occ)) actions.push({ type: 'bonus-combat', target });
  }
  // 13-B Cavalry may first take one extra hex, unless the advance ended it: 16 the hex entered stops it
  // (forest, broken ground, ford, marsh), or 16.F it came out of a marsh (one hex only that turn).
  if (!c.extraHex && CAVALRY.has(unit.type) && !advanceStopped(s, c, unit)) {
    for (const to of extraHexes(s, unit, occ)) actions.push({ type: 'extra-hex', to });
  }
  return actions.length > 0 ? [...actions, { type: 'no-bonus-combat' }] : [];
}
