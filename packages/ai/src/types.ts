/** The shapes the AI is written against: agents, per-game knowledge hooks and search budgets. */
import type { Action, BaseState, GameModule, RngState, Seat } from '@wargame/engine';
import type { PlannerBudget } from './planner.ts';

/** Any game module, whatever its state and view types. */
export type AnyGame = GameModule<BaseState, unknown>;

/**
 * A player. It sees only what `game.view(state, seat)` shows `seat`, and the actions that seat may take
 * now (what a human player is shown). `rng` is the agent's own generator: it is advanced, so a sequence
 * of decisions is reproducible from one seed.
 */
export interface Agent {
  id: string;
  decide<S extends BaseState, V>(
    game: GameModule<S, V>,
    view: V,
    seat: Seat,
    legal: readonly Action[],
    rng: RngState,
  ): Action;
}

/** Optional knowledge of one game, used by the search (all of it must be cheap: it runs in the hot loop). */
export interface GameHooks<S extends BaseState = BaseState> {
  /**
   * Prune and order the actions the tree considers at a node, best first (the first untried action is
   * expanded first). Must return a non-empty subset of `legal` when `legal` is non-empty.
   */
  policy?(state: S, seat: Seat, legal: readonly Action[]): readonly Action[];
  /** The action a rollout plays. Default: uniformly random. */
  rollout?(state: S, seat: Seat, legal: readonly Action[], rng: RngState): Action;
  /** Actions a rollout plays before the leaf is evaluated (overrides the level's default). */
  rolloutActions?: number;
  /** Turn-level planning (the planner agents); absent: `planner:*` falls back to the step search. */
  planner?: PlannerHooks<S>;
}

/** A candidate way to play the rest of the current turn (or phase) for one seat: a policy. */
export interface Plan<S extends BaseState = BaseState> {
  /** Short, stable description for logs and tests, e.g. 'line-command/close/attack'. */
  id: string;
  /**
   * The plan's choice among `legal` for `seat` in `state` (a determinized state of the search), or
   * null when the plan has nothing to say (then the planner's default policy chooses). Must be cheap.
   */
  choose(state: S, seat: Seat, legal: readonly Action[], rng: RngState): Action | null;
}

/**
 * What a level plans, which the game interprets: 'simple' plans only the turn's main choice (for
 * Ancients the card) and plays the rest of the turn by the default policy; 'full' offers every plan the
 * game has, at every decision of the turn (styles, battles first); 'wide' adds the variants a game
 * keeps for a level with time to spare (Pacific 1940: more nerves, and attacks left alone), and is
 * 'full' for a game without them (Ancients).
 */
export type PlanBreadth = 'simple' | 'full' | 'wide';

export interface PlannerHooks<S extends BaseState = BaseState> {
  /**
   * Candidate plans for `seat` from this decision to the end of its turn, built from `state` (one
   * determinization of the view; plans must not rely on the hidden parts of it). Each plan's first
   * choice must be one of `legal`. Return [] when this decision is not worth planning (the planner then
   * compares the legal actions one by one: a reactive decision); a single plan is played without a
   * search. `breadth` (default 'full') is how much the level considers: see `PlanBreadth`.
   */
  plans(state: S, seat: Seat, legal: readonly Action[], rng: RngState, breadth?: PlanBreadth): Plan<S>[];
  /** True once `seat`'s turn (the planned segment) is over in `state`: the simulation stops there. */
  segmentOver(state: S, seat: Seat, start: { turn: number }): boolean;
  /** The turn counter the segment started at (whatever the game counts). */
  turnOf(state: S): number;
  /** The policy for everything no plan decides: the opponent's reactions, a plan's nulls, rollouts. */
  defaultPolicy(state: S, seat: Seat, legal: readonly Action[], rng: RngState): Action;
  /** A strong evaluation in [-1, 1] for `seat` (1 = won). Replaces game.evaluate for the planner. */
  evaluate(state: S, seat: Seat): number;
  /**
   * Optional: after the segment, play the opponent's next turn with this policy before evaluating
   * (captures threats the evaluation misses). Absent: evaluate at the segment's end.
   */
  replyPolicy?(state: S, seat: Seat, legal: readonly Action[], rng: RngState): Action;
  /**
   * Optional: where a deeper look stops (a level that deepens plays its finalists on from the end of
   * the segment, by the default policy, until this holds; `start.turn` is the turn the segment began).
   * Absent: the planner never looks past the segment.
   */
  horizonOver?(state: S, seat: Seat, start: { turn: number }): boolean;
  /**
   * Optional: what this game changes in a level's budget, merged over the level's own (the levels are
   * set for every game; a game whose turns are longer, or whose hard level gains more by looking
   * further than by comparing more, says so here). Custom planner ids are played as written.
   */
  levels?: Partial<Record<'easy' | 'normal' | 'hard', Partial<PlannerBudget>>>;
  /**
   * Optional: how many simulations of one candidate can differ from this decision (1 for a segment
   * with no chance in it and an evaluation without sampling); the search stops there. Absent: no limit.
   */
  distinctSimulations?(state: S, seat: Seat): number;
}

/** How much a search may spend on one decision: it stops at whichever limit comes first. */
export interface SearchBudget {
  iterations: number;
  /** Wall-clock cap in milliseconds (Infinity: iterations only, fully reproducible). */
  timeMs: number;
  /** Actions of rollout policy played after the tree before evaluating (hooks may override). */
  rolloutActions?: number;
  /** UCB exploration constant (values are in [-1, 1]). */
  exploration?: number;
}
