/**
 * 18-A, 18-B, 18-C Section cards: Order Two / Three / Four Units Left / Center / Right, Out Flanked and
 * Coordinated Attack. Each: its plan (slots, helmet) and its effect on a small position.
 */
import { describe, expect, it } from 'vitest';
import { CARD_KINDS, fullDeck } from '../src/cards/deck.ts';
import { Table, type TableSpec } from './support/turn-fixture.ts';

// Bottom pieces per section (seen from the bottom): left l1..l3 + dotted d5, centre d5, c1, c2 + dotted d9, right
// d9, r1, r2.
const spread: TableSpec['units'] = [
  { id: 'l1', side: 'bottom', type: 'MI', hex: 'G2' },
  { id: 'l2', side: 'bottom', type: 'LI', hex: 'G3' },
  { id: 'l3', side: 'bottom', type: 'HC', hex: 'G4' },
  { id: 'd5', side: 'bottom', type: 'MI', hex: 'G5' },
  { id: 'c1', side: 'bottom', type: 'MI', hex: 'G6' },
  { id: 'c2', side: 'bottom', type: 'MI', hex: 'G7' },
  { id: 'd9', side: 'bottom', type: 'MI', hex: 'G9' },
  { id: 'r1', side: 'bottom', type: 'MI', hex: 'G10' },
  { id: 'r2', side: 'bottom', type: 'MI', hex: 'G11' },
  { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
];
const inSection: Record<string, string[]> = {
  left: ['d5', 'l1', 'l2', 'l3'],
  center: ['c1', 'c2', 'd5', 'd9'],
  right: ['d9', 'r1', 'r2'],
};

describe('18-A The deck', () => {
  it('has the 60 cards of data/cards.json in 29 kinds, Coordinated Attack among them', () => {
    expect(fullDeck()).toHaveLength(60);
    expect(CARD_KINDS).toHaveLength(29);
    expect(CARD_KINDS.map((k) => k.id)).toContain('coordinated-attack');
  });
});

const COUNTS = { two: 2, three: 3, four: 4 } as const;
const NAMES = { two: 'Two', three: 'Three', four: 'Four' } as const;
const SECTIONS = { left: 'Left', center: 'Center', right: 'Right' } as const;

for (const n of ['two', 'three', 'four'] as const) {
  for (const sec of ['left', 'center', 'right'] as const) {
    const kind = `order-${n}-${sec}`;
    describe(`18-C Order ${NAMES[n]} Units ${SECTIONS[sec]}`, () => {
      it(`plan: ${COUNTS[n]} orders in the ${sec} section; a helmet card`, () => {
        const t = new Table({ units: spread, hands: { bottom: [kind] } });
        t.play(kind);
        const plan = t.s.turn.plan!;
        expect(plan.kind).toBe(kind);
        expect(plan.slots).toEqual([expect.objectContaining({ count: COUNTS[n], sections: [sec] })]);
        expect(plan.detachAllowed).toBe(true);
        expect(plan.effects).toEqual({});
      });

      it(`effect: orders up to ${COUNTS[n]} of the ${sec} pieces (dotted lines included), the rest is lost`, () => {
        const t = new Table({ units: spread, hands: { bottom: [kind] } });
        t.play(kind);
        expect(t.choices('order', 'piece')).toEqual(inSection[sec]);
        let count = 0;
        while (t.s.phase === 'order') {
          t.order(t.choices('order', 'piece')[0]!);
          count++;
        }
        expect(count).toBe(Math.min(COUNTS[n], inSection[sec]!.length));
        expect(t.ordered().every((id) => inSection[sec]!.includes(id))).toBe(true);
        expect(t.s.phase).toBe('move');
      });
    });
  }
}

describe('18-C Out Flanked', () => {
  it('plan: 2 in the left section and 2 in the right; a helmet card', () => {
    const t = new Table({ units: spread, hands: { bottom: ['out-flanked'] } });
    t.play('out-flanked');
    expect(t.s.turn.plan!.slots).toEqual([
      expect.objectContaining({ count: 2, sections: ['left'] }),
      expect.objectContaining({ count: 2, sections: ['right'] }),
    ]);
    expect(t.s.turn.plan!.detachAllowed).toBe(true);
  });

  it('effect: a dotted-line piece fills one flank order only', () => {
    const t = new Table({ units: spread, hands: { bottom: ['out-flanked'] } });
    t.play('out-flanked');
    t.order('d9', 'r1'); // d9 must be a right order now (its other section is the centre)
    expect(t.choices('order', 'piece')).toEqual(['d5', 'l1', 'l2', 'l3']);
    t.order('l1', 'l2');
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['d9', 'l1', 'l2', 'r1']);
  });
});

describe('18-B Coordinated Attack', () => {
  it('plan: the card id is coordinated-attack; 1 order in each section; a helmet card', () => {
    const t = new Table({ units: spread, hands: { bottom: ['coordinated-attack'] } });
    t.play('coordinated-attack');
    const plan = t.s.turn.plan!;
    expect(plan.kind).toBe('coordinated-attack');
    expect(plan.slots.map((sl) => [sl.count, sl.sections])).toEqual([
      [1, ['left']],
      [1, ['center']],
      [1, ['right']],
    ]);
    expect(plan.detachAllowed).toBe(true);
  });

  it('effect: orders not usable in a section are lost', () => {
    const t = new Table({
      units: [
        { id: 'l1', side: 'bottom', type: 'MI', hex: 'G2' },
        { id: 'l2', side: 'bottom', type: 'MI', hex: 'G3' },
        { id: 'c1', side: 'bottom', type: 'MI', hex: 'G7' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
      ],
      hands: { bottom: ['coordinated-attack'] },
    });
    t.play('coordinated-attack');
    t.order('l1');
    expect(t.choices('order', 'piece')).toEqual(['c1']);
    t.order('c1');
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['c1', 'l1']);
  });
});
