/**
 * 16 Terrain and the momentum advance (RULINGS 13-B, 16-A, 16-B, 16-D, 16-F): the hexes that stop an
 * advancing unit end the cavalry extra hex, a unit leaving a marsh moves one hex only, and a unit that moved
 * onto a ford or marsh this turn may not advance out of it.
 */
import { describe, expect, it } from 'vitest';
import type { TerrainType } from '../src/types.ts';
import {
  act,
  close,
  decision,
  expectAllDiceUsed,
  expectCombatOver,
  hexOf,
  options,
  setup,
  type TerrainSpec,
} from './support/combat-fixture.ts';
import { Table } from './support/turn-fixture.ts';

const ford = (hex: string): TerrainSpec => ({ hex, type: 'river', fordable: true });
const plain = (hex: string, type: TerrainType): TerrainSpec => ({ hex, type });

describe('16 Terrain that stops: no cavalry extra hex after advancing into it (16-A, 16-B, 16-D, 16-F)', () => {
  // The medium cavalry at E5 eliminates the 1-block infantry at D5 and advances into D5.
  const advanceInto = (terrain: TerrainSpec) => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      terrain: [terrain],
      // Two attack dice (every one of these hexes caps close combat at 2); a marsh roll that misses.
      dice: ['medium', 'light', ...(terrain.type === 'marsh' ? ['flag'] : [])],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'mc')).toBe('D5');
    expectAllDiceUsed(s);
    return s;
  };

  it('forest, broken ground, a ford or a marsh ends the advance: no extra hex (and no bonus where barred)', () => {
    for (const t of [plain('D5', 'forest'), plain('D5', 'broken'), ford('D5'), plain('D5', 'marsh')]) {
      const s = advanceInto(t);
      // Nothing is adjacent to attack, so with no extra hex the combat is over.
      expect(s.combat, `${t.type}: the combat should be over`).toBeNull();
      expectCombatOver(s, 'mc');
    }
  });

  it('a mounted unit that advanced into broken ground never reaches a bonus combat through the extra hex', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
        // Next to C6 (an extra-hex destination) but not to D5.
        { id: 't2', side: 'top', type: 'MI', hex: 'B6' },
      ],
      terrain: [plain('D5', 'broken')],
      dice: ['medium', 'light'],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    expectCombatOver(s, 'mc');
    expect(hexOf(s, 'mc')).toBe('D5');
  });

  it('16-F a unit that advanced out of a marsh takes no extra hex (it leaves a marsh: one hex only)', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      terrain: [plain('E5', 'marsh')],
      dice: ['medium', 'light'],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'mc')).toBe('D5');
    expectCombatOver(s, 'mc');
  });

  it('on clear ground the extra hex is still offered', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      dice: ['medium', 'light', 'light'],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    expect(options(s).some((o) => o.type === 'extra-hex')).toBe(true);
  });
});

describe('16-D, 16-F Advancing out of a ford or marsh', () => {
  const fromStopHex = (terrain: TerrainSpec, moved: number) => {
    const s = setup({
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'E5' },
        { id: 't', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      terrain: [terrain],
      pieces: moved > 0 ? { mi: { moved } } : {},
      dice: ['medium', 'light'],
    });
    close(s, 'mi', 't');
    return s;
  };

  it('a unit that started the turn on a ford or marsh may advance out of it', () => {
    for (const t of [ford('E5'), plain('E5', 'marsh')])
      expect(decision(fromStopHex(t, 0))).toMatchObject({ kind: 'momentum-advance' });
  });

  it('a unit that moved onto the ford or marsh this turn may not advance out of it', () => {
    for (const t of [ford('E5'), plain('E5', 'marsh')]) {
      const s = fromStopHex(t, 1);
      expect(s.combat, `${t.type}: no momentum advance`).toBeNull();
      expectCombatOver(s, 'mi');
      expect(hexOf(s, 'mi')).toBe('E5');
    }
  });

  it('a unit that advanced onto a ford and won its bonus combat may not advance out again', () => {
    const s = setup({
      units: [
        { id: 'mc', side: 'bottom', type: 'MC', hex: 'F5' },
        { id: 't', side: 'top', type: 'MI', hex: 'E5', blocks: 1 },
        { id: 't2', side: 'top', type: 'MI', hex: 'D5', blocks: 1 },
      ],
      terrain: [ford('E5')],
      dice: [...['medium', 'light'], ...['medium', 'light']],
    });
    close(s, 'mc', 't');
    act(s, { type: 'momentum-advance' });
    expect(hexOf(s, 'mc')).toBe('E5');
    expect(options(s)).toEqual([{ type: 'bonus-combat', target: 't2' }, { type: 'no-bonus-combat' }]);
    act(s, { type: 'bonus-combat', target: 't2' });
    expect(s.units.t2).toBeUndefined();
    expectCombatOver(s, 'mc');
    expect(hexOf(s, 'mc')).toBe('E5');
    expectAllDiceUsed(s);
  });
});

describe('16-F Marsh and movement', () => {
  it('a unit leaving a marsh moves only onto an adjacent hex', () => {
    const t = new Table({
      card: 'order-four-center',
      phase: 'move',
      units: [
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'G5' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      terrain: [{ hex: 'G5', type: 'marsh' }],
      ordered: ['lc'],
    });
    expect(t.destinations('lc').sort()).toEqual(['F4', 'F5', 'G4', 'G6', 'H4', 'H5'].sort());
  });
});
