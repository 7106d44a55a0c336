/**
 * A room is one game held in memory: its rows from the store, its state replayed from the log, and the
 * effective action list (the log minus what undo took back). Every change goes through `prepare`
 * (compute, never mutate) and `install` (mutate, only after the store has committed the row).
 */
import {
  type Action,
  applyChecked,
  type BaseState,
  type GameEvent,
  type Outcome,
  type RuleError,
  reseedState,
  type Seat,
  seatsOf,
} from '@wargame/engine';
import { commitmentOf } from '../fair/commitment.ts';
import type { AnyGame } from '../games.ts';
import type { GameRow, GameUpdate, LogRow, NewLogRow, SeatChange, SeatRow } from '../store/types.ts';
import { listedFor, notePending } from './derived.ts';

/** One action of the effective list, with what replaying it produced. */
export interface Entry {
  /** The version of its log row. */
  version: number;
  seat: Seat;
  action: Action;
  boundary: boolean;
  /**
   * JSON of the events the action produced. A room keeps every entry for its whole life (hundreds a
   * game, thousands of games): as text they are one string each that the garbage collector never
   * traces, where as objects they were most of a room's heap. Read them with `eventsOf`.
   */
  eventsJson: string;
}

/** The events of an entry. */
export function eventsOf(entry: Entry): GameEvent[] {
  return JSON.parse(entry.eventsJson) as GameEvent[];
}

export interface Takeback {
  /** The seat that asked. */
  seat: Seat;
  /** The version to go back to (0: the start). */
  toVersion: number;
  /** The version of the request row. */
  version: number;
}

/** A fresh secret in effect: the generator was reseeded with `seed` before action `at` (0-based). */
export interface Reseed {
  at: number;
  commitment: string;
  /** Secret until the game is over. */
  seed: string;
  /** The version of the undo row that drew it. */
  version: number;
}

/** A public event of the table (not of the game): who took a seat, a new invite, a fresh secret. */
export interface Notice {
  version: number;
  /** The length of the effective log when it happened. */
  at: number;
  type: 'seat-claimed' | 'invite-reissued' | 'reseeded';
  seat?: Seat;
  commitment?: string;
}

export interface Room {
  id: string;
  game: AnyGame;
  record: GameRow;
  seats: SeatRow[];
  state: BaseState;
  stack: Entry[];
  /**
   * JSON of the states after every SNAPSHOT_EVERY-th entry, so that an undo replays a few actions, not
   * the whole game (the state before the first action is the record's: `initialStateOf`). Text, like
   * the entries' events: a state is one string the collector never traces instead of hundreds of
   * objects, and states are plain JSON data (the engine contract), so parsing gives the state back.
   */
  snapshots: Map<number, string>;
  takeback: Takeback | null;
  /** Seats whose takeback request was declined since the last action: they may not ask again yet. */
  declined: Seat[];
  /** The reseeds of the effective log, in order of `at`. */
  reseeds: Reseed[];
  /** Every notice of the log, in log order (kept across undos: they happened). */
  notices: Notice[];
  /** Bumped by each undo: clients holding an older epoch need the whole log again. */
  epoch: number;
  outcome: Outcome | null;
}

const SNAPSHOT_EVERY = 64;

export type Change =
  | { kind: 'action'; entry: Entry; state: BaseState; update: GameUpdate }
  | { kind: 'undo'; keep: number; state: BaseState; update: GameUpdate; reseeds: Reseed[] }
  | { kind: 'takeback-request'; takeback: Takeback; update: GameUpdate }
  | { kind: 'takeback-decline'; update: GameUpdate }
  | { kind: 'seats'; update: GameUpdate };

/** The state before the first action: the stored position, or the scenario's setup. */
export function initialStateOf(game: AnyGame, record: GameRow): BaseState {
  return record.position !== null
    ? game.fromPosition(record.position, record.seed, record.rng)
    : game.setup(record.scenario, record.options, record.seed, record.rng);
}

/** The game-row fields that follow a state; its pending decisions are kept for the state's messages. */
export function updateFor(game: AnyGame, state: BaseState): GameUpdate {
  const outcome = game.outcome(state);
  if (outcome) return { toAct: [], status: 'over', outcome };
  const pending = game.pending(state);
  notePending(state, pending);
  return { toAct: seatsOf(pending), status: 'active', outcome };
}

/** A room at the start of its game (no rows yet). */
export function newRoom(game: AnyGame, record: GameRow, seats: SeatRow[], initial: BaseState): Room {
  return {
    id: record.id,
    game,
    record: { ...record },
    seats,
    state: initial,
    stack: [],
    snapshots: new Map(),
    takeback: null,
    declined: [],
    reseeds: [],
    notices: [],
    epoch: 0,
    outcome: game.outcome(initial),
  };
}

/** Replay a stored game. Throws when a stored row no longer replays (the rules changed under it). */
export function loadRoom(game: AnyGame, record: GameRow, seats: SeatRow[], rows: LogRow[]): Room {
  const initial = initialStateOf(game, record);
  const room = newRoom(game, { ...record, version: 0 }, seats, initial);
  for (const row of rows) replayRow(room, row);
  return room;
}

/** Apply a row already in the store (replay or catch-up from another process). */
export function replayRow(room: Room, row: NewLogRow): void {
  if (row.version !== room.record.version + 1) {
    throw new Error(`game ${room.id}: log row ${row.version} follows version ${room.record.version}`);
  }
  const change = prepare(room, row, false);
  if ('error' in change) {
    throw new Error(`game ${room.id}: stored row ${row.version} no longer replays: ${change.error.message}`);
  }
  install(room, row, change);
}

/** What `row` would do to the room, without changing it; `requireListed` checks actions against legal. */
export function prepare(room: Room, row: NewLogRow, requireListed: boolean): Change | { error: RuleError } {
  switch (row.kind) {
    case 'action': {
      const result = applyChecked(room.game, room.state, row.action, row.seat, {
        requireListed,
        ...(requireListed ? { listed: listedFor(room, row.seat, row.action) } : {}),
      });
      if ('error' in result) return result;
      const entry: Entry = {
        version: row.version,
        seat: row.seat,
        action: row.action as Action,
        boundary: result.boundary,
        eventsJson: JSON.stringify(result.events),
      };
      return { kind: 'action', entry, state: result.state, update: updateFor(room.game, result.state) };
    }
    case 'undo': {
      const keep = keepFor(room, row.toVersion ?? 0);
      if (keep === null)
        return { error: { code: 'bad-undo', message: `no action of version ${row.toVersion}` } };
      // A fresh secret replaces any drawn at the same point; later ones go with the actions they preceded.
      const kept = room.reseeds.filter((r) => (row.secret === null ? r.at <= keep : r.at < keep));
      let state = stateAfter(room, keep, kept);
      const reseeds = [...kept];
      if (row.secret !== null) {
        state = reseedState(state, row.secret);
        reseeds.push({
          at: keep,
          commitment: commitmentOf(row.secret),
          seed: row.secret,
          version: row.version,
        });
      }
      return { kind: 'undo', keep, state, update: updateFor(room.game, state), reseeds };
    }
    case 'takeback-request':
      return {
        kind: 'takeback-request',
        takeback: { seat: row.seat, toVersion: row.toVersion ?? 0, version: row.version },
        update: room.record,
      };
    case 'takeback-decline':
      return { kind: 'takeback-decline', update: room.record };
    case 'seat-claim':
    case 'invite-reissue':
      return { kind: 'seats', update: room.record };
  }
}

/**
 * Make the change: the store has committed `row` (and `seatChange`, the seat rows it changed; absent
 * when replaying, where the seats come from the store as they are now).
 */
export function install(room: Room, row: NewLogRow, change: Change, seatChange?: SeatChange): void {
  const asker = room.takeback?.seat ?? null;
  if (change.kind !== 'seats') room.takeback = null;
  switch (change.kind) {
    case 'action':
      room.declined = [];
      room.stack.push(change.entry);
      room.state = change.state;
      if (room.stack.length % SNAPSHOT_EVERY === 0)
        room.snapshots.set(room.stack.length, JSON.stringify(change.state));
      break;
    case 'undo':
      room.stack.length = change.keep;
      room.state = change.state;
      for (const length of room.snapshots.keys()) if (length > change.keep) room.snapshots.delete(length);
      room.epoch += 1;
      room.declined = [];
      room.reseeds = change.reseeds;
      if (row.secret !== null) {
        const commitment = change.reseeds[change.reseeds.length - 1]!.commitment;
        room.notices = [
          ...room.notices,
          { version: row.version, at: change.keep, type: 'reseeded', commitment },
        ];
      }
      break;
    case 'takeback-request':
      room.takeback = change.takeback;
      break;
    case 'takeback-decline':
      if (asker !== null) room.declined = [...room.declined, asker];
      break;
    case 'seats': {
      const type = row.kind === 'seat-claim' ? 'seat-claimed' : 'invite-reissued';
      room.notices = [...room.notices, { version: row.version, at: room.stack.length, type, seat: row.seat }];
      if (seatChange) room.seats = withSeatChange(room.seats, seatChange);
      break;
    }
  }
  room.outcome = room.game.outcome(room.state);
  room.record = {
    ...room.record,
    version: row.version,
    toAct: change.update.toAct,
    status: change.update.status,
    outcome: change.update.outcome,
  };
}

/** How many entries remain after undoing back to `toVersion` (0: none), or null when no entry has it. */
export function keepFor(room: Room, toVersion: number): number | null {
  if (toVersion === 0) return 0;
  const at = room.stack.findIndex((entry) => entry.version === toVersion);
  return at < 0 ? null : at + 1;
}

/** The seat rows with a claim or reissue applied (a new array: snapshots key their texts on it). */
export function withSeatChange(seats: readonly SeatRow[], change: SeatChange): SeatRow[] {
  return seats.map((s) =>
    change.seats.includes(s.seat) ? { ...s, tokenHash: change.tokenHash, inviteHash: change.inviteHash } : s,
  );
}

/**
 * The state after the first `keep` entries, replayed from the nearest snapshot, each of `reseeds`
 * applied before the action of its index (and after the last when its index is `keep`). A snapshot
 * at length L is the state right after action L-1, before any reseed at L.
 */
function stateAfter(room: Room, keep: number, reseeds: readonly Reseed[]): BaseState {
  let from = 0;
  let nearest: string | undefined;
  for (const [length, snapshot] of room.snapshots) {
    if (length <= keep && length > from) {
      from = length;
      nearest = snapshot;
    }
  }
  let state =
    nearest === undefined ? initialStateOf(room.game, room.record) : (JSON.parse(nearest) as BaseState);
  const reseedAt = (at: number) => {
    for (const r of reseeds) if (r.at === at) state = reseedState(state, r.seed);
  };
  for (let i = from; i < keep; i++) {
    reseedAt(i);
    const entry = room.stack[i]!;
    const result = applyChecked(room.game, state, entry.action, entry.seat);
    if ('error' in result) throw new Error(`game ${room.id}: action ${entry.version} no longer replays`);
    state = result.state;
  }
  reseedAt(keep);
  return state;
}
