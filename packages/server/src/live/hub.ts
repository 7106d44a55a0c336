/**
 * Live connections, by game. After every change each connection receives its own snapshot: its views,
 * its legal actions and the log entries it has not seen yet (all of them again after an undo).
 *
 * Memory: a client that stops reading must not make the server queue every update for it. The hub
 * counts the bytes of its messages that each socket has not yet written out (a message counts from
 * `send` until ws calls its callback). A connection with more than `lagBytes` queued, or any connection
 * while the total across all of them is above `maxBufferedBytes`, is marked lagging and skipped; once
 * its own queue has drained (and the total allows) it gets one `snapshot` with `reset: true` in place
 * of the updates it missed.
 */
import type { Seat } from '@wargame/engine';
import type { WebSocket } from 'ws';
import type { Room } from '../rooms/room.ts';
import { type MoveRef, messageJson } from '../rooms/snapshot.ts';

export interface Connection {
  socket: WebSocket;
  seats: Seat[];
  /** How much of the log it has; the room epoch it was sent in; the version it was last sent. */
  logLength: number;
  epoch: number;
  version: number;
}

export interface HubLimits {
  /** Bytes queued on one socket beyond which it skips updates until it has drained (default 128 KiB). */
  lagBytes?: number;
  /** Bytes queued across every socket beyond which none is sent more until some drain (default 32 MiB). */
  maxBufferedBytes?: number;
}

export interface Hub {
  add(gameId: string, connection: Connection): void;
  remove(gameId: string, connection: Connection): void;
  count(gameId: string): number;
  total(): number;
  /** Bytes of messages sent to sockets and not yet written out, across every connection. */
  buffered(): number;
  /**
   * Send the room's current state to every connection of its game that has not seen it; the one that
   * made the change (`origin`) gets it with its action's `ref`.
   */
  push(room: Room, origin?: Origin): void;
  /** Send the full current snapshot to one connection (on connect). */
  greet(room: Room, connection: Connection): void;
  /**
   * Send a message outside the game's state (a chat line) to every connection of the game, as counted
   * and limited as updates are: a lagging connection skips it (its catch-up `snapshot` tells the client
   * to read such messages again).
   */
  broadcast(gameId: string, text: string): void;
  /** The seats held by the game's open connections. */
  seatsOnline(gameId: string): Set<Seat>;
  closeAll(code?: number, reason?: string): void;
}

/** The connection whose action a change is, and the reference it gave that action (echoed as `ref`). */
export interface Origin {
  connection: Connection;
  ref: MoveRef;
}

/** What the hub knows of a connection's queue. */
interface Queue {
  connection: Connection;
  gameId: string;
  /** Bytes sent and not yet written out. */
  bytes: number;
  lagging: boolean;
  removed: boolean;
}

/**
 * A socket this far behind is closed: the hub's own messages stop at `lagBytes`, so only what it does
 * not count (pongs and refusals answering the client's own messages) can get it here.
 */
const MAX_BUFFERED = 4 * 1024 * 1024;

export function createHub(limits: HubLimits = {}): Hub {
  const lagBytes = limits.lagBytes ?? 128 * 1024;
  const maxTotal = limits.maxBufferedBytes ?? 32 * 1024 * 1024;
  const byGame = new Map<string, Set<Connection>>();
  const queues = new Map<Connection, Queue>();
  /** The latest room of each game with connections, for catching up outside a push. */
  const latest = new Map<string, Room>();
  /** Lagging connections with nothing queued: only a drop in the total lets them catch up. */
  const waiting = new Set<Queue>();
  let total = 0;

  function send(room: Room, queue: Queue, type: 'snapshot' | 'update', ref?: MoveRef): void {
    const { connection } = queue;
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) {
      socket.close(1013, 'too far behind');
      return;
    }
    if (queue.bytes > lagBytes || total >= maxTotal) {
      lag(queue);
      return;
    }
    const reset = type === 'snapshot' || connection.epoch !== room.epoch;
    const from = reset ? 0 : connection.logLength;
    // The text of { type, reset, ...snapshot(room, connection.seats, from) }, shared with the mover's answer.
    const text = messageJson(type, reset, room, connection.seats, from, ref);
    const bytes = Buffer.byteLength(text);
    if (total > 0 && total + bytes > maxTotal) {
      lag(queue);
      return;
    }
    queue.bytes += bytes;
    total += bytes;
    socket.send(text, () => written(queue, bytes));
    connection.logLength = room.stack.length;
    connection.epoch = room.epoch;
    connection.version = room.record.version;
  }

  function lag(queue: Queue): void {
    queue.lagging = true;
    if (queue.bytes === 0) waiting.add(queue);
  }

  function catchUp(queue: Queue): void {
    const room = latest.get(queue.gameId);
    if (!room || queue.removed) return;
    queue.lagging = false;
    waiting.delete(queue);
    send(room, queue, 'snapshot');
  }

  /** Room in the total for the connections waiting on it: half, so that each try is likely to succeed. */
  const roomForWaiting = () => total < maxTotal / 2;

  function written(queue: Queue, bytes: number): void {
    if (queue.removed) return;
    queue.bytes -= bytes;
    total -= bytes;
    // Behind those that were waiting before it, in their order.
    if (queue.lagging && queue.bytes === 0) waiting.add(queue);
    for (const other of [...waiting]) {
      if (!roomForWaiting()) break;
      catchUp(other);
    }
  }

  return {
    add(gameId, connection) {
      let set = byGame.get(gameId);
      if (!set) {
        set = new Set();
        byGame.set(gameId, set);
      }
      set.add(connection);
      queues.set(connection, { connection, gameId, bytes: 0, lagging: false, removed: false });
    },
    remove(gameId, connection) {
      const queue = queues.get(connection);
      if (queue) {
        queue.removed = true;
        total -= queue.bytes;
        waiting.delete(queue);
        queues.delete(connection);
      }
      const set = byGame.get(gameId);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) {
        byGame.delete(gameId);
        latest.delete(gameId);
      }
    },
    count: (gameId) => byGame.get(gameId)?.size ?? 0,
    total() {
      let n = 0;
      for (const set of byGame.values()) n += set.size;
      return n;
    },
    buffered: () => total,
    push(room, origin) {
      const set = byGame.get(room.id);
      if (!set) return;
      latest.set(room.id, room);
      for (const connection of set) {
        const queue = queues.get(connection);
        if (!queue) continue;
        if (queue.lagging) {
          if (queue.bytes === 0 && roomForWaiting()) catchUp(queue);
          continue;
        }
        const ref = connection === origin?.connection ? origin.ref : undefined;
        if (connection.version !== room.record.version) send(room, queue, 'update', ref);
      }
    },
    greet(room, connection) {
      const queue = queues.get(connection);
      if (!queue) return;
      latest.set(queue.gameId, room);
      send(room, queue, 'snapshot');
    },
    broadcast(gameId, text) {
      const set = byGame.get(gameId);
      if (!set) return;
      const bytes = Buffer.byteLength(text);
      for (const connection of set) {
        const queue = queues.get(connection);
        const { socket } = connection;
        if (!queue || queue.lagging || socket.readyState !== socket.OPEN) continue;
        if (queue.bytes > lagBytes || total + bytes > maxTotal) {
          lag(queue);
          continue;
        }
        queue.bytes += bytes;
        total += bytes;
        socket.send(text, () => written(queue, bytes));
      }
    },
    seatsOnline(gameId) {
      const seats = new Set<Seat>();
      for (const connection of byGame.get(gameId) ?? []) {
        if (connection.socket.readyState !== connection.socket.OPEN) continue;
        for (const seat of connection.seats) seats.add(seat);
      }
      return seats;
    },
    closeAll(code = 1001, reason = 'server shutting down') {
      for (const set of byGame.values()) for (const connection of set) connection.socket.close(code, reason);
      byGame.clear();
      for (const queue of queues.values()) queue.removed = true;
      queues.clear();
      latest.clear();
      waiting.clear();
      total = 0;
    },
  };
}
