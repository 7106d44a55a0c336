/**
 * What a room's current state shows each seat (views, legal lists, pending decisions), computed once
 * per state: after a move, the mover's HTTP answer, every socket of a seat and the next move's legality
 * check share them. Keyed by the state object, which a room replaces on each change (states are never
 * mutated), so an entry is never stale and goes when the state is collected.
 */
import type { Action, BaseState, Decision, Seat, Viewer } from '@wargame/engine';
import type { Room } from './room.ts';

const derived = new WeakMap<BaseState, Map<string, unknown>>();

function once<T>(state: BaseState, key: string, compute: () => T): T {
  let cache = derived.get(state);
  if (!cache) {
    cache = new Map();
    derived.set(state, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}

export const viewOf = (room: Room, viewer: Viewer): unknown =>
  once(room.state, `view:${viewer}`, () => room.game.view(room.state, viewer));

export const legalOf = (room: Room, seat: Seat): Action[] =>
  once(room.state, `legal:${seat}`, () => room.game.legal(room.state, seat));

export const pendingOf = (room: Room): Decision[] =>
  once(room.state, 'pending', () => room.game.pending(room.state));
