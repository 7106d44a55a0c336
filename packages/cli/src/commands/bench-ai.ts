/**
 * What the computer opponent costs: the time of one decision of each AI level on the same positions
 * (sampled from the bench's own playouts), as ratios to the first level (by default the step search
 * `mcts-step:normal`) measured in the same run; and the cost of the planner's evaluation against a JSON round trip of the
 * same states.
 */
import { agentById, hooksFor } from '@wargame/ai';
import { type BaseState, createFastRng, seatsToAct } from '@wargame/engine';
import { line } from '../format.ts';
import type { AnyGame } from '../registry.ts';
import { mean, quantile, round } from '../stats.ts';

/** The levels timed by default, the baseline first. */
export const AI_LEVELS = ['mcts-step:normal', 'planner:easy', 'planner:normal', 'planner:hard'];

export interface LevelBench {
  meanMs: number | null;
  worstMs: number | null;
  /** meanMs / the baseline's meanMs on the same positions. */
  overBaseline: number | null;
}

export interface AiBench {
  /** Decisions timed per level (positions with more than one legal action). */
  positions: number;
  /** The first level is the baseline. */
  baseline: string;
  levels: Record<string, LevelBench>;
  /** The planner's evaluation, when the game has planner hooks. */
  evaluateUs: { p50: number | null } | null;
  /** evaluateUs.p50 / the p50 of a JSON round trip of the same states. */
  evaluateOverJsonRoundTrip: number | null;
}

/** Up to `count` positions spread over `states` in which the seat to act has a real choice. */
function decisionPositions(game: AnyGame, states: readonly BaseState[], count: number) {
  const positions: { state: BaseState; seat: string }[] = [];
  const step = Math.max(1, Math.floor(states.length / (count * 2)));
  for (let i = 0; i < states.length && positions.length < count; i += step) {
    const state = states[i]!;
    if (game.outcome(state)) continue;
    const seat = seatsToAct(game, state).find((s) => game.legal(state, s).length > 1);
    if (seat !== undefined) positions.push({ state, seat });
  }
  return positions;
}

export function benchAi(
  game: AnyGame,
  states: readonly BaseState[],
  count: number,
  ids: readonly string[] = AI_LEVELS,
): AiBench {
  const positions = decisionPositions(game, states, count);
  const agents = ids.map((id) => agentById(id));
  const baselineId = ids[0]!;
  const times: Record<string, number[]> = Object.fromEntries(ids.map((id) => [id, []]));
  // Levels take turns on each position, so a slow stretch of the machine falls on all of them alike.
  for (const [p, { state, seat }] of positions.entries()) {
    const view = game.view(state, seat);
    const legal = game.legal(state, seat);
    for (const [a, id] of ids.entries()) {
      const agent = agents[a]!;
      const rng = createFastRng(`bench/ai/${p}/${id}`);
      const started = performance.now();
      agent.decide(game, view, seat, legal, rng);
      times[id]!.push(performance.now() - started);
    }
  }
  const baseline = mean(times[baselineId]!);
  const levels: Record<string, LevelBench> = {};
  for (const id of ids) {
    const ms = times[id]!;
    levels[id] = {
      meanMs: round(mean(ms), 1),
      worstMs: ms.length > 0 ? round(Math.max(...ms), 1) : null,
      overBaseline: round(mean(ms) / baseline, 3),
    };
  }

  const planner = hooksFor(game.id).planner;
  let evaluateUs: AiBench['evaluateUs'] = null;
  let evaluateOverJsonRoundTrip: number | null = null;
  if (planner) {
    const evalUs: number[] = [];
    const jsonUs: number[] = [];
    let sink = 0;
    for (const state of states) {
      const seat = seatsToAct(game, state)[0] ?? game.seats[0]!;
      let t = performance.now();
      for (let k = 0; k < 10; k++) sink += planner.evaluate(state, seat);
      evalUs.push(((performance.now() - t) * 1000) / 10);
      t = performance.now();
      sink += (JSON.parse(JSON.stringify(state)) as BaseState).game.length;
      jsonUs.push((performance.now() - t) * 1000);
    }
    const p50 = quantile(evalUs, 0.5);
    evaluateUs = { p50: round(p50) };
    evaluateOverJsonRoundTrip = round(p50 / quantile(jsonUs, 0.5), 3);
    if (Number.isNaN(sink)) evaluateOverJsonRoundTrip = null; // keeps the measured work observable
  }
  return { positions: positions.length, baseline: baselineId, levels, evaluateUs, evaluateOverJsonRoundTrip };
}

export function formatAiBench(b: AiBench): string {
  const parts = Object.entries(b.levels).map(([id, l]) => {
    return `${id} mean ${l.meanMs} ms, worst ${l.worstMs} ms (×${l.overBaseline})`;
  });
  let text = line(`  AI, one decision on ${b.positions} positions: ${parts.join('; ')}`);
  if (b.evaluateUs) {
    text += line(
      `  planner evaluation p50 ${b.evaluateUs.p50} µs (${b.evaluateOverJsonRoundTrip} of a JSON round trip)`,
    );
  }
  return text;
}
