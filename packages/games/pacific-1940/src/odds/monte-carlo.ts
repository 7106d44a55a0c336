/**
 * Monte Carlo of the same battle model: each run rolls real dice (an `RngState` of the engine) through
 * the same steps, casualty choices and end conditions as the exact calculator.
 */
import type { RngState } from '@wargame/engine';
import {
  ATTACKER,
  afterStep,
  type Battle,
  type BattleOptions,
  type BattleSpec,
  createBattle,
  DEFENDER,
  diceOf,
  OPENING_STEPS,
  type OutcomeKind,
  ROUND_STEPS,
  rollHits,
  type Sides,
  type Step,
  startSides,
  takeHits,
  type Verdict,
  verdict,
} from '../battle/index.ts';
import type { SimulationResult } from './types.ts';

/** A battle that has not ended after this many rounds is a bug, not bad luck. */
const MAX_ROUNDS = 100_000;

/** One step with real dice: the attacker rolls, then the defender; then both take their hits. */
export function rollStep(battle: Battle, sides: Sides, step: Step, rng: RngState): Sides {
  const ex = diceOf(battle, sides, step);
  if (!ex) return sides;
  const onDefender = rollHits(ex.byAttacker, rng);
  const onAttacker = rollHits(ex.byDefender, rng);
  const att = takeHits(sides.att, onAttacker, battle.order[ATTACKER]);
  const def = takeHits(sides.def, onDefender, battle.order[DEFENDER]);
  return afterStep(battle, sides, step, att, def);
}

/** One whole battle with real dice. */
export function fight(battle: Battle, rng: RngState): Verdict & { rounds: number } {
  let sides = startSides(battle);
  for (const step of OPENING_STEPS) sides = rollStep(battle, sides, step, rng);
  let rounds = 0;
  let v = verdict(battle, sides, rounds);
  while (!v) {
    if (rounds >= MAX_ROUNDS)
      throw new Error(`the battle did not end in ${MAX_ROUNDS} rounds (internal error)`);
    for (const step of ROUND_STEPS) sides = rollStep(battle, sides, step, rng);
    rounds += 1;
    v = verdict(battle, sides, rounds);
  }
  return { ...v, rounds };
}

export function simulate(
  spec: BattleSpec,
  runs: number,
  rng: RngState,
  options: BattleOptions = {},
): SimulationResult {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number ≥ 1, not ${runs}`);
  const battle = createBattle(spec, options);
  const counts: Record<OutcomeKind, number> = {
    attacker: 0,
    defender: 0,
    mutual: 0,
    retreat: 0,
    stalemate: 0,
  };
  for (let i = 0; i < runs; i++) counts[fight(battle, rng).outcome] += 1;
  return {
    runs,
    attackerWins: counts.attacker / runs,
    defenderWins: counts.defender / runs,
    mutual: counts.mutual / runs,
    retreat: counts.retreat / runs,
    stalemate: counts.stalemate / runs,
  };
}
