/**
 * One-time invites. The creator of a game gets one invite per group of seats it does not play itself;
 * the first person to use it claims the seats and gets a fresh token, and the invite dies.
 *
 *   GET  /play/:id?invite=CODE                a page with a button that claims (a link preview that
 *                                             fetches the address claims nothing)
 *   POST /play/:id/claim   (form: invite)     claims: the token in the session cookie, 303 to /play/:id
 *   POST /api/games/:id/claim { invite }      claims: 200 { id, seats, token } and the cookie
 *   POST /api/games/:id/seats/:seat/invite    the creator's token: a new invite for a seat nobody has
 *                                             claimed yet (the old one dies)
 *
 * A used or replaced invite gets 410 ("This seat has been taken"). Claims and reissues are log rows
 * (public notices), appended through `submit` under the game's lock and version, so of two claims of
 * one invite (in one process or several sharing PostgreSQL) exactly one wins.
 */
import type { Seat } from '@wargame/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { presentedToken } from '../auth/access.ts';
import { sessionCookie } from '../auth/cookies.ts';
import { hashToken, looksLikeToken, newToken } from '../auth/tokens.ts';
import { type Context, roomOr404 } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { ReplayError } from '../rooms/cache.ts';
import type { Room } from '../rooms/room.ts';
import type { Draft, SubmitResult } from '../rooms/submit.ts';
import { escapeHtml, messagePage, page, seatTakenPage } from './pages.ts';
import { claimBody, idParams, seatParams } from './schemas.ts';

export type Claim =
  | { ok: true; seats: Seat[]; token: string }
  | { ok: false; status: number; code: string; message: string };

const TAKEN = { code: 'seat-taken', message: 'this seat has been taken: the invite was used or replaced' };
/** Version races lost to another process: each retry sees the winner's row. */
const RETRIES = 3;

export function inviteUrl(context: Context, id: string, invite: string): string {
  return `${context.publicUrl()}/play/${id}?invite=${encodeURIComponent(invite)}`;
}

/** The seats an invite still grants (empty once used or replaced). */
function invitedSeats(room: Room, invite: string): Seat[] {
  if (!looksLikeToken(invite)) return [];
  const hash = hashToken(invite);
  return room.seats.filter((s) => s.inviteHash === hash).map((s) => s.seat);
}

/** Submit a row drafted from the current room, retrying when another process got the version first. */
async function submitRetrying(context: Context, room: Room, draft: (room: Room) => Draft) {
  let result: SubmitResult = await context.play.submit(room, null, draft);
  for (let i = 0; i < RETRIES && !result.ok && result.error.code === 'stale-version'; i++) {
    result = await context.play.submit(room, null, draft);
  }
  return result;
}

async function claim(context: Context, room: Room, invite: string): Promise<Claim> {
  return claimSeats(context, room, (current) => invitedSeats(current, invite));
}

/**
 * Claim the seats `pick` chooses from the up-to-date room, under the game's lock (an invite's, or an open
 * seat of a game listed in the lobby: `lobby.ts`): a fresh token for them, their invite dead. 410 when
 * `pick` finds none, so of two claims of the same seats exactly one wins.
 */
export async function claimSeats(
  context: Context,
  room: Room,
  pick: (current: Room) => Seat[],
): Promise<Claim> {
  const token = newToken();
  let seats: Seat[] = [];
  const result = await submitRetrying(context, room, (current): Draft => {
    seats = pick(current);
    if (seats.length === 0) return { status: 410, error: TAKEN };
    return {
      kind: 'seat-claim',
      seat: seats[0]!,
      seatChange: { seats, tokenHash: hashToken(token), inviteHash: null },
    };
  });
  if (!result.ok) return { ok: false, status: result.status, ...result.error };
  return { ok: true, seats, token };
}

/** The room for an HTML route, or null with a page already sent. */
async function roomForPage(context: Context, reply: FastifyReply, id: string): Promise<Room | null> {
  try {
    const room = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await context.rooms.get(id) : null;
    if (room) return room;
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
  }
  reply.code(404).type('text/html; charset=utf-8').send(messagePage('There is no such game.'));
  return null;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** GET /play/:id?invite=…: what the invite offers and a button to take it; nothing is claimed here. */
export async function invitePage(
  context: Context,
  reply: FastifyReply,
  id: string,
  invite: string,
): Promise<FastifyReply> {
  const room = await roomForPage(context, reply, id);
  if (!room) return reply;
  const seats = invitedSeats(room, invite);
  if (seats.length === 0) return html(reply, 410, seatTakenPage());
  const title = context.games.get(room.record.game)?.title ?? room.record.game;
  const body =
    `<h1>Join a game of ${escapeHtml(title)}</h1>` +
    `<p>You are invited to play ${seats.map((s) => `<b>${escapeHtml(s)}</b>`).join(', ')} ` +
    `(scenario ${escapeHtml(room.record.scenario)}). The first person to take the seat keeps it.</p>` +
    `<form method="post" action="/play/${encodeURIComponent(id)}/claim">` +
    `<input type="hidden" name="invite" value="${escapeHtml(invite)}">` +
    '<button type="submit">Take the seat</button></form>';
  return html(reply, 200, page(body, `Join a game of ${title}`));
}

export function registerClaim(app: FastifyInstance, context: Context): void {
  // The form's body type, for this plugin's routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post('/play/:id/claim', async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const invite = (request.body as Record<string, unknown> | null)?.invite;
      if (!params.success) return html(reply, 404, messagePage('There is no such game.'));
      const room = await roomForPage(context, reply, params.data.id);
      if (!room) return reply;
      if (typeof invite !== 'string') return html(reply, 400, messagePage('The form has no invite.'));
      const claimed = await claim(context, room, invite);
      if (!claimed.ok) {
        if (claimed.status === 410) return html(reply, 410, seatTakenPage());
        return html(reply, claimed.status, messagePage(claimed.message));
      }
      reply.header('set-cookie', sessionCookie(room.id, claimed.token, context.secureCookies()));
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/play/${encodeURIComponent(room.id)}`, 303);
    });
  });

  app.post('/api/games/:id/claim', async (request, reply) => {
    const params = parseOr400(reply, idParams, request.params, 'game id');
    const body = params && parseOr400(reply, claimBody, request.body, 'request');
    if (!params || !body) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const claimed = await claim(context, room, body.invite);
    if (!claimed.ok) return fail(reply, claimed.status, claimed.code, claimed.message);
    reply.header('set-cookie', sessionCookie(room.id, claimed.token, context.secureCookies()));
    reply.header('cache-control', 'no-store');
    return { id: room.id, seats: claimed.seats, token: claimed.token };
  });

  app.post('/api/games/:id/seats/:seat/invite', async (request, reply) => {
    const params = parseOr400(reply, seatParams, request.params, 'path');
    if (!params) return reply;
    const room = await roomOr404(context, reply, params.id);
    if (!room) return reply;
    const presented = presentedToken(request, room.id);
    if (!presented) return fail(reply, 401, 'unauthorized', "the creator's token is needed");
    if (room.record.creatorHash === null || hashToken(presented.token) !== room.record.creatorHash) {
      return fail(reply, 403, 'not-creator', 'only the creator of the game may reissue invites');
    }
    const invite = newToken();
    let seats: Seat[] = [];
    const result = await submitRetrying(context, room, (current): Draft => {
      const row = current.seats.find((s) => s.seat === params.seat);
      if (!row) return { status: 404, error: { code: 'unknown-seat', message: `no seat '${params.seat}'` } };
      if (row.inviteHash === null) {
        const message = row.ai
          ? `seat '${row.seat}' is played by the AI`
          : `seat '${row.seat}' has been claimed`;
        return { status: 409, error: { code: 'seat-taken', message } };
      }
      seats = current.seats.filter((s) => s.inviteHash === row.inviteHash).map((s) => s.seat);
      return {
        kind: 'invite-reissue',
        seat: row.seat,
        seatChange: { seats, tokenHash: null, inviteHash: hashToken(invite) },
      };
    });
    if (!result.ok) return fail(reply, result.status, result.error.code, result.error.message);
    return { seat: params.seat, seats, invite, url: inviteUrl(context, room.id, invite) };
  });
}
