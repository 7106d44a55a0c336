/**
 * 16 Terrain and the momentum advance (RULINGS 13-B, 16-A, 16-B, 16-D, 16-F): the hexes that stop an
 * advancing unit end the cavalry extra hex, a unit leaving a marsh moves one hex only, and a unit that moved
 * onto a ford or marsh this turn may not advance out of it. A unit or lone leader entering a marsh by its move
 * rolls the marsh die then (16-F, 14-A, 14-B).
 */
import { describe, expect, it } from 'vitest';
import type { DieFace, TerrainType } from '../src/types.ts';
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

describe('16-F Entering a marsh by movement: the marsh roll', () => {
  // The medium infantry at G5 moves into the marsh at F5 (Order Four Center); the enemy stands far away.
  const into = (opts: {
    dice: DieFace[];
    blocks?: number;
    leader?: boolean;
    bannersToWin?: number;
    type?: string;
  }) =>
    new Table({
      card: 'order-four-center',
      phase: 'move',
      units: [
        {
          id: 'mi',
          side: 'bottom',
          type: opts.type ?? 'MI',
          hex: 'G5',
          ...(opts.blocks ? { blocks: opts.blocks } : {}),
        },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      ...(opts.leader ? { leaders: [{ id: 'ldr', side: 'bottom' as const, hex: 'G5' }] } : {}),
      terrain: [{ hex: 'F5', type: 'marsh' }],
      ordered: ['mi'],
      ...(opts.bannersToWin ? { bannersToWin: opts.bannersToWin } : {}),
      dice: opts.dice,
    });
  const marshDice = (t: Table) => t.dice(t.log).filter((d) => d.purpose === 'marsh');

  it('a normal move into a marsh rolls 1 die: its own symbol costs a block', () => {
    const t = into({ dice: ['medium'] });
    t.move('mi', 'F5');
    expect(marshDice(t)).toEqual([
      expect.objectContaining({ unit: 'mi', dice: 1, faces: ['medium'], hits: 1 }),
    ]);
    expect(t.s.units.mi).toMatchObject({ hex: 'F5', blocks: 3 });
    expectAllDiceUsed(t.s);
  });

  it('another face costs nothing', () => {
    const t = into({ dice: ['light'] });
    t.move('mi', 'F5');
    expect(marshDice(t)).toEqual([expect.objectContaining({ unit: 'mi', faces: ['light'], hits: 0 })]);
    expect(t.s.units.mi).toMatchObject({ hex: 'F5', blocks: 4 });
    expectAllDiceUsed(t.s);
  });

  it('the unit still stops in the marsh', () => {
    const t = new Table({
      card: 'order-four-center',
      phase: 'move',
      units: [
        { id: 'lc', side: 'bottom', type: 'LC', hex: 'G5' },
        // A second ordered unit keeps the movement phase open after the light cavalry's move.
        { id: 'other', side: 'bottom', type: 'MI', hex: 'H9' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      terrain: [{ hex: 'F5', type: 'marsh' }],
      ordered: ['lc', 'other'],
      dice: ['flag'],
    });
    t.move('lc', 'F5');
    expect(t.s.units.lc!.hex).toBe('F5');
    expect(t.destinations('lc')).toEqual([]);
    expectAllDiceUsed(t.s);
  });

  it('a one-block unit is eliminated: the enemy gains a banner', () => {
    const t = into({ dice: ['medium'], blocks: 1 });
    t.move('mi', 'F5');
    expect(t.s.units.mi).toBeUndefined();
    expect(t.ofType('unit-eliminated')).toEqual([expect.objectContaining({ unit: 'mi', cause: 'marsh' })]);
    expect(t.s.banners.top).toHaveLength(1);
    expect(t.s.winner).toBeNull();
  });

  it('the last banner needed ends the game', () => {
    const t = into({ dice: ['medium'], blocks: 1, bannersToWin: 1 });
    t.move('mi', 'F5');
    expect(t.s.winner).toBe('top');
    expect(t.s.phase).toBe('over');
    expect(t.ofType('game-over')).toHaveLength(1);
  });

  it('an attached leader makes his casualty check when the unit loses a block (2 dice, two helmets kill)', () => {
    const t = into({ dice: ['medium', 'leader', 'leader'], leader: true });
    t.move('mi', 'F5');
    expect(t.ofType('leader-check')).toEqual([
      expect.objectContaining({
        leader: 'ldr',
        unitEliminated: false,
        faces: ['leader', 'leader'],
        result: 'killed',
      }),
    ]);
    expect(t.s.leaders.ldr).toBeUndefined();
    expect(t.s.units.mi).toMatchObject({ hex: 'F5', blocks: 3 });
    expect(t.s.banners.top).toHaveLength(1);
    expectAllDiceUsed(t.s);
  });

  it('no block lost, no casualty check', () => {
    const t = into({ dice: ['heavy'], leader: true });
    t.move('mi', 'F5');
    expect(t.ofType('leader-check')).toEqual([]);
    expect(t.s.leaders.ldr!.hex).toBe('F5');
    expectAllDiceUsed(t.s);
  });

  it('the unit eliminated: the leader rolls 1 die, then evades if he survives', () => {
    const t = into({ dice: ['medium', 'flag'], blocks: 1, leader: true });
    t.move('mi', 'F5');
    expect(t.ofType('leader-check')).toEqual([
      expect.objectContaining({ leader: 'ldr', unitEliminated: true, faces: ['flag'], result: 'survived' }),
    ]);
    expect(t.s.leaders.ldr!.hex).toBe('F5');
    // 14-B he must evade at once, toward his own side, before anything else is done.
    const evades = t.options('leader-evade');
    expect(evades.length).toBeGreaterThan(1);
    expect(t.legal().every((a) => a.type === 'leader-evade')).toBe(true);
    t.do(evades.find((a) => a.to === 'G5')!);
    expect(t.s.leaders.ldr!.hex).toBe('G5');
    expect(t.ofType('leader-evade')).toHaveLength(1);
    expectAllDiceUsed(t.s);
  });

  it('the unit eliminated and a helmet on the leader die: both are lost', () => {
    const t = into({ dice: ['medium', 'leader'], blocks: 1, leader: true });
    t.move('mi', 'F5');
    expect(t.s.leaders.ldr).toBeUndefined();
    expect(t.s.banners.top).toHaveLength(2);
    expectAllDiceUsed(t.s);
  });

  it('Move-Fire-Move: the second move into a marsh rolls too', () => {
    const t = new Table({
      units: [
        { id: 'li', side: 'bottom', type: 'LI', hex: 'H7' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      terrain: [{ hex: 'F7', type: 'marsh' }],
      hands: { bottom: ['move-fire-move'] },
      dice: ['light'],
    });
    t.play('move-fire-move');
    t.order('li');
    // Its only move ends the movement; with nothing to fire at, the second move follows at once.
    t.move('li', 'G7');
    expect(t.ofType('second-move')).toHaveLength(1);
    t.move('li', 'F7');
    expect(marshDice(t)).toEqual([expect.objectContaining({ unit: 'li', faces: ['light'], hits: 1 })]);
    expect(t.s.units.li).toMatchObject({ hex: 'F7', blocks: 3 });
    expectAllDiceUsed(t.s);
  });

  const loneLeader = (dice: DieFace[]) =>
    new Table({
      card: 'order-four-center',
      phase: 'move',
      units: [{ id: 'enemy', side: 'top', type: 'MI', hex: 'A13' }],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G5' }],
      terrain: [{ hex: 'F5', type: 'marsh' }],
      ordered: ['ldr'],
      dice,
    });

  it('a lone leader moving into a marsh rolls 1 die: a helmet kills him', () => {
    const t = loneLeader(['leader']);
    t.move('ldr', 'F5');
    expect(marshDice(t)).toEqual([expect.objectContaining({ target: 'ldr', faces: ['leader'], hits: 1 })]);
    expect(t.s.leaders.ldr).toBeUndefined();
    expect(t.s.banners.top).toHaveLength(1);
  });

  it('a leader moving alone onto a friendly unit in a marsh rolls; the unit, which did not move, does not', () => {
    const t = new Table({
      card: 'order-four-center',
      phase: 'move',
      units: [
        { id: 'mi', side: 'bottom', type: 'MI', hex: 'F5' },
        { id: 'enemy', side: 'top', type: 'MI', hex: 'A13' },
      ],
      leaders: [{ id: 'ldr', side: 'bottom', hex: 'G5' }],
      terrain: [{ hex: 'F5', type: 'marsh' }],
      ordered: ['ldr'],
      dice: ['leader'],
    });
    t.move('ldr', 'F5');
    expect(marshDice(t)).toEqual([expect.objectContaining({ target: 'ldr', faces: ['leader'] })]);
    expect(t.s.leaders.ldr).toBeUndefined();
    expect(t.s.units.mi!.blocks).toBe(4);
    expectAllDiceUsed(t.s);
  });

  it('a lone leader survives any other face', () => {
    const t = loneLeader(['medium']);
    t.move('ldr', 'F5');
    expect(marshDice(t)).toHaveLength(1);
    expect(t.s.leaders.ldr!.hex).toBe('F5');
    expectAllDiceUsed(t.s);
  });
});
