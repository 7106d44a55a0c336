/**
 * The lobby: games their creators listed (`listed: true` at creation; off by default, so that a game is
 * public only when its creator says so).
 *
 *   GET  /api/lobby                     { open: LobbyGame[], live: LobbyGame[] }: active listed games
 *                                       with a seat nobody has taken (to join), and with every seat
 *                                       taken (to watch), most recently active first, LOBBY_SIZE each
 *   POST /api/games/:id/join { seat? }  a listed game's open seat (that one, else its first): 200
 *                                       { id, seats, token } and the session cookie, as a claimed invite
 *
 * Joining is a claim (`claim.ts`): under the game's lock and version the seat's invite is replaced by a
 * fresh token, so of two players joining one seat exactly one gets it (410 `seat-taken` for the other)
 * and the creator's invite link for that seat dies. The answer is the only place the token appears.
 * Refused: a game not listed (403 `not-listed`: its invites are its creator's to give), one that is over
 * (409 `game-over`), and a caller whose token already holds a seat of it (409 `already-seated`).
 */
import type { Seat } from '@wargame/engine';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { presentedToken, seatsOfToken } from '../auth/access.ts';
import { sessionCookie } from '../auth/cookies.ts';
import { type Context, playUrl, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import type { Room } from '../rooms/room.ts';
import { seatStatus } from '../rooms/snapshot.ts';
import type { GameRow, SeatRow } from '../store/types.ts';
import { claimSeats } from './claim.ts';
import { idParams } from './schemas.ts';

/** Games of each list. */
export const LOBBY_SIZE = 50;

export interface LobbyGame {
  id: string;
  game: string;
  title: string;
  scenario: string;
  toAct: Seat[];
  /** Every seat: who plays it (a name given at creation), whether the AI does, and its state. */
  seats: { seat: Seat; player: string | null; ai: boolean; status: ReturnType<typeof seatStatus> }[];
  /** The seats nobody has taken yet (POST /join takes them). */
  openSeats: Seat[];
  createdAt: string;
  updatedAt: string;
  /** The spectators' link. */
  url: string;
}

const joinBody = z.strictObject({ seat: z.string().min(1).max(64).optional() });

function lobbyGame(context: Context, row: GameRow, seats: readonly SeatRow[]): LobbyGame {
  return {
    id: row.id,
    game: row.game,
    title: context.games.get(row.game)?.title ?? row.game,
    scenario: row.scenario,
    toAct: row.toAct,
    seats: seats.map((s) => ({ seat: s.seat, player: s.player, ai: s.ai, status: seatStatus(s, row) })),
    openSeats: seats.filter((s) => s.inviteHash !== null).map((s) => s.seat),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    url: playUrl(context, row.id),
  };
}

/** The open seats a join takes: the named seat's invite group, else the first open seat's. */
function openGroup(room: Room, seat: Seat | undefined): Seat[] {
  const row = room.seats.find((s) => s.inviteHash !== null && (seat === undefined || s.seat === seat));
  if (!row) return [];
  return room.seats.filter((s) => s.inviteHash === row.inviteHash).map((s) => s.seat);
}

export function registerLobby(app: FastifyInstance, context: Context): void {
  app.get('/api/lobby', async () => {
    const hosted = (row: GameRow) => context.games.has(row.game);
    const [open, full] = await Promise.all([
      context.store.listListed('open', LOBBY_SIZE),
      context.store.listListed('full', LOBBY_SIZE),
    ]);
    const shown = [...open, ...full].filter(hosted);
    const seats = await context.store.loadSeatsOf(shown.map((row) => row.id));
    const entry = (row: GameRow) => lobbyGame(context, row, seats.get(row.id) ?? []);
    return { open: open.filter(hosted).map(entry), live: full.filter(hosted).map(entry) };
  });

  app.post('/api/games/:id/join', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    const body = params && parseOr400(reply, joinBody, request.body ?? {}, 'request');
    if (!params || !body) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    if (room.record.listed !== true) {
      return fail(
        reply,
        403,
        'not-listed',
        'this game is not listed in the lobby: ask its creator for an invite',
      );
    }
    if (room.record.status !== 'active') return fail(reply, 409, 'game-over', 'this game is over');
    const presented = presentedToken(request, room.id);
    if (presented && seatsOfToken(room.seats, presented.token).seats.length > 0) {
      return fail(reply, 409, 'already-seated', 'this token already holds a seat of this game');
    }
    if (body.seat !== undefined && !room.seats.some((s) => s.seat === body.seat)) {
      return fail(reply, 404, 'unknown-seat', `no seat '${body.seat}'`);
    }
    const claimed = await claimSeats(context, room, (current) => openGroup(current, body.seat));
    if (!claimed.ok) return fail(reply, claimed.status, claimed.code, claimed.message);
    reply.header('set-cookie', sessionCookie(room.id, claimed.token, context.secureCookies()));
    reply.header('cache-control', 'no-store');
    return { id: room.id, seats: claimed.seats, token: claimed.token };
  });
}
