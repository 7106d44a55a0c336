import type { BaseState, GameModule } from '../contract.ts';
import { replay, type Save } from '../save.ts';

/** Every state of a save: the initial one, then the state after each action. */
export function statesOf<S extends BaseState, V>(game: GameModule<S, V>, save: Save): S[] {
  const result = replay(game, save, { keepStates: true });
  if (!result.ok) throw new Error(`replay failed: ${result.error.message}`);
  return [result.initial!, ...result.states!];
}
