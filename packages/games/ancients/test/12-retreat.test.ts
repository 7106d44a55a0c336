import { describe, expect, it } from 'vitest';
import type { UnitType } from '../src/types.ts';
import {
  act,
  blocks,
  close,
  decision,
  expectAllDiceUsed,
  expectCombatOver,
  fire,
  hexOf,
  ofType,
  options,
  setup,
} from './support/combat-fixture.ts';

describe('12.1 Retreat movement', () => {
  it('hexes per flag: light foot 2, auxilia 1, medium and heavy foot 1, warriors 2, light cavalry 4, medium 3, heavy 2, chariots 2, elephants 1', () => {
    const table: [UnitType, number][] = [
      ['LI', 2],
      ['LB', 2],
      ['LS', 2],
      ['AX', 1],
      ['MI', 1],
      ['WA', 2],
      ['HI', 1],
      ['HWM', 1],
      ['LC', 4],
      ['LBC', 4],
      ['MC', 3],
      ['CAM', 3],
      ['HC', 2],
      ['HCH', 2],
      ['EL', 1],
    ];
    for (const [type, hexes] of table) {
      // Fired at by a bow at range 2: two flags.
      const s = setup({
        units: [
          { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
          // Warriors below full strength, so that they have no flag to ignore.
          { id: 't', side: 'top', type, hex: 'E5', ...(type === 'WA' ? { blocks: 3 } : {}) },
        ],
        dice: ['flag', 'flag'],
      });
      const events = fire(s, 'lb', 't');
      expect(ofType(events, 'flags')[0], type).toMatchObject({ flags: 2, retreat: 2 * hexes });
    }
  });

  it('the owner picks each hex, always toward his own baseline, never sideways', () => {
    const s = setup({
      side: 'top',
      units: [
        { id: 'lb', side: 'top', type: 'LB', hex: 'C5' },
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'E5' },
      ],
      dice: ['flag', 'light'],
    });
    fire(s, 'lb', 'lc');
    const path: string[] = [];
    while (s.combat) {
      expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'retreat' });
      const opts = options(s).map((a) => String(a.to));
      // Both choices are one row nearer row I.
      for (const to of opts) expect(to[0]!.charCodeAt(0)).toBe((path.at(-1) ?? 'E5').charCodeAt(0) + 1);
      path.push(opts[0]!);
      act(s, { type: 'retreat', to: opts[0]! });
    }
    expect(path).toHaveLength(4);
    expect(hexOf(s, 'lc')).toBe(path[3]);
    expect(path[3]![0]).toBe('I');
  });

  it('units, lone enemy leaders and impassable terrain block; a full retreat must be taken when there is one', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'LI', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'C5' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'C6' }],
      terrain: [{ hex: 'C4', type: 'lake' }],
      dice: ['flag', 'medium'],
    });
    fire(s, 'lb', 't');
    // From E5: D4 then C4 (lake) or C5 (unit): dead end; D5 then C5 (unit) or C6 (enemy leader): dead end too.
    // Neither path completes 2 hexes, so both 1-hex steps are offered, and the last hex costs a block.
    expect(options(s)).toEqual([
      { type: 'retreat', to: 'D5' },
      { type: 'retreat', to: 'D4' },
    ]);
    const events = act(s, { type: 'retreat', to: 'D4' });
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ unit: 't', hexes: 1 });
    expect(blocks(s, 't')).toBe(3);
    expectCombatOver(s, 'lb');

    const t = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'LI', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'C5' },
      ],
      terrain: [{ hex: 'C4', type: 'lake' }],
      dice: ['flag', 'medium'],
    });
    fire(t, 'lb', 't');
    // Only D5 leads on (to C6): it is taken automatically, then C6.
    expect(hexOf(t, 't')).toBe('C6');
    expect(blocks(t, 't')).toBe(4);
    expectCombatOver(t, 'lb');
  });

  it('a unit that cannot retreat at all loses one block per hex', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'C5' },
        { id: 't', side: 'top', type: 'MC', hex: 'A5' },
      ],
      dice: ['flag', 'light'],
    });
    const events = fire(s, 'lb', 't');
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ unit: 't', hexes: 3 });
    expect(s.units.t).toBeUndefined();
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'unit' });
  });

  it('an attached leader retreats with his unit; a lone friendly leader stops the retreat and attaches', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'lb2', side: 'bottom', type: 'LB', hex: 'G9' },
        { id: 't', side: 'top', type: 'LC', hex: 'E5' },
        { id: 't2', side: 'top', type: 'LC', hex: 'E9' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'E5' },
        { id: 'tL2', side: 'top', hex: 'D9' },
        { id: 'tL3', side: 'top', hex: 'D8' },
      ],
      dice: [...['flag', 'medium'], ...['flag', 'medium']],
    });
    fire(s, 'lb', 't');
    // The attached leader gives morale: the owner may ignore the flag, and chooses not to.
    act(s, { type: 'ignore-flags', count: 0 });
    act(s, { type: 'retreat', to: 'D5' });
    act(s, { type: 'retreat', to: 'C5' });
    act(s, { type: 'retreat', to: 'B5' });
    act(s, { type: 'retreat', to: 'A5' });
    expect(hexOf(s, 't')).toBe('A5');
    expect(hexOf(s, 'tL1')).toBe('A5');
    const events = fire(s, 'lb2', 't2');
    // Two lone friendly leaders next to it count as support; it takes the flag anyway.
    act(s, { type: 'ignore-flags', count: 0 });
    // It joins one of them (owner's choice) and the retreat ends there.
    expect(options(s)).toEqual([
      { type: 'retreat', to: 'D9' },
      { type: 'retreat', to: 'D8' },
    ]);
    void events;
    const done = act(s, { type: 'retreat', to: 'D9' });
    expect(ofType(done, 'leader-attached')[0]).toMatchObject({
      leader: 'tL2',
      unit: 't2',
      hex: 'D9',
      cancelled: 3,
    });
    expect(hexOf(s, 't2')).toBe('D9');
    expectCombatOver(s, 'lb2');
    expectAllDiceUsed(s);
  });

  it('a unit with its own leader may not retreat onto a lone friendly leader', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'HI', hex: 'E5' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'E5' },
        { id: 'tL2', side: 'top', hex: 'D4' },
      ],
      dice: ['flag', 'light'],
    });
    fire(s, 'lb', 't');
    // D4 holds a lone friendly leader; the unit has its own: only D5 is open, and it is taken at once.
    const events = act(s, { type: 'ignore-flags', count: 0 });
    expect(ofType(events, 'retreat')[0]).toMatchObject({ unit: 't', to: 'D5', leader: 'tL1' });
    expectCombatOver(s, 'lb');
  });
});

describe('12.2 Ignoring flags', () => {
  it('support: two adjacent friendly units, or lone friendly leaders, let a unit ignore one flag; ignoring is optional', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5' },
        { id: 'f', side: 'top', type: 'MI', hex: 'E4' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'E6' }],
      dice: ['flag', 'flag'],
    });
    fire(s, 'lb', 't');
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
    expect(options(s)).toEqual([
      { type: 'ignore-flags', count: 0 },
      { type: 'ignore-flags', count: 1 },
    ]);
    const events = act(s, { type: 'ignore-flags', count: 0 });
    expect(ofType(events, 'flags')[0]).toMatchObject({ flags: 2, ignored: 0, retreat: 2 });
  });

  it('one friendly neighbour is not support; the sources add up (leader + support + full-strength warriors = 3)', () => {
    const lone = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5' },
        { id: 'f', side: 'top', type: 'MI', hex: 'E4' },
      ],
      dice: ['flag', 'light'],
    });
    fire(lone, 'lb', 't');
    expect(decision(lone)).toMatchObject({ kind: 'retreat' });

    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'F5' },
        { id: 't', side: 'top', type: 'WA', hex: 'E5' },
        { id: 'f1', side: 'top', type: 'MI', hex: 'E4' },
        { id: 'f2', side: 'top', type: 'MI', hex: 'E6' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'E5' }],
      dice: ['flag', 'flag', 'flag', 'flag', 'light'],
    });
    close(s, 'hi', 't');
    expect(options(s).map((a) => a.count)).toEqual([0, 1, 2, 3]);
    act(s, { type: 'ignore-flags', count: 3 });
    act(s, { type: 'retreat', to: 'D5' });
    act(s, { type: 'retreat', to: 'C5' });
    expect(hexOf(s, 't')).toBe('C5');
  });

  it('elephants receive no support, but give it', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'f1', side: 'top', type: 'EL', hex: 'E4' },
        { id: 'f2', side: 'top', type: 'MI', hex: 'E6' },
      ],
      dice: [...['flag', 'light'], ...['light', 'light', 'light', 'light']],
    });
    const events = fire(s, 'lb', 'el');
    // Two friendly neighbours, but no flag decision: the elephant rampages at once (2 dice at each neighbour).
    expect(ofType(events, 'flags')[0]).toMatchObject({ ignored: 0, retreat: 1 });
    expect(ofType(events, 'dice').filter((e) => e.purpose === 'rampage')).toHaveLength(2);
    const t = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'mi', side: 'top', type: 'MI', hex: 'E5' },
        { id: 'f1', side: 'top', type: 'EL', hex: 'E4' },
        { id: 'f2', side: 'top', type: 'EL', hex: 'E6' },
      ],
      dice: ['flag', 'light'],
    });
    fire(t, 'lb', 'mi');
    // Two elephants beside it support the medium infantry.
    expect(decision(t)).toMatchObject({ seat: 'top', kind: 'ignore-flags' });
  });

  it("Fright at First Sight: that side's foot may not ignore an elephant's flags in close combat", () => {
    const rule = [{ rule: 'fright-at-first-sight', side: 'bottom' }];
    const s = setup({
      side: 'top',
      specialRules: rule,
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'D5' },
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'f1', side: 'bottom', type: 'MI', hex: 'E4' },
        { id: 'f2', side: 'bottom', type: 'MI', hex: 'E6' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'E5' }],
      dice: ['flag', 'light', 'light', 'light'],
    });
    const events = close(s, 'el', 'mi');
    expect(ofType(events, 'flags')[0]).toMatchObject({ ignored: 0, retreat: 1 });
  });
});

describe('12.3 Horses against elephants and camels', () => {
  it('a horse unit retreats one extra hex per elephant flag it takes; an ignored flag adds nothing', () => {
    const s = setup({
      side: 'top',
      units: [
        { id: 'el', side: 'top', type: 'EL', hex: 'D5' },
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 'f1', side: 'bottom', type: 'MI', hex: 'E4' },
        { id: 'f2', side: 'bottom', type: 'MI', hex: 'E6' },
      ],
      dice: ['flag', 'flag', 'light'],
    });
    close(s, 'el', 'mc');
    // MC may evade heavy mounted units: it stands.
    act(s, { type: 'stand' });
    const events = act(s, { type: 'ignore-flags', count: 1 });
    expect(ofType(events, 'flags')[0]).toMatchObject({ flags: 2, ignored: 1, retreat: 4 });
  });
});

describe('12.4 Elephant rampage', () => {
  it('an elephant blocked only by the board edge or impassable terrain loses blocks itself', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'C5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'A5' },
      ],
      dice: ['flag', 'light'],
    });
    const events = fire(s, 'lb', 'el');
    expect(ofType(events, 'rampage')).toHaveLength(1);
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ unit: 'el', hexes: 1, rule: '12.1' });
    expect(blocks(s, 'el')).toBe(1);
  });

  it('rampage hits only on the matching symbol: no swords, helmets or flags; lone leaders are unaffected', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'a', side: 'bottom', type: 'HI', hex: 'F5' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'E4' },
        { id: 'bL1', side: 'bottom', hex: 'F4' },
      ],
      dice: [...['flag', 'light'], ...['swords', 'leader']],
    });
    const events = fire(s, 'lb', 'el');
    const rampage = ofType(events, 'dice').filter((e) => e.purpose === 'rampage');
    expect(rampage).toHaveLength(1);
    expect(rampage[0]).toMatchObject({ target: 'a', hits: 0, flags: 0 });
    expect(blocks(s, 'a')).toBe(4);
    expectAllDiceUsed(s);
    void decision;
  });

  it('units blocking an elephant lose one block per hex it could not retreat, with a casualty check', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'D4' },
        { id: 'y', side: 'bottom', type: 'MI', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D4' }],
      dice: [...['flag', 'light'], ...['light', 'light'], ...['light', 'light'], ...['leader', 'light']],
    });
    const events = fire(s, 'lb', 'el');
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({
      unit: 'el',
      rule: '12.4',
      blockers: ['y', 'x'],
    });
    expect(blocks(s, 'x')).toBe(3);
    expect(blocks(s, 'y')).toBe(3);
    expect(blocks(s, 'el')).toBe(2);
    expect(ofType(events, 'leader-check')[0]).toMatchObject({ leader: 'tL1', result: 'survived' });
    expectCombatOver(s, 'lb');
    expectAllDiceUsed(s);
  });
});

describe('16-F Marsh on the way back', () => {
  it('a unit retreating into a marsh rolls a die and loses a block on its own symbol', () => {
    const s = setup({
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'D4' },
      ],
      terrain: [{ hex: 'D5', type: 'marsh' }],
      dice: ['flag', 'light', 'medium'],
    });
    const events = fire(s, 'lb', 't');
    expect(hexOf(s, 't')).toBe('D5');
    expect(ofType(events, 'dice').at(-1)).toMatchObject({ purpose: 'marsh', faces: ['medium'], hits: 1 });
    expect(blocks(s, 't')).toBe(3);
    expectAllDiceUsed(s);
  });
});
