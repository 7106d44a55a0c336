/** Playing one phase's actions in a test: each must be accepted, or refused under the phase's section. */
import type { Action, GameEvent, RuleError } from '@wargame/engine';
import { expect } from 'vitest';
import type { PacificState } from '../../src/state.ts';

type Apply = (
  state: PacificState,
  action: Action,
) => { state: PacificState; events: GameEvent[] } | { error: RuleError };

export function stepsOf(apply: Apply, rule: string) {
  return {
    /** The state after `actions`, each of which must be accepted. */
    play(state: PacificState, ...actions: Action[]): PacificState {
      let s = state;
      for (const a of actions) {
        const r = apply(s, a);
        if ('error' in r) throw new Error(r.error.message);
        s = r.state;
      }
      return s;
    },
    /** The message refusing `action`, which must cite `rule`. */
    refusal(state: PacificState, action: Action): string {
      const r = apply(state, action);
      if (!('error' in r)) throw new Error(`${JSON.stringify(action)} was accepted`);
      expect(r.error.rule).toBe(rule);
      return r.error.message;
    },
  };
}
