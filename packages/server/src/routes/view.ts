/**
 * GET /api/games/:id/view: the game as the token's seats may know it (a spectator's without a token).
 * `?logFrom=n` returns the log from entry n only.
 */
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { snapshotJson } from '../rooms/snapshot.ts';
import { sendJson } from './actions.ts';
import { idParams, logQuery } from './schemas.ts';

export function registerView(app: FastifyInstance, context: Context): void {
  app.get('/api/games/:id/view', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    const query = params && parseOr400(reply, logQuery, request.query, 'query');
    if (!params || !query) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, false);
    if (!access.ok) return fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
    return sendJson(reply, snapshotJson(room, access.seats, query.logFrom ?? 0));
  });
}
