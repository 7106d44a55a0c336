/**
 * POST /api/games/:id/actions { seat?, action, version }: one move. 401 without a token, 403 for a
 * token that does not hold the seat, 409 with the current version when `version` is stale, 422 with
 * the engine's error when the rules refuse it, 429 beyond the token's budget of moves. Acknowledged
 * only once committed to the store.
 */
import type { RuleError, Seat } from '@wargame/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import type { Room } from '../rooms/room.ts';
import { snapshotJson } from '../rooms/snapshot.ts';
import type { Draft, SubmitResult } from '../rooms/submit.ts';
import { actionBody, idParams } from './schemas.ts';

export function registerActions(app: FastifyInstance, context: Context): void {
  app.post('/api/games/:id/actions', { config: { spend: 'move' } }, async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    const body = params && parseOr400(reply, actionBody, request.body, 'request');
    if (!params || !body) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, true);
    if (!access.ok) return refuseAccess(reply, access.status);
    const move = moveOf(access.seats, body);
    if ('error' in move) return fail(reply, move.status, move.error.code, move.error.message);
    const result = await context.play.submit(room, body.version, move.draft);
    return answer(reply, result, access.seats, result.ok ? result.room.stack.length - 1 : 0);
  });
}

/**
 * A move by the holder of `seats` (over HTTP or its live socket): 403 for a seat it does not hold;
 * else the draft, run under the game's lock, which picks the seat that acts when none is named.
 */
export function moveOf(
  seats: readonly Seat[],
  body: { seat?: Seat | undefined; action: unknown },
): { draft: (room: Room) => Draft } | { status: number; error: RuleError } {
  if (body.seat !== undefined && !seats.includes(body.seat)) {
    return {
      status: 403,
      error: { code: 'not-your-seat', message: `this token does not hold seat '${body.seat}'` },
    };
  }
  return {
    draft: (current) => {
      const seat = body.seat ?? actingSeat(current, seats);
      if (!seat) {
        return {
          status: 400,
          error: {
            code: 'seat-required',
            message: `say which seat acts: this token holds ${seats.join(', ')}`,
          },
        };
      }
      return { kind: 'action', seat, action: body.action };
    },
  };
}

/** The held seat that must decide now, when there is exactly one (or the only seat held). */
function actingSeat(room: Room, seats: readonly Seat[]): Seat | undefined {
  if (seats.length === 1) return seats[0];
  const due = seats.filter((seat) => room.record.toAct.includes(seat));
  return due.length === 1 ? due[0] : undefined;
}

export function refuseAccess(reply: FastifyReply, status: 401 | 403): FastifyReply {
  return status === 401
    ? fail(reply, 401, 'token-required', 'send the seat token: Authorization: Bearer <token>')
    : fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
}

/** The new snapshot for the caller's seats (log from `logFrom`), or the refusal with the current version. */
export function answer(
  reply: FastifyReply,
  result: SubmitResult,
  seats: readonly Seat[],
  logFrom: number,
): unknown {
  if (!result.ok) return reply.code(result.status).send({ error: result.error, version: result.version });
  return sendJson(reply, snapshotJson(result.room, seats, Math.max(0, logFrom)));
}

/** Send JSON text as is, with the content type Fastify gives the objects it serializes. */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
