/**
 * Budgets (per token, moves apart, per address), the refusal's body, trusted proxies and the cap on
 * live sockets per address. Real HTTP and sockets with small limits; the windows are a minute long,
 * so nothing here depends on timing.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ConfigError, resolveConfig, trustProxyOf } from '../src/config.ts';
import { createBudgets } from '../src/limits/budgets.ts';
import { api, type LiveClient, live } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

const minute = { windowMs: 60_000 };

async function withServer(options: Parameters<typeof testServer>[0], run: (t: TestServer) => Promise<void>) {
  const t = await testServer(options);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/**
 * The tests' client, behind a trusted proxy (one hop): its own address, whatever creating a game (and
 * claiming its seats) from loopback has spent.
 */
const client = { 'x-forwarded-for': '203.0.113.9' };

async function versionOf(t: TestServer, id: string): Promise<number> {
  return (await t.server.store.loadGame(id))!.game.version;
}

const statuses = async (count: number, request: () => Promise<{ status: number }>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await request()).status);
  return seen;
};

describe('the refusal', () => {
  test('every 429 says why and when to retry', async () => {
    await withServer({ rateLimit: { max: 2, ...minute } }, async (t) => {
      await statuses(2, () => api(t.url, 'GET', '/api/catalog'));
      const reply = await api(t.url, 'GET', '/api/catalog');
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual({
        error: {
          code: 'rate-limited',
          message: expect.stringMatching(/^too many requests: retry in \d+ s$/),
        },
      });
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  test('creating games (a tenth of the limit) too', async () => {
    await withServer({ rateLimit: { max: 10, ...minute } }, async (t) => {
      await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const reply = await api(t.url, 'POST', '/api/games', { body: { game: 'raid', scenario: 'standard' } });
      expect(reply.status).toBe(429);
      expect(reply.body.error).toEqual({
        code: 'rate-limited',
        message: expect.stringMatching(/retry in \d+ s/),
      });
    });
  });
});

describe('budgets', () => {
  test('a token that spent its budget locks out neither another player behind its address nor its own moves', async () => {
    await withServer({ rateLimit: { max: 5, ...minute }, trustProxy: 1 }, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const [red, blue] = [tokenOf(created, 'red'), tokenOf(created, 'blue')];
      const view = (token?: string) =>
        api(t.url, 'GET', `/api/games/${created.id}/view`, { token, headers: client });
      expect(await statuses(6, () => view(red))).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await view(blue)).status).toBe(200);
      expect((await view()).status).toBe(200);
      const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
        token: red,
        headers: client,
        body: { action: { type: 'advance', lane: 1 }, version: await versionOf(t, created.id) },
      });
      expect(moved.status).toBe(200);
    });
  });

  test('moves have a budget of their own, which requests do not spend', async () => {
    await withServer({ rateLimit: { max: 5, ...minute } }, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const red = tokenOf(created, 'red');
      const stale = () =>
        api(t.url, 'POST', `/api/games/${created.id}/actions`, {
          token: red,
          body: { action: { type: 'advance', lane: 1 }, version: 999 },
        });
      expect(await statuses(6, stale)).toEqual([409, 409, 409, 409, 409, 429]);
      const refused = await stale();
      expect(refused.body.error.message).toMatch(/^too many moves: retry in \d+ s$/);
      expect((await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: red })).status).toBe(200);
    });
  });

  test('invented tokens are counted under the address: rotating them buys nothing', async () => {
    await withServer({ rateLimit: { max: 5, ...minute }, trustProxy: 1 }, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const invented = () => randomBytes(18).toString('base64url');
      const fake = () => api(t.url, 'GET', '/api/catalog', { token: invented(), headers: client });
      expect(await statuses(6, fake)).toEqual([200, 200, 200, 200, 200, 429]);
      const viewFake = await api(t.url, 'GET', `/api/games/${created.id}/view?token=${invented()}`, {
        headers: client,
      });
      expect(viewFake.status).toBe(429);
      expect((await api(t.url, 'GET', '/api/catalog', { headers: client })).status).toBe(429);
      const red = tokenOf(created, 'red');
      const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: red, headers: client });
      expect(view.status).toBe(200);
    });
  });

  test('one address spends at most 4 × the limit, whatever tokens it holds', () => {
    const budgets = createBudgets(5, 1000);
    const spent = [];
    for (let token = 0; token < 5; token++) {
      for (let i = 0; i < 5; i++) spent.push(budgets.take('10.0.0.1', `hash-${token}`, 'request', 0));
    }
    expect(spent.slice(0, 20).every((wait) => wait === 0)).toBe(true);
    expect(spent.slice(20).every((wait) => wait === 1000)).toBe(true);
    // Another address, and the next window, start afresh.
    expect(budgets.take('10.0.0.2', 'hash-0', 'move', 10)).toBe(0);
    expect(budgets.take('10.0.0.1', 'hash-4', 'request', 1000)).toBe(0);
    // IPv6: one client's /64 is one address.
    for (let i = 0; i < 5; i++) budgets.take(`2001:db8::${i + 1}`, null, 'request', 1000);
    expect(budgets.take('2001:db8::ffff', null, 'request', 1000)).toBeGreaterThan(0);
  });
});

describe('--trust-proxy', () => {
  const rotating = (t: TestServer, client: string) => {
    let n = 0;
    return () =>
      api(t.url, 'GET', '/api/catalog', { headers: { 'x-forwarded-for': `10.0.${n++}.1, ${client}` } });
  };

  test.each([
    ['one hop', 1],
    ["the proxy's address", ['127.0.0.1']],
  ] as const)('with %s, a rotating leftmost X-Forwarded-For does not escape the limit', async (_, trust) => {
    await withServer({ rateLimit: { max: 3, ...minute }, trustProxy: trust }, async (t) => {
      expect(await statuses(4, rotating(t, '203.0.113.7'))).toEqual([200, 200, 200, 429]);
      // The address the proxy saw is the client's: another one has its own budget.
      expect((await rotating(t, '203.0.113.8')()).status).toBe(200);
    });
  });

  test('a hop count or addresses; a boolean is refused and says what to give', () => {
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const text of ['true', 'yes', 'TRUE']) {
      expect(() => trustProxyOf(text)).toThrow(ConfigError);
      expect(() => trustProxyOf(text)).toThrow(/number of proxy hops.*addresses/);
    }
    expect(() => trustProxyOf('10.0.0.300')).toThrow(/bad proxy address '10.0.0.300'/);
    expect(() => trustProxyOf('10.0.0.0/33')).toThrow(ConfigError);
    expect(resolveConfig({ 'trust-proxy': '1' }, {}).trustProxy).toBe(1);
    expect(resolveConfig({}, { TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(() => resolveConfig({}, { TRUST_PROXY: 'yes' })).toThrow(/hop/);
    expect(resolveConfig({}, {}).trustProxy).toBe(false);
  });
});

describe('live sockets', () => {
  test('at most 16 from one address', async () => {
    await withServer({}, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const path = `/api/games/${created.id}/live`;
      const open: LiveClient[] = [];
      for (let i = 0; i < 16; i++) open.push(await live(t.url, path));
      await Promise.all(open.map((client) => client.next((m) => m.type === 'snapshot')));
      // ws has said each snapshot was written out: nothing counts as queued any more.
      expect(t.server.context.hub.buffered()).toBe(0);
      await expect(live(t.url, path)).rejects.toThrow(/HTTP 429/);
      await open.pop()!.close();
      open.push(await live(t.url, path));
      await Promise.all(open.map((client) => client.close()));
    });
  });

  test("a socket's pings spend its token's budget, its moves their own; every 429 says when to retry", async () => {
    await withServer({ rateLimit: { max: 5, ...minute } }, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const red = await live(t.url, `/api/games/${created.id}/live?token=${tokenOf(created, 'red')}`);
      const { version } = await red.next((m) => m.type === 'snapshot');
      const send = (message: unknown) => red.socket.send(JSON.stringify(message));
      // The upgrade was the token's first request.
      for (let i = 0; i < 5; i++) send({ type: 'ping' });
      for (let i = 0; i < 4; i++) await red.next((m) => m.type === 'pong');
      const refused = await red.next((m) => m.type === 'error');
      expect(refused).toEqual({
        type: 'error',
        httpStatus: 429,
        error: {
          code: 'rate-limited',
          message: expect.stringMatching(/^too many messages: retry in \d+ s$/),
        },
      });
      send({ type: 'action', ref: 'm', action: { type: 'advance', lane: 1 }, version });
      expect(await red.next((m) => m.type === 'update')).toMatchObject({ ref: 'm', version: version + 1 });
      for (let i = 0; i < 5; i++)
        send({ type: 'action', ref: i, action: { type: 'advance', lane: 1 }, version });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await red.next((m) => m.type === 'error'));
      // The refusal is sent at once, the others once the game's lock has been taken: order by ref.
      answers.sort((a, b) => a.ref - b.ref);
      expect(answers.map((m) => m.httpStatus)).toEqual([409, 409, 409, 409, 429]);
      expect(answers[4]).toMatchObject({
        ref: 4,
        error: { message: expect.stringMatching(/^too many moves/) },
      });
      expect(await versionOf(t, created.id)).toBe(version + 1);
      await red.close();
    });
  });

  test('a message nested too deep: 400, and the socket stays open', async () => {
    await withServer({}, async (t) => {
      const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
      const red = await live(t.url, `/api/games/${created.id}/live?token=${tokenOf(created, 'red')}`);
      await red.next((m) => m.type === 'snapshot');
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      red.socket.send(`{"type":"action","ref":"d","action":{"type":"advance","lane":${deep}},"version":1}`);
      expect(await red.next((m) => m.type === 'error')).toMatchObject({
        ref: 'd',
        httpStatus: 400,
        error: { code: 'too-deep' },
      });
      red.socket.send(JSON.stringify({ type: 'ping' }));
      expect(await red.next()).toEqual({ type: 'pong' });
      await red.close();
    });
  });
});
