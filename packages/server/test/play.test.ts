/** Create, join, view, act and live push, over real HTTP and WebSocket on 127.0.0.1. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomPlayer } from '../src/rooms/ai.ts';
import { api, type Loose, live } from './support/http.ts';
import { createGame, createRaw, type TestServer, testServer, tokenOf } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ ai: randomPlayer });
});
afterAll(async () => {
  await t.close();
});

describe('rooms and seats', () => {
  test('creating a game gives the creator its token, an invite per other seat, and the spectators a link', async () => {
    const created = await createRaw(t.url, { game: 'raid', scenario: 'skirmish', seats: { red: 'me' } });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.creator.token.length).toBeGreaterThanOrEqual(22); // 128+ bits in base64url
    expect(created.seats).toEqual([
      {
        seat: 'red',
        seats: ['red'],
        token: created.creator.token,
        url: `${t.url}/play/${created.id}?token=${created.creator.token}`,
      },
    ]);
    expect(created.invites).toHaveLength(1);
    const [invite] = created.invites;
    expect(invite).toMatchObject({ seat: 'blue', seats: ['blue'] });
    expect(invite.invite).not.toBe(created.creator.token);
    expect(invite.url).toBe(`${t.url}/play/${created.id}?invite=${invite.invite}`);
    expect(created.spectator.url).toBe(`${t.url}/play/${created.id}`);
    expect(created).toMatchObject({ version: 0, hotseat: false, scripted: false, ai: [] });
  });

  test('tokens are stored only as hashes', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const stored = await t.server.store.loadGame(created.id);
    const text = JSON.stringify(stored);
    for (const seat of created.seats) expect(text).not.toContain(seat.token);
    expect(stored?.seats.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash ?? ''))).toBe(true);
  });

  test('seatGroups gives one player several seats with one token (hot-seat online)', async () => {
    const created = await createGame(t.url, {
      game: 'coalition',
      scenario: 'quick',
      seatGroups: [['usa', 'china', 'uk', 'anzac']],
      seats: { japan: { player: 'Yamamoto' } },
    });
    const allies = tokenOf(created, 'usa');
    expect(tokenOf(created, 'anzac')).toBe(allies);
    expect(tokenOf(created, 'japan')).not.toBe(allies);
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: allies });
    expect(view.body.seats).toEqual(['usa', 'china', 'uk', 'anzac']);
    expect(Object.keys(view.body.views)).toEqual(['usa', 'china', 'uk', 'anzac']);
    expect(view.body.players[0]).toEqual({ seat: 'japan', player: 'Yamamoto', ai: false, status: 'claimed' });

    const japan = tokenOf(created, 'japan');
    let version = created.version;
    const first = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: japan });
    const played = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: japan,
      body: { action: first.body.legal.japan[0], version },
    });
    expect(played.status).toBe(200);
    version = played.body.version;
    // The allies' token acts for whichever of its seats is due, without naming it.
    for (const seat of ['usa', 'china', 'uk', 'anzac']) {
      const mine = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: allies });
      expect(mine.body.toAct).toEqual([seat]);
      expect(mine.body.viewer).toBe(seat);
      const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
        token: allies,
        body: { action: { type: 'pass' }, version },
      });
      expect(moved.status).toBe(200);
      version = moved.body.version;
    }
    expect(version).toBe(created.version + 5);
  });

  test('seats may be left to the server: an AI seat moves by itself', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish', seats: { blue: 'ai' } });
    expect(created.ai).toEqual(['blue']);
    expect(created.seats.map((s: { seat: string }) => s.seat)).toEqual(['red']);
    const red = tokenOf(created, 'red');
    const socket = await live(t.url, `/api/games/${created.id}/live?token=${red}`);
    await socket.next((m) => m.type === 'snapshot');
    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 1 }, version: created.version },
    });
    // Blue (the AI) answers the reaction window; red is due again.
    const after = await socket.next((m) => m.version >= created.version + 2 && m.toAct.includes('red'));
    expect(after.log.some((entry: { seat: string }) => entry.seat === 'blue')).toBe(true);
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: red });
    expect(view.body.log.map((e: { seat: string }) => e.seat).slice(0, 2)).toEqual(['red', 'blue']);
    await socket.close();
  });

  test('bad seat settings are refused', async () => {
    const cases = [
      { game: 'raid', scenario: 'skirmish', seats: { green: 'open' } },
      { game: 'raid', scenario: 'skirmish', seatGroups: [['red', 'red']] },
      { game: 'raid', scenario: 'skirmish', seatGroups: [['red'], ['red', 'blue']] },
      { game: 'raid', scenario: 'skirmish', seats: { blue: 'ai' }, seatGroups: [['red', 'blue']] },
      { game: 'raid', scenario: 'nope' },
      { game: 'chess', scenario: 'standard' },
    ];
    for (const body of cases) {
      const reply = await api(t.url, 'POST', '/api/games', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBeTruthy();
    }
  });

  test('a game may start from a position; one that scripts the dice only when asked for', async () => {
    const position = {
      scenario: 'standard',
      turn: 5,
      maxTurns: 12,
      active: 'blue',
      step: 'advance',
      lane: null,
      pinned: false,
      lanes: ['red', null, 'blue'],
      ambushes: { red: 0, blue: 1 },
    };
    const created = await createGame(t.url, { game: 'raid', scenario: 'standard', position });
    const view = (await api(t.url, 'GET', `/api/games/${created.id}/view`)).body;
    expect(view.view).toMatchObject({ turn: 5, active: 'blue', lanes: ['red', null, 'blue'] });
    expect((await api(t.url, 'GET', `/api/games/${created.id}/save`)).body.position).toEqual(position);

    const scripted = { ...position, forced: [{ kind: 'die', value: 6 }] };
    const refused = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', position: scripted },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('scripted-outcomes');
    const allowed = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', position: scripted, allowScripted: true },
    });
    expect(allowed.status).toBe(201);
    const broken = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', position: { turn: 'x' } },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('setup-failed');
  });

  test('the catalog lists the hosted games and their scenarios', async () => {
    const reply = await api(t.url, 'GET', '/api/catalog');
    expect(reply.body.games.map((g: { id: string }) => g.id)).toEqual(['coalition', 'raid', 'duel']);
    expect(reply.body.games[1].scenarios[0].id).toBe('standard');
  });
});

describe('playing', () => {
  test('a move by one seat reaches both players and a spectator over WebSocket, each with its own view', async () => {
    const created = await createGame(t.url, { game: 'coalition', scenario: 'quick' });
    const japan = tokenOf(created, 'japan');
    const usa = tokenOf(created, 'usa');
    const base = `/api/games/${created.id}/live`;
    const japanLive = await live(t.url, `${base}?token=${japan}`);
    const usaLive = await live(t.url, base, { authorization: `Bearer ${usa}` });
    const watcher = await live(t.url, base);
    const [j0, u0, w0] = await Promise.all([japanLive.next(), usaLive.next(), watcher.next()]);
    expect([j0.type, u0.type, w0.type]).toEqual(['snapshot', 'snapshot', 'snapshot']);
    expect(j0.seats).toEqual(['japan']);
    expect(u0.seats).toEqual(['usa']);
    expect(w0.seats).toEqual([]);
    expect(w0.viewer).toBe('spectator');
    expect(j0.view.hand).toHaveLength(3);
    expect(w0.view.hand).toEqual([]);
    expect(u0.legal).toEqual({});

    const card = j0.legal.japan[0];
    const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: japan,
      body: { seat: 'japan', action: card, version: created.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(created.version + 1);
    expect(moved.body.log).toHaveLength(1);
    expect(moved.body.log[0].action).toEqual(card);

    const [j1, u1, w1] = await Promise.all([japanLive.next(), usaLive.next(), watcher.next()]);
    for (const update of [j1, u1, w1]) {
      expect(update.type).toBe('update');
      expect(update.version).toBe(created.version + 1);
      expect(update.logFrom).toBe(0);
      expect(update.log).toHaveLength(1);
      expect(update.log[0].seat).toBe('japan');
    }
    // Japan sees the card it drew; the others see that it drew, not what.
    const drew = (m: Loose) => m.log[0].events.filter((e: Loose) => e.type === 'drew-card');
    expect(drew(j1)).toHaveLength(1);
    expect(drew(u1)).toHaveLength(0);
    expect(drew(w1)).toHaveLength(0);
    expect(u1.log[0].action).toBeUndefined();
    expect(u1.legal.usa.length).toBeGreaterThan(0);

    // The second move: the update carries only the new entry.
    const usaMove = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: usa,
      body: { action: { type: 'pass' }, version: created.version + 1 },
    });
    expect(usaMove.status).toBe(200);
    const j2 = await japanLive.next();
    expect(j2.logFrom).toBe(1);
    expect(j2.log.map((e: Loose) => e.index)).toEqual([1]);
    await Promise.all([japanLive.close(), usaLive.close(), watcher.close()]);
  });

  test('a game plays to its end; the view then shows the outcome and reveals the seed', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const tokens: Record<string, string> = { red: tokenOf(created, 'red'), blue: tokenOf(created, 'blue') };
    let view = (await api(t.url, 'GET', `/api/games/${created.id}/view`)).body;
    for (let step = 0; step < 200 && view.status === 'active'; step++) {
      const seat = view.toAct[0];
      const mine = (await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: tokens[seat] })).body;
      expect(mine.seed).toBeUndefined();
      const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
        token: tokens[seat],
        body: { action: mine.legal[seat][0], version: mine.version },
      });
      expect(moved.status).toBe(200);
      view = moved.body;
    }
    expect(view.status).toBe('over');
    expect(view.outcome.reason).toBeTruthy();
    expect(view.pending).toEqual([]);
    const spectator = (await api(t.url, 'GET', `/api/games/${created.id}/view`)).body;
    expect(spectator.seed).toMatch(/^[0-9a-f]{64}$/);
    const late = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: tokens.red,
      body: { action: { type: 'withdraw' }, version: view.version },
    });
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('game-over');
  });

  test('?logFrom returns the log from an entry on', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const red = tokenOf(created, 'red');
    const blue = tokenOf(created, 'blue');
    const id = created.id;
    await api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 0 }, version: created.version },
    });
    await api(t.url, 'POST', `/api/games/${id}/actions`, {
      token: blue,
      body: { action: { type: 'pass' }, version: created.version + 1 },
    });
    const all = (await api(t.url, 'GET', `/api/games/${id}/view`)).body;
    const tail = (await api(t.url, 'GET', `/api/games/${id}/view?logFrom=1`)).body;
    expect(all.log.map((e: Loose) => e.index)).toEqual([0, 1]);
    expect(tail.log.map((e: Loose) => e.index)).toEqual([1]);
    expect(tail.logLength).toBe(2);
  });
});

describe('sessions and listings', () => {
  test('an invite link sets an httpOnly cookie and redirects; the cookie then works as the token', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const red = created.seats[0];
    const invite = await fetch(red.url, { redirect: 'manual' });
    expect(invite.status).toBe(303);
    expect(invite.headers.get('location')).toBe(`/play/${created.id}`);
    const cookie = invite.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`wg_${created.id}=${red.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const session = cookie.split(';')[0]!;
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { headers: { cookie: session } });
    expect(view.body.seats).toEqual(['red']);
    const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      headers: { cookie: session },
      body: { action: { type: 'advance', lane: 2 }, version: created.version },
    });
    expect(moved.status).toBe(200);
    const socket = await live(t.url, `/api/games/${created.id}/live`, { cookie: session });
    expect((await socket.next()).seats).toEqual(['red']);
    await socket.close();

    const bad = await fetch(`${t.url}/play/${created.id}?token=AAAAAAAAAAAAAAAAAAAAAAAA`, {
      redirect: 'manual',
    });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('set-cookie')).toBeNull();
  });

  test('POST /api/session exchanges a token for the cookie', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const blue = tokenOf(created, 'blue');
    const reply = await api(t.url, 'POST', '/api/session', { body: { token: blue } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id: created.id, seats: ['blue'] });
    expect(reply.headers.get('set-cookie')).toContain(`wg_${created.id}=${blue}`);
    const wrong = await api(t.url, 'POST', '/api/session', { body: { token: 'x'.repeat(24) } });
    expect(wrong.status).toBe(403);
  });

  test("GET /api/games lists a player's games with whose turn it is", async () => {
    const a = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const b = await createGame(t.url, { game: 'duel', scenario: 'standard' });
    const redA = tokenOf(a, 'red');
    const blueA = tokenOf(a, 'blue');
    const northB = tokenOf(b, 'north');
    const byQuery = await api(t.url, 'GET', `/api/games?token=${blueA}&token=${northB}`);
    const games = byQuery.body.games;
    expect(games.map((g: Loose) => g.id).sort()).toEqual([a.id, b.id].sort());
    const raidGame = games.find((g: Loose) => g.id === a.id);
    expect(raidGame).toMatchObject({ game: 'raid', seats: ['blue'], toAct: ['red'], yourTurn: false });
    expect(games.find((g: Loose) => g.id === b.id)).toMatchObject({ yourTurn: true, seats: ['north'] });

    await api(t.url, 'POST', `/api/games/${a.id}/actions`, {
      token: redA,
      body: { action: { type: 'advance', lane: 0 }, version: a.version },
    });
    const byCookie = await api(t.url, 'GET', '/api/games', { headers: { cookie: `wg_${a.id}=${blueA}` } });
    expect(byCookie.body.games).toHaveLength(1);
    expect(byCookie.body.games[0]).toMatchObject({
      id: a.id,
      yourTurn: true,
      toAct: ['blue'],
      version: a.version + 1,
    });
    const none = await api(t.url, 'GET', '/api/games');
    expect(none.body.games).toEqual([]);
  });

  test('reconnecting resumes: a new socket gets the whole game so far', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const red = tokenOf(created, 'red');
    const first = await live(t.url, `/api/games/${created.id}/live?token=${red}`);
    await first.next();
    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 0 }, version: created.version },
    });
    await first.next((m) => m.version === created.version + 1);
    await first.close();
    const again = await live(t.url, `/api/games/${created.id}/live?token=${red}`);
    const snap = await again.next();
    expect(snap).toMatchObject({
      type: 'snapshot',
      reset: true,
      version: created.version + 1,
      logFrom: 0,
      logLength: 1,
    });
    expect(snap.log[0].action).toEqual({ type: 'advance', lane: 0 });
    await again.close();
  });
});
