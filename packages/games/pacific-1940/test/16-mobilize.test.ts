/**
 * 16 Mobilize New Units: at complexes held since the start of the turn, land and air in the territory and
 * ships in a zone next to it, production limits less damage, new aircraft onto carriers, China's units in
 * its own territories, facility placement, and the refund of what is not placed.
 */
import { describe, expect, it } from 'vitest';
import { applyMobilize, mobilizeLegal, productionLeft } from '../src/mobilize.ts';
import { fromPosition } from '../src/position.ts';
import { stepsOf } from './support/steps.ts';

const P = 'pacific-1940-position/1';

const { play, refusal } = stepsOf(applyMobilize, '16');

const japan = (bought: Record<string, number>, extra: Record<string, unknown> = {}) =>
  fromPosition(
    {
      format: P,
      phase: 'mobilize',
      units: [
        { space: 'japan', power: 'japan', type: 'infantry', ids: ['p1'] },
        {
          space: 'sz-6',
          power: 'japan',
          type: 'carrier',
          ids: ['p2'],
          cargo: [{ type: 'fighter', ids: ['p3'] }],
        },
      ],
      turn: { bought },
      ...extra,
    } as never,
    'm',
  );

describe('16 at an industrial complex', () => {
  it('places land and air units in its territory and ships in a sea zone next to it', () => {
    const s = play(
      japan({ infantry: 1, destroyer: 1 }),
      { type: 'place', unit: 'infantry', at: 'japan' },
      { type: 'place', unit: 'destroyer', at: 'japan', space: 'sz-6' },
    );
    const placed = Object.values(s.pieces).filter((p) => p.id !== 'p1' && p.id !== 'p2' && p.id !== 'p3');
    expect(placed.map((p) => [p.type, p.at])).toEqual([
      ['infantry', 'japan'],
      ['destroyer', 'sz-6'],
    ]);
    expect(s.turn.produced).toEqual({ japan: 2 });
    expect(s.turn.bought).toEqual({});
  });

  it('puts a new fighter onto a carrier of the power with room in a zone next to it', () => {
    const s = play(japan({ fighter: 1 }), { type: 'place', unit: 'fighter', at: 'japan', space: 'sz-6' });
    const fighter = Object.values(s.pieces).find((p) => p.type === 'fighter' && p.id !== 'p3');
    expect(fighter).toMatchObject({ at: 'sz-6', aboard: 'p2' });
    // The carrier is now full: a second new fighter may go only to Japan itself.
    const full = play(japan({ fighter: 2 }), { type: 'place', unit: 'fighter', at: 'japan', space: 'sz-6' });
    expect(mobilizeLegal(full).filter((a) => a.unit === 'fighter')).toEqual([
      { type: 'place', unit: 'fighter', at: 'japan', space: 'japan' },
    ]);
  });

  it('produces at most its limit less its damage (a major complex with 8 damage: 2 units)', () => {
    const s = japan({ infantry: 3 }, { facilities: [{ space: 'japan', type: 'majorIc', damage: 8 }] });
    expect(productionLeft(s, 'japan')).toBe(2);
    const two = play(
      s,
      { type: 'place', unit: 'infantry', at: 'japan' },
      { type: 'place', unit: 'infantry', at: 'japan' },
    );
    expect(refusal(two, { type: 'place', unit: 'infantry', at: 'japan' })).toMatch(/can produce more/);
  });

  it('not at a complex captured this turn, nor one placed this turn', () => {
    const captured = japan({ infantry: 1 }, { turn: { bought: { infantry: 1 }, captured: ['japan'] } });
    expect(productionLeft(captured, 'japan')).toBe(0);
    const built = play(
      fromPosition(
        { format: P, phase: 'mobilize', units: [], turn: { bought: { minorIc: 1, infantry: 1 } } },
        'm',
      ),
      { type: 'place', unit: 'minorIc', at: 'korea' },
    );
    expect(built.facilities.korea).toEqual([{ type: 'minorIc', damage: 0 }]);
    expect(productionLeft(built, 'korea')).toBe(0);
    expect(mobilizeLegal(built).some((a) => a.unit === 'infantry' && a.at === 'korea')).toBe(false);
  });
});

describe('16 new facilities', () => {
  const s = fromPosition(
    {
      format: P,
      phase: 'mobilize',
      control: { anhwe: 'japan' },
      turn: { bought: { majorIc: 1, minorIc: 1, airBase: 1, navalBase: 1 } },
    },
    'f',
  );
  const spots = (unit: string) =>
    mobilizeLegal(s)
      .filter((a) => a.unit === unit)
      .map((a) => a.at);

  it('a major complex needs a territory worth 3, a minor one 2; never on an island', () => {
    expect(spots('majorIc')).toEqual(expect.arrayContaining(['korea', 'manchuria', 'kiangsu']));
    expect(spots('majorIc')).not.toContain('shantung'); // worth 2
    expect(spots('minorIc')).toContain('shantung');
    expect(spots('minorIc')).not.toContain('formosa'); // an island
    expect(refusal(s, { type: 'place', unit: 'minorIc', at: 'formosa' })).toMatch(/island/);
  });

  it('one air base and one naval base a territory; a naval base on the coast', () => {
    expect(spots('airBase')).not.toContain('japan'); // Japan has one
    expect(spots('airBase')).toContain('korea');
    expect(spots('navalBase')).toContain('korea');
    expect(spots('airBase')).toContain('anhwe');
    expect(spots('navalBase')).not.toContain('anhwe'); // no coast
  });
});

describe('10 rule 12 China mobilizes in any Chinese territory it controls', () => {
  const s = fromPosition(
    { format: P, power: 'china', phase: 'mobilize', turn: { bought: { infantry: 2 }, captured: ['hunan'] } },
    'c',
  );

  it('captured this turn too, and never outside China', () => {
    const at = mobilizeLegal(s)
      .filter((a) => a.type === 'place')
      .map((a) => a.at);
    expect(at).toContain('hunan');
    expect(at).toContain('szechwan');
    expect(at).not.toContain('kiangsu'); // Chinese, but Japanese-held
    expect(at).not.toContain('burma');
    expect(refusal(s, { type: 'place', unit: 'infantry', at: 'burma' })).toMatch(
      /Chinese territories it controls/,
    );
  });
});

describe('16 the end of the phase', () => {
  it('refunds what was not placed, and income comes next', () => {
    const r = applyMobilize(japan({ infantry: 2, battleship: 1 }), { type: 'end-mobilize' });
    if ('error' in r) throw new Error(r.error.message);
    expect(r.state.phase).toBe('income');
    expect(r.state.ipcs.japan).toBe(26 + 2 * 3 + 20);
    expect(r.events[0]).toMatchObject({ type: 'refunded', ipcs: 26 });
  });
});
