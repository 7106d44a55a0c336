/**
 * Checks before a store is used, so a damaged database stops the server with a message saying what to
 * do instead of failing half-way (re-running migration 1 on a full database: "table games already
 * exists") or starting silently empty:
 * - SQLite: a 0-byte file (truncated), a file that is not SQLite, or one failing `PRAGMA quick_check`;
 * - both: schema objects created by a migration that the `migrations` table does not record (the table
 *   was emptied or lost rows), which migrating would try to create again.
 * Each refusal is a StoreStartError: `wargame serve` prints its message and exits with status 1.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { MIGRATIONS, type Migration } from './migrations.ts';

export const STORE_START_ERROR = 'ESTORESTART';

export type StoreStartError = Error & { code: typeof STORE_START_ERROR };

export function storeStartError(message: string): StoreStartError {
  return Object.assign(new Error(message), { name: 'StoreStartError', code: STORE_START_ERROR } as const);
}

export function isStoreStartError(error: unknown): error is StoreStartError {
  return error instanceof Error && (error as { code?: unknown }).code === STORE_START_ERROR;
}

const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Before the store opens `path`: nothing to check for a new file (or ':memory:'); refuse a 0-byte
 * file, a file without the SQLite header, and one that `PRAGMA quick_check` finds damaged.
 */
export function checkSqliteFile(path: string): void {
  if (path === ':memory:' || path === '') return;
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return; // does not exist yet: the store creates it
  }
  if (size === 0) {
    throw storeStartError(
      `the database file ${path} is empty (0 bytes), probably truncated: restore it from a backup, ` +
        `or to start afresh with no games remove it (rm ${path}) and start again`,
    );
  }
  if (readHeader(path) !== SQLITE_HEADER) {
    throw storeStartError(
      `${path} is not a SQLite database: check --db (or DATABASE_URL), or restore the file from a backup`,
    );
  }
  const db = new Database(path, { fileMustExist: true, timeout: 5000 });
  try {
    const problems = quickCheck(db);
    if (problems.length > 0) throw damaged(path, problems);
  } finally {
    db.close();
  }
}

function readHeader(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** quick_check's complaints ([] when it says "ok"); a check that cannot even run is one complaint. */
function quickCheck(db: Database.Database): string[] {
  try {
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const lines = rows.flatMap((row) => row.quick_check.split('\n'));
    return lines.length === 1 && lines[0] === 'ok' ? [] : lines;
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return [(error as Error).message];
    throw error;
  }
}

function damaged(path: string, problems: string[]): StoreStartError {
  const shown =
    problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; … (${problems.length} in all)` : '');
  return storeStartError(
    `the database ${path} is damaged (PRAGMA quick_check: ${shown}). Stop every server using it, then ` +
      `restore it from a backup, or recover what is readable into a new file and start on that: ` +
      `sqlite3 ${path} ".recover" | sqlite3 ${path}.recovered, then move ${path}.recovered to ${path}`,
  );
}

/** A table, index or column that a migration creates. */
export type SchemaObject =
  | { kind: 'table' | 'index'; name: string }
  | { kind: 'column'; table: string; name: string };

/** The objects a migration's SQL creates (CREATE TABLE/INDEX, ALTER TABLE … ADD COLUMN). */
export function createdBy(sql: string): SchemaObject[] {
  const found: SchemaObject[] = [];
  for (const statement of sql.split(';')) {
    const created = /\bCREATE\s+(?:UNIQUE\s+)?(TABLE|INDEX)\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)/i.exec(
      statement,
    );
    if (created) found.push({ kind: created[1]!.toLowerCase() as 'table' | 'index', name: created[2]! });
    const altered = /\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?(\w+)/i.exec(statement);
    if (!altered) continue;
    for (const column of statement.matchAll(/\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)/gi)) {
      found.push({ kind: 'column', table: altered[1]!, name: column[1]! });
    }
  }
  return found;
}

/** What a database has: table and index names, and `table.column` for every column. */
export interface Schema {
  relations: ReadonlySet<string>;
  columns: ReadonlySet<string>;
}

/** The migrations not recorded as applied whose objects are already in the schema. */
export function unrecordedMigrations(
  applied: ReadonlySet<number>,
  schema: Schema,
  dialect: 'sqlite' | 'postgres',
  migrations: readonly Migration[] = MIGRATIONS,
): Migration[] {
  const present = (object: SchemaObject) =>
    object.kind === 'column'
      ? schema.columns.has(`${object.table.toLowerCase()}.${object.name.toLowerCase()}`)
      : schema.relations.has(object.name.toLowerCase());
  return migrations.filter(
    (migration) => !applied.has(migration.id) && createdBy(migration[dialect]).some(present),
  );
}

function unrecorded(where: string, missing: Migration[], client: string): StoreStartError {
  const list = missing.map((m) => `${m.id} (${m.name})`).join(', ');
  const now = new Date().toISOString();
  const values = missing.map((m) => `(${m.id}, '${m.name.replace(/'/g, "''")}', '${now}')`).join(', ');
  return storeStartError(
    `${where} has the tables of migration${missing.length > 1 ? 's' : ''} ${list} but its migrations ` +
      `table does not record ${missing.length > 1 ? 'them' : 'it'}: it was emptied or damaged, and ` +
      `migrating would try to create them again. Restore the database from a backup; or, if you are ` +
      `sure its schema is complete, record them yourself (${client}): ` +
      `INSERT INTO migrations (id, name, applied_at) VALUES ${values};`,
  );
}

/** SQLite, in migrate (after the migrations table exists): refuse unrecorded migrations. */
export function checkSqliteMigrations(db: Database.Database): void {
  const applied = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const relations = db
    .prepare("SELECT lower(name) AS name FROM sqlite_master WHERE type IN ('table', 'index')")
    .all() as { name: string }[];
  const columns = db
    .prepare(
      `SELECT lower(m.name) || '.' || lower(p.name) AS name
       FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`,
    )
    .all() as { name: string }[];
  const schema = { relations: names(relations), columns: names(columns) };
  const missing = unrecordedMigrations(applied, schema, 'sqlite');
  if (missing.length > 0) throw unrecorded(`the database ${db.name}`, missing, `sqlite3 ${db.name}`);
}

/** PostgreSQL, in migrate (under its lock, after the migrations table exists): the same refusal. */
export async function checkPostgresMigrations(client: pg.PoolClient): Promise<void> {
  const applied = await client.query('SELECT id FROM migrations');
  const relations = await client.query(
    `SELECT lower(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'i')`,
  );
  const columns = await client.query(
    `SELECT lower(table_name) || '.' || lower(column_name) AS name FROM information_schema.columns
     WHERE table_schema = current_schema()`,
  );
  const schema = { relations: names(relations.rows), columns: names(columns.rows) };
  const ids = new Set((applied.rows as { id: number | string }[]).map((r) => Number(r.id)));
  const missing = unrecordedMigrations(ids, schema, 'postgres');
  if (missing.length === 0) return;
  const where = await client.query('SELECT current_database() AS db, current_schema() AS schema');
  const { db, schema: schemaName } = where.rows[0] as { db: string; schema: string };
  throw unrecorded(
    `the PostgreSQL database ${db} (schema ${schemaName})`,
    missing,
    `psql, in schema ${schemaName}`,
  );
}

function names(rows: { name: string }[]): Set<string> {
  return new Set(rows.map((row) => row.name));
}
