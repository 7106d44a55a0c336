/** The bench's random games: the game's own legal/apply in a loop, as the AI's search calls them. */
import {
  type Action,
  type BaseState,
  type RngAlgorithm,
  type RngState,
  randomInt,
  seatsToAct,
} from '@wargame/engine';
import type { AnyGame } from '../registry.ts';

/** A playout with no outcome after this many actions counts as an error. */
export const MAX_ACTIONS = 20_000;

/** Choose a pending seat with a legal action and one of its actions, or null when nobody can act. */
function choose(game: AnyGame, state: BaseState, rng: RngState): { seat: string; actions: Action[] } | null {
  const seats = seatsToAct(game, state);
  const start = seats.length > 1 ? randomInt(rng, seats.length) : 0;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[(start + i) % seats.length]!;
    const actions = game.legal(state, seat);
    if (actions.length > 0) return { seat, actions };
  }
  return null;
}

/** One random game calling the game's functions directly (the AI's hot path, without the engine's checks). */
export function playOnce(
  game: AnyGame,
  scenario: string,
  seed: string,
  rng: RngState,
  /** Called with every state; returning false ends the game early. */
  onState: (state: BaseState) => boolean | undefined,
  /** The game's generator (the engine's default when omitted). */
  generator?: RngAlgorithm,
): { actions: number; error?: string } {
  let actions = 0;
  try {
    let state = game.setup(scenario, {}, seed, generator);
    if (onState(state) === false) return { actions };
    for (;;) {
      if (game.outcome(state)) return { actions };
      if (actions >= MAX_ACTIONS) return { actions, error: `no outcome after ${actions} actions` };
      const choice = choose(game, state, rng);
      if (!choice) return { actions, error: 'stuck: no pending seat has a legal action' };
      const action = choice.actions[randomInt(rng, choice.actions.length)]!;
      const result = game.apply(state, action, choice.seat);
      if ('error' in result) {
        return { actions, error: `legal action ${JSON.stringify(action)} refused: ${result.error.message}` };
      }
      state = result.state;
      actions++;
      if (onState(state) === false) return { actions };
    }
  } catch (thrown) {
    return { actions, error: `threw: ${thrown instanceof Error ? thrown.message : String(thrown)}` };
  }
}
