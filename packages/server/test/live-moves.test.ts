/**
 * Moves sent on a seat's live socket: checked exactly as POST /actions (same schema, seats, versions
 * and rules), acknowledged by the update that carries the move's `ref`, refused with the status the
 * HTTP route would give, and a refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixedWindow } from '../src/live/limiter.ts';
import { api, type LiveClient, type Loose, live } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

interface Table {
  id: string;
  red: LiveClient;
  blue: LiveClient;
  redToken: string;
  blueToken: string;
  /** The version after the claims of the invites (each a log row), before the first move. */
  v: number;
}

async function table(server: TestServer = t): Promise<Table> {
  const created = await createGame(server.url, { game: 'raid', scenario: 'standard' });
  const redToken = tokenOf(created, 'red');
  const blueToken = tokenOf(created, 'blue');
  const red = await live(server.url, `/api/games/${created.id}/live?token=${redToken}`);
  const blue = await live(server.url, `/api/games/${created.id}/live?token=${blueToken}`);
  await red.next((m) => m.type === 'snapshot');
  await blue.next((m) => m.type === 'snapshot');
  return { id: created.id, red, blue, redToken, blueToken, v: created.version };
}

const send = (client: LiveClient, message: unknown) => client.socket.send(JSON.stringify(message));

describe('moves on the live socket', () => {
  test('the mover gets the update with its ref; the other seat the same change without it', async () => {
    const { id, red, blue, blueToken, v } = await table();
    send(red, { type: 'action', ref: 'r-1', action: { type: 'advance', lane: 1 }, version: v });
    const mine = await red.next((m) => m.type === 'update');
    expect(mine).toMatchObject({ ref: 'r-1', version: v + 1, seats: ['red'] });
    expect(mine.log.at(-1)).toMatchObject({ seat: 'red', action: { type: 'advance', lane: 1 } });
    const theirs = await blue.next((m) => m.type === 'update');
    expect(theirs.version).toBe(v + 1);
    expect(theirs).not.toHaveProperty('ref');
    expect(theirs.log.at(-1)).not.toHaveProperty('action');
    expect((await t.server.store.loadLog(id)).filter((r) => r.kind === 'action')).toHaveLength(1);

    // A numeric ref, and the seat named; the HTTP view agrees with what the socket said.
    send(blue, { type: 'action', ref: 7, seat: 'blue', action: theirs.legal.blue[0], version: v + 1 });
    const answered = await blue.next((m) => m.type === 'update');
    expect(answered).toMatchObject({ ref: 7, version: v + 2 });
    const view = await api(t.url, 'GET', `/api/games/${id}/view`, { token: blueToken });
    expect(view.body.version).toBe(v + 2);
    expect(view.body.view).toEqual(answered.view);
    await Promise.all([red.close(), blue.close()]);
  });

  test('a move without a ref is played; its update is the ordinary one', async () => {
    const { red, blue, v } = await table();
    send(red, { type: 'action', action: { type: 'advance', lane: 0 }, version: v });
    const update = await red.next((m) => m.type === 'update');
    expect(update.version).toBe(v + 1);
    expect(update).not.toHaveProperty('ref');
    await Promise.all([red.close(), blue.close()]);
  });

  test('ping gets pong', async () => {
    const { red, blue } = await table();
    send(red, { type: 'ping' });
    expect(await red.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    await Promise.all([red.close(), blue.close()]);
  });
});

describe('refused socket moves change nothing', () => {
  let tab: Table;
  let before: Loose;
  beforeAll(async () => {
    tab = await table();
    send(tab.red, { type: 'action', ref: 0, action: { type: 'advance', lane: 1 }, version: tab.v });
    await tab.red.next((m) => m.ref === 0);
    await tab.blue.next((m) => m.type === 'update');
    before = (await api(t.url, 'GET', `/api/games/${tab.id}/view`, { token: tab.blueToken })).body;
  });
  afterAll(async () => {
    await Promise.all([tab.red.close(), tab.blue.close()]);
  });

  async function unchanged(): Promise<void> {
    const now = (await api(t.url, 'GET', `/api/games/${tab.id}/view`, { token: tab.blueToken })).body;
    expect(now).toEqual(before);
    expect((await t.server.store.loadLog(tab.id)).filter((r) => r.kind === 'action')).toHaveLength(1);
    expect(tab.red.messages.filter((m) => m.type === 'update')).toEqual([]);
    expect(tab.blue.messages.filter((m) => m.type === 'update')).toEqual([]);
  }

  const refusal = (client: LiveClient, ref?: unknown) =>
    client.next((m) => m.type === 'error' && (ref === undefined || m.ref === ref));

  test('not JSON: 400, without a ref (none could be read)', async () => {
    tab.blue.socket.send('{"type": "action", "ref": 1');
    const error = await refusal(tab.blue);
    expect(error).toMatchObject({ httpStatus: 400, error: { code: 'malformed' } });
    expect(error).not.toHaveProperty('ref');
    await unchanged();
  });

  test('a message that does not match the schema: 400 naming the field, with its ref', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'action', ref: 'a', action: { type: 'pass' } }, /version/],
      [{ type: 'action', ref: 'b', action: 'pass', version: 1 }, /action/],
      [{ type: 'action', ref: 'c', action: { type: 'pass' }, version: 1, extra: true }, /extra/],
      [{ type: 'resign', ref: 'd' }, /type/],
      [{ type: 'action', ref: 'x'.repeat(65), action: { type: 'pass' }, version: 1 }, /ref/],
    ];
    for (const [message, field] of cases) {
      send(tab.blue, message);
      const error = await refusal(tab.blue);
      expect(error.httpStatus, JSON.stringify(message)).toBe(400);
      expect(error.error.message).toMatch(field);
      const ref = (message as { ref: string }).ref;
      if (ref.length <= 64) expect(error.ref).toBe(ref);
      else expect(error).not.toHaveProperty('ref');
    }
    await unchanged();
  });

  test('a stale version: 409 with the current version', async () => {
    send(tab.blue, { type: 'action', ref: 's', action: { type: 'pass' }, version: tab.v });
    expect(await refusal(tab.blue, 's')).toMatchObject({
      httpStatus: 409,
      version: tab.v + 1,
      error: { code: 'stale-version' },
    });
    await unchanged();
  });

  test('an illegal action: 422 with the engine error', async () => {
    send(tab.blue, { type: 'action', ref: 'i', action: { type: 'attack' }, version: tab.v + 1 });
    const error = await refusal(tab.blue, 'i');
    expect(error).toMatchObject({ httpStatus: 422, version: tab.v + 1, error: { code: 'illegal' } });
    expect(error.error.message).toBeTruthy();
    await unchanged();
  });

  test("another seat named: 403; acting out of turn: the rules' refusal", async () => {
    send(tab.red, { type: 'action', ref: 'n', seat: 'blue', action: { type: 'pass' }, version: tab.v + 1 });
    expect(await refusal(tab.red, 'n')).toMatchObject({ httpStatus: 403, error: { code: 'not-your-seat' } });
    send(tab.red, { type: 'action', ref: 'o', action: { type: 'pass' }, version: tab.v + 1 });
    expect(await refusal(tab.red, 'o')).toMatchObject({ httpStatus: 422, error: { code: 'not-your-turn' } });
    await unchanged();
  });

  test("a spectator's socket cannot act: 403", async () => {
    const watcher = await live(t.url, `/api/games/${tab.id}/live`);
    await watcher.next((m) => m.type === 'snapshot');
    send(watcher, { type: 'action', ref: 'w', action: { type: 'pass' }, version: tab.v + 1 });
    expect(await refusal(watcher, 'w')).toMatchObject({ httpStatus: 403, error: { code: 'forbidden' } });
    await watcher.close();
    await unchanged();
  });

  test('a message over the size limit closes that socket (1009)', async () => {
    const client = await live(t.url, `/api/games/${tab.id}/live?token=${tab.blueToken}`);
    await client.next((m) => m.type === 'snapshot');
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    send(client, { type: 'action', action: { type: 'pass', pad: 'x'.repeat(70 * 1024) }, version: 1 });
    expect(await closed).toBe(1009);
    await unchanged();
  });
});

describe("a socket's message budget", () => {
  test('beyond the configured rate: 429 saying when to retry, and the move is not played', async () => {
    const limited = await testServer({ rateLimit: { max: 5, windowMs: 60_000 } });
    try {
      const { id, red, blue } = await table(limited);
      const { version } = (await limited.server.store.loadGame(id))!.game;
      // Moves have their own budget per token (limits.test.ts): spend it on stale ones.
      const advance = { type: 'advance', lane: 1 };
      for (let i = 0; i < 5; i++)
        send(red, { type: 'action', ref: i, action: advance, version: version + 1 });
      for (let i = 0; i < 5; i++) await red.next((m) => m.type === 'error' && m.ref === i);
      send(red, { type: 'action', ref: 'late', action: advance, version });
      const error = await red.next((m) => m.type === 'error' && m.ref === 'late');
      expect(error).toMatchObject({
        httpStatus: 429,
        error: { code: 'rate-limited', message: expect.stringMatching(/retry in \d+ s/) },
      });
      expect((await limited.server.store.loadGame(id))!.game.version).toBe(version);
      await Promise.all([red.close(), blue.close()]);
    } finally {
      await limited.close();
    }
  });

  test('the window counts per key and starts afresh when it ends', () => {
    const limiter = fixedWindow(2, 1000);
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('b', 20)]).toEqual([0, 0, 0]);
    expect(limiter.take('a', 400)).toBe(600);
    expect(limiter.take('a', 999)).toBe(1);
    expect(limiter.take('a', 1000)).toBe(0);
  });
});
