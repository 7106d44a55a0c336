import type { BaseState, GameModule, Seat, Viewer } from '../contract.ts';

/** The seats of the state's scenario (every seat of the game if the scenario is not listed). */
export function scenarioSeats<S extends BaseState, V>(game: GameModule<S, V>, state: S): Seat[] {
  return game.scenarios().find((s) => s.id === state.scenario)?.seats ?? game.seats;
}

/** Every viewer of the state: its scenario's seats, then the spectator. */
export function viewers<S extends BaseState, V>(game: GameModule<S, V>, state: S): Viewer[] {
  return [...scenarioSeats(game, state), 'spectator'];
}
