/**
 * 13 Special actions: evade (13.1), momentum advance (13.2) with the cavalry extra hex, and bonus close combat (13.3).
 */
import type { GameEvent } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { beginRangedCombat, combatPending } from '../src/combat/index.ts';
import type { UnitType } from '../src/types.ts';
import {
  act,
  blocks,
  close,
  decision,
  diceOf,
  expectAllDiceUsed,
  expectCombatOver,
  hexOf,
  ofType,
  options,
  setup,
} from './support/combat-fixture.ts';

describe('13.1 Evade', () => {
  const mayEvade = (defender: UnitType, attacker: UnitType): boolean => {
    const s = setup({
      units: [
        { id: 'a', side: 'bottom', type: attacker, hex: 'E5' },
        { id: 'd', side: 'top', type: defender, hex: 'D5' },
      ],
    });
    close(s, 'a', 'd');
    const pending = combatPending(s);
    return pending[0]?.kind === 'combat-reaction' && options(s).some((o) => o.type === 'evade');
  };

  it('who may evade whom', () => {
    const cases: [UnitType, UnitType, boolean][] = [
      ['LI', 'HI', true],
      ['LB', 'LC', true],
      ['LC', 'HC', true],
      ['LBC', 'EL', true],
      ['HWM', 'MI', true],
      ['MC', 'MI', true],
      ['MC', 'HC', true],
      ['MC', 'EL', true],
      ['MC', 'LC', false],
      ['MC', 'MC', false],
      ['CAM', 'HI', true],
      ['CAM', 'MC', false],
      ['HC', 'MI', true],
      ['HC', 'EL', true],
      ['HC', 'HC', false],
      ['HCH', 'LC', false],
      ['HCH', 'WA', true],
      ['AX', 'LI', false],
      ['MI', 'LI', false],
      ['WA', 'LI', false],
      ['HI', 'LI', false],
      ['EL', 'LI', false],
    ];
    for (const [defender, attacker, expected] of cases)
      expect(mayEvade(defender, attacker), `${defender} vs ${attacker}`).toBe(expected);
  });

  it("the attacker rolls its full dice but only the evader's symbol hits; it then moves 2 hexes; no advance, no battle back", () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'lc', side: 'top', type: 'LC', hex: 'D5' },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'E5' }],
      dice: ['light', 'swords', 'leader', 'flag', 'light'],
    });
    close(s, 'hi', 'lc');
    expect(options(s)).toEqual([
      { type: 'stand' },
      { type: 'evade', to: 'B6' },
      { type: 'evade', to: 'B5' },
      { type: 'evade', to: 'B4' },
    ]);
    const events = act(s, { type: 'evade', to: 'B5' });
    expect(diceOf(events)[0]).toMatchObject({ purpose: 'evade', dice: 5, hits: 2, flags: 0 });
    expect(blocks(s, 'lc')).toBe(1);
    expect(ofType(events, 'evade-move')[0]).toMatchObject({ unit: 'lc', from: 'D5', to: 'B5' });
    expect(hexOf(s, 'lc')).toBe('B5');
    expectCombatOver(s, 'hi');
    expect(hexOf(s, 'hi')).toBe('E5');
    expectAllDiceUsed(s);
  });

  it('1 hex only when a 2-hex evade is impossible; none on the baseline', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'C5' },
        { id: 'li', side: 'top', type: 'LI', hex: 'B5' },
        { id: 'hi2', side: 'bottom', type: 'HI', hex: 'B9' },
        { id: 'li2', side: 'top', type: 'LI', hex: 'A9' },
      ],
    });
    close(s, 'hi', 'li');
    expect(options(s)).toEqual([{ type: 'stand' }, { type: 'evade', to: 'A6' }, { type: 'evade', to: 'A5' }]);
    const t = setup({
      units: [
        { id: 'hi2', side: 'bottom', type: 'HI', hex: 'B9' },
        { id: 'li2', side: 'top', type: 'LI', hex: 'A9' },
      ],
      dice: ['light', 'light', 'light', 'light', 'light'],
    });
    const events = close(t, 'hi2', 'li2');
    // No evade from the baseline: the attack goes in at once.
    expect(diceOf(events)[0]).toMatchObject({ purpose: 'attack', hits: 5 });
  });

  it('a lone friendly leader in the first hex stops the evade there; he attaches', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'lc', side: 'top', type: 'LC', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'C5' }],
      dice: ['medium', 'medium', 'medium', 'medium', 'medium'],
    });
    close(s, 'hi', 'lc');
    expect(options(s)).toContainEqual({ type: 'evade', to: 'C5' });
    const events = act(s, { type: 'evade', to: 'C5' });
    expect(ofType(events, 'leader-attached')[0]).toMatchObject({ leader: 'tL1', unit: 'lc', hex: 'C5' });
    expect(hexOf(s, 'lc')).toBe('C5');
  });

  it('an evader eliminated by the roll gives the banner, and still no momentum advance', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'lc', side: 'top', type: 'LC', hex: 'D5', blocks: 1 },
      ],
      dice: ['light', 'light', 'light', 'light', 'light'],
    });
    close(s, 'hi', 'lc');
    const events = act(s, { type: 'evade', to: 'B5' });
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom' });
    expectCombatOver(s, 'hi');
  });

  it('16-F an evader that loses a block in a marsh on its first hex keeps the loss when it moves on', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'E5' },
        { id: 'lc', side: 'top', type: 'LC', hex: 'D5' },
      ],
      terrain: [{ hex: 'C5', type: 'marsh' }],
      // The evade roll misses (no green circle); the marsh roll on C5 shows the cavalry's own symbol.
      dice: [...['medium', 'medium', 'medium', 'medium', 'medium'], 'light'],
    });
    close(s, 'hi', 'lc');
    const events = act(s, { type: 'evade', to: 'B4' });
    expect(ofType(events, 'evade-move')[0]).toMatchObject({ path: ['C5', 'B4'] });
    expect(ofType(events, 'loss')[0]).toMatchObject({ unit: 'lc', cause: 'marsh', blocks: 2 });
    expect(hexOf(s, 'lc')).toBe('B4');
    expect(blocks(s, 'lc')).toBe(2);
    expectAllDiceUsed(s);
  });

  it('a war machine that evades is taken off the board with no banner; its leader stays where it would have ended', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'wm', side: 'top', type: 'HWM', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: ['heavy', 'light', 'light', 'light'],
    });
    close(s, 'mi', 'wm');
    const events = act(s, { type: 'evade', to: 'B5' });
    expect(blocks(s, 'wm')).toBe(0);
    expect(s.units.wm).toBeUndefined();
    expect(ofType(events, 'banner')).toEqual([]);
    expect(ofType(events, 'leader-check')).toEqual([]);
    expect(hexOf(s, 'tL1')).toBe('B5');
    expectCombatOver(s, 'mi');
  });
});

describe('13.2 Momentum advance', () => {
  it('after eliminating the defender the attacker may advance (with its leader); not after fire; never a war machine', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
        { id: 'wm', side: 'bottom', type: 'HWM', hex: 'E8' },
        { id: 't2', side: 'top', type: 'MI', hex: 'D8', blocks: 1 },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'E5' }],
      dice: [...['medium', 'light', 'light', 'light'], ...['medium', 'light']],
    });
    close(s, 'mi', 't');
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'momentum-advance' });
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'mi')).toBe('D5');
    expect(hexOf(s, 'bL1')).toBe('D5');
    // A foot unit with a leader may now bonus combat, but nothing is adjacent: the combat ends.
    expectCombatOver(s, 'mi');
    close(s, 'wm', 't2');
    expect(s.units.t2).toBeUndefined();
    expectCombatOver(s, 'wm');
    expect(hexOf(s, 'wm')).toBe('E8');
    expectAllDiceUsed(s);
  });

  it('no advance after ranged combat', () => {
    const s = setup({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'F5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      dice: ['medium', 'light'],
    });
    const events: GameEvent[] = [];
    beginRangedCombat(s, 'li', 't', events);
    expect(s.units.t).toBeUndefined();
    expectCombatOver(s, 'li');
  });

  it('13-B no advance after beating a lone leader, whether he dies or evades (an evading defender)', () => {
    const killed = setup({
      units: [{ id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' }],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: ['leader', 'light', 'light', 'light'],
    });
    close(killed, 'mi', 'tL1');
    expect(killed.leaders.tL1).toBeUndefined();
    expectCombatOver(killed, 'mi');
    expect(hexOf(killed, 'mi')).toBe('E5');
    const evaded = setup({
      units: [{ id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' }],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: ['light', 'light', 'light', 'light'],
    });
    close(evaded, 'mi', 'tL1');
    act(evaded, { type: 'leader-evade', to: 'C6' });
    expectCombatOver(evaded, 'mi');
    expect(hexOf(evaded, 'mi')).toBe('E5');
  });

  it("13-B a leader left alone by his unit's elimination does not stop the advance once he has gone", () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5', blocks: 1 },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: [...['heavy', 'light', 'light', 'light'], 'leader'],
    });
    close(s, 'mi', 't');
    expect(s.leaders.tL1).toBeUndefined();
    expect(decision(s)).toMatchObject({ kind: 'momentum-advance' });
  });

  it('advancing into a camp hex of a camp-capture scenario scores it', () => {
    const s = setup({
      specialRules: [{ rule: 'camp-capture', side: 'bottom', hexes: ['D5'], banners: 1, once: true }],
      terrain: [{ hex: 'D5', type: 'camp' }],
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'LI', hex: 'D5', blocks: 1 },
      ],
      dice: ['light', 'light', 'light'],
    });
    close(s, 'mi', 't');
    act(s, { type: 'stand' });
    const events = act(s, { type: 'momentum-advance' });
    expect(ofType(events, 'banner').map((b) => b.reason)).toEqual(['objective']);
    expect(s.banners.bottom).toHaveLength(2);
  });
});

describe('13.3 Bonus close combat', () => {
  const afterAdvance = (type: UnitType, opts: { leader?: boolean; terrain?: 'forest' | 'broken' } = {}) => {
    const s = setup({
      units: [
        { id: 'a', side: 'bottom', type, hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
        { id: 't2', side: 'top', type: 'MI', hex: 'C5' },
      ],
      leaders: opts.leader ? [{ id: 'bL1', side: 'bottom', hex: 'E5' }] : [],
      terrain: opts.terrain ? [{ hex: 'D5', type: opts.terrain }] : [],
      dice: ['medium', 'medium', 'medium', 'medium', 'medium'],
    });
    close(s, 'a', 't');
    act(s, { type: 'momentum-advance' });
    return s;
  };
  const bonusTargets = (s: ReturnType<typeof setup>) =>
    s.combat
      ? options(s)
          .filter((o) => o.type === 'bonus-combat')
          .map((o) => o.target)
      : [];

  it('mounted units (not elephants), warriors, and foot units with a leader may bonus combat', () => {
    expect(bonusTargets(afterAdvance('MC'))).toEqual(['t2']);
    expect(bonusTargets(afterAdvance('HCH'))).toEqual(['t2']);
    expect(bonusTargets(afterAdvance('WA'))).toEqual(['t2']);
    expect(bonusTargets(afterAdvance('HI', { leader: true }))).toEqual(['t2']);
    expect(bonusTargets(afterAdvance('HI'))).toEqual([]);
    expect(bonusTargets(afterAdvance('EL'))).toEqual([]);
  });

  it('not after advancing into terrain where the unit could not battle (mounted into broken ground, heavy foot into forest)', () => {
    expect(bonusTargets(afterAdvance('MC', { terrain: 'broken' }))).toEqual([]);
    expect(bonusTargets(afterAdvance('HI', { leader: true, terrain: 'forest' }))).toEqual([]);
    expect(bonusTargets(afterAdvance('WA', { terrain: 'forest' }))).toEqual(['t2']);
  });

  it('cavalry may first move one extra hex; the bonus target then depends on where it stands', () => {
    const s = afterAdvance('MC');
    const opts = options(s);
    expect(
      opts
        .filter((o) => o.type === 'extra-hex')
        .map((o) => o.to)
        .sort(),
    ).toEqual(['C6', 'D4', 'D6', 'E5', 'E6']);
    const events = act(s, { type: 'extra-hex', to: 'C6' });
    expect(ofType(events, 'extra-hex')[0]).toMatchObject({ unit: 'a', from: 'D5', to: 'C6' });
    // From C6 the infantry at C5 is still adjacent; no second extra hex.
    expect(options(s)).toEqual([{ type: 'bonus-combat', target: 't2' }, { type: 'no-bonus-combat' }]);
    // Camels are not cavalry: no extra hex.
    expect(options(afterAdvance('CAM')).some((o) => o.type === 'extra-hex')).toBe(false);
  });

  it('the bonus combat is a full close combat; afterwards a further advance, but no second bonus combat', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
        { id: 't2', side: 'top', type: 'MI', hex: 'C5', blocks: 1 },
        { id: 't3', side: 'top', type: 'MI', hex: 'B5' },
      ],
      dice: [...['medium', 'light', 'light'], ...['medium', 'light', 'light']],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    let events = act(s, { type: 'bonus-combat', target: 't2' });
    expect(ofType(events, 'bonus-combat')[0]).toMatchObject({ unit: 'mc', target: 't2' });
    expect(s.units.t2).toBeUndefined();
    expect(decision(s)).toMatchObject({ kind: 'momentum-advance' });
    events = act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'mc')).toBe('C5');
    expectCombatOver(s, 'mc');
    expectAllDiceUsed(s);
  });

  it('Clash of Shields adds its 2 dice to the first combat only; Mounted Charge adds 1 to the bonus combat too', () => {
    // Forced dice keep the first combat decisive: medium hits.
    const withDice = (card: string, n: number) => {
      const s = setup({
        card,
        units: [
          { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
          { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
          { id: 't2', side: 'top', type: 'HI', hex: 'C5' },
        ],
        dice: Array(n).fill('medium'),
      });
      const first = diceOf(close(s, 'mc', 't'))[0]?.dice;
      act(s, { type: 'momentum-advance' });
      const events = act(s, { type: 'bonus-combat', target: 't2' });
      return [first, diceOf(events)[0]?.dice];
    };
    expect(withDice('clash-of-shields', 5)).toEqual([5, 3]);
    expect(withDice('mounted-charge', 4)).toEqual([4, 4]);
  });
});
