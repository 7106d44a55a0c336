/**
 * createServer: one Fastify instance with its store, rooms, live hub and routes. `listen()` starts it;
 * `close()` stops accepting, closes the sockets and the store.
 */
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Context } from './context.ts';
import { errorBodyOf, fail } from './errors.ts';
import { type AnyGame, defaultGames, registryOf } from './games.ts';
import { createBudgets, retryText } from './limits/budgets.ts';
import { holderOf } from './limits/holder.ts';
import { limitRequests } from './limits/http.ts';
import { createHub, type HubLimits } from './live/hub.ts';
import { createMailer, type MailSettings } from './mail/send.ts';
import type { AiPlayer } from './rooms/ai.ts';
import { type AiPool, createAiPool } from './rooms/ai-pool.ts';
import { createRooms } from './rooms/cache.ts';
import { createPlay } from './rooms/submit.ts';
import { registerActions } from './routes/actions.ts';
import { registerCatalog } from './routes/catalog.ts';
import { chatJson, registerChat } from './routes/chat.ts';
import { registerCreate } from './routes/create.ts';
import { registerEmail } from './routes/email.ts';
import { registerList } from './routes/list.ts';
import { registerLive } from './routes/live.ts';
import { registerLobby } from './routes/lobby.ts';
import { registerSave } from './routes/save.ts';
import { registerSession } from './routes/session.ts';
import { registerStatic } from './routes/static.ts';
import { registerUndo } from './routes/undo.ts';
import { registerView } from './routes/view.ts';
import { registerWebhook } from './routes/webhook.ts';
import { DEFAULT_DB_PATH, openStore } from './store/open.ts';
import type { Store } from './store/types.ts';
import { createWebhooks, type Webhooks } from './webhooks/send.ts';

export interface ServerOptions {
  /** TCP port (0: any free port). Default 8080. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1; use 0.0.0.0 to accept other machines. */
  host?: string;
  /** A postgres:// URL, a SQLite file path (':memory:' for none), or an open Store. Default .wargame/wargame.db. */
  db?: string | Store;
  /** The address players reach the server at (invite links, cookies' Secure flag). Default http://host:port. */
  publicUrl?: string;
  /** The games to host. Default: every game of the platform. */
  games?: readonly AnyGame[];
  /** Serve the built web client from this directory. */
  webRoot?: string | null;
  /**
   * The budget per window (default 1200 a minute) of each token the server knows, and as many moves
   * (POST /actions, live-socket moves) apart; of each address without a known token; and 4 × it for
   * everything from one address. Live-socket messages count like requests; creating games: a tenth of
   * it per address. Chat lines: `chat` per token and window (default the lesser of `max` and 20).
   * false: no limit.
   */
  rateLimit?: { max: number; windowMs: number; chat?: number } | false;
  /** Largest request body in bytes (default 64 KiB); larger ones get 413. */
  bodyLimit?: number;
  webhooks?: { timeoutMs?: number; allowPrivate?: boolean };
  /** "Your turn" e-mails through this SMTP server (`mail/send.ts`); none without. */
  mail?: MailSettings;
  /**
   * Who plays 'ai' seats; false: nobody. Default: IS-MCTS ('mcts:easy') in a pool of worker threads, which
   * sees only the seat's view (`aiWorkers` threads, default 1, started on first use).
   */
  ai?: AiPlayer | false;
  /** Worker threads of the default AI player (default 1). */
  aiWorkers?: number;
  /** Fastify's logger: false (default) or a level. Tokens are removed from logged URLs. */
  log?: false | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /**
   * Behind proxies, which X-Forwarded-For entry is the client (for budgets and socket caps): the number
   * of proxy hops in front of the server, or the proxies' addresses (IPs, CIDR ranges, or `loopback`,
   * `linklocal`, `uniquelocal`). Never every hop: the leftmost entry is whatever the client wrote.
   */
  trustProxy?: number | readonly string[] | false;
  /** Live sockets: at most this many per address (default 16), and the bytes queued across all of them. */
  live?: HubLimits & { maxPerAddress?: number };
  /** SQLite: 'full' (default) fsyncs each commit (safe from power cuts); 'normal' only from crashes. */
  sqliteSynchronous?: 'full' | 'normal';
  /** Games kept in memory besides those with live connections (default 5000). */
  maxCachedGames?: number;
}

export interface WargameServer {
  app: FastifyInstance;
  store: Store;
  context: Context;
  /** Start listening; resolves to the address (http://host:port). */
  listen(): Promise<string>;
  /** The listening address (after listen). */
  url(): string;
  close(): Promise<void>;
}

const DEFAULT_BODY_LIMIT = 64 * 1024;

export async function createServer(options: ServerOptions = {}): Promise<WargameServer> {
  let onReconnect = () => {};
  const store =
    typeof options.db === 'object'
      ? options.db
      : await openStore(options.db ?? DEFAULT_DB_PATH, {
          onReconnect: () => onReconnect(),
          ...(options.sqliteSynchronous ? { sqliteSynchronous: options.sqliteSynchronous } : {}),
        });
  const games = registryOf(options.games ?? (await defaultGames()));
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    bodyLimit,
    trustProxy: fastifyTrust(options.trustProxy),
    logger: options.log
      ? {
          level: options.log,
          serializers: {
            req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
          },
        }
      : false,
  });
  const warn = (message: string) => app.log.warn(message);

  let address = '';
  const publicUrl = () => (options.publicUrl ?? address).replace(/\/+$/, '');
  const hub = createHub(options.live);
  const rooms = createRooms({
    store,
    games,
    ...(options.maxCachedGames === undefined ? {} : { max: options.maxCachedGames }),
    inUse: (id) => hub.count(id) > 0,
  });
  const webhooks = createWebhooks({
    store,
    publicUrl,
    timeoutMs: options.webhooks?.timeoutMs ?? 5000,
    allowPrivate: options.webhooks?.allowPrivate ?? false,
    warn,
  });
  const aiPool: AiPool | null =
    options.ai === undefined
      ? createAiPool(options.aiWorkers === undefined ? {} : { size: options.aiWorkers })
      : null;
  const ai = options.ai === false ? null : (options.ai ?? aiPool?.player ?? null);
  const mailer = options.mail ? createMailer({ mail: options.mail, store, hub, publicUrl, warn }) : null;
  // Whoever is told that a seat is due: its webhook, and its player by mail.
  const notices: Webhooks = {
    turnsChanged(room, before) {
      webhooks.turnsChanged(room, before);
      mailer?.turnsChanged(room, before);
    },
  };
  const play = createPlay({ store, rooms, hub, webhooks: notices, ai, warn });
  const context: Context = {
    games,
    store,
    rooms,
    hub,
    play,
    publicUrl,
    secureCookies: () => publicUrl().startsWith('https:'),
    allowPrivateWebhooks: options.webhooks?.allowPrivate ?? false,
    webRoot: options.webRoot ?? null,
    mailer,
  };

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const { status, body } = errorBodyOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    fail(reply, 404, 'not-found', `no route ${request.method} ${redactUrl(request.url)}`),
  );

  const limit = options.rateLimit === undefined ? { max: 1200, windowMs: 60_000 } : options.rateLimit;
  const budgets = limit ? createBudgets(limit.max, limit.windowMs, limit.chat) : null;
  if (budgets) limitRequests(app, budgets, holderOf(store));
  if (limit) {
    // Only for routes that ask for a limit of their own in their config (creating games).
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(retryText('requests', context.ttl)), { statusCode: 429 }),
    });
  }
  await app.register(websocket, { options: { maxPayload: bodyLimit } });

  registerCatalog(app, context);
  registerCreate(app, context, limit ? Math.max(1, Math.floor(limit.max / 10)) : null);
  registerList(app, context);
  registerView(app, context);
  registerActions(app, context);
  registerUndo(app, context);
  registerSave(app, context);
  registerWebhook(app, context);
  registerChat(app, context);
  registerLobby(app, context);
  registerEmail(app, context);
  registerSession(app, context);
  registerLive(app, context, budgets, options.live?.maxPerAddress ?? 16);
  if (context.webRoot) registerStatic(app, context.webRoot);

  // Another process changed a game (PostgreSQL): read its new rows and push them to our sockets.
  const catchUp = (id: string) => {
    const room = rooms.peek(id);
    if (!room) return;
    void rooms
      .withLock(id, async () => {
        if (await rooms.catchUp(room)) hub.push(room);
      })
      .catch((error: Error) => warn(`catching up game ${id}: ${error.message}`));
  };
  await store.listen((id, version) => {
    const room = rooms.peek(id);
    if (room && room.record.version < version) catchUp(id);
  });
  // Chat lines another process added (PostgreSQL): to our sockets of that game.
  await store.listenChat((message) => hub.broadcast(message.gameId, chatJson(message)));
  // Notices sent while the listening connection was down are lost: re-read every cached game.
  onReconnect = () => {
    for (const id of rooms.ids()) catchUp(id);
  };

  let closed = false;
  return {
    app,
    store,
    context,
    async listen() {
      const host = options.host ?? '127.0.0.1';
      await app.listen({ port: options.port ?? 8080, host });
      const bound = app.server.address();
      const port = typeof bound === 'object' && bound ? bound.port : options.port;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      address = `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
      return address;
    },
    url: () => address,
    async close() {
      if (closed) return;
      closed = true;
      hub.closeAll();
      await app.close();
      await aiPool?.close();
      await mailer?.close();
      await store.close();
    },
  };
}

/** Fastify's trustProxy. A number there trusts nothing, so a hop count is a function of the hop. */
function fastifyTrust(
  value: ServerOptions['trustProxy'],
): ((address: string, hop: number) => boolean) | string[] | false {
  if ((value as unknown) === true) {
    throw new Error("trustProxy: give the number of proxy hops or the proxies' addresses, not true");
  }
  if (value === undefined || value === false || value === 0) return false;
  if (typeof value !== 'number') return [...value];
  return (_address, hop) => hop < value;
}

/** A URL with its token parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|invite)=)[^&#]*/gi, '$1REDACTED');
}
