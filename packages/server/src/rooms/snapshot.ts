/**
 * What one holder of seats (or a spectator, holding none) receives: its views, its legal actions and
 * the log filtered for it. The only way game data leaves the server, over HTTP and WebSocket alike.
 * Other seats' actions are never included (an action may carry a hidden choice, such as a committed
 * number); their events are, as the engine filters them (`filterEvents`).
 *
 * `snapshot` builds it as an object (the definition); `snapshotJson` writes the same JSON text from the
 * texts `derived.ts` keeps, and is what the routes and the hub send.
 */
import {
  type Action,
  type Decision,
  filterEvents,
  type GameEvent,
  type Seat,
  type Viewer,
} from '@wargame/engine';
import type { AiLevel, GameRow, SeatRow } from '../store/types.ts';
import { legalJson, pendingJson, perTurn, viewJson } from './derived.ts';
import { eventsOf, type Notice, type Room, type Takeback } from './room.ts';

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
  players: Player[];
  epoch: number;
  /** One token holds every human seat (one person plays all sides). */
  hotseat: boolean;
  /** The game started from a position that fixed hidden or random content. */
  scripted: boolean;
  /** The table's public events: seats claimed, invites reissued, fresh secrets drawn. */
  notices: Notice[];
}

/** `creator`: held with the creator's token; `invited`: its invite is still unused. */
export type SeatStatus = 'creator' | 'invited' | 'claimed' | 'ai';

export interface Player {
  seat: Seat;
  player: string | null;
  ai: boolean;
  aiLevel?: AiLevel;
  status: SeatStatus;
}

/** True when one token holds every human seat and there are at least two of them. */
export function isHotseat(seats: readonly SeatRow[]): boolean {
  const humans = seats.filter((s) => !s.ai);
  const token = humans[0]?.tokenHash ?? null;
  return humans.length >= 2 && token !== null && humans.every((s) => s.tokenHash === token);
}

export function seatStatus(seat: SeatRow, record: GameRow): SeatStatus {
  if (seat.ai) return 'ai';
  if (seat.tokenHash === null) return 'invited';
  return record.creatorHash !== null && seat.tokenHash === record.creatorHash ? 'creator' : 'claimed';
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
    line.events = visibleEvents(eventsOf(entry), seats);
    entries.push(line);
  }
  return entries;
}

export function snapshot(room: Room, seats: readonly Seat[], logFrom = 0): Snapshot {
  const { record } = room;
  const viewer = primaryViewer(room, seats);
  const over = room.outcome !== null;
  const legal: Record<Seat, Action[]> = {};
  for (const seat of seats) if (record.toAct.includes(seat)) legal[seat] = room.game.legal(room.state, seat);
  const result: Snapshot = {
    id: room.id,
    game: record.game,
    scenario: record.scenario,
    version: record.version,
    status: record.status,
    seats: [...seats],
    viewer,
    view: room.game.view(room.state, viewer),
    pending: over ? [] : room.game.pending(room.state),
    toAct: record.toAct,
    legal,
    log: logEntries(room, seats, logFrom),
    logFrom: Math.max(0, Math.min(logFrom, room.stack.length)),
    logLength: room.stack.length,
    outcome: room.outcome,
    commitment: record.commitment,
    takeback: room.takeback,
    players: playersOf(room),
    epoch: room.epoch,
    hotseat: isHotseat(room.seats),
    scripted: record.scripted,
    notices: room.notices,
  };
  if (seats.length > 1)
    result.views = Object.fromEntries(seats.map((seat) => [seat, room.game.view(room.state, seat)]));
  if (over) result.seed = record.seed;
  return result;
}

function playersOf(room: Room): Player[] {
  return room.seats.map((s) => ({
    seat: s.seat,
    player: s.player,
    ai: s.ai,
    ...(s.aiLevel ? { aiLevel: s.aiLevel } : {}),
    status: seatStatus(s, room.record),
  }));
}

/** `"key":json`, or nothing for an undefined value (which JSON.stringify leaves out). */
function member(parts: string[], key: string, json: string | undefined): void {
  if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
}

/** The JSON object of `keys` (in the order an object with those keys would list them) to `json(key)`. */
function objectJson(keys: readonly string[], json: (key: string) => string | undefined): string {
  const order: Record<string, true> = {};
  for (const key of keys) order[key] = true;
  const parts: string[] = [];
  for (const key of Object.keys(order)) member(parts, key, json(key));
  return `{${parts.join(',')}}`;
}

/** The texts written in this turn of the event loop, by room: the mover's answer and its socket share one. */
const written = perTurn<Room, { record: Room['record']; seats: Room['seats']; texts: Map<string, string> }>();

/** JSON.stringify(snapshot(room, seats, logFrom)), from the texts kept per state. */
export function snapshotJson(room: Room, seats: readonly Seat[], logFrom = 0): string {
  let memo = written.get(room);
  if (!memo || memo.record !== room.record || memo.seats !== room.seats) {
    memo = { record: room.record, seats: room.seats, texts: new Map() };
    written.set(room, memo);
  }
  const key = `${logFrom}:${JSON.stringify(seats)}`;
  let text = memo.texts.get(key);
  if (text === undefined) {
    text = writeSnapshot(room, seats, logFrom);
    memo.texts.set(key, text);
  }
  return text;
}

function writeSnapshot(room: Room, seats: readonly Seat[], logFrom: number): string {
  const { record } = room;
  const viewer = primaryViewer(room, seats);
  const over = room.outcome !== null;
  const json = JSON.stringify;
  const parts: string[] = [];
  member(parts, 'id', json(room.id));
  member(parts, 'game', json(record.game));
  member(parts, 'scenario', json(record.scenario));
  member(parts, 'version', json(record.version));
  member(parts, 'status', json(record.status));
  member(parts, 'seats', json(seats));
  member(parts, 'viewer', json(viewer));
  member(parts, 'view', viewJson(room, viewer));
  member(parts, 'pending', over ? '[]' : pendingJson(room.game, room.state));
  member(parts, 'toAct', json(record.toAct));
  member(
    parts,
    'legal',
    objectJson(
      seats.filter((seat) => record.toAct.includes(seat)),
      (seat) => legalJson(room, seat),
    ),
  );
  member(parts, 'log', json(logEntries(room, seats, logFrom)));
  member(parts, 'logFrom', json(Math.max(0, Math.min(logFrom, room.stack.length))));
  member(parts, 'logLength', json(room.stack.length));
  member(parts, 'outcome', json(room.outcome));
  member(parts, 'commitment', json(record.commitment));
  member(parts, 'takeback', json(room.takeback));
  member(parts, 'players', json(playersOf(room)));
  member(parts, 'epoch', json(room.epoch));
  member(parts, 'hotseat', json(isHotseat(room.seats)));
  member(parts, 'scripted', json(record.scripted));
  member(parts, 'notices', json(room.notices));
  if (seats.length > 1) {
    member(
      parts,
      'views',
      objectJson(seats, (seat) => viewJson(room, seat)),
    );
  }
  if (over) member(parts, 'seed', json(record.seed));
  // Braces inside the first and last parts, so that the text is one flat string (joined at once) that
  // the hub's messages slice without copying it first.
  parts[0] = `{${parts[0]}`;
  parts[parts.length - 1] = `${parts[parts.length - 1]}}`;
  return parts.join(',');
}

/** A client's reference of a move it sent on its socket, echoed in the message that answers it. */
export type MoveRef = string | number;

/**
 * JSON.stringify({ type, reset, ref?, ...snapshot(room, seats, logFrom) }): a socket's message. `ref`:
 * the client's reference of the action this change accepts, when the change is that connection's move.
 */
export function messageJson(
  type: string,
  reset: boolean,
  room: Room,
  seats: readonly Seat[],
  logFrom: number,
  ref?: MoveRef,
): string {
  const acked = ref === undefined ? '' : `"ref":${JSON.stringify(ref)},`;
  return `{"type":${JSON.stringify(type)},"reset":${reset},${acked}${snapshotJson(room, seats, logFrom).slice(1)}`;
}
