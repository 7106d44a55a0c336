/**
 * 18-F The dice cards: I Am Spartacus and Rally. Command dice are rolled when the card is played; each result is
 * assigned to an eligible piece one at a time in the 'card-effect' phase (class symbols first, helmets last),
 * automatically when there is no choice.
 */
import { describe, expect, it } from 'vitest';
import { Table, type TableSpec } from './support/turn-fixture.ts';

describe('18-F I Am Spartacus', () => {
  const spec: TableSpec = {
    units: [
      { id: 'a', side: 'bottom', type: 'LI', hex: 'G2' },
      { id: 'b', side: 'bottom', type: 'LI', hex: 'G3' },
      { id: 'c', side: 'bottom', type: 'MI', hex: 'G7' },
      { id: 'd', side: 'bottom', type: 'HC', hex: 'G10' },
      { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
    ],
    leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
    hands: { bottom: ['i-am-spartacus'] },
    dice: ['light', 'medium', 'leader', 'flag', 'heavy'],
  };

  it('plan: a helmet card with +1 die in fire, attack and bonus combat; the dice decide the orders', () => {
    const t = new Table(spec);
    const events = t.play('i-am-spartacus');
    const plan = t.s.turn.plan!;
    expect(plan.detachAllowed).toBe(true);
    expect(plan.effects).toEqual({ closeCombatBonus: 1, rangedBonus: 1 });
    expect(t.ofType('card-roll', events)).toEqual([
      expect.objectContaining({ faces: ['light', 'medium', 'leader', 'flag', 'heavy'] }),
    ]);
    expect(t.ofType('dice-lost', events)).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('effect: each symbol orders a unit of its class, a helmet any unit or a leader (who may detach)', () => {
    const t = new Table(spec);
    t.play('i-am-spartacus');
    // Light die first: two light units, a choice.
    expect(t.s.phase).toBe('card-effect');
    expect(t.legal()).toEqual([
      { type: 'assign-die', piece: 'a' },
      { type: 'assign-die', piece: 'b' },
      { type: 'end-dice' },
    ]);
    t.do({ type: 'assign-die', piece: 'a' });
    // Medium (c) and heavy (d) had one candidate each: automatic. Now the helmet: b or the leader.
    expect(t.ordered()).toEqual(['a', 'c', 'd']);
    expect(t.choices('assign-die', 'piece')).toEqual(['b', 'ldr']);
    t.do({ type: 'assign-die', piece: 'ldr' });
    expect(t.ordered()).toEqual(['a', 'c', 'd', 'ldr']);
    expect(t.s.turn.plan!.detached).toEqual(['ldr']);
    expect(t.s.phase).toBe('move');
    expect(t.s.cardEffect).toBeNull();
    // The detached leader may move alone before his unit.
    expect(t.destinations('ldr').length).toBeGreaterThan(0);
  });

  it('effect: the dice may be given up', () => {
    const t = new Table(spec);
    t.play('i-am-spartacus');
    t.do({ type: 'end-dice' });
    expect(t.ordered()).toEqual([]);
    expect(t.s.turn.side).toBe('top');
  });

  it('effect: ordered units fire with one extra die', () => {
    const t = new Table({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'G7' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
      ],
      phase: 'battle',
      card: 'i-am-spartacus',
      ordered: ['li'],
      dice: ['heavy', 'heavy', 'heavy'],
    });
    const events = t.do({ type: 'fire', unit: 'li', target: 'e1' });
    expect(t.dice(events)).toEqual([expect.objectContaining({ unit: 'li', dice: 3 })]);
  });

  it('effect: after the draw, the discards and this card are shuffled into the draw pile', () => {
    const t = new Table({
      ...spec,
      dice: ['flag', 'flag', 'flag', 'flag', 'flag'],
      deck: ['rally', 'line-command'],
      discard: ['order-two-left', 'order-two-center'],
    });
    const events = t.play('i-am-spartacus');
    expect(t.s.hands.bottom).toEqual(['rally#1']);
    expect([...t.s.deck].sort()).toEqual(
      ['i-am-spartacus#1', 'line-command#1', 'order-two-center#1', 'order-two-left#1'].sort(),
    );
    expect(t.s.discard).toEqual([]);
    expect(t.ofType('reshuffle', events)).toHaveLength(1);
  });
});

describe('18-F Rally', () => {
  const spec: TableSpec = {
    units: [
      { id: 'c', side: 'bottom', type: 'MI', hex: 'G7', blocks: 2 },
      { id: 'a', side: 'bottom', type: 'LI', hex: 'G8', blocks: 3 },
      { id: 'b', side: 'bottom', type: 'LI', hex: 'I1', blocks: 2 },
      { id: 'd', side: 'bottom', type: 'HC', hex: 'F7', blocks: 1 },
      { id: 'el', side: 'bottom', type: 'EL', hex: 'F6', blocks: 1 },
      { id: 'f', side: 'bottom', type: 'MI', hex: 'G6' },
      { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
    ],
    leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
    hands: { bottom: ['rally'] },
    dice: ['light', 'medium', 'medium', 'heavy', 'leader'],
  };

  it('plan: no order before the dice; a procedure card', () => {
    const t = new Table({ ...spec, dice: ['leader', 'swords', 'flag', 'flag', 'flag'] });
    const events = t.play('rally');
    expect(t.s.turn.plan!.slots).toEqual([]);
    expect(t.ofType('card-roll', events)).toHaveLength(1);
    expect(t.ordered()).toEqual([]);
    // The helmet fits a, c or d (not the elephant, not the full f, not the far b).
    expect(t.s.phase).toBe('card-effect');
    expect(t.choices('assign-die', 'piece')).toEqual(['a', 'c', 'd']);
  });

  it('effect: blocks back to damaged units in or next to a leader hex, by class; helmets any class; never EL', () => {
    const t = new Table(spec);
    t.play('rally');
    const blocks = (id: string) => t.s.units[id]!.blocks;
    // Every die had a single possible unit: all automatic.
    expect([blocks('a'), blocks('c'), blocks('d'), blocks('el'), blocks('b'), blocks('f')]).toEqual([
      4, 4, 3, 1, 2, 4,
    ]);
    expect(t.ofType('rally')).toHaveLength(5);
    // Every unit that regained a block is ordered, and may move.
    expect(t.ordered()).toEqual(['a', 'c', 'd']);
    expect(t.s.phase).toBe('move');
  });

  it('effect: with several candidates the player chooses; never above the starting blocks', () => {
    const t = new Table({
      units: [
        { id: 'a', side: 'bottom', type: 'LI', hex: 'G8', blocks: 3 },
        { id: 'b', side: 'bottom', type: 'LI', hex: 'G6', blocks: 3 },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
      hands: { bottom: ['rally'] },
      command: { bottom: 3 },
      dice: ['light', 'leader', 'leader'],
    });
    t.play('rally');
    expect(t.legal()).toEqual([
      { type: 'assign-die', piece: 'a' },
      { type: 'assign-die', piece: 'b' },
      { type: 'end-dice' },
    ]);
    t.do({ type: 'assign-die', piece: 'b' });
    // Two helmets left, one block missing (a): the second helmet is lost.
    expect(t.s.units.a!.blocks).toBe(4);
    expect(t.s.units.b!.blocks).toBe(4);
    expect(t.ofType('dice-lost')).toEqual([expect.objectContaining({ count: 1, face: 'leader' })]);
    expect(t.ordered()).toEqual(['a', 'b']);
  });

  it('refuses a unit that may not take the die', () => {
    const t = new Table({
      units: [
        { id: 'a', side: 'bottom', type: 'LI', hex: 'G8', blocks: 3 },
        { id: 'b', side: 'bottom', type: 'LI', hex: 'G6', blocks: 3 },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'F7', blocks: 3 },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
      hands: { bottom: ['rally'] },
      command: { bottom: 1 },
      dice: ['light'],
    });
    t.play('rally');
    expect(t.refuse({ type: 'assign-die', piece: 'mi' }).rule).toBe('18-F');
  });

  it('with no leader on the board: 1 unit of choice, no dice', () => {
    const t = new Table({ ...spec, leaders: [] });
    const events = t.play('rally');
    expect(t.ofType('card-roll', events)).toEqual([]);
    expect(t.s.phase).toBe('order');
    expect(t.s.turn.plan!.slots).toEqual([expect.objectContaining({ count: 1, leaders: false })]);
  });
});
