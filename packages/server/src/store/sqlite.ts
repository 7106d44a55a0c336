/**
 * The embedded store: one SQLite file (better-sqlite3) with a WAL journal. A transaction is in the WAL
 * when `append` resolves, so it survives the process being killed at any moment. `synchronous`: 'full'
 * (default) also fsyncs every commit, so it survives a power cut or an OS crash too; 'normal' skips that
 * fsync (much faster; a power cut may lose the last commits, a killed process never does). For one
 * server process: SQLite cannot tell other processes about new actions.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { jsonText, type Row, toGame, toLogRow, toSeat } from './rows.ts';
import type { AppendResult, GameRow, GameUpdate, NewLogRow, SeatRow, Store, TokenSeat } from './types.ts';

/** Open (creating if needed) the database at `path` (':memory:' for a throwaway one) and migrate it. */
export type SqliteSynchronous = 'full' | 'normal';

export function openSqliteStore(path: string, synchronous: SqliteSynchronous = 'full'): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertGame = db.prepare(
    `INSERT INTO games (id, game, scenario, options, position, seed, commitment, version, status, to_act,
       outcome, created_at, updated_at)
     VALUES (@id, @game, @scenario, @options, @position, @seed, @commitment, @version, @status, @toAct,
       @outcome, @createdAt, @updatedAt)`,
  );
  const insertSeat = db.prepare(
    `INSERT INTO seats (game_id, seat, token_hash, player, ai, webhook, seat_order)
     VALUES (@gameId, @seat, @tokenHash, @player, @ai, @webhook, @order)`,
  );
  const selectGame = db.prepare('SELECT * FROM games WHERE id = ?');
  const selectSeats = db.prepare('SELECT * FROM seats WHERE game_id = ? ORDER BY seat_order');
  const selectLog = db.prepare('SELECT * FROM actions WHERE game_id = ? AND version > ? ORDER BY version');
  const insertRow = db.prepare(
    `INSERT INTO actions (game_id, version, kind, seat, action, boundary, to_version, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateGame = db.prepare(
    `UPDATE games SET version = ?, to_act = ?, status = ?, outcome = ?, updated_at = ?
     WHERE id = ? AND version = ?`,
  );
  const markUndone = db.prepare(
    `UPDATE actions SET undone_by = ?
     WHERE game_id = ? AND kind = 'action' AND version > ? AND undone_by IS NULL`,
  );
  const updateWebhook = db.prepare('UPDATE seats SET webhook = ? WHERE game_id = ? AND seat = ?');

  const createTx = db.transaction((game: GameRow, seats: SeatRow[]) => {
    insertGame.run(gameParams(game));
    for (const [order, seat] of seats.entries()) insertSeat.run(seatParams(game.id, seat, order));
  });

  class Conflict extends Error {}
  const appendTx = db.transaction((id: string, row: NewLogRow, update: GameUpdate, now: string) => {
    const changed = updateGame.run(
      row.version,
      JSON.stringify(update.toAct),
      update.status,
      jsonText(update.outcome),
      now,
      id,
      row.version - 1,
    ).changes;
    if (changed !== 1) throw new Conflict();
    insertRow.run(
      id,
      row.version,
      row.kind,
      row.seat,
      jsonText(row.action),
      row.boundary ? 1 : 0,
      row.toVersion,
      now,
    );
    if (row.kind === 'undo') markUndone.run(row.version, id, row.toVersion ?? 0);
  });

  return {
    kind: 'sqlite',
    shared: false,
    async createGame(game, seats) {
      createTx(game, seats);
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
    async append(id, row, update): Promise<AppendResult> {
      try {
        appendTx(id, row, update, new Date().toISOString());
        return 'ok';
      } catch (error) {
        if (error instanceof Conflict || isConstraint(error)) return 'conflict';
        throw error;
      }
    },
    async findTokens(hashes) {
      if (hashes.length === 0) return [];
      const marks = hashes.map(() => '?').join(', ');
      const rows = db
        .prepare(`SELECT game_id, seat, token_hash FROM seats WHERE token_hash IN (${marks})`)
        .all(...hashes) as Row[];
      return rows.map(
        (r): TokenSeat => ({
          gameId: String(r.game_id),
          seat: String(r.seat),
          tokenHash: String(r.token_hash),
        }),
      );
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
      updateWebhook.run(url, id, seat);
    },
    async listen() {},
    async close() {
      db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  db.exec(MIGRATIONS_TABLE);
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

function isConstraint(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_CONSTRAINT')
  );
}

function gameParams(game: GameRow): Row {
  return {
    ...game,
    options: JSON.stringify(game.options),
    position: jsonText(game.position),
    toAct: JSON.stringify(game.toAct),
    outcome: jsonText(game.outcome),
  };
}

function seatParams(gameId: string, seat: SeatRow, order: number): Row {
  return { gameId, ...seat, ai: seat.ai ? 1 : 0, order };
}
