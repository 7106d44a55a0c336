/**
 * Numbered schema migrations, each in both dialects. A store applies, in order and in one transaction
 * each, those missing from its `migrations` table. Never edit a released migration: add the next one.
 *
 * JSON columns are text in SQLite and `json` (not jsonb) in PostgreSQL: both keep the text as written,
 * key order included, so a stored action is replayed exactly as it was accepted.
 */
export interface Migration {
  id: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'games, seats and the action log',
    sqlite: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        scenario TEXT NOT NULL,
        options TEXT NOT NULL,
        position TEXT,
        seed TEXT NOT NULL,
        commitment TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL,
        to_act TEXT NOT NULL DEFAULT '[]',
        outcome TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        token_hash TEXT,
        player TEXT,
        ai INTEGER NOT NULL DEFAULT 0,
        webhook TEXT,
        seat_order INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
      );
      CREATE INDEX seats_token_hash ON seats(token_hash);
      CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat TEXT NOT NULL,
        action TEXT,
        boundary INTEGER NOT NULL DEFAULT 0,
        to_version INTEGER,
        undone_by INTEGER,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
      );
    `,
    postgres: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        scenario TEXT NOT NULL,
        options JSON NOT NULL,
        position JSON,
        seed TEXT NOT NULL,
        commitment TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL,
        to_act JSON NOT NULL DEFAULT '[]',
        outcome JSON,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        token_hash TEXT,
        player TEXT,
        ai BOOLEAN NOT NULL DEFAULT FALSE,
        webhook TEXT,
        seat_order INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
      );
      CREATE INDEX seats_token_hash ON seats(token_hash);
      CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat TEXT NOT NULL,
        action JSON,
        boundary BOOLEAN NOT NULL DEFAULT FALSE,
        to_version INTEGER,
        undone_by INTEGER,
        created_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (game_id, version)
      );
    `,
  },
  {
    id: 2,
    name: 'listing games by recent activity',
    sqlite: 'CREATE INDEX games_updated_at ON games(updated_at);',
    postgres: 'CREATE INDEX games_updated_at ON games(updated_at);',
  },
  {
    id: 3,
    name: 'the level of each AI seat',
    sqlite: 'ALTER TABLE seats ADD COLUMN ai_level TEXT;',
    postgres: 'ALTER TABLE seats ADD COLUMN ai_level TEXT;',
  },
  {
    id: 4,
    name: 'the creator, one-time invites, scripted games, the generator and reseed secrets',
    sqlite: `
      ALTER TABLE games ADD COLUMN creator_hash TEXT;
      ALTER TABLE games ADD COLUMN scripted INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE games ADD COLUMN rng TEXT;
      ALTER TABLE seats ADD COLUMN invite_hash TEXT;
      ALTER TABLE actions ADD COLUMN secret TEXT;
    `,
    postgres: `
      ALTER TABLE games ADD COLUMN creator_hash TEXT, ADD COLUMN scripted BOOLEAN NOT NULL DEFAULT FALSE,
        ADD COLUMN rng TEXT;
      ALTER TABLE seats ADD COLUMN invite_hash TEXT;
      ALTER TABLE actions ADD COLUMN secret TEXT;
    `,
  },
  {
    id: 5,
    name: 'games listed in the lobby, the chat of each game, e-mail addresses of seats',
    sqlite: `
      ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX games_listed ON games(listed, status, updated_at);
      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_game ON chat_messages(game_id, id);
      CREATE TABLE seat_emails (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        address TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      );
    `,
    postgres: `
      ALTER TABLE games ADD COLUMN listed BOOLEAN NOT NULL DEFAULT FALSE;
      CREATE INDEX games_listed ON games(listed, status, updated_at);
      CREATE TABLE chat_messages (
        id BIGSERIAL PRIMARY KEY,
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX chat_messages_game ON chat_messages(game_id, id);
      CREATE TABLE seat_emails (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        address TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
      );
    `,
  },
];

/** The SQL that creates the bookkeeping table (same in both dialects). */
export const MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;
