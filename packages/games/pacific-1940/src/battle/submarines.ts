/**
 * 14.5 Step 2 Submarine surprise strike or submerge (sea battles). A side's submarines may strike or
 * submerge only while the other side has no destroyer in the battle; otherwise they fire in steps 3-4
 * with the rest. Attacking submarines strike at 2, defending ones at 1; both sides' strikes are
 * rolled before any casualty is removed, their casualties are removed at the end of the step and do
 * not fire back, and the hits never go to air units.
 */
import { UNITS } from '../units.ts';
import type { Battle, BattleKind, Role } from './battle.ts';
import { addDice, type DiceGroup } from './dice.ts';
import { hitClassOf } from './fire.ts';
import { hasDestroyer, onlySubs, type Side, SUB } from './pieces.ts';

export function maySurprise(kind: BattleKind, side: Side, enemy: Side): boolean {
  return kind === 'sea' && side[SUB]! > 0 && !hasDestroyer(enemy);
}

export function surpriseDice(side: Side, enemy: Side, attacking: boolean): DiceGroup[] {
  const groups: DiceGroup[] = [];
  const value = attacking ? UNITS.submarine.attack : UNITS.submarine.defense;
  addDice(groups, side[SUB]!, value, hitClassOf(SUB, side, enemy));
  return groups;
}

/** Whether the side's submarines submerge now, before any dice of the round (the attacker decides first). */
export function submerges(battle: Battle, role: Role, side: Side, enemy: Side): boolean {
  return battle.submerge[role] === 'when-alone' && onlySubs(side) && maySurprise(battle.kind, side, enemy);
}
