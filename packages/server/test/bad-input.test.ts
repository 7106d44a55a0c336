/**
 * Refusals: every bad request gets a clear 4xx with `{ error: { code, message } }`, and leaves the game
 * exactly as it was (same version, same log, same state).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, type Loose, live } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

let t: TestServer;
let id: string;
let red: string;
let blue: string;
let before: Loose;
/** The version after the first move (the claims of the invites are log rows before it). */
let now: number;

beforeAll(async () => {
  t = await testServer();
  const created = await createGame(t.url, { game: 'raid', scenario: 'standard' });
  id = created.id;
  red = tokenOf(created, 'red');
  blue = tokenOf(created, 'blue');
  const moved = await api(t.url, 'POST', `/api/games/${id}/actions`, {
    token: red,
    body: { action: { type: 'advance', lane: 1 }, version: created.version },
  });
  expect(moved.status).toBe(200);
  now = moved.body.version;
  before = (await api(t.url, 'GET', `/api/games/${id}/view`, { token: blue })).body;
});
afterAll(async () => {
  await t.close();
});

async function unchanged(): Promise<void> {
  const now = (await api(t.url, 'GET', `/api/games/${id}/view`, { token: blue })).body;
  expect(now).toEqual(before);
  const rows = await t.server.store.loadLog(id);
  expect(rows.filter((r) => r.kind === 'action')).toHaveLength(1);
}

const post = (body: unknown, token?: string) =>
  api(t.url, 'POST', `/api/games/${id}/actions`, { body, ...(token ? { token } : {}) });

describe('refused actions change nothing', () => {
  test('malformed JSON: 400', async () => {
    const reply = await api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: blue,
      raw: '{"action": {"type": "pass"',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('malformed');
    await unchanged();
  });

  test('a body that does not match the schema: 400 naming the field', async () => {
    for (const body of [
      { action: { type: 'pass' } },
      { action: { type: 'pass' }, version: 'one' },
      { action: 'pass', version: now },
      { action: { lane: 1 }, version: now },
      { action: { type: 'pass' }, version: now, extra: true },
      [1, 2, 3],
    ]) {
      const reply = await post(body, blue);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.message).toMatch(/malformed/);
    }
    await unchanged();
  });

  test('a well-formed action the game does not know: 422 from the engine', async () => {
    const reply = await post({ action: { type: 'fly', to: 'moon' }, version: now }, blue);
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('malformed');
    await unchanged();
  });

  test('no token: 401; a wrong token: 403', async () => {
    const none = await post({ action: { type: 'pass' }, version: now });
    expect(none.status).toBe(401);
    const wrong = await post({ action: { type: 'pass' }, version: now }, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(wrong.status).toBe(403);
    const garbage = await api(t.url, 'POST', `/api/games/${id}/actions`, {
      headers: { authorization: 'Basic cmVkOnJlZA==' },
      body: { action: { type: 'pass' }, version: now },
    });
    expect(garbage.status).toBe(401);
    await unchanged();
  });

  test("another seat's token: 403 (naming the seat) or the rules' refusal (acting for itself)", async () => {
    const named = await post({ seat: 'blue', action: { type: 'pass' }, version: now }, red);
    expect(named.status).toBe(403);
    expect(named.body.error.code).toBe('not-your-seat');
    const self = await post({ action: { type: 'pass' }, version: now }, red);
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('not-your-turn');
    await unchanged();
  });

  test('a token of another game: 403', async () => {
    const other = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    const reply = await post({ action: { type: 'pass' }, version: now }, tokenOf(other, 'blue'));
    expect(reply.status).toBe(403);
    const view = await api(t.url, 'GET', `/api/games/${id}/view`, { token: tokenOf(other, 'blue') });
    expect(view.status).toBe(403);
    await unchanged();
  });

  test('a stale version: 409 with the current version', async () => {
    const reply = await post({ action: { type: 'pass' }, version: now - 1 }, blue);
    expect(reply.status).toBe(409);
    expect(reply.body.version).toBe(now);
    expect(reply.body.error.code).toBe('stale-version');
    const ahead = await post({ action: { type: 'pass' }, version: now + 7 }, blue);
    expect(ahead.status).toBe(409);
    await unchanged();
  });

  test('an illegal action: 422 with the engine error', async () => {
    const reply = await post({ action: { type: 'attack' }, version: now }, blue);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'illegal' });
    expect(reply.body.error.message).toBeTruthy();
    expect(reply.body.version).toBe(now);
    await unchanged();
  });

  test('an oversized body: 413', async () => {
    const reply = await post({ action: { type: 'pass', pad: 'x'.repeat(70 * 1024) }, version: now }, blue);
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('too-large');
    await unchanged();
  });

  test('a body that is not JSON: 415', async () => {
    const reply = await api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: blue,
      raw: 'action=pass',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(415);
    await unchanged();
  });

  test('an unknown game: 404 everywhere', async () => {
    const paths = ['view', 'save'].map((p) => `/api/games/nosuchgame1234/${p}`);
    for (const path of paths) expect((await api(t.url, 'GET', path)).status).toBe(404);
    const action = await api(t.url, 'POST', '/api/games/nosuchgame1234/actions', {
      token: blue,
      body: { action: { type: 'pass' }, version: now },
    });
    expect(action.status).toBe(404);
    expect(action.body.error.code).toBe('unknown-game');
    const odd = await api(t.url, 'GET', `/api/games/${encodeURIComponent('../../etc')}/view`);
    expect(odd.status).toBe(404);
    await expect(live(t.url, '/api/games/nosuchgame1234/live')).rejects.toThrow(/404/);
    await unchanged();
  });

  test('a socket with a wrong token is refused before the upgrade', async () => {
    await expect(live(t.url, `/api/games/${id}/live?token=AAAAAAAAAAAAAAAAAAAAAAAA`)).rejects.toThrow(/403/);
  });

  test('unknown routes: 404 in the same error shape', async () => {
    const reply = await api(t.url, 'GET', '/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not-found');
  });
});

describe('rate limiting', () => {
  test('beyond the configured rate: 429', async () => {
    const limited = await testServer({ rateLimit: { max: 5, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await api(limited.url, 'GET', '/api/catalog')).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[6]).toBe(429);
      const reply = await api(limited.url, 'GET', '/api/catalog');
      expect(reply.body.error.code).toBe('rate-limited');
    } finally {
      await limited.close();
    }
  });
});
