/** 14.3 Strategic bombing raids: interceptors, the one-round air battle, targets, the facilities' AA, damage. */
import { describe, expect, it } from 'vitest';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

const war = { atWar: { usa: true } };
const bomber = (space = 'philippines') =>
  unitsAt(space, 'japan', 'bomber', ['p1'], { moved: 4, mission: 'raid' });
const escort = unitsAt('philippines', 'japan', 'fighter', ['p3'], { moved: 4, mission: 'escort' });
const interceptor = unitsAt('philippines', 'usa', 'fighter', ['p2']);

const raid = (units: object[], dice: number[] = [], facilities?: object[]) =>
  started({ power: 'japan', politics: war, units, dice, ...(facilities ? { facilities } : {}) }).state;

describe('14.3 Strategic bombing raids', () => {
  it('the defender chooses its interceptors among its fighters there (none, too)', () => {
    const s = play(raid([bomber(), interceptor]), ['japan', { type: 'fight', space: 'philippines' }]).state;
    expect(pending(s)).toEqual(['usa:intercept']);
    expect(legal(s, 'usa')).toEqual([
      { type: 'intercept', pieces: ['p2'] },
      { type: 'intercept', pieces: [] },
    ]);
    expect(refusal(s, 'usa', { type: 'intercept', pieces: ['p1'] }, '14.3')).toMatch(
      /only the defender's fighters/,
    );
  });

  it('several facilities: the attacker sends each group of bombers at one', () => {
    const s = play(
      raid([bomber(), interceptor], [2, 5]),
      ['japan', { type: 'fight', space: 'philippines' }],
      ['usa', { type: 'intercept', pieces: [] }],
    ).state;
    expect(pending(s)).toEqual(['japan:raid-target']);
    expect(legal(s, 'japan')).toEqual([
      { type: 'raid-target', pieces: ['p1'], facility: 'airBase' },
      { type: 'raid-target', pieces: ['p1'], facility: 'navalBase' },
    ]);
    expect(refusal(s, 'japan', { type: 'raid-target', pieces: ['p1'], facility: 'majorIc' }, '14.3')).toMatch(
      /no majorIc/,
    );
  });

  it('the facility\u2019s own AA rolls for each bomber, then each bomber left rolls its damage', () => {
    const s = play(
      raid([bomber(), interceptor], [2, 5]),
      ['japan', { type: 'fight', space: 'philippines' }],
      ['usa', { type: 'intercept', pieces: [] }],
    ).state;
    const { state: r, log } = play(s, [
      'japan',
      { type: 'raid-target', pieces: ['p1'], facility: 'airBase' },
    ]);
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'bomb-run', facility: 'airBase', shotDown: [], rolled: 5, damage: 5 }),
    );
    expect(r.facilities.philippines).toContainEqual({ type: 'airBase', damage: 5 });
    expect(r.facilities.philippines).toContainEqual({ type: 'navalBase', damage: 0 });
    expect(r.phase).toBe('noncombat-move');
  });

  it('a regular AA gun does not fire at bombers on a raid', () => {
    const { log } = play(raid([bomber('guam'), unitsAt('guam', 'usa', 'aaGun', ['p5'])], [2, 3]), [
      'japan',
      { type: 'fight', space: 'guam' },
    ]);
    expect(log.some((e) => e.type === 'aa-fire')).toBe(false);
    expect(log).toContainEqual(expect.objectContaining({ type: 'bomb-run', rolled: 3, damage: 3 }));
  });

  it('a 1 destroys the bomber at once: no damage', () => {
    const r = play(raid([bomber('guam')], [1]), ['japan', { type: 'fight', space: 'guam' }]).state;
    expect(r.pieces.p1).toBeUndefined();
    expect(r.facilities.guam).toEqual([{ type: 'airBase', damage: 0 }]);
  });

  it('one facility takes all the bombers; damage beyond the limit is ignored', () => {
    const r = play(raid([bomber('guam')], [6, 6], [{ space: 'guam', type: 'airBase', damage: 4 }]), [
      'japan',
      { type: 'fight', space: 'guam' },
    ]).state;
    expect(r.facilities.guam).toEqual([{ type: 'airBase', damage: 6 }]);
  });

  it('the air battle: one round, escorts at 1, interceptors at 2, each side choosing its casualties', () => {
    const s = play(
      raid([bomber(), escort, interceptor], [1, 2]),
      ['japan', { type: 'fight', space: 'philippines' }],
      ['usa', { type: 'intercept', pieces: ['p2'] }],
    );
    expect(s.log).toContainEqual(
      expect.objectContaining({
        type: 'dice',
        step: 'air-battle',
        attacker: { faces: [1], hits: 1 },
        defender: { faces: [2], hits: 1 },
      }),
    );
    expect(s.state.pieces.p2).toBeUndefined();
    expect(pending(s.state)).toEqual(['japan:casualties']);
    expect(legal(s.state, 'japan')).toEqual([
      { type: 'casualties-default' },
      { type: 'casualty', piece: 'p1' },
      { type: 'casualty', piece: 'p3' },
    ]);
    const after = play(s.state, ['japan', { type: 'casualty', piece: 'p3' }]).state;
    expect(after.pieces.p3).toBeUndefined();
    expect(pending(after)).toEqual(['japan:raid-target']);
  });

  it('an escort misses on 2, an interceptor on 3; bombers do not fire', () => {
    const s = play(
      raid([bomber(), escort, interceptor], [2, 3]),
      ['japan', { type: 'fight', space: 'philippines' }],
      ['usa', { type: 'intercept', pieces: ['p2'] }],
    );
    expect(s.log).toContainEqual(
      expect.objectContaining({
        step: 'air-battle',
        attacker: { faces: [2], hits: 0 },
        defender: { faces: [3], hits: 0 },
      }),
    );
    expect(pending(s.state)).toEqual(['japan:raid-target']);
  });

  it('bombers and escorts on a raid take part in no other battle there', () => {
    const s = raid([bomber(), escort, unitsAt('philippines', 'usa', 'infantry', ['p4'])]);
    expect(s.combat?.sites).toEqual([{ space: 'philippines', kind: 'raid', done: false }]);
  });
});
