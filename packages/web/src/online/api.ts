/**
 * The server's HTTP and WebSocket API, as the client uses it. Every request names the seat by its secret
 * token (Authorization: Bearer); the server answers with views only.
 */
import type { Action, Decision, GameEvent, Json, Outcome, Seat, Viewer } from '@wargame/engine';
import type { LogEntry, TableNotice } from '../table/types.ts';

/**
 * How a seat is filled: by the creator ('me': every such seat shares the creator's token), by whoever
 * first opens its one-time invite ('open', or a named player), or by the server's computer player ('ai'
 * at its default level; { ai: level }: at that level).
 */
export type SeatSpec =
  | 'me'
  | { me: true; player?: string }
  | 'open'
  | 'ai'
  | { ai: 'easy' | 'normal' | 'hard' }
  | { player: string };

export interface CreateGameRequest {
  game: string;
  scenario: string;
  options?: Record<string, Json>;
  position?: Json;
  seats?: Record<Seat, SeatSpec>;
  /** Seats one player holds with a single token (hot-seat online), e.g. [['top', 'bottom']]. */
  seatGroups?: Seat[][];
  allowScripted?: boolean;
  /** List the game in the lobby: anyone may take its open seats there, and watch it. */
  listed?: boolean;
}

export interface CreatedSeat {
  seat: Seat;
  /** The seats sharing this seat's token. */
  seats?: Seat[];
  token: string;
  url: string;
}

/** A one-time invite: the first browser that opens its link (`/play/:id?invite=…`) takes the seat. */
export interface CreatedInvite {
  seat: Seat;
  /** The seats the invite grants together (a seat group). */
  seats?: Seat[];
  invite: string;
  url: string;
}

export interface CreateGameResponse {
  id: string;
  game?: string;
  scenario?: string;
  version?: number;
  /** The creator's token: its seats' token, and the only one that may reissue invites. */
  creator?: { token: string };
  /** The creator's own seats, with their token. */
  seats: CreatedSeat[];
  invites?: CreatedInvite[];
  spectator: { url: string };
  commitment?: string;
  hotseat?: boolean;
  scripted?: boolean;
}

/** An entry of the server's log: one action (shown only for the holder's own seats) and its visible events. */
export interface ServerLogEntry {
  index: number;
  version: number;
  seat: Seat;
  action?: Action;
  events: GameEvent[];
}

/** A public event of the table outside the game's rules, as the server sends it: the table's, with its version. */
export interface Notice extends TableNotice {
  version: number;
}

export type PlayerStatus = 'creator' | 'invited' | 'claimed' | 'ai';

export interface PlayerInfo {
  seat: Seat;
  player: string | null;
  ai: boolean;
  aiLevel?: string;
  /** invited: its invite has not been used yet. */
  status?: PlayerStatus;
}

export interface Takeback {
  seat: Seat;
  toVersion: number;
  version: number;
}

/** What a holder of seats (or a spectator) receives: GET view, each action's answer, each live message. */
export interface GameSnapshot {
  id: string;
  game: string;
  scenario: string;
  version: number;
  status?: 'active' | 'over';
  /** The seats this token holds (empty: a spectator). */
  seats: Seat[];
  viewer: Viewer;
  view: Json;
  views?: Record<Seat, Json>;
  pending: Decision[];
  toAct: Seat[];
  legal: Record<Seat, Action[]>;
  log: ServerLogEntry[];
  logFrom: number;
  logLength: number;
  outcome: Outcome | null;
  commitment: string;
  seed?: string;
  takeback: Takeback | null;
  epoch?: number;
  players?: PlayerInfo[];
  /** One token holds every human seat. */
  hotseat?: boolean;
  /** Set up from a position that fixes hidden or random content (cards, dice). */
  scripted?: boolean;
  notices?: Notice[];
}

/** A line of a game's chat (`GET/POST /api/games/:id/chat`, and `{ type: 'chat', message }` live). */
export interface ChatMessage {
  id: number;
  /** ISO time. */
  at: string;
  seat: Seat;
  text: string;
}

/** A game of the lobby (`GET /api/lobby`): listed by its creator, with a seat to take or to watch. */
export interface LobbyGame {
  id: string;
  game: string;
  title?: string;
  scenario: string;
  toAct: Seat[];
  seats: { seat: Seat; player: string | null; ai: boolean; status?: PlayerStatus }[];
  /** Seats nobody has taken yet: `api.join` takes one. */
  openSeats: Seat[];
  createdAt?: string;
  updatedAt?: string;
  url?: string;
}

export interface LiveMessage extends Partial<GameSnapshot> {
  type?: 'snapshot' | 'update' | 'pong' | 'error' | 'chat';
  /** A chat line (`type: 'chat'`). */
  message?: ChatMessage;
  reset?: boolean;
  /** The reference of this client's move that the update accepts or the error refuses. */
  ref?: number | string;
  /** An error's status as POST /actions would give it (409 stale, 422 refused by the rules, …) and why. */
  httpStatus?: number;
  error?: { code?: string; message?: string; rule?: string };
}

/** A move sent on the live socket (the server checks it as it does POST /actions). */
export interface LiveAction {
  type: 'action';
  ref: number;
  seat?: Seat;
  action: Action;
  version: number;
}

export interface GameListItem {
  id: string;
  game: string;
  title?: string;
  scenario: string;
  status?: string;
  version?: number;
  seats?: Seat[];
  toAct?: Seat[];
  yourTurn?: boolean;
  outcome?: Outcome | null;
  updatedAt?: string;
  url?: string;
  hotseat?: boolean;
  scripted?: boolean;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly rule: string | undefined;
  constructor(status: number, code: string, message: string, rule?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.rule = rule;
  }
}

/** The API's origin: the page's own (the server serves the client), overridable for development. */
export function apiBase(): string {
  return (globalThis as { WARGAME_API?: string }).WARGAME_API ?? '';
}

async function call<R>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown } = {},
): Promise<R> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (thrown) {
    throw new ApiError(0, 'unreachable', thrown instanceof Error ? thrown.message : String(thrown));
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; rule?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? String(response.status),
      error?.message ?? (text || response.statusText),
      error?.rule,
    );
  }
  return data as R;
}

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const api = {
  createGame: (body: CreateGameRequest) => call<CreateGameResponse>('POST', '/api/games', { body }),
  /** The game as this token's seats may know it; without a token the session cookie (or a spectator's view). */
  view: (id: string, token: string | null) => call<GameSnapshot>('GET', `${game(id)}/view`, { token }),
  act: (id: string, token: string | null, body: { seat?: Seat; action: Action; version: number }) =>
    call<GameSnapshot>('POST', `${game(id)}/actions`, { token, body }),
  undo: (id: string, token: string | null, version: number, toVersion?: number) =>
    call<GameSnapshot>('POST', `${game(id)}/undo`, {
      token,
      body: toVersion === undefined ? { version } : { version, toVersion },
    }),
  takeback: (id: string, token: string | null, version: number, toVersion: number) =>
    call<GameSnapshot>('POST', `${game(id)}/takeback`, { token, body: { version, toVersion } }),
  answerTakeback: (id: string, token: string | null, accept: boolean, version?: number) =>
    call<GameSnapshot>('POST', `${game(id)}/takeback/${accept ? 'accept' : 'decline'}`, {
      token,
      body: version === undefined ? {} : { version },
    }),
  /** A new one-time invite for a seat nobody has taken yet (the creator's token); the old one dies. */
  reissueInvite: (id: string, creatorToken: string, seat: Seat) =>
    call<CreatedInvite>('POST', `${game(id)}/seats/${encodeURIComponent(seat)}/invite`, {
      token: creatorToken,
    }),
  /** The save (wargame-save/1); it has its seed once the game is over. */
  save: async (id: string, token: string | null): Promise<string> => {
    const data = await call<unknown>('GET', `${game(id)}/save`, { token });
    return typeof data === 'string' ? data : JSON.stringify(data);
  },
  /** The games these tokens (and this browser's session cookies) hold seats in. */
  list: (tokens: readonly string[]) => {
    const query = tokens.map((t) => `token=${encodeURIComponent(t)}`).join('&');
    return call<{ games: GameListItem[] }>('GET', `/api/games${query ? `?${query}` : ''}`);
  },
  /** The last lines of the game's chat (anyone may read them). */
  chat: (id: string, token: string | null) =>
    call<{ messages: ChatMessage[] }>('GET', `${game(id)}/chat`, { token }),
  /** A line from one of this token's seats (the session cookie's when no token). */
  postChat: (id: string, token: string | null, text: string, seat?: Seat) =>
    call<{ message: ChatMessage }>('POST', `${game(id)}/chat`, {
      token,
      body: seat === undefined ? { text } : { text, seat },
    }),
  /** The games listed in the lobby: with a seat to take, and in progress to watch. */
  lobby: () => call<{ open: LobbyGame[]; live: LobbyGame[] }>('GET', '/api/lobby'),
  /** Take an open seat of a listed game; the server puts its token in this browser's session cookie. */
  join: (id: string, seat?: Seat) =>
    call<{ id: string; seats: Seat[]; token: string }>('POST', `${game(id)}/join`, {
      body: seat === undefined ? {} : { seat },
    }),
  /** Where this seat's "your turn" mails go (its holder only; 501 when the server sends no mail). */
  email: (id: string, token: string | null, seat: Seat) =>
    call<{ seat: Seat; email: string | null }>('GET', `${game(id)}/seats/${encodeURIComponent(seat)}/email`, {
      token,
    }),
  setEmail: (id: string, token: string | null, seat: Seat, email: string | null) =>
    call<{ seat: Seat; email: string | null }>('PUT', `${game(id)}/seats/${encodeURIComponent(seat)}/email`, {
      token,
      body: { email },
    }),
  liveUrl: (id: string, token: string | null): string => {
    const base = apiBase() || globalThis.location?.origin || '';
    const ws = base.replace(/^http/, 'ws');
    return `${ws}${game(id)}/live${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  },
};

/**
 * Merge a snapshot whose log starts at `logFrom` into the full log held so far. The notices come whole
 * in every snapshot that has them; one without keeps those held.
 */
export function mergeSnapshot(current: GameSnapshot | null, next: GameSnapshot, reset = false): GameSnapshot {
  if (!current || reset || next.logFrom === 0 || next.epoch !== current.epoch) return next;
  if (next.version < current.version) return current;
  return {
    ...next,
    log: [...current.log.slice(0, next.logFrom), ...next.log],
    logFrom: 0,
    ...(next.notices === undefined && current.notices ? { notices: current.notices } : {}),
  };
}

/** Events that roll dice or reveal something: the server will not undo past them without consent. */
const REVEALING = new Set([
  'dice',
  'draw',
  'draw-detail',
  'card-played',
  'card-roll',
  'leader-check',
  'reshuffle',
]);
export function looksLikeBoundary(entry: ServerLogEntry | LogEntry): boolean {
  return entry.events.some((e) => REVEALING.has(e.type));
}

/** The server's notices as the table's: each after the first `at` log entries. */
export function tableNotices(notices: readonly Notice[] | undefined): TableNotice[] {
  return (notices ?? []).map((n) => ({
    at: n.at,
    type: n.type,
    ...(n.seat !== undefined ? { seat: n.seat } : {}),
    ...(n.commitment !== undefined ? { commitment: n.commitment } : {}),
  }));
}

/** The server's log entries as the table's (the same shape: index, seat, own actions, visible events). */
export function tableLog(log: readonly ServerLogEntry[]): LogEntry[] {
  return log.map((e) => ({
    index: e.index,
    seat: e.seat,
    ...(e.action ? { action: e.action } : {}),
    events: e.events,
  }));
}
