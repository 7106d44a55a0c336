/**
 * "Your turn" notices. When a change makes a seat newly due to decide, its webhook (if any) is POSTed a
 * small JSON body whose `content` (Discord) and `text` (Slack) fields carry the message. Fire and
 * forget: a timeout, no retries, failures only logged; the move itself never waits for it.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Seat } from '@wargame/engine';
import type { Room } from '../rooms/room.ts';
import type { Store } from '../store/types.ts';
import { isPrivateAddress, isPrivateHost } from './url.ts';

export interface WebhookPayload {
  content: string;
  text: string;
  game: string;
  seat: Seat;
  url: string;
}

export interface Webhooks {
  /** Notify the seats to act in `room` that were not to act before (`before`). */
  turnsChanged(room: Room, before: readonly Seat[]): void;
}

export interface WebhookOptions {
  store: Store;
  publicUrl: () => string;
  timeoutMs: number;
  /** Call webhooks on loopback and private networks too (tests, private deployments). */
  allowPrivate: boolean;
  warn: (message: string) => void;
}

export function createWebhooks(options: WebhookOptions): Webhooks {
  async function notify(room: Room, seats: Seat[]): Promise<void> {
    // With a shared store another process may have set the webhook: read it fresh. Alone, the room's
    // seats are kept up to date by the webhook route.
    const rows = options.store.shared ? await options.store.loadSeats(room.id) : room.seats;
    const url = `${options.publicUrl()}/play/${room.id}`;
    for (const seat of seats) {
      const row = rows.find((r) => r.seat === seat);
      if (!row?.webhook || row.ai) continue;
      const message = `Your turn as ${seat} in ${room.game.title} (game ${room.id}): ${url}`;
      const payload: WebhookPayload = { content: message, text: message, game: room.id, seat, url };
      void post(row.webhook, payload, options.timeoutMs, options.allowPrivate).catch((error: Error) =>
        options.warn(`webhook for game ${room.id} seat ${seat} failed: ${error.message}`),
      );
    }
  }

  return {
    turnsChanged(room, before) {
      const seats = room.record.toAct.filter((seat) => !before.includes(seat));
      if (seats.length === 0) return;
      void notify(room, seats).catch((error: Error) =>
        options.warn(`webhooks of game ${room.id}: ${error.message}`),
      );
    },
  };
}

/**
 * POST `payload` as JSON. Unless `allowPrivate`, the host is checked as at registration (a webhook
 * stored before a rule was added is refused too), and a name is checked again at connection time
 * against the address it resolves to (the address actually connected to), so a public name that
 * resolves to a private address is refused too, DNS rebinding included. Redirects are not followed.
 */
export function post(url: string, payload: unknown, timeoutMs: number, allowPrivate = false): Promise<void> {
  const body = JSON.stringify(payload);
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  // An address literal is connected to without a lookup: this is its only check.
  if (!allowPrivate && isPrivateHost(target.hostname)) {
    return Promise.reject(new Error(`webhooks to ${target.hostname} are not allowed`));
  }
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
        ...(allowPrivate ? {} : { lookup: systemPublicLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`HTTP ${status}`));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The resolver `post` connects through: dns.lookup's addresses, all of them checked. */
export type Resolve = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * A lookup for http.request that fails unless every address the name resolves to is public (by the
 * same rules as registration, `isPrivateAddress`), and connects only to those it checked.
 */
export function publicLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, list) => {
      if (error) return callback(error, '', 4);
      const refused = list.find((a) => isPrivateAddress(a.address));
      if (refused || list.length === 0) {
        const message = refused
          ? `${hostname} resolves to ${refused.address}: webhooks to private addresses are not allowed`
          : `${hostname} has no address`;
        const code = refused ? 'EPRIVATE' : 'ENOTFOUND';
        return callback(Object.assign(new Error(message), { code }), '', 4);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const systemPublicLookup = publicLookup();
