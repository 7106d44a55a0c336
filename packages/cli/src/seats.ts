/** Seat arguments: checked against the game, or the only seat with a decision when omitted. */
import { type BaseState, seatsToAct } from '@wargame/engine';
import { CliError } from './args.ts';
import type { AnyGame } from './registry.ts';

export function checkSeat(game: AnyGame, seat: string): string {
  if (!game.seats.includes(seat)) {
    throw new CliError(`there is no seat '${seat}' in ${game.id} (seats: ${game.seats.join(', ')})`);
  }
  return seat;
}

/** The seat named by --seat, or else the only seat with a pending decision. */
export function seatFor(game: AnyGame, state: BaseState, given: string | undefined): string {
  if (given !== undefined) return checkSeat(game, given);
  const seats = seatsToAct(game, state);
  if (seats.length === 1) return seats[0]!;
  if (seats.length === 0) throw new CliError('nobody has a decision to make now; name a seat with --seat');
  throw new CliError(`several seats have a decision (${seats.join(', ')}); choose one with --seat`);
}
