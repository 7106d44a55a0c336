/**
 * The messages are written from texts kept per state (rooms/derived.ts) rather than by serializing a
 * snapshot object: for every game the server hosts, through whole games with undos and takeback
 * requests, each text equals JSON.stringify of the snapshot built from the engine's own answers, for
 * every holder of seats and every log start. The legality check against the kept texts accepts and
 * refuses exactly as a check against the game's legal list does.
 */
import { type Action, applyChecked, type Seat } from '@wargame/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnyGame, defaultGames } from '../src/games.ts';
import { listedFor } from '../src/rooms/derived.ts';
import { prepare, type Room } from '../src/rooms/room.ts';
import { messageJson, snapshot, snapshotJson } from '../src/rooms/snapshot.ts';
import { duel, fixtureGames } from './support/fixtures.ts';
import { api, type Loose } from './support/http.ts';
import { seeded } from './support/random.ts';
import { apply, roomOf } from './support/rooms.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

const games = [...fixtureGames, ...(await defaultGames())];
const MAX_MOVES: Record<string, number> = { ancients: 60, gettysburg: 30, 'pacific-1940': 30 };

/** Every text the server may send from this room equals the serialized snapshot. */
function checkTexts(room: Room): void {
  const seats = room.game.seats;
  const holders: Seat[][] = [[], ...seats.map((s) => [s]), seats.slice(0, 2), [...seats].reverse()];
  const length = room.stack.length;
  for (const held of holders) {
    for (const logFrom of [0, length - 1, length, length + 2, -1]) {
      const expected = JSON.stringify(snapshot(room, held, logFrom));
      expect(snapshotJson(room, held, logFrom)).toBe(expected);
      // Again: the text kept for this turn.
      expect(snapshotJson(room, held, logFrom)).toBe(expected);
      expect(messageJson('update', false, room, held, logFrom)).toBe(
        JSON.stringify({ type: 'update', reset: false, ...snapshot(room, held, logFrom) }),
      );
      expect(messageJson('snapshot', true, room, held, logFrom)).toBe(
        JSON.stringify({ type: 'snapshot', reset: true, ...snapshot(room, held, logFrom) }),
      );
    }
  }
}

describe.each(games.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  test('each text equals JSON.stringify of the snapshot, through a whole game', () => {
    const scenario = game.scenarios()[0]!.id;
    const pick = seeded(11);
    const room = roomOf(game, scenario, 'seed-for-texts');
    checkTexts(room);
    const max = MAX_MOVES[game.id] ?? 500;
    let undone = false;
    for (let moves = 0; moves < max && !room.outcome; moves++) {
      const seat = room.record.toAct[pick(room.record.toAct.length)]!;
      const legal = game.legal(room.state, seat);
      apply(room, { kind: 'action', seat, action: legal[pick(legal.length)]!, toVersion: null });
      checkTexts(room);
      if (moves === 3) {
        apply(room, { kind: 'takeback-request', seat, action: null, toVersion: room.stack[1]!.version });
        checkTexts(room);
        apply(room, { kind: 'takeback-decline', seat: game.seats[0]!, action: null, toVersion: null });
        checkTexts(room);
      }
      if (moves === 5 && !undone) {
        undone = true;
        apply(room, { kind: 'undo', seat, action: null, toVersion: room.stack[2]!.version });
        expect(room.epoch).toBe(1);
        checkTexts(room);
        // A takeback that drew a fresh secret, and a seat claimed: notices in every text.
        apply(room, {
          kind: 'undo',
          seat,
          action: null,
          toVersion: room.stack[1]!.version,
          secret: 'a-fresh-secret',
        });
        apply(room, { kind: 'seat-claim', seat: game.seats[0]!, action: null, toVersion: null });
        expect(room.notices.map((n) => n.type)).toEqual(['reseeded', 'seat-claimed']);
        checkTexts(room);
      }
    }
    if (!MAX_MOVES[game.id]) expect(room.outcome).not.toBeNull();
  });
});

test('the legality check on kept texts: key order ignored, unlisted actions refused as before', () => {
  const room = roomOf(duel as unknown as AnyGame, 'standard', 'order');
  const seat = room.record.toAct[0]!;
  const listed = room.game.legal(room.state, seat);
  expect(listedFor(room, seat, listed[1])).toEqual([listed[1]]);
  const reordered = { value: (listed[1] as Loose).value, type: 'commit' };
  expect(listedFor(room, seat, reordered)).toEqual(listed);
  const unlisted: Action = { type: 'commit', value: 9 };
  for (const action of [listed[1], reordered, unlisted, { type: 'commit' }, 'nonsense']) {
    const expected = applyChecked(room.game, room.state, action, seat, { requireListed: true });
    const got = applyChecked(room.game, room.state, action, seat, {
      requireListed: true,
      listed: listedFor(room, seat, action),
    });
    expect(got).toEqual(expected);
  }
  const refused = prepare(
    room,
    { version: 1, kind: 'action', seat, action: unlisted, boundary: false, toVersion: null, secret: null },
    true,
  );
  expect(refused).toMatchObject({ error: { code: 'illegal' } });
});

describe('over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer();
  });
  afterAll(async () => {
    await t.close();
  });

  test("a move's answer is the JSON text the view gives, with the JSON content type", async () => {
    const created = await createGame(t.url, { game: 'duel', scenario: 'standard' });
    const token = tokenOf(created, 'north');
    const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token });
    const action = view.body.legal.north[0];
    const moved = await fetch(`${t.url}/api/games/${created.id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ seat: 'north', action, version: created.version }),
    });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const answer = await moved.text();
    const again = await fetch(`${t.url}/api/games/${created.id}/view?logFrom=0`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await again.text()).toBe(answer);
  });
});
