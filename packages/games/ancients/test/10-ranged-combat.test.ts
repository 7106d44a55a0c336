import { describe, expect, it } from 'vitest';
import { closeCombatTargets, fireTargets } from '../src/combat/index.ts';
import { setUnitHex } from '../src/state.ts';
import {
  act,
  blocks,
  decision,
  diceOf,
  expectAllDiceUsed,
  expectCombatOver,
  fire,
  hexOf,
  ofType,
  options,
  type Setup,
  setup,
  type UnitSpec,
} from './support/combat-fixture.ts';

describe('10.4 Worked example', () => {
  const example = (extra: Partial<Setup> = {}) =>
    setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G3' },
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'F6' },
        { id: 'li', side: 'bottom', type: 'LI', hex: 'F8' },
        { id: 'ls', side: 'bottom', type: 'LS', hex: 'G9' },
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'D8' },
        { id: 'ti', side: 'top', type: 'MI', hex: 'D4' },
        { id: 'tc', side: 'top', type: 'MC', hex: 'D7' },
        { id: 'tx', side: 'top', type: 'MI', hex: 'B8' },
      ],
      ...extra,
    });

  it('the bow fires at range 3, cavalry and light infantry at range 2; the sling is blocked by a friend', () => {
    const s = example();
    expect(fireTargets(s, 'lb')).toEqual(['ti']);
    expect(fireTargets(s, 'lc')).toEqual(['tc']);
    expect(fireTargets(s, 'li')).toEqual(['tc']);
    // The sling at G9 would reach the cavalry at range 3, but the friendly light infantry at F8 blocks the line.
    expect(fireTargets(s, 'ls')).toEqual([]);
  });

  it('units that did not move roll 2 dice; one that moved rolls 1', () => {
    const s = example({ pieces: { li: { moved: 1 } }, dice: ['light', 'light', 'light'] });
    expect(diceOf(fire(s, 'lc', 'tc'))[0]).toMatchObject({ dice: 2 });
    expect(diceOf(fire(s, 'li', 'tc'))[0]).toMatchObject({ dice: 1 });
    expectAllDiceUsed(s);
  });

  it('the auxilia next to the cavalry may not fire, only close combat; once the cavalry is gone it may fire', () => {
    const s = example({ dice: [...['medium', 'medium'], ...['medium', 'swords']] });
    expect(fireTargets(s, 'ax')).toEqual([]);
    expect(closeCombatTargets(s, 'ax')).toEqual(['tc']);
    fire(s, 'lc', 'tc');
    expect(blocks(s, 'tc')).toBe(1);
    const events = fire(s, 'li', 'tc');
    // Swords never hit in ranged combat: the second shot scores 1 and eliminates the cavalry.
    expect(diceOf(events)[0]).toMatchObject({ hits: 1 });
    expect(s.units.tc).toBeUndefined();
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'unit', total: 1 });
    expect(fireTargets(s, 'ax')).toEqual(['tx']);
    expectAllDiceUsed(s);
  });
});

describe('10.2 Restrictions', () => {
  it('no fire at an adjacent enemy, nor by a unit adjacent to any enemy unit', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'E5' },
        { id: 't1', side: 'top', type: 'MI', hex: 'D5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'C7' },
      ],
    });
    expect(fireTargets(s, 'lb')).toEqual([]);
    setUnitHex(s, s.units.t1!, 'A1');
    expect(fireTargets(s, 'lb')).toEqual(['t2']);
  });

  it('range: light bow 3, light infantry 2, war machine 6; immortals and bow auxilia 3', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'I1' },
        { id: 'li', side: 'bottom', type: 'LI', hex: 'I4' },
        { id: 'wm', side: 'bottom', type: 'HWM', hex: 'I7' },
        { id: 'imm', side: 'bottom', type: 'MI', hex: 'I10', elite: 'immortals' },
        { id: 'bax', side: 'bottom', type: 'AX', hex: 'I13', elite: 'bow-auxilia' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'H9' },
        { id: 't1', side: 'top', type: 'MI', hex: 'F1' }, // 3 from I1
        { id: 't2', side: 'top', type: 'MI', hex: 'E1' }, // 4 from I1
        { id: 't3', side: 'top', type: 'MI', hex: 'C7' }, // 6 from I7
        { id: 't4', side: 'top', type: 'MI', hex: 'F11' }, // 3 from I10 and I13, 6 from I7
        { id: 't5', side: 'top', type: 'MI', hex: 'F12' }, // 4 from I10, 3 from I13
      ],
    });
    expect(fireTargets(s, 'lb')).toEqual(['t1']);
    expect(fireTargets(s, 'li')).toEqual([]);
    expect(fireTargets(s, 'wm')).toEqual(['t3', 't4']);
    expect(fireTargets(s, 'imm')).toEqual(['t4']);
    expect(fireTargets(s, 'bax')).toEqual(['t4', 't5']);
    expect(fireTargets(s, 'mi')).toEqual([]);
  });

  it('auxilia after a 2-hex move and a war machine after any move may not fire', () => {
    const s = setup({
      units: [
        { id: 'ax', side: 'bottom', type: 'AX', hex: 'G5' },
        { id: 'ax1', side: 'bottom', type: 'AX', hex: 'G8' },
        { id: 'wm', side: 'bottom', type: 'HWM', hex: 'G11' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E5' },
        { id: 't2', side: 'top', type: 'MI', hex: 'E8' },
        { id: 't3', side: 'top', type: 'MI', hex: 'E11' },
      ],
      pieces: { ax: { moved: 2 }, ax1: { moved: 1 }, wm: { moved: 1 } },
    });
    expect(fireTargets(s, 'ax')).toEqual([]);
    expect(fireTargets(s, 'ax1')).toEqual(['t2']);
    expect(fireTargets(s, 'wm')).toEqual([]);
  });

  it('a unit that has battled, or may not battle, has no targets', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'G5' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E5' },
      ],
      pieces: { li: { battled: true } },
    });
    expect(fireTargets(s, 'li')).toEqual([]);
    s.turn.pieces.li = { moved: 0, hasMoved: false, battled: false, mayNotBattle: true };
    expect(fireTargets(s, 'li')).toEqual([]);
  });
});

describe('10.3 Line of sight', () => {
  // Bottom light infantry at C5 fires at a top unit at A5: the line runs exactly along the B4|B5 hexside.
  const edge = (blockers: UnitSpec[], terrain: Setup['terrain'] = []) =>
    setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'C5' },
        { id: 't', side: 'top', type: 'MI', hex: 'A5' },
        ...blockers,
      ],
      terrain,
    });

  it('a line along a hexside is blocked only when both hexes beside it are obstacles', () => {
    expect(fireTargets(edge([]), 'li')).toEqual(['t']);
    expect(fireTargets(edge([{ id: 'f1', side: 'bottom', type: 'MI', hex: 'B4' }]), 'li')).toEqual(['t']);
    expect(fireTargets(edge([{ id: 'f2', side: 'bottom', type: 'MI', hex: 'B5' }]), 'li')).toEqual(['t']);
    expect(
      fireTargets(
        edge([
          { id: 'f1', side: 'bottom', type: 'MI', hex: 'B4' },
          { id: 'f2', side: 'bottom', type: 'MI', hex: 'B5' },
        ]),
        'li',
      ),
    ).toEqual([]);
    expect(
      fireTargets(
        edge([{ id: 'f2', side: 'bottom', type: 'MI', hex: 'B5' }], [{ hex: 'B4', type: 'forest' }]),
        'li',
      ),
    ).toEqual([]);
  });

  it('a leader is an obstacle too', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'C5' },
        { id: 't', side: 'top', type: 'MI', hex: 'A5' },
        { id: 'f1', side: 'bottom', type: 'MI', hex: 'B4' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'B5' }],
    });
    expect(fireTargets(s, 'li')).toEqual([]);
  });

  it('the board edge is an obstacle: a line along the edge of a half hex needs only one more obstacle', () => {
    // C13 to A13 runs along the hexside between B12 and the missing half hex B13.
    const open = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'C13' },
        { id: 't', side: 'top', type: 'MI', hex: 'A13' },
      ],
    });
    expect(fireTargets(open, 'li')).toEqual(['t']);
    const blocked = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'C13' },
        { id: 't', side: 'top', type: 'MI', hex: 'A13' },
        { id: 'f', side: 'bottom', type: 'MI', hex: 'B12' },
      ],
    });
    expect(fireTargets(blocked, 'li')).toEqual([]);
  });

  it('forest and camp between block; the target hex never blocks; broken ground and rivers never block', () => {
    const base = (terrain: Setup['terrain']) =>
      setup({
        units: [
          { id: 'lb', side: 'bottom', type: 'LB', hex: 'F5' },
          { id: 't', side: 'top', type: 'MI', hex: 'C5' },
        ],
        terrain,
      });
    expect(fireTargets(base([]), 'lb')).toEqual(['t']);
    expect(fireTargets(base([{ hex: 'E5', type: 'forest' }]), 'lb')).toEqual([]);
    expect(fireTargets(base([{ hex: 'D5', type: 'camp' }]), 'lb')).toEqual([]);
    expect(fireTargets(base([{ hex: 'C5', type: 'forest' }]), 'lb')).toEqual(['t']);
    expect(
      fireTargets(
        base([
          { hex: 'E5', type: 'broken' },
          { hex: 'D5', type: 'river', fordable: true },
        ]),
        'lb',
      ),
    ).toEqual(['t']);
  });

  it('hills block, unless firer and target stand on the same group of hills', () => {
    const base = (hills: string[]) =>
      setup({
        units: [
          { id: 'lb', side: 'bottom', type: 'LB', hex: 'F5' },
          { id: 't', side: 'top', type: 'MI', hex: 'C5' },
        ],
        terrain: hills.map((hex) => ({ hex, type: 'hill' as const })),
      });
    expect(fireTargets(base(['E5']), 'lb')).toEqual([]);
    expect(fireTargets(base(['F5', 'E5', 'D5', 'C5']), 'lb')).toEqual(['t']);
    expect(fireTargets(base(['E5', 'D5', 'C5']), 'lb')).toEqual([]);
    // Two hills apart, with low ground between, see each other.
    expect(fireTargets(base(['F5', 'C5']), 'lb')).toEqual(['t']);
  });
});

describe('10.3 Dice and scoring', () => {
  it("only the target's symbol hits; swords, helmets and other symbols miss; a flag makes it retreat", () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'G5' }],
      dice: ['swords', 'leader', 'heavy', 'flag'],
    });
    let events = fire(s, 'lb', 't');
    expect(diceOf(events)[0]).toMatchObject({ dice: 2, hits: 0, flags: 0 });
    expectCombatOver(s, 'lb');
    s.turn.pieces.lb!.battled = false;
    events = fire(s, 'lb', 't');
    expect(diceOf(events)[0]).toMatchObject({ hits: 1, flags: 1 });
    // Heavy infantry retreats 1 hex; the owner picks; no battle back, no evade afterwards.
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'retreat' });
    expect(options(s)).toEqual([
      { type: 'retreat', to: 'C6' },
      { type: 'retreat', to: 'C5' },
    ]);
    events = act(s, { type: 'retreat', to: 'C6' });
    expect(ofType(events, 'retreat')[0]).toMatchObject({ unit: 't', from: 'D5', to: 'C6' });
    expectCombatOver(s, 'lb');
    expectAllDiceUsed(s);
  });

  it('a light unit that could evade a close combat gets no choice against fire', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'F5' },
        { id: 't', side: 'top', type: 'LI', hex: 'D5' },
      ],
      dice: ['light', 'light'],
    });
    fire(s, 'li', 't');
    expect(blocks(s, 't')).toBe(2);
    expectCombatOver(s, 'li');
  });

  it('terrain: at most 1 die into a forest or out of a fordable river; a camp costs 1 die; card bonuses add', () => {
    const s = setup({
      units: [
        { id: 'a', side: 'bottom', type: 'LB', hex: 'G2' },
        { id: 'b', side: 'bottom', type: 'LB', hex: 'G6' },
        { id: 'c', side: 'bottom', type: 'LB', hex: 'G10' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E2' },
        { id: 't2', side: 'top', type: 'MI', hex: 'E6' },
        { id: 't3', side: 'top', type: 'MI', hex: 'E10' },
      ],
      terrain: [
        { hex: 'E2', type: 'forest' },
        { hex: 'G6', type: 'river', fordable: true },
        { hex: 'G10', type: 'camp' },
      ],
      dice: ['light', 'light', 'light'],
    });
    expect(diceOf(fire(s, 'a', 't1'))[0]).toMatchObject({ dice: 1 });
    expect(diceOf(fire(s, 'b', 't2'))[0]).toMatchObject({ dice: 1 });
    expect(diceOf(fire(s, 'c', 't3'))[0]).toMatchObject({ dice: 1 });
    expectAllDiceUsed(s);
    const t = setup({
      card: 'i-am-spartacus',
      units: [
        { id: 'a', side: 'bottom', type: 'LB', hex: 'G2' },
        { id: 't1', side: 'top', type: 'MI', hex: 'E2' },
      ],
      dice: ['light', 'light', 'light'],
    });
    expect(diceOf(fire(t, 'a', 't1'))[0]).toMatchObject({ dice: 3 });
  });

  it('a unit with a leader that loses blocks to fire makes a leader casualty check', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5', name: 'Hanno' }],
      dice: ['heavy', 'light', 'leader', 'leader'],
    });
    const events = fire(s, 'lb', 't');
    expect(ofType(events, 'leader-check')[0]).toMatchObject({
      leader: 'tL1',
      faces: ['leader', 'leader'],
      result: 'killed',
    });
    expect(s.leaders.tL1).toBeUndefined();
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'leader', what: 'Hanno' });
    expectCombatOver(s, 'lb');
    expectAllDiceUsed(s);
  });

  it('10-B a lone leader may be fired at: a helmet kills him, otherwise he evades', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'lb2', side: 'bottom', type: 'LB', hex: 'G9' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'D5' },
        { id: 'tL2', side: 'top', hex: 'D9' },
      ],
      dice: [...['light', 'leader'], ...['light', 'flag']],
    });
    expect(fireTargets(s, 'lb')).toEqual(['tL1']);
    expect(fireTargets(s, 'lb2')).toEqual(['tL2']);
    let events = fire(s, 'lb', 'tL1');
    expect(s.leaders.tL1).toBeUndefined();
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'leader' });
    events = fire(s, 'lb2', 'tL2');
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'leader-evade' });
    act(s, { type: 'leader-evade', to: 'B9' });
    expect(hexOf(s, 'tL2')).toBe('B9');
    expectCombatOver(s, 'lb2');
    expectAllDiceUsed(s);
  });
});
