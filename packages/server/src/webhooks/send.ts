/**
 * "Your turn" notices. When a change makes a seat newly due to decide, its webhook (if any) is POSTed a
 * small JSON body whose `content` (Discord) and `text` (Slack) fields carry the message. Fire and
 * forget: a timeout, no retries, failures only logged; the move itself never waits for it.
 */
import type { Seat } from '@wargame/engine';
import type { Room } from '../rooms/room.ts';
import type { Store } from '../store/types.ts';

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
      void post(row.webhook, payload, options.timeoutMs).catch((error: Error) =>
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

export async function post(url: string, payload: unknown, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
