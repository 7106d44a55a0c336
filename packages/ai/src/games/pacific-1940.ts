/**
 * Axis & Allies Pacific 1940 for the AI: the default policy (pacific-policy.ts) plays every decision,
 * and the turn planner compares ways to make the combat move. A plan is a posture (`Posture`): a nerve,
 * the lowest chance of winning a battle the power will attack at (`assignAttacks`), and targets left
 * alone. Each candidate plays the rest
 * of the combat move, and the board at the start of Conduct Combat is valued with every battle at its
 * exact odds (pacific-eval.ts): no die is rolled before then, so one simulation per plan says all.
 * Easy plays the default nerve without a search; normal compares three nerves; hard (`breadth` 'wide')
 * four more, and the default nerve leaving alone each of the next three targets it would attack, and
 * settles a close call between its best two by playing both on (dice rolled, the rest of the turn and
 * the next enemy power's combat move by the default policy) to where that power's attacks are valued
 * at their exact odds (`horizonOver`): what a counterattack would do to a land just taken or left bare.
 */
import type { Action } from '@wargame/engine';
import type { PacificState } from '@wargame/pacific-1940';
import { POWERS, type Power, SIDE_OF } from '@wargame/pacific-1940';
import type { GameHooks, Plan, PlannerHooks } from '../types.ts';
import { assignAttacks, type Posture, posture } from './pacific-attack.ts';
import { pacificEvaluate } from './pacific-eval.ts';
import { combatMove, DEFAULT_NERVE, DEFAULT_POSTURE, pacificPolicy } from './pacific-policy.ts';

/** The nerves the planner compares: the default (first: played when no simulation finishes), bold, cautious. */
export const NERVES = [DEFAULT_NERVE, 0.6, 0.93] as const;

/** More nerves for a level that considers more (`breadth` 'wide'). */
export const WIDE_NERVES = [0.5, 0.7, 0.88, 0.97] as const;

/** How many of the default plan's next targets a 'wide' level also tries leaving alone. */
const SPARED = 3;

const turnOf = (state: PacificState): number => state.round * POWERS.length + POWERS.indexOf(state.power);

function posturePlan(stance: Posture): Plan<PacificState> {
  return {
    id: stance.spare.size > 0 ? `spare-${[...stance.spare].join('+')}` : `nerve-${stance.nerve}`,
    choose: (state, seat, legal) => {
      if (state.phase !== 'combat-move' || state.power !== seat) return null;
      return combatMove(state, legal, stance);
    },
  };
}

/** The targets the default nerve would attack next, not yet begun: each one a plan may leave alone. */
const nextTargets = (state: PacificState, legal: readonly Action[]): string[] =>
  assignAttacks(state, legal, DEFAULT_POSTURE)
    .filter((a) => a.target.committed.length === 0)
    .slice(0, SPARED)
    .map((a) => a.target.space);

export const pacificPlanner: PlannerHooks<PacificState> = {
  plans(state, seat, legal, _rng, breadth = 'full') {
    if (breadth === 'simple' || state.phase !== 'combat-move' || state.power !== (seat as Power)) return [];
    const plans = NERVES.map((nerve) => posturePlan(posture(nerve)));
    if (breadth === 'wide')
      plans.push(
        ...WIDE_NERVES.map((nerve) => posturePlan(posture(nerve))),
        ...nextTargets(state, legal).map((space) => posturePlan(posture(DEFAULT_NERVE, new Set([space])))),
      );
    return plans;
  },
  segmentOver: (state, _seat, start) => state.phase !== 'combat-move' || turnOf(state) !== start.turn,
  turnOf,
  // A deeper look ends once the next enemy power has made its combat move (its battles are then valued
  // at their exact odds), or a round after the segment began.
  horizonOver: (state, seat, start) =>
    turnOf(state) >= start.turn + POWERS.length ||
    (SIDE_OF[state.power] !== SIDE_OF[seat as Power] &&
      state.phase !== 'purchase' &&
      state.phase !== 'combat-move'),
  defaultPolicy: (state, seat, legal, rng) => pacificPolicy(state, seat, legal, rng),
  evaluate: pacificEvaluate,
  distinctSimulations: (state) => (state.phase === 'combat-move' ? 1 : Number.POSITIVE_INFINITY),
};

export const pacificHooks: GameHooks<PacificState> = {
  rollout: (state, seat, legal, rng) => pacificPolicy(state, seat, legal, rng),
  planner: pacificPlanner,
};
