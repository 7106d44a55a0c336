/**
 * Load benchmark of the server on loopback (not part of `npm test`):
 *
 *   npm run bench:server -- [--games 40] [--seconds 20] [--rate R] [--warmup S] [--game ancients]
 *                           [--db sqlite|postgres|both] [--moves socket|http] [--json]
 *
 * For each store, starts a server process on 127.0.0.1, creates N games and plays them with scripted
 * clients: one per seat, each listening on the game's WebSocket and, when its seat is due, sending a
 * random legal action over that socket (`--moves http`: posting it to /actions instead, as scripts
 * without a socket do). A finished game is replaced by a new one, so N games stay active.
 * Bounded: N games at once, T seconds. PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set (scripts/start-postgres.sh starts one). SQLITE_SYNCHRONOUS=normal measures SQLite without an fsync
 * per commit.
 *
 * Reports accepted actions per second, the latency of an accepted move (sent to acknowledged) and of its
 * fan-out (until the other seat's socket has it), p50 and p99, the event-loop delay and garbage
 * collections of the server and of the load generator over the same window, how busy the machine's
 * CPUs were and how much of their time the host took (steal, on a virtual machine), and the server's memory
 * per active game (heap and RSS after a full GC, against the idle server; sampled after the measured
 * window, while the games go on).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { type GcStats, watchGc } from './gc-stats.ts';
import { type MachineCpu, watchMachineCpu } from './machine-cpu.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '20' },
    game: { type: 'string', default: 'ancients' },
    scenario: { type: 'string' },
    db: { type: 'string' },
    rate: { type: 'string' },
    warmup: { type: 'string', default: '0' },
    moves: { type: 'string', default: 'socket' },
    json: { type: 'boolean', default: false },
  },
});
const MOVES = values.moves as 'socket' | 'http';
if (MOVES !== 'socket' && MOVES !== 'http') throw new Error('--moves: socket or http');
const GAMES = bounded(values.games, 1, 2000, 'games');
const SECONDS = bounded(values.seconds, 1, 600, 'seconds');
/** Offered load: without --rate every player moves as soon as it may (a closed loop, latency = queueing). */
const RATE = values.rate === undefined ? 0 : bounded(values.rate, 1, 100_000, 'rate');
const THINK_MS = RATE > 0 ? (GAMES / RATE) * 1000 : 0;
/** Seconds at the start (games being created, sockets opening) left out of the rate and latencies. */
const WARMUP = bounded(values.warmup, 0, SECONDS - 1, 'warmup');
/** How long the games go on after the measured window (the memory sample is taken then). */
const TAIL_MS = 3000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const stores = (values.db ?? (PG_URL ? 'both' : 'sqlite')) as 'sqlite' | 'postgres' | 'both';
if (!['sqlite', 'postgres', 'both'].includes(stores)) throw new Error(`--db: sqlite, postgres or both`);
if (stores !== 'sqlite' && !PG_URL)
  throw new Error('PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');

function bounded(text: string | undefined, min: number, max: number, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${what}: a whole number from ${min} to ${max}`);
  return n;
}

interface Child {
  url: string;
  process: ChildProcess;
  memory(): Promise<{ heapUsed: number; rss: number; rooms: number }>;
  /** The server's event-loop delay (ms) since the last `resetLoop`. */
  loop(): Promise<{
    p50: number;
    p99: number;
    max: number;
    moveP50: number;
    moveP99: number;
    gc: GcStats;
  }>;
  resetLoop(): void;
  stop(): Promise<void>;
}

async function startChild(db: string): Promise<Child> {
  const script = fileURLToPath(new URL('./server-child.ts', import.meta.url));
  // BENCH_SERVER_FLAGS: extra Node flags for the server process (e.g. '--cpu-prof --cpu-prof-dir=/tmp/p').
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--expose-gc', '--import', 'tsx', script], {
    env: { ...process.env, BENCH_DB: db },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url,
    process: child,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m: { usage: NodeJS.MemoryUsage; rooms: number }) =>
          resolve({ heapUsed: m.usage.heapUsed, rss: m.usage.rss, rooms: m.rooms }),
        );
        child.send({ type: 'memory' });
      }),
    loop: () =>
      new Promise((resolve) => {
        child.once('message', (m: Awaited<ReturnType<Child['loop']>>) => resolve(m));
        child.send({ type: 'loop' });
      }),
    resetLoop: () => child.send({ type: 'loop-reset' }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Stats {
  accepted: number;
  conflicts: number;
  refused: number;
  errors: number;
  /** How many errors of each kind (their messages), so that a failing run says why. */
  errorKinds: Record<string, number>;
  finished: number;
  moveMs: number[];
  fanoutMs: number[];
  /** Moves accepted once the warm-up was over (the rate and latencies are measured on these). */
  measured: number;
  /** Date.now() from which moves count (after --warmup: games created, sockets open). */
  measureFrom: number;
  /** Date.now() at which moves stop counting (the memory sample comes after, while games go on). */
  measureUntil: number;
}

function noteError(stats: Stats, message: string): void {
  stats.errors += 1;
  stats.errorKinds[message] = (stats.errorKinds[message] ?? 0) + 1;
}

const inWindow = (stats: Stats, at: number): boolean => at >= stats.measureFrom && at < stats.measureUntil;

// node:http with keep-alive: on loopback it costs the client far less than fetch.
const agent = new Agent({ keepAlive: true, maxSockets: 4096 });

/** What the clients read of a snapshot, a create answer or an error. */
interface Message {
  type?: string;
  /** On a socket: the reference of this client's move that the message accepts or refuses. */
  ref?: number;
  version: number;
  status?: string;
  legal?: Record<string, unknown[]>;
  id?: string;
  seats?: { seat: string; token: string }[];
  invites?: { seat: string; invite: string }[];
  token?: string;
}

/**
 * What one scripted seat keeps of a snapshot: the version, the status and its own legal actions. A
 * real player's client keeps its whole view, but on its own machine; two thousand of them in this one
 * process would keep tens of megabytes of views alive, and the collector's pauses that come with them
 * would be counted as the server's latency.
 */
function keptOf(m: Message, seat: string): Message {
  const mine = m.legal?.[seat];
  return {
    version: m.version,
    ...(m.status ? { status: m.status } : {}),
    ...(mine ? { legal: { [seat]: mine } } : {}),
  };
}

/**
 * POST `body`; resolves with the status and `keep(parsed answer)`. Node's keep-alive client holds on
 * to a finished response (and so to its closures) until its socket serves another request, which on a
 * pool of free sockets can take seconds: the answer's text and the parsed snapshot are dropped here,
 * not left for such a response to carry into the old generation.
 */
function post<T>(
  url: string,
  token: string,
  body: unknown,
  keep: (m: Message) => T,
): Promise<{ status: number; json: T }> {
  const text = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        data += chunk;
      });
      res.on('end', () => {
        const json = keep(JSON.parse(data) as Message);
        data = '';
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** Claim each invite once (as each invited player would): every invited seat with its new token. */
async function claimAll(
  base: string,
  id: string,
  invites: { seat: string; invite: string }[],
): Promise<{ seat: string; token: string }[]> {
  const tokens = new Map<string, string>();
  for (const { invite } of invites) {
    if (tokens.has(invite)) continue;
    const claimed = await post(`${base}/api/games/${id}/claim`, '', { invite }, (m) => m);
    if (claimed.status !== 200) throw new Error(`claim: ${JSON.stringify(claimed.json)}`);
    tokens.set(invite, claimed.json.token!);
  }
  return invites.map(({ seat, invite }) => ({ seat, token: tokens.get(invite)! }));
}

/** One game kept going by one client per seat; a finished game is replaced until `until`. */
async function runTable(
  base: string,
  game: string,
  scenario: string | undefined,
  until: number,
  stats: Stats,
) {
  // `${id}:${version}` -> the seat that posted the move producing that version, and when.
  const sent = new Map<string, { seat: string; at: number }>();
  while (Date.now() < until) {
    const created = await post(
      `${base}/api/games`,
      '',
      { game, scenario: scenario ?? (await firstScenario(base, game)) },
      (m) => m,
    );
    if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.json)}`);
    const id = created.json.id!;
    const seats = [...created.json.seats!, ...(await claimAll(base, id, created.json.invites ?? []))];
    await new Promise<void>((resolve) => {
      const sockets: WebSocket[] = [];
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        for (const s of sockets) s.close();
        for (const key of sent.keys()) if (key.startsWith(`${id}:`)) sent.delete(key);
        resolve();
      };
      for (const { seat, token } of seats) {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/api/games/${id}/live?token=${token}`);
        sockets.push(socket);
        // This seat's moves sent on its socket and not yet answered, by reference.
        const waiting = new Map<number, (status: number, json: Message | null) => void>();
        let refs = 0;
        let busy = false;
        let latest: Message | null = null;
        let actedOn = -1;
        // The freshest state this seat knows (from its socket or its own move's answer): act on it if due.
        const consider = (m: Message | null) => {
          if (!m) return;
          if (latest && m.version < latest.version) return;
          if (m !== latest) latest = keptOf(m, seat);
          if (m.status === 'over' || Date.now() >= until) {
            if (m.status === 'over' && seat === seats[0]!.seat) stats.finished += 1;
            finish();
            return;
          }
          const options = m.legal?.[seat];
          if (busy || m.version <= actedOn || !options || options.length === 0) return;
          busy = true;
          actedOn = m.version;
          const action = options[Math.floor(Math.random() * options.length)];
          // Only the version and the action wait for the think time: the closure must not hold the
          // whole parsed snapshot `m` for seconds.
          const version = m.version;
          const settled = (status: number, json: Message | null, start: number) => {
            busy = false;
            if (status === 200) {
              stats.accepted += 1;
              if (inWindow(stats, Date.now())) {
                stats.measured += 1;
                stats.moveMs.push(performance.now() - start);
              }
              consider(json);
            } else if (status === 409) stats.conflicts += 1;
            else stats.refused += 1;
            consider(latest);
          };
          const send = () => {
            const start = performance.now();
            sent.set(`${id}:${version + 1}`, { seat, at: start });
            if (MOVES === 'socket') {
              const ref = ++refs;
              waiting.set(ref, (status, json) => settled(status, json, start));
              socket.send(JSON.stringify({ type: 'action', ref, seat, action, version }));
              return;
            }
            post(`${base}/api/games/${id}/actions`, token, { seat, action, version }, (m) => keptOf(m, seat))
              .then(({ status, json }) => settled(status, json, start))
              .catch((error: Error) => {
                busy = false;
                noteError(stats, `POST: ${error.message}`);
              });
          };
          // --rate: players think between moves, so the games together offer about RATE moves per second.
          if (THINK_MS > 0) setTimeout(send, THINK_MS * (0.5 + Math.random()));
          else send();
        };
        socket.on('message', (data) => {
          const m = JSON.parse(String(data)) as Message & { httpStatus?: number };
          if (m.ref !== undefined) {
            const settle = waiting.get(m.ref);
            waiting.delete(m.ref);
            // The update that accepts this seat's move, or the error that refuses it.
            if (m.type === 'error') {
              settle?.(m.httpStatus ?? 0, null);
              return;
            }
            settle?.(200, null); // the update itself is considered below, as any other
          }
          const key = `${id}:${m.version}`;
          const move = sent.get(key);
          if (move && move.seat !== seat) {
            sent.delete(key);
            if (inWindow(stats, Date.now())) stats.fanoutMs.push(performance.now() - move.at);
          }
          consider(m);
        });
        socket.on('error', (error) => {
          // Closing a socket that is still connecting (the table is done) is the bench's doing.
          if (!done) noteError(stats, `socket: ${error.message}`);
          finish();
        });
      }
      setTimeout(finish, Math.max(0, until - Date.now()) + 2000).unref();
    });
  }
}

const scenarios = new Map<string, string>();
async function firstScenario(base: string, game: string): Promise<string> {
  if (!scenarios.has(game)) {
    const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as {
      games: { id: string; scenarios: { id: string }[] }[];
    };
    const found = catalog.games.find((g) => g.id === game);
    if (!found) throw new Error(`no game '${game}' on the server`);
    scenarios.set(game, found.scenarios[0]!.id);
  }
  return scenarios.get(game)!;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function bench(store: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'wargame-bench-'));
  const child = await startChild(store === 'sqlite' ? join(dir, 'bench.db') : PG_URL!);
  try {
    await firstScenario(child.url, values.game!);
    const idle = await child.memory();
    const stats: Stats = {
      accepted: 0,
      conflicts: 0,
      refused: 0,
      errors: 0,
      errorKinds: {},
      finished: 0,
      moveMs: [],
      fanoutMs: [],
      measured: 0,
      measureFrom: Date.now() + WARMUP * 1000,
      measureUntil: Date.now() + SECONDS * 1000,
    };
    // The games go on for a few seconds after the measured window: the memory sample (a forced full
    // garbage collection, which stops the server) is taken then, so it delays no measured move.
    const until = stats.measureUntil + TAIL_MS;
    const tables = Array.from({ length: GAMES }, () =>
      runTable(child.url, values.game!, values.scenario, until, stats),
    );
    const clientLoop = monitorEventLoopDelay({ resolution: 5 });
    const clientGc = watchGc();
    let clientGcInWindow: GcStats | null = null;
    const machine = watchMachineCpu();
    let machineInWindow = null as MachineCpu | null;
    setTimeout(() => {
      child.resetLoop();
      clientLoop.enable();
      clientGc.reset();
      machine.start();
    }, WARMUP * 1000).unref();
    setTimeout(() => {
      clientLoop.disable();
      clientGcInWindow = clientGc.read();
      machineInWindow = machine.stop();
    }, SECONDS * 1000).unref();
    const loop = new Promise<Awaited<ReturnType<Child['loop']>>>((resolve) =>
      setTimeout(() => resolve(child.loop()), SECONDS * 1000).unref(),
    );
    const sample = new Promise<Awaited<ReturnType<Child['memory']>>>((resolve) =>
      setTimeout(() => resolve(loop.then(() => child.memory())), SECONDS * 1000 + TAIL_MS / 3).unref(),
    );
    await Promise.all(tables);
    const busy = await sample;
    const loopDelay = await loop;
    const move = [...stats.moveMs].sort((a, b) => a - b);
    const fanout = [...stats.fanoutMs].sort((a, b) => a - b);
    return {
      store:
        store === 'sqlite'
          ? `sqlite (synchronous=${process.env.SQLITE_SYNCHRONOUS === 'normal' ? 'normal' : 'full'})`
          : store,
      moves: MOVES,
      game: values.game,
      games: GAMES,
      seconds: SECONDS,
      accepted: stats.accepted,
      actionsPerSecond: Number((stats.measured / (SECONDS - WARMUP)).toFixed(1)),
      warmupSeconds: WARMUP,
      moveP50ms: Number(percentile(move, 50).toFixed(2)),
      moveP99ms: Number(percentile(move, 99).toFixed(2)),
      fanoutP50ms: Number(percentile(fanout, 50).toFixed(2)),
      fanoutP99ms: Number(percentile(fanout, 99).toFixed(2)),
      // A move's time inside the server (request in to answer out): the rest of moveP99 is the machine
      // shared with the load generator, and loopback.
      serverMoveP50ms: loopDelay.moveP50,
      serverMoveP99ms: loopDelay.moveP99,
      serverLoopDelayMs: { p50: loopDelay.p50, p99: loopDelay.p99, max: loopDelay.max },
      // The server's garbage collections in the measured window (pauses of its main thread).
      serverGc: loopDelay.gc,
      // The load generator's own delay: latencies include it (it shares the machine with the server).
      clientLoopDelayMs: {
        p50: Number((clientLoop.percentile(50) / 1e6).toFixed(2)),
        p99: Number((clientLoop.percentile(99) / 1e6).toFixed(2)),
        max: Number((clientLoop.max / 1e6).toFixed(2)),
      },
      clientGc: clientGcInWindow,
      // The whole machine in the measured window: how busy, and how much the host took (steal).
      machineCpu: machineInWindow,
      heapPerGameKiB: Math.round((busy.heapUsed - idle.heapUsed) / busy.rooms / 1024),
      rssPerGameKiB: Math.round((busy.rss - idle.rss) / busy.rooms / 1024),
      roomsInMemory: busy.rooms,
      finishedGames: stats.finished,
      conflicts: stats.conflicts,
      refused: stats.refused,
      errors: stats.errors,
      errorKinds: { ...stats.errorKinds },
    };
  } finally {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (const store of stores === 'both' ? (['sqlite', 'postgres'] as const) : [stores])
  results.push(await bench(store));
if (values.json) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  for (const r of results) {
    process.stdout.write(
      `${r.store} ${r.game} x${r.games} for ${r.seconds}s: ${r.actionsPerSecond} accepted actions/s ` +
        `(${r.accepted} total, ${r.finishedGames} games finished); move p50 ${r.moveP50ms} ms, p99 ${r.moveP99ms} ms; ` +
        `fan-out p50 ${r.fanoutP50ms} ms, p99 ${r.fanoutP99ms} ms; server event-loop delay p99 ${r.serverLoopDelayMs.p99} ms, max ${r.serverLoopDelayMs.max} ms; memory per active game: heap ${r.heapPerGameKiB} KiB, ` +
        `RSS ${r.rssPerGameKiB} KiB (${r.roomsInMemory} rooms); machine busy ${r.machineCpu?.busyPercent ?? '?'}%, ` +
        `steal ${r.machineCpu?.stealPercent ?? '?'}%; 409s ${r.conflicts}, refused ${r.refused}, errors ${r.errors}\n`,
    );
  }
}
