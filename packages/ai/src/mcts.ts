/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the engine contract.
 *
 * The searcher gets only its seat's view. Each iteration draws a determinization (a full state
 * consistent with the view, the unseen parts and the dice drawn from the searcher's own generator),
 * then descends one shared tree whose edges are actions: at a node only the actions available in this
 * determinization compete, by UCB with availability counts (UCB1 with the number of times an action was
 * available in place of the parent's visits). A new action is expanded, a short rollout follows, and the
 * leaf's `evaluate` is credited to each node from the point of view of the side that chose it.
 *
 * Hot path: a determinized state is the iteration's private copy, so each action is played on it in
 * place when the game offers `applyInPlace` (no copy per action), else through `game.apply`; either way
 * without schema parsing or a `legal` membership check. An action the rules refuse ends the iteration
 * uncredited (in place, the state may be half changed).
 */
import {
  type Action,
  type BaseState,
  type GameModule,
  isError,
  type RngState,
  randomInt,
  type Seat,
} from '@wargame/engine';
import type { GameHooks, SearchBudget } from './types.ts';

interface Node {
  /** The seat that chose the action leading here (null at the root). */
  seat: Seat | null;
  action: Action | null;
  visits: number;
  /** How many times this node's action was available when its parent was visited. */
  avail: number;
  /** Sum of values, from the point of view of `seat`'s side. */
  total: number;
  children: Map<string, Node>;
}

export interface SearchStats {
  iterations: number;
  elapsedMs: number;
  /** Root actions with their visits and mean value, most visited first. */
  root: { action: Action; visits: number; mean: number }[];
}

export interface SearchResult {
  action: Action;
  stats: SearchStats;
}

const DEFAULT_ROLLOUT = 8;
const DEFAULT_EXPLORATION = 0.7;
/** A tree deeper than this is not descended further (protects against very long forced sequences). */
const MAX_TREE_DEPTH = 60;

const keyOf = (seat: Seat, action: Action): string => `${seat}|${JSON.stringify(action)}`;

function newNode(seat: Seat | null, action: Action | null): Node {
  return { seat, action, visits: 0, avail: 0, total: 0, children: new Map() };
}

/** Play `action` on the iteration's own state: the next state, or null if the rules refuse it. */
export function playerOf<S extends BaseState, V>(
  game: GameModule<S, V>,
): (state: S, action: Action, seat: Seat) => S | null {
  const inPlace = game.applyInPlace?.bind(game);
  if (inPlace) return (state, action, seat) => (inPlace(state, action, seat) ? null : state);
  return (state, action, seat) => {
    const result = game.apply(state, action, seat);
    return isError(result) ? null : result.state;
  };
}

/** The seat that decides next in a determinized state: the first pending seat with a legal action. */
export function actorOf<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
): { seat: Seat; legal: Action[] } | null {
  const seen = new Set<Seat>();
  for (const decision of game.pending(state)) {
    if (seen.has(decision.seat)) continue;
    seen.add(decision.seat);
    const legal = game.legal(state, decision.seat);
    if (legal.length > 0) return { seat: decision.seat, legal };
  }
  return null;
}

/**
 * Search from `seat`'s point of view, knowing only `view`, and return the most visited of `legal`.
 * With `budget.timeMs` infinite the result depends only on the view, the seat, `legal`, the iteration
 * budget and `rng` (which is advanced).
 */
export function search<S extends BaseState, V>(
  game: GameModule<S, V>,
  view: V,
  seat: Seat,
  legal: readonly Action[],
  rng: RngState,
  budget: SearchBudget,
  hooks: GameHooks<S> = {},
): SearchResult {
  const started = performance.now();
  const deadline = started + budget.timeMs;
  const rolloutActions = hooks.rolloutActions ?? budget.rolloutActions ?? DEFAULT_ROLLOUT;
  const c = budget.exploration ?? DEFAULT_EXPLORATION;
  const root = newNode(null, null);
  const rootKeys = legal.map((action) => keyOf(seat, action));
  const sideOfSeat = new Map<Seat, string>();
  const sideOf = (s: Seat): string => {
    let side = sideOfSeat.get(s);
    if (side === undefined) {
      side = game.sideOf(s);
      sideOfSeat.set(s, side);
    }
    return side;
  };

  const play = playerOf(game);
  let rootActions: readonly Action[] | undefined;
  let rootActionKeys: string[] | undefined;
  let iterations = 0;
  while (iterations < budget.iterations && (iterations === 0 || performance.now() < deadline)) {
    iterations++;
    let state = game.determinize(view, seat, rng);
    let node = root;
    const path: Node[] = [];
    let depth = 0;
    let expanded = false;
    let refused = false;

    // Selection and expansion.
    while (!expanded && depth < MAX_TREE_DEPTH && !game.outcome(state)) {
      let actor: Seat;
      let actions: readonly Action[];
      let keys: string[];
      if (node === root) {
        // The root's actions come from the view (the searcher's own hand and the board it sees), so
        // the policy's ordering of them is the same in every determinization: computed once.
        if (!rootActions) {
          rootActions = hooks.policy ? hooks.policy(state, seat, legal) : legal;
          rootActionKeys = rootActions === legal ? rootKeys : rootActions.map((a) => keyOf(seat, a));
        }
        actor = seat;
        actions = rootActions;
        keys = rootActionKeys!;
      } else {
        const next = actorOf(game, state);
        if (!next) break;
        actor = next.seat;
        actions = hooks.policy ? hooks.policy(state, actor, next.legal) : next.legal;
        keys = actions.map((a) => keyOf(actor, a));
      }
      if (actions.length === 0) break;

      let chosen = -1;
      let untried = -1;
      let best = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < actions.length; i++) {
        const child = node.children.get(keys[i]!);
        if (!child) {
          if (untried < 0) untried = i;
          continue;
        }
        child.avail++;
        if (untried >= 0) continue;
        const score =
          child.total / child.visits + c * Math.sqrt(Math.log(Math.max(1, child.avail)) / child.visits);
        if (score > best) {
          best = score;
          chosen = i;
        }
      }
      // Without a policy, expand a random untried action; with one, the first (the best ordered).
      if (untried >= 0 && !hooks.policy) {
        const open: number[] = [];
        for (let i = untried; i < actions.length; i++) if (!node.children.has(keys[i]!)) open.push(i);
        untried = open[randomInt(rng, open.length)]!;
      }
      const index = untried >= 0 ? untried : chosen;
      const action = actions[index]!;
      const next = play(state, action, actor);
      if (!next) {
        refused = true;
        break;
      }
      state = next;
      let child = node.children.get(keys[index]!);
      if (!child) {
        child = newNode(actor, action);
        child.avail = 1;
        node.children.set(keys[index]!, child);
        expanded = true;
      }
      path.push(child);
      node = child;
      depth++;
    }

    // Rollout.
    for (let i = 0; !refused && i < rolloutActions && !game.outcome(state); i++) {
      const actor = actorOf(game, state);
      if (!actor) break;
      const action = hooks.rollout
        ? hooks.rollout(state, actor.seat, actor.legal, rng)
        : actor.legal[randomInt(rng, actor.legal.length)]!;
      const next = play(state, action, actor.seat);
      if (!next) refused = true;
      else state = next;
    }
    if (refused) continue;

    // Backpropagation: each node is credited from the side of the seat that chose it.
    const values = new Map<string, number>();
    for (const visited of path) {
      const side = sideOf(visited.seat!);
      let value = values.get(side);
      if (value === undefined) {
        value = game.evaluate(state, visited.seat!);
        values.set(side, value);
      }
      visited.visits++;
      visited.total += value;
    }
    root.visits++;
  }

  const ranked = legal
    .map((action, i) => {
      const child = root.children.get(rootKeys[i]!);
      return {
        action,
        visits: child?.visits ?? 0,
        mean: child && child.visits > 0 ? child.total / child.visits : 0,
      };
    })
    .sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  return {
    action: ranked[0]!.action,
    stats: { iterations, elapsedMs: performance.now() - started, root: ranked },
  };
}
