/**
 * The chat of a game (`src/routes/chat.ts`, contract 6): lines are stored, read by anyone who may watch
 * (spectators too), written only with a seat's token, at most 500 characters, limited per token, and
 * pushed to every live socket of the game, on another process's sockets too (PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type WargameServer } from '../src/app.ts';
import { chatText } from '../src/routes/chat.ts';
import { fixtureGames } from './support/fixtures.ts';
import { api, type Loose, live } from './support/http.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

const backends: [string, string | undefined][] = [['SQLite', undefined]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL]);
announceSkip('chat on PostgreSQL');

const say = (t: TestServer, id: string, token: string | undefined, body: Loose) =>
  api(t.url, 'POST', `/api/games/${id}/chat`, { ...(token ? { token } : {}), body });

describe.each(backends)('the chat of a game (%s)', (_name, db) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(db ? { db } : {});
  });
  afterAll(() => t.close());

  async function game() {
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    return { id: created.id as string, red: tokenOf(created, 'red'), blue: tokenOf(created, 'blue') };
  }

  test('a seat writes, everyone reads, oldest first, as written', async () => {
    const { id, red, blue } = await game();
    const first = await say(t, id, red, { text: '  Good luck! <b>not bold</b>  ' });
    expect(first.status).toBe(201);
    expect(first.body.message).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      seat: 'red',
      text: 'Good luck! <b>not bold</b>',
    });
    await say(t, id, blue, { text: 'Καλή τύχη 🎲' });
    for (const token of [red, blue, undefined]) {
      const read = await api(t.url, 'GET', `/api/games/${id}/chat`, token ? { token } : {});
      expect(read.status).toBe(200);
      expect(read.body.messages.map((m: Loose) => [m.seat, m.text])).toEqual([
        ['red', 'Good luck! <b>not bold</b>'],
        ['blue', 'Καλή τύχη 🎲'],
      ]);
    }
    // Another game's chat is its own.
    const other = await game();
    expect((await api(t.url, 'GET', `/api/games/${other.id}/chat`)).body).toEqual({ messages: [] });
  });

  test('spectators read but may not write; nor may a token of another seat or game', async () => {
    const { id, red } = await game();
    const other = await game();
    const anonymous = await say(t, id, undefined, { text: 'hello' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('token-required');
    expect((await say(t, id, other.red, { text: 'hello' })).status).toBe(403);
    expect((await say(t, id, 'A'.repeat(24), { text: 'hello' })).status).toBe(403);
    expect((await say(t, id, red, { text: 'hello', seat: 'blue' })).status).toBe(403);
    expect((await api(t.url, 'GET', `/api/games/${id}/chat`, { token: other.red })).status).toBe(403);
    expect((await api(t.url, 'GET', '/api/games/nosuchgame1234/chat')).status).toBe(404);
    expect((await api(t.url, 'GET', `/api/games/${id}/chat`)).body.messages).toEqual([]);
  });

  test('at most 500 characters, not empty; what could disguise a line is removed', async () => {
    const { id, red } = await game();
    expect((await say(t, id, red, { text: '🎲'.repeat(500) })).status).toBe(201);
    const long = await say(t, id, red, { text: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({
      code: 'chat-too-long',
      message: 'a message has at most 500 characters (this one has 501)',
    });
    expect((await say(t, id, red, { text: 'x'.repeat(10_000) })).status).toBe(400);
    const empty = await say(t, id, red, { text: ' \n\u202e\u0007 ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('chat-empty');
    expect((await say(t, id, red, {})).status).toBe(400);
    const cleaned = await say(t, id, red, { text: 'a\u202eb\u0000c\r\n\r\n\r\n\r\nd\te' });
    expect(cleaned.body.message.text).toBe('abc\n\nd e');
    expect(chatText('e\u0301')).toBe('é');
  });

  test('each line is pushed to every socket of the game, spectators included', async () => {
    const { id, red, blue } = await game();
    const redSocket = await live(t.url, `/api/games/${id}/live?token=${red}`);
    const watcher = await live(t.url, `/api/games/${id}/live`);
    const elsewhere = await game();
    const stranger = await live(t.url, `/api/games/${elsewhere.id}/live`);
    const sent = await say(t, id, blue, { text: 'your move' });
    for (const socket of [redSocket, watcher]) {
      expect(await socket.next((m) => m.type === 'chat')).toEqual({
        type: 'chat',
        message: sent.body.message,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.messages.filter((m) => m.type === 'chat')).toEqual([]);
    await Promise.all([redSocket.close(), watcher.close(), stranger.close()]);
  });
});

describe('chat lines are kept', () => {
  test('across a restart (SQLite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wargame-chat-'));
    const start = async () => {
      const server = await createServer({
        port: 0,
        db: join(dir, 'chat.db'),
        games: fixtureGames,
        rateLimit: false,
        ai: false,
      });
      return { server, url: await server.listen() };
    };
    let running: { server: WargameServer; url: string } | null = null;
    try {
      running = await start();
      const created = await createGame(running.url, { game: 'raid', scenario: 'standard' });
      await api(running.url, 'POST', `/api/games/${created.id}/chat`, {
        token: tokenOf(created, 'red'),
        body: { text: 'see you tomorrow' },
      });
      await running.server.close();
      running = await start();
      const read = await api(running.url, 'GET', `/api/games/${created.id}/chat`);
      expect(read.body.messages.map((m: Loose) => m.text)).toEqual(['see you tomorrow']);
    } finally {
      await running?.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the chat budget', () => {
  test('each token may post `chat` lines a window; its moves and other tokens are not held up', async () => {
    const t = await testServer({ rateLimit: { max: 100, windowMs: 60_000, chat: 3 } });
    try {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const red = tokenOf(created, 'red');
      const blue = tokenOf(created, 'blue');
      for (let i = 0; i < 3; i++)
        expect((await say(t, created.id, red, { text: `line ${i}` })).status).toBe(201);
      const refused = await say(t, created.id, red, { text: 'one more' });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'rate-limited',
        message: expect.stringMatching(/^too many chat messages: retry in \d+ s$/),
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await say(t, created.id, blue, { text: 'my turn to talk' })).status).toBe(201);
      const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
        token: red,
        body: { action: { type: 'advance', lane: 0 }, version: created.version },
      });
      expect(moved.status).toBe(200);
      expect((await api(t.url, 'GET', `/api/games/${created.id}/chat`)).body.messages).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two servers, one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      testServer({ db: TEST_DATABASE_URL! }),
      testServer({ db: TEST_DATABASE_URL! }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  test('a line written through one reaches the sockets of the other, once', async () => {
    const created = await createGame(a.url, { game: 'raid', scenario: 'standard' });
    const onB = await live(b.url, `/api/games/${created.id}/live`);
    const onA = await live(a.url, `/api/games/${created.id}/live`);
    await Promise.all([onA.next(), onB.next()]);
    const sent = await say(a, created.id, tokenOf(created, 'red'), { text: 'across processes' });
    expect(await onB.next((m) => m.type === 'chat')).toEqual({ type: 'chat', message: sent.body.message });
    expect(await onA.next((m) => m.type === 'chat')).toEqual({ type: 'chat', message: sent.body.message });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...onA.messages, ...onB.messages].filter((m) => m.type === 'chat')).toEqual([]);
    expect((await api(b.url, 'GET', `/api/games/${created.id}/chat`)).body.messages).toEqual([
      sent.body.message,
    ]);
    await Promise.all([onA.close(), onB.close()]);
  });
});
