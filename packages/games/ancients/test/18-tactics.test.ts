/**
 * 18-F Tactic cards without dice: Clash of Shields, Counter-Attack, Darken the Sky, Double Time, First Strike,
 * Line Command, Mounted Charge, Move-Fire-Move. Each: its plan and its effect on a small position.
 */
import { describe, expect, it } from 'vitest';
import { distance } from '../src/board.ts';
import type { DieFace } from '../src/types.ts';
import { Table, type TableSpec } from './support/turn-fixture.ts';

const farthest = (from: string, hexes: string[]): number => Math.max(...hexes.map((h) => distance(from, h)));
const faces = (n: number, face: DieFace): DieFace[] => Array.from({ length: n }, () => face);

describe('18-F Clash of Shields', () => {
  const spec: TableSpec = {
    units: [
      { id: 'a1', side: 'bottom', type: 'MI', hex: 'F7' },
      { id: 'a2', side: 'bottom', type: 'HI', hex: 'F6' },
      { id: 'li', side: 'bottom', type: 'LI', hex: 'G8' },
      { id: 'far', side: 'bottom', type: 'MI', hex: 'I1' },
      { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
    ],
    leaders: [{ id: 'ldr', side: 'bottom', hex: 'F7' }],
    hands: { bottom: ['clash-of-shields'] },
    // a1: 4 + 2 dice, a2: 5 + 2 dice; all miss the medium infantry.
    dice: faces(13, 'heavy'),
  };

  it('plan: every unit adjacent to an enemy unit is ordered when played; no move; close combat only, +2 first', () => {
    const t = new Table(spec);
    t.play('clash-of-shields');
    expect(t.ordered()).toEqual(['a1', 'a2']);
    expect(t.s.turn.plan!.effects).toEqual({ noMove: true, closeOnly: true, firstCombatBonus: 2 });
    // No order to give, nothing moves: straight to the battles, close combat only.
    expect(t.s.phase).toBe('battle');
    expect(t.legal()).toEqual([
      { type: 'close-combat', unit: 'a1', target: 'e1' },
      { type: 'close-combat', unit: 'a2', target: 'e1' },
      { type: 'end-battles' },
    ]);
  });

  it('effect: each ordered unit rolls 2 extra dice in its first close combat', () => {
    const t = new Table(spec);
    t.play('clash-of-shields');
    const first = [...t.do({ type: 'close-combat', unit: 'a1', target: 'e1' }), ...t.settle()];
    expect(t.dice(first).find((d) => d.unit === 'a1')).toMatchObject({ dice: 6 });
    const second = [...t.do({ type: 'close-combat', unit: 'a2', target: 'e1' }), ...t.settle()];
    expect(t.dice(second).find((d) => d.unit === 'a2')).toMatchObject({ dice: 7 });
  });

  it('with no unit adjacent to an enemy: 1 unit of choice, with normal movement', () => {
    const t = new Table({
      ...spec,
      units: spec.units
        .filter((u) => u.id !== 'e1')
        .concat([{ id: 'e1', side: 'top', type: 'MI', hex: 'A1' }]),
    });
    t.play('clash-of-shields');
    expect(t.s.phase).toBe('order');
    expect(t.s.turn.plan!.effects).toEqual({});
    t.order('far');
    expect(t.destinations('far').length).toBeGreaterThan(0);
  });
});

describe('18-F Counter-Attack', () => {
  const spread: TableSpec['units'] = [
    { id: 'l1', side: 'bottom', type: 'MI', hex: 'G2' },
    { id: 'c1', side: 'bottom', type: 'MI', hex: 'G7' },
    { id: 'r1', side: 'bottom', type: 'MI', hex: 'G11' },
    { id: 't1', side: 'top', type: 'MI', hex: 'C2' },
    { id: 't2', side: 'top', type: 'MI', hex: 'C11' },
  ];
  const counter = (theirs: string | null, extra: Partial<TableSpec> = {}) => {
    const t = new Table({
      units: spread,
      hands: { bottom: ['counter-attack'] },
      lastPlayed: { top: theirs, bottom: null },
      ...extra,
    });
    t.play('counter-attack');
    return t;
  };

  it('plan: copies the opponent last card, section cards with left and right swapped', () => {
    const t = counter('order-two-left');
    expect(t.s.turn.plan!.kind).toBe('order-two-right');
    expect(t.events).toContainEqual(
      expect.objectContaining({ type: 'counter-attack', copies: 'order-two-right' }),
    );
    expect(t.choices('order', 'piece')).toEqual(['r1']);
    expect(t.s.lastPlayed.bottom).toBe('order-two-right');
    expect(t.s.turn.plan!.card).toBe('counter-attack#1');
  });

  it('Inspired Leadership cards swap too; Any Section, Out Flanked and tactic cards are copied as they are', () => {
    expect(counter('inspired-left').s.turn.plan!.kind).toBe('inspired-right');
    expect(counter('leadership-any').s.turn.plan!.kind).toBe('leadership-any');
    expect(counter('out-flanked').s.turn.plan!.kind).toBe('out-flanked');
    const charge = counter('mounted-charge');
    expect(charge.s.turn.plan!.kind).toBe('mounted-charge');
    // The copy uses this player's own pieces: no mounted unit here, hence 1 unit of choice.
    expect(charge.s.turn.plan!.slots).toEqual([
      expect.objectContaining({ count: 1, label: '1 unit of your choice' }),
    ]);
  });

  it('a copied Counter-Attack copies what that card copied (and mirrors again)', () => {
    const t = counter('order-two-left', { hands: { bottom: ['counter-attack'], top: ['counter-attack'] } });
    // Nothing ordered: nothing moves or battles, and the turn passes at once.
    t.do({ type: 'end-orders' });
    expect(t.s.turn.side).toBe('top');
    t.play('counter-attack');
    expect(t.s.turn.plan!.kind).toBe('order-two-left');
    // The top player's left is the board's right: t2 at C11.
    expect(t.choices('order', 'piece')).toEqual(['t2']);
  });

  it('with no previous card (or only a First Strike): 1 unit of choice', () => {
    for (const theirs of [null, 'first-strike']) {
      const t = counter(theirs);
      expect(t.s.turn.plan!.kind).toBe('counter-attack');
      expect(t.choices('order', 'piece')).toEqual(['c1', 'l1', 'r1']);
      t.order('c1');
      expect(t.s.phase).toBe('move');
    }
  });

  it('copying a dice card rolls this player own Command', () => {
    const t = counter('rally', {
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
      command: { bottom: 3 },
      dice: ['flag', 'flag', 'flag'],
    });
    expect(t.ofType('card-roll')).toEqual([
      expect.objectContaining({ kind: 'rally', faces: ['flag', 'flag', 'flag'] }),
    ]);
  });
});

describe('18-F Darken the Sky', () => {
  it('plan: every unit able to fire is ordered at once (LI, LB, LS, AX, LC, LBC, HWM, Immortals); no move', () => {
    const t = new Table({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'I1' },
        { id: 'ls', side: 'bottom', type: 'LS', hex: 'I2' },
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'I3' },
        { id: 'lbc', side: 'bottom', type: 'LBC', hex: 'I4' },
        { id: 'hwm', side: 'bottom', type: 'HWM', hex: 'I5' },
        { id: 'imm', side: 'bottom', type: 'MI', hex: 'I6', elite: 'immortals' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'I7' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'I8' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      hands: { bottom: ['darken-the-sky'] },
      deck: ['rally'],
    });
    const events = t.play('darken-the-sky');
    expect(t.ofType('ordered', events).map((e) => e.piece)).toEqual(['li', 'ls', 'ax', 'lbc', 'hwm', 'imm']);
    // Nothing in range and nothing may move: the turn is over at once.
    expect(t.s.turn.side).toBe('top');
  });

  it('effect: each unit fires twice, each shot resolved before the next; no close combat', () => {
    const t = new Table({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'G7' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
        { id: 'e2', side: 'top', type: 'MI', hex: 'A13' },
      ],
      hands: { bottom: ['darken-the-sky'] },
      dice: ['medium', 'heavy', 'medium', 'medium'],
      deck: ['rally'],
    });
    t.play('darken-the-sky');
    expect(t.ordered()).toEqual(['li']);
    expect(t.s.phase).toBe('battle');
    expect(t.legal()).toEqual([{ type: 'fire', unit: 'li', target: 'e1' }, { type: 'end-battles' }]);
    t.do({ type: 'fire', unit: 'li', target: 'e1' });
    expect(t.s.units.e1!.blocks).toBe(3);
    expect(t.s.phase).toBe('battle');
    expect(t.legal()).toEqual([{ type: 'fire', unit: 'li', target: 'e1' }, { type: 'end-battles' }]);
    const second = t.do({ type: 'fire', unit: 'li', target: 'e1' });
    expect(t.dice(second)).toEqual([expect.objectContaining({ unit: 'li', dice: 2, hits: 2 })]);
    expect(t.s.units.e1!.blocks).toBe(1);
    // Two shots used: the turn ends.
    expect(t.s.turn.side).toBe('top');
  });

  it('with no missile unit: 1 unit of choice', () => {
    const t = new Table({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'G7' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      hands: { bottom: ['darken-the-sky'] },
    });
    t.play('darken-the-sky');
    expect(t.s.turn.plan!.effects).toEqual({});
    expect(t.choices('order', 'piece')).toEqual(['mi']);
  });
});

describe('18-F Double Time', () => {
  it('plan: up to 4 foot units forming a linked group, across sections', () => {
    const t = new Table({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'G5' },
        { id: 'a', side: 'bottom', type: 'MI', hex: 'G6' },
        { id: 'b', side: 'bottom', type: 'HI', hex: 'G7' },
        { id: 'c', side: 'bottom', type: 'AX', hex: 'G8' },
        { id: 'd', side: 'bottom', type: 'WA', hex: 'G9' },
        { id: 'e', side: 'bottom', type: 'LI', hex: 'G10' },
        { id: 'far', side: 'bottom', type: 'MI', hex: 'I1' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      hands: { bottom: ['double-time'] },
    });
    t.play('double-time');
    expect(t.s.turn.plan!.effects).toEqual({ moveBonus: 1, closeOnly: true });
    expect(t.choices('order', 'piece')).toEqual(['a', 'b', 'c', 'd', 'e', 'far']);
    t.order('a');
    expect(t.choices('order', 'piece')).toEqual(['b']);
    t.order('b', 'c', 'd');
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['a', 'b', 'c', 'd']);
  });

  const moving = (type: string) =>
    new Table({
      units: [
        { id: 'u', side: 'bottom', type, hex: 'G7' },
        { id: 'other', side: 'bottom', type: 'MI', hex: 'I1' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'D7' },
      ],
      phase: 'move',
      card: 'double-time',
      ordered: ['u', 'other'],
    });

  it('effect: MI, HI and AX move 2 hexes and may still battle; light foot 2; HWM 1', () => {
    for (const [type, hexes] of [
      ['MI', 2],
      ['HI', 2],
      ['AX', 2],
      ['LI', 2],
      ['HWM', 1],
    ] as const) {
      expect(farthest('G7', moving(type).destinations('u'))).toBe(hexes);
    }
    const ax = moving('AX');
    ax.move('u', 'E7'); // 2 hexes, next to the enemy
    expect(ax.s.turn.pieces.u!.mayNotBattle).toBeUndefined();
  });

  it('effect: warriors up to 3 hexes, a 2- or 3-hex move ending next to an enemy unit, then compulsory combat', () => {
    const t = moving('WA');
    const dest = t.destinations('u');
    expect(farthest('G7', dest)).toBe(3);
    const enemyNeighbours = ['D8', 'C8', 'C7', 'D6', 'E7', 'E8'];
    for (const h of dest) if (distance('G7', h) >= 2) expect(enemyNeighbours).toContain(h);
    t.move('u', 'D6');
    expect(t.s.turn.pieces.u!.mustCloseCombat).toBe(true);
  });

  it('effect: no ranged combat', () => {
    const t = new Table({
      units: [
        { id: 'u', side: 'bottom', type: 'LI', hex: 'F7' },
        { id: 'other', side: 'bottom', type: 'MI', hex: 'I1' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'D7' },
      ],
      phase: 'battle',
      card: 'double-time',
      ordered: ['u', 'other'],
    });
    expect(t.legal()).toEqual([{ type: 'end-battles' }]);
  });
});

describe('18-F First Strike', () => {
  const units: TableSpec['units'] = [
    { id: 'mi', side: 'bottom', type: 'MI', hex: 'G7' },
    { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
  ];

  it('plan: not playable as a turn card while the hand holds another card', () => {
    const t = new Table({ units, hands: { bottom: ['first-strike', 'order-two-center'] } });
    expect(t.choices('play-card', 'card')).toEqual(['order-two-center#1']);
    expect(t.refuse({ type: 'play-card', card: 'first-strike#1' }).rule).toBe('18-F');
  });

  it('effect: a hand holding only First Strike spends it to order 1 unit of choice', () => {
    const t = new Table({ units, hands: { bottom: ['first-strike'] } });
    t.play('first-strike');
    expect(t.s.turn.plan!.slots).toEqual([expect.objectContaining({ count: 1, leaders: false })]);
    t.order('mi');
    expect(t.s.phase).toBe('move');
  });

  it('effect: played out of turn against a close combat, it is replaced at the end of that turn', () => {
    const t = new Table({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'F7' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
      ],
      phase: 'battle',
      card: 'order-two-center',
      ordered: ['mi'],
      hands: { top: ['first-strike'], bottom: [] },
      deck: ['rally', 'line-command'],
      dice: faces(8, 'heavy'),
    });
    t.do({ type: 'close-combat', unit: 'mi', target: 'e1' });
    expect(t.options('first-strike', 'top')).toEqual([{ type: 'first-strike' }]);
    t.do({ type: 'first-strike' }, 'top');
    t.settle();
    // 15-B the First Strike player draws first (rally), then the active player (line-command).
    expect(t.s.hands.top).toEqual(['rally#1']);
    expect(t.s.hands.bottom).toEqual(['line-command#1']);
  });
});

describe('18-F Line Command', () => {
  it('plan: any number of foot units in one linked group; mounted units never', () => {
    const t = new Table({
      units: [
        ...['G5', 'G6', 'G7', 'G8', 'G9'].map((hex) => ({
          id: hex,
          side: 'bottom' as const,
          type: 'MI',
          hex,
        })),
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'G10' },
        { id: 'G11', side: 'bottom', type: 'MI', hex: 'G11' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      hands: { bottom: ['line-command'] },
    });
    t.play('line-command');
    expect(t.s.turn.plan!.effects).toEqual({ moveCap: 1 });
    expect(t.choices('order', 'piece')).not.toContain('hc');
    for (const id of ['G7', 'G6', 'G8', 'G5', 'G9']) t.order(id);
    // G11 is linked only through the cavalry: the group is complete.
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['G5', 'G6', 'G7', 'G8', 'G9']);
  });

  it('effect: each moves at most 1 hex (no warrior charge) and may battle normally, fire included', () => {
    const t = new Table({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'H7' },
        { id: 'wa', side: 'bottom', type: 'WA', hex: 'G8' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'E7' },
      ],
      phase: 'move',
      card: 'line-command',
      ordered: ['li', 'wa'],
    });
    expect(farthest('H7', t.destinations('li'))).toBe(1);
    expect(farthest('G8', t.destinations('wa'))).toBe(1);
    t.move('li', 'G7');
    t.move('wa', 'F7');
    expect(t.s.turn.pieces.wa!.mustCloseCombat).toBeUndefined();
    expect(t.options('fire')).toEqual([{ type: 'fire', unit: 'li', target: 'e1' }]);
    expect(t.options('close-combat')).toEqual([{ type: 'close-combat', unit: 'wa', target: 'e1' }]);
  });

  it('with no foot unit: 1 unit of choice', () => {
    const t = new Table({
      units: [
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'G10' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      hands: { bottom: ['line-command'] },
    });
    t.play('line-command');
    expect(t.s.turn.plan!.effects).toEqual({});
    expect(t.choices('order', 'piece')).toEqual(['hc']);
  });
});

describe('18-F Mounted Charge', () => {
  it('plan: up to Command mounted units; +1 close-combat die, no fire', () => {
    const t = new Table({
      units: [
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'G2' },
        { id: 'hc', side: 'bottom', type: 'HC', hex: 'G7' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'G8' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'A1' },
      ],
      leaders: [{ id: 'lone', side: 'bottom', hex: 'I1' }],
      hands: { bottom: ['mounted-charge'] },
    });
    t.play('mounted-charge');
    expect(t.s.turn.plan!.effects).toEqual({ closeCombatBonus: 1, closeOnly: true, moveBonus: 1 });
    expect(t.s.turn.plan!.slots).toEqual([
      expect.objectContaining({ count: 5, mounted: true, leaders: false }),
    ]);
    expect(t.choices('order', 'piece')).toEqual(['hc', 'lc']);
  });

  const charging = (type: string) =>
    new Table({
      units: [
        { id: 'u', side: 'bottom', type, hex: 'G7' },
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'G2' },
        { id: 'e1', side: 'top', type: 'MI', hex: 'D7' },
        { id: 'e2', side: 'top', type: 'MI', hex: 'E2' },
      ],
      phase: 'move',
      card: 'mounted-charge',
      ordered: ['u', 'lc'],
      dice: faces(12, 'heavy'),
    });

  it('effect: heavy cavalry, heavy chariots and elephants move 3 hexes; the others as usual', () => {
    for (const [type, hexes] of [
      ['HC', 3],
      ['HCH', 3],
      ['EL', 3],
      ['MC', 3],
      ['LC', 4],
    ] as const) {
      expect(farthest('G7', charging(type).destinations('u'))).toBe(hexes);
    }
  });

  it('effect: a 3-hex move and close combat with one extra die; light cavalry may not fire', () => {
    const t = charging('HC');
    t.move('u', 'D6');
    t.do({ type: 'end-movement' });
    expect(t.s.turn.pieces.u!.mayNotBattle).toBeUndefined();
    expect(t.legal()).toEqual([{ type: 'close-combat', unit: 'u', target: 'e1' }, { type: 'end-battles' }]);
    const events = [...t.do({ type: 'close-combat', unit: 'u', target: 'e1' }), ...t.settle()];
    expect(t.dice(events).find((d) => d.unit === 'u')).toMatchObject({ dice: 5 });
  });
});

describe('18-F Move-Fire-Move', () => {
  const spec: TableSpec = {
    units: [
      { id: 'li', side: 'bottom', type: 'LI', hex: 'H7' },
      { id: 'lc', side: 'bottom', type: 'LC', hex: 'G2' },
      { id: 'mi', side: 'bottom', type: 'MI', hex: 'I1' },
      { id: 'e1', side: 'top', type: 'MI', hex: 'D7' },
      { id: 'e2', side: 'top', type: 'MI', hex: 'F2' },
    ],
    hands: { bottom: ['move-fire-move'] },
    dice: ['heavy'],
  };

  it('plan: up to Command light units that can fire; pass-through; ranged only; a second move', () => {
    const t = new Table(spec);
    t.play('move-fire-move');
    expect(t.s.turn.plan!.effects).toEqual({
      moveAfterFire: true,
      lightFootPassThrough: true,
      rangedOnly: true,
    });
    expect(t.choices('order', 'piece')).toEqual(['lc', 'li']);
  });

  it('effect: move, then fire (1 die after moving), then a second move; never close combat', () => {
    const t = new Table(spec);
    t.play('move-fire-move');
    t.order('li', 'lc');
    t.move('li', 'F7');
    t.do({ type: 'end-movement' });
    // The light cavalry stands next to e2 but may not close combat (and, adjacent, may not fire).
    expect(t.legal()).toEqual([{ type: 'fire', unit: 'li', target: 'e1' }, { type: 'end-battles' }]);
    const fire = t.do({ type: 'fire', unit: 'li', target: 'e1' });
    expect(t.dice(fire)).toEqual([expect.objectContaining({ unit: 'li', dice: 1 })]);
    // Battles are over: the second move.
    expect(t.s.phase).toBe('move');
    expect(t.ofType('second-move')).toHaveLength(1);
    expect(farthest('F7', t.destinations('li'))).toBe(2);
    expect(farthest('G2', t.destinations('lc'))).toBe(4);
    t.move('li', 'H7');
    const end = t.do({ type: 'end-movement' });
    expect(t.ofType('turn', end)).toHaveLength(1);
    expect(t.s.turn.side).toBe('top');
  });

  it('with no light unit: 1 unit of choice and no second move', () => {
    const t = new Table({ ...spec, units: spec.units.filter((u) => u.id === 'mi' || u.side === 'top') });
    t.play('move-fire-move');
    expect(t.s.turn.plan!.effects).toEqual({});
    t.order('mi');
    t.move('mi', 'H1');
    expect(t.s.turn.side).toBe('top');
  });
});
