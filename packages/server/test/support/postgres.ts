/**
 * PostgreSQL for tests comes from TEST_DATABASE_URL (start one with scripts/start-postgres.sh). Without
 * it the PostgreSQL tests are skipped, with the reason in the test name and on stderr.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const SKIP_REASON =
  'skipped: TEST_DATABASE_URL is not set (run: export TEST_DATABASE_URL="$(scripts/start-postgres.sh)")';

/** Outside CI a missing database only skips (and says so); in CI it is an error, so nothing hides there. */
export function announceSkip(what: string): void {
  if (TEST_DATABASE_URL) return;
  if (process.env.CI) throw new Error(`[server tests] ${what}: CI must set TEST_DATABASE_URL (see .ci/run)`);
  process.stderr.write(`[server tests] ${what} ${SKIP_REASON}\n`);
}
