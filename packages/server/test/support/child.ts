/**
 * A server in its own process, for the crash and multi-process tests: the fixture games and the
 * platform's, the database from WARGAME_TEST_DB, a random port on 127.0.0.1. Prints "listening <url>".
 */
import { defaultGames } from '../../src/games.ts';
import { startServer } from '../../src/serve.ts';
import { fixtureGames } from './fixtures.ts';

const db = process.env.WARGAME_TEST_DB;
if (!db) throw new Error('WARGAME_TEST_DB is not set');
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  db,
  games: [...fixtureGames, ...(await defaultGames())],
  rateLimit: false,
  ai: false,
  log: false,
});
process.stdout.write(`listening ${server.url()}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
