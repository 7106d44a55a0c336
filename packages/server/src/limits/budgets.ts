/**
 * Who pays for a request or a live-socket message, so that one client cannot spend the budget of
 * everyone behind its address (a school, a club) and a chatty client cannot starve its own moves:
 *
 * - every request and message counts against its address's loose cap, 4 × the limit;
 * - a recognised token's requests count against that token's budget (the limit), its moves (POST
 *   /actions, moves on its socket) against a budget of their own (the limit again), and its chat lines
 *   against a smaller one of their own (`chatMax`, default the lesser of the limit and 20), so that a
 *   player cannot flood the table's chat;
 * - the rest, without a token or with one the server does not know, against its address's budget (the
 *   limit): a client inventing tokens gets nothing more than one without.
 *
 * Fixed windows (`live/limiter.ts`): what they remember is forgotten at the end of each window, and
 * only addresses and real tokens are ever keys, so a flood of invented tokens cannot grow them.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { fixedWindow } from '../live/limiter.ts';

export type Spend = 'request' | 'move' | 'chat';

/** Chat lines a token may post per window unless told otherwise (never more than the limit itself). */
export const DEFAULT_CHAT_MAX = 20;

export interface Budgets {
  /**
   * Count one request or message: 0 when every budget it draws on allows it, else the milliseconds
   * until the window that refused it ends. `tokenHash`: the hash of a token the server recognised.
   */
  take(ip: string, tokenHash: string | null, spend: Spend, now?: number): number;
  /** The address's loose cap alone (counted), for checks that come before the token is known. */
  address(ip: string, now?: number): number;
  /** The holder's budget alone (counted): the token's, its moves', or the address's. */
  holder(ip: string, tokenHash: string | null, spend: Spend, now?: number): number;
}

/** How many times the limit one address may spend in all, over every token behind it. */
export const ADDRESS_FACTOR = 4;

export function createBudgets(
  max: number,
  windowMs: number,
  chatMax = Math.min(max, DEFAULT_CHAT_MAX),
): Budgets {
  const addresses = fixedWindow(max * ADDRESS_FACTOR, windowMs);
  const holders = fixedWindow(max, windowMs);
  const chats = fixedWindow(chatMax, windowMs);
  const budgets: Budgets = {
    address: (ip, now) => addresses.take(addressKey(ip), now),
    holder(ip, tokenHash, spend, now) {
      if (tokenHash === null) return holders.take(`ip:${addressKey(ip)}`, now);
      if (spend === 'chat') return chats.take(tokenHash, now);
      return holders.take(`${spend}:${tokenHash}`, now);
    },
    take(ip, tokenHash, spend, now) {
      return budgets.address(ip, now) || budgets.holder(ip, tokenHash, spend, now);
    },
  };
  return budgets;
}

/** The key of an address: IPv4 as is (mapped IPv6 too), IPv6 by its /64, which one client usually holds whole. */
export function addressKey(ip: string): string {
  return normalizeIP(ip);
}

/** The refusal's message, saying when to retry. */
export function retryText(what: 'requests' | 'messages' | 'moves' | 'chat messages', waitMs: number): string {
  return `too many ${what}: retry in ${retrySeconds(waitMs)} s`;
}

export function retrySeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
