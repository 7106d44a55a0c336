/**
 * Does the Ancients planner's evaluation rank plans as the game's result does? For turn starts of
 * default-policy self-play, every candidate plan ('full' breadth) is scored on the same seeds three
 * ways: the planner's (the plan to the turn's end, then the evaluation), the same after the opponent's
 * reply turn, and the truth under the default policy (on to the end of the game: +1, -1 or 0). Prints
 * each position's plans and the regret of choosing by each score, measured by the truth, beside a
 * random choice's. A strength measurement (minutes), not a test.
 *
 * node --import tsx packages/ai/bench/plan-truth.ts SCENARIO POSITIONS SIMULATIONS
 */
import ancients, { type AncientsState } from '@wargame/ancients';
import { type Action, createFastRng, type RngState, randomInt, type Seat } from '@wargame/engine';
import { ancientsPlanner } from '../src/games/ancients-plans.ts';
import { actorOf, playerOf } from '../src/mcts.ts';

const game = ancients;
const hooks = ancientsPlanner;
const play = playerOf(game);
const scenario = process.argv[2] ?? '001';
const positionsWanted = Number(process.argv[3] ?? 12);
const sims = Number(process.argv[4] ?? 60);

function policyChoice(state: AncientsState, seat: Seat, legal: readonly Action[], rng: RngState): Action {
  const a = hooks.defaultPolicy(state, seat, legal, rng);
  const key = JSON.stringify(a);
  return legal.find((x) => JSON.stringify(x) === key) ?? legal[randomInt(rng, legal.length)]!;
}

// 1. Positions: play-card decisions of default-policy self-play games.
const positions: { state: AncientsState; seat: Seat }[] = [];
for (let g = 0; positions.length < positionsWanted && g < 50; g++) {
  let state = game.setup(scenario, {}, `bias/${scenario}/${g}`);
  const rng = createFastRng(`bias-play/${g}`);
  let n = 0;
  const picks: { state: AncientsState; seat: Seat }[] = [];
  while (!game.outcome(state) && n < 3000) {
    const actor = actorOf(game, state);
    if (!actor) break;
    if (state.phase === 'play-card' && actor.legal.length > 1 && actor.legal[0]!.type === 'play-card')
      picks.push({ state: structuredClone(state), seat: actor.seat });
    state = play(state, policyChoice(state, actor.seat, actor.legal, rng), actor.seat)!;
    n++;
  }
  // Take two positions per game, from its first and second third.
  if (picks.length > 6) {
    positions.push(picks[Math.floor(picks.length / 6)]!);
    if (positions.length < positionsWanted) positions.push(picks[Math.floor(picks.length / 2)]!);
  }
}

function simulate(
  view: unknown,
  seat: Seat,
  plan: ReturnType<typeof hooks.plans>[number],
  k: number,
  mode: 'eval' | 'reply' | 'truth',
): number {
  const toEnd = mode === 'truth';
  const withReply = mode === 'reply';
  const rng = createFastRng(`bias-sim/${k}`);
  let state = game.determinize(view as never, seat, rng);
  const start = { turn: hooks.turnOf(state) };
  let steps = 0;
  let first = true;
  while (!game.outcome(state) && steps < 400) {
    if (!first && hooks.segmentOver(state, seat, start)) break;
    first = false;
    const actor = actorOf(game, state);
    if (!actor) break;
    let action: Action | null = null;
    if (actor.seat === seat) {
      const c = plan.choose(state, seat, actor.legal, rng);
      if (c) action = actor.legal.find((x) => JSON.stringify(x) === JSON.stringify(c)) ?? null;
    }
    action ??= policyChoice(state, actor.seat, actor.legal, rng);
    state = play(state, action, actor.seat)!;
    steps++;
  }
  if (!toEnd) {
    if (withReply && !game.outcome(state)) {
      const replyStart = { turn: hooks.turnOf(state) };
      const opp = actorOf(game, state);
      if (opp && opp.seat !== seat) {
        let s2 = 0;
        while (!game.outcome(state) && s2 < 400) {
          const actor = actorOf(game, state);
          if (!actor) break;
          state = play(state, policyChoice(state, actor.seat, actor.legal, rng), actor.seat)!;
          s2++;
          if (hooks.segmentOver(state, opp.seat, replyStart)) break;
        }
      }
    }
    return hooks.evaluate(state, seat);
  }
  let more = 0;
  while (!game.outcome(state) && more < 4000) {
    const actor = actorOf(game, state);
    if (!actor) break;
    state = play(state, policyChoice(state, actor.seat, actor.legal, rng), actor.seat)!;
    more++;
  }
  const o = game.outcome(state);
  if (!o) return hooks.evaluate(state, seat);
  return o.winners.length === 0 ? 0 : o.winners.includes(seat) ? 1 : -1;
}

let regretSum = 0;
let replyRegretSum = 0;
let randomRegretSum = 0;
let corrSum = 0;
const chosenStyles: Record<string, number> = {};
const bestStyles: Record<string, number> = {};
const t0 = performance.now();
for (const [i, { state, seat }] of positions.entries()) {
  const view = game.view(state, seat);
  const legal = game.legal(state, seat);
  const plans = hooks.plans(
    game.determinize(view as never, seat, createFastRng('p')),
    seat,
    legal,
    createFastRng('q'),
  );
  if (plans.length === 0) {
    console.log('no plans', state.phase, state.turn.side, seat, legal.length, JSON.stringify(legal[0]));
    continue;
  }
  const rows = plans.map((plan) => {
    let e = 0;
    let r = 0;
    let t = 0;
    for (let k = 0; k < sims; k++) {
      e += simulate(view, seat, plan, k, 'eval');
      r += simulate(view, seat, plan, k, 'reply');
      t += simulate(view, seat, plan, k, 'truth');
    }
    return { id: plan.id, evalMean: e / sims, replyMean: r / sims, truthMean: t / sims };
  });
  const byEval = [...rows].sort((a, b) => b.evalMean - a.evalMean);
  const byTruth = [...rows].sort((a, b) => b.truthMean - a.truthMean);
  const regret = byTruth[0]!.truthMean - byEval[0]!.truthMean;
  regretSum += regret;
  const byReply = [...rows].sort((a, b) => b.replyMean - a.replyMean);
  const replyRegret = byTruth[0]!.truthMean - byReply[0]!.truthMean;
  replyRegretSum += replyRegret;
  const meanTruth = rows.reduce((s2, r2) => s2 + r2.truthMean, 0) / rows.length;
  randomRegretSum += byTruth[0]!.truthMean - meanTruth;
  // Spearman-ish: Pearson of the means.
  const me = rows.reduce((s, r) => s + r.evalMean, 0) / rows.length;
  const mt = rows.reduce((s, r) => s + r.truthMean, 0) / rows.length;
  let num = 0;
  let de = 0;
  let dt = 0;
  for (const r of rows) {
    num += (r.evalMean - me) * (r.truthMean - mt);
    de += (r.evalMean - me) ** 2;
    dt += (r.truthMean - mt) ** 2;
  }
  const corr = de > 0 && dt > 0 ? num / Math.sqrt(de * dt) : 0;
  corrSum += corr;
  const style = (id: string) => id.split('/').slice(1).join('/');
  chosenStyles[style(byEval[0]!.id)] = (chosenStyles[style(byEval[0]!.id)] ?? 0) + 1;
  bestStyles[style(byTruth[0]!.id)] = (bestStyles[style(byTruth[0]!.id)] ?? 0) + 1;
  console.log(
    JSON.stringify({
      i,
      seat,
      turn: state.turn.number,
      plans: rows.length,
      evalBest: byEval[0],
      truthBest: byTruth[0],
      truthOfEvalBest: byEval[0]!.truthMean,
      regret: Number(regret.toFixed(3)),
      replyRegret: Number(replyRegret.toFixed(3)),
      corr: Number(corr.toFixed(3)),
      rows: rows.map(
        (r) => `${r.id} e=${r.evalMean.toFixed(3)} r=${r.replyMean.toFixed(3)} t=${r.truthMean.toFixed(3)}`,
      ),
    }),
  );
}
console.log(
  JSON.stringify({
    scenario,
    positions: positions.length,
    sims,
    meanRegret: regretSum / positions.length,
    meanReplyRegret: replyRegretSum / positions.length,
    meanRandomRegret: randomRegretSum / positions.length,
    meanCorr: corrSum / positions.length,
    chosenStyles,
    bestStyles,
    seconds: (performance.now() - t0) / 1000,
  }),
);
