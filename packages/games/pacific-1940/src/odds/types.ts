/** The shapes the odds calculator takes and gives (the CLI and the web panel print these). */
import type { BattleOptions, BattleSpec, Force } from '../battle/index.ts';

export type { BattleOptions, BattleSpec, Force };

/** One possible set of survivors of a side and its probability. */
export interface SurvivorLine extends Force {
  p: number;
}

export interface OddsResult {
  /** The defender is destroyed and the attacker has units left. */
  attackerWins: number;
  /** The attacker is destroyed and the defender has units left. */
  defenderWins: number;
  /** Both sides destroyed. */
  mutual: number;
  /** The attacker withdrew: retreated after the set number of rounds, or its submarines submerged. */
  retreat: number;
  /** Neither side can hurt the other (e.g. air units against submarines without a destroyer). */
  stalemate: number;
  /** IPC value of the units each side loses (damage to a ship is not a loss: it is repaired). */
  expectedIpcLoss: { attacker: number; defender: number };
  /** Each side's survivors at the end, most likely first. */
  survivors: { attacker: SurvivorLine[]; defender: SurvivorLine[] };
  rounds: { expected: number };
  /** Battle states the calculator went through (a measure of its work). */
  states: number;
}

export interface SimulationResult {
  runs: number;
  /** Fractions of the runs, comparable with the exact probabilities. */
  attackerWins: number;
  defenderWins: number;
  mutual: number;
  retreat: number;
  stalemate: number;
}

export const OUTCOME_FIELDS = ['attackerWins', 'defenderWins', 'mutual', 'retreat', 'stalemate'] as const;
export type OutcomeField = (typeof OUTCOME_FIELDS)[number];
