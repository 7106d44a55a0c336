/** The default AI player: IS-MCTS in a worker thread, seeing only its seat's view, over real HTTP. */
import { ancients } from '@wargame/ancients';
import type { Action, BaseState } from '@wargame/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AiJob, observeAi } from '../src/rooms/ai-pool.ts';
import { api } from './support/http.ts';
import { createGame, type TestServer, testServer, tokenOf } from './support/server.ts';

let t: TestServer;
beforeAll(async () => {
  // `ai` left out: the server's default player (the worker pool).
  t = await testServer({ games: [ancients as never], ai: undefined });
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an ai seat', () => {
  test('the worker decides with the seat view only, and its actions are legal', async () => {
    const posted: { id: number; job: AiJob }[] = [];
    const expected: { view: unknown; legal: Action[] }[] = [];
    const answered: { job: AiJob; action: Action }[] = [];
    let gameId = '';
    const stop = observeAi({
      posted(message) {
        posted.push(structuredClone(message));
        // The room's state when the job is posted is the one the AI decides on.
        const state = t.server.context.rooms.peek(gameId)?.state as BaseState;
        expected.push({
          view: ancients.view(state as never, message.job.seat),
          legal: ancients.legal(state as never, message.job.seat),
        });
      },
      answered(job, action) {
        answered.push({ job, action });
      },
    });
    try {
      const created = await createGame(t.url, { game: 'ancients', scenario: '001', seats: { top: 'ai' } });
      gameId = created.id;
      expect(created.ai).toEqual(['top']);
      const token = tokenOf(created, 'bottom');
      const deadline = Date.now() + 90_000;
      while (answered.length === 0 && Date.now() < deadline) {
        const view = await api(t.url, 'GET', `/api/games/${created.id}/view`, { token });
        const legal: Action[] | undefined = view.body.legal?.bottom;
        if (!legal || legal.length === 0) {
          await sleep(50);
          continue;
        }
        const action = legal[Math.floor(Math.random() * legal.length)];
        const played = await api(t.url, 'POST', `/api/games/${created.id}/actions`, {
          token,
          body: { action, version: view.body.version },
        });
        expect([200, 409]).toContain(played.status);
      }
      expect(answered.length).toBeGreaterThan(0);

      // The AI's move was accepted: the room's log holds an entry by the ai seat.
      let aiMoved = false;
      for (let i = 0; i < 100 && !aiMoved; i++) {
        const room = t.server.context.rooms.peek(created.id);
        aiMoved = room?.stack.some((entry) => entry.seat === 'top') ?? false;
        if (!aiMoved) await sleep(50);
      }
      expect(aiMoved).toBe(true);

      expect(posted.length).toBeGreaterThanOrEqual(answered.length);
      posted.forEach(({ job }, i) => {
        // Only the view, the seat, the agent and a seed: no state, nothing hidden.
        expect(Object.keys(job).sort()).toEqual(['gameId', 'level', 'seat', 'seed', 'view']);
        expect(job).toMatchObject({ gameId: 'ancients', seat: 'top', level: 'mcts:easy' });
        expect(job.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(job.view).toEqual(expected[i]!.view);
        const view = job.view as Record<string, unknown>;
        expect(view).not.toHaveProperty('rng');
        expect(view).not.toHaveProperty('deck');
      });
      answered.forEach(({ action }, i) => {
        expect(expected[i]!.legal).toContainEqual(action);
      });
    } finally {
      stop();
    }
  });

  test('each ai seat plays at the level it was created with', async () => {
    const posted: AiJob[] = [];
    let gameId = '';
    // Only this game's jobs: the AI of the game before may still be playing out its turn. A job is this
    // game's when its view is the view of this room's state as the job is posted.
    const stop = observeAi({
      posted(message) {
        const state = gameId ? t.server.context.rooms.peek(gameId)?.state : undefined;
        if (!state) return;
        const mine = ancients.view(state as never, message.job.seat);
        if (JSON.stringify(mine) === JSON.stringify(message.job.view)) posted.push(message.job);
      },
    });
    try {
      const created = await createGame(t.url, {
        game: 'ancients',
        scenario: '001',
        seats: { top: { ai: 'hard' }, bottom: { ai: 'normal' } },
      });
      gameId = created.id;
      expect(created.ai).toEqual(['top', 'bottom']);
      const view = await api(t.url, 'GET', `/api/games/${created.id}/view`);
      expect(view.body.players).toEqual([
        { seat: 'top', player: null, ai: true, aiLevel: 'hard', status: 'ai' },
        { seat: 'bottom', player: null, ai: true, aiLevel: 'normal', status: 'ai' },
      ]);
      const deadline = Date.now() + 30_000;
      while (posted.length === 0 && Date.now() < deadline) await sleep(20);
      expect(posted.length).toBeGreaterThan(0);
      for (const job of posted) expect(job.level).toBe(job.seat === 'top' ? 'mcts:hard' : 'mcts:normal');
      const bad = await api(t.url, 'POST', '/api/games', {
        body: { game: 'ancients', scenario: '001', seats: { top: { ai: 'grandmaster' } } },
      });
      expect(bad.status).toBe(400);
    } finally {
      stop();
    }
  });
});
