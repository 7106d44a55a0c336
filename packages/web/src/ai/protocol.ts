/**
 * The messages between the table and the AI worker. The worker receives only what the seat may know (its
 * view and its legal actions), exactly like a human player, and answers with one of the legal actions.
 */
import type { Action, Json, Seat } from '@wargame/engine';

export interface AiRequest {
  id: number;
  game: string;
  seat: Seat;
  view: Json;
  legal: Action[];
  /** Search budget in milliseconds (the difficulty). */
  budgetMs?: number;
}

export type AiReply =
  | { id: number; ok: true; action: Action }
  | { id: number; ok: false; code: 'no-agent' | 'no-legal-action' | 'failed'; message: string };

/**
 * An agent chooses an action from a view. The AI package (IS-MCTS over the engine contract) will register
 * one per game in agents.ts; until then no game has one and the lobby shows the computer as "coming".
 */
export interface Agent {
  game: string;
  choose(request: Omit<AiRequest, 'id'>): Promise<Action> | Action;
}
