/** Events that name their pieces: the stamp is taken when the event is pushed, never later. */
import { describe, expect, it } from 'vitest';
import type { PieceRef } from '../src/contract.ts';
import { pieceLog, withPieces } from '../src/pieces.ts';

describe('pieceLog', () => {
  it('stamps the named pieces as they are at the moment of the push', () => {
    const where: Record<string, string> = { a: 'C9', b: 'D4' };
    const refOf = (id: string): PieceRef | null =>
      where[id] ? { kind: 'LI', name: 'Light', at: where[id] } : null;
    const events = pieceLog(['unit', 'target'], refOf);
    events.push({ type: 'fire', unit: 'b', target: 'a' });
    where.a = 'D9';
    events.push({ type: 'retreat', unit: 'a' });
    delete where.a;
    events.push({ type: 'gone', unit: 'a' });
    expect(events[0]!.pieces).toEqual({
      a: { kind: 'LI', name: 'Light', at: 'C9' },
      b: { kind: 'LI', name: 'Light', at: 'D4' },
    });
    expect(events[1]!.pieces).toEqual({ a: { kind: 'LI', name: 'Light', at: 'D9' } });
    expect(events[2]!.pieces).toBeUndefined();
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });

  it('keeps what an event already says of a piece, and reads lists of ids', () => {
    const refOf = (id: string): PieceRef => ({ kind: 'X', name: id, at: 'now' });
    const event = withPieces(
      { type: 'orders', ordered: ['p', 'q'], pieces: { p: { kind: 'Y', name: 'p', at: 'then' } } },
      ['ordered'],
      refOf,
    );
    expect(event.pieces).toEqual({
      p: { kind: 'Y', name: 'p', at: 'then' },
      q: { kind: 'X', name: 'q', at: 'now' },
    });
  });
});
