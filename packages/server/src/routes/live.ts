/**
 * GET /api/games/:id/live (WebSocket): a `snapshot` message on connect, then an `update` after every
 * change with the connection's own view, legal actions and new log entries (`reset: true` with the
 * whole log after an undo). Token as for HTTP (`?token=` or the session cookie); a bad token is refused
 * before the upgrade.
 *
 * What a client may send on it (a move, a ping): `live-messages.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail } from '../errors.ts';
import type { Connection } from '../live/hub.ts';
import type { Limiter } from '../live/limiter.ts';
import type { Room } from '../rooms/room.ts';
import { liveMessages } from './live-messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    wargame?: { room: Room; seats: string[] };
  }
}

const HEARTBEAT_MS = 30_000;

export function registerLive(app: FastifyInstance, context: Context, limiter: Limiter | null): void {
  app.get(
    '/api/games/:id/live',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const { id } = request.params as { id: string };
        const room = await roomOr404(context, reply, id);
        if (!room) return reply;
        const access = accessOf(request, room.id, room.seats, false);
        if (!access.ok) return fail(reply, 403, 'forbidden', 'this token holds no seat of this game');
        request.wargame = { room, seats: access.seats };
      },
    },
    (socket, request) => {
      const found = request.wargame;
      if (!found) {
        socket.close(1011, 'no game');
        return;
      }
      const connection: Connection = { socket, seats: found.seats, logLength: 0, epoch: -1, version: -1 };
      const room = context.rooms.peek(found.room.id) ?? found.room;
      context.hub.add(room.id, connection);
      context.hub.greet(room, connection);
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      socket.on(
        'message',
        liveMessages({ context, connection, gameId: room.id, ip: request.ip, limiter, log: request.log }),
      );
      socket.on('close', () => {
        clearInterval(heartbeat);
        context.hub.remove(room.id, connection);
      });
    },
  );
}
