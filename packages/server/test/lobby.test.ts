/**
 * The lobby (`src/routes/lobby.ts`): games their creators listed, with a seat to join or in progress to
 * watch; joining claims the open seat as its invite would (one claim wins), and unlisted games stay out
 * of sight and cannot be joined.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, type Loose } from './support/http.ts';
import { announceSkip, TEST_DATABASE_URL } from './support/postgres.ts';
import { createRaw, type TestServer, testServer } from './support/server.ts';

const backends: [string, string | undefined][] = [['SQLite', undefined]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL]);
announceSkip('the lobby on PostgreSQL');

/** A raid game: red is the creator's, blue open (an invite), listed or not. */
const create = (t: TestServer, listed?: boolean) =>
  createRaw(t.url, {
    game: 'raid',
    scenario: 'standard',
    seats: { red: 'me' },
    ...(listed === undefined ? {} : { listed }),
  });

const lobby = async (t: TestServer) => (await api(t.url, 'GET', '/api/lobby')).body;
const ids = (games: Loose[]) => games.map((g: Loose) => g.id);
const join = (t: TestServer, id: string, body: Loose = {}, token?: string) =>
  api(t.url, 'POST', `/api/games/${id}/join`, { body, ...(token ? { token } : {}) });

describe.each(backends)('the lobby (%s)', (_name, db) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(db ? { db } : {});
  });
  afterAll(() => t.close());

  test('lists the games with an open seat whose creator listed them, and no others', async () => {
    const listed = await create(t, true);
    const unlisted = await create(t, false);
    const unsaid = await create(t);
    const { open, live } = await lobby(t);
    expect(ids(open)).toContain(listed.id);
    for (const hidden of [unlisted.id, unsaid.id]) {
      expect(ids(open)).not.toContain(hidden);
      expect(ids(live)).not.toContain(hidden);
    }
    const entry = open.find((g: Loose) => g.id === listed.id);
    expect(entry).toEqual({
      id: listed.id,
      game: 'raid',
      title: expect.any(String),
      scenario: 'standard',
      toAct: ['red'],
      seats: [
        { seat: 'red', player: null, ai: false, status: 'creator' },
        { seat: 'blue', player: null, ai: false, status: 'invited' },
      ],
      openSeats: ['blue'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      url: `${t.url}/play/${listed.id}`,
    });
    // Nothing secret in the listing: no token, no invite.
    const text = JSON.stringify(open);
    expect(text).not.toContain(listed.creator.token);
    expect(text).not.toContain(listed.invites[0].invite);
    expect((await t.server.store.loadGame(listed.id))?.game.listed).toBe(true);
    expect((await t.server.store.loadGame(unlisted.id))?.game.listed).toBeUndefined();
  });

  test('joining takes the open seat: a token that plays it, the cookie, and the game moves to the watch list', async () => {
    const created = await create(t, true);
    const joined = await join(t, created.id);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ id: created.id, seats: ['blue'], token: expect.any(String) });
    expect(joined.headers.get('set-cookie')).toContain(`wg_${created.id}=${joined.body.token}`);
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: joined.body.token });
    expect(view.body.seats).toEqual(['blue']);
    expect(view.body.players.find((p: Loose) => p.seat === 'blue').status).toBe('claimed');
    const { open, live } = await lobby(t);
    expect(ids(open)).not.toContain(created.id);
    expect(ids(live)).toContain(created.id);
    expect(live.find((g: Loose) => g.id === created.id).openSeats).toEqual([]);
    // The creator's invite for that seat died with the join.
    const invite = await api(t.url, 'POST', `/api/games/${created.id}/claim`, {
      body: { invite: created.invites[0].invite },
    });
    expect(invite.status).toBe(410);
    // And nobody else joins it now.
    const late = await join(t, created.id);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('seat-taken');
  });

  test('of many players joining one seat at once, exactly one gets it', async () => {
    const created = await create(t, true);
    const replies = await Promise.all(Array.from({ length: 8 }, () => join(t, created.id, { seat: 'blue' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 410, 410, 410, 410, 410, 410, 410]);
    const winner = replies.find((r) => r.status === 200)!;
    const seats = await t.server.store.loadSeats(created.id);
    expect(seats.find((s) => s.seat === 'blue')?.inviteHash).toBeNull();
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: winner.body.token });
    expect(view.body.seats).toEqual(['blue']);
    expect(view.body.notices.filter((n: Loose) => n.type === 'seat-claimed')).toHaveLength(1);
  });

  test('an unlisted game cannot be joined; nor by a player already seated; nor a seat that is not open', async () => {
    const unlisted = await create(t);
    const refused = await join(t, unlisted.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not-listed');
    expect((await join(t, 'nosuchgame1234')).status).toBe(404);

    const listed = await create(t, true);
    const seated = await join(t, listed.id, {}, listed.creator.token);
    expect(seated.status).toBe(409);
    expect(seated.body.error.code).toBe('already-seated');
    expect((await join(t, listed.id, { seat: 'red' })).status).toBe(410);
    expect((await join(t, listed.id, { seat: 'green' })).status).toBe(404);
    expect((await join(t, listed.id, { seat: 'blue', extra: 1 })).status).toBe(400);
    // Still open after all that.
    expect(ids((await lobby(t)).open)).toContain(listed.id);
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

  test('two players joining one seat through different processes: one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await create(a, true);
      // Both processes have the game cached, so that each decides from its own copy.
      await Promise.all([a, b].map((s) => api(s.url, 'GET', `/api/games/${created.id}/view`)));
      const replies = await Promise.all([join(a, created.id), join(b, created.id)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 410]);
    }
  });
});
