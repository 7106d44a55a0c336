/**
 * 5 The game turn, and 15 drawing: play a card, order, move, battle, draw; the hand comes back to its size, the
 * discards are reshuffled when the draw pile runs out, First Strike replacements come first (15-B), and every
 * phase with a choice can be finished explicitly.
 */
import { describe, expect, it } from 'vitest';
import { Table, type TableSpec } from './support/turn-fixture.ts';

const armies: TableSpec['units'] = [
  { id: 'mi', side: 'bottom', type: 'MI', hex: 'G7' },
  { id: 'hi', side: 'bottom', type: 'HI', hex: 'G8' },
  { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
];

describe('5 The game turn', () => {
  it('play, order, move, battle, draw: the hand is back to its size and the other side plays', () => {
    const t = new Table({
      units: armies,
      hands: {
        bottom: ['order-two-center', 'rally', 'line-command', 'order-light', 'order-heavy'],
        top: ['order-two-right'],
      },
      deck: ['darken-the-sky', 'order-medium'],
      dice: ['medium', 'medium', 'heavy', 'heavy'],
    });
    expect(t.s.phase).toBe('play-card');
    expect(t.choices('play-card', 'card')).toHaveLength(5);
    t.play('order-two-center');
    expect(t.s.phase).toBe('order');
    expect(t.options('end-orders')).toHaveLength(1);
    t.order('mi', 'hi');
    expect(t.s.phase).toBe('move');
    expect(t.options('end-movement')).toHaveLength(1);
    t.move('mi', 'F7');
    t.move('hi', 'F8');
    expect(t.s.phase).toBe('battle');
    expect(t.legal()).toEqual([{ type: 'close-combat', unit: 'mi', target: 'e1' }, { type: 'end-battles' }]);
    t.do({ type: 'close-combat', unit: 'mi', target: 'e1' });
    t.settle();
    expect(t.s.units.e1!.blocks).toBe(2);
    // The only battle is fought: the turn ends and the card is replaced.
    expect(t.s.turn).toMatchObject({ number: 2, side: 'top', plan: null, pieces: {} });
    expect(t.s.phase).toBe('play-card');
    expect(t.s.hands.bottom).toHaveLength(5);
    expect(t.s.hands.bottom).toContain('darken-the-sky#1');
    expect(t.s.discard).toEqual(['order-two-center#1']);
    expect(t.ofType('draw')).toEqual([expect.objectContaining({ side: 'bottom', count: 1, rule: '15-A' })]);
    expect(t.ofType('turn')).toEqual([expect.objectContaining({ number: 2, side: 'top' })]);
  });

  it('only the active side acts outside combat', () => {
    const t = new Table({ units: armies, hands: { bottom: ['order-two-center'], top: ['rally'] } });
    expect(t.legal('top')).toEqual([]);
    expect(t.refuse({ type: 'play-card', card: 'rally#1' }, 'top').code).toBe('not-your-turn');
  });

  it('phases without a choice are skipped: an order with nothing to move and nothing to battle ends the turn', () => {
    const t = new Table({ units: armies, hands: { bottom: ['order-two-left'] }, deck: ['rally'] });
    const events = t.play('order-two-left');
    expect(t.s.turn.side).toBe('top');
    expect(t.ofType('turn', events)).toHaveLength(1);
  });

  it('end-movement and end-battles finish their phases early', () => {
    const t = new Table({ units: armies, hands: { bottom: ['order-two-center'] }, deck: ['rally'] });
    t.play('order-two-center');
    t.order('mi');
    t.do({ type: 'end-orders' });
    t.move('mi', 'F7');
    // hi was not ordered; mi has moved: battle now.
    expect(t.s.phase).toBe('battle');
    t.do({ type: 'end-battles' });
    expect(t.s.turn.side).toBe('top');
    expect(t.s.units.e1!.blocks).toBe(4);
  });
});

describe('15 Drawing command cards', () => {
  it('15-A when the draw pile is empty the discards (the card just played included) are reshuffled', () => {
    const t = new Table({
      units: armies,
      hands: { bottom: ['order-two-left'] },
      deck: [],
      discard: ['rally', 'line-command'],
      cards: ['rally'],
    });
    t.play('order-two-left');
    expect(t.s.hands.bottom).toEqual(['rally#1']);
    expect([...t.s.deck].sort()).toEqual(['line-command#1', 'order-two-left#1']);
    expect(t.s.discard).toEqual([]);
  });

  it('15-A with an empty draw pile and no other discard, the card just played comes back', () => {
    const t = new Table({ units: armies, hands: { bottom: ['order-two-left'] }, deck: [], discard: [] });
    // Playing the card puts it in the discards, so the draw takes it back.
    t.play('order-two-left');
    expect(t.s.hands.bottom).toEqual(['order-two-left#1']);
    expect(t.s.deck).toEqual([]);
  });

  it('15-B a First Strike replacement is drawn before the active side draws', () => {
    const t = new Table({
      units: armies,
      hands: { bottom: ['order-two-left'] },
      deck: ['rally', 'line-command'],
    });
    t.s.turn.extraDraws.top = 1;
    const events = t.play('order-two-left');
    expect(t.s.hands.top).toEqual(['rally#1']);
    expect(t.s.hands.bottom).toEqual(['line-command#1']);
    expect(t.ofType('draw', events).map((e) => [e.side, e.rule])).toEqual([
      ['top', '15-B'],
      ['bottom', '15-A'],
    ]);
  });
});

describe('4 The end of the battle', () => {
  it('a banner that reaches the target ends the game at once; nothing more is legal', () => {
    const t = new Table({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'A7' },
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'G8' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E1' },
      ],
      phase: 'move',
      card: 'order-two-center',
      ordered: ['mi', 'hi'],
      bannersToWin: 1,
      specialRules: [
        { rule: 'exit-banners', side: 'bottom', edge: 'top', fromSections: ['center', 'right'], banners: 1 },
      ],
    });
    t.move('mi', 'off');
    expect(t.s.winner).toBe('bottom');
    expect(t.s.phase).toBe('over');
    expect(t.legal('bottom')).toEqual([]);
  });
});
