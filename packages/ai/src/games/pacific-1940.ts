/**
 * Axis & Allies Pacific 1940 for the AI: the default policy (pacific-policy.ts) plays every decision,
 * and the turn planner compares ways to make the combat move. A plan is an attack nerve: the lowest
 * chance of winning a battle the power will attack at (`assignAttacks`). Each candidate plays the rest
 * of the combat move, and the board at the start of Conduct Combat is valued with every battle at its
 * exact odds (pacific-eval.ts): no die is rolled before then, so one simulation per plan says all.
 * Easy plays the default nerve without a search; normal and hard compare the nerves.
 */
import type { PacificState } from '@wargame/pacific-1940';
import { POWERS, type Power } from '@wargame/pacific-1940';
import type { GameHooks, Plan, PlannerHooks } from '../types.ts';
import { pacificEvaluate } from './pacific-eval.ts';
import { combatMove, DEFAULT_NERVE, pacificPolicy } from './pacific-policy.ts';

/** The nerves the planner compares: the default (first: played when no simulation finishes), bold, cautious. */
export const NERVES = [DEFAULT_NERVE, 0.6, 0.93] as const;

const turnOf = (state: PacificState): number => state.round * POWERS.length + POWERS.indexOf(state.power);

function nervePlan(nerve: number): Plan<PacificState> {
  return {
    id: `nerve-${nerve}`,
    choose: (state, seat, legal) => {
      if (state.phase !== 'combat-move' || state.power !== seat) return null;
      return combatMove(state, legal, nerve);
    },
  };
}

export const pacificPlanner: PlannerHooks<PacificState> = {
  plans(state, seat, _legal, _rng, breadth = 'full') {
    if (breadth === 'simple' || state.phase !== 'combat-move' || state.power !== (seat as Power)) return [];
    return NERVES.map(nervePlan);
  },
  segmentOver: (state, _seat, start) => state.phase !== 'combat-move' || turnOf(state) !== start.turn,
  turnOf,
  defaultPolicy: (state, seat, legal, rng) => pacificPolicy(state, seat, legal, rng),
  evaluate: pacificEvaluate,
  distinctSimulations: (state) => (state.phase === 'combat-move' ? 1 : Number.POSITIVE_INFINITY),
};

export const pacificHooks: GameHooks<PacificState> = {
  rollout: (state, seat, legal, rng) => pacificPolicy(state, seat, legal, rng),
  planner: pacificPlanner,
};
