/**
 * 9 The political situation: who is at war at the start and after a war begins, the US war economy, and
 * the USA's entry on its third turn, in time for that turn's income.
 */
import { describe, expect, it } from 'vitest';
import { collectIncome } from '../src/income.ts';
import { atWar, enemiesOf, goToWar } from '../src/politics.ts';
import { fromPosition } from '../src/position.ts';
import { initialState } from '../src/setup.ts';

const P = 'pacific-1940-position/1';

describe('9 who is at war', () => {
  it('at the start, Japan and China only; the Allies never fight one another', () => {
    const s = initialState('w');
    expect(enemiesOf(s, 'japan')).toEqual(['china']);
    expect(enemiesOf(s, 'china')).toEqual(['japan']);
    expect(enemiesOf(s, 'usa')).toEqual([]);
    expect(atWar(s, 'uk', 'anzac')).toBe(false);
    expect(atWar(s, 'japan', 'japan')).toBe(false);
  });

  it('a war begun is between Japan and the powers named, and the USA’s brings its war economy', () => {
    const s = initialState('w');
    const uk = goToWar(s, ['uk', 'anzac'], 'test');
    expect(enemiesOf(uk.state, 'japan')).toEqual(['china', 'uk', 'anzac']);
    expect(uk.state.politics.usWarEconomy).toBe(false);
    expect(uk.events).toEqual([
      { type: 'war', rule: '9', with: 'japan', powers: ['uk', 'anzac'], why: 'test' },
    ]);
    const usa = goToWar(uk.state, ['usa', 'uk'], 'test');
    expect(usa.state.politics.usWarEconomy).toBe(true);
    expect(usa.events[0]).toMatchObject({ powers: ['usa'] });
    expect(goToWar(usa.state, ['usa'], 'again').events).toEqual([]);
  });
});

describe('9 rule 8 the USA enters the war on its third turn', () => {
  const usa = (round: number) => fromPosition({ format: P, round, power: 'usa', phase: 'income' }, 'u');

  it('in the Collect Income phase, before collecting: that income has the +40', () => {
    const r = collectIncome(usa(3));
    expect(r.state.politics.atWar).toMatchObject({ usa: true, uk: false, anzac: false });
    expect(r.events.map((e) => e.type)).toEqual(['war', 'income']);
    expect(r.state.ipcs.usa).toBe(17 + 17 + 5 + 40);
  });

  it('not before its third turn', () => {
    const r = collectIncome(usa(2));
    expect(r.state.politics.atWar.usa).toBe(false);
    expect(r.state.ipcs.usa).toBe(17 + 17 + 5);
  });
});
