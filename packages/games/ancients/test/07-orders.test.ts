/**
 * 7 Ordering units and leaders (RULINGS 7-A..7-F): sections seen from each side, dotted-line hexes in two
 * sections, surplus orders lost, one order per piece, detaching only on helmet cards, a card that can order
 * nothing, and the matching of ordered pieces to a card's several slots.
 */
import { describe, expect, it } from 'vitest';
import { Table, type TableSpec } from './support/turn-fixture.ts';

// Bottom (Roman) pieces in each section, seen from the bottom side: left G2..G4, centre G6..G8, right G10..G12;
// G5 and G9 are dotted-line hexes (left/centre and centre/right). One top unit far away.
const spread: TableSpec['units'] = [
  { id: 'l1', side: 'bottom', type: 'MI', hex: 'G2' },
  { id: 'l2', side: 'bottom', type: 'MI', hex: 'G3' },
  { id: 'l3', side: 'bottom', type: 'MI', hex: 'G4' },
  { id: 'd5', side: 'bottom', type: 'MI', hex: 'G5' },
  { id: 'c1', side: 'bottom', type: 'MI', hex: 'G6' },
  { id: 'c2', side: 'bottom', type: 'MI', hex: 'G7' },
  { id: 'd9', side: 'bottom', type: 'MI', hex: 'G9' },
  { id: 'r1', side: 'bottom', type: 'MI', hex: 'G10' },
  { id: 'r2', side: 'bottom', type: 'MI', hex: 'G11' },
  { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
];

describe('7 Ordering: sections seen from the player', () => {
  it('Order Two Units Left offers the bottom player the pieces of his left section and its dotted line', () => {
    const t = new Table({ units: spread, hands: { bottom: ['order-two-left'] } });
    t.play('order-two-left');
    expect(t.s.phase).toBe('order');
    expect(t.choices('order', 'piece')).toEqual(['d5', 'l1', 'l2', 'l3']);
  });

  it('the top player sees left and right swapped', () => {
    const t = new Table({
      side: 'top',
      units: [
        { id: 't-west', side: 'top', type: 'MI', hex: 'B2' },
        { id: 't-east', side: 'top', type: 'MI', hex: 'B12' },
        { id: 'b', side: 'bottom', type: 'MI', hex: 'I7' },
      ],
      hands: { top: ['order-two-left'] },
    });
    t.play('order-two-left');
    // B12 is the bottom player's right, hence the top player's left.
    expect(t.choices('order', 'piece')).toEqual(['t-east']);
  });

  it('a dotted-line piece (G9) may be ordered from the centre or the right', () => {
    for (const card of ['order-two-center', 'order-two-right']) {
      const t = new Table({ units: spread, hands: { bottom: [card] } });
      t.play(card);
      expect(t.choices('order', 'piece')).toContain('d9');
    }
  });
});

describe('7-F Surplus orders, one order per piece', () => {
  it('orders beyond the card are lost: after two orders the order phase ends by itself', () => {
    const t = new Table({ units: spread, hands: { bottom: ['order-two-left'] } });
    t.play('order-two-left');
    t.order('l1', 'l2');
    expect(t.ordered()).toEqual(['l1', 'l2']);
    expect(t.s.phase).toBe('move');
    expect(t.refuse({ type: 'order', piece: 'l3' }).rule).toBe('8');
  });

  it('a piece is ordered at most once', () => {
    const t = new Table({ units: spread, hands: { bottom: ['order-three-left'] } });
    t.play('order-three-left');
    t.order('l1');
    expect(t.choices('order', 'piece')).not.toContain('l1');
    expect(t.refuse({ type: 'order', piece: 'l1' }).rule).toBe('7');
  });

  it('unused orders in a section with too few pieces are lost, and end-orders is always offered', () => {
    const t = new Table({ units: spread, hands: { bottom: ['order-four-right'] } });
    t.play('order-four-right');
    expect(t.choices('order', 'piece')).toEqual(['d9', 'r1', 'r2']);
    expect(t.options('end-orders')).toHaveLength(1);
    t.order('r1', 'r2', 'd9');
    expect(t.s.phase).toBe('move');
  });

  it('a card that can order nothing sends the turn straight to the draw', () => {
    const t = new Table({
      units: [
        { id: 'l1', side: 'bottom', type: 'MI', hex: 'G2' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
      ],
      hands: { bottom: ['order-two-right'] },
      deck: ['rally'],
    });
    t.play('order-two-right');
    expect(t.s.turn.side).toBe('top');
    expect(t.s.phase).toBe('play-card');
    expect(t.s.hands.bottom).toEqual(['rally#1']);
    expect(t.s.discard).toEqual(['order-two-right#1']);
  });
});

describe('7-F Matching ordered pieces to a card with several sections', () => {
  it('Coordinated Attack: a dotted-line piece takes whichever section is still free', () => {
    const t = new Table({ units: spread, hands: { bottom: ['coordinated-attack'] } });
    t.play('coordinated-attack');
    t.order('d5'); // left or centre
    t.order('l1'); // left: d5 must now be the centre order
    // Left and centre are used: only right-section pieces (the G9 dotted line included) remain.
    expect(t.choices('order', 'piece')).toEqual(['d9', 'r1', 'r2']);
    t.order('d9');
    expect(t.s.phase).toBe('move');
  });

  it('Coordinated Attack refuses a second piece of a section whose order is taken', () => {
    const t = new Table({ units: spread, hands: { bottom: ['coordinated-attack'] } });
    t.play('coordinated-attack');
    t.order('l1', 'c1');
    // left (l1) and centre (c1) are taken; the dotted d5 fits neither any more, d9 fits the right.
    expect(t.choices('order', 'piece')).toEqual(['d9', 'r1', 'r2']);
    expect(t.refuse({ type: 'order', piece: 'd5' }).rule).toBe('7');
  });

  it('Out Flanked: 2 on each flank; the centre is never ordered', () => {
    const t = new Table({ units: spread, hands: { bottom: ['out-flanked'] } });
    t.play('out-flanked');
    expect(t.choices('order', 'piece')).toEqual(['d5', 'd9', 'l1', 'l2', 'l3', 'r1', 'r2']);
    t.order('d5', 'l1');
    // The left orders are used up (d5 can only be left here): right-section pieces only.
    expect(t.choices('order', 'piece')).toEqual(['d9', 'r1', 'r2']);
    t.order('r1', 'r2');
    expect(t.ordered()).toEqual(['d5', 'l1', 'r1', 'r2']);
    expect(t.s.phase).toBe('move');
  });
});

describe('7-B Detaching leaders', () => {
  const withLeaders: TableSpec = {
    units: [
      { id: 'hi', side: 'bottom', type: 'HI', hex: 'G6' },
      { id: 'mc', side: 'bottom', type: 'MC', hex: 'G7' },
      { id: 'li', side: 'bottom', type: 'LI', hex: 'H6' },
      { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
    ],
    leaders: [
      { id: 'att', side: 'bottom', hex: 'G6' },
      { id: 'lone', side: 'bottom', hex: 'H7' },
    ],
  };

  it('a section card (helmet) lets an attached leader detach for one order; the unit he leaves is not ordered', () => {
    const t = new Table({ ...withLeaders, hands: { bottom: ['order-two-center'] } });
    t.play('order-two-center');
    expect(t.options('detach')).toEqual([{ type: 'detach', leader: 'att' }]);
    expect(t.choices('order', 'piece')).toEqual(['hi', 'li', 'lone', 'mc']);
    const events = t.do({ type: 'detach', leader: 'att' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'ordered', piece: 'att', detach: true }));
    t.order('mc');
    expect(t.ordered()).toEqual(['att', 'mc']);
    expect(t.s.turn.plan!.detached).toEqual(['att']);
    expect(t.s.phase).toBe('move');
  });

  it('Order Mounted Troops (helmet) lets leaders detach; the other troop cards do not', () => {
    const mounted = new Table({ ...withLeaders, hands: { bottom: ['order-mounted'] } });
    mounted.play('order-mounted');
    expect(mounted.choices('detach', 'leader')).toEqual(['att']);
    expect(mounted.choices('order', 'piece')).toEqual(['lone', 'mc']);
    for (const card of ['order-light', 'order-heavy', 'line-command', 'mounted-charge']) {
      const t = new Table({ ...withLeaders, hands: { bottom: [card] } });
      t.play(card);
      expect(t.options('detach')).toEqual([]);
      expect(t.choices('order', 'piece').filter((p) => p === 'lone' || p === 'att')).toEqual([]);
    }
  });

  it('a Leadership card never lets its leader detach', () => {
    const t = new Table({ ...withLeaders, hands: { bottom: ['leadership-any'] } });
    t.play('leadership-any');
    expect(t.options('detach')).toEqual([]);
    expect(t.refuse({ type: 'detach', leader: 'att' }).rule).toBe('7-B');
  });

  it('a lone leader costs one order on a section card', () => {
    const t = new Table({ ...withLeaders, hands: { bottom: ['order-two-center'] } });
    t.play('order-two-center');
    t.order('lone', 'hi');
    expect(t.ordered()).toEqual(['hi', 'lone']);
    expect(t.s.phase).toBe('move');
  });
});

describe('7-E Command', () => {
  it('troop cards order up to the Command in force when the card is played', () => {
    const units: TableSpec['units'] = [
      ...['G2', 'G3', 'G4', 'G5'].map((hex, i) => ({
        id: `li${i}`,
        side: 'bottom' as const,
        type: 'LI',
        hex,
      })),
      { id: 'enemy', side: 'top', type: 'MI', hex: 'A7' },
    ];
    const t = new Table({ units, command: { bottom: 3 }, hands: { bottom: ['order-light'] } });
    t.play('order-light');
    expect(t.s.turn.plan!.slots[0]!.count).toBe(3);
    t.order('li0', 'li1', 'li2');
    expect(t.s.phase).toBe('move');
  });
});
