/**
 * Undo and takebacks, all recorded in the log (undone actions are marked, never deleted).
 *
 *   POST /api/games/:id/undo { version, toVersion? }        take back your own latest actions, back to
 *        `toVersion` (default: the last one only), as long as none was an undo boundary
 *   POST /api/games/:id/takeback { version, toVersion }     ask the opponent to let you go back further
 *   POST /api/games/:id/takeback/accept { version? }        the opponent agrees: the game goes back
 *   POST /api/games/:id/takeback/decline { version? }       the opponent refuses
 *
 * Any other change (a move) drops a pending request. Against AI seats only, a takeback needs no consent.
 * A seat may not ask again while its request is pending, nor after a decline until a move is played
 * (409). Taking back dice or cards reseeds the generator with a fresh secret (`rooms/submit.ts`).
 */
import type { Seat } from '@wargame/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { parseOr400 } from '../errors.ts';
import type { Room } from '../rooms/room.ts';
import type { Draft } from '../rooms/submit.ts';
import { checkFreeUndo, checkTarget, previousVersion } from '../rooms/undo.ts';
import { answer, refuseAccess } from './actions.ts';
import { answerBody, idParams, takebackBody, undoBody } from './schemas.ts';

export function registerUndo(app: FastifyInstance, context: Context): void {
  async function load(request: FastifyRequest, reply: Parameters<typeof roomOr404>[1]) {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    if (!params) return undefined;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return undefined;
    const access = accessOf(request, room.id, room.seats, true);
    if (!access.ok) {
      refuseAccess(reply, access.status);
      return undefined;
    }
    return { room, seats: access.seats };
  }

  app.post('/api/games/:id/undo', async (request, reply) => {
    const body = parseOr400(reply, undoBody, request.body, 'request');
    const found = body && (await load(request, reply));
    if (!body || !found) return reply;
    const result = await context.play.submit(found.room, body.version, (room): Draft => {
      const toVersion = body.toVersion ?? previousVersion(room);
      const check = checkFreeUndo(room, found.seats, toVersion);
      if (!check.ok) return { status: 422, error: { code: check.code, message: check.message } };
      const seat = room.stack[check.keep]!.seat;
      return { kind: 'undo', seat, toVersion };
    });
    return answer(reply, result, found.seats, 0);
  });

  app.post('/api/games/:id/takeback', async (request, reply) => {
    const body = parseOr400(reply, takebackBody, request.body, 'request');
    const found = body && (await load(request, reply));
    if (!body || !found) return reply;
    const result = await context.play.submit(found.room, body.version, (room): Draft => {
      const check = checkTarget(room, body.toVersion);
      if (!check.ok) return { status: 422, error: { code: check.code, message: check.message } };
      const limit = askLimit(room, found.seats);
      if (limit) return limit;
      const seat = found.seats[0]!;
      // Nobody to ask (every other seat is the server's): granted at once.
      const kind = opponents(room, found.seats).length === 0 ? 'undo' : 'takeback-request';
      return { kind, seat, toVersion: body.toVersion };
    });
    return answer(reply, result, found.seats, 0);
  });

  for (const verdict of ['accept', 'decline'] as const) {
    app.post(`/api/games/:id/takeback/${verdict}`, async (request, reply) => {
      const body = parseOr400(reply, answerBody, request.body ?? {}, 'request');
      const found = body && (await load(request, reply));
      if (!body || !found) return reply;
      const result = await context.play.submit(found.room, body.version ?? null, (room): Draft => {
        const request = room.takeback;
        if (!request)
          return { status: 409, error: { code: 'no-takeback', message: 'no takeback is pending' } };
        const asker = room.seats.find((s) => s.seat === request.seat);
        const answering = found.seats.filter((seat) =>
          opponents(room, askerSeats(room, asker?.tokenHash)).includes(seat),
        );
        if (answering.length === 0) {
          return {
            status: 403,
            error: { code: 'not-your-takeback', message: 'the other player must answer this request' },
          };
        }
        if (verdict === 'decline') return { kind: 'takeback-decline', seat: answering[0]! };
        const check = checkTarget(room, request.toVersion);
        if (!check.ok) return { status: 422, error: { code: check.code, message: check.message } };
        return { kind: 'undo', seat: answering[0]!, toVersion: request.toVersion };
      });
      return answer(reply, result, found.seats, 0);
    });
  }
}

/** A refusal when the holder of `seats` has a request pending or was just declined. */
function askLimit(room: Room, seats: readonly Seat[]): Draft | null {
  if (room.takeback && seats.includes(room.takeback.seat)) {
    return {
      status: 409,
      error: { code: 'takeback-pending', message: 'your takeback request is still waiting for an answer' },
    };
  }
  if (seats.some((seat) => room.declined.includes(seat))) {
    return {
      status: 409,
      error: {
        code: 'takeback-declined',
        message: 'your takeback request was declined: you may ask again once a move has been played',
      },
    };
  }
  return null;
}

/** The seats held with the same token as the asking seat. */
function askerSeats(room: Room, tokenHash: string | null | undefined): Seat[] {
  return room.seats.filter((s) => tokenHash && s.tokenHash === tokenHash).map((s) => s.seat);
}

/** Human seats not held by the holder of `seats`: whoever must consent. */
function opponents(room: Room, seats: readonly Seat[]): Seat[] {
  return room.seats.filter((s) => !s.ai && !seats.includes(s.seat)).map((s) => s.seat);
}
