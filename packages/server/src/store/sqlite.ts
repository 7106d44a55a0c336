/**
 * The embedded store: one SQLite file (better-sqlite3) with a WAL journal. Reads run on this thread's
 * connection; writes run in a worker thread that commits whatever has queued up in one transaction
 * (`sqlite-writer.ts`), so the event loop never waits for a disk. A transaction is in the WAL
 * when `append` resolves, so it survives the process being killed at any moment. `synchronous`: 'full'
 * (default) also fsyncs every commit, so it survives a power cut or an OS crash too; 'normal' skips that
 * fsync (much faster; a power cut may lose the last commits, a killed process never does). For one
 * server process: SQLite cannot tell other processes about new actions.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { checkSqliteFile, checkSqliteMigrations } from './integrity.ts';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { type Row, toChat, toGame, toLogRow, toSeat, toTokenSeat } from './rows.ts';
import { inlineWriter, threadedWriter } from './sqlite-writer.ts';
import type { WriteOp } from './sqlite-writes.ts';
import type { AppendResult, SeatRow, Store } from './types.ts';

/** The listed games a lobby shows: with a seat nobody has claimed, or with none left. */
const LISTED_SQL = (has: boolean) => `
  SELECT * FROM games WHERE listed = 1 AND status = 'active'
    AND ${has ? '' : 'NOT '}EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.invite_hash IS NOT NULL)
  ORDER BY updated_at DESC LIMIT ?`;

/** Open (creating if needed) the database at `path` (':memory:' for a throwaway one) and migrate it. */
export type SqliteSynchronous = 'full' | 'normal';

export function openSqliteStore(path: string, synchronous: SqliteSynchronous = 'full'): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  checkSqliteFile(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const selectGame = db.prepare('SELECT * FROM games WHERE id = ?');
  const selectSeats = db.prepare('SELECT * FROM seats WHERE game_id = ? ORDER BY seat_order');
  const selectLog = db.prepare('SELECT * FROM actions WHERE game_id = ? AND version > ? ORDER BY version');
  const selectOpen = db.prepare(LISTED_SQL(true));
  const selectFull = db.prepare(LISTED_SQL(false));
  const selectChat = db.prepare(
    'SELECT * FROM (SELECT * FROM chat_messages WHERE game_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
  );
  const selectEmails = db.prepare('SELECT seat, address FROM seat_emails WHERE game_id = ?');
  const writer = path === ':memory:' ? inlineWriter(db) : threadedWriter({ path, synchronous });
  const write = async (op: WriteOp): Promise<AppendResult | number | null> => {
    const result = await writer.write(op);
    if (result.ok) return result.value;
    throw Object.assign(new Error(result.message), result.code ? { code: result.code } : {});
  };

  return {
    kind: 'sqlite',
    shared: false,
    async createGame(game, seats) {
      await write({ op: 'createGame', game, seats });
    },
    async loadGame(id) {
      const game = selectGame.get(id) as Row | undefined;
      if (!game) return null;
      return { game: toGame(game), seats: (selectSeats.all(id) as Row[]).map(toSeat) };
    },
    async loadSeats(id) {
      return (selectSeats.all(id) as Row[]).map(toSeat);
    },
    async loadLog(id, afterVersion = 0) {
      return (selectLog.all(id, afterVersion) as Row[]).map(toLogRow);
    },
    async append(id, row, update, seatChange): Promise<AppendResult> {
      const result = await write({ op: 'append', id, row, update, ...(seatChange ? { seatChange } : {}) });
      return result === 'conflict' ? 'conflict' : 'ok';
    },
    async findTokens(hashes) {
      if (hashes.length === 0) return [];
      const marks = hashes.map(() => '?').join(', ');
      const rows = db
        .prepare(`SELECT game_id, seat, token_hash FROM seats WHERE token_hash IN (${marks})`)
        .all(...hashes) as Row[];
      return rows.map(toTokenSeat);
    },
    async listGames(ids) {
      if (ids.length === 0) return [];
      const marks = ids.map(() => '?').join(', ');
      const rows = db
        .prepare(`SELECT * FROM games WHERE id IN (${marks}) ORDER BY updated_at DESC`)
        .all(...ids) as Row[];
      return rows.map(toGame);
    },
    async setWebhook(id, seat, url) {
      await write({ op: 'setWebhook', id, seat, url });
    },
    async listListed(kind, limit) {
      return ((kind === 'open' ? selectOpen : selectFull).all(limit) as Row[]).map(toGame);
    },
    async loadSeatsOf(ids) {
      const byGame = new Map<string, SeatRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byGame;
      const marks = ids.map(() => '?').join(', ');
      const rows = db
        .prepare(`SELECT * FROM seats WHERE game_id IN (${marks}) ORDER BY game_id, seat_order`)
        .all(...ids) as Row[];
      for (const row of rows) byGame.get(String(row.game_id))?.push(toSeat(row));
      return byGame;
    },
    async addChat(id, seat, text) {
      const createdAt = new Date().toISOString();
      const chatId = Number(await write({ op: 'addChat', id, seat, text, at: createdAt }));
      return { id: chatId, gameId: id, seat, text, createdAt };
    },
    async loadChat(id, limit) {
      return (selectChat.all(id, limit) as Row[]).map(toChat);
    },
    async listenChat() {},
    async setSeatEmail(id, seat, address) {
      await write({ op: 'setSeatEmail', id, seat, address });
    },
    async loadSeatEmails(id) {
      const rows = selectEmails.all(id) as Row[];
      return Object.fromEntries(rows.map((r) => [String(r.seat), String(r.address)]));
    },
    async listen() {},
    async close() {
      await writer.close();
      db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  db.exec(MIGRATIONS_TABLE);
  checkSqliteMigrations(db);
  const isApplied = db.prepare('SELECT 1 FROM migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of MIGRATIONS) {
    // IMMEDIATE takes the write lock first, so two processes opening one file migrate once.
    db.transaction(() => {
      if (isApplied.get(migration.id)) return;
      db.exec(migration.sqlite);
      record.run(migration.id, migration.name, new Date().toISOString());
    }).immediate();
  }
}
