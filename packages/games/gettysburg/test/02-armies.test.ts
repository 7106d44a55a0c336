/** §2 and the player aid: the armies' blocks and tokens, and the schedule data (data/armies.json). */
import { describe, expect, it } from 'vitest';
import { ARMY_DATA, ArmiesFileSchema, armiesProblems, battleTokenCount, commandOf } from '../src/armies.ts';

const blocks = (army: 'union' | 'confederate', kind: string) =>
  ARMY_DATA.armies[army].commands.filter((c) => c.kind === kind).reduce((n, c) => n + c.blocks, 0);

describe('2 the blocks, and the player aid', () => {
  it('player aid: the Union has 7 infantry commands of 3 blocks and 2 cavalry commands of 2', () => {
    expect(blocks('union', 'infantry')).toBe(21);
    expect(blocks('union', 'cavalry')).toBe(4);
    expect(ARMY_DATA.armies.union.commands.filter((c) => c.kind === 'infantry')).toHaveLength(7);
  });

  it('player aid: the Confederates have 3 corps of 3 commands of 2 blocks, and no cavalry', () => {
    expect(blocks('confederate', 'infantry')).toBe(18);
    expect(blocks('confederate', 'cavalry')).toBe(0);
    for (const corps of ['I', 'II', 'III'])
      expect(ARMY_DATA.armies.confederate.commands.filter((c) => c.corps === corps)).toHaveLength(3);
  });

  it('player aid: the Reduced-2 blocks (Sedgwick 2, Reynolds 1, Hancock 1; Hood and McLaws 3, Rodes and Anderson 2, others 1)', () => {
    const r2 = (id: string) => commandOf(id).reduced2;
    expect([r2('sedgwick'), r2('reynolds'), r2('hancock'), r2('howard')]).toEqual([2, 1, 1, 0]);
    expect([r2('hood'), r2('mclaws'), r2('rodes'), r2('anderson'), r2('heth'), r2('pickett')]).toEqual([
      3, 3, 2, 2, 1, 1,
    ]);
    expect(commandOf('reynolds').ironBrigade).toBe(true);
  });

  it('player aid: 40 Union battle tokens and 39 Confederate', () => {
    expect(battleTokenCount('union')).toBe(40);
    expect(battleTokenCount('confederate')).toBe(39);
    expect(commandOf('sedgwick').artillery).toEqual([2, 2, 2, 2]);
    expect(commandOf('howard').artillery).toEqual([2, 1, 1]);
    expect(ARMY_DATA.armies.union.armyArtillery.reserve).toHaveLength(6);
  });

  it('11 Chambersburg has three rows (III, II, I); Kilpatrick is the last token at Taneytown', () => {
    expect(ARMY_DATA.entryRows.chambersburg!.map((r) => [r.corps, r.size])).toEqual([
      ['III', 3],
      ['II', 1],
      ['I', 3],
    ]);
    expect(ARMY_DATA.entryRows.taneytown![0]!.last).toBe('kilpatrick');
  });

  it('23 the historical schedule brings every command but Buford once', () => {
    const ids = ARMY_DATA.historical.map((h) => h.command).sort();
    const all = [...ARMY_DATA.armies.union.commands, ...ARMY_DATA.armies.confederate.commands]
      .map((c) => c.id)
      .filter((id) => id !== 'buford')
      .sort();
    expect(ids).toEqual(all);
  });

  it('the loader names inconsistencies across the file', () => {
    const file = ArmiesFileSchema.parse(structuredClone(ARMY_DATA));
    file.entryRows.emmitsburg = [{ size: 2 }];
    file.historical.push({ day: 1, hour: 9, command: 'heth', entry: 'baltimore' });
    expect(armiesProblems(file)).toEqual([
      'union: 8 reinforcement tokens for 7 places in the entry rows',
      "historical schedule: heth enters at the other army's baltimore",
    ]);
  });
});
