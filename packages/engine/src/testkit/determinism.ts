import type { BaseState, GameModule } from '../contract.ts';
import { stateHash } from '../hash.ts';
import { parseSave, replay, type Save, serializeSave } from '../save.ts';

/**
 * Replaying the save twice (once from its serialized text) gives the same state hash and the same
 * events after every action, and matches the save's own checkpoints. Returns the hashes.
 */
export function checkDeterminism<S extends BaseState, V>(game: GameModule<S, V>, save: Save): string[] {
  const first = replay(game, save, { keepStates: true, verify: true });
  if (!first.ok) throw new Error(`replay failed: ${first.error.message}`);
  const text = serializeSave(save);
  const reparsed = parseSave(text);
  if (!reparsed.ok) throw new Error(`the serialized save does not parse: ${reparsed.error.message}`);
  const second = replay(game, reparsed.save, { keepStates: true });
  if (!second.ok) throw new Error(`second replay failed: ${second.error.message}`);

  if (stateHash(first.initial) !== stateHash(second.initial)) {
    throw new Error('nondeterminism: the initial states differ');
  }
  const hashes: string[] = [];
  for (let i = 0; i < save.actions.length; i++) {
    const a = stateHash(first.states![i]);
    const b = stateHash(second.states![i]);
    if (a !== b) throw new Error(`nondeterminism: the states after action #${i} differ (${a} vs ${b})`);
    if (JSON.stringify(first.events[i]) !== JSON.stringify(second.events[i])) {
      throw new Error(`nondeterminism: the events of action #${i} differ`);
    }
    if (first.boundaries[i] !== second.boundaries[i]) {
      throw new Error(`nondeterminism: the boundary flag of action #${i} differs`);
    }
    hashes.push(a);
  }
  return hashes;
}
