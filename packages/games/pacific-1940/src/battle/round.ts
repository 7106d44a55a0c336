/**
 * 14.5 General combat sequence, as steps. Before the first round: AA fire (19.7) and shore bombardment
 * (14.4 Step 2). Each round: Step 2 submarine surprise strikes, then Steps 3-5 both sides fire and the
 * casualties are removed (the defender's casualties fire back: the fire is simultaneous). A step is
 * the dice each side rolls (`diceOf`) and the state once each side has taken its hits (`afterStep`);
 * the exact calculator and the dice-rolling simulation both run battles through these two functions
 * and `takeHits`, so there is one set of combat rules.
 */
import { aaDice } from './aa.ts';
import { ATTACKER, type Battle, DEFENDER, type Sides } from './battle.ts';
import { bombardDice } from './bombard.ts';
import type { DiceGroup } from './dice.ts';
import { generalDice } from './fire.ts';
import { AIR_SLOTS, type Side, SLOT_COUNT } from './pieces.ts';
import { maySurprise, surpriseDice } from './submarines.ts';

export type Step = 'aa' | 'bombard' | 'surprise' | 'fire';
/** Before the first round. */
export const OPENING_STEPS: readonly Step[] = ['aa', 'bombard'];
/** Every round. */
export const ROUND_STEPS: readonly Step[] = ['surprise', 'fire'];

export interface Exchange {
  /** The dice the attacker rolls; their hits fall on the defender. */
  byAttacker: DiceGroup[];
  /** The dice the defender rolls; their hits fall on the attacker. */
  byDefender: DiceGroup[];
}

const NONE: DiceGroup[] = [];

/** The dice of a step, or null when the step does not happen. */
export function diceOf(battle: Battle, sides: Sides, step: Step): Exchange | null {
  const { att, def } = sides;
  switch (step) {
    case 'aa': {
      if (battle.kind !== 'land' || battle.aaGuns === 0 || !AIR_SLOTS.some((s) => att[s]! > 0)) return null;
      return { byAttacker: NONE, byDefender: aaDice(battle.aaGuns, att) };
    }
    case 'bombard': {
      if (battle.bombard.battleship + battle.bombard.cruiser === 0) return null;
      return { byAttacker: bombardDice(battle.bombard), byDefender: NONE };
    }
    case 'surprise': {
      const a = maySurprise(battle.kind, att, def);
      const d = maySurprise(battle.kind, def, att);
      if (!a && !d) return null;
      return {
        byAttacker: a ? surpriseDice(att, def, true) : NONE,
        byDefender: d ? surpriseDice(def, att, false) : NONE,
      };
    }
    case 'fire': {
      const struck = sides.struck ?? [false, false];
      const firing = sides.pending ? add(def, sides.pending) : def;
      return {
        byAttacker: generalDice(att, att, def, true, struck[ATTACKER]),
        byDefender: generalDice(def, firing, att, false, struck[DEFENDER]),
      };
    }
  }
}

/** The state after a step, given each side once it has taken the other side's hits. */
export function afterStep(battle: Battle, sides: Sides, step: Step, att: Side, def: Side): Sides {
  switch (step) {
    case 'aa':
      return { ...sides, att };
    case 'bombard':
      return { att, def, pending: subtract(sides.def, def) };
    case 'surprise': {
      const struck = [
        maySurprise(battle.kind, sides.att, sides.def),
        maySurprise(battle.kind, sides.def, sides.att),
      ] as const;
      return sides.pending ? { att, def, pending: sides.pending, struck } : { att, def, struck };
    }
    case 'fire':
      return { att, def };
  }
}

function add(a: Side, b: Side): Side {
  const out = a.slice();
  for (let i = 0; i < SLOT_COUNT; i++) out[i]! += b[i]!;
  return out;
}

function subtract(a: Side, b: Side): Side {
  const out = a.slice();
  for (let i = 0; i < SLOT_COUNT; i++) out[i]! -= b[i]!;
  return out;
}
