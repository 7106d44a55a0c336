/**
 * The benchmark's server, in its own process so that its memory and CPU are its own: every game of the
 * platform plus the engine's fixtures, on 127.0.0.1, no rate limit, no logs. Prints "listening <url>";
 * answers an IPC `memory` message with its memory use after a full garbage collection, and `loop` with
 * its event loop's delay, the time it spent on each accepted move and its garbage collections since the
 * last `loop-reset`.
 */
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { createServer } from '../src/app.ts';
import { defaultGames } from '../src/games.ts';
import { fixtureGames } from '../test/support/fixtures.ts';
import { watchGc } from './gc-stats.ts';

const db = process.env.BENCH_DB;
if (!db) throw new Error('BENCH_DB is not set');
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  db,
  games: [...fixtureGames, ...(await defaultGames())],
  rateLimit: false,
  // Every scripted player connects from loopback: no cap on sockets per address.
  live: { maxPerAddress: Number.POSITIVE_INFINITY },
  ai: false,
  log: false,
  sqliteSynchronous: process.env.SQLITE_SYNCHRONOUS === 'normal' ? 'normal' : 'full',
});
// Time in the server of each accepted move: over HTTP, from its request's arrival to the answer's last byte.
const moveTimes = createHistogram();
const arrived = new WeakMap<object, bigint>();
server.app.addHook('onRequest', async (request) => {
  if (request.method === 'POST' && request.url.endsWith('/actions'))
    arrived.set(request, process.hrtime.bigint());
});
server.app.addHook('onResponse', async (request, reply) => {
  const start = arrived.get(request);
  if (start !== undefined && reply.statusCode === 200) moveTimes.record(process.hrtime.bigint() - start);
});
// A move sent on a socket (with a ref: the bench's always are): from the route handing it to the game
// to its update written to every socket (the message's parsing before it is a few microseconds).
const { play } = server.context;
const submit = play.submit;
play.submit = async (room, expected, draft, origin) => {
  const start = process.hrtime.bigint();
  const result = await submit(room, expected, draft, origin);
  if (origin && result.ok) moveTimes.record(process.hrtime.bigint() - start);
  return result;
};
await server.listen();
process.stdout.write(`listening ${server.url()}\n`);
// The event loop's delay over the measured window: how long a ready callback waited to run.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
// Garbage collections over the same window.
const gcs = watchGc();
process.on('message', (message: { type?: string }) => {
  if (message.type === 'loop-reset') {
    loopDelay.reset();
    moveTimes.reset();
    gcs.reset();
    return;
  }
  if (message.type === 'loop') {
    const ms = (ns: number) => Number((ns / 1e6).toFixed(2));
    process.send?.({
      type: 'loop',
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
      moveP50: ms(moveTimes.percentile(50)),
      moveP99: ms(moveTimes.percentile(99)),
      gc: gcs.read(),
    });
    return;
  }
  if (message.type !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.send?.({ type: 'memory', usage: process.memoryUsage(), rooms: server.context.rooms.size });
});
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
