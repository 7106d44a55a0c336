/**
 * GET /api/games/:id/live (WebSocket): a `snapshot` message on connect, then an `update` after every
 * change with the connection's own view, legal actions and new log entries (`reset: true` with the
 * whole log after an undo). Token as for HTTP (`?token=` or the session cookie); a bad token is refused
 * before the upgrade, and so is a connection beyond `maxPerAddress` open from one address (429).
 *
 * What a client may send on it (a move, a ping): `live-messages.ts`.
 */
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail } from '../errors.ts';
import { addressKey, type Budgets } from '../limits/budgets.ts';
import type { Connection } from '../live/hub.ts';
import type { Room } from '../rooms/room.ts';
import { liveMessages } from './live-messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    wargame?: { room: Room; seats: string[]; tokenHash: string | null };
  }
}

const HEARTBEAT_MS = 30_000;

export function registerLive(
  app: FastifyInstance,
  context: Context,
  budgets: Budgets | null,
  maxPerAddress: number,
): void {
  const open = new Map<string, number>();
  const full = (address: string) => (open.get(address) ?? 0) >= maxPerAddress;
  const tooMany = `at most ${maxPerAddress} live connections from one address: close one and retry`;
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
        if (full(addressKey(request.ip))) return fail(reply, 429, 'rate-limited', tooMany);
        request.wargame = { room, seats: access.seats, tokenHash: access.tokenHash };
      },
    },
    (socket, request) => {
      const found = request.wargame;
      if (!found) {
        socket.close(1011, 'no game');
        return;
      }
      // Checked again now that it is open: several upgrades from one address may have passed together.
      const address = addressKey(request.ip);
      if (full(address)) {
        socket.close(1008, tooMany.slice(0, 120));
        return;
      }
      open.set(address, (open.get(address) ?? 0) + 1);
      const connection: Connection = { socket, seats: found.seats, logLength: 0, epoch: -1, version: -1 };
      const room = context.rooms.peek(found.room.id) ?? found.room;
      context.hub.add(room.id, connection);
      context.hub.greet(room, connection);
      context.mailer?.seen(room.id, connection.seats);
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
        liveMessages({
          context,
          connection,
          gameId: room.id,
          ip: request.ip,
          tokenHash: found.tokenHash,
          budgets,
          log: request.log,
        }),
      );
      socket.on('close', () => {
        clearInterval(heartbeat);
        context.hub.remove(room.id, connection);
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    },
  );
}
