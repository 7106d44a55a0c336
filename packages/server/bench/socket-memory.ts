/**
 * Memory of the server under sockets that never read (not part of `npm test`):
 *
 *   npm run bench:sockets -- [--sockets 200] [--addresses 100] [--undos 100] [--log 400] [--json]
 *
 * Starts `wargame serve` on loopback with a fresh SQLite file, plays one Ancients game hot-seat to a
 * log of about `--log` entries, then opens `--sockets` live sockets on it from `--addresses` loopback
 * addresses (127.0.0.2 on; the server caps sockets per address) and stops reading from every one of
 * them. It then orders a unit and takes the order back, `--undos` times: each undo sends every socket
 * the whole log again. It reports the server's resident memory before the sockets, after the undos
 * and after the sockets have closed, in MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

type Loose = Record<string, unknown> & {
  id: string;
  version: number;
  logLength: number;
  status: string;
  toAct: string[];
  legal: Record<string, { type: string }[]>;
};

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '200' },
    addresses: { type: 'string', default: '100' },
    undos: { type: 'string', default: '100' },
    log: { type: 'string', default: '400' },
    port: { type: 'string', default: '8097' },
    json: { type: 'boolean', default: false },
  },
});
const [sockets, addresses, undos, logLength, port] = [
  values.sockets,
  values.addresses,
  values.undos,
  values.log,
  values.port,
].map(Number) as [number, number, number, number, number];
const base = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wargame-sockets-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(method: string, path: string, token: string | null, body?: unknown): Promise<Loose> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as Loose;
  return { ...parsed, httpStatus: response.status };
}

function rssMb(server: ChildProcess): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function move(token: string, view: Loose, action: unknown): Promise<Loose> {
  return api('POST', `/api/games/${view.id}/actions`, token, {
    seat: view.toAct[0],
    action,
    version: view.version,
  });
}

/** A socket that has opened and then stops reading (its TCP receive window fills). */
async function stalledSocket(id: string, token: string, i: number): Promise<WebSocket> {
  const localAddress = `127.0.0.${2 + (i % addresses)}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/games/${id}/live`, {
    localAddress,
    headers: { authorization: `Bearer ${token}` },
  });
  socket.on('error', () => {});
  await new Promise((resolve) => {
    socket.once('open', resolve);
    socket.once('error', resolve);
    socket.once('unexpected-response', resolve);
  });
  (socket as unknown as { _socket?: { pause(): void } })._socket?.pause();
  return socket;
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'packages/cli/src/main.ts', 'serve', '--port', String(port), '--db', join(dir, 'w.db')],
  { cwd: root, stdio: 'ignore', env: { ...process.env, RATE_LIMIT: '0', LOG_LEVEL: 'silent' } },
);
try {
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${base}/api/catalog`);
      break;
    } catch {
      if (tries > 100) throw new Error('the server did not start');
      await sleep(200);
    }
  }
  const created = await api('POST', '/api/games', null, {
    game: 'ancients',
    scenario: '001',
    seats: { bottom: 'me', top: 'me' },
  });
  const token = (created.creator as { token: string }).token;
  let view = await api('GET', `/api/games/${created.id}/view`, token);
  for (
    let steps = 0;
    view.logLength < logLength && view.status === 'active' && steps < 5 * logLength;
    steps++
  ) {
    view = await move(token, view, view.legal[view.toAct[0]!]![0]);
  }
  await sleep(500);
  const before = rssMb(server);
  const open: WebSocket[] = [];
  for (let i = 0; i < sockets; i++) open.push(await stalledSocket(created.id, token, i));
  const opened = open.filter((s) => s.readyState === WebSocket.OPEN).length;
  let done = 0;
  for (let steps = 0; done < undos && steps < 4 * undos && view.status === 'active'; steps++) {
    const legal = view.legal[view.toAct[0]!]!;
    const order = legal.find((a) => a.type === 'order');
    if (!order) {
      view = await move(token, view, legal[0]);
      continue;
    }
    const moved = await move(token, view, order);
    const undone = await api('POST', `/api/games/${created.id}/undo`, token, { version: moved.version });
    if (undone.httpStatus === 200) done++;
    view = undone.httpStatus === 200 ? undone : moved;
  }
  await sleep(2000);
  const during = rssMb(server);
  for (const socket of open) socket.terminate();
  await sleep(5000);
  const after = rssMb(server);
  const result = {
    logLength: view.logLength,
    sockets: opened,
    undos: done,
    rssMb: { before, during, after },
  };
  console.log(
    values.json
      ? JSON.stringify(result)
      : `${opened} stalled sockets, ${done} undos of a ${view.logLength}-entry log: RSS ${before} MB before, ` +
          `${during} MB after the undos, ${after} MB once the sockets closed`,
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
