/**
 * The turn planner on a tiny dice game defined here (fast, and independent of any real game): it picks
 * the plan with the best expected outcome, spends its simulations on the better plans, sees only
 * determinizations of the view, is reproducible without a time cap and keeps to one with it, compares
 * the legal actions of a reactive decision one by one, always answers a legal action; and the agent ids
 * resolve as documented.
 */
import {
  type Action,
  type BaseState,
  createFastRng,
  createRng,
  type GameModule,
  nextUint32,
  type RngState,
  randomInt,
  type Seat,
} from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import {
  AGENT_IDS,
  ALIASES,
  agentById,
  mctsAgent,
  PLANNER_LEVELS,
  type PlannerBudget,
  plannerAgent,
  planSearch,
  STEP_LEVELS,
} from '../src/index.ts';
import type { Plan, PlannerHooks } from '../src/types.ts';

// ---------------------------------------------------------------------------------------------------
// The dice game. Two seats, a and b. A turn is two steps by the side to act; each step picks an option
// and rolls a die: 'steady' scores 1; 'good' scores 3 on 3-6, else 0 (mean 2); 'gamble' scores 4 on a
// 6, else -1 (mean -1/6); 'trap' scores 5 if the hidden number is 7, else -5. The hidden number is in
// the state but not in the view (a determinization sets it to 0). After `turns` turns the higher score
// wins.

type Option = 'steady' | 'good' | 'gamble' | 'trap';
const OPTIONS: Option[] = ['steady', 'good', 'gamble', 'trap'];

interface DiceState extends BaseState {
  turn: number;
  turns: number;
  side: Seat;
  step: number;
  score: Record<Seat, number>;
  hidden: number | null;
}
type DiceView = Omit<DiceState, 'rng' | 'hidden'> & { hidden: null };

const other = (seat: Seat): Seat => (seat === 'a' ? 'b' : 'a');

function gain(option: Option, roll: number, hidden: number | null): number {
  switch (option) {
    case 'steady':
      return 1;
    case 'good':
      return roll >= 3 ? 3 : 0;
    case 'gamble':
      return roll === 6 ? 4 : -1;
    case 'trap':
      return hidden === 7 ? 5 : -5;
  }
}

/** The determinizations' hidden number (the true states use other values). */
const GUESS = 0;

function makeGame(options: Option[] = OPTIONS): GameModule<DiceState, DiceView> {
  const game: GameModule<DiceState, DiceView> = {
    id: 'dice-test',
    title: 'Dice (test)',
    seats: ['a', 'b'],
    sideOf: (seat) => seat,
    scenarios: () => [{ id: 'x', name: 'x', seats: ['a', 'b'], length: '6 turns', description: '' }],
    setup: (_scenario, _options, seed) => ({
      game: 'dice-test',
      scenario: 'x',
      rng: createRng(seed),
      turn: 1,
      turns: 6,
      side: 'a',
      step: 0,
      score: { a: 0, b: 0 },
      hidden: 7,
    }),
    fromPosition: () => {
      throw new Error('unused');
    },
    scriptedParts: () => [],
    optionsSchema: () => {
      throw new Error('unused');
    },
    toPosition: () => null,
    pending: (s) => (game.outcome(s) ? [] : [{ seat: s.side, kind: 'pick', prompt: 'pick an option' }]),
    legal: (s, seat) =>
      seat === s.side && !game.outcome(s) ? options.map((k) => ({ type: 'pick', k })) : [],
    apply: (s, action, seat) => {
      if (seat !== s.side || !options.includes(action.k as Option)) {
        return { error: { code: 'illegal', message: `no ${JSON.stringify(action)} for ${seat}` } };
      }
      const rng: RngState = structuredClone(s.rng);
      const roll = randomInt(rng, 6) + 1;
      const score = { ...s.score, [seat]: s.score[seat]! + gain(action.k as Option, roll, s.hidden) };
      const next: DiceState = { ...s, rng, score, step: s.step + 1 };
      if (next.step === 2) Object.assign(next, { step: 0, side: other(s.side), turn: s.turn + 1 });
      return { state: next, events: [], boundary: true };
    },
    view: (s) => {
      const { rng: _rng, ...rest } = s;
      return { ...rest, score: { ...s.score }, hidden: null };
    },
    outcome: (s) => {
      if (s.turn <= s.turns) return null;
      const d = s.score.a! - s.score.b!;
      return { winners: d > 0 ? ['a'] : d < 0 ? ['b'] : [], reason: 'turns' };
    },
    determinize: (view, _seat, rng) => ({
      ...view,
      score: { ...view.score },
      hidden: GUESS,
      rng: createFastRng(`det/${nextUint32(rng)}-${nextUint32(rng)}`),
    }),
    evaluate: (s, seat) => Math.tanh((s.score[seat]! - s.score[other(seat)]!) / 4),
    actionSchema: null as unknown as GameModule['actionSchema'],
    describe: (s) => ({ turn: s.turn, phase: 'pick', summary: `turn ${s.turn}` }),
  };
  return game;
}

const pickOf = (legal: readonly Action[], k: string): Action | null => legal.find((a) => a.k === k) ?? null;

/** A plan: the option for the turn's first step, then the one for the second. */
function twoStep(first: Option, second: Option): Plan<DiceState> {
  return {
    id: `${first}/${second}`,
    choose: (s, _seat, legal) => pickOf(legal, s.step === 0 ? first : second),
  };
}

function makeHooks(
  plans: (s: DiceState, seat: Seat, legal: readonly Action[]) => Plan<DiceState>[],
  extra: Partial<PlannerHooks<DiceState>> = {},
): PlannerHooks<DiceState> {
  return {
    plans: (s, seat, legal) => plans(s, seat, legal),
    segmentOver: (s, _seat, start) => s.turn !== start.turn,
    turnOf: (s) => s.turn,
    defaultPolicy: (_s, _seat, legal, rng) => legal[randomInt(rng, legal.length)]!,
    evaluate: (s, seat) => Math.tanh((s.score[seat]! - s.score[other(seat)]!) / 4),
    ...extra,
  };
}

const allPairs = (options: Option[]) => options.flatMap((x) => options.map((y) => twoStep(x, y)));

const REPRO = (iterations: number): PlannerBudget => ({ iterations, timeMs: Number.POSITIVE_INFINITY });

function start(game = makeGame()) {
  const state = game.setup('x', {}, 'true-seed');
  const view = game.view(state, 'a');
  const legal = game.legal(state, 'a');
  return { game, state, view, legal };
}

const isListed = (legal: readonly Action[], action: Action) =>
  legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

// ---------------------------------------------------------------------------------------------------

describe('planSearch: choosing among plans', () => {
  it('picks the plan with the best expected outcome over the dice', () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = makeHooks(() => allPairs(['steady', 'good', 'gamble']));
    for (const seed of ['p1', 'p2', 'p3']) {
      const result = planSearch(game, view, 'a', legal, createFastRng(seed), REPRO(600), hooks);
      expect(result.plan, seed).toBe('good/good');
      expect(result.action).toEqual({ type: 'pick', k: 'good' });
      expect(result.stats.mode).toBe('plans');
      expect(result.stats.plans[0]!.id).toBe('good/good');
      expect(result.stats.simulations).toBeLessThanOrEqual(600);
    }
  });

  it('compares whole turns: the best first step is the one of the best plan, not the best alone', () => {
    // Only two plans: a greedy first step ('good', then 'gamble') against a steady start leading to a
    // strong second step ('steady', then 'good'): 2 - 1/6 against 1 + 2.
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = makeHooks(() => [twoStep('good', 'gamble'), twoStep('steady', 'good')]);
    const result = planSearch(game, view, 'a', legal, createFastRng('w'), REPRO(200), hooks);
    expect(result.plan).toBe('steady/good');
    expect(result.action).toEqual({ type: 'pick', k: 'steady' });
  });

  it('successive halving spends more simulations on the better plans', () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = makeHooks(() => allPairs(['steady', 'good', 'gamble']));
    const { stats } = planSearch(game, view, 'a', legal, createFastRng('sh'), REPRO(900), hooks);
    const byId = new Map(stats.plans.map((p) => [p.id, p]));
    const best = byId.get('good/good')!;
    const worst = byId.get('gamble/gamble')!;
    expect(stats.rounds).toBeGreaterThanOrEqual(3);
    expect(best.droppedAfter).toBeNull();
    expect(worst.droppedAfter).toBe(1);
    expect(best.sims).toBeGreaterThan(2 * worst.sims);
    // Every plan was simulated in the first round; the survivors of each round all got as many.
    expect(Math.min(...stats.plans.map((p) => p.sims))).toBeGreaterThan(0);
    expect(stats.plans.reduce((sum, p) => sum + p.sims, 0)).toBe(stats.simulations);
    expect(stats.simulations).toBeLessThanOrEqual(900);
    // Sims per plan are non-increasing in the order they were dropped.
    const simsOf = (round: number | null) =>
      stats.plans.filter((p) => p.droppedAfter === round).map((p) => p.sims);
    expect(new Set(simsOf(1)).size).toBe(1);
    expect(Math.min(...simsOf(null))).toBeGreaterThan(Math.max(...simsOf(1)));
  });

  it('uses common random numbers: plans that play alike score alike on the same seeds', () => {
    // Two distinct plans that play exactly the same: with the same determinization seeds they must get
    // identical values, simulation by simulation.
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    // (A third, worse plan starting otherwise keeps the search from playing their shared first step
    // unsearched.)
    const twin = { ...twoStep('good', 'gamble'), id: 'twin' };
    const hooks = makeHooks(() => [twoStep('good', 'gamble'), twin, twoStep('gamble', 'gamble')]);
    const { stats } = planSearch(game, view, 'a', legal, createFastRng('crn'), REPRO(100), hooks);
    const byId = new Map(stats.plans.map((p) => [p.id, p]));
    const [one, two] = [byId.get('good/gamble')!, byId.get('twin')!];
    expect(one.sims).toBeGreaterThan(0);
    expect(one.sims).toBe(two.sims);
    expect(one.mean).toBe(two.mean);
  });

  it('plays at once the first step every plan agrees on (the next decision plans again)', () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = makeHooks(() => [twoStep('good', 'steady'), twoStep('good', 'gamble')]);
    const result = planSearch(game, view, 'a', legal, createFastRng('agree'), REPRO(100), hooks);
    expect(result.stats.mode).toBe('single');
    expect(result.stats.simulations).toBe(0);
    expect(result.action).toEqual({ type: 'pick', k: 'good' });
  });
});

describe('planSearch: deepening', () => {
  // A variant where 'good' provokes the other side: after a turn with a 'good' in it, each step of
  // the other side's next turn scores 5 more. The end of the turn cannot see it; the horizon (the
  // other side's turn played) can.
  type Provoking = DiceState & { provoked: boolean };
  function provokingGame(): GameModule<Provoking, DiceView & { provoked: boolean }> {
    const base = makeGame(['steady', 'good', 'gamble']) as unknown as GameModule<
      Provoking,
      DiceView & { provoked: boolean }
    >;
    return {
      ...base,
      setup: (...args) => ({ ...base.setup(...args), provoked: false }),
      apply: (s, a, seat) => {
        const result = base.apply(s, a, seat);
        if ('error' in result) return result;
        const next = result.state;
        if (s.provoked && seat === 'b') next.score = { ...next.score, b: next.score.b! + 5 };
        next.provoked = seat === 'a' ? s.provoked || a.k === 'good' : s.provoked && next.side === 'b';
        return { ...result, state: next };
      },
    };
  }
  const plans = () => [twoStep('good', 'good'), twoStep('steady', 'steady')];
  const horizonOver = (s: DiceState, _seat: Seat, start: { turn: number }) => s.turn >= start.turn + 2;
  const deepen = { samples: 16, within: 10, maxSteps: 20 };

  it("plays the finalists on to the game's horizon and chooses by what it shows", () => {
    const game = provokingGame();
    const state = game.setup('x', {}, 'deep');
    const view = game.view(state, 'a');
    const legal = game.legal(state, 'a');
    const hooks = makeHooks(plans, { horizonOver }) as unknown as PlannerHooks<Provoking>;
    const shallow = planSearch(game, view, 'a', legal, createFastRng('d'), REPRO(200), hooks);
    expect(shallow.action).toEqual({ type: 'pick', k: 'good' });
    expect(shallow.stats.deepened).toBeUndefined();
    const deep = planSearch(game, view, 'a', legal, createFastRng('d'), { ...REPRO(200), deepen }, hooks);
    expect(deep.action).toEqual({ type: 'pick', k: 'steady' });
    expect(deep.stats.deepened?.samples).toBe(16);
    // Without a horizon the game gives, a deepening budget changes nothing.
    const noHorizon = makeHooks(plans) as unknown as PlannerHooks<Provoking>;
    const same = planSearch(game, view, 'a', legal, createFastRng('d'), { ...REPRO(200), deepen }, noHorizon);
    expect(same.action).toEqual({ type: 'pick', k: 'good' });
    expect(same.stats.deepened).toBeUndefined();
  });

  it('deepens only finalists whose values are within its margin', () => {
    const game = provokingGame();
    const state = game.setup('x', {}, 'deep');
    const hooks = makeHooks(plans, { horizonOver }) as unknown as PlannerHooks<Provoking>;
    const budget = { ...REPRO(200), deepen: { ...deepen, within: 0.001 } };
    const result = planSearch(
      game,
      game.view(state, 'a'),
      'a',
      game.legal(state, 'a'),
      createFastRng('d'),
      budget,
      hooks,
    );
    expect(result.action).toEqual({ type: 'pick', k: 'good' });
    expect(result.stats.deepened).toBeUndefined();
  });
});

describe('planSearch: information', () => {
  it('never reads the true state: every state it plays comes from determinize', () => {
    const base = makeGame();
    let determinized = 0;
    const seen: (number | null)[] = [];
    const record = (s: DiceState): DiceState => {
      seen.push(s.hidden);
      return s;
    };
    // The game and the hooks record the hidden number of every state they are shown.
    const game: GameModule<DiceState, DiceView> = {
      ...base,
      determinize: (view, seat, rng) => {
        determinized++;
        expect(view.hidden).toBeNull();
        return base.determinize(view, seat, rng);
      },
      legal: (s, seat) => base.legal(record(s), seat),
      pending: (s) => base.pending(record(s)),
      apply: (s, a, seat) => base.apply(record(s), a, seat),
      outcome: (s) => base.outcome(record(s)),
      evaluate: (s, seat) => base.evaluate(record(s), seat),
    };
    const inner = makeHooks(() => allPairs(OPTIONS));
    const hooks: PlannerHooks<DiceState> = {
      plans: (s, seat, legal, rng) => inner.plans(record(s), seat, legal, rng),
      segmentOver: (s, seat, at) => inner.segmentOver(record(s), seat, at),
      turnOf: (s) => inner.turnOf(record(s)),
      defaultPolicy: (s, seat, legal, rng) => inner.defaultPolicy(record(s), seat, legal, rng),
      evaluate: (s, seat) => inner.evaluate(record(s), seat),
      replyPolicy: (s, seat, legal, rng) => inner.defaultPolicy(record(s), seat, legal, rng),
    };
    const { state, view, legal } = start(game);
    expect(state.hidden).toBe(7); // in truth, 'trap' scores 5: the best option by far
    seen.length = 0; // (start read the true state to make the view: the planner must not)
    const result = planSearch(game, view, 'a', legal, createFastRng('info'), REPRO(400), hooks);
    expect(seen.length).toBeGreaterThan(1000);
    expect(new Set(seen)).toEqual(new Set([GUESS]));
    expect(determinized).toBe(result.stats.simulations + 1);
    // Believing the guess, the planner avoids the trap.
    expect(result.action.k).not.toBe('trap');
    expect(result.plan).toBe('good/good');
  });

  it('decides the same in two true states that look the same to its seat', () => {
    const game = makeGame();
    const hooks = makeHooks(() => allPairs(OPTIONS));
    const one = game.setup('x', {}, 'one');
    const two = { ...one, hidden: 3, rng: createRng('another') };
    expect(game.view(two, 'a')).toEqual(game.view(one, 'a'));
    const run = (s: DiceState) => {
      const { stats, ...rest } = planSearch(
        game,
        game.view(s, 'a'),
        'a',
        game.legal(s, 'a'),
        createFastRng('same'),
        REPRO(300),
        hooks,
      );
      const { elapsedMs: _e, ...timeless } = stats;
      return { ...rest, timeless };
    };
    expect(run(two)).toEqual(run(one));
  });
});

describe('planSearch: budgets', () => {
  it('is reproducible without a time cap: the same seed gives the same action and statistics', () => {
    const { game, view, legal } = start();
    const hooks = makeHooks(() => allPairs(OPTIONS), {
      replyPolicy: (_s, _seat, legal, rng) => legal[randomInt(rng, legal.length)]!,
    });
    const run = (seed: string) => {
      const rng = createFastRng(seed);
      const { stats, ...rest } = planSearch(game, view, 'a', legal, rng, REPRO(500), hooks);
      const { elapsedMs: _e, ...timeless } = stats;
      return { ...rest, timeless, rng };
    };
    const first = run('r');
    expect(run('r')).toEqual(first);
    expect(first.timeless.timedOut).toBe(false);
    expect(run('another').timeless).not.toEqual(first.timeless);
  });

  it('respects a time cap, checking the clock between simulations', () => {
    const { game, view, legal } = start();
    const slow = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        /* spin */
      }
    };
    const hooks = makeHooks(() => allPairs(OPTIONS), {
      evaluate: (s, seat) => {
        slow(1);
        return Math.tanh((s.score[seat]! - s.score[other(seat)]!) / 4);
      },
    });
    for (const timeMs of [5, 80]) {
      const started = performance.now();
      const result = planSearch(
        game,
        view,
        'a',
        legal,
        createFastRng('t'),
        { iterations: 1e9, timeMs },
        hooks,
      );
      const wall = performance.now() - started;
      expect(result.stats.timedOut).toBe(true);
      expect(result.stats.simulations).toBeGreaterThan(0);
      expect(wall).toBeLessThan(timeMs + 50); // one simulation past the cap, at most (and some slack)
      expect(isListed(legal, result.action)).toBe(true);
    }
  });

  it('abandons a simulation still running at the time cap: the cap holds however long one is', () => {
    const base = makeGame(['steady', 'good', 'gamble']);
    const STEP_MS = 15;
    const slow: GameModule<DiceState, DiceView> = {
      ...base,
      apply: (s, a, seat) => {
        const until = performance.now() + STEP_MS;
        while (performance.now() < until) {
          // a slow rule
        }
        return base.apply(s, a, seat);
      },
    };
    const { view, legal } = start(slow);
    const hooks = makeHooks(() => allPairs(['steady', 'good', 'gamble']));
    const budget: PlannerBudget = { iterations: 1_000, timeMs: 10 };
    const started = performance.now();
    const result = planSearch(slow, view, 'a', legal, createFastRng('slow'), budget, hooks);
    const elapsed = performance.now() - started;
    expect(result.stats.timedOut).toBe(true);
    // One step runs past the cap at most (the check comes before each step).
    expect(elapsed).toBeLessThan(10 + STEP_MS + 10);
    expect(isListed(legal, result.action)).toBe(true);
    // The plan first in the game's order decides when none finished.
    expect(result.stats.simulations).toBe(0);
    expect(result.action).toEqual({ type: 'pick', k: 'steady' });
  });

  it('anytime: halves to two candidates, then races them on more seeds until one is clearly better', () => {
    const { game, view, legal } = start();
    const hooks = makeHooks(() => allPairs(OPTIONS));
    const anytime = { maxIterations: 20_000, settleZ: 2.5, indifference: 0.02, batch: 16 };
    const result = planSearch(
      game,
      view,
      'a',
      legal,
      createFastRng('any'),
      { ...REPRO(160), anytime },
      hooks,
    );
    expect(result.plan).toBe('good/good');
    expect(result.stats.race).toBe('settled');
    // The two finalists played the most seeds, the same number each (or one apart, never here).
    const [winner, second] = result.stats.plans;
    expect(winner!.sims).toBe(second!.sims);
    expect(result.stats.plans.filter((p) => p.droppedAfter === null)).toHaveLength(2);
    // Two finalists that play alike (the same plan under two names, and a third that starts otherwise,
    // dropped by the first halving) are called as good at once.
    const twins = makeHooks(() => [
      twoStep('good', 'good'),
      { ...twoStep('good', 'good'), id: 'twin' },
      twoStep('gamble', 'gamble'),
    ]);
    const tie = planSearch(game, view, 'a', legal, createFastRng('any'), { ...REPRO(0), anytime }, twins);
    expect(tie.stats.race).toBe('indifferent');
    // One simulation each in the first round, then the race's first batch.
    expect(tie.stats.simulations).toBe(3 + 2 * anytime.batch);
    // Without `anytime` there is no race: halving goes down to one candidate.
    const plain = planSearch(game, view, 'a', legal, createFastRng('any'), REPRO(160), hooks);
    expect(plain.stats.race).toBeUndefined();
    expect(plain.stats.plans.filter((p) => p.droppedAfter === null)).toHaveLength(1);
  });

  it('caps the steps of a simulation', () => {
    // A segment that never ends, in a game that never ends.
    const game = makeGame(['steady', 'good']);
    const { view, legal } = start(game);
    const endless = { ...view, turns: 1e9 };
    let applied = 0;
    const counting: GameModule<DiceState, DiceView> = {
      ...game,
      apply: (s, a, seat) => {
        applied++;
        return game.apply(s, a, seat);
      },
    };
    const hooks = makeHooks(() => allPairs(['steady', 'good']), { segmentOver: () => false });
    const result = planSearch(
      counting,
      endless,
      'a',
      legal,
      createFastRng('cap'),
      { ...REPRO(40), maxSteps: 25 },
      hooks,
    );
    expect(result.stats.simulations).toBeGreaterThan(0);
    expect(applied).toBe(25 * result.stats.simulations);
  });

  it('plays the reply turn when the game has a reply policy, and stops at its end', () => {
    const { game, view, legal } = start();
    const replies: { seat: Seat; turn: number }[] = [];
    const evaluatedAt: number[] = [];
    const hooks = makeHooks(() => [twoStep('good', 'good'), twoStep('steady', 'steady')], {
      replyPolicy: (s, seat, legal) => {
        replies.push({ seat, turn: s.turn });
        return pickOf(legal, 'steady')!;
      },
      evaluate: (s, seat) => {
        evaluatedAt.push(s.turn);
        return Math.tanh((s.score[seat]! - s.score.b!) / 4);
      },
    });
    const result = planSearch(game, view, 'a', legal, createFastRng('reply'), REPRO(20), hooks);
    expect(replies.length).toBe(2 * result.stats.simulations);
    expect(new Set(replies.map((r) => `${r.seat}@${r.turn}`))).toEqual(new Set(['b@2']));
    expect(new Set(evaluatedAt)).toEqual(new Set([3]));
  });
});

describe('planSearch: a budget that looks one turn further', () => {
  it("with reply, a game without a reply policy plays the opponent's next turn by its default policy", () => {
    const { game, view, legal } = start();
    const evaluatedAt: number[] = [];
    const hooks = makeHooks(() => [twoStep('good', 'good'), twoStep('steady', 'steady')], {
      evaluate: (s, seat) => {
        evaluatedAt.push(s.turn);
        return Math.tanh((s.score[seat]! - s.score.b!) / 4);
      },
    });
    planSearch(game, view, 'a', legal, createFastRng('r'), REPRO(20), hooks);
    expect(new Set(evaluatedAt)).toEqual(new Set([2]));
    evaluatedAt.length = 0;
    planSearch(game, view, 'a', legal, createFastRng('r'), { ...REPRO(20), reply: true }, hooks);
    expect(new Set(evaluatedAt)).toEqual(new Set([3]));
  });
});

describe('planSearch: reactive decisions and legality', () => {
  it('compares each legal action when the game offers no plans', () => {
    const { game, view, legal } = start();
    const hooks = makeHooks(() => []);
    const result = planSearch(game, view, 'a', legal, createFastRng('react'), REPRO(400), hooks);
    expect(result.stats.mode).toBe('reactive');
    expect(
      result.stats.plans.map((p) => p.action).sort((x, y) => `${x!.k}`.localeCompare(`${y!.k}`)),
    ).toEqual([...legal].sort((x, y) => `${x.k}`.localeCompare(`${y.k}`)));
    for (const p of result.stats.plans) expect(p.sims).toBeGreaterThan(0);
    expect(result.action).toEqual({ type: 'pick', k: 'good' });
  });

  it('always returns a legal action, whatever the plans choose', () => {
    const { game, view, legal } = start();
    const bogus: Plan<DiceState>[] = [
      { id: 'illegal', choose: () => ({ type: 'pick', k: 'cheat' }) },
      { id: 'null', choose: () => null },
      { id: 'other-type', choose: () => ({ type: 'resign' }) },
      twoStep('gamble', 'gamble'),
    ];
    // Whatever it chose in the simulations, the illegal plan plays the default policy instead; and a
    // plan that wins on a choice not listed for the caller still yields a listed action.
    for (const seed of ['l1', 'l2', 'l3', 'l4', 'l5']) {
      const hooks = makeHooks(() => bogus);
      const result = planSearch(game, view, 'a', legal, createFastRng(seed), REPRO(60), hooks);
      expect(isListed(legal, result.action), seed).toBe(true);
      const narrow = legal.filter((a) => a.k === 'steady');
      const forced = planSearch(
        game,
        view,
        'a',
        narrow,
        createFastRng(seed),
        REPRO(60),
        makeHooks(() => allPairs(OPTIONS)),
      );
      expect(forced.action).toEqual(narrow[0]);
    }
  });

  it('keeps the default policy to the legal actions, and scores an action the rules refuse as a loss', () => {
    const base = makeGame(['steady', 'good', 'gamble']);
    // The rules list 'good' but refuse it: a game bug the planner survives.
    const buggy: GameModule<DiceState, DiceView> = {
      ...base,
      apply: (s, a, seat) =>
        a.k === 'good' ? { error: { code: 'illegal', message: 'refused' } } : base.apply(s, a, seat),
    };
    const { view, legal } = start(buggy);
    const hooks = makeHooks(() => allPairs(['steady', 'good', 'gamble']), {
      defaultPolicy: () => ({ type: 'pick', k: 'nonsense' }),
    });
    const result = planSearch(buggy, view, 'a', legal, createFastRng('bug'), REPRO(300), hooks);
    expect(result.stats.refused).toBeGreaterThan(0);
    expect(result.action).toEqual({ type: 'pick', k: 'steady' });
    for (const p of result.stats.plans) if (p.id.includes('good')) expect(p.mean).toBe(-1);
  });

  it("with reactions: 'policy', a decision without plans is the default policy's, unsimulated", () => {
    const { game, view, legal } = start();
    // The default policy here always takes 'gamble' (the search would take 'good').
    const hooks = makeHooks(() => [], { defaultPolicy: (_s, _seat, l) => pickOf(l, 'gamble')! });
    const budget = { ...REPRO(400), reactions: 'policy' as const };
    const result = planSearch(game, view, 'a', legal, createFastRng('react'), budget, hooks);
    expect(result.stats.mode).toBe('single');
    expect(result.stats.simulations).toBe(0);
    expect(result.action).toEqual({ type: 'pick', k: 'gamble' });
    const searched = planSearch(game, view, 'a', legal, createFastRng('react'), REPRO(400), hooks);
    expect(searched.action).toEqual({ type: 'pick', k: 'good' });
  });

  it("takes a part of a group listed with subset (engine contract) as the plan's own choice", () => {
    const base = makeGame(['steady', 'good', 'gamble']);
    // The rules list one group of every option; an action takes exactly one of them.
    const grouped: GameModule<DiceState, DiceView> = {
      ...base,
      legal: (s, seat) => {
        const ks = base.legal(s, seat).map((a) => a.k as string);
        return ks.length > 0 ? [{ type: 'pick-of', ks, subset: 'ks' }] : [];
      },
      apply: (s, a, seat) =>
        Array.isArray(a.ks) && a.ks.length === 1 && a.subset === undefined
          ? base.apply(s, { type: 'pick', k: a.ks[0] }, seat)
          : { error: { code: 'illegal', message: 'take one option' } },
    };
    const { view, legal } = start(grouped);
    const one = (k: Option): Plan<DiceState> => ({ id: k, choose: () => ({ type: 'pick-of', ks: [k] }) });
    const hooks = makeHooks(() => [one('steady'), one('good'), one('gamble')], {
      defaultPolicy: () => ({ type: 'pick-of', ks: ['steady'] }),
    });
    const result = planSearch(grouped, view, 'a', legal, createFastRng('part'), REPRO(300), hooks);
    expect(result.plan).toBe('good');
    expect(result.action).toEqual({ type: 'pick-of', ks: ['good'] });
    expect(result.stats.refused).toBe(0);
  });

  it('stops at distinctSimulations a candidate: a segment without chance is simulated once per plan', () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = makeHooks(() => allPairs(['steady', 'good']), { distinctSimulations: () => 1 });
    const anytime = { maxIterations: 5_000, settleZ: 2.5, indifference: 0.02, batch: 8 };
    for (const budget of [REPRO(600), { ...REPRO(600), anytime }]) {
      const { stats } = planSearch(game, view, 'a', legal, createFastRng('once'), budget, hooks);
      expect(stats.simulations).toBe(4);
      expect(stats.plans.every((p) => p.sims === 1)).toBe(true);
      expect(stats.race).toBeUndefined();
    }
  });

  it('a single candidate is played without simulating', () => {
    const { game, view, legal } = start();
    const result = planSearch(
      game,
      view,
      'a',
      legal,
      createFastRng('one'),
      REPRO(100),
      makeHooks(() => [twoStep('steady', 'good')]),
    );
    expect(result.stats.mode).toBe('single');
    expect(result.stats.simulations).toBe(0);
    expect(result.action).toEqual({ type: 'pick', k: 'steady' });
  });
});

describe('agent ids', () => {
  const decide = (id: string, seed: string) => {
    const { game, view, legal } = start();
    const rng = createFastRng(seed);
    return { action: agentById(id).decide(game, view, 'a', legal, rng), rng };
  };

  it('resolves planner, alias and step levels', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(agentById(`planner:${level}`).id).toBe(`planner:${level}`);
      expect(agentById(`mcts-step:${level}`).id).toBe(`mcts-step:${level}`);
      expect(agentById(`mcts:${level}`).id).toBe(`mcts:${level}`);
      expect(ALIASES[`mcts:${level}`]).toBe(`planner:${level}`);
      expect(AGENT_IDS).toContain(`planner:${level}`);
      expect(AGENT_IDS).toContain(`mcts-step:${level}`);
    }
    expect(STEP_LEVELS['mcts-step:easy']).toEqual({ iterations: 100, timeMs: 1_000, rolloutActions: 20 });
    expect(STEP_LEVELS['mcts-step:normal']).toEqual({ iterations: 300, timeMs: 3_000, rolloutActions: 20 });
    expect(STEP_LEVELS['mcts-step:hard']).toEqual({ iterations: 1_200, timeMs: 10_000, rolloutActions: 20 });
    expect(PLANNER_LEVELS['planner:easy'].timeMs).toBe(1_000);
    expect(PLANNER_LEVELS['planner:normal'].timeMs).toBe(3_000);
    expect(PLANNER_LEVELS['planner:hard'].timeMs).toBe(10_000);
  });

  it('a game without planner hooks gets the step search under the planner ids and their aliases', () => {
    // 'dice-test' has no registered hooks: planner:easy plays exactly as mcts-step:easy.
    const step = decide('mcts-step:easy', 's');
    expect(decide('planner:easy', 's')).toEqual(step);
    expect(decide('mcts:easy', 's')).toEqual(step);
  });

  it('the planner agent uses the planner hooks when there are some', () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const hooks = { planner: makeHooks(() => allPairs(['steady', 'good', 'gamble'])) };
    const agent = plannerAgent('p', REPRO(300), STEP_LEVELS['mcts-step:easy'], hooks as never);
    const rng = createFastRng('pa');
    const expected = planSearch(game, view, 'a', legal, createFastRng('pa'), REPRO(300), hooks.planner);
    expect(agent.decide(game, view, 'a', legal, rng)).toEqual(expected.action);
    expect(expected.action).toEqual({ type: 'pick', k: 'good' });
  });

  it("a level's budget takes what the game's hooks change in it (levels); other levels keep theirs", () => {
    const { game, view, legal } = start(makeGame(['steady', 'good', 'gamble']));
    const tuned = { ...makeHooks(() => allPairs(['steady', 'good', 'gamble'])), levels: { hard: REPRO(7) } };
    const hooks = { planner: tuned };
    const hard = plannerAgent('h', REPRO(300), STEP_LEVELS['mcts-step:easy'], hooks as never, 'hard');
    const normal = plannerAgent('n', REPRO(300), STEP_LEVELS['mcts-step:easy'], hooks as never, 'normal');
    const seen = (budget: PlannerBudget) =>
      planSearch(game, view, 'a', legal, createFastRng('lv'), budget, tuned);
    expect(hard.decide(game, view, 'a', legal, createFastRng('lv'))).toEqual(seen(REPRO(7)).action);
    expect(normal.decide(game, view, 'a', legal, createFastRng('lv'))).toEqual(seen(REPRO(300)).action);
    // The two budgets choose differently here, so the test tells them apart.
    expect(seen(REPRO(7)).action).not.toEqual(seen(REPRO(300)).action);
  });

  it('keeps mcts:<iterations>[:<ms>] as the step search with a custom budget', () => {
    const { game, view, legal } = start();
    const custom = agentById('mcts:30').decide(game, view, 'a', legal, createFastRng('c'));
    const step = mctsAgent('x', { iterations: 30, timeMs: Number.POSITIVE_INFINITY, rolloutActions: 20 });
    expect(custom).toEqual(step.decide(game, view, 'a', legal, createFastRng('c')));
    expect(agentById('mcts:30:500').id).toBe('mcts:30:500');
  });

  it('takes planner:<simulations>[:<ms>] as the planner with a custom budget, for tuning', () => {
    const { game, view, legal } = start();
    const hooks = { planner: makeHooks(() => allPairs(OPTIONS)) };
    expect(agentById('planner:300').id).toBe('planner:300');
    expect(agentById('planner:300:2000').id).toBe('planner:300:2000');
    expect(agentById('planner:300:2000:simple:policy').id).toBe('planner:300:2000:simple:policy');
    expect(agentById('planner:300:2000:full:policy:reply').id).toBe('planner:300:2000:full:policy:reply');
    expect(agentById('planner:300:2000:wide').id).toBe('planner:300:2000:wide');
    expect(agentById('planner:300:2000:wide:policy:deep-4').id).toBe('planner:300:2000:wide:policy:deep-4');
    expect(() => agentById('planner:300:2000:deeper')).toThrow(/unknown agent/);
    // Without a time cap it is reproducible, and it is the planner: the same choice as planSearch.
    const custom = plannerAgent(
      'x',
      { iterations: 300, reactiveIterations: 90, timeMs: Infinity },
      STEP_LEVELS['mcts-step:easy'],
      hooks as never,
    );
    const direct = planSearch(game, view, 'a', legal, createFastRng('c'), REPRO(300), hooks.planner).action;
    expect(custom.decide(game, view, 'a', legal, createFastRng('c'))).toEqual(direct);
    expect(() => agentById('planner:0')).toThrow(/unknown agent/);
  });

  it('refuses unknown ids', () => {
    for (const id of [
      'alphazero',
      'planner:insane',
      'planner',
      'mcts-step:5',
      'mcts-step:extreme',
      'mcts:0',
      'mcts:',
    ]) {
      expect(() => agentById(id), id).toThrow(/unknown agent/);
    }
  });
});
