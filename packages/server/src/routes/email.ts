/**
 * Where a seat's "your turn" mails go (`mail/send.ts`), set by the seat's holder alone:
 *
 *   GET /api/games/:id/seats/:seat/email              { seat, email: string | null }
 *   PUT /api/games/:id/seats/:seat/email { email }    { seat, email } (null removes it); 400
 *                                                     `bad-email` for an address that is refused
 *
 * Both need a token holding the seat (401 without, 403 for another seat's). The address is answered to
 * that token only: it is in no view, save, list or notice, and not logged. 501 `mail-disabled` when the
 * server was started without `--smtp-url` (so clients know not to offer it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { checkEmailAddress } from '../mail/address.ts';
import type { Room } from '../rooms/room.ts';
import { refuseAccess } from './actions.ts';
import { seatParams } from './schemas.ts';

const emailBody = z.strictObject({ email: z.string().max(320).nullable() });

export function registerEmail(app: FastifyInstance, context: Context): void {
  /** The room, when mail is on and the request's token holds the seat; else the refusal is sent. */
  async function seatRoom(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ room: Room; seat: string } | null> {
    const params = parseOr400(reply, seatParams, request.params, 'path');
    if (!params) return null;
    if (!context.mailer) {
      fail(reply, 501, 'mail-disabled', 'this server sends no e-mail (it was started without --smtp-url)');
      return null;
    }
    const room = await roomOr404(context, reply, params.id);
    if (!room) return null;
    const access = accessOf(request, room.id, room.seats, true);
    if (!access.ok) {
      refuseAccess(reply, access.status);
      return null;
    }
    if (!access.seats.includes(params.seat)) {
      fail(reply, 403, 'not-your-seat', `this token does not hold seat '${params.seat}'`);
      return null;
    }
    reply.header('cache-control', 'no-store');
    return { room, seat: params.seat };
  }

  app.get('/api/games/:id/seats/:seat/email', async (request, reply) => {
    const found = await seatRoom(request, reply);
    if (!found) return reply;
    const addresses = await context.store.loadSeatEmails(found.room.id);
    return { seat: found.seat, email: addresses[found.seat] ?? null };
  });

  app.put('/api/games/:id/seats/:seat/email', async (request, reply) => {
    const body = parseOr400(reply, emailBody, request.body, 'request');
    if (!body) return reply;
    const found = await seatRoom(request, reply);
    if (!found) return reply;
    let email: string | null = null;
    if (body.email !== null && body.email.trim() !== '') {
      const check = checkEmailAddress(body.email, context.allowPrivateWebhooks);
      if (!check.ok) return fail(reply, 400, 'bad-email', check.message);
      email = check.address;
    }
    await context.store.setSeatEmail(found.room.id, found.seat, email);
    // Its holder is here: the next turn change may mail it.
    context.mailer?.seen(found.room.id, [found.seat]);
    return { seat: found.seat, email };
  });
}
