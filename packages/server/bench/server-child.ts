/**
 * The benchmark's server, in its own process so that its memory and CPU are its own: every game of the
 * platform plus the engine's fixtures, on 127.0.0.1, no rate limit, no logs. Prints "listening <url>";
 * answers an IPC `memory` message with its memory use after a full garbage collection.
 */
import { defaultGames } from '../src/games.ts';
import { startServer } from '../src/serve.ts';
import { fixtureGames } from '../test/support/fixtures.ts';

const db = process.env.BENCH_DB;
if (!db) throw new Error('BENCH_DB is not set');
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  db,
  games: [...fixtureGames, ...(await defaultGames())],
  rateLimit: false,
  ai: false,
  log: false,
  sqliteSynchronous: process.env.SQLITE_SYNCHRONOUS === 'normal' ? 'normal' : 'full',
});
process.stdout.write(`listening ${server.url()}\n`);
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ type: 'memory', usage: process.memoryUsage(), rooms: server.context.rooms.size });
});
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
