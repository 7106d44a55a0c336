/**
 * 19.7 AA guns: before the first round of a land battle, the defender's AA guns fire once at the
 * attacking air units, one die per air unit, hitting on 1. However many guns there are, each air unit
 * is shot at most once (TripleA 1E: several AA guns per territory, no more shots than air units). The
 * die is rolled at a given air unit, so that unit is the one lost; losses are removed at once.
 */
import { UNITS } from '../units.ts';
import { addDice, type DiceGroup, HIT_BOMBER, HIT_FIGHTER, HIT_TACTICAL_BOMBER } from './dice.ts';
import { BMB, FTR, type Side, TAC } from './pieces.ts';

const AA_VALUE = UNITS.aaGun.antiAir!;

export function aaDice(aaGuns: number, attacker: Side): DiceGroup[] {
  const groups: DiceGroup[] = [];
  if (aaGuns === 0) return groups;
  addDice(groups, attacker[FTR]!, AA_VALUE, HIT_FIGHTER);
  addDice(groups, attacker[TAC]!, AA_VALUE, HIT_TACTICAL_BOMBER);
  addDice(groups, attacker[BMB]!, AA_VALUE, HIT_BOMBER);
  return groups;
}
