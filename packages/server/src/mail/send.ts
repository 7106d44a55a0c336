/**
 * "Your turn" by e-mail, for games played over days. A seat's holder gives an address
 * (`routes/email.ts`); when a change makes the seat due to decide and no live socket holding it is open
 * in this process, one plain-text mail goes to that address through the operator's SMTP server
 * (nodemailer, `--smtp-url`, from `--mail-from`), with the game's link.
 *
 * - At most one mail per turn change, and then none to that seat until its player has been back: until
 *   one of its sockets has connected or the seat has acted. A player away for a day gets one mail, not one
 *   for every decision the opponent's turn asks of them. (Kept in memory: a restart forgets it, which
 *   costs at most one more mail.)
 * - The link is the game's address without any token: a mail is stored and forwarded where the server
 *   cannot see, and a token in it would give the seat to whoever reads it. The player's browser holds
 *   the seat (session cookie, or the token it was given); on another device they open their own seat link.
 * - The address goes to the SMTP server and nowhere else: not in views, saves, lists or the log, and not
 *   in the server's log (a failure is logged with the game, the seat and the SMTP error's code only).
 * - Fire and forget, as webhooks: the move never waits for a mail; timeouts bound each connection.
 * - With several processes on one PostgreSQL, "connected" means connected to this process (the one that
 *   made the change).
 */
import type { Seat } from '@wargame/engine';
import { createTransport } from 'nodemailer';
import type { Hub } from '../live/hub.ts';
import type { Room } from '../rooms/room.ts';
import type { Store } from '../store/types.ts';

export interface MailSettings {
  /** smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://… (TLS from the start). */
  smtpUrl: string;
  /** The sender: `addr@example.org` or `Name <addr@example.org>`. */
  from: string;
  /** Connection, greeting and socket timeouts in ms (default 10 s, 10 s, 30 s). */
  timeoutMs?: number;
}

export interface Mailer {
  /** As webhooks: the seats of `room` due now that were not due before (`before`) may get a mail. */
  turnsChanged(room: Room, before: readonly Seat[]): void;
  /** These seats' player is back (a socket holding them connected): they may be mailed again. */
  seen(gameId: string, seats: readonly Seat[]): void;
  close(): Promise<void>;
}

export interface MailerOptions {
  mail: MailSettings;
  store: Store;
  hub: Hub;
  publicUrl: () => string;
  warn: (message: string) => void;
}

/** Seats mailed and not back since, beyond which the set starts afresh (each costs one extra mail). */
const MAX_AWAITING = 100_000;

export function createMailer(options: MailerOptions): Mailer {
  const { mail, store, hub, warn } = options;
  const timeout = mail.timeoutMs ?? 10_000;
  const transport = createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: mail.timeoutMs ?? 30_000,
  });
  let awaiting = new Set<string>();
  const key = (gameId: string, seat: Seat) => `${gameId}\u0000${seat}`;

  function seen(gameId: string, seats: readonly Seat[]): void {
    for (const seat of seats) awaiting.delete(key(gameId, seat));
  }

  async function notify(room: Room, seats: Seat[]): Promise<void> {
    const addresses = await store.loadSeatEmails(room.id);
    // One mail per address, naming every seat of it that is due (one player may hold several).
    const byAddress = new Map<string, Seat[]>();
    for (const seat of seats) {
      const address = addresses[seat];
      if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), seat]);
    }
    const url = `${options.publicUrl()}/play/${room.id}`;
    const title = room.game.title;
    for (const [to, due] of byAddress) {
      const as = due.join(', ');
      const text = [
        `It is your turn as ${as} in ${title} (scenario ${room.record.scenario}).`,
        '',
        `Open the game: ${url}`,
        '',
        `You receive this because an address was given for ${as} in game ${room.id}. Until you have been`,
        'back to the game, no other mail is sent. To stop these mails, clear the address at the table.',
      ].join('\n');
      transport
        .sendMail({ from: mail.from, to, subject: `Your turn: ${title}, ${as}`, text })
        .catch((error: { code?: unknown; responseCode?: unknown }) => {
          // Never the error's message: an SMTP refusal quotes the address.
          const code = [error.code, error.responseCode].filter((c) => c !== undefined).join(' ');
          warn(`mail for game ${room.id} seat ${as} failed${code ? ` (${code})` : ''}`);
        });
    }
  }

  return {
    turnsChanged(room, before) {
      // The seat that made this change has acted: it is back.
      const last = room.stack[room.stack.length - 1];
      if (last && last.version === room.record.version) seen(room.id, [last.seat]);
      const online = hub.seatsOnline(room.id);
      const due = room.record.toAct.filter(
        (seat) =>
          !before.includes(seat) &&
          !online.has(seat) &&
          !awaiting.has(key(room.id, seat)) &&
          !room.seats.some((s) => s.seat === seat && s.ai),
      );
      if (due.length === 0) return;
      // Marked at once, so that a change right after this one does not mail them too.
      if (awaiting.size >= MAX_AWAITING) awaiting = new Set();
      for (const seat of due) awaiting.add(key(room.id, seat));
      notify(room, due).catch((error: Error) => warn(`mails of game ${room.id}: ${error.message}`));
    },
    seen,
    async close() {
      transport.close();
    },
  };
}
