/**
 * Turn-level planning: compare candidate plans (policies for the rest of the searcher's turn) by
 * simulating each on determinizations of the view, and play the first step of the best.
 *
 * 1. One determinization of the view gives the candidates (`hooks.plans`). None: a reactive decision,
 *    and the candidates are the legal actions themselves (each: that action, then the default policy),
 *    or, with `reactions: 'policy'`, the default policy's own choice. One candidate is played at once.
 * 2. A simulation draws a fresh determinization (the only source of a full state: the true state is
 *    never seen), plays the plan for the searcher (its nulls and its illegal choices fall back to the
 *    default policy), everyone else by the default policy, until the segment is over (or the game, or
 *    a step cap); then, if the game has one, the opponent's next turn by the reply policy; then
 *    `hooks.evaluate` for the searcher.
 * 3. Successive halving (Karnin, Koren & Somekh 2013): every candidate gets a few simulations, the
 *    better half stays, the simulations per survivor double, and so on until one is left or the budget
 *    is spent. Common random numbers: simulation k of every candidate uses the same determinization
 *    seed (the same hands, deck and first dice), so candidates are compared on the same luck.
 *
 * 4. Deepening (a budget with `deepen`, a game with `hooks.horizonOver`): when the two best candidates
 *    start differently and their values are close, each is played on from its segment ends by the
 *    default policy to the game's horizon, on shared seeds, and the better there is chosen
 *    (planner-deepen.ts).
 * Candidates whose first choices all agree leave nothing to decide: that choice is played unsearched.
 *
 * `budget.iterations` is the total of simulations; `budget.timeMs` a wall-clock cap checked between
 * simulations (with it infinite the result depends only on the view, the seat, `legal`, the budget and
 * `rng`). Stateless: every decision replans from the current view (receding horizon).
 */
import {
  type Action,
  type BaseState,
  cloneRng,
  createFastRng,
  type GameModule,
  nextUint32,
  type RngState,
  type Seat,
} from '@wargame/engine';
import { actorOf, playerOf } from './mcts.ts';
import { keyOf, listed, policyChoice } from './planner-choice.ts';
import { type DeepenSettings, type DeepenStats, deepenFinalists } from './planner-deepen.ts';
import { type RaceSettings, type RaceStop, race } from './planner-race.ts';
import type { Plan, PlanBreadth, PlannerHooks, SearchBudget } from './types.ts';

/** A planner budget: total simulations, a time cap, and a cap on the actions of one simulation. */
export interface PlannerBudget extends SearchBudget {
  /** Actions one simulation may play (segment and reply together) before it is evaluated as it stands. */
  maxSteps?: number;
  /** Total simulations for a reactive decision (the legal actions compared); default `iterations`. */
  reactiveIterations?: number;
  /**
   * Anytime search: halving stops at two candidates (after `iterations`, or `reactiveIterations`),
   * and the two then race on more seeds until one is clearly better or they are clearly as good, the
   * time cap, or `maxIterations` simulations in all (see planner-race.ts).
   */
  anytime?: RaceSettings;
  /**
   * Look past the segment before the final choice, for a game with a horizon (`hooks.horizonOver`):
   * the search narrows to two candidates and, when their first steps differ and their values are
   * close, plays each on to the horizon (see planner-deepen.ts).
   */
  deepen?: DeepenSettings;
  /** What the game's plans consider (default 'full'). */
  breadth?: PlanBreadth;
  /**
   * Reactions (decisions the game gives no plans for): 'search' compares the legal actions by
   * simulation (the default); 'policy' plays the default policy's choice at once.
   */
  reactions?: 'search' | 'policy';
  /**
   * Look one turn further: after the segment, play the opponent's next turn before evaluating, by the
   * game's reply policy, or its default policy when it has none (threats the evaluation cannot see).
   */
  reply?: boolean;
}

export interface PlanCandidateStats {
  id: string;
  /** The first action the candidate played most often (null if it was never simulated). */
  action: Action | null;
  sims: number;
  mean: number;
  /** The successive-halving round it was dropped after (null: it survived to the end). */
  droppedAfter: number | null;
}

export interface PlanStats {
  /** 'plans': the game's candidate plans; 'reactive': the legal actions compared one by one. */
  mode: 'plans' | 'reactive' | 'single';
  simulations: number;
  /** Simulations cut short because the rules refused an action they listed (scored -1): a game bug. */
  refused: number;
  rounds: number;
  elapsedMs: number;
  /** True when the time cap stopped the search before the iteration budget did. */
  timedOut: boolean;
  /** The continuations to the horizon that settled the choice (absent: none were played). */
  deepened?: DeepenStats;
  /** Why the anytime race of the last two candidates stopped (absent: no race). */
  race?: Exclude<RaceStop, 'open'>;
  /** The candidates, the chosen one first, then by simulations and mean. */
  plans: PlanCandidateStats[];
}

export interface PlanResult {
  action: Action;
  /** The id of the chosen candidate. */
  plan: string;
  stats: PlanStats;
}

export const DEFAULT_MAX_STEPS = 200;

/** The share of the time cap simulations may use. */
const CAP_SHARE = 0.93;

interface Candidate<S extends BaseState> {
  plan: Plan<S>;
  /** Forced first action (reactive candidates). */
  first: Action | null;
  values: number[];
  total: number;
  /** First actions played, by key, with how often. */
  firsts: Map<string, { action: Action; count: number }>;
  droppedAfter: number | null;
  /** Where its simulations' segments ended, by seed (kept only when the search deepens). */
  ends: S[];
}

const meanOf = (c: Candidate<BaseState>, n = c.values.length): number => {
  if (n === 0) return Number.NEGATIVE_INFINITY;
  if (n === c.values.length) return c.total / n;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += c.values[i]!;
  return sum / n;
};

/** The first action a candidate played most often, if any. */
function topFirst(c: Candidate<BaseState>): { action: Action; count: number } | null {
  let best: { action: Action; count: number } | null = null;
  for (const entry of c.firsts.values()) if (!best || entry.count > best.count) best = entry;
  return best;
}

/**
 * The first choice every plan makes in `state`, when they all make the same one (each asked with its
 * own copy of `rng`, which is left as it was); else null.
 */
function agreedFirst<S extends BaseState>(
  plans: readonly Plan<S>[],
  state: S,
  seat: Seat,
  legal: readonly Action[],
  rng: RngState,
): Action | null {
  let agreed: Action | null = null;
  let key = '';
  for (const plan of plans) {
    const choice = listed(plan.choose(state, seat, legal, cloneRng(rng)), legal);
    if (!choice) return null;
    if (!agreed) {
      agreed = choice;
      key = keyOf(choice);
    } else if (keyOf(choice) !== key) return null;
  }
  return agreed;
}

/**
 * Plan `seat`'s decision knowing only `view`, and return one of `legal`. `rng` is advanced (only
 * through a few draws at the start, so the result is reproducible from its state).
 */
export function planSearch<S extends BaseState, V>(
  game: GameModule<S, V>,
  view: V,
  seat: Seat,
  legal: readonly Action[],
  rng: RngState,
  budget: PlannerBudget,
  hooks: PlannerHooks<S>,
): PlanResult {
  if (legal.length === 0) throw new Error('planSearch: no legal action to choose from');
  const started = performance.now();
  // Simulations stop a little short of the cap: the choice, the statistics and a collection of the
  // garbage still have to fit inside it.
  const deadline = started + budget.timeMs * CAP_SHARE;
  const timed = Number.isFinite(budget.timeMs);
  const maxSteps = budget.maxSteps ?? DEFAULT_MAX_STEPS;
  const play = playerOf(game);
  const side = game.sideOf(seat);
  const sideOfSeat = new Map<Seat, string>();
  const sideOf = (s: Seat): string => {
    let v = sideOfSeat.get(s);
    if (v === undefined) {
      v = game.sideOf(s);
      sideOfSeat.set(s, v);
    }
    return v;
  };

  // The seeds: one for the candidates' determinization, then one per simulation index (shared by
  // every candidate: common random numbers).
  const base = `${nextUint32(rng)}-${nextUint32(rng)}`;
  const seedRngs: RngState[] = [];
  const seedOf = (k: number): RngState => {
    while (seedRngs.length <= k) seedRngs.push(createFastRng(`plan/${base}/${seedRngs.length}`));
    return cloneRng(seedRngs[k]!);
  };

  const planRng = createFastRng(`plan/${base}/plans`);
  const rootState = game.determinize(view, seat, planRng);
  const plans = hooks.plans(rootState, seat, legal, planRng, budget.breadth ?? 'full');
  const mode: PlanStats['mode'] = plans.length > 0 ? 'plans' : 'reactive';
  const candidate = (plan: Plan<S>, first: Action | null): Candidate<S> => ({
    plan,
    first,
    values: [],
    total: 0,
    firsts: new Map(),
    droppedAfter: null,
    ends: [],
  });
  // Reactive: each legal action, then the default policy.
  // Reactive: each legal action, then the default policy; or, for a level that does not search its
  // reactions, the default policy's own choice.
  const candidates: Candidate<S>[] =
    plans.length > 0
      ? plans.map((plan) => candidate(plan, null))
      : budget.reactions === 'policy'
        ? [candidate({ id: 'default', choose: hooks.defaultPolicy }, null)]
        : legal.map((action) => candidate({ id: keyOf(action), choose: () => null }, action));

  /** The result of a decision made without a search: `id`'s choice `action`. */
  const unsearched = (id: string, action: Action): PlanResult => ({
    action,
    plan: id,
    stats: {
      mode: 'single',
      simulations: 0,
      refused: 0,
      rounds: 0,
      elapsedMs: performance.now() - started,
      timedOut: false,
      plans: [{ id, action, sims: 0, mean: 0, droppedAfter: null }],
    },
  });

  if (candidates.length === 1) {
    const only = candidates[0]!;
    const choice =
      only.first ??
      listed(only.plan.choose(rootState, seat, legal, planRng), legal) ??
      listed(hooks.defaultPolicy(rootState, seat, legal, planRng), legal) ??
      legal[0]!;
    return unsearched(only.plan.id, choice);
  }
  // Plans that all make the same first choice leave nothing to decide now (the next decision plans
  // again): it is played without a search.
  if (mode === 'plans') {
    const agreed = agreedFirst(plans, rootState, seat, legal, planRng);
    if (agreed) return unsearched(plans[0]!.id, agreed);
  }

  const iterations =
    mode === 'reactive' ? (budget.reactiveIterations ?? budget.iterations) : budget.iterations;
  // A segment without chance gives every simulation of a candidate the same value: no need for more.
  const perCandidate = hooks.distinctSimulations?.(rootState, seat) ?? Number.POSITIVE_INFINITY;

  // A simulation still running at the deadline is abandoned (not counted): the cap holds even when one
  // simulation is long (a Pacific combat move), checked before every step.
  const pastDeadline = (): boolean => timed && performance.now() > deadline;

  const deepen = mode === 'plans' && hooks.horizonOver ? budget.deepen : undefined;

  /** One simulation of `c` on determinization seed `k`: its value for `seat`; null if abandoned. */
  const simulate = (c: Candidate<S>, k: number): number | null => {
    const simRng = seedOf(k);
    let state = game.determinize(view, seat, simRng);
    const start = { turn: hooks.turnOf(state) };
    let steps = 0;
    let first = true;
    // The segment: the searcher's turn.
    while (steps < maxSteps && !game.outcome(state)) {
      if (!first && hooks.segmentOver(state, seat, start)) break;
      if (pastDeadline()) return null;
      let actor: { seat: Seat; legal: readonly Action[] } | null = null;
      if (first) {
        const own = game.legal(state, seat);
        actor = own.length > 0 ? { seat, legal: own } : actorOf(game, state);
      } else actor = actorOf(game, state);
      if (!actor) break;
      let action: Action | null = null;
      if (actor.seat === seat) {
        if (first && c.first) action = listed(c.first, actor.legal);
        else action = listed(c.plan.choose(state, seat, actor.legal, simRng), actor.legal);
      }
      action ??= policyChoice(hooks.defaultPolicy, state, actor.seat, actor.legal, simRng);
      if (first && actor.seat === seat) {
        const key = keyOf(action);
        const entry = c.firsts.get(key);
        if (entry) entry.count++;
        else c.firsts.set(key, { action, count: 1 });
      }
      first = false;
      const next = play(state, action, actor.seat);
      // The rules refused an action they listed (a state changed in place is then unusable): the
      // simulation stops, scored as the worst outcome.
      if (!next) {
        refused++;
        return -1;
      }
      state = next;
      steps++;
    }
    if (deepen) c.ends[k] = state;
    // The reply: the opponent's next turn.
    const replyPolicy = hooks.replyPolicy ?? (budget.reply ? hooks.defaultPolicy : undefined);
    if (replyPolicy && steps < maxSteps && !game.outcome(state)) {
      const opener = actorOf(game, state);
      if (opener && sideOf(opener.seat) !== side) {
        const replySeat = opener.seat;
        const replyStart = { turn: hooks.turnOf(state) };
        let actor: { seat: Seat; legal: readonly Action[] } | null = opener;
        while (actor && steps < maxSteps) {
          if (pastDeadline()) return null;
          const policy = sideOf(actor.seat) !== side ? replyPolicy : hooks.defaultPolicy;
          const next = play(state, policyChoice(policy, state, actor.seat, actor.legal, simRng), actor.seat);
          if (!next) {
            refused++;
            return -1;
          }
          state = next;
          steps++;
          if (game.outcome(state) || hooks.segmentOver(state, replySeat, replyStart)) break;
          actor = actorOf(game, state);
        }
      }
    }
    return hooks.evaluate(state, seat);
  };

  let simulations = 0;
  let refused = 0;
  let timedOut = false;
  let alive = candidates.slice();
  let round = 0;
  // An anytime or deepening search halves down to two candidates, then races or deepens them.
  const finalists = budget.anytime || deepen ? 2 : 1;
  const totalRounds = Math.max(1, Math.ceil(Math.log2(alive.length / finalists)));
  let simMs = 0; // mean wall time of a simulation, measured after the first round
  // The cap is kept, not overrun by one simulation: stop when the next would likely end past it.
  const outOfTime = (): boolean => {
    const now = performance.now();
    return now + (simulations > 0 ? (now - started) / simulations : 0) >= deadline;
  };
  const run = (c: Candidate<S>): boolean => {
    const value = simulate(c, c.values.length);
    if (value === null) {
      timedOut = true;
      return false;
    }
    c.values.push(value);
    c.total += value;
    simulations++;
    return true;
  };

  outer: while (alive.length > finalists) {
    const roundsLeft = Math.max(1, totalRounds - round);
    let remaining = iterations - simulations;
    if (timed && simMs > 0)
      remaining = Math.min(remaining, Math.floor((deadline - performance.now()) / simMs));
    if (round > 0 && remaining < alive.length) break;
    const have = alive[0]!.values.length;
    if (have >= perCandidate) break;
    const perPlan = Math.max(1, Math.floor(remaining / (alive.length * roundsLeft)));
    const target = Math.min(have + perPlan, perCandidate);
    for (let k = have; k < target; k++) {
      for (const c of alive) {
        if (simulations > 0 && timed && outOfTime()) {
          timedOut = true;
          break outer;
        }
        if (!run(c)) break outer;
      }
    }
    round++;
    if (timed) simMs = (performance.now() - started) / simulations;
    // Keep the better half (stable: ties keep the game's order of the plans).
    const ranked = alive
      .map((c, i) => ({ c, i, mean: meanOf(c) }))
      .sort((a, b) => b.mean - a.mean || a.i - b.i);
    const keep = Math.ceil(ranked.length / 2);
    for (let i = keep; i < ranked.length; i++) ranked[i]!.c.droppedAfter = round;
    alive = ranked.slice(0, keep).map((x) => x.c);
    if (simulations >= iterations) break;
  }

  // Deepening finalists that halving left unsimulated (there were only two) share what is left.
  if (deepen && !budget.anytime && alive.every((c) => c.values.length === 0)) {
    const target = Math.min(perCandidate, Math.max(1, Math.floor((iterations - simulations) / alive.length)));
    fill: for (let k = 0; k < target; k++)
      for (const c of alive) {
        if (simulations > 0 && timed && outOfTime()) {
          timedOut = true;
          break fill;
        }
        if (!run(c)) break fill;
      }
  }

  let raced: Exclude<RaceStop, 'open'> | undefined;
  if (budget.anytime && alive.length === 2 && !timedOut && alive[0]!.values.length < perCandidate) {
    const pair = alive as [Candidate<S>, Candidate<S>];
    raced = race(
      budget.anytime,
      (i) => {
        if (timed && outOfTime()) return false;
        return run(pair[i]);
      },
      (i) => pair[i].values,
      () => simulations,
    );
    if (raced === 'time') timedOut = true;
  }

  // The winner: among the survivors, the best mean over the seeds all of them have played (a time cap
  // may stop a round midway; within a round every candidate plays seed k before any plays seed k + 1).
  if (alive.some((c) => c.values.length === 0)) alive = alive.filter((c) => c.values.length > 0);
  // Not one simulation finished in time: the game's first candidate, unsimulated.
  if (alive.length === 0) alive = [candidates[0]!];
  const common = Math.min(...alive.map((c) => c.values.length));
  alive = alive
    .map((c, i) => ({ c, i, mean: meanOf(c, common) }))
    .sort((a, b) => b.mean - a.mean || a.i - b.i)
    .map((x) => x.c);
  let winner = alive[0]!;
  let deepened: DeepenStats | undefined;
  // The best two (a segment without chance may leave more survivors: their values are final).
  const pair = alive.length >= 2 ? ([alive[0]!, alive[1]!] as const) : null;
  if (
    deepen &&
    pair &&
    !timedOut &&
    Math.abs(meanOf(pair[0], common) - meanOf(pair[1], common)) <= deepen.within
  ) {
    const firstOf = (c: Candidate<S>) => c.first ?? topFirst(c)?.action ?? null;
    const [a, b] = [firstOf(pair[0]), firstOf(pair[1])];
    if (a && b && keyOf(a) !== keyOf(b)) {
      const result = deepenFinalists(
        game,
        play,
        hooks,
        seat,
        [pair[0].ends, pair[1].ends],
        deepen,
        `plan/${base}/deep`,
        pastDeadline,
      );
      if (result) {
        winner = pair[result.better];
        deepened = result.stats;
      } else timedOut = true;
    }
  }

  let action = winner.first ? listed(winner.first, legal) : null;
  if (!action) {
    const top = topFirst(winner);
    action = top ? listed(top.action, legal) : null;
  }
  if (!action && winner.values.length === 0)
    action =
      listed(winner.plan.choose(rootState, seat, legal, planRng), legal) ??
      listed(hooks.defaultPolicy(rootState, seat, legal, planRng), legal);
  if (!action) {
    // The most simulated legal first action over every candidate.
    const counts = new Map<string, { action: Action; count: number }>();
    for (const c of candidates) {
      for (const [key, entry] of c.firsts) {
        const sum = counts.get(key);
        if (sum) sum.count += entry.count;
        else counts.set(key, { action: entry.action, count: entry.count });
      }
    }
    const sorted = [...counts.values()].sort((a, b) => b.count - a.count);
    for (const entry of sorted) {
      action = listed(entry.action, legal);
      if (action) break;
    }
  }
  action ??= legal[0]!;

  const stats: PlanCandidateStats[] = candidates
    .map((c) => ({
      id: c.plan.id,
      action: c.first ?? topFirst(c)?.action ?? null,
      sims: c.values.length,
      mean: c.values.length > 0 ? c.total / c.values.length : 0,
      droppedAfter: c.droppedAfter,
      winner: c === winner,
    }))
    .sort((a, b) => Number(b.winner) - Number(a.winner) || b.sims - a.sims || b.mean - a.mean)
    .map(({ winner: _w, ...rest }) => rest);

  return {
    action,
    plan: winner.plan.id,
    stats: {
      mode,
      simulations,
      refused,
      rounds: round,
      elapsedMs: performance.now() - started,
      timedOut,
      ...(raced ? { race: raced } : {}),
      ...(deepened ? { deepened } : {}),
      plans: stats,
    },
  };
}
