/** Rooms built in memory, without a store: for tests of what a room computes and sends. */
import { DEFAULT_RNG } from '@wargame/engine';
import type { AnyGame } from '../../src/games.ts';
import { install, newRoom, prepare, type Room, updateFor } from '../../src/rooms/room.ts';
import type { GameRow, NewLogRow } from '../../src/store/types.ts';

/** A new room of `game` at the start of `scenario`; the first seat has a player, the second an AI. */
export function roomOf(game: AnyGame, scenario: string, seed: string): Room {
  const initial = game.setup(scenario, {}, seed, DEFAULT_RNG);
  const update = updateFor(game, initial);
  const record: GameRow = {
    id: `g-${game.id}`,
    game: game.id,
    scenario,
    options: {},
    position: null,
    seed,
    commitment: 'c0ffee',
    version: 0,
    creatorHash: null,
    scripted: false,
    rng: DEFAULT_RNG,
    status: update.status,
    toAct: update.toAct,
    outcome: update.outcome,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const seats = game.seats.map((seat, i) => ({
    seat,
    tokenHash: null,
    inviteHash: null,
    player: i === 0 ? 'Ann "the first"' : null,
    ai: i === 1,
    aiLevel: i === 1 ? ('hard' as const) : null,
    webhook: null,
  }));
  return newRoom(game, record, seats, initial);
}

/** Append a row as the server would once the store committed it; throws when the room refuses it. */
export function apply(
  room: Room,
  row: Omit<NewLogRow, 'version' | 'boundary' | 'secret'> & { secret?: string | null },
): void {
  const full: NewLogRow = { secret: null, ...row, version: room.record.version + 1, boundary: false };
  const change = prepare(room, full, true);
  if ('error' in change) throw new Error(change.error.message);
  install(room, full, change);
}
