/**
 * 14.5 Dice: a unit hits on a roll at or below its value. A volley is the dice one side rolls in one
 * step, grouped by value and by what their hits may be assigned to (the hit class).
 */
import { type RngState, randomInt, takeForced } from '@wargame/engine';

/** Hits that any unit may take. */
export const HIT_ANY = 0;
/** 19.8 Submarine hits: never on air units. */
export const HIT_NOT_AIR = 1;
/** 19.9 Air hits while the firing side has no destroyer in the battle: never on submarines. */
export const HIT_NOT_SUB = 2;
/** 19.7 AA fire: one die rolled at each air unit, so the hit unit is fixed by the die, not chosen. */
export const HIT_FIGHTER = 3;
export const HIT_TACTICAL_BOMBER = 4;
export const HIT_BOMBER = 5;
export const HIT_CLASSES = 6;

/** Hits by class. */
export type Hits = number[];

export interface DiceGroup {
  /** How many dice. */
  n: number;
  /** Hits on this value or less (1 to 6). */
  value: number;
  /** What the hits may be assigned to (HIT_*). */
  cls: number;
}

export function noHits(): Hits {
  return new Array<number>(HIT_CLASSES).fill(0);
}

/** Adds `n` dice at `value` to a volley, merging with a group of the same value and class. */
export function addDice(groups: DiceGroup[], n: number, value: number, cls: number): void {
  if (n <= 0 || value <= 0) return;
  const v = Math.min(value, 6);
  const same = groups.find((g) => g.value === v && g.cls === cls);
  if (same) same.n += n;
  else groups.push({ n, value: v, cls });
}

/** One die, 1 to 6; a position may script it (kind 'die'). */
export function rollDie(rng: RngState): number {
  if (rng.forced) {
    const forced = takeForced(rng, 'die');
    if (forced !== undefined) {
      if (typeof forced !== 'number' || !Number.isInteger(forced) || forced < 1 || forced > 6)
        throw new Error(`scripted die ${JSON.stringify(forced)} is not 1 to 6`);
      return forced;
    }
  }
  return randomInt(rng, 6) + 1;
}

/** Rolls a volley with real dice; `faces`, when given, receives each die's face in order. */
export function rollHits(groups: readonly DiceGroup[], rng: RngState, faces?: number[]): Hits {
  const hits = noHits();
  for (const g of groups) {
    for (let i = 0; i < g.n; i++) {
      const face = rollDie(rng);
      faces?.push(face);
      if (face <= g.value) hits[g.cls]! += 1;
    }
  }
  return hits;
}
