/**
 * 14.5 Steps 3-4 The dice a side rolls in general combat, with the support rules of 19: each artillery
 * lets one infantry or mech infantry attack at 2; each fighter or tank lets one tactical bomber attack
 * at 4. Support is for attack only. Submarine hits may not go to air units; air hits may not go to
 * submarines unless the air's side has a destroyer in the battle.
 */
import { UNITS } from '../units.ts';
import { addDice, type DiceGroup, HIT_ANY, HIT_NOT_AIR, HIT_NOT_SUB } from './dice.ts';
import {
  ARM,
  ART,
  BMB,
  FTR,
  hasDestroyer,
  INF,
  MECH,
  type Side,
  SLOT_CLASS,
  SLOT_COUNT,
  SLOT_TYPES,
  SUB,
  TAC,
} from './pieces.ts';

const ATTACK: readonly number[] = SLOT_TYPES.map((t) => UNITS[t].attack);
const DEFENSE: readonly number[] = SLOT_TYPES.map((t) => UNITS[t].defense);
const INFANTRY_SUPPORTED = UNITS.infantry.support!.attack;
const TACTICAL_SUPPORTED = UNITS.tacticalBomber.support!.attack;

/**
 * The hit class of a slot's dice: who its hits may be assigned to. A restriction that cannot matter
 * (no enemy air units for submarine hits, no enemy submarines for air hits) is dropped, which merges
 * the dice into fewer classes.
 */
export function hitClassOf(slot: number, own: Side, enemy: Side): number {
  const cls = SLOT_CLASS[slot];
  if (cls === 'sub') return enemy[FTR]! + enemy[TAC]! + enemy[BMB]! > 0 ? HIT_NOT_AIR : HIT_ANY;
  if (cls === 'air' && !hasDestroyer(own) && enemy[SUB]! > 0) return HIT_NOT_SUB;
  return HIT_ANY;
}

/** The value a slot fires at, before support. */
export function fireValue(slot: number, attacking: boolean): number {
  return attacking ? ATTACK[slot]! : DEFENSE[slot]!;
}

/**
 * The dice of `side` in steps 3-4. `firing` is the units that roll (the side itself, plus a
 * defender's bombardment casualties in the first round); `skipSubs` leaves out submarines that made
 * their surprise strike this round.
 */
export function generalDice(
  own: Side,
  firing: Side,
  enemy: Side,
  attacking: boolean,
  skipSubs: boolean,
): DiceGroup[] {
  const groups: DiceGroup[] = [];
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    let n = firing[slot]!;
    if (n === 0 || (skipSubs && slot === SUB)) continue;
    const cls = hitClassOf(slot, own, enemy);
    if (attacking && (slot === INF || slot === MECH)) continue;
    if (attacking && slot === TAC) {
      const supported = Math.min(n, firing[FTR]! + firing[ARM]!);
      addDice(groups, supported, TACTICAL_SUPPORTED, cls);
      n -= supported;
    }
    addDice(groups, n, fireValue(slot, attacking), cls);
  }
  if (attacking) {
    // 19.1-19.3 Artillery support, one infantry or mech infantry per artillery.
    const foot = firing[INF]! + firing[MECH]!;
    const supported = Math.min(foot, firing[ART]!);
    addDice(groups, supported, INFANTRY_SUPPORTED, HIT_ANY);
    addDice(groups, foot - supported, ATTACK[INF]!, HIT_ANY);
  }
  return groups;
}

/** Whether `side` (attacking or not) has a die that could hit some unit of `enemy`. */
export function canHurt(side: Side, enemy: Side, attacking: boolean): boolean {
  let hasAir = false;
  let hasSub = false;
  let hasOther = false;
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    if (enemy[slot]! === 0) continue;
    const cls = SLOT_CLASS[slot];
    if (cls === 'air') hasAir = true;
    else if (cls === 'sub') hasSub = true;
    else hasOther = true;
  }
  if (!hasAir && !hasSub && !hasOther) return false;
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    if (side[slot]! === 0 || fireValue(slot, attacking) === 0) continue;
    const cls = hitClassOf(slot, side, enemy);
    if (cls === HIT_ANY) return true;
    if (cls === HIT_NOT_AIR && (hasSub || hasOther)) return true;
    if (cls === HIT_NOT_SUB && (hasAir || hasOther)) return true;
  }
  return false;
}
