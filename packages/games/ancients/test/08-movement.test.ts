/**
 * 8 Movement (RULINGS 7-C, 7-D, 8-A..8-G, 16): allowances, the warrior charge, auxilia and war machines,
 * terrain stops and battle on entry, passing through friends, lone friendly leaders, leader movement, the
 * rulebook's detach example (reference §8.5), and the scenario moves (010 exit banners, 005 ambush).
 */
import { describe, expect, it } from 'vitest';
import { distance } from '../src/board.ts';
import { Table, type TableSpec } from './support/turn-fixture.ts';

/** A position in the move phase with `ordered` ordered by a card without movement effects. */
const moving = (spec: Omit<TableSpec, 'phase'> & { ordered: string[] }): Table =>
  new Table({ card: 'order-four-center', ...spec, phase: 'move' });

const farthest = (from: string, hexes: string[]): number => Math.max(...hexes.map((h) => distance(from, h)));

describe('8.5 The rulebook example: detaching a leader (7-C, 7-D)', () => {
  const example: TableSpec = {
    units: [
      { id: 'hi', side: 'bottom', type: 'HI', hex: 'H6' },
      { id: 'hc', side: 'bottom', type: 'HC', hex: 'H7' },
      { id: 'enemy', side: 'top', type: 'MI', hex: 'E7' },
    ],
    leaders: [{ id: 'ldr', side: 'bottom', hex: 'H6' }],
    hands: { bottom: ['order-three-center'] },
  };

  it('cavalry moves first, the leader detaches and joins it, the heavy infantry moves third', () => {
    const t = new Table(example);
    t.play('order-three-center');
    t.order('hi');
    t.do({ type: 'detach', leader: 'ldr' });
    t.order('hc');
    expect(t.s.phase).toBe('move');
    t.move('hc', 'F7');
    const joined = t.move('ldr', 'F7');
    expect(joined).toContainEqual(
      expect.objectContaining({ type: 'leader-attached', leader: 'ldr', unit: 'hc' }),
    );
    expect(t.destinations('ldr')).toEqual([]);
    t.move('hi', 'G6');
    expect([t.hex('hc'), t.hex('ldr'), t.hex('hi')]).toEqual(['F7', 'F7', 'G6']);
    // All moves are done: the battle phase offers the cavalry (with its new leader) its close combat.
    expect(t.s.phase).toBe('battle');
    expect(t.options('close-combat')).toEqual([{ type: 'close-combat', unit: 'hc', target: 'enemy' }]);
  });

  it('7-C if the heavy infantry moves first, the leader goes with it and his own order is spent', () => {
    const t = new Table(example);
    t.play('order-three-center');
    t.order('hi');
    t.do({ type: 'detach', leader: 'ldr' });
    t.order('hc');
    const events = t.move('hi', 'G6');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'move', piece: 'ldr', to: 'G6', withUnit: 'hi' }),
    );
    expect(t.hex('ldr')).toBe('G6');
    expect(t.options('move').map((a) => a.piece)).not.toContain('ldr');
  });

  it('7-D a unit joined by a leader before it moved may not move, but may still battle', () => {
    const t = new Table(example);
    t.play('order-three-center');
    t.order('hi');
    t.do({ type: 'detach', leader: 'ldr' });
    t.order('hc');
    t.move('ldr', 'H7'); // joins the cavalry before it moves
    expect(t.s.turn.pieces.hc!.joinedByLeader).toBe(true);
    expect(t.destinations('hc')).toEqual([]);
    expect(t.destinations('hi').length).toBeGreaterThan(0);
  });
});

describe('8-B Movement allowances', () => {
  const cases: [string, number][] = [
    ['LI', 2],
    ['LB', 2],
    ['AX', 2],
    ['MI', 1],
    ['HI', 1],
    ['HWM', 1],
    ['LC', 4],
    ['LBC', 4],
    ['MC', 3],
    ['CAM', 3],
    ['HC', 2],
    ['HCH', 2],
    ['EL', 2],
  ];
  for (const [type, hexes] of cases) {
    it(`${type} moves up to ${hexes} hexes`, () => {
      const t = moving({
        units: [
          { id: 'u', side: 'bottom', type, hex: 'E7' },
          { id: 'enemy', side: 'top', type: 'MI', hex: 'A1' },
        ],
        ordered: ['u'],
      });
      expect(farthest('E7', t.destinations('u'))).toBe(hexes);
    });
  }

  it('a lone leader moves up to 3 hexes', () => {
    const t = moving({
      units: [{ id: 'enemy', side: 'top', type: 'MI', hex: 'A1' }],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'E7' }],
      ordered: ['ldr'],
    });
    expect(farthest('E7', t.destinations('ldr'))).toBe(3);
  });
});

describe('8-C Warriors', () => {
  const spec = {
    units: [
      { id: 'wa', side: 'bottom' as const, type: 'WA', hex: 'G7' },
      { id: 'other', side: 'bottom' as const, type: 'MI', hex: 'I1' },
      { id: 'enemy', side: 'top' as const, type: 'MI', hex: 'E7' },
    ],
    ordered: ['wa', 'other'],
  };

  it('a second hex only where the warriors end next to an enemy unit', () => {
    const t = moving(spec);
    // Distance 1: the six neighbours. Distance 2: only E6 and E8 touch the enemy at E7.
    expect(t.destinations('wa')).toEqual(['E6', 'E8', 'F6', 'F7', 'G6', 'G8', 'H6', 'H7']);
  });

  it('after a 2-hex charge they must close combat: no fire, no end of battles while the enemy is there', () => {
    const t = moving(spec);
    t.move('wa', 'E6');
    expect(t.s.turn.pieces.wa!.mustCloseCombat).toBe(true);
    t.do({ type: 'end-movement' });
    expect(t.legal()).toEqual([{ type: 'close-combat', unit: 'wa', target: 'enemy' }]);
    expect(t.refuse({ type: 'end-battles' }).rule).toBe('8-C');
  });

  it('a 1-hex move creates no obligation', () => {
    const t = moving(spec);
    t.move('wa', 'F7');
    t.do({ type: 'end-movement' });
    expect(t.s.turn.pieces.wa!.mustCloseCombat).toBeUndefined();
    expect(t.options('end-battles')).toHaveLength(1);
  });
});

describe('8-B Auxilia and war machines', () => {
  const spec = (type: string) => ({
    units: [
      { id: 'u', side: 'bottom' as const, type, hex: 'G5' },
      { id: 'other', side: 'bottom' as const, type: 'MI', hex: 'I1' },
      { id: 'enemy', side: 'top' as const, type: 'MI', hex: 'E7' },
    ],
    ordered: ['u', 'other'],
  });

  it('auxilia that move 2 hexes may not battle; after 1 hex they may', () => {
    const two = moving(spec('AX'));
    two.move('u', 'E6'); // 2 hexes, next to the enemy
    expect(two.s.turn.pieces.u!.mayNotBattle).toBe(true);
    const one = moving({
      ...spec('AX'),
      units: spec('AX').units.map((u) => (u.id === 'u' ? { ...u, hex: 'F5' } : u)),
    });
    one.move('u', 'F6'); // 1 hex, next to the enemy
    expect(one.s.turn.pieces.u!.mayNotBattle).toBeUndefined();
    one.do({ type: 'end-movement' });
    expect(one.options('close-combat')).toEqual([{ type: 'close-combat', unit: 'u', target: 'enemy' }]);
  });

  it('a war machine that moves may not battle', () => {
    const t = moving(spec('HWM'));
    t.move('u', 'F5');
    expect(t.s.turn.pieces.u!.mayNotBattle).toBe(true);
  });
});

describe('16 Terrain and movement', () => {
  // I1 is a corner: its only neighbours are H1 and I2; a friend on I2 leaves H1 as the only way out.
  const corner = (type: string, terrain: TableSpec['terrain']) =>
    moving({
      units: [
        { id: 'u', side: 'bottom', type, hex: 'I1' },
        { id: 'friend', side: 'bottom', type: 'HI', hex: 'I2' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      terrain,
      ordered: ['u', 'friend'],
    });

  it('forest stops every unit', () => {
    expect(corner('LI', [{ hex: 'H1', type: 'forest' }]).destinations('u')).toEqual(['H1']);
    expect(corner('LI', []).destinations('u')).toEqual(['G1', 'G2', 'H1', 'H2']);
  });

  it('broken ground stops mounted units but not foot units; war machines may not enter it', () => {
    expect(corner('MC', [{ hex: 'H1', type: 'broken' }]).destinations('u')).toEqual(['H1']);
    expect(corner('LI', [{ hex: 'H1', type: 'broken' }]).destinations('u')).toEqual(['G1', 'G2', 'H1', 'H2']);
    expect(corner('HWM', [{ hex: 'H1', type: 'broken' }]).destinations('u')).toEqual([]);
  });

  it('lake, steep hills and unfordable river are impassable; a ford stops', () => {
    for (const terrain of [{ type: 'lake' }, { type: 'steep' }, { type: 'river', fordable: false }])
      expect(corner('LC', [{ hex: 'H1', ...terrain }]).destinations('u')).toEqual([]);
    expect(corner('LC', [{ hex: 'H1', type: 'river', fordable: true }]).destinations('u')).toEqual(['H1']);
  });

  it('battle on the turn of entry: mounted units not after entering broken ground; forest only light foot and warriors', () => {
    const mc = corner('MC', [{ hex: 'H1', type: 'broken' }]);
    mc.move('u', 'H1');
    expect(mc.s.turn.pieces.u!.mayNotBattle).toBe(true);
    const mi = corner('MI', [{ hex: 'H1', type: 'forest' }]);
    mi.move('u', 'H1');
    expect(mi.s.turn.pieces.u!.mayNotBattle).toBe(true);
    const li = corner('LI', [{ hex: 'H1', type: 'forest' }]);
    li.move('u', 'H1');
    expect(li.s.turn.pieces.u!.mayNotBattle).toBeUndefined();
    const foot = corner('MI', [{ hex: 'H1', type: 'broken' }]);
    foot.move('u', 'H1');
    expect(foot.s.turn.pieces.u!.mayNotBattle).toBeUndefined();
  });
});

describe('8-D Light foot passing through friends', () => {
  const blocked = (type: string, card: string) =>
    new Table({
      units: [
        { id: 'u', side: 'bottom', type, hex: 'I1' },
        { id: 'f1', side: 'bottom', type: 'HI', hex: 'H1' },
        { id: 'f2', side: 'bottom', type: 'HI', hex: 'I2' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      phase: 'move',
      card,
      ordered: ['u'],
    });

  it('under Order Light Troops light foot pass through (never onto) friendly units', () => {
    expect(blocked('LI', 'order-light').destinations('u')).toEqual(['G1', 'G2', 'H2', 'I3']);
    expect(blocked('AX', 'order-light').destinations('u')).toEqual(['G1', 'G2', 'H2', 'I3']);
  });

  it('under Move-Fire-Move too', () => {
    expect(blocked('LS', 'move-fire-move').destinations('u')).toEqual(['G1', 'G2', 'H2', 'I3']);
  });

  it('not under other cards, and never mounted units', () => {
    expect(blocked('LI', 'order-two-left').destinations('u')).toEqual([]);
    expect(blocked('LC', 'order-light').destinations('u')).toEqual([]);
  });

  it('never through enemy units', () => {
    const t = new Table({
      units: [
        { id: 'u', side: 'bottom', type: 'LI', hex: 'I1' },
        { id: 'e1', side: 'top', type: 'HI', hex: 'H1' },
        { id: 'f2', side: 'bottom', type: 'HI', hex: 'I2' },
      ],
      phase: 'move',
      card: 'order-light',
      ordered: ['u'],
    });
    expect(t.destinations('u')).toEqual(['H2', 'I3']);
  });
});

describe('8-E Units and lone friendly leaders', () => {
  const spec = (withLeader: boolean): TableSpec => ({
    units: [
      { id: 'mc', side: 'bottom', type: 'MC', hex: 'I1' },
      { id: 'f2', side: 'bottom', type: 'HI', hex: 'I2' },
      { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
    ],
    leaders: [
      { id: 'lone', side: 'bottom', hex: 'H1' },
      ...(withLeader ? [{ id: 'own', side: 'bottom' as const, hex: 'I1' }] : []),
    ],
    phase: 'move',
    card: 'order-four-left',
    ordered: ['mc'],
  });

  it('a unit may enter a lone friendly leader hex, stops there, and the leader attaches', () => {
    const t = new Table(spec(false));
    expect(t.destinations('mc')).toEqual(['H1']);
    const events = t.move('mc', 'H1');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'leader-attached', leader: 'lone', unit: 'mc' }),
    );
  });

  it('a unit with a leader may not enter it', () => {
    expect(new Table(spec(true)).destinations('mc')).toEqual([]);
  });
});

describe('8-F Lone leader movement', () => {
  it('1-3 hexes through friends, never onto another leader, never into enemies, stopped by forest', () => {
    const t = moving({
      units: [
        { id: 'u1', side: 'bottom', type: 'MI', hex: 'H1' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'G2' },
      ],
      leaders: [
        { id: 'ldr', side: 'bottom', hex: 'I1' },
        { id: 'l2', side: 'bottom', hex: 'H2' },
      ],
      terrain: [{ hex: 'G1', type: 'forest' }],
      ordered: ['ldr'],
    });
    expect(t.destinations('ldr')).toEqual(['G1', 'G3', 'H1', 'H3', 'I2', 'I3', 'I4']);
  });

  it('an attached leader not ordered to detach moves only with his unit', () => {
    const t = moving({
      units: [
        { id: 'u1', side: 'bottom', type: 'MI', hex: 'G7' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A1' },
      ],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G7' }],
      ordered: ['u1'],
    });
    expect(t.options('move').every((a) => a.piece === 'u1')).toBe(true);
    t.move('u1', 'F7');
    expect(t.hex('ldr')).toBe('F7');
  });
});

describe('8-G Leaving the board; scenario 010 exit banners', () => {
  const castulo = (units: TableSpec['units'], leaders: TableSpec['leaders'] = []): Table =>
    new Table({
      units: [...units, { id: 'enemy', side: 'top', type: 'MI', hex: 'E1' }],
      leaders,
      phase: 'move',
      card: 'order-four-center',
      ordered: units.map((u) => u.id),
      bannersToWin: 8,
      specialRules: [
        { rule: 'leader-loss-defeat', side: 'bottom', leader: 'scipio' },
        { rule: 'exit-banners', side: 'bottom', edge: 'top', fromSections: ['center', 'right'], banners: 1 },
      ],
    });

  it('without the scenario rule no unit may move off the board', () => {
    const t = moving({
      units: [
        { id: 'u', side: 'bottom', type: 'MI', hex: 'A7' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'E1' },
      ],
      ordered: ['u'],
    });
    expect(t.destinations('u')).not.toContain('off');
    expect(t.refuse({ type: 'move', piece: 'u', to: 'off' }).rule).toBe('8-G');
  });

  it('a Roman unit on row A in the centre or right spends 1 hex to leave: out of play, +1 Roman banner', () => {
    const t = castulo([{ id: 'mi', side: 'bottom', type: 'MI', hex: 'A7' }]);
    expect(t.destinations('mi')).toContain('off');
    const events = t.move('mi', 'off');
    expect(t.s.units.mi).toBeUndefined();
    expect(t.s.banners.bottom).toEqual([expect.objectContaining({ reason: 'objective' })]);
    expect(t.s.banners.top).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'exit', piece: 'mi', from: 'A7' }));
  });

  it('not from the left section, not with Scipio attached, not with a warrior charge hex', () => {
    const t = castulo(
      [
        { id: 'left', side: 'bottom', type: 'MI', hex: 'A3' },
        { id: 'scip', side: 'bottom', type: 'MI', hex: 'A9' },
        { id: 'wa1', side: 'bottom', type: 'WA', hex: 'A8' },
        { id: 'wa2', side: 'bottom', type: 'WA', hex: 'B11' },
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'C9' },
      ],
      [{ id: 'scipio', side: 'bottom', hex: 'A9' }],
    );
    expect(t.destinations('left')).not.toContain('off');
    expect(t.destinations('scip')).not.toContain('off');
    expect(t.destinations('wa1')).toContain('off'); // 1 hex: off
    expect(t.destinations('wa2')).not.toContain('off'); // would need its 2nd (charge) hex
    expect(t.destinations('lc')).toContain('off'); // 2 hexes to row A, the 3rd off
  });

  it('another attached leader leaves with the unit, without a banner of his own', () => {
    const t = castulo(
      [{ id: 'mi', side: 'bottom', type: 'MI', hex: 'A7' }],
      [
        { id: 'scipio', side: 'bottom', hex: 'I1' },
        { id: 'tribune', side: 'bottom', hex: 'A7' },
      ],
    );
    t.move('mi', 'off');
    expect(t.s.leaders.tribune).toBeUndefined();
    expect(t.s.banners.bottom).toHaveLength(1);
  });
});

describe('Scenario 005 Mago\u2019s ambush', () => {
  const trebbia = (extra: Partial<TableSpec> = {}): Table =>
    new Table({
      side: 'top',
      units: [
        { id: 'han', side: 'top', type: 'MI', hex: 'B7' },
        { id: 'rom1', side: 'bottom', type: 'MI', hex: 'I6' },
        { id: 'rom2', side: 'bottom', type: 'MI', hex: 'E1' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'B7' }],
      terrain: [{ hex: 'I8', type: 'river', fordable: true }],
      reserves: {
        units: [
          { id: 't16', side: 'top', type: 'MC', hex: 'off' },
          { id: 't17', side: 'top', type: 'WA', hex: 'off' },
          { id: 't18', side: 'top', type: 'WA', hex: 'off' },
        ],
        leaders: [{ id: 'tL3', side: 'top', name: 'Mago', hex: 'off' }],
      },
      specialRules: [
        {
          rule: 'ambush',
          side: 'top',
          units: ['t16', 't17', 't18'],
          leaders: ['tL3'],
          fromTurn: 2,
          enterOn: 'baseline-of',
          enemyBaseline: 'bottom',
          cards: 'leadership',
          section: 'card',
          entryCountsAsMove: true,
          retreatToward: 'top',
        },
      ],
      scenarioFlags: { 'turns-played:top': 1 },
      hands: { top: ['inspired-center', 'order-two-center'] },
      ...extra,
    });

  it('not on the first Carthaginian turn, nor with a card other than Leadership', () => {
    const first = trebbia({ scenarioFlags: {} });
    first.play('inspired-center');
    expect(first.options('ambush-place')).toEqual([]);
    const section = trebbia();
    section.play('order-two-center');
    expect(section.options('ambush-place')).toEqual([]);
  });

  it('places the units on empty passable Roman-baseline hexes of the card section, then Mago; all ordered', () => {
    const t = trebbia();
    t.play('inspired-center');
    // Centre seen from the top side: I5..I9; I6 holds a Roman unit; the ford at I8 is allowed.
    expect(t.choices('ambush-place', 'hex').filter((h, i, a) => a.indexOf(h) === i)).toEqual([
      'I5',
      'I7',
      'I8',
      'I9',
    ]);
    expect(t.options('ambush-place')).toHaveLength(12);
    t.do({ type: 'ambush-place', unit: 't16', hex: 'I5' });
    expect(t.s.phase).toBe('card-effect');
    t.do({ type: 'ambush-place', unit: 't17', hex: 'I8' });
    t.do({ type: 'ambush-place', unit: 't18', hex: 'I7' });
    expect(t.choices('ambush-leader', 'hex')).toEqual(['I5', 'I7', 'I8']);
    t.do({ type: 'ambush-leader', leader: 'tL3', hex: 'I5' });
    expect(t.s.phase).toBe('move');
    expect(t.ordered()).toEqual(['t16', 't17', 't18', 'tL3']);
    expect(t.s.reserves).toEqual({ units: [], leaders: [] });
    expect(t.s.units.t16).toMatchObject({ hex: 'I5', blocks: 3, maxBlocks: 3 });
    // Placement was the first hex: the cavalry has 2 more, the warriors on the ford must stop, the other
    // warriors may take 1 more hex only as a charge next to an enemy unit (H6 touches the Romans at I6).
    expect(farthest('I5', t.destinations('t16'))).toBe(2);
    expect(t.destinations('t17')).toEqual([]);
    expect(t.destinations('t18')).toEqual(['H6']);
    t.move('t18', 'H6');
    expect(t.s.turn.pieces.t18!.mustCloseCombat).toBe(true);
  });

  it('Leadership Any Section: the first hex chooses the section; without room the rest stay in reserve', () => {
    const t = trebbia({
      hands: { top: ['leadership-any'] },
      units: [
        { id: 'han', side: 'top', type: 'MI', hex: 'B7' },
        ...['I1', 'I2', 'I3', 'I5', 'I6', 'I7', 'I8', 'I9', 'I10', 'I11'].map((hex, i) => ({
          id: `r${i}`,
          side: 'bottom' as const,
          type: 'LI',
          hex,
        })),
      ],
    });
    t.play('leadership-any');
    // Empty row-I hexes: I4 (top's right), I12, I13 (top's left).
    expect(new Set(t.choices('ambush-place', 'hex'))).toEqual(new Set(['I4', 'I12', 'I13']));
    t.do({ type: 'ambush-place', unit: 't17', hex: 'I12' });
    // I12 is in the top player's left section: only I13 remains there.
    expect(new Set(t.choices('ambush-place', 'hex'))).toEqual(new Set(['I13']));
    t.do({ type: 'ambush-place', unit: 't18', hex: 'I13' });
    t.do({ type: 'ambush-leader', leader: 'tL3', hex: 'I13' });
    expect(t.s.reserves.units.map((u) => u.id)).toEqual(['t16']);
    expect(t.s.phase).toBe('move');
  });
});
