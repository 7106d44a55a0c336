/**
 * The computer players, by game: `{ game, choose }` built on the AI package's IS-MCTS (determinize the
 * view, search, return the best legal action) at the request's level. The search is loaded on first use
 * (in the worker), so the lobby's bundle does not carry it. The lobby enables the "Computer" choice for a
 * game exactly when an agent is registered here.
 */
import type { Action } from '@wargame/engine';
import { type Agent, type AiRequest, DEFAULT_AI_LEVEL } from './protocol.ts';

/** The games @wargame/ai's `chooseAction` knows. */
const GAMES = ['ancients', 'gettysburg', 'pacific-1940'] as const;

/** A fresh seed for one decision (the search's randomness; it never sees the game's own seed). */
function freshSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function chooseWithSearch(request: Omit<AiRequest, 'id'>): Promise<Action> {
  const { chooseAction } = await import('@wargame/ai/worker-api');
  return chooseAction(
    request.game,
    request.view,
    request.seat,
    `mcts:${request.level ?? DEFAULT_AI_LEVEL}`,
    freshSeed(),
  );
}

export const AGENTS: readonly Agent[] = GAMES.map((game) => ({ game, choose: chooseWithSearch }));

export function agentFor(game: string): Agent | undefined {
  return AGENTS.find((a) => a.game === game);
}

export function hasAgent(game: string): boolean {
  return agentFor(game) !== undefined;
}
