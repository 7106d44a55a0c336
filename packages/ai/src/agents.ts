/**
 * The agents: random, greedy (one ply), the turn planner at three levels (the platform's AI) and the
 * step-level IS-MCTS at three budgets (baselines). Plain objects of functions.
 */
import { type Action, type BaseState, type GameModule, isError, randomInt, type Seat } from '@wargame/engine';
import { hooksFor } from './hooks.ts';
import { search } from './mcts.ts';
import { type PlannerBudget, planSearch } from './planner.ts';
import type { Agent, GameHooks, PlanBreadth, SearchBudget } from './types.ts';

/** Uniformly random among the legal actions. */
export const randomAgent: Agent = {
  id: 'random',
  decide(_game, _view, _seat, legal, rng) {
    if (legal.length === 0) throw new Error('random: no legal action to choose from');
    return legal[randomInt(rng, legal.length)]!;
  },
};

/** Determinizations the greedy agent averages each action over (dice differ between them). */
const GREEDY_SAMPLES = 3;

/**
 * One ply: apply each legal action to a few determinizations of the view and keep the best mean
 * `evaluate` for the deciding seat; ties are broken at random.
 */
export const greedyAgent: Agent = {
  id: 'greedy',
  decide(game, view, seat, legal, rng) {
    if (legal.length === 0) throw new Error('greedy: no legal action to choose from');
    if (legal.length === 1) return legal[0]!;
    const sums = new Array<number>(legal.length).fill(0);
    for (let k = 0; k < GREEDY_SAMPLES; k++) {
      const state = game.determinize(view, seat, rng);
      for (let i = 0; i < legal.length; i++) {
        const result = game.apply(state, legal[i]!, seat);
        sums[i]! += isError(result) ? -2 : game.evaluate(result.state, seat);
      }
    }
    let best = Number.NEGATIVE_INFINITY;
    let ties: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      const value = sums[i]!;
      if (value > best + 1e-12) {
        best = value;
        ties = [i];
      } else if (Math.abs(value - best) <= 1e-12) ties.push(i);
    }
    return legal[ties[randomInt(rng, ties.length)]!]!;
  },
};

/**
 * An agent that searches: no choice to make is refused, a single one is played at once, and otherwise
 * `choose` decides with the game's hooks (`hooks`, else the game's registered ones).
 */
function searchingAgent(
  id: string,
  hooks: GameHooks | undefined,
  choose: <S extends BaseState, V>(
    game: GameModule<S, V>,
    view: V,
    seat: Seat,
    legal: readonly Action[],
    rng: Parameters<Agent['decide']>[4],
    hooks: GameHooks<S>,
  ) => Action,
): Agent {
  return {
    id,
    decide(game, view, seat, legal, rng) {
      if (legal.length === 0) throw new Error(`${id}: no legal action to choose from`);
      if (legal.length === 1) return legal[0]!;
      return choose(game, view, seat, legal, rng, (hooks ?? hooksFor(game.id)) as GameHooks<never>);
    },
  };
}

/** An IS-MCTS agent with a fixed budget; `hooks` default to the game's registered hooks. */
export function mctsAgent(id: string, budget: SearchBudget, hooks?: GameHooks): Agent {
  return searchingAgent(
    id,
    hooks,
    (game, view, seat, legal, rng, gameHooks) =>
      search(game, view, seat, legal, rng, budget, gameHooks).action,
  );
}

/**
 * The turn planner with a fixed budget; `hooks` default to the game's registered hooks. A game without
 * planner hooks is played by the step search with `fallback` instead.
 */
export function plannerAgent(
  id: string,
  budget: PlannerBudget,
  fallback: SearchBudget,
  hooks?: GameHooks,
  level?: 'easy' | 'normal' | 'hard',
): Agent {
  return searchingAgent(id, hooks, (game, view, seat, legal, rng, gameHooks) => {
    if (!gameHooks.planner) return search(game, view, seat, legal, rng, fallback, gameHooks).action;
    const own = level === undefined ? undefined : gameHooks.planner.levels?.[level];
    const b = own ? { ...budget, ...own } : budget;
    return planSearch(game, view, seat, legal, rng, b, gameHooks.planner).action;
  });
}

/**
 * The step search's budgets (the baselines `mcts-step:*`, and the AI before turn planning): time caps
 * per decision of 1 s, 3 s and 10 s; the iteration counts are what fits well inside them for Ancients
 * on a small machine, so that with time to spare a decision is reproducible from its seed.
 */
export const STEP_LEVELS = {
  'mcts-step:easy': { iterations: 100, timeMs: 1_000, rolloutActions: 20 },
  'mcts-step:normal': { iterations: 300, timeMs: 3_000, rolloutActions: 20 },
  'mcts-step:hard': { iterations: 1_200, timeMs: 10_000, rolloutActions: 20 },
} as const satisfies Record<string, SearchBudget>;

/** How the hard level (and a custom planner id ending in ':deep') looks past the segment. */
export const DEEPEN = { samples: 6, within: 0.05, maxSteps: 2_000 } as const;

/**
 * The planner's levels. All three play every reaction by the game's default policy (`reactions`
 * 'policy': on Ancients, searching reactions made a weaker player); they differ in what they plan and
 * how well they compare it:
 * - easy: the turn's main choice only (`breadth` 'simple': for Ancients the card, each in the default
 *   policy's style) with 24 simulations, and the rest of the turn by the default policy;
 * - normal: every plan the game has (`breadth` 'full': card and style at the turn's start, the styles
 *   again at each decision inside it), 400 simulations;
 * - hard: the same plans and the variants a game keeps for it (`breadth` 'wide': Pacific 1940's extra
 *   nerves and attacks left alone; Ancients has none), 2,000 simulations and then anytime: the two best candidates race on more
 *   seeds until one is clearly ahead (2.5 standard errors of the paired differences) or they are clearly
 *   as good (within 0.02 of value), and a close call runs to the 10 s cap; in a game with a horizon
 *   (Pacific 1940) two close finalists that start differently are then played on to it (`deepen`).
 * Time caps: 1 s, 3 s, 10 s. (Arena figures in the issue 17 notes.)
 */
export const PLANNER_LEVELS = {
  'planner:easy': {
    iterations: 24,
    reactiveIterations: 8,
    timeMs: 1_000,
    breadth: 'simple',
    reactions: 'policy',
  },
  'planner:normal': {
    iterations: 400,
    reactiveIterations: 120,
    timeMs: 3_000,
    breadth: 'full',
    reactions: 'policy',
  },
  'planner:hard': {
    iterations: 2_000,
    reactiveIterations: 400,
    timeMs: 10_000,
    breadth: 'wide',
    reactions: 'policy',
    anytime: { maxIterations: 50_000, settleZ: 2.5, indifference: 0.02, batch: 32 },
    deepen: DEEPEN,
  },
} as const satisfies Record<string, PlannerBudget>;

/** The platform's AI levels ('mcts:easy' etc., as the server, the web client and saved tables name them). */
export const ALIASES = {
  'mcts:easy': 'planner:easy',
  'mcts:normal': 'planner:normal',
  'mcts:hard': 'planner:hard',
} as const satisfies Record<string, PlannerLevel>;

export type StepLevel = keyof typeof STEP_LEVELS;
export type PlannerLevel = keyof typeof PLANNER_LEVELS;
export type Level = keyof typeof ALIASES;
export const AGENT_IDS = [
  'random',
  'greedy',
  ...(Object.keys(PLANNER_LEVELS) as PlannerLevel[]),
  ...(Object.keys(ALIASES) as Level[]),
  ...(Object.keys(STEP_LEVELS) as StepLevel[]),
] as const;

const stepLevelOf = (planner: PlannerLevel): StepLevel =>
  planner.replace('planner:', 'mcts-step:') as StepLevel;

/**
 * An agent by id: 'random', 'greedy', 'planner:easy|normal|hard' (the turn planner; the step search
 * for a game without planner hooks), 'mcts:easy|normal|hard' (the same as 'planner:*'),
 * 'mcts-step:easy|normal|hard' (the step search, as a baseline), the step search with a custom
 * budget 'mcts:<iterations>[:<timeMs>]' (e.g. 'mcts:64' for tests and quick arenas), or the planner
 * with a custom budget, breadth and reactions 'planner:<simulations>[:<timeMs>][:simple|full|wide]
 * [:search|policy][:reply][:deep[-N]]' (for tuning the levels in the arena; 'reply': look one turn further;
 * 'deep': settle close finalists at the game's horizon, as hard does; 'deep-N': settle every pair of
 * finalists that start differently there, on N seeds).
 */
export function agentById(id: string): Agent {
  if (id === 'random') return randomAgent;
  if (id === 'greedy') return greedyAgent;
  const level = (id in ALIASES ? ALIASES[id as Level] : id) as PlannerLevel;
  if (level in PLANNER_LEVELS) {
    const name = level.replace('planner:', '') as 'easy' | 'normal' | 'hard';
    return plannerAgent(id, PLANNER_LEVELS[level], STEP_LEVELS[stepLevelOf(level)], undefined, name);
  }
  if (id in STEP_LEVELS) return mctsAgent(id, STEP_LEVELS[id as StepLevel]);
  const plannerCustom =
    /^planner:(\d+)(?::(\d+))?(?::(simple|full|wide))?(?::(search|policy))?(:reply)?(:deep(?:-(\d+))?)?$/.exec(
      id,
    );
  if (plannerCustom && Number(plannerCustom[1]) > 0) {
    const iterations = Number(plannerCustom[1]);
    const timeMs = plannerCustom[2] === undefined ? Number.POSITIVE_INFINITY : Number(plannerCustom[2]);
    const breadth = (plannerCustom[3] ?? 'full') as PlanBreadth;
    const reactions = (plannerCustom[4] ?? 'search') as 'search' | 'policy';
    // Reactive decisions get the share of the simulations the levels give them.
    const reactiveIterations = Math.max(1, Math.round(iterations * 0.3));
    const reply = plannerCustom[5] !== undefined;
    // ':deep' deepens as hard does; ':deep-N' deepens every finalist pair that starts differently, N pairs.
    const pairs = plannerCustom[7] === undefined ? undefined : Number(plannerCustom[7]);
    const deepen =
      plannerCustom[6] === undefined
        ? {}
        : { deepen: pairs ? { ...DEEPEN, samples: pairs, within: Number.POSITIVE_INFINITY } : DEEPEN };
    return plannerAgent(
      id,
      { iterations, reactiveIterations, timeMs, breadth, reactions, ...(reply ? { reply } : {}), ...deepen },
      { iterations, timeMs, rolloutActions: 20 },
    );
  }
  const custom = /^mcts:(\d+)(?::(\d+))?$/.exec(id);
  if (custom) {
    const iterations = Number(custom[1]);
    const timeMs = custom[2] === undefined ? Number.POSITIVE_INFINITY : Number(custom[2]);
    if (iterations > 0) return mctsAgent(id, { iterations, timeMs, rolloutActions: 20 });
  }
  throw new Error(
    `unknown agent '${id}' (known: ${AGENT_IDS.join(', ')}, mcts:<iterations>[:<ms>] or planner:<simulations>[:<ms>][:simple|full|wide][:search|policy][:reply][:deep[-N]])`,
  );
}
