/** §4 Tokens and set-up. */
import { describe, expect, it } from 'vitest';
import { ARMY_DATA } from '../src/armies.ts';
import { loadMap } from '../src/map.ts';
import { initialState } from '../src/setup.ts';
import { TIME_TRACK } from '../src/time-track.ts';
import { smallMap } from './support/small-map.ts';

const OPTIONS = {
  fullyObstructed: false,
  extendedBombardment: false,
  historicalReinforcements: false,
  balance: false,
};
const start = (seed = 's') => initialState(seed, OPTIONS, loadMap(smallMap()));

describe('4 set up', () => {
  it('4.2 every block begins unused, off the board; full-strength infantry 2 flags, cavalry and Reduced-1 one', () => {
    const s = start();
    const blocks = Object.values(s.blocks);
    expect(blocks.every((b) => b.place.kind === 'unused')).toBe(true);
    expect(blocks.filter((b) => b.army === 'union' && b.grade === 'full' && !b.cavalry)).toHaveLength(21);
    expect(blocks.filter((b) => b.army === 'confederate' && b.grade === 'full')).toHaveLength(18);
    expect(s.blocks['buford-1']).toMatchObject({ strength: 1, cavalry: true });
    expect(s.blocks['reynolds-1']).toMatchObject({ ironBrigade: true, strength: 2 });
    expect(s.blocks['reynolds-r2-1']).toMatchObject({ ironBrigade: true });
    expect(s.blocks['reynolds-2']!.ironBrigade).toBeUndefined();
  });

  it('4.6 each army shuffles its battle tokens into its pool and draws 8 into its Tray', () => {
    const s = start();
    for (const army of ['union', 'confederate'] as const) {
      const piles = s.armies[army].tokens;
      expect(piles.tray).toHaveLength(8);
      expect(piles.pool.length + piles.tray.length).toBe(army === 'union' ? 40 : 39);
    }
    expect(start('other').armies.union.tokens.tray).not.toEqual(s.armies.union.tokens.tray);
  });

  it('4.4 the 1 July arrivals and 10 RUMORs face down on the time track; the Union leaves 7:00 and 8:00AM empty', () => {
    const s = start();
    const day1 = TIME_TRACK.filter((t) => t.day === 1).map((t) => t.index);
    const union = s.armies.union.timeTrack;
    const confederate = s.armies.confederate.timeTrack;
    expect(day1.filter((i) => confederate[i])).toHaveLength(16);
    expect(union[0]).toBeUndefined();
    expect(union[1]).toBeUndefined();
    expect(day1.filter((i) => union[i])).toHaveLength(14);
    const arrivals = (track: typeof union) => Object.values(track).filter((x) => x.token.kind === 'arrival');
    expect(arrivals(union)).toHaveLength(4);
    expect(arrivals(confederate)).toHaveLength(6);
    expect(Object.values(union).every((x) => !x.faceUp)).toBe(true);
    // The later days' arrivals wait on the date track.
    expect(s.armies.union.dateTrack[2]).toHaveLength(3);
    expect(s.armies.union.dateTrack[3]).toHaveLength(1);
  });

  it('4.5 reinforcement tokens in the entry rows: Kilpatrick last at Taneytown, Confederate rows by corps', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = start(seed);
      const taneytown = s.armies.union.rows.taneytown![0]!;
      expect(taneytown).toHaveLength(2);
      expect(taneytown.at(-1)).toBe('kilpatrick');
      const corpsOf = (id: string) => ARMY_DATA.armies.confederate.commands.find((c) => c.id === id)!.corps;
      expect(s.armies.confederate.rows.chambersburg!.map((row) => row.map(corpsOf))).toEqual([
        ['III', 'III', 'III'],
        ['II'],
        ['I', 'I', 'I'],
      ]);
      expect(s.armies.confederate.rows.mummasburg!.flat().map(corpsOf)).toEqual(['II']);
      const union = Object.values(s.armies.union.rows).flat(2);
      expect(union.sort()).toEqual([
        'hancock',
        'howard',
        'kilpatrick',
        'reynolds',
        'sedgwick',
        'sickles',
        'slocum',
        'sykes',
      ]);
    }
  });

  it('4.7, 4.9 the objectives begin under Union control; turn 1 is 7:00AM, one hour, both on Hold, the Union first; Buford next', () => {
    const s = start();
    expect(s.objectives).toEqual([
      { area: 'west', control: 'union' },
      { area: 'middle', control: 'union' },
      { area: 'lens', control: 'union' },
    ]);
    expect(s.turn).toEqual({ number: 1, start: 0, hours: 1 });
    expect(TIME_TRACK[s.turn.start]!.label).toBe('7:00AM');
    expect([s.armies.union.orders, s.armies.confederate.orders]).toEqual(['hold', 'hold']);
    expect(s.firstPlayer).toBe('union');
    expect(s.phase).toEqual({ kind: 'buford' });
  });

  it('is the same for the same seed, byte for byte', () => {
    expect(JSON.stringify(start('x'))).toBe(JSON.stringify(start('x')));
  });
});
