/** The Store contract, for each implementation: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { hashToken, newGameId } from '../src/auth/tokens.ts';
import { openStore } from '../src/store/open.ts';
import type { GameRow, NewLogRow, SeatRow, Store } from '../src/store/types.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';

const dir = mkdtempSync(join(tmpdir(), 'wargame-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: [string, () => string][] = [['sqlite', () => join(dir, `store-${newGameId()}.db`)]];
if (TEST_DATABASE_URL) backends.push(['postgres', () => TEST_DATABASE_URL!]);
announceSkip('PostgreSQL store contract');

function gameRow(id: string): GameRow {
  const now = new Date().toISOString();
  return {
    id,
    game: 'raid',
    scenario: 'standard',
    options: { zeta: 1, alpha: [true, null] },
    position: null,
    seed: 'secret-seed',
    commitment: 'c'.repeat(64),
    version: 0,
    creatorHash: 'f'.repeat(64),
    scripted: true,
    rng: 'chacha20',
    status: 'active',
    toAct: ['red'],
    outcome: null,
    createdAt: now,
    updatedAt: now,
  };
}

const seats: SeatRow[] = [
  {
    seat: 'red',
    tokenHash: 'a'.repeat(64),
    inviteHash: null,
    player: 'Ann',
    ai: false,
    aiLevel: null,
    webhook: null,
  },
  { seat: 'blue', tokenHash: null, inviteHash: null, player: null, ai: true, aiLevel: 'hard', webhook: null },
];

function action(version: number, extra: Partial<NewLogRow> = {}): NewLogRow {
  return {
    version,
    kind: 'action',
    seat: 'red',
    action: { type: 'advance', lane: version, zeta: 'z', alpha: 'a' },
    boundary: version % 2 === 0,
    toVersion: null,
    secret: null,
    ...extra,
  };
}

const update = { toAct: ['blue'], status: 'active' as const, outcome: null };

describe.each(backends)('%s store', (_name, location) => {
  const open = (db = location()) => openStore(db);

  test('migrations run once, whoever opens the database first', async () => {
    const db = location();
    const [a, b] = await Promise.all([open(db), open(db)]);
    const c = await open(db);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  test('a game, its seats and its log round-trip, JSON text kept as written', async () => {
    const store = await open();
    try {
      const id = newGameId();
      await store.createGame(gameRow(id), seats);
      expect(await store.append(id, action(1), update)).toBe('ok');
      expect(
        await store.append(id, action(2), {
          toAct: [],
          status: 'over',
          outcome: { winners: ['red'], reason: 'r' },
        }),
      ).toBe('ok');
      const loaded = await store.loadGame(id);
      expect(loaded?.game).toMatchObject({
        ...gameRow(id),
        version: 2,
        status: 'over',
        toAct: [],
        outcome: { winners: ['red'], reason: 'r' },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(loaded?.game.options)).toBe('{"zeta":1,"alpha":[true,null]}');
      expect(loaded?.game.outcome).toEqual({ winners: ['red'], reason: 'r' });
      expect(loaded?.seats).toEqual(seats);
      const rows = await store.loadLog(id);
      expect(rows.map((r) => JSON.stringify(r.action))).toEqual([
        '{"type":"advance","lane":1,"zeta":"z","alpha":"a"}',
        '{"type":"advance","lane":2,"zeta":"z","alpha":"a"}',
      ]);
      expect(rows.map((r) => r.boundary)).toEqual([false, true]);
      expect((await store.loadLog(id, 1)).map((r) => r.version)).toEqual([2]);
      expect(await store.loadGame('nope')).toBeNull();
    } finally {
      await store.close();
    }
  });

  test('concurrent writes to many games: each fails or succeeds alone, and all survive a reopen', async () => {
    const db = location();
    const store = await open(db);
    const ids = Array.from({ length: 40 }, () => newGameId());
    try {
      await Promise.all(ids.map((id) => store.createGame(gameRow(id), seats)));
      // A duplicate game among new ones (SQLite commits them in one transaction): only it fails.
      const fresh = newGameId();
      const created = await Promise.allSettled([
        store.createGame(gameRow(ids[0]!), seats),
        store.createGame(gameRow(fresh), seats),
      ]);
      expect(created.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
      const appended = await Promise.all(
        ids.flatMap((id) => [store.append(id, action(1), update), store.append(id, action(5), update)]),
      );
      expect(appended).toEqual(ids.flatMap(() => ['ok', 'conflict']));
    } finally {
      await store.close();
    }
    const reopened = await open(db);
    try {
      for (const id of ids) expect((await reopened.loadLog(id)).map((r) => r.version)).toEqual([1]);
      expect(await reopened.loadGame(ids[0]!)).not.toBeNull();
    } finally {
      await reopened.close();
    }
  });

  test('each version is written once: a duplicate or a gap is a conflict and writes nothing', async () => {
    const store = await open();
    try {
      const id = newGameId();
      await store.createGame(gameRow(id), seats);
      const results = await Promise.all([
        store.append(id, action(1), update),
        store.append(id, action(1), update),
      ]);
      expect(results.sort()).toEqual(['conflict', 'ok']);
      expect(await store.append(id, action(3), update)).toBe('conflict');
      expect(await store.append('nope', action(1), update)).toBe('conflict');
      expect((await store.loadLog(id)).length).toBe(1);
      expect((await store.loadGame(id))?.game.version).toBe(1);
    } finally {
      await store.close();
    }
  });

  test('an undo marks the rows it takes back and deletes nothing', async () => {
    const store = await open();
    try {
      const id = newGameId();
      await store.createGame(gameRow(id), seats);
      for (const v of [1, 2, 3]) await store.append(id, action(v), update);
      await store.append(
        id,
        { version: 4, kind: 'undo', seat: 'red', action: null, boundary: false, toVersion: 1, secret: null },
        update,
      );
      await store.append(id, action(5), update);
      await store.append(
        id,
        { version: 6, kind: 'undo', seat: 'red', action: null, boundary: false, toVersion: 1, secret: null },
        update,
      );
      const rows = await store.loadLog(id);
      expect(rows.map((r) => [r.version, r.kind, r.undoneBy, r.toVersion])).toEqual([
        [1, 'action', null, null],
        [2, 'action', 4, null],
        [3, 'action', 4, null],
        [4, 'undo', null, 1],
        [5, 'action', 6, null],
        [6, 'undo', null, 1],
      ]);
    } finally {
      await store.close();
    }
  });

  test('a claim changes its seat rows with its log row, and only if the row is written', async () => {
    const store = await open();
    try {
      const id = newGameId();
      const invited: SeatRow = { ...seats[0]!, seat: 'blue', tokenHash: null, inviteHash: 'b'.repeat(64) };
      await store.createGame(gameRow(id), [seats[0]!, invited]);
      const claim = (version: number): NewLogRow => ({
        version,
        kind: 'seat-claim',
        seat: 'blue',
        action: null,
        boundary: false,
        toVersion: null,
        secret: null,
      });
      const change = (token: string) => ({ seats: ['blue'], tokenHash: token, inviteHash: null });
      const won = hashToken(newGameId());
      expect(await store.append(id, claim(1), update, change(won))).toBe('ok');
      // The loser of a race for the same version changes no seat.
      expect(await store.append(id, claim(1), update, change('e'.repeat(64)))).toBe('conflict');
      const blue = (await store.loadSeats(id)).find((s) => s.seat === 'blue');
      expect(blue).toMatchObject({ tokenHash: won, inviteHash: null });
      expect(await store.findTokens([won])).toEqual([{ gameId: id, seat: 'blue', tokenHash: won }]);
      // An undo row keeps the fresh secret it drew.
      await store.append(id, action(2), update);
      await store.append(
        id,
        { ...action(3), kind: 'undo', action: null, toVersion: 0, secret: 'f0'.repeat(32) },
        update,
      );
      const rows = await store.loadLog(id);
      expect(rows.map((r) => [r.kind, r.secret])).toEqual([
        ['seat-claim', null],
        ['action', null],
        ['undo', 'f0'.repeat(32)],
      ]);
    } finally {
      await store.close();
    }
  });

  test('tokens, listings and webhooks', async () => {
    const store = await open();
    try {
      const first = newGameId();
      const second = newGameId();
      const [a, b] = [hashToken(newGameId()), hashToken(newGameId())];
      await store.createGame(gameRow(first), [{ ...seats[0]!, tokenHash: a }, seats[1]!]);
      // An older last update for `second`, so the order does not depend on two writes in one millisecond.
      await store.createGame({ ...gameRow(second), updatedAt: '2000-01-01T00:00:00.000Z' }, [
        { ...seats[0]!, tokenHash: b },
        seats[1]!,
      ]);
      await store.append(first, action(1), update);
      const found = await store.findTokens([a, b, 'f'.repeat(64)]);
      expect(found.map((f) => f.gameId).sort()).toEqual([first, second].sort());
      expect(found.every((f) => f.seat === 'red')).toBe(true);
      expect((await store.listGames([first, second, 'nope'])).map((g) => g.id)).toEqual([first, second]);
      expect(await store.findTokens([])).toEqual([]);
      await store.setWebhook(first, 'red', 'https://example.invalid/hook');
      expect((await store.loadSeats(first))[0]?.webhook).toBe('https://example.invalid/hook');
      await store.setWebhook(first, 'red', null);
      expect((await store.loadSeats(first))[0]?.webhook).toBeNull();
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('postgres notifications', () => {
  test('an append on one connection notifies the listeners of another', async () => {
    const writer: Store = await openStore(TEST_DATABASE_URL!);
    const reader: Store = await openStore(TEST_DATABASE_URL!);
    try {
      const id = newGameId();
      const heard: string[] = [];
      await reader.listen((game, version) => heard.push(`${game}:${version}`));
      await writer.createGame(gameRow(id), seats);
      await writer.append(id, action(1), update);
      await writer.append(id, action(1), update); // a conflict: no notice
      await writer.append(id, action(2), update);
      const deadline = Date.now() + 5000;
      while (heard.filter((h) => h.startsWith(id)).length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard.filter((h) => h.startsWith(id))).toEqual([`${id}:1`, `${id}:2`]);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});
