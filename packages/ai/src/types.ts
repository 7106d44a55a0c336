/** The shapes the AI is written against: agents, per-game knowledge hooks and search budgets. */
import type { Action, BaseState, GameModule, RngState, Seat } from '@wargame/engine';

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
