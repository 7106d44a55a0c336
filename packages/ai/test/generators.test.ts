/**
 * The AI's generators: its own choices and the dice of its determinized copies come from the fast
 * xoshiro128** generator (a guess keeps no secret); the games an arena plays are real games on the
 * default, secure one.
 */
import type { GameModule, RngState } from '@wargame/engine';
import { seatsToAct } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { type CoalitionState, type CoalitionView, coalition } from '../../engine/test/fixtures/coalition.ts';
import { agentById, playMatch, registerGame } from '../src/index.ts';
import { chooseAction } from '../src/worker-api.ts';

const kind = (rng: RngState) => ('s' in rng ? 'xoshiro128**' : 'chacha20');

/** The coalition fixture, recording the generator of every determinized copy and of every setup. */
function spy(id: string) {
  const copies: string[] = [];
  const setups: (string | undefined)[] = [];
  const game: GameModule<CoalitionState, CoalitionView> = {
    ...coalition,
    id,
    setup: (scenario, options, seed, generator) => {
      setups.push(generator);
      return coalition.setup(scenario, options, seed, generator);
    },
    determinize: (view, seat, rng) => {
      const copy = coalition.determinize(view, seat, rng);
      copies.push(kind(copy.rng));
      return copy;
    },
  };
  return { game, copies, setups };
}

describe("the AI's generators", () => {
  it('chooseAction searches determinized copies on the fast generator', () => {
    const { game, copies } = spy('spy-worker');
    registerGame(game);
    const state = coalition.setup('quick', {}, 'w');
    expect(kind(state.rng)).toBe('chacha20');
    const seat = seatsToAct(coalition, state)[0]!;
    const view = JSON.parse(JSON.stringify(coalition.view(state, seat))) as unknown;
    chooseAction('spy-worker', view, seat, 'mcts:20', 'w');
    expect(copies.length).toBeGreaterThan(1);
    expect(new Set(copies)).toEqual(new Set(['xoshiro128**']));
  });

  it('an arena match plays a real game on the default generator, its agents on the fast one', () => {
    const { game, copies, setups } = spy('spy-arena');
    const agents = { a: agentById('mcts:10'), b: agentById('random') };
    let decisions = 0;
    playMatch(game, {
      scenario: 'quick',
      seed: 'arena',
      sides: { axis: 'a', allies: 'b' },
      agents,
      maxActions: 30,
      onDecision: () => {
        decisions++;
      },
    });
    expect(setups).toEqual([undefined]);
    expect(decisions).toBeGreaterThan(0);
    expect(copies.length).toBeGreaterThan(0);
    expect(new Set(copies)).toEqual(new Set(['xoshiro128**']));
  });
});
