/**
 * The budgets of HTTP requests (`budgets.ts`), checked on every route before the body is read. A route
 * whose requests are moves says so in its config: `{ config: { spend: 'move' } }`.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from '../errors.ts';
import { type Budgets, retrySeconds, retryText, type Spend } from './budgets.ts';
import type { HolderOf } from './holder.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a request of this route spends: moves and chat lines have budgets of their own per token. Default 'request'. */
    spend?: Spend;
  }
}

export function limitRequests(app: FastifyInstance, budgets: Budgets, holderOf: HolderOf): void {
  app.addHook('onRequest', async (request, reply) => {
    // The address's cap first: it bounds the store lookups a stranger can cause with invented tokens.
    let wait = budgets.address(request.ip);
    const spend = request.routeOptions.config.spend ?? 'request';
    if (wait === 0) wait = budgets.holder(request.ip, await holderOf(request), spend);
    if (wait === 0) return;
    reply.header('retry-after', String(retrySeconds(wait)));
    const what = spend === 'move' ? 'moves' : spend === 'chat' ? 'chat messages' : 'requests';
    return fail(reply, 429, 'rate-limited', retryText(what, wait));
  });
}
