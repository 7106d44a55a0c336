/**
 * The Guns of Gettysburg for the AI: the default policy (gettysburg-policy.ts) plays every decision,
 * and the turn planner compares stances for the rest of the army's Action Phase (the segment): how hard
 * it makes for the objectives and how much stronger it wants to be before it attacks. Each candidate
 * plays the phase out on a determinization of the view (the enemy's blocks, Tray and schedule drawn
 * from what is unseen), and the end of the phase is valued by the game's evaluation (evaluate.ts in the
 * game package: objectives held and fully controlled, the guard on them, the blocks left).
 * Easy plays the default stance without a search; normal compares three stances at each decision of
 * its moves and attacks; hard five, and plays each on through the enemy's next Action Phase before
 * valuing it (the planner's reply): what the enemy's attacks would do to a line matters more here than
 * a finer comparison, so hard spends its time on that look further (800 simulations, without the
 * anytime race).
 */
import type { Action } from '@wargame/engine';
import { type Army, evaluatePosition, type GettysburgState } from '@wargame/gettysburg';
import type { GameHooks, Plan, PlannerHooks } from '../types.ts';
import { DEFAULT_STANCE, gettysburgPolicy, type Stance } from './gettysburg-policy.ts';

/** The stances a normal level compares: the default first (played when no simulation finishes). */
export const STANCES: readonly Stance[] = [
  DEFAULT_STANCE,
  { advance: 1.6, attackEdge: 0, artillery: 2 },
  { advance: 0.5, attackEdge: 3, artillery: 1 },
];

/** More for a level with time to spare. */
export const WIDE_STANCES: readonly Stance[] = [
  { advance: 2.5, attackEdge: -1, artillery: 2 },
  { advance: 1, attackEdge: 2, artillery: 2 },
];

/** The decisions worth planning: where the army moves and whom it attacks. */
const PLANNED = new Set(['march', 'enter', 'attack-block', 'withdraw', 'orders']);

const stanceId = (s: Stance) => `advance-${s.advance}/edge-${s.attackEdge}/guns-${s.artillery}`;

function stancePlan(stance: Stance): Plan<GettysburgState> {
  return {
    id: stanceId(stance),
    choose: (state, seat, legal, rng) =>
      state.phase.kind === 'action' && state.phase.army === seat
        ? gettysburgPolicy(state, seat, legal, rng, stance)
        : null,
  };
}

/** The turn and, within it, whose Action Phase it is (0: the First Player's, 1: the Second's, 2: after). */
const turnOf = (state: GettysburgState): number =>
  state.turn.number * 3 +
  (state.phase.kind === 'action'
    ? state.phase.army === state.firstPlayer
      ? 0
      : 1
    : state.phase.kind === 'objectives'
      ? 2
      : 0);

export const gettysburgPlanner: PlannerHooks<GettysburgState> = {
  plans(state, seat, legal, _rng, breadth = 'full') {
    if (breadth === 'simple' || state.phase.kind !== 'action' || state.phase.army !== (seat as Army))
      return [];
    if (!legal.some((a: Action) => PLANNED.has(a.type))) return [];
    const stances = breadth === 'wide' ? [...STANCES, ...WIDE_STANCES] : STANCES;
    return stances.map(stancePlan);
  },
  segmentOver: (state, seat, start) =>
    state.winner !== null ||
    turnOf(state) !== start.turn ||
    state.phase.kind !== 'action' ||
    state.phase.army !== (seat as Army),
  turnOf,
  defaultPolicy: (state, seat, legal, rng) => gettysburgPolicy(state, seat, legal, rng),
  evaluate: evaluatePosition,
  levels: { hard: { iterations: 800, reactiveIterations: 240, reply: true, anytime: undefined } },
};

export const gettysburgHooks: GameHooks<GettysburgState> = {
  rollout: (state, seat, legal, rng) => gettysburgPolicy(state, seat, legal, rng),
  planner: gettysburgPlanner,
};
