/**
 * An undo rebuilds the state it goes back to from the nearest kept snapshot (JSON of the state after
 * every 64th action) or from the game's record, then replays the actions after it: the state must be
 * the one the game had then, byte for byte, on either side of a snapshot.
 */
import type { BaseState } from '@wargame/engine';
import { expect, test } from 'vitest';
import { defaultGames } from '../src/games.ts';
import type { Room } from '../src/rooms/room.ts';
import { seeded } from './support/random.ts';
import { apply, roomOf } from './support/rooms.ts';

const ancients = (await defaultGames()).find((game) => game.id === 'ancients')!;

/** A room after up to `moves` random legal actions, with the JSON of the state after each. */
function played(moves: number): { room: Room; states: string[] } {
  const room = roomOf(ancients, ancients.scenarios()[0]!.id, 'seed-for-undo');
  const states = [JSON.stringify(room.state)];
  const pick = seeded(7);
  while (room.stack.length < moves && !room.outcome) {
    const seat = room.record.toAct[pick(room.record.toAct.length)]!;
    const legal = ancients.legal(room.state, seat);
    apply(room, { kind: 'action', seat, action: legal[pick(legal.length)]!, toVersion: null });
    states.push(JSON.stringify(room.state));
  }
  return { room, states };
}

test('the room keeps the state after every 64th action as JSON text', () => {
  const { room, states } = played(140);
  expect(room.stack.length).toBe(140);
  expect([...room.snapshots.keys()]).toEqual([64, 128]);
  expect(room.snapshots.get(64)).toBe(states[64]);
  expect(room.snapshots.get(128)).toBe(states[128]);
});

test.each([0, 1, 63, 64, 65, 100, 127, 128, 129, 139])(
  'an undo to %i actions gives the state the game had then',
  (keep) => {
    const { room, states } = played(140);
    const toVersion = keep === 0 ? 0 : room.stack[keep - 1]!.version;
    apply(room, { kind: 'undo', seat: room.stack[keep]!.seat, action: null, toVersion });
    expect(room.stack.length).toBe(keep);
    expect(JSON.stringify(room.state as BaseState)).toBe(states[keep]);
    expect([...room.snapshots.keys()]).toEqual([64, 128].filter((length) => length <= keep));
    // The game goes on from there as from the original state.
    const seat = room.record.toAct[0]!;
    expect(ancients.legal(room.state, seat)).toEqual(ancients.legal(JSON.parse(states[keep]!), seat));
  },
);

test.each([
  [30, 100],
  [64, 130],
  [64, 64],
  [100, 100],
])(
  'a reseed at %i actions, then an undo to %i: the state the room had, replayed across snapshots',
  (at, keep) => {
    const { room } = played(140);
    const seat = room.stack[at]!.seat;
    apply(room, {
      kind: 'undo',
      seat,
      action: null,
      toVersion: room.stack[at - 1]!.version,
      secret: 'a-fresh-secret',
    });
    expect(room.reseeds.map((r) => r.at)).toEqual([at]);
    // Play on from the reseeded state, keeping the state after each action.
    const states = new Map<number, string>([[at, JSON.stringify(room.state)]]);
    const pick = seeded(9);
    while (room.stack.length < 140 && !room.outcome) {
      const mover = room.record.toAct[pick(room.record.toAct.length)]!;
      const legal = ancients.legal(room.state, mover);
      apply(room, { kind: 'action', seat: mover, action: legal[pick(legal.length)]!, toVersion: null });
      states.set(room.stack.length, JSON.stringify(room.state));
    }
    if (!states.has(keep)) return;
    const rows = [...room.stack];
    apply(room, { kind: 'undo', seat, action: null, toVersion: rows[keep - 1]!.version });
    expect(JSON.stringify(room.state)).toBe(states.get(keep));
    expect(room.reseeds.map((r) => r.at)).toEqual([at]);
  },
);
