/**
 * Deepening: when the search has narrowed the candidates to two whose first steps differ and whose
 * segment values are close, look further than the segment before choosing. Each finalist's segment
 * end is played on by the default policy for every seat, on fresh determinizations of what the
 * searcher would see there (the same seeds for both: a paired comparison), until the game's horizon
 * (`hooks.horizonOver`: for Axis & Allies, the next enemy power's attacks made) and valued there.
 * What the evaluation of a segment's end cannot see (the counterattack on a land just taken, the
 * dice of the battles) the continuation plays out.
 */
import { type Action, type BaseState, createFastRng, type GameModule, type Seat } from '@wargame/engine';
import { actorOf } from './mcts.ts';
import { policyChoice } from './planner-choice.ts';
import type { PlannerHooks } from './types.ts';

export interface DeepenSettings {
  /** Continuations of each finalist (each from its segment end, on its own seed). */
  samples: number;
  /** Deepen only when the finalists' segment values differ by at most this. */
  within: number;
  /** Actions one continuation may play before it is valued as it stands. */
  maxSteps: number;
}

export interface DeepenStats {
  samples: number;
  /** The finalists' mean values at the horizon, in the order of the search's ranking. */
  means: [number, number];
}

/**
 * The paired continuations of two segment ends (`ends[i][k]`: finalist i's end on its k-th seed; a
 * finalist with fewer ends reuses them in turn). Returns the index of the better finalist (ties: 0),
 * with the statistics; null when not one pair finished before `pastDeadline`.
 */
export function deepenFinalists<S extends BaseState, V>(
  game: GameModule<S, V>,
  play: (state: S, action: Action, seat: Seat) => S | null,
  hooks: PlannerHooks<S>,
  seat: Seat,
  ends: readonly [readonly S[], readonly S[]],
  settings: DeepenSettings,
  seed: string,
  pastDeadline: () => boolean,
): { better: 0 | 1; stats: DeepenStats } | null {
  const horizonOver = hooks.horizonOver;
  if (!horizonOver || ends[0].length === 0 || ends[1].length === 0) return null;
  const totals: [number, number] = [0, 0];
  let pairs = 0;
  for (let k = 0; k < settings.samples; k++) {
    const values: number[] = [];
    for (const i of [0, 1] as const) {
      const end = ends[i][k % ends[i].length]!;
      const value = continueFrom(
        game,
        play,
        hooks,
        horizonOver,
        seat,
        end,
        `${seed}/${k}`,
        settings,
        pastDeadline,
      );
      if (value === null) break;
      values.push(value);
    }
    if (values.length < 2) break;
    totals[0] += values[0]!;
    totals[1] += values[1]!;
    pairs++;
  }
  if (pairs === 0) return null;
  const means: [number, number] = [totals[0] / pairs, totals[1] / pairs];
  return { better: means[1] > means[0] ? 1 : 0, stats: { samples: pairs, means } };
}

/** One continuation: from what `seat` would see at `end`, everyone by the default policy to the horizon. */
function continueFrom<S extends BaseState, V>(
  game: GameModule<S, V>,
  play: (state: S, action: Action, seat: Seat) => S | null,
  hooks: PlannerHooks<S>,
  horizonOver: NonNullable<PlannerHooks<S>['horizonOver']>,
  seat: Seat,
  end: S,
  seed: string,
  settings: DeepenSettings,
  pastDeadline: () => boolean,
): number | null {
  const rng = createFastRng(seed);
  let state = game.determinize(game.view(end, seat), seat, rng);
  const start = { turn: hooks.turnOf(end) };
  for (let steps = 0; steps < settings.maxSteps; steps++) {
    if (game.outcome(state) || horizonOver(state, seat, start)) break;
    if (pastDeadline()) return null;
    const actor = actorOf(game, state);
    if (!actor) break;
    const next = play(
      state,
      policyChoice(hooks.defaultPolicy, state, actor.seat, actor.legal, rng),
      actor.seat,
    );
    // The rules refused an action they listed (a game bug; a state changed in place is unusable).
    if (!next) return -1;
    state = next;
  }
  return hooks.evaluate(state, seat);
}
