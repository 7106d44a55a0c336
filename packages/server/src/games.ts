/**
 * The games a server hosts, by id. The server knows nothing of any game's rules: it holds modules
 * behind the engine contract. Tests pass the engine's fixture games; the default is every game of the
 * platform, imported when a server starts.
 */
import type { BaseState, GameModule, Seat } from '@wargame/engine';

/** Any game module, whatever its state and view types. */
export type AnyGame = GameModule<BaseState, unknown>;
export type GameRegistry = ReadonlyMap<string, AnyGame>;

export function registryOf(games: readonly AnyGame[]): GameRegistry {
  const map = new Map<string, AnyGame>();
  for (const game of games) {
    if (map.has(game.id)) throw new Error(`two games share the id '${game.id}'`);
    map.set(game.id, game);
  }
  return map;
}

/** Every game of the platform. Combat Commander arrives with its package. */
export async function defaultGames(): Promise<AnyGame[]> {
  const [{ ancients }, { gettysburg }, { pacific1940 }] = await Promise.all([
    import('@wargame/ancients'),
    import('@wargame/gettysburg'),
    import('@wargame/pacific-1940'),
  ]);
  return [
    ancients as unknown as AnyGame,
    gettysburg as unknown as AnyGame,
    pacific1940 as unknown as AnyGame,
  ];
}

/** The seats in play in a scenario (every seat of the game for a scenario it does not list). */
export function scenarioSeats(game: AnyGame, scenario: string): Seat[] {
  return game.scenarios().find((s) => s.id === scenario)?.seats ?? game.seats;
}
