/**
 * GET /api/games: the caller's games (every game a presented token holds seats in: `?token=` repeated,
 * the Authorization header, and every game session cookie), most recently active first, with whose
 * turn it is.
 */
import type { Seat } from '@wargame/engine';
import type { FastifyInstance } from 'fastify';
import { bearerToken, queryTokens } from '../auth/access.ts';
import { sessionTokens } from '../auth/cookies.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import { type Context, playUrl } from '../context.ts';
import { isHotseat } from '../rooms/snapshot.ts';

const MAX_TOKENS = 200;

export function registerList(app: FastifyInstance, context: Context): void {
  app.get('/api/games', async (request) => {
    const tokens = new Set<string>(queryTokens(request));
    const bearer = bearerToken(request);
    if (bearer) tokens.add(bearer);
    for (const [, token] of sessionTokens(request.headers.cookie)) tokens.add(token);
    const hashes = [...tokens].filter(looksLikeToken).slice(0, MAX_TOKENS).map(hashToken);
    const held = await context.store.findTokens(hashes);
    const seats = new Map<string, Seat[]>();
    for (const { gameId, seat } of held) seats.set(gameId, [...(seats.get(gameId) ?? []), seat]);
    const rows = await context.store.listGames([...seats.keys()]);
    const seatRows = await Promise.all(rows.map((row) => context.store.loadSeats(row.id)));
    return {
      games: rows.map((row, i) => {
        const mine = seats.get(row.id) ?? [];
        return {
          id: row.id,
          game: row.game,
          title: context.games.get(row.game)?.title ?? row.game,
          scenario: row.scenario,
          status: row.status,
          version: row.version,
          seats: mine,
          toAct: row.toAct,
          yourTurn: row.toAct.some((seat) => mine.includes(seat)),
          outcome: row.outcome,
          hotseat: isHotseat(seatRows[i]!),
          scripted: row.scripted,
          updatedAt: row.updatedAt,
          url: playUrl(context, row.id),
        };
      }),
    };
  });
}
