/**
 * What a room's current state shows each seat (views, legal lists, pending decisions), kept as JSON
 * text: a string is one object that the garbage collector never looks into, where the same data as
 * objects is hundreds of them, each copied and traced while a game waits ~seconds for its next move.
 *
 * Two lifetimes:
 * - per state (a WeakMap keyed by the state object, which a room replaces on each change and never
 *   mutates, so an entry is never stale and goes when the state is collected): the pending decisions
 *   and each seat's legal actions, which the next move's legality check needs again;
 * - per turn of the event loop: the views, which a move needs only while its messages are written (the
 *   mover's HTTP answer and every socket of the game, all in the same turn). A later request (a socket
 *   that connects, GET /view) computes its view again.
 */
import type { Action, BaseState, Decision, Seat, Viewer } from '@wargame/engine';
import type { AnyGame } from '../games.ts';
import type { Room } from './room.ts';

interface PerState {
  /** JSON of `pending(state)`. */
  pending?: string;
  /** Per seat, JSON of `legal(state, seat)`. */
  legal?: Map<Seat, string>;
}

const perState = new WeakMap<BaseState, PerState>();

function entryOf(state: BaseState): PerState {
  let entry = perState.get(state);
  if (!entry) {
    entry = {};
    perState.set(state, entry);
  }
  return entry;
}

/**
 * Record `pending(state)`, computed by the caller anyway (the seats to act of a new state), so that
 * the state's messages do not compute it again.
 */
export function notePending(state: BaseState, pending: readonly Decision[]): void {
  const entry = entryOf(state);
  entry.pending ??= JSON.stringify(pending);
}

/** JSON of `pending(state)`. */
export function pendingJson(game: AnyGame, state: BaseState): string {
  const entry = entryOf(state);
  entry.pending ??= JSON.stringify(game.pending(state));
  return entry.pending;
}

/** JSON of `legal(state, seat)` for the room's current state. */
export function legalJson(room: Room, seat: Seat): string {
  const entry = entryOf(room.state);
  entry.legal ??= new Map();
  let text = entry.legal.get(seat);
  if (text === undefined) {
    text = JSON.stringify(room.game.legal(room.state, seat));
    entry.legal.set(seat, text);
  }
  return text;
}

/**
 * The legal list to check `action` against (applyChecked's `listed`), read back from its text: when
 * the action is written exactly as one of them (as clients echo what they were sent), that one alone,
 * so that the check compares one candidate; otherwise all of them, compared ignoring key order.
 */
export function listedFor(room: Room, seat: Seat, action: unknown): Action[] {
  const listed = JSON.parse(legalJson(room, seat)) as Action[];
  const text = JSON.stringify(action);
  const same =
    text === undefined ? undefined : listed.find((candidate) => JSON.stringify(candidate) === text);
  return same === undefined ? listed : [same];
}

/**
 * A map emptied at the next turn of the event loop (or when it grows past `max` entries, should that
 * turn not come, as under fake timers): for what the messages of one change share.
 */
export function perTurn<K, V>(max = 4096): { get(key: K): V | undefined; set(key: K, value: V): void } {
  let map = new Map<K, V>();
  let clearing = false;
  return {
    get: (key) => map.get(key),
    set(key, value) {
      if (map.size >= max) map = new Map();
      map.set(key, value);
      if (clearing) return;
      clearing = true;
      setImmediate(() => {
        clearing = false;
        map = new Map();
      });
    },
  };
}

// The views of the current turn of the event loop, by state then viewer.
const views = perTurn<BaseState, Map<Viewer, string | undefined>>();

/** JSON of `view(state, viewer)` (undefined when the game's view is undefined). */
export function viewJson(room: Room, viewer: Viewer): string | undefined {
  let byViewer = views.get(room.state);
  if (!byViewer) {
    byViewer = new Map();
    views.set(room.state, byViewer);
  }
  if (byViewer.has(viewer)) return byViewer.get(viewer);
  const text = JSON.stringify(room.game.view(room.state, viewer)) as string | undefined;
  byViewer.set(viewer, text);
  return text;
}
