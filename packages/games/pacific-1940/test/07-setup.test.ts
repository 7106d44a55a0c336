/**
 * 7 Setup and the position format: the opening state from the set-up data, positions that describe any
 * moment (defaults, cargo, damage, scripted dice, clear refusals), exact round trips, and views that keep
 * only the generator back.
 */
import { describe, expect, it } from 'vitest';
import { rollDie } from '../src/battle/dice.ts';
import { fromPosition, PositionError, scriptedParts, toPosition } from '../src/position.ts';
import { initialState } from '../src/setup.ts';
import { SETUP } from '../src/setup-data.ts';
import { view } from '../src/view.ts';

const countOf = (s: ReturnType<typeof initialState>, power: string, type?: string) =>
  Object.values(s.pieces).filter((p) => p.owner === power && (type === undefined || p.type === type)).length;

describe('7 Setup: the opening', () => {
  const s = initialState('setup');

  it('places every unit of the set-up, with ids p1, p2, … in its order', () => {
    const total = SETUP.units.reduce((n, u) => n + u.count, 0);
    expect(Object.keys(s.pieces)).toHaveLength(total);
    expect(s.pieces.p1?.at).toBe(SETUP.units[0]!.space);
    expect(s.nextPiece).toBe(total + 1);
    expect(countOf(s, 'japan')).toBe(84);
    expect(countOf(s, 'china', 'fighter')).toBe(1);
  });

  it('starts in Japan’s purchase phase of round 1, with the seed’s IPCs and wars', () => {
    expect([s.round, s.power, s.phase]).toEqual([1, 'japan', 'purchase']);
    expect(s.ipcs).toEqual({ japan: 26, usa: 17, china: 12, uk: 16, anzac: 10 });
    expect(s.politics.atWar).toEqual({ usa: false, uk: false, anzac: false, dutch: false });
    expect(s.politics.kamikaze).toEqual({ active: false, tokens: 6 });
  });

  it('13.5 puts the aircraft that start at sea on carriers of their power, two to a carrier', () => {
    const planesAtSea = Object.values(s.pieces).filter(
      (p) => ['fighter', 'tacticalBomber'].includes(p.type) && p.at.startsWith('sz-'),
    );
    expect(planesAtSea.length).toBeGreaterThan(0);
    const load = new Map<string, number>();
    for (const plane of planesAtSea) {
      const carrier = s.pieces[plane.aboard!];
      expect(carrier?.type).toBe('carrier');
      expect([carrier?.at, carrier?.owner]).toEqual([plane.at, plane.owner]);
      load.set(carrier!.id, (load.get(carrier!.id) ?? 0) + 1);
    }
    for (const n of load.values()) expect(n).toBeLessThanOrEqual(2);
  });

  it('puts the facilities in their territories, undamaged', () => {
    expect(Object.values(s.facilities).flat()).toHaveLength(SETUP.facilities.length);
    expect(s.facilities.japan?.some((f) => f.type === 'majorIc' && f.damage === 0)).toBe(true);
  });
});

describe('the position format', () => {
  it('defaults to the opening: the smallest position is the 1940 set-up', () => {
    const s = fromPosition({ format: 'pacific-1940-position/1' }, 'x');
    const { rng: _a, ...fromIt } = s;
    const { rng: _b, ...opening } = initialState('x');
    expect(fromIt).toEqual(opening);
    expect(scriptedParts({ format: 'pacific-1940-position/1' })).toEqual([]);
  });

  it('round-trips exactly, the opening and a built situation with cargo, damage and moves', () => {
    const opening = initialState('rt');
    expect(fromPosition(toPosition(opening) as never, 'rt')).toEqual(opening);
    const built = fromPosition(
      {
        format: 'pacific-1940-position/1',
        round: 3,
        power: 'usa',
        phase: 'combat-move',
        ipcs: { usa: 57 },
        control: { philippines: 'japan' },
        units: [
          {
            space: 'sz-10',
            power: 'usa',
            type: 'carrier',
            damaged: true,
            cargo: [{ type: 'fighter', count: 2 }],
          },
          {
            space: 'sz-10',
            power: 'usa',
            type: 'transport',
            moved: 1,
            cargo: [{ type: 'infantry' }, { type: 'armour' }],
          },
          { space: 'philippines', power: 'japan', type: 'infantry', count: 3 },
        ],
        facilities: [{ space: 'japan', type: 'majorIc', damage: 4 }],
        politics: { atWar: { usa: true, uk: true, anzac: true, dutch: true }, usWarEconomy: true },
        turn: { bought: { destroyer: 1 }, captured: [] },
      },
      'rt',
    );
    expect(Object.values(built.pieces)).toHaveLength(9);
    expect(built.ipcs).toMatchObject({ usa: 57, japan: 26 });
    expect(fromPosition(toPosition(built) as never, 'rt')).toEqual(built);
  });

  it('scripts dice, consumed in order before the generator’s own, and reports them as scripted', () => {
    const position = { format: 'pacific-1940-position/1', dice: [6, 1, 3] };
    expect(scriptedParts(position)).toEqual(['dice']);
    const s = fromPosition(position, 'dice');
    expect([rollDie(s.rng), rollDie(s.rng), rollDie(s.rng)]).toEqual([6, 1, 3]);
    expect(toPosition(fromPosition(position, 'dice')).dice).toEqual([6, 1, 3]);
  });

  it('refuses what cannot be, naming the field', () => {
    const bad = (extra: object) => () => fromPosition({ format: 'pacific-1940-position/1', ...extra }, 'bad');
    expect(bad({ round: 0 })).toThrow(/round/);
    expect(bad({ units: [{ space: 'atlantis', power: 'usa', type: 'infantry' }] })).toThrow(
      /units\.0\.space: not a space/,
    );
    expect(bad({ units: [{ space: 'sz-10', power: 'usa', type: 'infantry' }] })).toThrow(PositionError);
    expect(bad({ units: [{ space: 'japan', power: 'japan', type: 'infantry', damaged: true }] })).toThrow(
      /only battleships and carriers/,
    );
    expect(bad({ units: [{ space: 'sz-10', power: 'usa', type: 'fighter' }] })).toThrow(
      /neither on a carrier/,
    );
    expect(
      bad({
        units: [{ space: 'sz-10', power: 'usa', type: 'transport', cargo: [{ type: 'armour', count: 2 }] }],
      }),
    ).toThrow(/capacity/);
    expect(bad({ facilities: [{ space: 'japan', type: 'minorIc', damage: 7 }] })).toThrow(/above 6/);
    expect(bad({ control: { 'sz-6': 'japan' } })).toThrow(/sea zone/);
    expect(bad({ surprise: true })).toThrow(/Unrecognized key/);
  });
});

describe('views', () => {
  it('show everything but the generator, the same to every viewer', () => {
    const s = fromPosition({ format: 'pacific-1940-position/1', dice: [2, 2] }, 'v');
    const v = view(s, 'usa');
    expect('rng' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('forced');
    expect(view(s, 'spectator')).toEqual(v);
    expect(v.pieces).toBe(s.pieces);
  });
});
