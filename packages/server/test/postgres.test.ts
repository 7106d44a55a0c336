/**
 * Scaling out: two server processes share one PostgreSQL. A move made through one reaches a WebSocket
 * connected to the other (LISTEN/NOTIFY); the two cannot both write the same version (one gets 409);
 * and a killed process leaves the game to the other.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, type Loose, live } from './support/http.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { createGame, createRaw, tokenOf } from './support/server.ts';
import { type ChildServer, spawnServer } from './support/spawn.ts';

announceSkip('two-process PostgreSQL tests');

describe.skipIf(!TEST_DATABASE_URL)('two processes, one PostgreSQL', { timeout: 120_000 }, () => {
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([spawnServer(TEST_DATABASE_URL!), spawnServer(TEST_DATABASE_URL!)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
  });

  test('a move made on one process reaches sockets on the other', async () => {
    const created = await createGame(a.url, { game: 'coalition', scenario: 'quick' });
    const japan = tokenOf(created, 'japan');
    const usa = tokenOf(created, 'usa');
    const usaOnB = await live(b.url, `/api/games/${created.id}/live?token=${usa}`);
    const watcherOnB = await live(b.url, `/api/games/${created.id}/live`);
    const japanOnA = await live(a.url, `/api/games/${created.id}/live?token=${japan}`);
    const first = await japanOnA.next();
    expect((await usaOnB.next()).version).toBe(created.version);
    await watcherOnB.next();

    const card = first.legal.japan[0];
    const moved = await api(a.url, 'POST', `/api/games/${created.id}/actions`, {
      token: japan,
      body: { action: card, version: created.version },
    });
    expect(moved.status).toBe(200);
    const v = created.version;
    const pushed = await usaOnB.next((m) => m.version === v + 1);
    expect(pushed.type).toBe('update');
    expect(pushed.log[0].seat).toBe('japan');
    expect(pushed.log[0].action).toBeUndefined();
    expect(pushed.legal.usa.length).toBeGreaterThan(0);
    expect((await watcherOnB.next((m) => m.version === v + 1)).view.played).toEqual([
      { seat: 'japan', card: card.card },
    ]);

    // And back: usa moves through B, japan's socket on A hears it.
    const back = await api(b.url, 'POST', `/api/games/${created.id}/actions`, {
      token: usa,
      body: { action: { type: 'pass' }, version: v + 1 },
    });
    expect(back.status).toBe(200);
    expect((await japanOnA.next((m) => m.version === v + 2)).log.map((e: Loose) => e.seat)).toEqual(['usa']);
    await Promise.all([usaOnB.close(), watcherOnB.close(), japanOnA.close()]);
  });

  test('two processes racing for one version: one move is accepted, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await createGame(a.url, {
        game: 'raid',
        scenario: 'standard',
        seatGroups: [['red', 'blue']],
      });
      const token = tokenOf(created, 'red');
      const post = (url: string, lane: number) =>
        api(url, 'POST', `/api/games/${created.id}/actions`, {
          token,
          body: { action: { type: 'advance', lane }, version: created.version },
        });
      const [fromA, fromB] = await Promise.all([post(a.url, 0), post(b.url, 1)]);
      expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
      const loser = fromA.status === 409 ? fromA : fromB;
      expect(loser.body.version).toBe(created.version + 1);
      const views = await Promise.all([a, b].map((s) => api(s.url, 'GET', `/api/games/${created.id}/view`)));
      expect(views[0]!.body.version).toBe(created.version + 1);
      expect(views[1]!.body.view).toEqual(views[0]!.body.view);
    }
  });

  test('two processes racing to claim one invite: one gets the seat, the other 410', async () => {
    for (let round = 0; round < 5; round++) {
      const raw = await createRaw(a.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
      const invite = raw.invites[0].invite;
      // Process B caches the game first, so that both hold it when the claims arrive.
      await api(b.url, 'GET', `/api/games/${raw.id}/view`);
      const claim = (url: string) => api(url, 'POST', `/api/games/${raw.id}/claim`, { body: { invite } });
      const [fromA, fromB] = await Promise.all([claim(a.url), claim(b.url)]);
      expect([fromA.status, fromB.status].sort()).toEqual([200, 410]);
      const winner = fromA.status === 200 ? fromA : fromB;
      for (const server of [a, b]) {
        const seen = await api(server.url, 'GET', `/api/games/${raw.id}/view`, { token: winner.body.token });
        expect(seen.body.seats).toEqual(['blue']);
        expect(seen.body.notices).toEqual([{ version: 1, at: 0, type: 'seat-claimed', seat: 'blue' }]);
      }
    }
  });

  test('when one process dies the other carries on with the game', async () => {
    const created = await createGame(a.url, { game: 'raid', scenario: 'standard' });
    const red = tokenOf(created, 'red');
    const blue = tokenOf(created, 'blue');
    const v = created.version;
    await api(a.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 2 }, version: v },
    });
    await a.kill();
    const moved = await api(b.url, 'POST', `/api/games/${created.id}/actions`, {
      token: blue,
      body: { action: { type: 'pass' }, version: v + 1 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(v + 2);
    a = await spawnServer(TEST_DATABASE_URL!);
    const view = await api(a.url, 'GET', `/api/games/${created.id}/view`, { token: red });
    expect(view.body.version).toBe(v + 2);
    expect(view.body.legal.red).toEqual([{ type: 'attack' }, { type: 'withdraw' }]);
  });
});
