/**
 * Fair dice: a CSPRNG seed, secret while the game runs, its SHA-256 commitment public from the start,
 * the seed revealed (and verifiable, die by die) when the game is over.
 */
import { createHash } from 'node:crypto';
import { replay, stateHash } from '@wargame/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commitmentOf, newSeed, verifyCommitment } from '../src/fair/commitment.ts';
import { raid } from './support/fixtures.ts';
import { api, type Loose } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('commitments', () => {
  test('verifyCommitment checks a seed against its SHA-256', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const commitment = commitmentOf(seed);
    expect(commitment).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(verifyCommitment(seed, commitment)).toBe(true);
    expect(verifyCommitment(seed, commitment.toUpperCase())).toBe(true);
    expect(verifyCommitment(`${seed}0`, commitment)).toBe(false);
    expect(verifyCommitment(seed, 'abc')).toBe(false);
    expect(newSeed()).not.toBe(seed);
  });

  test('each game commits to its own secret seed, published in every view', async () => {
    const a = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const b = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    expect(a.commitment).not.toBe(b.commitment);
    const stored = await t.server.store.loadGame(a.id);
    expect(verifyCommitment(stored!.game.seed, a.commitment)).toBe(true);
    const view = (await api(t.url, 'GET', `/api/games/${a.id}/view`, { token: tokenOf(a, 'red') })).body;
    expect(view.commitment).toBe(a.commitment);
    expect(JSON.stringify(view)).not.toContain(stored!.game.seed);
  });
});

describe('saves', () => {
  test('before the end a save has no seed, not even for a token holding every seat', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const red = tokenOf(created, 'red');
    await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
      token: red,
      body: { action: { type: 'advance', lane: 0 }, version: created.version },
    });
    for (const [options, actions] of [
      [{}, []],
      [{ token: red }, [{ seat: 'red', action: { type: 'advance', lane: 0 } }]],
      [{ token: tokenOf(created, 'blue') }, []],
    ] as const) {
      const save = (await api(t.url, 'GET', `/api/games/${created.id}/save`, options)).body;
      expect(save.format).toBe('wargame-save/1');
      expect(save.seed).toBeUndefined();
      expect(save.checkpoints).toBeUndefined();
      expect(save.commitment).toBe(created.commitment);
      expect(save.actions).toEqual(actions);
    }
    const hotSeat = await createGame(t.url, {
      game: 'raid',
      scenario: 'skirmish',
      seats: { red: 'me', blue: 'me' },
    });
    const both = tokenOf(hotSeat, 'red');
    const save = (await api(t.url, 'GET', `/api/games/${hotSeat.id}/save`, { token: both })).body;
    expect(save.seed).toBeUndefined();
    expect(JSON.stringify(save)).not.toContain((await t.server.store.loadGame(hotSeat.id))!.game.seed);
  });

  test('after the end the save reveals the seed, which matches the commitment and replays every die', async () => {
    const created = await createGame(t.url, { game: 'raid', scenario: 'skirmish' });
    const tokens: Record<string, string> = { red: tokenOf(created, 'red'), blue: tokenOf(created, 'blue') };
    let view: Loose = { status: 'active', toAct: ['red'], version: 0 };
    while (view.status === 'active') {
      const seat = view.toAct[0];
      const mine = (await api(t.url, 'GET', `/api/games/${created.id}/view`, { token: tokens[seat] })).body;
      const options = mine.legal[seat];
      // Attack whenever possible, so that the dice decide.
      const action = options.find((a: Loose) => a.type === 'attack') ?? options[0];
      view = (
        await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
          token: tokens[seat],
          body: { action, version: mine.version },
        })
      ).body;
    }
    const save = (await api(t.url, 'GET', `/api/games/${created.id}/save`)).body;
    expect(verifyCommitment(save.seed, created.commitment)).toBe(true);
    expect(save.checkpoints.length).toBeGreaterThan(0);
    const replayed = replay(raid, save, { verify: true });
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(raid.outcome(replayed.state)).toEqual(view.outcome);
    expect(raid.view(replayed.state, 'spectator')).toEqual(view.view);
    expect(stateHash(replayed.state)).toBe(save.checkpoints[save.checkpoints.length - 1].hash);
  });
});
