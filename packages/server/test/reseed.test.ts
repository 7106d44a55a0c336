/**
 * Takebacks that cannot be used to fish: taking back dice or cards reseeds the generator with a fresh
 * secret from the CSPRNG, whose commitment is public at once and whose secret the final save reveals
 * (`verifySecrets`, `replay --verify`). A seat may not ask again while its request is pending, nor
 * after a decline until a move has been played.
 */
import {
  cloneRng,
  nextUint32,
  type RngState,
  replay,
  stateHash,
  verifyCommitment,
  verifySecrets,
} from '@wargame/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { raid } from './support/fixtures.ts';
import { api, type Loose } from './support/http.ts';
import { createGame, type TestServer, testServer } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

async function table(scenario = 'skirmish') {
  const created = await createGame(t.url, { game: 'raid', scenario });
  const id: string = created.id;
  const tokens: Record<string, string> = Object.fromEntries(
    created.seats.map((s: Loose) => [s.seat, s.token]),
  );
  const post = (seat: string, path: string, body: unknown) =>
    api(t.url, 'POST', `/api/games/${id}/${path}`, { token: tokens[seat]!, body });
  const view = async (seat?: string) =>
    (await api(t.url, 'GET', `/api/games/${id}/view`, seat ? { token: tokens[seat]! } : {})).body;
  const rng = () => t.server.context.rooms.peek(id)!.state.rng;
  return { id, v: created.version as number, post, view, rng };
}

/** The next draws of a generator (on a copy). */
function draws(rng: RngState, n = 8): number[] {
  const copy = cloneRng(rng);
  return Array.from({ length: n }, () => nextUint32(copy));
}

/** Play to the end, attacking whenever possible. */
async function playOut(g: Awaited<ReturnType<typeof table>>): Promise<Loose> {
  let state = await g.view();
  while (state.status === 'active') {
    const seat = state.toAct[0];
    const mine = await g.view(seat);
    const action = mine.legal[seat].find((a: Loose) => a.type === 'attack') ?? mine.legal[seat][0];
    const moved = await g.post(seat, 'actions', { action, version: mine.version });
    expect(moved.status).toBe(200);
    state = moved.body;
  }
  return state;
}

describe('a takeback past the dice draws a fresh secret', () => {
  test('new dice after the takeback, its commitment public at once, the chain verified at the end', async () => {
    const g = await table();
    await g.post('red', 'actions', { action: { type: 'advance', lane: 0 }, version: g.v });
    await g.post('blue', 'actions', { action: { type: 'pass' }, version: g.v + 1 });
    const before = draws(g.rng());
    const attacked = await g.post('red', 'actions', { action: { type: 'attack' }, version: g.v + 2 });
    expect(attacked.status).toBe(200);

    expect((await g.post('red', 'takeback', { version: g.v + 3, toVersion: g.v + 2 })).status).toBe(200);
    const accepted = await g.post('blue', 'takeback/accept', { version: g.v + 4 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.logLength).toBe(2);
    // The same point of the game, but not the same future: the old secret would give the same dice.
    expect(draws(g.rng())).not.toEqual(before);

    const rows = await t.server.store.loadLog(g.id);
    const secret = rows.at(-1)!.secret!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const spectator = await g.view();
    expect(spectator.notices).toEqual([
      { version: g.v - 1, at: 0, type: 'seat-claimed', seat: 'red' },
      { version: g.v, at: 0, type: 'seat-claimed', seat: 'blue' },
      { version: g.v + 5, at: 2, type: 'reseeded', commitment: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const { commitment } = spectator.notices[2];
    expect(verifyCommitment(secret, commitment)).toBe(true);
    for (const seat of [undefined, 'red', 'blue']) {
      expect(JSON.stringify(await g.view(seat))).not.toContain(secret);
      const save = (await api(t.url, 'GET', `/api/games/${g.id}/save`)).body;
      expect(save.reseeds).toEqual([{ at: 2, commitment }]);
      expect(JSON.stringify(save)).not.toContain(secret);
    }

    const end = await playOut(g);
    const save = (await api(t.url, 'GET', `/api/games/${g.id}/save`)).body;
    expect(save.reseeds).toEqual([{ at: 2, commitment, seed: secret }]);
    expect(save.rng).toBe('chacha20');
    expect(verifySecrets(save)).toBeNull();
    const replayed = replay(raid, save, { verify: true });
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(raid.view(replayed.state, 'spectator')).toEqual(end.view);
    expect(stateHash(replayed.state)).toBe(save.checkpoints.at(-1).hash);
    // A forged secret does not verify.
    expect(
      verifySecrets({ ...save, reseeds: [{ ...save.reseeds[0], seed: '00'.repeat(32) }] }),
    ).not.toBeNull();
  });

  test('a later takeback to before a reseed drops it; an undo without dice draws nothing', async () => {
    const g = await table();
    await g.post('red', 'actions', { action: { type: 'advance', lane: 1 }, version: g.v });
    const free = await g.post('red', 'undo', { version: g.v + 1 });
    expect(free.status).toBe(200);
    expect(free.body.notices.filter((n: Loose) => n.type === 'reseeded')).toEqual([]);
    let version = free.body.version;
    for (const [seat, action] of [
      ['red', { type: 'advance', lane: 1 }],
      ['blue', { type: 'pass' }],
      ['red', { type: 'attack' }],
    ] as const) {
      version = (await g.post(seat, 'actions', { action, version })).body.version;
    }
    const log = (await g.view()).log;
    await g.post('red', 'takeback', { version, toVersion: log[1].version });
    version = (await g.post('blue', 'takeback/accept', { version: version + 1 })).body.version;
    await g.post('red', 'takeback', { version, toVersion: 0 });
    const back = await g.post('blue', 'takeback/accept', { version: version + 1 });
    expect(back.body.notices.filter((n: Loose) => n.type === 'reseeded').map((n: Loose) => n.at)).toEqual([
      2, 0,
    ]);
    await playOut(g);
    const save = (await api(t.url, 'GET', `/api/games/${g.id}/save`)).body;
    expect(save.reseeds.map((r: Loose) => r.at)).toEqual([0]);
    expect(verifySecrets(save)).toBeNull();
    expect(replay(raid, save, { verify: true }).ok).toBe(true);
  });
});

describe('takeback requests are limited', () => {
  test('not again while pending, nor after a decline until a move is played', async () => {
    const g = await table('standard');
    await g.post('red', 'actions', { action: { type: 'advance', lane: 0 }, version: g.v });
    expect((await g.post('red', 'takeback', { version: g.v + 1, toVersion: 0 })).status).toBe(200);
    const pending = await g.post('red', 'takeback', { version: g.v + 2, toVersion: 0 });
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('takeback-pending');
    expect((await g.post('blue', 'takeback/decline', {})).status).toBe(200);
    expect((await g.post('blue', 'takeback/decline', {})).status).toBe(409);
    const declined = await g.post('red', 'takeback', { version: g.v + 3, toVersion: 0 });
    expect(declined.status).toBe(409);
    expect(declined.body.error.code).toBe('takeback-declined');
    expect((await g.view()).version).toBe(g.v + 3);
    expect((await g.post('blue', 'actions', { action: { type: 'pass' }, version: g.v + 3 })).status).toBe(
      200,
    );
    expect((await g.post('red', 'takeback', { version: g.v + 4, toVersion: 0 })).status).toBe(200);
  });
});
