/** What every route needs, built once per server by createServer. */
import type { FastifyReply } from 'fastify';
import { fail } from './errors.ts';
import type { GameRegistry } from './games.ts';
import type { Hub } from './live/hub.ts';
import type { Mailer } from './mail/send.ts';
import { ReplayError, type Rooms } from './rooms/cache.ts';
import type { Room } from './rooms/room.ts';
import type { Play } from './rooms/submit.ts';
import type { Store } from './store/types.ts';

export interface Context {
  games: GameRegistry;
  store: Store;
  rooms: Rooms;
  hub: Hub;
  play: Play;
  /** The address players reach this server at, without a trailing slash. */
  publicUrl(): string;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies(): boolean;
  allowPrivateWebhooks: boolean;
  webRoot: string | null;
  /** "Your turn" mails, when the server was given an SMTP server (`--smtp-url`). */
  mailer?: Mailer | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The room of `id`, or a 404 (500 if its log no longer replays) already sent. */
export async function roomOr404(
  context: Context,
  reply: FastifyReply,
  id: string,
): Promise<Room | undefined> {
  if (!ID.test(id)) {
    fail(reply, 404, 'unknown-game', `no game '${id.slice(0, 64)}'`);
    return undefined;
  }
  try {
    const room = await context.rooms.get(id);
    if (!room) fail(reply, 404, 'unknown-game', `no game '${id}'`);
    return room ?? undefined;
  } catch (error) {
    if (!(error instanceof ReplayError)) throw error;
    reply.log.error({ err: error, game: id }, 'game does not replay');
    fail(reply, 500, 'replay-failed', error.message);
    return undefined;
  }
}

export function playUrl(context: Context, id: string, token?: string): string {
  const base = `${context.publicUrl()}/play/${id}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}
