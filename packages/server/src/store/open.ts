/** Choose the store from a database setting: a postgres:// URL, or a SQLite file path (or ':memory:'). */
import { openPostgresStore, type PostgresOptions } from './postgres.ts';
import { openSqliteStore, type SqliteSynchronous } from './sqlite.ts';
import type { Store } from './types.ts';

export const DEFAULT_DB_PATH = '.wargame/wargame.db';

export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

export interface StoreOptions extends PostgresOptions {
  /** SQLite only: fsync every commit ('full', default) or rely on the WAL alone ('normal'). */
  sqliteSynchronous?: SqliteSynchronous;
}

export async function openStore(db: string = DEFAULT_DB_PATH, options: StoreOptions = {}): Promise<Store> {
  return isPostgresUrl(db) ? openPostgresStore(db, options) : openSqliteStore(db, options.sqliteSynchronous);
}
