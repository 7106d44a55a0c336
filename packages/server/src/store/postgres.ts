/**
 * The shared store: PostgreSQL through `pg`. Several server processes may use one database: a game's
 * log rows are ordered by their version (primary key with the game id, so two processes cannot both
 * write version n), and each append notifies every process (`NOTIFY wargame_games, '<id>:<version>'`,
 * delivered at commit) so that it can push the new actions to its own sockets.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { checkPostgresMigrations } from './integrity.ts';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import { jsonText, type Row, toChat, toGame, toLogRow, toSeat, toTokenSeat } from './rows.ts';
import type { AppendResult, ChatRow, SeatRow, Store } from './types.ts';

export const NOTIFY_CHANNEL = 'wargame_games';
/** Chat lines, as JSON `{ from, id, game, seat, text, at }`: `from` names the store that added it. */
export const CHAT_CHANNEL = 'wargame_chat';
/** An arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 727_274_001;
const UNIQUE_VIOLATION = '23505';

const APPEND_SQL = `
  WITH game AS (
    UPDATE games SET version = $1, to_act = $2, status = $3, outcome = $4, updated_at = $5
    WHERE id = $6 AND version = $7
    RETURNING id
  ), added AS (
    INSERT INTO actions (game_id, version, kind, seat, action, boundary, to_version, secret, created_at)
    SELECT id, $1, $8, $9, $10, $11, $12, $16, $5 FROM game
    RETURNING version
  ), undone AS (
    UPDATE actions SET undone_by = $1
    WHERE $13::integer IS NOT NULL AND game_id = $6 AND kind = 'action' AND version > $13::integer
      AND undone_by IS NULL AND EXISTS (SELECT 1 FROM game)
  ), seated AS (
    UPDATE seats SET token_hash = $18, invite_hash = $19
    WHERE game_id = $6 AND seat = ANY($17::text[]) AND EXISTS (SELECT 1 FROM game)
  )
  SELECT pg_notify($14, $15) FROM added`;

/** A chat line and its notice (delivered at commit) in one statement. 500 characters fit a notice's 8000 bytes. */
const CHAT_SQL = `
  WITH added AS (
    INSERT INTO chat_messages (game_id, seat, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id
  )
  SELECT id, pg_notify($5, json_build_object('from', $6::text, 'id', id, 'game', $1::text, 'seat', $2::text,
    'text', $3::text, 'at', $7::text)::text) FROM added`;

const LISTED_SQL = (has: boolean) => `
  SELECT * FROM games WHERE listed AND status = 'active'
    AND ${has ? '' : 'NOT '}EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.invite_hash IS NOT NULL)
  ORDER BY updated_at DESC LIMIT $1`;

export interface PostgresOptions {
  /** Pool size per process (default 10). */
  max?: number;
  /** Called when the LISTEN connection fails (it is reopened; notices may have been missed). */
  onListenError?: (error: Error) => void;
  /** Called after the LISTEN connection is reopened: callers re-read what they cache. */
  onReconnect?: () => void;
}

export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await migrate(pool);

  let listener: pg.Client | null = null;
  let closed = false;
  const handlers: ((id: string, version: number) => void)[] = [];
  const chatHandlers: ((message: ChatRow) => void)[] = [];
  /** This store's name in chat notices, so that it does not hand its own lines back. */
  const self = randomBytes(9).toString('base64url');

  function chatNotice(payload: string): void {
    let notice: Record<string, unknown>;
    try {
      notice = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return;
    }
    if (notice.from === self) return;
    const message: ChatRow = {
      id: Number(notice.id),
      gameId: String(notice.game),
      seat: String(notice.seat),
      text: String(notice.text),
      createdAt: String(notice.at),
    };
    for (const handler of chatHandlers) handler(message);
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === CHAT_CHANNEL) return chatNotice(message.payload ?? '');
      const [id, version] = (message.payload ?? '').split(':');
      if (!id || version === undefined) return;
      for (const handler of handlers) handler(id, Number(version));
    });
    client.on('error', (error) => {
      options.onListenError?.(error);
      void reconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    listener = client;
  }

  async function reconnect(old: pg.Client): Promise<void> {
    if (closed || listener !== old) return;
    listener = null;
    await old.end().catch(() => {});
    for (let delay = 100; !closed; delay = Math.min(delay * 2, 5000)) {
      try {
        await connectListener();
        options.onReconnect?.();
        return;
      } catch (error) {
        options.onListenError?.(error as Error);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    kind: 'postgres',
    shared: true,
    async createGame(game, seats) {
      await transaction(pool, async (client) => {
        await client.query(
          `INSERT INTO games (id, game, scenario, options, position, seed, commitment, version, status, to_act,
             outcome, created_at, updated_at, creator_hash, scripted, rng, listed)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
          [
            game.id,
            game.game,
            game.scenario,
            JSON.stringify(game.options),
            jsonText(game.position),
            game.seed,
            game.commitment,
            game.version,
            game.status,
            JSON.stringify(game.toAct),
            jsonText(game.outcome),
            game.createdAt,
            game.updatedAt,
            game.creatorHash,
            game.scripted,
            game.rng,
            game.listed === true,
          ],
        );
        for (const [order, seat] of seats.entries()) {
          await client.query(
            `INSERT INTO seats (game_id, seat, token_hash, invite_hash, player, ai, ai_level, webhook, seat_order)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              game.id,
              seat.seat,
              seat.tokenHash,
              seat.inviteHash,
              seat.player,
              seat.ai,
              seat.aiLevel,
              seat.webhook,
              order,
            ],
          );
        }
      });
    },
    async loadGame(id) {
      const games = await pool.query('SELECT * FROM games WHERE id = $1', [id]);
      const game = games.rows[0] as Row | undefined;
      if (!game) return null;
      const seats = await pool.query('SELECT * FROM seats WHERE game_id = $1 ORDER BY seat_order', [id]);
      return { game: toGame(game), seats: (seats.rows as Row[]).map(toSeat) };
    },
    async loadSeats(id) {
      const seats = await pool.query('SELECT * FROM seats WHERE game_id = $1 ORDER BY seat_order', [id]);
      return (seats.rows as Row[]).map(toSeat);
    },
    async loadLog(id, afterVersion = 0) {
      const rows = await pool.query(
        'SELECT * FROM actions WHERE game_id = $1 AND version > $2 ORDER BY version',
        [id, afterVersion],
      );
      return (rows.rows as Row[]).map(toLogRow);
    },
    async append(id, row, update, seatChange): Promise<AppendResult> {
      // One statement, so one round trip and its own transaction: the game row moves from version n-1
      // to n only if it is still at n-1, the log row is inserted only then, an undo marks the rows it
      // takes back, a claim or reissue changes its seat rows, and the notice goes out when it commits.
      try {
        const result = await pool.query(APPEND_SQL, [
          row.version,
          JSON.stringify(update.toAct),
          update.status,
          jsonText(update.outcome),
          new Date().toISOString(),
          id,
          row.version - 1,
          row.kind,
          row.seat,
          jsonText(row.action),
          row.boundary,
          row.toVersion,
          row.kind === 'undo' ? (row.toVersion ?? 0) : null,
          NOTIFY_CHANNEL,
          `${id}:${row.version}`,
          row.secret,
          seatChange?.seats ?? [],
          seatChange?.tokenHash ?? null,
          seatChange?.inviteHash ?? null,
        ]);
        return result.rowCount === 1 ? 'ok' : 'conflict';
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'conflict';
        throw error;
      }
    },
    async findTokens(hashes) {
      if (hashes.length === 0) return [];
      const rows = await pool.query(
        'SELECT game_id, seat, token_hash FROM seats WHERE token_hash = ANY($1::text[])',
        [hashes],
      );
      return (rows.rows as Row[]).map(toTokenSeat);
    },
    async listGames(ids) {
      if (ids.length === 0) return [];
      const rows = await pool.query(
        'SELECT * FROM games WHERE id = ANY($1::text[]) ORDER BY updated_at DESC',
        [ids],
      );
      return (rows.rows as Row[]).map(toGame);
    },
    async setWebhook(id, seat, url) {
      await pool.query('UPDATE seats SET webhook = $1 WHERE game_id = $2 AND seat = $3', [url, id, seat]);
    },
    async listListed(kind, limit) {
      const rows = await pool.query(LISTED_SQL(kind === 'open'), [limit]);
      return (rows.rows as Row[]).map(toGame);
    },
    async loadSeatsOf(ids) {
      const byGame = new Map<string, SeatRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byGame;
      const rows = await pool.query(
        'SELECT * FROM seats WHERE game_id = ANY($1::text[]) ORDER BY game_id, seat_order',
        [ids],
      );
      for (const row of rows.rows as Row[]) byGame.get(String(row.game_id))?.push(toSeat(row));
      return byGame;
    },
    async addChat(id, seat, text) {
      const createdAt = new Date().toISOString();
      const result = await pool.query(CHAT_SQL, [id, seat, text, createdAt, CHAT_CHANNEL, self, createdAt]);
      const row = result.rows[0] as Row | undefined;
      if (!row) throw new Error(`no chat line was added to game ${id}`);
      return { id: Number(row.id), gameId: id, seat, text, createdAt };
    },
    async loadChat(id, limit) {
      const rows = await pool.query(
        'SELECT * FROM (SELECT * FROM chat_messages WHERE game_id = $1 ORDER BY id DESC LIMIT $2) c ORDER BY id',
        [id, limit],
      );
      return (rows.rows as Row[]).map(toChat);
    },
    async listenChat(onMessage) {
      chatHandlers.push(onMessage);
      if (!listener) await connectListener();
    },
    async setSeatEmail(id, seat, address) {
      if (address === null) {
        await pool.query('DELETE FROM seat_emails WHERE game_id = $1 AND seat = $2', [id, seat]);
        return;
      }
      await pool.query(
        `INSERT INTO seat_emails (game_id, seat, address) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, seat) DO UPDATE SET address = EXCLUDED.address`,
        [id, seat, address],
      );
    },
    async loadSeatEmails(id) {
      const rows = await pool.query('SELECT seat, address FROM seat_emails WHERE game_id = $1', [id]);
      return Object.fromEntries((rows.rows as Row[]).map((r) => [String(r.seat), String(r.address)]));
    },
    async listen(onChange) {
      handlers.push(onChange);
      if (!listener) await connectListener();
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      if (client) await client.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Run `work` in a transaction: committed if it resolves, rolled back if it throws. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    await checkPostgresMigrations(client);
    const applied = await client.query('SELECT id FROM migrations');
    const done = new Set((applied.rows as Row[]).map((r) => Number(r.id)));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await client.query(migration.postgres);
      await client.query('INSERT INTO migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
    }
  });
}
