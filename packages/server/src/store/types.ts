/**
 * Storage behind one small interface. The action log is the source of truth: a game's state is its
 * setup (scenario or position, options, seed) replayed through its log. Two implementations: SQLite
 * (embedded default, one server process) and PostgreSQL (several processes, fan-out by LISTEN/NOTIFY).
 */
import type { Action, Json, Outcome, RngAlgorithm, Seat } from '@wargame/engine';

export type GameStatus = 'active' | 'over';

/** The AI's strength at a seat the server plays (the agents mcts:easy, mcts:normal, mcts:hard). */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export interface GameRow {
  id: string;
  game: string;
  scenario: string;
  options: Record<string, Json>;
  /** The game's own position JSON the game started from, or null for the scenario's setup. */
  position: Json | null;
  /** Secret until the game is over. */
  seed: string;
  /** Hex SHA-256 of the seed, public from the start. */
  commitment: string;
  /** The version of the last log row (0 before any). */
  version: number;
  /** SHA-256 of the creator's token (its seats' token, or one holding none); null for older games. */
  creatorHash: string | null;
  /** The position fixes hidden or random content (hands, deck order, forced outcomes). */
  scripted: boolean;
  /** The game's generator (LEGACY_RNG for games stored before it was recorded). */
  rng: RngAlgorithm;
  /** Listed in the lobby by its creator (its open seats may be joined by anyone, and it may be watched). */
  listed?: boolean;
  status: GameStatus;
  /** Seats with a pending decision, for listings without replaying the game. */
  toAct: Seat[];
  outcome: Outcome | null;
  createdAt: string;
  updatedAt: string;
}

export interface SeatRow {
  seat: Seat;
  /** SHA-256 of the seat's token; seats held by one player share it. Null for AI and unclaimed seats. */
  tokenHash: string | null;
  /** SHA-256 of the seat's one-time invite while nobody has claimed it; seats of one group share it. */
  inviteHash: string | null;
  /** A display name given at creation, if any. */
  player: string | null;
  ai: boolean;
  /** For an AI seat, how strongly it plays; null: the server's default level. */
  aiLevel: AiLevel | null;
  /** Where to POST "your turn" notices, if anywhere. */
  webhook: string | null;
}

/**
 * One entry of the append-only log. `action`: a seat's move. `undo`: the effective action list goes back
 * to what it was right after the action of version `toVersion` (0: the start); the undone rows are
 * marked with `undoneBy`, never deleted. `takeback-request` / `takeback-decline`: the consent protocol
 * for undoing past a boundary or another seat's move. `seat-claim` / `invite-reissue`: a seat's invite
 * was used (the seats now have a token) or replaced by a new one (public events; the seat rows change
 * in the same transaction).
 */
export type LogKind =
  | 'action'
  | 'undo'
  | 'takeback-request'
  | 'takeback-decline'
  | 'seat-claim'
  | 'invite-reissue';

export interface NewLogRow {
  /** The game's version after this row: one more than before. Unique per game. */
  version: number;
  kind: LogKind;
  seat: Seat;
  action: Action | null;
  /** For actions: the engine's undo-boundary flag (randomness consumed or hidden information revealed). */
  boundary: boolean;
  toVersion: number | null;
  /** An undo row that took back an undo boundary: the fresh secret the generator is reseeded with. */
  secret: string | null;
}

/** The seat rows a claim or reissue changes, written with its log row. */
export interface SeatChange {
  seats: Seat[];
  tokenHash: string | null;
  inviteHash: string | null;
}

export interface LogRow extends NewLogRow {
  /** The version of the undo row that took this action back, if one did. */
  undoneBy: number | null;
  createdAt: string;
}

/** The fields of the game row that follow each log row. */
export interface GameUpdate {
  toAct: Seat[];
  status: GameStatus;
  outcome: Outcome | null;
}

export interface TokenSeat {
  gameId: string;
  seat: Seat;
  tokenHash: string;
}

export type AppendResult = 'ok' | 'conflict';

/** One line of a game's chat, as stored. `id` grows with every message of every game. */
export interface ChatRow {
  id: number;
  gameId: string;
  seat: Seat;
  text: string;
  /** ISO time. */
  createdAt: string;
}

/** Which listed games a lobby asks for: with a seat nobody has taken yet, or with every seat taken. */
export type ListedKind = 'open' | 'full';

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** True when other processes may write to the same games (PostgreSQL): caches must catch up. */
  readonly shared: boolean;
  createGame(game: GameRow, seats: SeatRow[]): Promise<void>;
  loadGame(id: string): Promise<{ game: GameRow; seats: SeatRow[] } | null>;
  loadSeats(id: string): Promise<SeatRow[]>;
  /** Log rows with a version above `afterVersion`, in order. */
  loadLog(id: string, afterVersion?: number): Promise<LogRow[]>;
  /**
   * In one transaction: insert the row (its version must be the game's version plus one), update the
   * game, mark the rows an undo takes back, and (PostgreSQL) notify listeners. Durable when it resolves.
   * 'conflict' when another writer got that version first; nothing is written then. `seatChange`: the
   * seat rows to change in the same transaction (claims and reissued invites).
   */
  append(id: string, row: NewLogRow, update: GameUpdate, seatChange?: SeatChange): Promise<AppendResult>;
  /** The seats held by any of these token hashes, across games. */
  findTokens(hashes: readonly string[]): Promise<TokenSeat[]>;
  /** The game rows of these ids (missing ids are skipped), most recently updated first. */
  listGames(ids: readonly string[]): Promise<GameRow[]>;
  setWebhook(id: string, seat: Seat, url: string | null): Promise<void>;
  /** Active games listed in the lobby, most recently updated first, at most `limit`. */
  listListed(kind: ListedKind, limit: number): Promise<GameRow[]>;
  /** The seat rows of several games at once (in seat order), by game id. */
  loadSeatsOf(ids: readonly string[]): Promise<Map<string, SeatRow[]>>;
  /** Add a chat line; the stored row (its id and time) once committed. */
  addChat(id: string, seat: Seat, text: string): Promise<ChatRow>;
  /** The last `limit` chat lines of a game, oldest first. */
  loadChat(id: string, limit: number): Promise<ChatRow[]>;
  /** Calls `onMessage` for every chat line another process adds (PostgreSQL); SQLite never calls it. */
  listenChat(onMessage: (message: ChatRow) => void): Promise<void>;
  /** Set (null: remove) the address a seat's "your turn" mails go to. Never part of a view or a save. */
  setSeatEmail(id: string, seat: Seat, address: string | null): Promise<void>;
  /** The addresses of the seats of a game that gave one. */
  loadSeatEmails(id: string): Promise<Record<Seat, string>>;
  /** Calls `onChange` after any process appends to any game (PostgreSQL); SQLite never calls it. */
  listen(onChange: (id: string, version: number) => void): Promise<void>;
  close(): Promise<void>;
}

/** The JSON of a column, or null. */
export function parseJsonColumn<T>(text: unknown): T | null {
  if (text === null || text === undefined) return null;
  if (typeof text !== 'string') return text as T;
  return JSON.parse(text) as T;
}
