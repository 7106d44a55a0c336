/**
 * Seats that cannot be stolen: the creator gets its own seats' token and one-time invites for the
 * others; the first to open an invite claims the seats, the invite dies, and the creator's copy grants
 * nothing. Claims and reissued invites are public notices; hot-seat and scripted games are marked.
 */

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { AnyGame } from '../src/games.ts';
import { coalition, fixtureGames, raid } from './support/fixtures.ts';
import { api, type Loose, live } from './support/http.ts';
import { claimInvite, createGame, createRaw, type TestServer, testServer } from './support/server.ts';

/** The raid fixture with real options, to check that options are validated against the scenario's. */
const optioned: AnyGame = {
  ...(raid as unknown as AnyGame),
  id: 'raid-options',
  optionsSchema: () => z.strictObject({ turns: z.number().int().min(1).max(20).optional() }),
};

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ games: [...fixtureGames, optioned] });
});
afterAll(async () => {
  await t.close();
});

const view = async (id: string, token?: string) =>
  (await api(t.url, 'GET', `/api/games/${id}/view`, token ? { token } : {})).body;

describe('one-time invites', () => {
  test('the first claim wins; a second claim and the creator’s copy of the invite get nothing', async () => {
    const raw = await createRaw(t.url, { game: 'coalition', scenario: 'quick', seats: { japan: 'me' } });
    const creator: string = raw.creator.token;
    expect(raw.seats.map((s: Loose) => s.seat)).toEqual(['japan']);
    expect(raw.invites.map((s: Loose) => s.seat)).toEqual(['usa', 'china', 'uk', 'anzac']);
    const usaInvite: string = raw.invites[0].invite;

    // Before and after the claim, the creator's token holds its own seat only: no other hand.
    const mine = await view(raw.id, creator);
    expect(mine.seats).toEqual(['japan']);
    expect(mine.views).toBeUndefined();
    expect(mine.players.map((p: Loose) => p.status)).toEqual([
      'creator',
      'invited',
      'invited',
      'invited',
      'invited',
    ]);
    // An invite is not a token.
    expect((await api(t.url, 'GET', `/api/games/${raw.id}/view`, { token: usaInvite })).status).toBe(403);

    const claimed = await api(t.url, 'POST', `/api/games/${raw.id}/claim`, { body: { invite: usaInvite } });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ id: raw.id, seats: ['usa'], token: expect.any(String) });
    expect(claimed.body.token).not.toBe(usaInvite);
    expect(claimed.headers.get('set-cookie')).toContain(`wg_${raw.id}=${claimed.body.token}`);
    const usa = await view(raw.id, claimed.body.token);
    expect(usa.seats).toEqual(['usa']);
    expect(usa.view.hand).toHaveLength(3);

    const again = await api(t.url, 'POST', `/api/games/${raw.id}/claim`, { body: { invite: usaInvite } });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('seat-taken');
    expect((await api(t.url, 'GET', `/api/games/${raw.id}/view`, { token: usaInvite })).status).toBe(403);
    const page = await fetch(`${t.url}/play/${raw.id}?invite=${usaInvite}`, { redirect: 'manual' });
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This seat has been taken');
    expect(html).toContain('href="/"');

    const creatorNow = await view(raw.id, creator);
    expect(creatorNow.seats).toEqual(['japan']);
    expect(JSON.stringify(creatorNow)).not.toContain(JSON.stringify(usa.view.hand));
    expect(creatorNow.notices).toEqual([{ version: 1, at: 0, type: 'seat-claimed', seat: 'usa' }]);
    expect(creatorNow.players.map((p: Loose) => p.status)).toEqual([
      'creator',
      'claimed',
      'invited',
      'invited',
      'invited',
    ]);
  });

  test('the invite page only offers the seat; its form claims it into the session cookie', async () => {
    const raw = await createRaw(t.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
    const invite: string = raw.invites[0].invite;
    const preview = await fetch(raw.invites[0].url, { redirect: 'manual' });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('set-cookie')).toBeNull();
    const html = await preview.text();
    expect(html).toContain(`<form method="post" action="/play/${raw.id}/claim">`);
    expect(html).toContain(`name="invite" value="${invite}"`);
    // Opening the link (a chat app's preview does) claimed nothing.
    expect((await view(raw.id)).players[1].status).toBe('invited');

    const form = (code: string) =>
      fetch(`${t.url}/play/${raw.id}/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ invite: code }).toString(),
        redirect: 'manual',
      });
    const posted = await form(invite);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/play/${raw.id}`);
    const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(new RegExp(`^wg_${raw.id}=`));
    const seated = await api(t.url, 'GET', `/api/games/${raw.id}/view`, { headers: { cookie } });
    expect(seated.body.seats).toEqual(['blue']);

    const late = await form(invite);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This seat has been taken');
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  test('the creator may reissue an unclaimed invite: the old one dies, every client hears of it', async () => {
    const raw = await createRaw(t.url, { game: 'raid', scenario: 'standard', seats: { red: 'me' } });
    const creator: string = raw.creator.token;
    const old: string = raw.invites[0].invite;
    const watcher = await live(t.url, `/api/games/${raw.id}/live`);
    const redLive = await live(t.url, `/api/games/${raw.id}/live?token=${creator}`);
    await Promise.all([watcher.next(), redLive.next()]);

    const path = `/api/games/${raw.id}/seats/blue/invite`;
    expect((await api(t.url, 'POST', path)).status).toBe(401);
    const reissued = await api(t.url, 'POST', path, { token: creator });
    expect(reissued.status).toBe(200);
    expect(reissued.body).toMatchObject({ seat: 'blue', seats: ['blue'] });
    expect(reissued.body.invite).not.toBe(old);
    expect(reissued.body.url).toBe(`${t.url}/play/${raw.id}?invite=${reissued.body.invite}`);
    const notice = { version: 1, at: 0, type: 'invite-reissued', seat: 'blue' };
    for (const client of [watcher, redLive]) {
      const update = await client.next((m) => m.version === 1);
      expect(update.notices).toEqual([notice]);
    }
    expect((await api(t.url, 'POST', `/api/games/${raw.id}/claim`, { body: { invite: old } })).status).toBe(
      410,
    );

    const blue = await claimInvite(t.url, raw.id, reissued.body.invite);
    // Only the creator may reissue, and only while the seat is unclaimed.
    const byPlayer = await api(t.url, 'POST', `/api/games/${raw.id}/seats/red/invite`, { token: blue.token });
    expect(byPlayer.status).toBe(403);
    const taken = await api(t.url, 'POST', path, { token: creator });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('seat-taken');
    expect(
      (await api(t.url, 'POST', `/api/games/${raw.id}/seats/red/invite`, { token: creator })).status,
    ).toBe(409);
    expect((await view(raw.id)).notices.map((n: Loose) => n.type)).toEqual([
      'invite-reissued',
      'seat-claimed',
    ]);
    await Promise.all([watcher.close(), redLive.close()]);
  });

  test('a group of seats shares one invite; the creator may not mix its seats and invited ones', async () => {
    const raw = await createRaw(t.url, {
      game: 'coalition',
      scenario: 'quick',
      seats: { japan: 'me' },
      seatGroups: [['usa', 'china', 'uk', 'anzac']],
    });
    expect(new Set(raw.invites.map((i: Loose) => i.invite)).size).toBe(1);
    const claimed = await claimInvite(t.url, raw.id, raw.invites[0].invite);
    expect(claimed.seats).toEqual(['usa', 'china', 'uk', 'anzac']);
    const mixed = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', seats: { red: 'me' }, seatGroups: [['red', 'blue']] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toMatch(/mixes/);
  });
});

describe('hot-seat and scripted games are marked', () => {
  test('one token for every human seat: hot-seat in the answer, every view and the game list', async () => {
    const raw = await createRaw(t.url, {
      game: 'raid',
      scenario: 'standard',
      seats: { red: 'me', blue: 'me' },
    });
    expect(raw).toMatchObject({ hotseat: true, invites: [] });
    expect(raw.seats.map((s: Loose) => s.seats)).toEqual([
      ['red', 'blue'],
      ['red', 'blue'],
    ]);
    expect((await view(raw.id)).hotseat).toBe(true);
    const listed = await api(t.url, 'GET', `/api/games?token=${raw.creator.token}`);
    expect(listed.body.games[0]).toMatchObject({ id: raw.id, hotseat: true, scripted: false });

    const apart = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    expect((await view(apart.id)).hotseat).toBe(false);
    const theirs = await api(t.url, 'GET', `/api/games?token=${apart.seats[0].token}`);
    expect(theirs.body.games[0]).toMatchObject({ hotseat: false });
    // One invite for both seats: whoever claims it plays both sides.
    const both = await createGame(t.url, {
      game: 'raid',
      scenario: 'standard',
      seatGroups: [['red', 'blue']],
    });
    expect((await view(both.id)).hotseat).toBe(true);
  });

  test('a position that fixes hands and deck is refused unless allowed, then marked; its save hides it', async () => {
    const position = coalition.toPosition(coalition.setup('quick', {}, 'rigged'));
    const refused = await api(t.url, 'POST', '/api/games', {
      body: { game: 'coalition', scenario: 'quick', position },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('scripted-outcomes');
    expect(refused.body.error.message).toMatch(/hands, deck/);

    const created = await createGame(t.url, {
      game: 'coalition',
      scenario: 'quick',
      position,
      allowScripted: true,
    });
    expect(created.raw.scripted).toBe(true);
    const japan = created.seats.find((s: Loose) => s.seat === 'japan').token;
    for (const token of [undefined, japan]) {
      const seen = await view(created.id, token);
      expect(seen.scripted).toBe(true);
      const save = (await api(t.url, 'GET', `/api/games/${created.id}/save`, token ? { token } : {})).body;
      expect(save.position).toBeUndefined();
      expect(JSON.stringify(save)).not.toContain(JSON.stringify((position as Loose).deck));
      expect(JSON.stringify(save)).not.toContain('"hands"');
    }
    const listed = await api(t.url, 'GET', `/api/games?token=${japan}`);
    expect(listed.body.games[0]).toMatchObject({ id: created.id, scripted: true });

    const plain = await createGame(t.url, { game: 'raid', scenario: 'standard' });
    expect((await view(plain.id)).scripted).toBe(false);
  });
});

describe('what the creator may set', () => {
  test('player names lose control and direction characters; a name left empty is refused', async () => {
    const raw = await createRaw(t.url, {
      game: 'raid',
      scenario: 'standard',
      seats: {
        red: { me: true, player: ' Ann\u0000\u202e\u2066e\u0301 ' },
        blue: { player: 'B\u200fo\u0085b' },
      },
    });
    const players = (await view(raw.id)).players;
    expect(players.map((p: Loose) => p.player)).toEqual(['Anné', 'Bob']);
    expect(players[0].player).toBe('Ann\u00e9');
    const empty = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', seats: { blue: { player: '\u202e\u0000 \u2069' } } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/seats\.blue\.player|seats\.blue/);
  });

  test("options are checked against the scenario's: unknown keys and wrong types get 400 naming them", async () => {
    const unknown = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid', scenario: 'standard', options: { junk: 'x'.repeat(1000) } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('bad-options');
    expect(unknown.body.error.message).toContain('junk');
    const wrong = await api(t.url, 'POST', '/api/games', {
      body: { game: 'raid-options', scenario: 'standard', options: { turns: 'many' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('turns');
    const good = await createGame(t.url, {
      game: 'raid-options',
      scenario: 'standard',
      options: { turns: 3 },
    });
    const save = (await api(t.url, 'GET', `/api/games/${good.id}/save`)).body;
    expect(save.options).toEqual({ turns: 3 });
  });
});
