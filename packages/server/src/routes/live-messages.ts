/**
 * What a client may send on its live socket. A seat's client may move there:
 * `{ type: 'action', ref?, seat?, action, version }`, checked as POST /actions is (same schema, seats,
 * versions and rules); the update that accepts it carries its `ref`, and a refusal is
 * `{ type: 'error', ref?, httpStatus, error, version? }` with the status the HTTP route would have
 * given (named apart from a snapshot's `status`, 'active' or 'over').
 * `{ type: 'ping' }` gets `{ type: 'pong' }`. Every message counts against the budgets HTTP requests
 * use (`limits/budgets.ts`): the socket's token's (its moves apart), else its address's. JSON nested
 * too deep is refused (400) before the schema sees it; a message over the size limit closes the socket
 * (1009, by `ws` before it reaches this code).
 */
import type { RuleError } from '@wargame/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { Context } from '../context.ts';
import { issuesText } from '../errors.ts';
import { MAX_JSON_DEPTH, tooDeep } from '../json-depth.ts';
import { type Budgets, retryText } from '../limits/budgets.ts';
import type { Connection } from '../live/hub.ts';
import type { MoveRef } from '../rooms/snapshot.ts';
import { moveOf } from './actions.ts';
import { type LiveMessage, liveMessage } from './schemas.ts';

type Ref = MoveRef | undefined;

export interface LiveMessagesOptions {
  context: Context;
  connection: Connection;
  gameId: string;
  ip: string;
  /** The hash of the socket's token when it holds seats (null: a spectator's socket). */
  tokenHash: string | null;
  budgets: Budgets | null;
  log: FastifyBaseLogger;
}

/** The handler of one connection's messages. */
export function liveMessages(options: LiveMessagesOptions): (data: RawData) => void {
  const { context, connection, gameId, ip, tokenHash, budgets, log } = options;
  const { socket } = connection;

  const reply = (message: Record<string, unknown>) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = (ref: Ref, httpStatus: number, error: RuleError, version?: number) =>
    reply({
      type: 'error',
      ...(ref === undefined ? {} : { ref }),
      httpStatus,
      error,
      ...(version === undefined ? {} : { version }),
    });

  const move = async (message: Extract<LiveMessage, { type: 'action' }>) => {
    const { ref } = message;
    if (connection.seats.length === 0) {
      const text = "a spectator's socket cannot act: connect with a seat's token";
      return refuse(ref, 403, { code: 'forbidden', message: text });
    }
    const planned = moveOf(connection.seats, message);
    if ('error' in planned) return refuse(ref, planned.status, planned.error);
    const room = await context.rooms.get(gameId);
    if (!room) return refuse(ref, 404, { code: 'unknown-game', message: `no game '${gameId}'` });
    const origin = ref === undefined ? undefined : { connection, ref };
    const result = await context.play.submit(room, message.version, planned.draft, origin);
    if (!result.ok) refuse(ref, result.status, result.error, result.version);
  };

  return (data) => {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      json = undefined;
    }
    const moving = isObject(json) && json.type === 'action';
    const wait = budgets?.take(ip, tokenHash, moving ? 'move' : 'request') ?? 0;
    if (wait > 0) {
      const text = retryText(moving ? 'moves' : 'messages', wait);
      return refuse(refOf(json), 429, { code: 'rate-limited', message: text });
    }
    if (json === undefined) {
      return refuse(undefined, 400, { code: 'malformed', message: 'a message must be JSON' });
    }
    if (tooDeep(json)) {
      const text = `malformed message: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
      return refuse(refOf(json), 400, { code: 'too-deep', message: text });
    }
    const parsed = liveMessage.safeParse(json);
    if (!parsed.success) {
      const text = `malformed message: ${issuesText(parsed.error)}`;
      return refuse(refOf(json), 400, { code: 'malformed', message: text });
    }
    const message = parsed.data;
    if (message.type === 'ping') return reply({ type: 'pong' });
    move(message).catch((error: Error) => {
      log.error({ err: error, game: gameId }, 'live move failed');
      refuse(message.ref, 500, { code: 'internal', message: 'internal error' });
    });
  };
}

const isObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

/** The `ref` of a message the schema refused, when it has a usable one (so the client can match the error). */
function refOf(json: unknown): Ref {
  if (!isObject(json) || !('ref' in json)) return undefined;
  const { ref } = json;
  if (typeof ref === 'string' && ref.length <= 64) return ref;
  return Number.isSafeInteger(ref) && (ref as number) >= 0 ? (ref as number) : undefined;
}
