/** The unit chart (data/units.json) against the rulebook's tables and RULINGS.md. */
import { describe, expect, it } from 'vitest';
import { UNIT_BLOCKS, UNIT_TYPES } from '../src/scenario-schema.ts';
import { UNIT_STATS } from '../src/units.ts';

const column = (field: keyof (typeof UNIT_STATS)['LI']) =>
  Object.fromEntries(UNIT_TYPES.map((t) => [t, UNIT_STATS[t][field]]));

describe('2.8 Blocks per unit (RULINGS 2-C)', () => {
  it('the chart and the scenario loader agree', () => {
    expect(column('blocks')).toEqual(UNIT_BLOCKS);
    expect(column('blocks')).toMatchObject({
      LI: 4,
      AX: 4,
      HI: 4,
      HWM: 2,
      LC: 3,
      MC: 3,
      CAM: 3,
      HCH: 2,
      EL: 2,
      LCH: 3,
      HAC: 3,
      ACA: 3,
    });
  });
});

describe('8.2, 8.3 Movement (RULINGS 8-B)', () => {
  it('gives each unit type its allowance', () => {
    expect(column('move')).toEqual({
      LI: 2,
      LB: 2,
      LS: 2,
      AX: 2,
      WA: 1,
      MI: 1,
      HI: 1,
      HWM: 1,
      LC: 4,
      LBC: 4,
      LCH: 3,
      MC: 3,
      HC: 2,
      HAC: 2,
      CAM: 3,
      ACA: 3,
      HCH: 2,
      EL: 2,
    });
    expect(UNIT_STATS.WA.chargeMove).toBe(2);
    expect(UNIT_STATS.AX.battleAfterMove).toBe('one-hex');
    expect(UNIT_STATS.HWM.battleAfterMove).toBe('never');
  });
});

describe('10.3 Ranges (RULINGS 10-A)', () => {
  it('lets only missile units fire, at their range', () => {
    expect(column('range')).toEqual({
      LI: 2,
      LB: 3,
      LS: 3,
      AX: 2,
      WA: 0,
      MI: 0,
      HI: 0,
      HWM: 6,
      LC: 2,
      LBC: 3,
      LCH: 0,
      MC: 0,
      HC: 0,
      HAC: 0,
      CAM: 0,
      ACA: 0,
      HCH: 0,
      EL: 0,
    });
  });
});

describe('11.2, 11.3 Close-combat dice (RULINGS 11-B)', () => {
  it('attacks and battles back with the table’s dice', () => {
    expect(column('closeDice')).toMatchObject({
      LI: 2,
      AX: 3,
      WA: 3,
      MI: 4,
      HI: 5,
      HWM: 2,
      LC: 2,
      MC: 3,
      HC: 4,
      CAM: 3,
      HCH: 4,
      LCH: 2,
      HAC: 4,
      ACA: 3,
    });
    expect(column('battleBackDice')).toMatchObject({ CAM: 2, HCH: 3, HC: 4, MI: 4, LCH: 2, HAC: 4, ACA: 2 });
    expect(UNIT_TYPES.filter((t) => UNIT_STATS[t].fullStrengthBonus)).toEqual(['WA', 'LCH']);
    expect(column('ignoresSwords')).toMatchObject({ HAC: 1, ACA: 1, HCH: 1, EL: 'all', LCH: undefined });
    expect(UNIT_TYPES.filter((t) => !UNIT_STATS[t].swordsHit)).toEqual([
      'LI',
      'LB',
      'LS',
      'HWM',
      'LC',
      'LBC',
    ]);
  });
});

describe('12.1 Retreat per flag (RULINGS 12-A)', () => {
  it('moves each unit type its retreat distance', () => {
    expect(column('retreat')).toEqual({
      LI: 2,
      LB: 2,
      LS: 2,
      AX: 1,
      WA: 2,
      MI: 1,
      HI: 1,
      HWM: 1,
      LC: 4,
      LBC: 4,
      LCH: 3,
      MC: 3,
      HC: 2,
      HAC: 2,
      CAM: 3,
      ACA: 3,
      HCH: 2,
      EL: 1,
    });
  });
});

describe('13.1 Evade (RULINGS 13-A)', () => {
  it('lets light units and war machines always evade, and the heavy foot never', () => {
    expect(column('evade')).toMatchObject({
      LI: 'always',
      LC: 'always',
      HWM: 'always',
      MC: 'foot-and-heavy-mounted',
      CAM: 'foot-and-heavy-mounted',
      HC: 'foot-and-elephants',
      HCH: 'foot-and-elephants',
      LCH: 'always',
      ACA: 'foot-and-heavy-mounted',
      HAC: 'foot-and-elephants',
      AX: 'never',
      MI: 'never',
      WA: 'never',
      HI: 'never',
      EL: 'never',
    });
  });
});
