/** PUT /api/games/:id/seats/:seat/webhook { url } (null removes it): where "your turn" notices go. */
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/access.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { checkWebhookUrl } from '../webhooks/url.ts';
import { refuseAccess } from './actions.ts';
import { seatParams, webhookBody } from './schemas.ts';

export function registerWebhook(app: FastifyInstance, context: Context): void {
  app.put('/api/games/:id/seats/:seat/webhook', async (request, reply) => {
    const params = parseOr400(reply, seatParams, request.params, 'path');
    const body = params && parseOr400(reply, webhookBody, request.body, 'request');
    if (!params || !body) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const access = accessOf(request, room.id, room.seats, true);
    if (!access.ok) return refuseAccess(reply, access.status);
    if (!access.seats.includes(params.seat)) {
      return fail(reply, 403, 'not-your-seat', `this token does not hold seat '${params.seat}'`);
    }
    let url: string | null = null;
    if (body.url !== null) {
      const check = checkWebhookUrl(body.url, context.allowPrivateWebhooks);
      if (!check.ok) return fail(reply, 400, 'bad-webhook', check.message);
      url = check.url;
    }
    await context.store.setWebhook(room.id, params.seat, url);
    for (const seat of room.seats) if (seat.seat === params.seat) seat.webhook = url;
    return { seat: params.seat, webhook: url };
  });
}
