/**
 * What the hub queues for live sockets: a socket that stops reading skips updates and gets one fresh
 * snapshot once it has drained, and the bytes queued across every socket stay under a cap. Fake
 * sockets: a message stays queued until the test says it has been written out.
 */
import type { Action } from '@wargame/engine';
import { describe, expect, test } from 'vitest';
import { type Connection, createHub } from '../src/live/hub.ts';
import type { Room } from '../src/rooms/room.ts';
import { messageJson } from '../src/rooms/snapshot.ts';
import { raid } from './support/fixtures.ts';
import type { Loose } from './support/http.ts';
import { apply, roomOf } from './support/rooms.ts';

interface Fake {
  connection: Connection;
  /** Messages sent, parsed, in order. */
  received: Loose[];
  /** Write out every message still queued. */
  drain(): void;
}

function fake(seats: string[] = []): Fake {
  const queued: (() => void)[] = [];
  const received: Loose[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send(text: string, written: () => void) {
      received.push(JSON.parse(text));
      queued.push(written);
    },
    close() {
      socket.readyState = 3;
    },
  };
  const connection = { socket, seats, logLength: 0, epoch: -1, version: -1 } as unknown as Connection;
  const drain = () => {
    for (const written of queued.splice(0)) written();
  };
  return { connection, received, drain };
}

function room(): Room {
  return roomOf(raid as never, 'standard', 'memory');
}

function move(current: Room): void {
  const seat = current.record.toAct[0]!;
  const [action] = raid.legal(current.state as never, seat) as Action[];
  apply(current, { kind: 'action', seat, action: action!, toVersion: null, secret: null } as never);
}

describe('a socket that falls behind', () => {
  test('skips updates while its messages are queued, then gets one snapshot with reset', () => {
    const hub = createHub({ lagBytes: 1 });
    const game = room();
    const slow = fake(['red']);
    const quick = fake(['blue']);
    for (const { connection } of [slow, quick]) {
      hub.add(game.id, connection);
      hub.greet(game, connection);
    }
    quick.drain();
    for (let i = 0; i < 3; i++) {
      move(game);
      hub.push(game);
      quick.drain();
    }
    expect(quick.received.map((m) => m.type)).toEqual(['snapshot', 'update', 'update', 'update']);
    expect(slow.received.map((m) => m.type)).toEqual(['snapshot']);

    slow.drain();
    expect(slow.received).toHaveLength(2);
    expect(slow.received[1]).toMatchObject({ type: 'snapshot', reset: true, version: 3, logFrom: 0 });
    expect(slow.received[1].log).toHaveLength(3);

    // Caught up: the next change is an update again, with only the new entry.
    slow.drain();
    move(game);
    hub.push(game);
    expect(slow.received[2]).toMatchObject({ type: 'update', reset: false, version: 4, logFrom: 3 });
    expect(hub.buffered()).toBeGreaterThan(0);
  });

  test('a closed socket gives back what it had queued', () => {
    const hub = createHub();
    const game = room();
    const gone = fake();
    hub.add(game.id, gone.connection);
    hub.greet(game, gone.connection);
    expect(hub.buffered()).toBeGreaterThan(0);
    hub.remove(game.id, gone.connection);
    expect(hub.buffered()).toBe(0);
    gone.drain(); // ws calls the callbacks of a closed socket too: nothing is given back twice
    expect(hub.buffered()).toBe(0);
  });
});

describe('the bytes queued across every socket', () => {
  test('stay under the cap; the sockets held back get their snapshot as others drain', () => {
    const game = room();
    const size = Buffer.byteLength(messageJson('snapshot', true, game, [], 0));
    const hub = createHub({ maxBufferedBytes: Math.floor(size * 2.5) });
    const sockets = [fake(), fake(), fake(), fake()];
    for (const { connection } of sockets) {
      hub.add(game.id, connection);
      hub.greet(game, connection);
    }
    expect(sockets.map((s) => s.received.length)).toEqual([1, 1, 0, 0]);
    expect(hub.buffered()).toBe(2 * size);

    sockets[0]!.drain();
    expect(sockets.map((s) => s.received.length)).toEqual([1, 1, 1, 0]);
    sockets[1]!.drain();
    expect(sockets.map((s) => s.received.length)).toEqual([1, 1, 1, 1]);
    expect(sockets[3]!.received[0]).toMatchObject({ type: 'snapshot', reset: true });
    expect(hub.buffered()).toBeLessThanOrEqual(2.5 * size);

    // Two messages queued: a change fits nobody's, not even the sockets that have drained.
    move(game);
    hub.push(game);
    expect(sockets.map((s) => s.received.length)).toEqual([1, 1, 1, 1]);
    sockets[2]!.drain();
    sockets[3]!.drain();
    expect(sockets.map((s) => s.received.at(-1).version)).toEqual([1, 1, 0, 0]);
    expect(sockets[0]!.received[1]).toMatchObject({ type: 'snapshot', reset: true, version: 1 });
  });
});
