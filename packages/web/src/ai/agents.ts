/**
 * The computer players, by game. Empty until the AI package lands: it will add, for each game,
 * `{ game, choose }` built on its search (determinize the view, search, return the best legal action).
 * The lobby enables the "Computer" choice for a game exactly when an agent is registered here.
 */
import type { Agent } from './protocol.ts';

export const AGENTS: readonly Agent[] = [];

export function agentFor(game: string): Agent | undefined {
  return AGENTS.find((a) => a.game === game);
}

export function hasAgent(game: string): boolean {
  return agentFor(game) !== undefined;
}
