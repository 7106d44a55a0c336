/**
 * 14.3 Strategic bombing raids with scripted dice: the one-round air battle (escorts at 1, interceptors at
 * 2, bombers not firing but lost by choice), the facility's own AA on each bomber, a die of damage for each
 * survivor, and the damage limits (major complex 20, the rest 6).
 */
import { createRng } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { airBattle, bombRuns } from '../src/battle/bombing.ts';

const dice = (...values: number[]) =>
  createRng(
    'raid',
    values.map((value) => ({ kind: 'die', value })),
  );

describe('14.3 step 4 the air battle', () => {
  it('is not fought without interceptors, and rolls no die', () => {
    const rng = dice(1);
    expect(airBattle({ bombers: 2, escorts: 2, interceptors: 0 }, rng)).toEqual({
      escortsLost: 0,
      bombersLost: 0,
      interceptorsLost: 0,
    });
    expect(rng.forced).toHaveLength(1);
  });

  it('escorts hit on 1, interceptors on 2; the bombers do not fire', () => {
    // Two escorts roll 1 and 2 (one hit); two interceptors roll 2 and 3 (one hit).
    const r = airBattle({ bombers: 3, escorts: 2, interceptors: 2 }, dice(1, 2, 2, 3));
    expect(r).toEqual({ escortsLost: 1, bombersLost: 0, interceptorsLost: 1 });
  });

  it('the attacker chooses its losses: escorts first by default, bombers when told', () => {
    const both = () => dice(6, 1, 1);
    expect(airBattle({ bombers: 2, escorts: 1, interceptors: 2 }, both())).toEqual({
      escortsLost: 1,
      bombersLost: 1,
      interceptorsLost: 0,
    });
    expect(
      airBattle({ bombers: 2, escorts: 1, interceptors: 2, attackerLosesFirst: 'bombers' }, both()),
    ).toEqual({
      escortsLost: 0,
      bombersLost: 2,
      interceptorsLost: 0,
    });
  });

  it('lasts one round: hits beyond the units there are lost', () => {
    expect(airBattle({ bombers: 1, escorts: 0, interceptors: 3 }, dice(1, 1, 1))).toEqual({
      escortsLost: 0,
      bombersLost: 1,
      interceptorsLost: 0,
    });
  });
});

describe('14.3 steps 7-9 the bomb run', () => {
  it('each facility’s AA rolls one die a bomber, a 1 destroying it, before the survivors roll damage', () => {
    // AA: 1 (a bomber down), 4. Damage: the one survivor rolls 5.
    const [r] = bombRuns([{ facility: 'majorIc', damage: 0, bombers: 2 }], dice(1, 4, 5));
    expect(r).toMatchObject({ shotDown: 1, rolled: 5, damageAfter: 5 });
  });

  it('splits the bombers between targets, each group facing its own facility’s AA', () => {
    const [ic, base] = bombRuns(
      [
        { facility: 'majorIc', damage: 2, bombers: 1 },
        { facility: 'airBase', damage: 0, bombers: 1 },
      ],
      dice(3, 1, 6),
    );
    expect(ic).toMatchObject({ shotDown: 0, rolled: 6, damageAfter: 8 });
    expect(base).toMatchObject({ shotDown: 1, rolled: 0, damageAfter: 0 });
  });

  it('ignores damage beyond the limit: 20 for a major complex, 6 for a minor one or a base', () => {
    const [major] = bombRuns([{ facility: 'majorIc', damage: 18, bombers: 1 }], dice(2, 6));
    expect(major?.damageAfter).toBe(20);
    const [minor] = bombRuns([{ facility: 'minorIc', damage: 3, bombers: 2 }], dice(2, 2, 6, 6));
    expect(minor?.damageAfter).toBe(6);
    const [navalBase] = bombRuns([{ facility: 'navalBase', damage: 5, bombers: 1 }], dice(3, 4));
    expect(navalBase?.damageAfter).toBe(6);
  });
});
