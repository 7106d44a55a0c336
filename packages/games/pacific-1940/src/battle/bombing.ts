/**
 * 14.3 Strategic bombing raids, resolved: the one-round air battle of escorts (fighters attacking at 1)
 * against interceptors (fighters defending at 2), in which the bombers do not fire but may be lost; then
 * each group of surviving bombers attacks one facility, whose own AA rolls one die a bomber and destroys a
 * bomber on each 1; then each surviving bomber rolls one die of damage, up to the facility's limit.
 * Casualties are the owners' choice: here a standing preference (the attacker loses escorts first unless
 * told otherwise; the defender has only interceptors to lose).
 */
import type { RngState } from '@wargame/engine';
import { FACILITIES, type FacilityType, UNITS } from '../units.ts';
import { rollDie } from './dice.ts';

export interface RaidForces {
  bombers: number;
  escorts: number;
  interceptors: number;
  /** Which of the attacker's units take the interceptors' hits first. */
  attackerLosesFirst?: 'escorts' | 'bombers';
}

export interface AirBattleResult {
  escortsLost: number;
  bombersLost: number;
  interceptorsLost: number;
}

/** Rolls `n` dice, counting those at or below `value`. */
function hitsOf(n: number, value: number, rng: RngState): number {
  let hits = 0;
  for (let i = 0; i < n; i++) if (rollDie(rng) <= value) hits++;
  return hits;
}

/** 14.3 step 4 The air battle: exactly one round, both sides firing at once; none without interceptors. */
export function airBattle(forces: RaidForces, rng: RngState): AirBattleResult {
  if (forces.interceptors === 0) return { escortsLost: 0, bombersLost: 0, interceptorsLost: 0 };
  const escortHits = hitsOf(forces.escorts, UNITS.fighter.escortAttack ?? 1, rng);
  const interceptorHits = hitsOf(forces.interceptors, UNITS.fighter.interceptDefense ?? 2, rng);
  const interceptorsLost = Math.min(escortHits, forces.interceptors);
  const escortsFirst = (forces.attackerLosesFirst ?? 'escorts') === 'escorts';
  const first = Math.min(interceptorHits, escortsFirst ? forces.escorts : forces.bombers);
  const second = Math.min(interceptorHits - first, escortsFirst ? forces.bombers : forces.escorts);
  return escortsFirst
    ? { escortsLost: first, bombersLost: second, interceptorsLost }
    : { escortsLost: second, bombersLost: first, interceptorsLost };
}

export interface BombRun {
  facility: FacilityType;
  /** Its damage before the raid. */
  damage: number;
  /** Bombers attacking this facility. */
  bombers: number;
}

export interface BombRunResult extends BombRun {
  /** 14.3 step 7 Bombers the facility's own AA destroyed. */
  shotDown: number;
  /** 14.3 step 8 The pips the surviving bombers rolled. */
  rolled: number;
  /** 14.3 step 9 The damage after the raid, at most the facility's limit. */
  damageAfter: number;
}

/** 14.3 steps 5-9 Each group of bombers against its facility: the facility's AA, then the damage dice. */
export function bombRuns(runs: readonly BombRun[], rng: RngState): BombRunResult[] {
  // Every facility's AA fires before any damage is rolled.
  const shot = runs.map((run) => hitsOf(run.bombers, 1, rng));
  return runs.map((run, i) => {
    const shotDown = shot[i]!;
    let rolled = 0;
    for (let b = 0; b < run.bombers - shotDown; b++) rolled += rollDie(rng);
    const damageAfter = Math.min(FACILITIES[run.facility].maxDamage, run.damage + rolled);
    return { ...run, shotDown, rolled, damageAfter };
  });
}
