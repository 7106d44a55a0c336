/**
 * Undo without asking back to the last boundary; takebacks beyond it with the opponent's consent; all
 * of it recorded in the append-only log (undone actions are marked, never deleted).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomPlayer } from '../src/rooms/ai.ts';
import { api, type Loose, live } from './support/http.ts';
import { createGame, type TestServer, testServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ ai: randomPlayer });
});
afterAll(async () => {
  await t.close();
});

async function raid(body: Record<string, unknown> = {}) {
  const created = await createGame(t.url, { game: 'raid', scenario: 'standard', ...body });
  const id: string = created.id;
  const tokens: Record<string, string> = Object.fromEntries(
    created.seats.map((s: Loose) => [s.seat, s.token]),
  );
  // Versions in these tests count from the game's first move: the claims of the invites came before.
  const v = (n: number) => created.version + n;
  const act = (seat: string, action: unknown, version: number) =>
    api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: tokens[seat]!,
      body: { action, version: v(version) },
    });
  const call = (seat: string, path: string, body: { version?: number; toVersion?: number } = {}) => {
    const sent: Record<string, number | undefined> = { ...body };
    if (body.version !== undefined) sent.version = v(body.version);
    if (body.toVersion) sent.toVersion = v(body.toVersion);
    return api(t.url, 'POST', `/api/games/${id}/${path}`, { token: tokens[seat]!, body: sent });
  };
  const view = async (seat?: string) =>
    (await api(t.url, 'GET', `/api/games/${id}/view`, seat ? { token: tokens[seat]! } : {})).body;
  /** The log rows after the claims, with their versions counted from the first move. */
  const rows = async () =>
    (await t.server.store.loadLog(id))
      .filter((r) => r.kind !== 'seat-claim')
      .map((r) => ({
        ...r,
        version: r.version - created.version,
        undoneBy: r.undoneBy && r.undoneBy - created.version,
      }));
  return { id, tokens, v, act, call, view, rows };
}

describe('undo', () => {
  test('a seat takes back its own last move without asking', async () => {
    const g = await raid();
    expect((await g.act('red', { type: 'advance', lane: 2 }, 0)).status).toBe(200);
    const undone = await g.call('red', 'undo', { version: 1 });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ version: g.v(2), toAct: ['red'], logLength: 0, epoch: 1 });
    expect(undone.body.view.step).toBe('advance');
    // The log keeps both rows; the action is marked as undone by row 2.
    const rows = await g.rows();
    expect(rows.map((r) => [r.version, r.kind, r.undoneBy])).toEqual([
      [1, 'action', 2],
      [2, 'undo', null],
    ]);
    expect((await g.act('red', { type: 'advance', lane: 0 }, 2)).status).toBe(200);
  });

  test("another seat's move or a boundary needs consent", async () => {
    const g = await raid();
    await g.act('red', { type: 'advance', lane: 0 }, 0);
    await g.act('blue', { type: 'pass' }, 1);
    const past = await g.call('red', 'undo', { version: 2, toVersion: 0 });
    expect(past.status).toBe(422);
    expect(past.body.error.code).toBe('needs-consent');
    const theirs = await g.call('red', 'undo', { version: 2 });
    expect(theirs.status).toBe(422);
    await g.act('red', { type: 'withdraw' }, 2);
    await g.act('blue', { type: 'advance', lane: 1 }, 3);
    await g.act('red', { type: 'react' }, 4); // an ambush die: a boundary
    const dice = await g.call('red', 'undo', { version: 5 });
    expect(dice.status).toBe(422);
    expect(dice.body.error.message).toMatch(/boundary/);
    const stale = await g.call('red', 'undo', { version: 4 });
    expect(stale.status).toBe(409);
    expect((await g.view()).version).toBe(g.v(5));
  });

  test('one player holding both seats undoes several moves at once', async () => {
    const g = await raid({ seatGroups: [['red', 'blue']] });
    await g.act('red', { type: 'advance', lane: 0 }, 0);
    await g.act('red', { type: 'pass' }, 1); // the token acts for blue, the seat due
    const back = await g.call('red', 'undo', { version: 2, toVersion: 0 });
    expect(back.status).toBe(200);
    expect(back.body.logLength).toBe(0);
    const bad = await g.call('red', 'undo', { version: 3, toVersion: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('nothing-to-undo');
  });
});

describe('takebacks', () => {
  test('asked, refused, asked again after a move, accepted; sockets get the whole log again', async () => {
    const g = await raid();
    const blueLive = await live(t.url, `/api/games/${g.id}/live?token=${g.tokens.blue}`);
    await blueLive.next();
    await g.act('red', { type: 'advance', lane: 0 }, 0);
    await g.act('blue', { type: 'pass' }, 1);
    await g.act('red', { type: 'attack' }, 2);

    const asked = await g.call('red', 'takeback', { version: 3, toVersion: 1 });
    expect(asked.status).toBe(200);
    expect(asked.body.takeback).toEqual({ seat: 'red', toVersion: g.v(1), version: g.v(4) });
    expect((await g.view('blue')).takeback).toEqual({ seat: 'red', toVersion: g.v(1), version: g.v(4) });
    const self = await g.call('red', 'takeback/accept');
    expect(self.status).toBe(403);
    const declined = await g.call('blue', 'takeback/decline');
    expect(declined.status).toBe(200);
    expect(declined.body.takeback).toBeNull();
    expect(declined.body.logLength).toBe(3);
    expect((await g.call('blue', 'takeback/accept')).status).toBe(409);

    await g.act('blue', { type: 'advance', lane: 1 }, 5);
    await g.call('red', 'takeback', { version: 6, toVersion: 1 });
    await blueLive.next((m) => m.version === g.v(7));
    const accepted = await g.call('blue', 'takeback/accept', { version: 7 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ version: g.v(8), logLength: 1, toAct: ['blue'], takeback: null });
    const pushed = await blueLive.next((m) => m.version === g.v(8));
    expect(pushed.reset).toBe(true);
    expect(pushed.logFrom).toBe(0);
    expect(pushed.log.map((e: Loose) => e.version)).toEqual([g.v(1)]);

    const rows = await g.rows();
    expect(rows.map((r) => [r.version, r.kind, r.seat, r.undoneBy])).toEqual([
      [1, 'action', 'red', null],
      [2, 'action', 'blue', 8],
      [3, 'action', 'red', 8],
      [4, 'takeback-request', 'red', null],
      [5, 'takeback-decline', 'blue', null],
      [6, 'action', 'blue', 8],
      [7, 'takeback-request', 'red', null],
      [8, 'undo', 'blue', null],
    ]);
    await blueLive.close();
  });

  test('a move instead of an answer drops the request', async () => {
    const g = await raid();
    await g.act('red', { type: 'advance', lane: 0 }, 0);
    await g.call('red', 'takeback', { version: 1, toVersion: 0 });
    const moved = await g.act('blue', { type: 'pass' }, 2);
    expect(moved.status).toBe(200);
    expect(moved.body.takeback).toBeNull();
    expect((await g.call('blue', 'takeback/accept')).status).toBe(409);
  });

  test('bad targets are refused', async () => {
    const g = await raid();
    expect((await g.call('red', 'takeback', { version: 0, toVersion: 0 })).status).toBe(422);
    await g.act('red', { type: 'advance', lane: 0 }, 0);
    const missing = await g.call('red', 'takeback', { version: 1, toVersion: 9 });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('bad-target');
    expect((await g.call('red', 'takeback', { version: 1 })).status).toBe(400);
  });

  test('against the AI alone a takeback needs nobody', async () => {
    const g = await raid({ seats: { blue: 'ai' } });
    const socket = await live(t.url, `/api/games/${g.id}/live?token=${g.tokens.red}`);
    await g.act('red', { type: 'advance', lane: 1 }, 0);
    const due = await socket.next((m) => m.version >= g.v(2) && m.toAct.includes('red'));
    const back = await g.call('red', 'takeback', { version: due.version - g.v(0), toVersion: 0 });
    expect(back.status).toBe(200);
    expect(back.body.logLength).toBe(0);
    await socket.close();
  });

  test('nothing can be taken back once the game is over', async () => {
    const g = await raid({ scenario: 'skirmish', seatGroups: [['red', 'blue']] });
    let view = await g.view('red');
    while (view.status === 'active') {
      const seat = view.toAct[0];
      view = (await g.act('red', view.legal[seat][0], view.version - g.v(0))).body;
    }
    const undo = await g.call('red', 'takeback', { version: view.version - g.v(0), toVersion: 0 });
    expect(undo.status).toBe(422);
    expect(undo.body.error.code).toBe('game-over');
  });
});
