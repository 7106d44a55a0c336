/**
 * 17 Collect Income: territories, national objectives (17.2, with the US war economy and the Burma Road),
 * convoy disruption by enemy ships only (17.3, capped at the value of the land next to the zone), a lost
 * capital (17.1), and once-only objectives.
 */
import { describe, expect, it } from 'vitest';
import { collectIncome, incomeOf } from '../src/income.ts';
import { fromPosition } from '../src/position.ts';
import { initialState } from '../src/setup.ts';

const P = 'pacific-1940-position/1';

describe('17 Collect Income', () => {
  const opening = initialState('i');

  it('the opening: territory values plus the objectives each power meets in 1940', () => {
    expect(incomeOf(opening, 'japan')).toMatchObject({ territories: 26, objectives: [], total: 26 });
    // USA: holds the Philippines (+5); not yet at war, so no war economy.
    expect(incomeOf(opening, 'usa')).toMatchObject({ territories: 17, total: 22 });
    expect(incomeOf(opening, 'usa').objectives.map((o) => o.id)).toEqual(['usa-philippines']);
    // China: the Burma Road is open (+6).
    expect(incomeOf(opening, 'china')).toMatchObject({ territories: 12, total: 18 });
    // UK: Kwangtung and Malaya (+5); the Dutch East Indies are Dutch, which the UK objective does not count.
    expect(incomeOf(opening, 'uk')).toMatchObject({ territories: 16, total: 21 });
    expect(incomeOf(opening, 'anzac')).toMatchObject({ territories: 10, total: 10 });
  });

  it('9 the US war economy adds 40 once the USA is at war with Japan', () => {
    const s = fromPosition({ format: P, politics: { atWar: { usa: true } } }, 'w');
    expect(incomeOf(s, 'usa').total).toBe(17 + 5 + 40);
  });

  it('17.1 a power whose capital an enemy holds collects nothing; China has no capital', () => {
    const s = fromPosition({ format: P, control: { india: 'japan' } }, 'c');
    expect(incomeOf(s, 'uk')).toMatchObject({ capitalLost: true, total: 0 });
    const china = fromPosition({ format: P, control: { szechwan: 'japan' } }, 'c');
    expect(incomeOf(china, 'china').capitalLost).toBe(false);
  });

  it('17.3 enemy warships and submarines in a convoy zone take 1 and 2, not transports, not at peace', () => {
    const units = [
      { space: 'sz-10', power: 'japan', type: 'submarine' },
      { space: 'sz-10', power: 'japan', type: 'destroyer' },
      { space: 'sz-10', power: 'japan', type: 'transport' },
    ];
    const peace = fromPosition({ format: P, units }, 'k');
    expect(incomeOf(peace, 'usa').convoy).toEqual([]);
    const war = fromPosition({ format: P, units, politics: { atWar: { usa: true } } }, 'k');
    expect(incomeOf(war, 'usa').convoy).toEqual([{ zone: 'sz-10', loss: 3 }]);
    expect(incomeOf(war, 'usa').total).toBe(17 + 5 + 40 - 3);
  });

  it('17.3 the loss is capped at the value of the power’s land next to the zone', () => {
    // sz-1 touches Alaska (USA, 2) and British Columbia (UK, 1); five Japanese submarines would take 10.
    const units = [{ space: 'sz-1', power: 'japan', type: 'submarine', count: 5 }];
    const s = fromPosition({ format: P, units, politics: { atWar: { usa: true, uk: true } } }, 'k');
    expect(incomeOf(s, 'usa').convoy).toEqual([{ zone: 'sz-1', loss: 2 }]);
    expect(incomeOf(s, 'uk').convoy).toEqual([{ zone: 'sz-1', loss: 1 }]);
  });

  it('collects into the treasury, and pays a once-only objective once', () => {
    const s = fromPosition(
      {
        format: P,
        power: 'anzac',
        phase: 'income',
        units: [{ space: 'formosa', power: 'anzac', type: 'infantry' }],
        control: { formosa: 'anzac' },
      },
      'o',
    );
    const first = collectIncome(s).state;
    const formosa = 1; // Formosa's value, now ANZAC's
    expect(first.ipcs.anzac).toBe(10 + 10 + formosa + 5);
    expect(first.objectivesPaid).toEqual(['anzac-japanese-soil']);
    const again = collectIncome(first).state;
    expect(again.ipcs.anzac - first.ipcs.anzac).toBe(10 + formosa);
  });
});
