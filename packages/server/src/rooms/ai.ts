/**
 * Seats played by the server. Until the AI package arrives, the default player picks uniformly among
 * the seat's legal actions (it sees only those, nothing hidden). Pass another `AiPlayer` to
 * createServer to plug in a real one.
 */
import { randomInt } from 'node:crypto';
import type { Action, BaseState, Seat } from '@wargame/engine';
import type { AnyGame } from '../games.ts';

export type AiPlayer = (
  game: AnyGame,
  state: BaseState,
  seat: Seat,
) => Action | null | Promise<Action | null>;

export const randomPlayer: AiPlayer = (game, state, seat) => {
  const legal = game.legal(state, seat);
  return legal.length === 0 ? null : legal[randomInt(legal.length)]!;
};
