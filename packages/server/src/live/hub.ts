/**
 * Live connections, by game. After every change each connection receives its own snapshot: its views,
 * its legal actions and the log entries it has not seen yet (all of them again after an undo).
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

export interface Hub {
  add(gameId: string, connection: Connection): void;
  remove(gameId: string, connection: Connection): void;
  count(gameId: string): number;
  total(): number;
  /**
   * Send the room's current state to every connection of its game that has not seen it; the one that
   * made the change (`origin`) gets it with its action's `ref`.
   */
  push(room: Room, origin?: Origin): void;
  /** Send the full current snapshot to one connection (on connect). */
  greet(room: Room, connection: Connection): void;
  closeAll(code?: number, reason?: string): void;
}

/** The connection whose action a change is, and the reference it gave that action (echoed as `ref`). */
export interface Origin {
  connection: Connection;
  ref: MoveRef;
}

/** A connection this far behind (bytes queued) is dropped rather than buffered without bound. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export function createHub(): Hub {
  const byGame = new Map<string, Set<Connection>>();

  function send(room: Room, connection: Connection, type: 'snapshot' | 'update', ref?: MoveRef): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) {
      socket.close(1013, 'too far behind');
      return;
    }
    const reset = type === 'snapshot' || connection.epoch !== room.epoch;
    const from = reset ? 0 : connection.logLength;
    // The text of { type, reset, ...snapshot(room, connection.seats, from) }, shared with the mover's answer.
    socket.send(messageJson(type, reset, room, connection.seats, from, ref));
    connection.logLength = room.stack.length;
    connection.epoch = room.epoch;
    connection.version = room.record.version;
  }

  return {
    add(gameId, connection) {
      let set = byGame.get(gameId);
      if (!set) {
        set = new Set();
        byGame.set(gameId, set);
      }
      set.add(connection);
    },
    remove(gameId, connection) {
      const set = byGame.get(gameId);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) byGame.delete(gameId);
    },
    count: (gameId) => byGame.get(gameId)?.size ?? 0,
    total() {
      let n = 0;
      for (const set of byGame.values()) n += set.size;
      return n;
    },
    push(room, origin) {
      for (const connection of byGame.get(room.id) ?? []) {
        const ref = connection === origin?.connection ? origin.ref : undefined;
        if (connection.version !== room.record.version) send(room, connection, 'update', ref);
      }
    },
    greet(room, connection) {
      send(room, connection, 'snapshot');
    },
    closeAll(code = 1001, reason = 'server shutting down') {
      for (const set of byGame.values()) for (const connection of set) connection.socket.close(code, reason);
      byGame.clear();
    },
  };
}
