import { ancients } from '@wargame/ancients';
import { describe, expect, it } from 'vitest';
import { hasAgent } from '../src/ai/agents.ts';
import { answer } from '../src/ai/answer.ts';
import { requestAiAction } from '../src/ai/client.ts';

describe('the computer player', () => {
  const state = ancients.setup('001', {}, 'ai');
  const seat = ancients.seats.find((s) => ancients.legal(state, s).length > 0) ?? 'bottom';
  const request = {
    game: 'ancients',
    seat,
    view: ancients.view(state, seat) as never,
    legal: ancients.legal(state, seat),
  };

  it('has an agent for ancients and pacific-1940, so the lobby offers the computer', () => {
    expect(hasAgent('ancients')).toBe(true);
    expect(hasAgent('pacific-1940')).toBe(true);
    expect(hasAgent('no-such-game')).toBe(false);
  });

  it('answers with one of the legal actions, from the view only', async () => {
    const reply = await answer({ id: 7, ...request, level: 'easy' });
    expect(reply).toMatchObject({ id: 7, ok: true });
    if (reply.ok) expect(request.legal).toContainEqual(reply.action);
  });

  it('answers "no agent" for games without one, and without a Worker starts none', async () => {
    expect(await answer({ id: 8, ...request, game: 'no-such-game' })).toMatchObject({
      id: 8,
      ok: false,
      code: 'no-agent',
    });
    expect(typeof Worker).toBe('undefined');
    expect(await requestAiAction(request)).toMatchObject({ ok: false, code: 'no-agent' });
  });
});
