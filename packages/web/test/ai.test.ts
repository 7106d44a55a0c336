import { ancients } from '@wargame/ancients';
import { describe, expect, it } from 'vitest';
import { hasAgent } from '../src/ai/agents.ts';
import { answer } from '../src/ai/answer.ts';
import { requestAiAction } from '../src/ai/client.ts';

describe('the seam for the computer player', () => {
  const state = ancients.setup('001', {}, 'ai');
  const request = {
    game: 'ancients',
    seat: 'bottom',
    view: ancients.view(state, 'bottom') as never,
    legal: ancients.legal(state, 'bottom'),
  };

  it('has no agent yet, so the lobby keeps the computer "coming"', () => {
    expect(hasAgent('ancients')).toBe(false);
  });

  it('answers "no agent" without starting a worker', async () => {
    expect(await requestAiAction(request)).toMatchObject({ ok: false, code: 'no-agent' });
    expect(await answer({ id: 7, ...request })).toMatchObject({ id: 7, ok: false, code: 'no-agent' });
  });
});
