/**
 * Does a bigger planner budget choose differently, and better? Positions of every kind of decision from
 * default-policy self-play; the planner decides each with a small and a big budget (no time cap; 'hard'
 * for hard's anytime race); where they disagree, both actions are scored by the truth under the
 * default policy (the action, then both sides by the default policy to the end of the game, common
 * seeds). A strength measurement (minutes), not a test.
 *
 * node --import tsx packages/ai/bench/budget-agreement.ts SCENARIO POSITIONS TRUTH_GAMES SMALL BIG|hard [MAX]
 */
import ancients, { type AncientsState } from '@wargame/ancients';
import { type Action, createFastRng, type RngState, randomInt, type Seat } from '@wargame/engine';
import { ancientsPlanner } from '../src/games/ancients-plans.ts';
import { actorOf, playerOf } from '../src/mcts.ts';
import { planSearch } from '../src/planner.ts';

const game = ancients;
const hooks = ancientsPlanner;
const play = playerOf(game);
const scenario = process.argv[2] ?? '001';
const positionsWanted = Number(process.argv[3] ?? 40);
const truthSims = Number(process.argv[4] ?? 150);
const small = Number(process.argv[5] ?? 400);
const bigArg = process.argv[6] ?? '2000';
const big = bigArg === 'hard' ? 2000 : Number(bigArg);
const anytime =
  bigArg === 'hard'
    ? { maxIterations: Number(process.argv[7] ?? 20000), settleZ: 2.5, indifference: 0.02, batch: 32 }
    : undefined;

function policyChoice(state: AncientsState, seat: Seat, legal: readonly Action[], rng: RngState): Action {
  const a = hooks.defaultPolicy(state, seat, legal, rng);
  const key = JSON.stringify(a);
  return legal.find((x) => JSON.stringify(x) === key) ?? legal[randomInt(rng, legal.length)]!;
}

const kindOf = (s: AncientsState, legal: readonly Action[]): string => `${s.phase}:${legal[0]!.type}`;

// Positions: every 7th decision with a choice, from self-play games.
const positions: { state: AncientsState; seat: Seat }[] = [];
for (let g = 0; positions.length < positionsWanted && g < 100; g++) {
  let state = game.setup(scenario, {}, `bias3/${scenario}/${g}`);
  const rng = createFastRng(`bias3-play/${g}`);
  let n = 0;
  let counter = g;
  while (!game.outcome(state) && n < 3000 && positions.length < positionsWanted) {
    const actor = actorOf(game, state);
    if (!actor) break;
    if (actor.legal.length > 1 && counter++ % 23 === 0)
      positions.push({ state: structuredClone(state), seat: actor.seat });
    state = play(state, policyChoice(state, actor.seat, actor.legal, rng), actor.seat)!;
    n++;
  }
}

function truth(state: AncientsState, seat: Seat, action: Action, k: number): number {
  const view = game.view(state, seat);
  const rng = createFastRng(`bias3-truth/${k}`);
  let s = game.determinize(view as never, seat, rng);
  s = play(s, action, seat)!;
  let steps = 0;
  while (!game.outcome(s) && steps < 5000) {
    const actor = actorOf(game, s);
    if (!actor) break;
    s = play(s, policyChoice(s, actor.seat, actor.legal, rng), actor.seat)!;
    steps++;
  }
  const o = game.outcome(s);
  if (!o) return hooks.evaluate(s, seat);
  return o.winners.length === 0 ? 0 : o.winners.includes(seat) ? 1 : -1;
}

const byKind: Record<string, { n: number; disagree: number; diff: number; diffs: number[] }> = {};
const t0 = performance.now();
for (const [i, { state, seat }] of positions.entries()) {
  const view = game.view(state, seat);
  const legal = game.legal(state, seat);
  const kind = kindOf(state, legal);
  byKind[kind] ??= { n: 0, disagree: 0, diff: 0, diffs: [] };
  const entry = byKind[kind];
  entry.n++;
  const a = planSearch(
    game,
    view,
    seat,
    legal,
    createFastRng(`d/${i}`),
    {
      iterations: small,
      reactiveIterations: small === 400 ? 120 : Math.round(small * 0.3),
      timeMs: Number.POSITIVE_INFINITY,
    },
    hooks,
  );
  const b = planSearch(
    game,
    view,
    seat,
    legal,
    createFastRng(`d/${i}`),
    {
      iterations: big,
      reactiveIterations: bigArg === 'hard' ? 400 : Math.round(big * 0.3),
      timeMs: Number.POSITIVE_INFINITY,
      ...(anytime ? { anytime } : {}),
    },
    hooks,
  );
  if (JSON.stringify(a.action) === JSON.stringify(b.action)) {
    console.log(
      JSON.stringify({
        i,
        kind,
        same: true,
        mode: a.stats.mode,
        race: b.stats.race,
        sims: b.stats.simulations,
      }),
    );
    continue;
  }
  entry.disagree++;
  let ta = 0;
  let tb = 0;
  for (let k = 0; k < truthSims; k++) {
    ta += truth(state, seat, a.action, k);
    tb += truth(state, seat, b.action, k);
  }
  const diff = (tb - ta) / truthSims;
  entry.diff += diff;
  entry.diffs.push(Number(diff.toFixed(3)));
  console.log(
    JSON.stringify({
      i,
      kind,
      mode: a.stats.mode,
      small: a.action,
      smallPlan: a.plan,
      big: b.action,
      bigPlan: b.plan,
      truthSmall: ta / truthSims,
      truthBig: tb / truthSims,
      race: b.stats.race,
      sims: b.stats.simulations,
      diff: Number(diff.toFixed(3)),
    }),
  );
}
console.log(
  JSON.stringify({
    scenario,
    positions: positions.length,
    truthSims,
    small,
    big,
    byKind,
    seconds: (performance.now() - t0) / 1000,
  }),
);
