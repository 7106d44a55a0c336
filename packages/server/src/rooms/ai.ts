/**
 * Seats played by the server. `randomPlayer` picks uniformly among
 * the seat's legal actions (it sees only those, nothing hidden). The default player of createServer is
 * the worker pool of ai-pool.ts; pass another `AiPlayer` to createServer to plug in your own.
 */
import { randomInt } from 'node:crypto';
import type { Action, BaseState, Seat } from '@wargame/engine';
import type { AnyGame } from '../games.ts';
import type { AiLevel } from '../store/types.ts';

/** `level`: the seat's level, or null for the player's default. */
export type AiPlayer = (
  game: AnyGame,
  state: BaseState,
  seat: Seat,
  level: AiLevel | null,
) => Action | null | Promise<Action | null>;

export const randomPlayer: AiPlayer = (game, state, seat) => {
  const legal = game.legal(state, seat);
  return legal.length === 0 ? null : legal[randomInt(legal.length)]!;
};
