/**
 * JSON nested thousands deep (well under the body limit) is refused with a 400 before any schema runs:
 * recursive walkers overflow the stack on it, which used to give a 500 and a stack trace in the log.
 */

import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { MAX_JSON_DEPTH, tooDeep } from '../src/json-depth.ts';
import { api, type Loose } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

const deep = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('tooDeep', () => {
  test('counts nesting of arrays and objects, without recursion', () => {
    expect(tooDeep(1)).toBe(false);
    expect(tooDeep(null)).toBe(false);
    expect(tooDeep('['.repeat(1000))).toBe(false);
    expect(tooDeep({}, 1)).toBe(false);
    expect(tooDeep([[]], 1)).toBe(true);
    expect(tooDeep(JSON.parse(deep(MAX_JSON_DEPTH)))).toBe(false);
    expect(tooDeep(JSON.parse(deep(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(tooDeep(JSON.parse(deepObject(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(tooDeep({ a: [1, 2, { b: [] }], c: 'x' }, 4)).toBe(false);
    expect(tooDeep({ a: [1, 2, { b: [] }], c: 'x' }, 3)).toBe(true);
    // Far deeper than any stack: still an answer, not a RangeError.
    expect(tooDeep(JSON.parse(deep(200_000)))).toBe(true);
  });

  test('a wide, shallow value is fine', () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => ({ i, tags: [i, String(i)] }));
    expect(tooDeep({ action: { type: 'x', list: wide } })).toBe(false);
  });
});

describe('deeply nested bodies over HTTP', () => {
  let t: TestServer;
  let id: string;
  let red: string;
  let before: Loose;
  let logLength: number;
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await testServer();
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
    id = created.id;
    red = tokenOf(created, 'red');
    before = (await api(t.url, 'GET', `/api/games/${id}/view`, { token: red })).body;
    logLength = (await t.server.store.loadLog(id)).length;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    errors?.mockRestore();
  });

  function watchErrors(): void {
    // Without a logger, every request's logger is the app's: this sees what the error handler logs.
    errors = vi.spyOn(t.server.app.log, 'error');
  }

  function gameCount(): number {
    const db = new Database(join(t.dir, 'test.db'), { readonly: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }

  function expectTooDeep(reply: { status: number; body: Loose }): void {
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('too-deep');
    expect(reply.body.error.message).toMatch(/nested deeper than 64 levels/);
    expect(errors).not.toHaveBeenCalled();
  }

  test('an action nested 5,000 deep: 400, nothing logged, the game unchanged', async () => {
    watchErrors();
    const raw = `{"action":{"type":"advance","lane":${deep(5000)}},"version":${before.version}}`;
    expect(raw.length).toBeLessThan(64 * 1024);
    const reply = await api(t.url, 'POST', `/api/games/${id}/actions`, { token: red, raw });
    expectTooDeep(reply);
    expect((await api(t.url, 'GET', `/api/games/${id}/view`, { token: red })).body).toEqual(before);
    expect(await t.server.store.loadLog(id)).toHaveLength(logLength);
  });

  test('create with options nested 5,000 deep: 400, nothing logged, no game', async () => {
    watchErrors();
    const games = gameCount();
    const raw = `{"game":"raid","scenario":"standard","options":{"lanes":${deepObject(5000)}}}`;
    expect(raw.length).toBeLessThan(64 * 1024);
    expectTooDeep(await api(t.url, 'POST', '/api/games', { raw }));
    expect(gameCount()).toBe(games);
  });

  test('create with a position nested 5,000 deep: 400, nothing logged, no game', async () => {
    watchErrors();
    const games = gameCount();
    const raw = `{"game":"raid","scenario":"standard","position":${deep(5000)}}`;
    expectTooDeep(await api(t.url, 'POST', '/api/games', { raw }));
    expect(gameCount()).toBe(games);
  });

  test('ordinary nesting is still accepted', async () => {
    const reply = await api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 1 }, version: before.version },
    });
    expect(reply.status).toBe(200);
  });
});
