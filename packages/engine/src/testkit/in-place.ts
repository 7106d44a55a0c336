import type { Action, BaseState, GameModule, Seat } from '../contract.ts';
import { isError } from '../contract.ts';
import { canonicalJson } from '../json.ts';
import { firstDifference } from './diff.ts';

/**
 * `applyInPlace` (when the game has it) does what `apply` does: on a private copy of `state` it gives
 * the same state (canonical JSON, the text state hashes are taken of), or the same refusal, and `state` itself is left alone by both.
 * `prepare` may touch the copy first (e.g. build a cache that the in-place step must keep up to date).
 */
export function checkApplyInPlace<S extends BaseState, V>(
  game: GameModule<S, V>,
  state: S,
  seat: Seat,
  action: Action,
  prepare: (copy: S) => void = () => {},
): S | null {
  if (!game.applyInPlace) throw new Error(`${game.id} has no applyInPlace`);
  const before = JSON.stringify(state);
  const expected = game.apply(state, action, seat);
  const copy = structuredClone(state);
  prepare(copy);
  const error = game.applyInPlace(copy, action, seat);
  if (JSON.stringify(state) !== before) throw new Error('apply or applyInPlace changed the original state');
  const what = `${seat} ${JSON.stringify(action)}`;
  if (isError(expected)) {
    if (!error) throw new Error(`apply refused ${what} (${expected.error.message}) but applyInPlace took it`);
    if (error.error.code !== expected.error.code) {
      throw new Error(
        `apply and applyInPlace refuse ${what} differently: ${expected.error.code} vs ${error.error.code}`,
      );
    }
    return null;
  }
  if (error) throw new Error(`applyInPlace refused ${what}: ${error.error.message}`);
  if (canonicalJson(copy) !== canonicalJson(expected.state)) {
    throw new Error(
      `applyInPlace differs from apply after ${what} at ${firstDifference(expected.state, copy)}`,
    );
  }
  return copy;
}
