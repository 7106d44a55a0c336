/**
 * 14.7 Capture and liberation: who controls a territory taken, liberation with and without the original
 * owner's capital, China's special cases (10 rules 4, 5, 8), facilities and AA guns changing hands, the
 * plunder of a capital, and kamikaze strikes allowed by an Allied capture (14.2.1).
 */
import { describe, expect, it } from 'vitest';
import { capture } from '../src/capture.ts';
import { fromPosition } from '../src/position.ts';
import { initialState } from '../src/setup.ts';

const P = 'pacific-1940-position/1';

describe('14.7 who controls a captured territory', () => {
  it('the captor, for an enemy territory, and it counts as captured this turn', () => {
    const r = capture(initialState('c'), 'philippines', 'japan');
    expect(r.state.control.philippines).toBe('japan');
    expect(r.state.turn.captured).toEqual(['philippines']);
    expect(r.events[0]).toMatchObject({
      type: 'captured',
      space: 'philippines',
      from: 'usa',
      controller: 'japan',
    });
  });

  it('liberation: back to the original owner while it holds its capital, else the liberator', () => {
    const taken = fromPosition({ format: P, power: 'uk', control: { philippines: 'japan' } }, 'l');
    expect(capture(taken, 'philippines', 'uk').state.control.philippines).toBe('usa');
    const noCapital = fromPosition(
      { format: P, power: 'uk', control: { philippines: 'japan', 'western-united-states': 'japan' } },
      'l',
    );
    expect(capture(noCapital, 'philippines', 'uk').state.control.philippines).toBe('uk');
    expect(capture(noCapital, 'philippines', 'uk').events[0]).not.toHaveProperty('liberated');
  });

  it('Chinese territories always go back to China; Dutch ones stay with the liberator', () => {
    const s = initialState('l');
    expect(capture(s, 'kiangsi', 'usa').state.control.kiangsi).toBe('china');
    expect(
      capture({ ...s, control: { ...s.control, java: 'japan' } }, 'java', 'anzac').state.control.java,
    ).toBe('anzac');
  });

  it('10 rule 8: Kwangtung and Burma taken by China are British, unless India is not', () => {
    const s = fromPosition({ format: P, power: 'china', control: { kwangtung: 'japan' } }, 'k');
    expect(capture(s, 'kwangtung', 'china').state.control.kwangtung).toBe('uk');
    const noIndia = fromPosition(
      { format: P, power: 'china', control: { kwangtung: 'japan', india: 'japan' } },
      'k',
    );
    expect(capture(noIndia, 'kwangtung', 'china').state.control.kwangtung).toBe('china');
  });
});

describe('14.7 facilities, AA guns and capitals', () => {
  it('facilities change hands with their damage; a major complex becomes a minor one', () => {
    const s = fromPosition(
      {
        format: P,
        facilities: [
          { space: 'india', type: 'majorIc', damage: 9 },
          { space: 'india', type: 'airBase', damage: 2 },
        ],
      },
      'f',
    );
    const r = capture(s, 'india', 'japan');
    expect(r.state.facilities.india).toEqual([
      { type: 'minorIc', damage: 6 },
      { type: 'airBase', damage: 2 },
    ]);
  });

  it('10 rules 4, 5: what China takes loses its facilities; an Ally retaking a Chinese territory removes its complex', () => {
    const s = fromPosition(
      {
        format: P,
        control: { kiangsi: 'japan' },
        facilities: [
          { space: 'kiangsi', type: 'minorIc' },
          { space: 'kiangsi', type: 'airBase' },
        ],
      },
      'f',
    );
    expect(capture(s, 'kiangsi', 'china').state.facilities.kiangsi).toBeUndefined();
    expect(capture(s, 'kiangsi', 'usa').state.facilities.kiangsi).toBeUndefined(); // it returns to China
    const burma = fromPosition(
      { format: P, control: { burma: 'japan' }, facilities: [{ space: 'burma', type: 'minorIc' }] },
      'f',
    );
    expect(capture(burma, 'burma', 'uk').state.facilities.burma).toEqual([{ type: 'minorIc', damage: 0 }]);
  });

  it('captures the enemy’s AA guns', () => {
    const s = fromPosition(
      { format: P, units: [{ space: 'india', power: 'uk', type: 'aaGun', ids: ['p1'] }] },
      'a',
    );
    expect(capture(s, 'india', 'japan').state.pieces.p1?.owner).toBe('japan');
  });

  it('taking an enemy capital takes its unspent IPCs; nobody’s are taken otherwise', () => {
    const s = fromPosition({ format: P, ipcs: { uk: 14, japan: 3 } }, 'p');
    const r = capture(s, 'india', 'japan');
    expect([r.state.ipcs.japan, r.state.ipcs.uk]).toEqual([17, 0]);
    expect(r.events).toContainEqual({ type: 'plunder', rule: '14.7', seat: 'japan', from: 'uk', ipcs: 14 });
    expect(capture(s, 'burma', 'japan').state.ipcs.uk).toBe(14);
  });
});

describe('14.2.1 kamikaze strikes', () => {
  it('become possible when the Allies take a trigger island from Japan, not before', () => {
    const s = initialState('k');
    expect(capture(s, 'formosa', 'usa').state.politics.kamikaze.active).toBe(false);
    const r = capture(s, 'okinawa', 'usa');
    expect(r.state.politics.kamikaze).toEqual({ active: true, tokens: 6 });
    expect(r.events).toContainEqual({ type: 'kamikaze-active', rule: '14.2.1', space: 'okinawa' });
    // The Philippines count once retaken: first Japan takes them (nothing), then the USA.
    const lost = capture(s, 'philippines', 'japan').state;
    expect(lost.politics.kamikaze.active).toBe(false);
    expect(capture(lost, 'philippines', 'usa').state.politics.kamikaze.active).toBe(true);
  });
});
