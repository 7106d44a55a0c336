/**
 * No response or socket message lets a seat learn what it may not know. For every game the server
 * hosts (the engine's fixtures and the platform's games), a game is played through the API with one
 * token per seat while every seat and a spectator watch over WebSocket and poll the view. Afterwards the
 * seed is read from the store and the game replayed, and each thing a viewer received is checked
 * against the true state at its version:
 *   - its view is exactly the engine's view for that viewer, and its log entries exactly the events the
 *     engine lets that viewer see; other seats' actions (which may carry hidden choices) never appear;
 *   - it contains neither the seed nor the generator's state while the game runs;
 *   - it contains no card of another seat's hand (nor of the deck, where the game has one).
 */
import {
  type BaseState,
  filterEvents,
  type GameEvent,
  replay,
  SAVE_FORMAT,
  type Save,
  type Viewer,
} from '@wargame/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnyGame, defaultGames } from '../src/games.ts';
import { fixtureGames } from './support/fixtures.ts';
import { api, type LiveClient, type Loose, live } from './support/http.ts';
import { seeded } from './support/random.ts';
import { createGame, type TestServer, testServer } from './support/server.ts';

const platformGames = await defaultGames();
const games = [...fixtureGames, ...platformGames];

/** Strings a viewer must never receive, by game: other hands (and the deck order where there is one). */
const SECRETS: Record<string, (state: Loose, viewer: Viewer) => string[]> = {
  coalition: (s, viewer) => [
    ...Object.entries(s.hands as Record<string, string[]>)
      .filter(([seat]) => seat !== viewer)
      .flatMap(([, hand]) => hand),
    ...(s.deck as string[]),
  ],
  ancients: (s, viewer) =>
    Object.entries(s.hands as Record<string, string[]>)
      .filter(([seat]) => seat !== viewer)
      .flatMap(([, hand]) => hand),
};

/** Moves played per game (whole games for the small fixtures). */
const MAX_MOVES: Record<string, number> = { ancients: 80, 'pacific-1940': 40 };

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ games });
});
afterAll(async () => {
  await t.close();
});

interface Seen {
  viewer: Viewer;
  seats: string[];
  message: Loose;
}

describe('views never leak', () => {
  test.each(games.map((g) => [g.id, g] as const))('%s', async (_id, game) => {
    const scenario = game.scenarios()[0]!;
    const created = await createGame(t.url, { game: game.id, scenario: scenario.id });
    const tokens = new Map<string, string>(created.seats.map((s: Loose) => [s.seat, s.token]));
    const seats = [...tokens.keys()];
    const seen: Seen[] = [];
    const sockets: [Viewer, LiveClient][] = [];
    for (const seat of seats) {
      sockets.push([seat, await live(t.url, `/api/games/${created.id}/live?token=${tokens.get(seat)}`)]);
    }
    sockets.push(['spectator', await live(t.url, `/api/games/${created.id}/live`)]);

    const pick = seeded(7);
    const limit = MAX_MOVES[game.id] ?? 500;
    let version = created.version;
    for (let move = 0; move < limit; move++) {
      for (const viewer of [...seats, 'spectator']) {
        const token = tokens.get(viewer);
        const reply = await api(t.url, 'GET', `/api/games/${created.id}/view`, token ? { token } : {});
        expect(reply.status).toBe(200);
        seen.push({ viewer, seats: viewer === 'spectator' ? [] : [viewer], message: reply.body });
      }
      const current = seen[seen.length - 1]!.message;
      if (current.status === 'over') break;
      const seat = current.toAct[0] as string;
      const mine = seen.find((s) => s.viewer === seat && s.message.version === version)!.message;
      const options = mine.legal[seat] as unknown[];
      const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
        token: tokens.get(seat)!,
        body: { action: options[pick(options.length)], version },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      seen.push({ viewer: seat, seats: [seat], message: moved.body });
      version = moved.body.version;
    }
    // Let the last pushes arrive, then collect every socket message.
    for (const [viewer, socket] of sockets) {
      await socket.next((m) => m.version === version, 5000).then((m) => socket.messages.push(m));
      for (const message of socket.messages) {
        seen.push({ viewer, seats: viewer === 'spectator' ? [] : [viewer], message });
      }
      await socket.close();
    }

    const stored = await t.server.store.loadGame(created.id);
    // The claims of the invites are log rows too (before the first move): the states follow the actions.
    const rows = (await t.server.store.loadLog(created.id)).filter((r) => r.kind === 'action');
    const save: Save = {
      format: SAVE_FORMAT,
      game: game.id,
      scenario: scenario.id,
      options: {},
      seed: stored!.game.seed,
      rng: stored!.game.rng,
      actions: rows.map((r) => ({ seat: r.seat, action: r.action! })),
    };
    const replayed = replay(game, save, { keepStates: true });
    if (!replayed.ok) throw new Error(replayed.error.message);
    const stateAt = (v: number): BaseState => {
      const played = rows.filter((r) => r.version <= v).length;
      return played === 0 ? replayed.initial! : replayed.states![played - 1]!;
    };
    const over = game.outcome(replayed.state) !== null;

    expect(seen.length).toBeGreaterThan(10);
    for (const { viewer, seats: held, message } of seen) {
      checkMessage(game, viewer, held, message, stateAt(message.version), replayed.events, save.seed, over);
    }
  });
});

function checkMessage(
  game: AnyGame,
  viewer: Viewer,
  held: string[],
  message: Loose,
  state: BaseState,
  events: GameEvent[][],
  seed: string,
  over: boolean,
): void {
  const where = `${game.id}, ${viewer} at version ${message.version}`;
  expect(message.viewer, where).toBe(viewer);
  expect(message.view, where).toEqual(JSON.parse(JSON.stringify(game.view(state, viewer))));
  expect(
    Object.keys(message.legal).every((seat) => held.includes(seat)),
    where,
  ).toBe(true);
  for (const entry of message.log) {
    expect(entry.events, `${where}, log entry ${entry.index}`).toEqual(
      filterEvents(events[entry.index]!, viewer),
    );
    if (entry.seat !== viewer) expect(entry.action, `${where}: another seat's action`).toBeUndefined();
  }
  const text = JSON.stringify(message);
  const ended = message.status === 'over';
  if (!ended) {
    expect(text.includes(seed), `${where}: the seed`).toBe(false);
    const { rng } = state;
    if ('s' in rng) {
      for (const word of rng.s) {
        expect(
          new RegExp(`(^|[^0-9.])${word}($|[^0-9.])`).test(text),
          `${where}: generator word ${word}`,
        ).toBe(false);
      }
    } else {
      expect(text.includes(rng.key), `${where}: the generator's key`).toBe(false);
    }
  } else {
    expect(over).toBe(true);
  }
  // A card that was once played face up (then shuffled back, e.g. by I Am Spartacus) is known by name;
  // what must stay hidden is where it is now, so only cards never shown in public count as secrets.
  const shown = JSON.stringify(
    events
      .slice(0, message.logLength)
      .flat()
      .filter((e) => !e.visibleTo),
  );
  for (const secret of SECRETS[game.id]?.(state, viewer) ?? []) {
    if (shown.includes(JSON.stringify(secret))) continue;
    expect(text.includes(JSON.stringify(secret)), `${where} sees ${secret}`).toBe(false);
  }
}

test('a simultaneous commitment stays hidden until both are in', async () => {
  // Two duels in which north commits different numbers: south receives exactly the same thing.
  const received: string[] = [];
  for (const value of [1, 3]) {
    const created = await createGame(t.url, { game: 'duel', scenario: 'standard' });
    const north = created.seats.find((s: Loose) => s.seat === 'north').token;
    const south = created.seats.find((s: Loose) => s.seat === 'south').token;
    const socket = await live(t.url, `/api/games/${created.id}/live?token=${south}`);
    await socket.next();
    const moved = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: north,
      body: { action: { type: 'commit', value }, version: created.version },
    });
    expect(moved.status).toBe(200);
    const update = await socket.next();
    const view = (await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: south })).body;
    const strip = ({ id: _i, commitment: _c, ...rest }: Loose) => rest;
    received.push(JSON.stringify([strip(update), strip(view)]));
    await socket.close();
  }
  expect(received[0]).toBe(received[1]);
});
