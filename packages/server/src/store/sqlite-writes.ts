/**
 * Every write of the SQLite store, as operations run in batches: one transaction, one commit (and so one
 * fsync) for all the operations that arrived while the previous batch was committing. Each operation
 * has its own savepoint, so a conflicting append or a duplicate game fails alone. Used in the thread
 * that owns the database connection for writing (`sqlite-writer.ts`), or inline for ':memory:'.
 */
import type Database from 'better-sqlite3';
import { jsonText, type Row } from './rows.ts';
import type { AppendResult, GameRow, GameUpdate, NewLogRow, SeatChange, SeatRow } from './types.ts';

export type WriteOp =
  | { op: 'createGame'; game: GameRow; seats: SeatRow[] }
  | { op: 'append'; id: string; row: NewLogRow; update: GameUpdate; seatChange?: SeatChange }
  | { op: 'setWebhook'; id: string; seat: string; url: string | null }
  | { op: 'addChat'; id: string; seat: string; text: string; at: string }
  | { op: 'setSeatEmail'; id: string; seat: string; address: string | null };

/** `value`: an append's result, a chat line's id, or null. */
export type WriteResult =
  | { ok: true; value: AppendResult | number | null }
  | { ok: false; message: string; code?: string };

class Conflict extends Error {}

/** Prepare the statements once; returns the function that runs a batch in one transaction. */
export function batchWriter(db: Database.Database): (ops: readonly WriteOp[]) => WriteResult[] {
  const insertGame = db.prepare(
    `INSERT INTO games (id, game, scenario, options, position, seed, commitment, version, status, to_act,
       outcome, created_at, updated_at, creator_hash, scripted, rng, listed)
     VALUES (@id, @game, @scenario, @options, @position, @seed, @commitment, @version, @status, @toAct,
       @outcome, @createdAt, @updatedAt, @creatorHash, @scripted, @rng, @listed)`,
  );
  const insertSeat = db.prepare(
    `INSERT INTO seats (game_id, seat, token_hash, invite_hash, player, ai, ai_level, webhook, seat_order)
     VALUES (@gameId, @seat, @tokenHash, @inviteHash, @player, @ai, @aiLevel, @webhook, @order)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO actions (game_id, version, kind, seat, action, boundary, to_version, secret, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
  const insertChat = db.prepare(
    'INSERT INTO chat_messages (game_id, seat, text, created_at) VALUES (?, ?, ?, ?)',
  );
  const upsertEmail = db.prepare(
    `INSERT INTO seat_emails (game_id, seat, address) VALUES (?, ?, ?)
     ON CONFLICT (game_id, seat) DO UPDATE SET address = excluded.address`,
  );
  const deleteEmail = db.prepare('DELETE FROM seat_emails WHERE game_id = ? AND seat = ?');
  const updateSeat = db.prepare(
    'UPDATE seats SET token_hash = ?, invite_hash = ? WHERE game_id = ? AND seat = ?',
  );

  // Nested in the batch's transaction, each of these runs in a savepoint of its own.
  const createGame = db.transaction((game: GameRow, seats: SeatRow[]) => {
    insertGame.run(gameParams(game));
    for (const [order, seat] of seats.entries()) insertSeat.run(seatParams(game.id, seat, order));
  });
  const append = db.transaction(
    (id: string, row: NewLogRow, update: GameUpdate, seatChange: SeatChange | undefined, now: string) => {
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
        row.secret,
        now,
      );
      if (row.kind === 'undo') markUndone.run(row.version, id, row.toVersion ?? 0);
      for (const seat of seatChange?.seats ?? []) {
        updateSeat.run(seatChange!.tokenHash, seatChange!.inviteHash, id, seat);
      }
    },
  );

  function one(op: WriteOp, now: string): WriteResult {
    try {
      switch (op.op) {
        case 'createGame':
          createGame(op.game, op.seats);
          return { ok: true, value: null };
        case 'append':
          append(op.id, op.row, op.update, op.seatChange, now);
          return { ok: true, value: 'ok' };
        case 'setWebhook':
          updateWebhook.run(op.url, op.id, op.seat);
          return { ok: true, value: null };
        case 'addChat':
          return { ok: true, value: Number(insertChat.run(op.id, op.seat, op.text, op.at).lastInsertRowid) };
        case 'setSeatEmail':
          if (op.address === null) deleteEmail.run(op.id, op.seat);
          else upsertEmail.run(op.id, op.seat, op.address);
          return { ok: true, value: null };
      }
    } catch (error) {
      if (op.op === 'append' && (error instanceof Conflict || isConstraint(error))) {
        return { ok: true, value: 'conflict' };
      }
      const code = (error as { code?: unknown }).code;
      return { ok: false, message: (error as Error).message, ...(typeof code === 'string' ? { code } : {}) };
    }
  }

  const batch = db.transaction((ops: readonly WriteOp[]) => {
    const now = new Date().toISOString();
    return ops.map((op) => one(op, now));
  });
  return (ops) => batch.immediate(ops);
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
    scripted: game.scripted ? 1 : 0,
    listed: game.listed ? 1 : 0,
  };
}

function seatParams(gameId: string, seat: SeatRow, order: number): Row {
  return { gameId, ...seat, ai: seat.ai ? 1 : 0, order };
}
