/**
 * A damaged database stops the server at start with a message saying what to do: damaged pages, a
 * truncated (0-byte) file, and schema tables whose migrations are not recorded. A healthy database
 * still opens. PostgreSQL (the unrecorded migrations) when TEST_DATABASE_URL is set.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { serveCommand } from '../src/serve.ts';
import { createdBy, isStoreStartError, unrecordedMigrations } from '../src/store/integrity.ts';
import { MIGRATIONS } from '../src/store/migrations.ts';
import { openStore } from '../src/store/open.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { createGame, testServer } from './support/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'wargame-integrity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let file: string;
let n = 0;
beforeEach(() => {
  n += 1;
  file = join(dir, `db-${n}.db`);
});

/** A real database written by the server: `games` games, then closed (its WAL checkpointed). */
async function realDatabase(path: string, games = 20): Promise<string[]> {
  const t = await testServer({ db: path });
  const ids: string[] = [];
  try {
    for (let i = 0; i < games; i += 1) {
      ids.push((await createGame(t.url, { game: 'raid', scenario: 'standard' })).id);
    }
  } finally {
    await t.server.close();
  }
  return ids;
}

function withDb<T>(path: string, work: (db: Database.Database) => T): T {
  const db = new Database(path);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Zero the root page of an index, as a disk error or a torn write would. */
function zeroIndexPage(path: string, index: string): void {
  const { page, size } = withDb(path, (db) => ({
    page: (db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(index) as { rootpage: number })
      .rootpage,
    size: db.pragma('page_size', { simple: true }) as number,
  }));
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, Buffer.alloc(size), 0, size, (page - 1) * size);
  } finally {
    closeSync(fd);
  }
}

async function refusal(path: string): Promise<string> {
  const error = await openStore(path).then(
    async (store) => {
      await store.close();
      throw new Error(`the store opened ${path}`);
    },
    (e: unknown) => e,
  );
  expect(isStoreStartError(error), String(error)).toBe(true);
  return (error as Error).message;
}

/** What `wargame serve --db path` prints and returns. */
async function serve(path: string): Promise<{ status: number; stderr: string }> {
  let stderr = '';
  const io = {
    stdout: () => {},
    stderr: (text: string) => {
      stderr += text;
    },
  };
  const status = await serveCommand(['--db', path, '--port', '0', '--log', 'silent'], io, {});
  return { status, stderr };
}

describe('SQLite at start', { timeout: 30_000 }, () => {
  test('a healthy database opens, with its games', async () => {
    const [id] = await realDatabase(file, 3);
    const store = await openStore(file);
    try {
      expect((await store.loadGame(id!))?.game.id).toBe(id);
    } finally {
      await store.close();
    }
  });

  test('a damaged index page: refused, naming the file, a backup and .recover', async () => {
    await realDatabase(file);
    zeroIndexPage(file, 'seats_token_hash');
    const message = await refusal(file);
    expect(message).toContain(`the database ${file} is damaged`);
    expect(message).toMatch(/quick_check: .*(btreeInitPage|wrong # of entries)/);
    expect(message).toContain('restore it from a backup');
    expect(message).toContain(`sqlite3 ${file} ".recover"`);
    // The server says so and exits 1, without a stack trace.
    const { status, stderr } = await serve(file);
    expect(status).toBe(1);
    expect(stderr).toContain(`the database ${file} is damaged`);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr).not.toMatch(/already exists/);
  });

  test('a 0-byte file: refused as truncated, saying how to start afresh', async () => {
    writeFileSync(file, '');
    const message = await refusal(file);
    expect(message).toContain(`the database file ${file} is empty (0 bytes), probably truncated`);
    expect(message).toContain(`remove it (rm ${file})`);
    const { status, stderr } = await serve(file);
    expect(status).toBe(1);
    expect(stderr).toContain('is empty (0 bytes)');
  });

  test('a file that is not SQLite: refused', async () => {
    writeFileSync(file, 'id,game\n1,raid\n');
    expect(await refusal(file)).toContain(`${file} is not a SQLite database`);
  });

  test('tables without their migration rows: refused, naming the migrations and what to do', async () => {
    await realDatabase(file, 2);
    withDb(file, (db) => db.exec('DELETE FROM migrations'));
    const message = await refusal(file);
    const all = MIGRATIONS.map((m) => `${m.id} (${m.name})`).join(', ');
    expect(message).toContain(`the database ${file} has the tables of migrations ${all}`);
    expect(message).toContain('Restore the database from a backup');
    expect(message).toContain('INSERT INTO migrations (id, name, applied_at) VALUES (1, ');
    const { status, stderr } = await serve(file);
    expect(status).toBe(1);
    expect(stderr).toContain('migrations table does not record them');
    expect(stderr).not.toMatch(/already exists/);
    // The games are still there: nothing was changed.
    expect(
      withDb(file, (db) => (db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n),
    ).toBe(2);
  });

  test('one lost migration row: refused, naming that one', async () => {
    await realDatabase(file, 1);
    withDb(file, (db) => db.exec('DELETE FROM migrations WHERE id = 2'));
    const message = await refusal(file);
    expect(message).toContain(`has the tables of migration 2 (${MIGRATIONS[1]!.name}) but`);
  });
});

describe('which migrations a schema has', () => {
  test('the objects each migration creates', () => {
    expect(createdBy(MIGRATIONS[0]!.sqlite).map((o) => o.name)).toEqual([
      'games',
      'seats',
      'seats_token_hash',
      'actions',
    ]);
    expect(createdBy('ALTER TABLE games ADD COLUMN a TEXT, ADD COLUMN b INT;')).toEqual([
      { kind: 'column', table: 'games', name: 'a' },
      { kind: 'column', table: 'games', name: 'b' },
    ]);
    for (const migration of MIGRATIONS) {
      expect(createdBy(migration.sqlite).length, migration.name).toBeGreaterThan(0);
      expect(createdBy(migration.postgres).length, migration.name).toBeGreaterThan(0);
    }
  });

  test('pending migrations (their objects absent) are not a refusal', () => {
    const first = MIGRATIONS.slice(0, 1);
    const schema = {
      relations: new Set(['games', 'seats', 'actions', 'seats_token_hash', 'migrations']),
      columns: new Set(['games.id']),
    };
    expect(unrecordedMigrations(new Set([1]), schema, 'sqlite')).toEqual([]);
    expect(unrecordedMigrations(new Set(), schema, 'sqlite', first).map((m) => m.id)).toEqual([1]);
    expect(unrecordedMigrations(new Set(), { relations: new Set(), columns: new Set() }, 'postgres')).toEqual(
      [],
    );
  });
});

announceSkip('PostgreSQL start checks');

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL at start', { timeout: 60_000 }, () => {
  test('tables without their migration rows: refused, naming the migrations', async () => {
    // A schema of its own, so that the shared test database is left as it was.
    const schema = `integrity_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA ${schema}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const store = await openStore(url.toString());
      await store.close();
      await admin.query(`DELETE FROM ${schema}.migrations WHERE id <> 1`);
      const message = await refusal(url.toString());
      const later = MIGRATIONS.slice(1)
        .map((m) => `${m.id} (${m.name})`)
        .join(', ');
      expect(message).toContain(`(schema ${schema}) has the tables of migrations ${later}`);
      expect(message).toContain('INSERT INTO migrations (id, name, applied_at) VALUES (2, ');
      // Recording them again lets it start.
      await admin.query(
        `INSERT INTO ${schema}.migrations (id, name, applied_at) SELECT id, 'restored', now()::text FROM unnest($1::int[]) id`,
        [MIGRATIONS.slice(1).map((m) => m.id)],
      );
      await (await openStore(url.toString())).close();
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await admin.end();
    }
  });
});
