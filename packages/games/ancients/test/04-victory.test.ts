import type { GameEvent } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { awardBanner, endGame, simultaneously } from '../src/banners.ts';
import { combatLegal, combatPending } from '../src/combat/index.ts';
import { evaluate } from '../src/evaluate.ts';
import { ancients } from '../src/index.ts';
import { blocks, expectAllDiceUsed, fire, hexOf, ofType, setup } from './support/combat-fixture.ts';

/** Both armies one banner short of 6. */
const oneShort = { bannersToWin: 6, banners: { top: 5, bottom: 5 } };

describe('4-A Both sides reach their banner count in the same resolution', () => {
  it('an elephant blocked by a unit of each side eliminates both: the battle is a draw', () => {
    const s = setup({
      ...oneShort,
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'x', side: 'top', type: 'MI', hex: 'D4', blocks: 1 },
        { id: 'y', side: 'bottom', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      // The shot (a flag), then the rampage against both blockers (no symbol), then the blocked retreat.
      dice: [...['flag', 'light'], ...['swords', 'swords'], ...['swords', 'swords']],
    });
    const events = fire(s, 'lb', 'el');
    expect(s.units.x).toBeUndefined();
    expect(s.units.y).toBeUndefined();
    expect(s.banners.top).toHaveLength(6);
    expect(s.banners.bottom).toHaveLength(6);
    expect(s.winner).toBe('draw');
    expect(s.phase).toBe('over');
    expect(s.combat).toBeNull();
    expect(ofType(events, 'game-over')).toEqual([]);
    expect(ofType(events, 'game-drawn')).toHaveLength(1);
    expect(ancients.outcome(s)).toMatchObject({ winners: [], score: { top: 6, bottom: 6 } });
    expect(combatPending(s)).toEqual([]);
    expect(combatLegal(s, 'top')).toEqual([]);
    expect(ancients.legal(s, 'bottom')).toEqual([]);
    expect(evaluate(s, 'top')).toBe(0);
    expect(evaluate(s, 'bottom')).toBe(0);
    expectAllDiceUsed(s);
  });

  it('a rampage that eliminates a unit of each side gives a draw, whichever neighbour was rolled first', () => {
    const s = setup({
      ...oneShort,
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'f', side: 'top', type: 'LI', hex: 'E6', blocks: 1 },
        { id: 'g', side: 'bottom', type: 'LI', hex: 'E4', blocks: 1 },
      ],
      dice: [...['flag', 'medium'], ...['light', 'swords'], ...['light', 'swords']],
    });
    const events = fire(s, 'lb', 'el');
    expect(ofType(events, 'dice').filter((e) => e.purpose === 'rampage')).toHaveLength(2);
    expect(s.winner).toBe('draw');
    // The game ended with the rampage: the elephant never retreated.
    expect(hexOf(s, 'el')).toBe('E5');
    expect(ofType(events, 'retreat')).toEqual([]);
    expectAllDiceUsed(s);
  });

  it('the whole rampage is rolled before the outcome: only one side reaching its count wins', () => {
    const s = setup({
      bannersToWin: 6,
      banners: { top: 4, bottom: 5 },
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'f', side: 'top', type: 'LI', hex: 'E6', blocks: 1 },
        { id: 'g', side: 'bottom', type: 'LI', hex: 'E4', blocks: 1 },
      ],
      dice: [...['flag', 'medium'], ...['light', 'swords'], ...['light', 'swords']],
    });
    const events = fire(s, 'lb', 'el');
    expect(s.units.g).toBeUndefined();
    expect(s.banners.top).toHaveLength(5);
    expect(s.winner).toBe('bottom');
    expect(ofType(events, 'game-over')).toHaveLength(1);
    expect(hexOf(s, 'el')).toBe('E5');
    expectAllDiceUsed(s);
  });

  it("the rampage's leader casualty checks are rolls of their own, after the outcome of the rampage", () => {
    const s = setup({
      ...oneShort,
      units: [
        { id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' },
        { id: 'el', side: 'top', type: 'EL', hex: 'E5' },
        { id: 'f', side: 'top', type: 'LI', hex: 'E6', blocks: 1 },
        { id: 'g', side: 'bottom', type: 'MI', hex: 'E4', blocks: 2 },
      ],
      leaders: [{ id: 'bL1', side: 'bottom', hex: 'E4' }],
      // f is eliminated (bottom's 6th banner); g loses a block, but its leader's check is never rolled.
      dice: [...['flag', 'medium'], ...['light', 'swords'], ...['medium', 'swords']],
    });
    const events = fire(s, 'lb', 'el');
    expect(blocks(s, 'g')).toBe(1);
    expect(s.winner).toBe('bottom');
    expect(ofType(events, 'leader-check')).toEqual([]);
    expect(s.leaders.bL1).toBeDefined();
    expectAllDiceUsed(s);
  });

  it("a scenario's sudden defeat in the same resolution as the other side's last banner is a draw too", () => {
    const s = setup({ ...oneShort, units: [{ id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' }] });
    const events: GameEvent[] = [];
    simultaneously(s, events, () => {
      endGame(s, 'top', 'Scipio has left the battle', events);
      expect(s.winner).toBeNull();
      awardBanner(s, 'bottom', { reason: 'unit', what: 'MI x' }, events);
    });
    expect(s.winner).toBe('draw');
    expect(s.endReason).toMatch(/Scipio has left the battle/);
  });

  it('a sudden defeat and a banner for the same side in one resolution is that side’s win', () => {
    const s = setup({ ...oneShort, units: [{ id: 'lb', side: 'bottom', type: 'LB', hex: 'G5' }] });
    const events: GameEvent[] = [];
    simultaneously(s, events, () => {
      awardBanner(s, 'top', { reason: 'leader', what: 'Scipio' }, events);
      endGame(s, 'top', 'Scipio has left the battle', events);
    });
    expect(s.winner).toBe('top');
    expect(ofType(events, 'game-over')).toHaveLength(1);
  });
});
