/**
 * 12 Phase 1: Purchase & Repair Units, and 10's purchase rules for China: buying and taking back (paid
 * at once), what cannot be afforded or is not China's to buy, facility repairs at 1 IPC a point in effect
 * at once, and the free repair of battleships and carriers next to an operative friendly naval base when
 * the phase ends, a base repaired in the same phase included.
 */
import { describe, expect, it } from 'vitest';
import { burmaRoadOpen } from '../src/china.ts';
import { fromPosition } from '../src/position.ts';
import { applyPurchase, purchaseLegal } from '../src/purchase.ts';
import { initialState } from '../src/setup.ts';
import { stepsOf } from './support/steps.ts';

const P = 'pacific-1940-position/1';

const { play, refusal } = stepsOf(applyPurchase, '12');

describe('12 Purchase: ordering units', () => {
  it('lists what the power can afford (Japan with 26: a battleship, not a major complex)', () => {
    const legal = purchaseLegal(initialState('p'));
    const units = legal.filter((a) => a.type === 'buy').map((a) => a.unit);
    expect(units).toContain('battleship');
    expect(units).toContain('minorIc');
    expect(units).not.toContain('majorIc');
    expect(legal.at(-1)).toEqual({ type: 'end-purchase' });
  });

  it('pays at once, and a purchase can be taken back for its price until the phase ends', () => {
    const start = initialState('p');
    const s = play(
      start,
      { type: 'buy', unit: 'infantry' },
      { type: 'buy', unit: 'infantry' },
      { type: 'buy', unit: 'fighter' },
    );
    expect(s.ipcs.japan).toBe(26 - 3 - 3 - 10);
    expect(s.turn.bought).toEqual({ infantry: 2, fighter: 1 });
    const back = play(s, { type: 'unbuy', unit: 'fighter' });
    expect(back.ipcs.japan).toBe(10 + 10);
    expect(back.turn.bought).toEqual({ infantry: 2 });
    expect(purchaseLegal(back)).toContainEqual({ type: 'unbuy', unit: 'infantry' });
    expect(refusal(back, { type: 'unbuy', unit: 'fighter' })).toMatch(/no fighter bought/);
  });

  it('refuses what the power cannot pay for, and changes nothing', () => {
    const s = play(initialState('p'), { type: 'buy', unit: 'battleship' });
    expect(s.ipcs.japan).toBe(6);
    expect(refusal(s, { type: 'buy', unit: 'fighter' })).toMatch(/fighter costs 10 IPCs; japan has 6/);
    expect(purchaseLegal(s).some((a) => a.type === 'buy' && a.unit === 'fighter')).toBe(false);
    expect(refusal(s, { type: 'buy', unit: 'zeppelin' })).toMatch(/no unit 'zeppelin'/);
  });
});

describe('10 China buys infantry, and artillery while the Burma Road is open', () => {
  const china = (extra: object = {}) => fromPosition({ format: P, power: 'china', ...extra }, 'c');

  it('buys infantry and, with the road open at the start, artillery; never anything else', () => {
    const s = china();
    expect(burmaRoadOpen(s)).toBe(true);
    const units = purchaseLegal(s)
      .filter((a) => a.type === 'buy')
      .map((a) => a.unit);
    expect(units).toEqual(['infantry', 'artillery']);
    expect(refusal(s, { type: 'buy', unit: 'fighter' })).toMatch(/China may buy only infantry/);
    expect(refusal(s, { type: 'buy', unit: 'minorIc' })).toMatch(/China may buy only infantry/);
  });

  it('loses artillery when Japan holds a territory of the road', () => {
    const s = china({ control: { burma: 'japan' } });
    expect(burmaRoadOpen(s)).toBe(false);
    expect(
      purchaseLegal(s)
        .filter((a) => a.type === 'buy')
        .map((a) => a.unit),
    ).toEqual(['infantry']);
    expect(refusal(s, { type: 'buy', unit: 'artillery' })).toMatch(/only while the Burma Road is open/);
  });
});

describe('12 Repairs', () => {
  it('repairs a facility at 1 IPC a point, at once', () => {
    const s = fromPosition({ format: P, facilities: [{ space: 'japan', type: 'majorIc', damage: 2 }] }, 'r');
    expect(purchaseLegal(s)).toContainEqual({ type: 'repair', space: 'japan', facility: 'majorIc' });
    const fixed = play(
      s,
      { type: 'repair', space: 'japan', facility: 'majorIc' },
      { type: 'repair', space: 'japan', facility: 'majorIc' },
    );
    expect(fixed.facilities.japan).toEqual([{ type: 'majorIc', damage: 0 }]);
    expect(fixed.ipcs.japan).toBe(24);
    expect(refusal(fixed, { type: 'repair', space: 'japan', facility: 'majorIc' })).toMatch(
      /no damaged majorIc/,
    );
    expect(refusal(s, { type: 'repair', space: 'india', facility: 'majorIc' })).toMatch(
      /japan has no damaged/,
    );
  });

  const ships = (baseDamage: number) =>
    fromPosition(
      {
        format: P,
        units: [
          { space: 'sz-6', power: 'japan', type: 'battleship', damaged: true, ids: ['p1'] },
          { space: 'sz-6', power: 'japan', type: 'carrier', damaged: true, ids: ['p2'] },
          { space: 'sz-20', power: 'japan', type: 'battleship', damaged: true, ids: ['p3'] },
          { space: 'japan', power: 'japan', type: 'infantry', ids: ['p4'] },
        ],
        facilities: [{ space: 'japan', type: 'navalBase', damage: baseDamage }],
      },
      's',
    );

  it('repairs damaged battleships and carriers next to an operative naval base when the phase ends', () => {
    const r = applyPurchase(ships(0), { type: 'end-purchase' });
    if ('error' in r) throw new Error(r.error.message);
    expect(r.state.phase).toBe('combat-move');
    expect(r.state.pieces.p1?.damaged).toBeUndefined();
    expect(r.state.pieces.p2?.damaged).toBeUndefined();
    expect(r.state.pieces.p3?.damaged).toBe(true); // sz-20 has no base next to it here
    expect(r.events[0]).toMatchObject({ type: 'ships-repaired', ships: ['p1', 'p2'] });
  });

  it('not next to an inoperative base (3 damage), unless the base is repaired in the same phase', () => {
    const broken = play(ships(3), { type: 'end-purchase' });
    expect(broken.pieces.p1?.damaged).toBe(true);
    const mended = play(
      ships(3),
      { type: 'repair', space: 'japan', facility: 'navalBase' },
      { type: 'end-purchase' },
    );
    expect(mended.pieces.p1?.damaged).toBeUndefined();
    expect(mended.ipcs.japan).toBe(25);
  });

  it('refuses actions of other phases', () => {
    expect(refusal(initialState('x'), { type: 'move', to: 'sz-6' })).toMatch(
      /not an action of the purchase phase/,
    );
  });
});
