/**
 * The token a request is counted under: the one it presents (as `auth/access.ts` reads it: bearer,
 * else `?token=`, else the game's session cookie; on routes without a game, the first session cookie),
 * and only when the server knows it. Anything else (no token, a malformed one, an invented one) is
 * counted under its address, so rotating fake tokens buys no fresh budget.
 */
import type { FastifyRequest } from 'fastify';
import { bearerToken, presentedToken, queryTokens } from '../auth/access.ts';
import { sessionTokens } from '../auth/cookies.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import type { Store } from '../store/types.ts';

/** Recognised hashes kept before the set starts afresh (each is one store lookup to learn again). */
const MAX_KNOWN = 50_000;

/** The hash of the recognised token a request presents, or null. */
export type HolderOf = (request: FastifyRequest) => Promise<string | null>;

export function holderOf(store: Store): HolderOf {
  let known = new Set<string>();
  return async (request) => {
    const token = tokenOf(request);
    if (token === undefined || !looksLikeToken(token)) return null;
    const hash = hashToken(token);
    if (known.has(hash)) return hash;
    if ((await store.findTokens([hash])).length === 0) return null;
    if (known.size >= MAX_KNOWN) known = new Set();
    known.add(hash);
    return hash;
  };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const id = (request.params as Record<string, unknown> | undefined)?.id;
  if (typeof id === 'string') return presentedToken(request, id)?.token;
  return bearerToken(request) ?? queryTokens(request)[0] ?? sessionTokens(request.headers.cookie)[0]?.[1];
}
