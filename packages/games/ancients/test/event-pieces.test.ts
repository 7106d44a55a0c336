/**
 * Events name their pieces as they were at the moment: the log can tell "fires at Light Infantry (C9)"
 * after the unit has moved to D9 or fallen, from the event alone (issue 16, items 1 and 2). And every
 * combat roll says why it has its dice (10.3, 11.1, 16) and which faces hit.
 */
import { describe, expect, it } from 'vitest';
import { ancients } from '../src/index.ts';
import { setup } from './support/combat-fixture.ts';

const play = (s: ReturnType<typeof setup>, action: Record<string, string>) => {
  const seat = ancients.pending(s)[0]!.seat;
  const result = ancients.apply(s, action as never, seat);
  if ('error' in result) throw new Error(result.error.message);
  return result;
};

describe('events carry their pieces (the log from events alone)', () => {
  it('10.3 a shot names the firer and the target with their kind and hex at that moment', () => {
    const s = setup({
      units: [
        { id: 'b1', side: 'bottom', type: 'LI', hex: 'E7' },
        { id: 't1', side: 'top', type: 'LI', hex: 'C8' },
      ],
      ordered: ['b1'],
      dice: ['light', 'flag'],
    });
    const { events } = play(s, { type: 'fire', unit: 'b1', target: 't1' });
    const roll = events.find((e) => e.type === 'dice')!;
    expect(roll.pieces).toEqual({
      b1: { kind: 'LI', name: 'Light Infantry', side: 'bottom', at: 'E7' },
      t1: { kind: 'LI', name: 'Light Infantry', side: 'top', at: 'C8' },
    });
  });

  it('12.1 the retreat that follows keeps the roll at the old hex: the events differ where the piece was', () => {
    const s = setup({
      units: [
        { id: 'b1', side: 'bottom', type: 'LI', hex: 'E7' },
        { id: 't1', side: 'top', type: 'MI', hex: 'C8' },
      ],
      ordered: ['b1'],
      dice: ['swords', 'flag'],
    });
    let result = play(s, { type: 'fire', unit: 'b1', target: 't1' });
    const all = [...result.events];
    while (ancients.pending(result.state)[0]?.kind === 'retreat') {
      const seat = ancients.pending(result.state)[0]!.seat;
      const step = ancients.legal(result.state, seat)[0]!;
      result = play(result.state, step as Record<string, string>);
      all.push(...result.events);
    }
    const roll = all.find((e) => e.type === 'dice')!;
    const retreat = all.find((e) => e.type === 'retreat');
    expect(roll.pieces?.t1?.at).toBe('C8');
    expect(retreat).toBeDefined();
    expect(retreat!.pieces?.t1?.at).toBe(retreat!.to);
    expect(retreat!.to).not.toBe('C8');
  });

  it('4 a unit that falls is still named by the roll that killed it, though the state no longer has it', () => {
    const s = setup({
      units: [
        { id: 'b1', side: 'bottom', type: 'HI', hex: 'E7' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E8', blocks: 1 },
      ],
      ordered: ['b1'],
      dice: ['medium', 'medium', 'medium', 'medium', 'medium'],
    });
    const { events, state } = play(s, { type: 'close-combat', unit: 'b1', target: 't1' });
    expect(state.units.t1).toBeUndefined();
    const roll = events.find((e) => e.type === 'dice')!;
    expect(roll.pieces?.t1).toEqual({ kind: 'MI', name: 'Medium Infantry', side: 'top', at: 'E8' });
    expect(events.find((e) => e.type === 'unit-eliminated')).toMatchObject({ unitType: 'MI', hex: 'E8' });
  });
});

describe('dice explained: why this many, which faces hit', () => {
  it('10.3 a unit that moved fires 1 die: base 2, moved -1; light infantry is hit by light symbols only', () => {
    const s = setup({
      units: [
        { id: 'b1', side: 'bottom', type: 'LI', hex: 'E7' },
        { id: 't1', side: 'top', type: 'LI', hex: 'C8' },
      ],
      ordered: ['b1'],
      pieces: { b1: { moved: 1 } },
      dice: ['medium'],
    });
    const roll = play(s, { type: 'fire', unit: 'b1', target: 't1' }).events.find((e) => e.type === 'dice')!;
    expect(roll).toMatchObject({
      dice: 1,
      count: [
        { term: 'base', dice: 2 },
        { term: 'moved', dice: -1 },
      ],
      hitOn: ['light'],
      flagsCount: true,
    });
  });

  it('16 close combat into a forest is capped at 2 dice, and the cap names the forest', () => {
    const s = setup({
      units: [
        { id: 'b1', side: 'bottom', type: 'HI', hex: 'E7' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E8' },
      ],
      terrain: [{ hex: 'E8', type: 'forest' }],
      ordered: ['b1'],
      dice: ['flag', 'flag', 'flag', 'flag'],
    });
    const roll = play(s, { type: 'close-combat', unit: 'b1', target: 't1' }).events.find(
      (e) => e.type === 'dice',
    )!;
    expect(roll).toMatchObject({
      dice: 2,
      count: [
        { term: 'base', dice: 5 },
        { term: 'cap', dice: -3, terrain: 'forest' },
      ],
      hitOn: ['medium', 'swords'],
    });
  });
});
