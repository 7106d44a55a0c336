/**
 * PostgreSQL for tests comes from TEST_DATABASE_URL (start one with scripts/start-postgres.sh). Without
 * it the PostgreSQL tests are skipped, with the reason in the test name and on stderr.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const SKIP_REASON =
  'skipped: TEST_DATABASE_URL is not set (run: export TEST_DATABASE_URL="$(scripts/start-postgres.sh)")';

export function announceSkip(what: string): void {
  if (!TEST_DATABASE_URL) process.stderr.write(`[server tests] ${what} ${SKIP_REASON}\n`);
}
