/**
 * The action log is the source of truth, committed before any acknowledgement: a server killed at any
 * moment (SIGKILL, no chance to flush anything) restarts on the same database with every acknowledged
 * action, and rebuilds its games by replay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { api, type Loose } from './support/http.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { seeded } from './support/random.ts';
import { claimInvite, createGame, createRaw, testServer, tokenOf } from './support/server.ts';
import { type ChildServer, spawnServer } from './support/spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'wargame-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: [string, string][] = [['SQLite', join(dir, 'kill.db')]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL]);
announceSkip('kill -9 test on PostgreSQL');

describe('crash safety', () => {
  test.each(backends)(
    '%s: kill -9 at any moment loses no acknowledged action',
    { timeout: 180_000 },
    async (_name, db) => {
      let server: ChildServer = await spawnServer(db);
      const created = await createGame(server.url, { game: 'coalition', scenario: 'standard' });
      const tokens = new Map<string, string>(created.seats.map((s: Loose) => [s.seat, s.token]));
      const pick = seeded(11);
      let acked = 0;
      let lastView: Loose = null;
      try {
        for (let round = 0; round < 4; round++) {
          // A few acknowledged moves...
          for (let i = 0; i < 3 + pick(4); i++) {
            const spectator = (await api(server.url, 'GET', `/api/games/${created.id}/view`)).body;
            if (spectator.status === 'over') break;
            const seat = spectator.toAct[0];
            const mine = (
              await api(server.url, 'GET', `/api/games/${created.id}/view`, { token: tokens.get(seat) })
            ).body;
            const options = mine.legal[seat];
            const moved = await api(server.url, 'POST', `/api/games/${created.id}/actions`, {
              token: tokens.get(seat),
              body: { action: options[pick(options.length)], version: mine.version },
            });
            expect(moved.status).toBe(200);
            acked = moved.body.version;
            lastView = (await api(server.url, 'GET', `/api/games/${created.id}/view`)).body;
          }
          // ...then one in flight when the process dies.
          const spectator = (await api(server.url, 'GET', `/api/games/${created.id}/view`)).body;
          const seat = spectator.toAct[0];
          const inFlight =
            seat &&
            fetch(`${server.url}/api/games/${created.id}/actions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(seat)}` },
              body: JSON.stringify({ action: { type: 'pass' }, version: acked }),
            }).then(
              (r) => r.status,
              () => 'lost' as const,
            );
          await new Promise((resolve) => setTimeout(resolve, pick(3)));
          await server.kill();
          const status = inFlight ? await inFlight : 'none';
          if (status === 200) acked += 1;

          server = await spawnServer(db);
          const restored = (await api(server.url, 'GET', `/api/games/${created.id}/view`)).body;
          // Every acknowledged action is there; the one in flight may or may not be.
          expect(restored.version === acked || (status !== 200 && restored.version === acked + 1)).toBe(true);
          if (restored.version === acked && lastView && lastView.version === acked) {
            expect(restored.view).toEqual(lastView.view);
            expect(restored.log).toEqual(lastView.log);
          }
          acked = restored.version;
          lastView = restored;
        }
        // The tokens still work after the restarts.
        const seat = lastView.toAct[0];
        if (seat) {
          const mine = (
            await api(server.url, 'GET', `/api/games/${created.id}/view`, { token: tokens.get(seat) })
          ).body;
          expect(mine.seats).toEqual([seat]);
        }
      } finally {
        await server.kill();
      }
    },
  );

  test('a restarted server replays its games from the log', async () => {
    const db = join(dir, 'replay.db');
    const first = await testServer({ db });
    const created = await createGame(first.url, { game: 'raid', scenario: 'standard' });
    const red = tokenOf(created, 'red');
    const blue = tokenOf(created, 'blue');
    const v = created.version;
    await api(first.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 1 }, version: v },
    });
    await api(first.url, 'POST', `/api/games/${created.id}/actions`, {
      token: blue,
      body: { action: { type: 'react' }, version: v + 1 },
    });
    await api(first.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'attack' }, version: v + 2 },
    });
    const before = (await api(first.url, 'GET', `/api/games/${created.id}/view`, { token: blue })).body;
    await first.close();

    const second = await testServer({ db });
    try {
      const after = (await api(second.url, 'GET', `/api/games/${created.id}/view`, { token: blue })).body;
      expect(after).toEqual(before);
      const moved = await api(second.url, 'POST', `/api/games/${created.id}/actions`, {
        token: blue,
        body: { action: after.legal.blue[0], version: v + 3 },
      });
      expect(moved.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  const stores: [string, string][] = [['SQLite', join(dir, 'seats.db')]];
  if (TEST_DATABASE_URL) stores.push(['PostgreSQL', TEST_DATABASE_URL]);
  test.each(stores)(
    '%s: claims, reissued invites, reseeds and a declined takeback survive a restart',
    async (_name, db) => {
      const first = await testServer({ db });
      const raw = await createRaw(first.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
      const id: string = raw.id;
      const red: string = raw.creator.token;
      const reissued = await api(first.url, 'POST', `/api/games/${id}/seats/blue/invite`, { token: red });
      expect(reissued.status).toBe(200);
      const blue: string = (await claimInvite(first.url, id, reissued.body.invite)).token;
      const post = (path: string, token: string, body: unknown) =>
        api(first.url, 'POST', `/api/games/${id}/${path}`, { token, body });
      let version = 2;
      for (const [token, action] of [
        [red, { type: 'advance', lane: 1 }],
        [blue, { type: 'react' }],
        [red, { type: 'attack' }],
      ] as const) {
        const moved = await post('actions', token, { action, version });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        version = moved.body.version;
      }
      // Red takes back the dice (a fresh secret), plays again, asks again and is declined.
      expect((await post('takeback', red, { version, toVersion: 0 })).status).toBe(200);
      const accepted = await post('takeback/accept', blue, { version: version + 1 });
      expect(accepted.status).toBe(200);
      const advanced = await post('actions', red, {
        action: { type: 'advance', lane: 0 },
        version: version + 2,
      });
      expect(advanced.status).toBe(200);
      expect((await post('takeback', red, { version: version + 3, toVersion: 0 })).status).toBe(200);
      expect((await post('takeback/decline', blue, {})).status).toBe(200);
      const before = (await api(first.url, 'GET', `/api/games/${id}/view`, { token: blue })).body;
      expect(before.notices.map((n: Loose) => n.type)).toEqual([
        'invite-reissued',
        'seat-claimed',
        'reseeded',
      ]);
      const stateBefore = JSON.stringify(first.server.context.rooms.peek(id)!.state);
      await first.close();

      const second = await testServer({ db });
      try {
        const after = (await api(second.url, 'GET', `/api/games/${id}/view`, { token: blue })).body;
        expect(after).toEqual(before);
        expect(after.players.map((p: Loose) => p.status)).toEqual(['creator', 'claimed']);
        // The reseeded generator is replayed: the same state, secret key included.
        expect(JSON.stringify(second.server.context.rooms.peek(id)!.state)).toBe(stateBefore);
        const again = await api(second.url, 'POST', `/api/games/${id}/takeback`, {
          token: red,
          body: { version: after.version, toVersion: 0 },
        });
        expect(again.status).toBe(409);
        expect(again.body.error.code).toBe('takeback-declined');
        const dead = await api(second.url, 'POST', `/api/games/${id}/claim`, {
          body: { invite: reissued.body.invite },
        });
        expect(dead.status).toBe(410);
      } finally {
        await second.close();
      }
    },
  );
});
