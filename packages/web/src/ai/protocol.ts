/**
 * The messages between the table and the AI worker. The worker receives only what the seat may know (its
 * view and its legal actions), exactly like a human player, and answers with one of the legal actions.
 */
import type { Action, Json, Seat } from '@wargame/engine';

/** The computer's strength: IS-MCTS with a small, medium or large search budget. */
export type AiLevel = 'easy' | 'normal' | 'hard';
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];
export const DEFAULT_AI_LEVEL: AiLevel = 'easy';

export interface AiRequest {
  id: number;
  game: string;
  seat: Seat;
  view: Json;
  legal: Action[];
  /** The difficulty (default DEFAULT_AI_LEVEL). */
  level?: AiLevel;
  /** Search budget in milliseconds (unused by the IS-MCTS agents: their budget follows `level`). */
  budgetMs?: number;
}

export type AiReply =
  | { id: number; ok: true; action: Action }
  | { id: number; ok: false; code: 'no-agent' | 'no-legal-action' | 'failed'; message: string };

/**
 * An agent chooses an action from a view. agents.ts registers one per game the AI package (IS-MCTS over
 * the engine contract) knows; for the other games the lobby shows the computer as "coming".
 */
export interface Agent {
  game: string;
  choose(request: Omit<AiRequest, 'id'>): Promise<Action> | Action;
}
