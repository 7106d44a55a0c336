import { describe, expect, it } from 'vitest';
import { closeCombatTargets, combatLegal, combatPending } from '../src/combat/index.ts';
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

describe('14.1 Leader casualty check', () => {
  it('unit survives with losses: 2 dice, one helmet is not enough', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: [...['heavy', 'light', 'light', 'light'], ...['leader', 'flag']],
    });
    const events = close(s, 'mi', 't');
    expect(ofType(events, 'leader-check')[0]).toMatchObject({
      leader: 'tL1',
      faces: ['leader', 'flag'],
      result: 'survived',
    });
    expect(s.leaders.tL1).toBeDefined();
    expectAllDiceUsed(s);
  });

  it('no check when the unit only takes flags and completes its retreat', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: ['flag', 'light', 'light', 'light'],
    });
    close(s, 'mi', 't');
    const events = act(s, { type: 'ignore-flags', count: 0 });
    expect(ofType(events, 'leader-check')).toEqual([]);
    act(s, { type: 'retreat', to: 'C6' });
    expect(hexOf(s, 'tL1')).toBe('C6');
  });

  it('unit eliminated: 1 die, a helmet kills him (a banner for the leader too)', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'HI', hex: 'D5', blocks: 1 },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5', name: 'Hasdrubal' }],
      dice: [...['heavy', 'light', 'light', 'light'], 'leader'],
    });
    const events = close(s, 'mi', 't');
    expect(ofType(events, 'leader-check')[0]).toMatchObject({
      unitEliminated: true,
      faces: ['leader'],
      result: 'killed',
    });
    expect(ofType(events, 'banner').map((b) => [b.reason, b.total])).toEqual([
      ['unit', 1],
      ['leader', 2],
    ]);
    expect(decision(s)).toMatchObject({ kind: 'momentum-advance' });
    expectAllDiceUsed(s);
  });

  it('unit eliminated, leader survives the roll: he must evade 1-3 hexes toward his side, or off his baseline', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'D5' },
        { id: 't', side: 'top', type: 'HI', hex: 'C5', blocks: 1 },
        { id: 'f', side: 'top', type: 'MI', hex: 'B5' },
      ],
      leaders: [
        { id: 'tL1', side: 'top', hex: 'C5' },
        { id: 'tL2', side: 'top', hex: 'B4' },
      ],
      dice: [...['heavy', 'light', 'light', 'light'], 'flag'],
    });
    close(s, 'mi', 't');
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'leader-evade' });
    // Through B5 (friendly unit) or not onto B4 (another leader); A4, A5, A6; off the board.
    expect(options(s).map((o) => o.to)).toEqual(['B5', 'A6', 'off', 'A5', 'A4']);
    const events = act(s, { type: 'leader-evade', to: 'off' });
    expect(ofType(events, 'leader-left-board')[0]).toMatchObject({ leader: 'tL1', banner: false });
    expect(s.leaders.tL1).toBeUndefined();
    expect(s.banners.bottom).toHaveLength(1);
    expect(s.scenarioFlags['leader-left-board:top']).toBe(true);
    // The hex is empty now: momentum advance.
    expect(decision(s)).toMatchObject({ seat: 'bottom', kind: 'momentum-advance' });
  });

  it('a leader ending his evade on a friendly unit attaches to it', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'D5' },
        { id: 't', side: 'top', type: 'HI', hex: 'C5', blocks: 1 },
        { id: 'f', side: 'top', type: 'MI', hex: 'B5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'C5' }],
      dice: [...['heavy', 'light', 'light', 'light'], 'flag'],
    });
    close(s, 'mi', 't');
    const events = act(s, { type: 'leader-evade', to: 'B5' });
    expect(ofType(events, 'leader-attached')[0]).toMatchObject({ leader: 'tL1', unit: 'f' });
  });

  it('only one check per combat: a failed retreat after a survived check costs blocks but no second roll', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'B5' },
        { id: 't', side: 'top', type: 'MI', hex: 'A5' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'A5' }],
      dice: [...['medium', 'flag', 'light', 'light', 'light'], ...['leader', 'light']],
    });
    close(s, 'hi', 't');
    const events = act(s, { type: 'ignore-flags', count: 0 });
    expect(ofType(events, 'retreat-blocked')[0]).toMatchObject({ hexes: 1 });
    expect(blocks(s, 't')).toBe(2);
    expect(ofType(events, 'leader-check')).toEqual([]);
    expectAllDiceUsed(s);
  });

  it('a leader checked once whose unit is then eliminated by a blocked retreat evades without a roll', () => {
    const s = setup({
      units: [
        { id: 'hi', side: 'bottom', type: 'HI', hex: 'B5' },
        { id: 't', side: 'top', type: 'MI', hex: 'A5', blocks: 2 },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'A5' }],
      dice: [...['medium', 'flag', 'light', 'light', 'light'], ...['light', 'light']],
    });
    close(s, 'hi', 't');
    const events = act(s, { type: 'ignore-flags', count: 0 });
    expect(s.units.t).toBeUndefined();
    expect(ofType(events, 'leader-check')).toEqual([]);
    // On his baseline with no hex behind him: leaving the board is his only evade.
    expect(ofType(events, 'leader-left-board')[0]).toMatchObject({ leader: 'tL1' });
    expectAllDiceUsed(s);
  });
});

describe('14.2 A lone leader attacked', () => {
  it('he may be attacked in close combat; a helmet kills him, whatever the attacker', () => {
    const s = setup({
      units: [{ id: 'el', side: 'bottom', type: 'EL', hex: 'E5' }],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: ['leader'],
    });
    expect(closeCombatTargets(s, 'el')).toEqual(['tL1']);
    const events = close(s, 'el', 'tL1');
    // An elephant rolls 1 die against a leader, and here the helmet counts.
    expect(ofType(events, 'dice')[0]).toMatchObject({ dice: 1, hits: 1 });
    expect(s.leaders.tL1).toBeUndefined();
    // 13-B No momentum advance after a lone leader (an evading defender), even one killed.
    expectCombatOver(s, 'el');
    expectAllDiceUsed(s);
  });

  it('if he survives he evades; no battle back, no First Strike; no momentum advance (13-B)', () => {
    const s = setup({
      units: [{ id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' }],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      hands: { top: ['first-strike'] },
      dice: ['light', 'swords', 'medium', 'flag'],
    });
    close(s, 'mi', 'tL1');
    expect(decision(s)).toMatchObject({ seat: 'top', kind: 'leader-evade' });
    act(s, { type: 'leader-evade', to: 'C6' });
    expect(hexOf(s, 'tL1')).toBe('C6');
    expect(hexOf(s, 'mi')).toBe('E5');
    expect(s.hands.top).toHaveLength(1);
    expectCombatOver(s, 'mi');
  });
});

describe('14.3-14.4 Leader evade and escape', () => {
  it('a leader whose way home is held by the enemy escapes through it: each enemy unit passed rolls, a helmet kills', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'x', side: 'bottom', type: 'HI', hex: 'C5' },
        { id: 'y', side: 'bottom', type: 'LI', hex: 'C6' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: [...['light', 'light', 'light', 'light'], ...['light', 'flag']],
    });
    close(s, 'mi', 'tL1');
    // Every route runs into C5 or C6: he escapes; the engine takes the route past the fewest enemy dice (LI, 2).
    expect(decision(s)).toMatchObject({ kind: 'leader-evade' });
    const routes = options(s).map((o) => o.to);
    expect(routes).toContain('B6');
    const events = act(s, { type: 'leader-evade', to: 'B6' });
    expect(ofType(events, 'dice').at(-1)).toMatchObject({ purpose: 'escape', unit: 'y', dice: 2, hits: 0 });
    expect(hexOf(s, 'tL1')).toBe('B6');
    expectAllDiceUsed(s);
  });

  it('an escape roll with a helmet kills him', () => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 'x', side: 'bottom', type: 'HI', hex: 'C5' },
        { id: 'y', side: 'bottom', type: 'HI', hex: 'C6' },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      dice: [...['light', 'light', 'light', 'light'], ...['light', 'light', 'light', 'light', 'leader']],
    });
    close(s, 'mi', 'tL1');
    const events = act(s, { type: 'leader-evade', to: 'B5' });
    expect(ofType(events, 'leader-eliminated')[0]).toMatchObject({ leader: 'tL1' });
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'leader' });
  });

  it('with no route at all he is eliminated', () => {
    const s = setup({
      units: [{ id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' }],
      leaders: [{ id: 'tL1', side: 'top', hex: 'D5' }],
      terrain: [
        { hex: 'C5', type: 'lake' },
        { hex: 'C6', type: 'lake' },
      ],
      dice: ['light', 'light', 'light', 'light'],
    });
    const events = close(s, 'mi', 'tL1');
    expect(ofType(events, 'leader-trapped')[0]).toMatchObject({ leader: 'tL1' });
    expect(s.leaders.tL1).toBeUndefined();
    expect(ofType(events, 'banner')[0]).toMatchObject({ side: 'bottom', reason: 'leader' });
  });

  it('010 Castulo: Scipio leaving the board loses the battle at once', () => {
    const s = setup({
      side: 'top',
      specialRules: [{ rule: 'leader-loss-defeat', side: 'bottom', leader: 'bL1' }],
      units: [
        { id: 'mi', side: 'top', type: 'MI', hex: 'H5' },
        { id: 'b', side: 'bottom', type: 'MI', hex: 'I5', blocks: 1 },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'I5', name: 'Scipio' }],
      dice: [...['medium', 'light', 'light', 'light'], 'flag'],
    });
    const events = close(s, 'mi', 'b');
    expect(ofType(events, 'leader-left-board')[0]).toMatchObject({ leader: 'bL1' });
    expect(s.winner).toBe('top');
    expect(s.phase).toBe('over');
    expect(s.combat).toBeNull();
  });
});

describe('4 Banners end the game at once', () => {
  it('the banner that wins ends the combat on the spot: no checks, no retreats, no battle back', () => {
    const s = setup({
      bannersToWin: 3,
      banners: { bottom: 2 },
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5', blocks: 1 },
      ],
      leaders: [{ id: 'tL1', side: 'top', hex: 'E5' }],
      dice: ['medium', 'flag'],
    });
    const events = fire(s, 'lb', 't');
    expect(s.winner).toBe('bottom');
    expect(s.phase).toBe('over');
    expect(s.combat).toBeNull();
    expect(ofType(events, 'leader-check')).toEqual([]);
    expect(ofType(events, 'game-over')).toHaveLength(1);
    expect(combatPending(s)).toEqual([]);
    expect(combatLegal(s, 'top')).toEqual([]);
  });

  it('a rampage that gives the last banner stops everything once its dice are rolled (a unit trampled by its own elephant scores for the enemy)', () => {
    const s = setup({
      bannersToWin: 1,
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'f', side: 'top', type: 'LI', hex: 'E6', blocks: 1 },
        { id: 'g', side: 'bottom', type: 'LI', hex: 'E4' },
      ],
      dice: [...['flag', 'medium'], ...['light', 'light'], ...['swords', 'flag']],
    });
    const events = fire(s, 'lb', 'el');
    // The top light infantry at E6 is trampled and eliminated; the rampage's dice are one moment (4-A), so the
    // bottom unit at E4 is rolled against too before the game ends.
    expect(s.winner).toBe('bottom');
    expect(ofType(events, 'game-over')).toHaveLength(1);
    expect(ofType(events, 'dice').filter((e) => e.purpose === 'rampage')).toHaveLength(2);
    expect(blocks(s, 'g')).toBe(4);
    expect(hexOf(s, 'el')).toBe('E5');
    expect(s.combat).toBeNull();
    expectAllDiceUsed(s);
  });
});
