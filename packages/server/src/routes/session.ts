/**
 * Tokens to sessions. `GET /play/:id?token=…` (a seat's own link) and `POST /api/session {token}`
 * set the game's httpOnly cookie, so the token leaves the address bar (the link redirects to
 * `/play/:id`). `GET /play/:id?invite=…` shows the page that claims an invited seat (`claim.ts`).
 * `GET /play/:id` serves the web client when the server has one.
 */
import type { FastifyInstance } from 'fastify';
import { sessionCookie } from '../auth/cookies.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import type { Context } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { invitePage, registerClaim } from './claim.ts';
import { escapeHtml, messagePage, page } from './pages.ts';
import { idParams, sessionBody } from './schemas.ts';
import { sendIndex } from './static.ts';

export function registerSession(app: FastifyInstance, context: Context): void {
  registerClaim(app, context);

  async function seatsOf(token: string, gameId?: string) {
    if (!looksLikeToken(token)) return [];
    const found = await context.store.findTokens([hashToken(token)]);
    return found.filter((f) => gameId === undefined || f.gameId === gameId);
  }

  app.post('/api/session', async (request, reply) => {
    const body = parseOr400(reply, sessionBody, request.body, 'request');
    if (!body) return reply;
    const found = await seatsOf(body.token);
    const gameId = found[0]?.gameId;
    if (!gameId) return fail(reply, 403, 'forbidden', 'this token holds no seat');
    reply.header('set-cookie', sessionCookie(gameId, body.token, context.secureCookies()));
    return { id: gameId, seats: found.map((f) => f.seat) };
  });

  app.get('/play/:id', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    if (!params) return reply;
    const query = request.query as Record<string, unknown>;
    if (typeof query.invite === 'string') return invitePage(context, reply, params.id, query.invite);
    const token = query.token;
    if (typeof token === 'string') {
      const found = await seatsOf(token, params.id);
      if (found.length === 0) {
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(messagePage('This link is not valid: it holds no seat of this game.'));
      }
      reply.header('set-cookie', sessionCookie(params.id, token, context.secureCookies()));
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(`/play/${encodeURIComponent(params.id)}`, 303);
    }
    if (context.webRoot && (await sendIndex(reply, context.webRoot))) return reply;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `<p>Game ${escapeHtml(params.id)}. The web client is not installed on this server; the game is at ` +
            `<a href="/api/games/${encodeURIComponent(params.id)}/view">/api/games/${escapeHtml(params.id)}/view</a>.</p>`,
        ),
      );
  });
}
