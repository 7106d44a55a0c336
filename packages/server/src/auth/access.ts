/**
 * Who is asking: the seats of a game that the request's token holds. The token comes from the
 * Authorization header (`Bearer <token>`), else a `token` query parameter (invite links, WebSocket
 * clients that cannot set headers), else the game's session cookie. A token that matches no seat of the
 * game is refused (403), except a stale cookie, which just leaves the request a spectator's.
 */
import type { Seat } from '@wargame/engine';
import type { FastifyRequest } from 'fastify';
import type { SeatRow } from '../store/types.ts';
import { cookieName, parseCookies } from './cookies.ts';
import { hashToken } from './tokens.ts';

export type Presented = { token: string; via: 'bearer' | 'query' | 'cookie' } | null;

export type Access = { ok: true; seats: Seat[]; tokenHash: string | null } | { ok: false; status: 401 | 403 };

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function queryTokens(request: FastifyRequest): string[] {
  const value = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

export function presentedToken(request: FastifyRequest, gameId: string): Presented {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const [query] = queryTokens(request);
  if (query) return { token: query, via: 'query' };
  const cookie = parseCookies(request.headers.cookie).get(cookieName(gameId));
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

/** The seats a token holds in a game (seats sharing one token belong to one player). */
export function seatsOfToken(seats: readonly SeatRow[], token: string): { seats: Seat[]; tokenHash: string } {
  const tokenHash = hashToken(token);
  return { seats: seats.filter((s) => s.tokenHash === tokenHash).map((s) => s.seat), tokenHash };
}

/** `required`: refuse a request without a token (401) instead of treating it as a spectator's. */
export function accessOf(
  request: FastifyRequest,
  gameId: string,
  seats: readonly SeatRow[],
  required: boolean,
): Access {
  const presented = presentedToken(request, gameId);
  if (!presented) return required ? { ok: false, status: 401 } : { ok: true, seats: [], tokenHash: null };
  const held = seatsOfToken(seats, presented.token);
  if (held.seats.length > 0) return { ok: true, ...held };
  if (presented.via === 'cookie' && !required) return { ok: true, seats: [], tokenHash: null };
  return { ok: false, status: 403 };
}
