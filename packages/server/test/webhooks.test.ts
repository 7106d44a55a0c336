/**
 * "Your turn" webhooks: POSTed (Discord/Slack-compatible `content`/`text`) when a seat becomes due,
 * fire-and-forget. The listener here is a local HTTP server on 127.0.0.1, never any other address.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post } from '../src/webhooks/send.ts';
import { checkWebhookUrl } from '../src/webhooks/url.ts';
import { api, type Loose } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

interface Hook {
  path: string;
  body: Loose;
}

let t: TestServer;
let listener: Server;
let hookBase: string;
const received: Hook[] = [];
const waiting: ((hook: Hook) => void)[] = [];

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += String(chunk);
    });
    request.on('end', () => resolve(text));
  });
}

function nextHook(timeoutMs = 3000): Promise<Hook> {
  const queued = received.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no webhook call')), timeoutMs);
    waiting.push((hook) => {
      clearTimeout(timer);
      resolve(hook);
    });
  });
}

beforeAll(async () => {
  listener = createServer(async (request, response) => {
    const hook = { path: request.url ?? '', body: JSON.parse(await read(request)) };
    if (hook.path === '/slow') return; // never answers: the server's timeout must cut it
    response.writeHead(hook.path === '/broken' ? 500 : 204).end();
    const waiter = waiting.shift();
    if (waiter) waiter(hook);
    else received.push(hook);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  hookBase = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  t = await testServer({ webhooks: { allowPrivate: true, timeoutMs: 3000 } });
});
afterAll(async () => {
  await t.close();
  listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
});

describe('webhooks', () => {
  test('a seat is notified when it becomes its turn, once per turn', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    const red = tokenOf(created, 'red');
    const blue = tokenOf(created, 'blue');
    const set = await api(t.url, 'PUT', `/api/games/${created.id}/seats/blue/webhook`, {
      token: blue,
      body: { url: `${hookBase}/blue` },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ seat: 'blue', webhook: `${hookBase}/blue` });
    await api(t.url, 'PUT', `/api/games/${created.id}/seats/red/webhook`, {
      token: red,
      body: { url: `${hookBase}/red` },
    });

    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 0 }, version: created.version },
    });
    const hook = await nextHook();
    expect(hook.path).toBe('/blue');
    expect(hook.body).toMatchObject({ game: created.id, seat: 'blue', url: `${t.url}/play/${created.id}` });
    expect(hook.body.content).toMatch(/your turn/i);
    expect(hook.body.text).toBe(hook.body.content);

    // Blue passes: red is due again (attack or withdraw), then stays due for its own next step: one call.
    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: blue,
      body: { action: { type: 'pass' }, version: created.version + 1 },
    });
    expect((await nextHook()).path).toBe('/red');
    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'withdraw' }, version: created.version + 2 },
    });
    expect((await nextHook()).path).toBe('/blue');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  test('only a holder of the seat may set its webhook, and only to an http(s) URL', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    const red = tokenOf(created, 'red');
    const path = `/api/games/${created.id}/seats/blue/webhook`;
    expect((await api(t.url, 'PUT', path, { token: red, body: { url: `${hookBase}/x` } })).status).toBe(403);
    expect((await api(t.url, 'PUT', path, { body: { url: `${hookBase}/x` } })).status).toBe(401);
    const blue = tokenOf(created, 'blue');
    expect((await api(t.url, 'PUT', path, { token: blue, body: { url: 'ftp://127.0.0.1/x' } })).status).toBe(
      400,
    );
    expect((await api(t.url, 'PUT', path, { token: blue, body: { url: 'not a url' } })).status).toBe(400);
    const cleared = await api(t.url, 'PUT', path, { token: blue, body: { url: null } });
    expect(cleared.body.webhook).toBeNull();
  });

  test('a failing or hanging webhook never holds up the game', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    const red = tokenOf(created, 'red');
    const blue = tokenOf(created, 'blue');
    await api(t.url, 'PUT', `/api/games/${created.id}/seats/blue/webhook`, {
      token: blue,
      body: { url: `${hookBase}/slow` },
    });
    await api(t.url, 'PUT', `/api/games/${created.id}/seats/red/webhook`, {
      token: red,
      body: { url: `${hookBase}/broken` },
    });
    const started = Date.now();
    const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 0 }, version: created.version },
    });
    expect(moved.status).toBe(200);
    const passed = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: blue,
      body: { action: { type: 'pass' }, version: created.version + 1 },
    });
    expect(passed.status).toBe(200);
    // Had the moves waited for the hanging webhook, they would have taken its 3 s timeout.
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await nextHook()).path).toBe('/broken');
  });
});

describe('webhook addresses', () => {
  test('a name that resolves to a private address is refused when called, not only when set', async () => {
    const port = (listener.address() as AddressInfo).port;
    // 'localhost' resolves (from /etc/hosts) to a loopback address: the check is on the address.
    await expect(post(`http://localhost:${port}/named`, { x: 1 }, 2000)).rejects.toThrow(
      /private|not allowed/,
    );
    await expect(post(`http://127.0.0.1:${port}/literal`, { x: 1 }, 2000)).rejects.toThrow(/not allowed/);
    await expect(post(`http://[::ffff:7f00:1]:${port}/mapped`, { x: 1 }, 2000)).rejects.toThrow(
      /not allowed/,
    );
    expect(received.map((hook) => hook.path)).toEqual([]);
    // Allowed (tests, private deployments): the same call goes through.
    await post(`http://localhost:${port}/named`, { x: 1 }, 2000, true);
    expect((await nextHook()).path).toBe('/named');
  });

  test('private and loopback hosts are refused unless allowed', () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://192.168.0.1/x',
      'http://172.20.0.1/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[fd00::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'https://user:pw@example.com/x',
    ]) {
      expect(checkWebhookUrl(url, false).ok, url).toBe(false);
    }
    expect(checkWebhookUrl('https://discord.com/api/webhooks/1/abc', false)).toEqual({
      ok: true,
      url: 'https://discord.com/api/webhooks/1/abc',
    });
    expect(checkWebhookUrl('http://127.0.0.1:9/x', true).ok).toBe(true);
  });

  test('by default the server refuses a loopback webhook', async () => {
    const strict = await testServer();
    try {
      const created = await createGame(strict.url, { game: 'raid', scenario: 'standard' });
      const reply = await api(strict.url, 'PUT', `/api/games/${created.id}/seats/red/webhook`, {
        token: tokenOf(created, 'red'),
        body: { url: `${hookBase}/red` },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('bad-webhook');
    } finally {
      await strict.close();
    }
  });
});
