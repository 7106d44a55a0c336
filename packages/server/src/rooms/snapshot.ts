/**
 * What one holder of seats (or a spectator, holding none) receives: its views, its legal actions and
 * the log filtered for it. The only way game data leaves the server, over HTTP and WebSocket alike.
 * Other seats' actions are never included (an action may carry a hidden choice, such as a committed
 * number); their events are, as the engine filters them (`filterEvents`).
 */
import {
  type Action,
  type Decision,
  filterEvents,
  type GameEvent,
  type Seat,
  type Viewer,
} from '@wargame/engine';
import type { AiLevel } from '../store/types.ts';
import { legalOf, pendingOf, viewOf } from './derived.ts';
import type { Room, Takeback } from './room.ts';

export interface LogEntry {
  /** Position in the effective action list (0-based). */
  index: number;
  /** The version of the action's log row. */
  version: number;
  seat: Seat;
  /** Only for the holder's own seats. */
  action?: Action;
  events: GameEvent[];
}

export interface Snapshot {
  id: string;
  game: string;
  scenario: string;
  version: number;
  status: 'active' | 'over';
  /** The seats the request's token holds (empty for a spectator). */
  seats: Seat[];
  /** Whose view `view` is: the held seat to act first, else the first held seat, else the spectator. */
  viewer: Viewer;
  view: unknown;
  /** Every held seat's view, when the token holds several seats. */
  views?: Record<Seat, unknown>;
  pending: Decision[];
  toAct: Seat[];
  /** Legal actions of each held seat that has a decision now. */
  legal: Record<Seat, Action[]>;
  /** Entries from `logFrom` on; `logLength` is the length of the whole effective log. */
  log: LogEntry[];
  logFrom: number;
  logLength: number;
  outcome: unknown;
  commitment: string;
  /** Revealed once the game is over. */
  seed?: string;
  takeback: Takeback | null;
  players: { seat: Seat; player: string | null; ai: boolean; aiLevel?: AiLevel }[];
  epoch: number;
}

/** The events of `events` that a holder of `seats` may see (any of its seats may see it). */
export function visibleEvents(events: readonly GameEvent[], seats: readonly Seat[]): GameEvent[] {
  if (seats.length === 0) return filterEvents(events, 'spectator');
  if (seats.length === 1) return filterEvents(events, seats[0]!);
  return events.filter((event) => seats.some((seat) => filterEvents([event], seat).length > 0));
}

export function primaryViewer(room: Room, seats: readonly Seat[]): Viewer {
  return seats.find((seat) => room.record.toAct.includes(seat)) ?? seats[0] ?? 'spectator';
}

export function logEntries(room: Room, seats: readonly Seat[], from = 0): LogEntry[] {
  const entries: LogEntry[] = [];
  for (let index = Math.max(0, from); index < room.stack.length; index++) {
    const entry = room.stack[index]!;
    const line: LogEntry = { index, version: entry.version, seat: entry.seat, events: [] };
    if (seats.includes(entry.seat)) line.action = entry.action;
    line.events = visibleEvents(entry.events, seats);
    entries.push(line);
  }
  return entries;
}

export function snapshot(room: Room, seats: readonly Seat[], logFrom = 0): Snapshot {
  const { record } = room;
  const viewer = primaryViewer(room, seats);
  const over = room.outcome !== null;
  const legal: Record<Seat, Action[]> = {};
  for (const seat of seats) if (record.toAct.includes(seat)) legal[seat] = legalOf(room, seat);
  const result: Snapshot = {
    id: room.id,
    game: record.game,
    scenario: record.scenario,
    version: record.version,
    status: record.status,
    seats: [...seats],
    viewer,
    view: viewOf(room, viewer),
    pending: over ? [] : pendingOf(room),
    toAct: record.toAct,
    legal,
    log: logEntries(room, seats, logFrom),
    logFrom: Math.max(0, Math.min(logFrom, room.stack.length)),
    logLength: room.stack.length,
    outcome: room.outcome,
    commitment: record.commitment,
    takeback: room.takeback,
    players: room.seats.map((s) => ({
      seat: s.seat,
      player: s.player,
      ai: s.ai,
      ...(s.aiLevel ? { aiLevel: s.aiLevel } : {}),
    })),
    epoch: room.epoch,
  };
  if (seats.length > 1) result.views = Object.fromEntries(seats.map((seat) => [seat, viewOf(room, seat)]));
  if (over) result.seed = record.seed;
  return result;
}
