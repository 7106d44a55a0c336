/**
 * The one path by which anything enters a game's log: under the game's lock, catch up with other
 * processes, check the client's version, validate the row against the rules, commit it to the store,
 * and only then change the room and tell everyone (sockets, webhooks, AI seats).
 */
import type { Action, RuleError, Seat } from '@wargame/engine';
import { newSeed } from '../fair/commitment.ts';
import type { Hub, Origin } from '../live/hub.ts';
import type { NewLogRow, SeatChange, Store } from '../store/types.ts';
import type { Webhooks } from '../webhooks/send.ts';
import type { AiPlayer } from './ai.ts';
import type { Rooms } from './cache.ts';
import { install, keepFor, prepare, type Room } from './room.ts';
import { needsFreshSecret } from './undo.ts';

export type RowDraft =
  | { kind: 'action'; seat: Seat; action: unknown }
  | { kind: 'undo' | 'takeback-request'; seat: Seat; toVersion: number }
  | { kind: 'takeback-decline'; seat: Seat }
  /** `seat`: the first seat of the group the claim or reissue is about (its notice names it). */
  | { kind: 'seat-claim' | 'invite-reissue'; seat: Seat; seatChange: SeatChange };

/** What a route decides from the current room: a row to append, or a refusal. */
export type Draft = RowDraft | { status: number; error: RuleError };

export type SubmitResult =
  | { ok: true; room: Room }
  | { ok: false; status: number; error: RuleError; version: number };

export interface Play {
  /**
   * `expected`: the version the client saw (null: whatever is current, for server-made moves).
   * `draft` runs under the lock with the up-to-date room. `origin`: the live connection that sent the
   * row (its update then carries the row's `ref`).
   */
  submit(
    room: Room,
    expected: number | null,
    draft: (room: Room) => Draft | Promise<Draft>,
    origin?: Origin,
  ): Promise<SubmitResult>;
  /** Let AI seats move if one is due. */
  wakeAi(room: Room): void;
}

export interface PlayOptions {
  store: Store;
  rooms: Rooms;
  hub: Hub;
  webhooks: Webhooks;
  ai: AiPlayer | null;
  warn: (message: string) => void;
}

export function createPlay(options: PlayOptions): Play {
  const { store, rooms, hub, webhooks, ai, warn } = options;
  const aiDue = new Set<string>();

  function stale(room: Room): SubmitResult {
    return {
      ok: false,
      status: 409,
      version: room.record.version,
      error: {
        code: 'stale-version',
        message: `the game is at version ${room.record.version}: reload and retry`,
      },
    };
  }

  async function submit(
    given: Room,
    expected: number | null,
    draft: (room: Room) => Draft | Promise<Draft>,
    origin?: Origin,
  ): Promise<SubmitResult> {
    return rooms.withLock(given.id, async () => {
      const room = rooms.peek(given.id) ?? given;
      rooms.add(room);
      // A shared store may be ahead of this cache. When the client's version matches ours, trying the
      // append is the cheapest check (it conflicts if another process got there first).
      if (store.shared && expected !== room.record.version && (await rooms.catchUp(room))) hub.push(room);
      if (expected !== null && expected !== room.record.version) return stale(room);
      const drafted = await draft(room);
      if ('error' in drafted) return { ok: false, ...drafted, version: room.record.version };
      const row: NewLogRow = {
        version: room.record.version + 1,
        kind: drafted.kind,
        seat: drafted.seat,
        // Any JSON for now: `prepare` runs the game's schema and legal list before anything is stored.
        action: drafted.kind === 'action' ? (drafted.action as Action) : null,
        boundary: false,
        toVersion: 'toVersion' in drafted ? drafted.toVersion : null,
        secret: null,
      };
      // Taking back dice or cards draws a fresh secret, so that the future the asker saw is not replayed.
      if (row.kind === 'undo') {
        const keep = keepFor(room, row.toVersion ?? 0);
        if (keep !== null && needsFreshSecret(room, keep)) row.secret = newSeed();
      }
      const seatChange = 'seatChange' in drafted ? drafted.seatChange : undefined;
      const change = prepare(room, row, true);
      if ('error' in change)
        return { ok: false, status: 422, error: change.error, version: room.record.version };
      if (change.kind === 'action') row.boundary = change.entry.boundary;
      const stored = await store.append(room.id, row, change.update, seatChange);
      if (stored === 'conflict') {
        if (await rooms.catchUp(room)) hub.push(room);
        return stale(room);
      }
      const before = room.record.toAct;
      install(room, row, change, seatChange);
      hub.push(room, origin);
      webhooks.turnsChanged(room, before);
      wakeAi(room);
      return { ok: true, room };
    });
  }

  function aiSeatDue(room: Room): Seat | undefined {
    if (room.outcome) return undefined;
    return room.record.toAct.find((seat) => room.seats.some((s) => s.seat === seat && s.ai));
  }

  function wakeAi(room: Room): void {
    if (!ai || aiDue.has(room.id) || !aiSeatDue(room)) return;
    aiDue.add(room.id);
    setImmediate(() => {
      aiDue.delete(room.id);
      void submit(room, null, async (current) => {
        const seat = aiSeatDue(current);
        if (!seat) return { status: 409, error: { code: 'no-ai-turn', message: 'no AI seat is due' } };
        const level = current.seats.find((s) => s.seat === seat)?.aiLevel ?? null;
        const action = await ai(current.game, current.state, seat, level);
        if (!action)
          return { status: 422, error: { code: 'ai-stuck', message: `AI seat ${seat} found no action` } };
        return { kind: 'action', seat, action };
      })
        .then((result) => {
          if (!result.ok && result.error.code !== 'no-ai-turn' && result.error.code !== 'stale-version') {
            warn(`AI move in game ${room.id} refused: ${result.error.message}`);
          }
          if (!result.ok && result.error.code === 'stale-version') wakeAi(rooms.peek(room.id) ?? room);
        })
        .catch((error: Error) => warn(`AI move in game ${room.id} failed: ${error.message}`));
    });
  }

  return { submit, wakeAi };
}
