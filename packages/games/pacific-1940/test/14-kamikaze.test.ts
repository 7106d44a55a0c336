/** 14.2.1 Kamikaze strikes: when, where, at what, the dice, the tokens, and the bombardment they cancel. */
import { describe, expect, it } from 'vitest';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

const movedIn = { moved: 1, engaged: true, cameFrom: 'sz-7' };
const kamikaze = (tokens = 6, active = true) => ({ atWar: { usa: true }, kamikaze: { active, tokens } });

/** The USA moves a destroyer, a battleship, a submarine and a transport into sz-6 (a kamikaze zone). */
const fleet = (politics = kamikaze(), dice: number[] = [], unmoved = false) =>
  started({
    power: 'usa',
    politics,
    units: [
      unitsAt('sz-6', 'usa', 'destroyer', ['p1'], unmoved ? {} : movedIn),
      unitsAt('sz-6', 'usa', 'battleship', ['p3'], unmoved ? {} : movedIn),
      unitsAt('sz-6', 'usa', 'submarine', ['p4'], unmoved ? {} : movedIn),
      unitsAt('sz-6', 'usa', 'transport', ['p5'], unmoved ? {} : movedIn),
      unitsAt('sz-6', 'japan', 'destroyer', ['p2']),
    ],
    dice,
  }).state;

describe('14.2.1 Kamikaze strikes', () => {
  it('Japan decides first, before any battle, at Allied surface warships moved into a kamikaze zone', () => {
    const s = fleet();
    expect(pending(s)).toEqual(['japan:kamikaze']);
    expect(legal(s, 'japan')).toEqual([
      { type: 'kamikaze', target: 'p1' },
      { type: 'kamikaze', target: 'p3' },
      { type: 'end-kamikaze' },
    ]);
    expect(refusal(s, 'usa', { type: 'fight', space: 'sz-6' }, '14')).toMatch(/no decision/);
  });

  it('never at submarines or transports', () => {
    const s = fleet();
    expect(refusal(s, 'japan', { type: 'kamikaze', target: 'p4' }, '14.2.1')).toMatch(
      /not submarines or transports/,
    );
    expect(refusal(s, 'japan', { type: 'kamikaze', target: 'p5' }, '14.2.1')).toMatch(
      /not submarines or transports/,
    );
  });

  it('only once allowed, with tokens left, and only in the zones Allied ships moved into', () => {
    expect(pending(fleet(kamikaze(6, false)))).toEqual(['usa:fight']);
    expect(pending(fleet(kamikaze(0)))).toEqual(['usa:fight']);
    expect(pending(fleet(kamikaze(), [], true))).not.toContain('japan:kamikaze');
  });

  it('not in Japan\u2019s own turn', () => {
    const s = started({
      power: 'japan',
      politics: kamikaze(),
      units: [
        unitsAt('sz-6', 'japan', 'destroyer', ['p2'], movedIn),
        unitsAt('sz-6', 'usa', 'destroyer', ['p1']),
      ],
    }).state;
    expect(pending(s)).toEqual(['japan:fight']);
  });

  it('every strike is declared before any is rolled; a strike hits on 2 and the ship sunk never fires', () => {
    const s = fleet(kamikaze(), [2]);
    const declared = play(s, ['japan', { type: 'kamikaze', target: 'p1' }]).state;
    expect(declared.pieces.p1).toBeDefined();
    expect(declared.combat?.strikes).toEqual(['p1']);
    const { state: r, log } = play(declared, ['japan', { type: 'end-kamikaze' }]);
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'kamikaze', piece: 'p1', face: 2, hit: true, destroyed: true }),
    );
    expect(r.pieces.p1).toBeUndefined();
    expect(r.politics.kamikaze.tokens).toBe(5);
    expect(pending(r)).toEqual(['usa:fight']);
  });

  it('a 3 misses', () => {
    const r = play(
      fleet(kamikaze(), [3]),
      ['japan', { type: 'kamikaze', target: 'p1' }],
      ['japan', { type: 'end-kamikaze' }],
    );
    expect(r.state.pieces.p1).toBeDefined();
    expect(r.log).toContainEqual(expect.objectContaining({ type: 'kamikaze', face: 3, hit: false }));
  });

  it('several strikes may take one ship; a battleship needs two hits', () => {
    const one = play(
      fleet(kamikaze(), [1]),
      ['japan', { type: 'kamikaze', target: 'p3' }],
      ['japan', { type: 'end-kamikaze' }],
    ).state;
    expect(one.pieces.p3?.damaged).toBe(true);
    const two = play(
      fleet(kamikaze(), [1, 1]),
      ['japan', { type: 'kamikaze', target: 'p3' }],
      ['japan', { type: 'kamikaze', target: 'p3' }],
      ['japan', { type: 'end-kamikaze' }],
    ).state;
    expect(two.pieces.p3).toBeUndefined();
    expect(two.politics.kamikaze.tokens).toBe(4);
  });

  it('no more strikes than tokens', () => {
    const s = play(fleet(kamikaze(1)), ['japan', { type: 'kamikaze', target: 'p1' }]).state;
    expect(refusal(s, 'japan', { type: 'kamikaze', target: 'p3' }, '14.2.1')).toMatch(/no kamikaze token/);
    expect(legal(s, 'japan')).toEqual([{ type: 'end-kamikaze' }]);
  });

  it('a strike in the zone cancels the bombardment from it (14.4 Step 2)', () => {
    const assault = (dice: number[]) =>
      started({
        power: 'usa',
        politics: kamikaze(),
        units: [
          unitsAt('sz-19', 'usa', 'transport', ['p1'], { ...movedIn, unloaded: true }),
          unitsAt('okinawa', 'usa', 'infantry', ['p2'], { seaborne: true, engaged: true, cameFrom: 'sz-19' }),
          unitsAt('sz-19', 'usa', 'battleship', ['p3'], movedIn),
          unitsAt('okinawa', 'japan', 'infantry', ['p4']),
        ],
        dice,
      }).state;
    const struck = play(
      assault([6]),
      ['japan', { type: 'kamikaze', target: 'p3' }],
      ['japan', { type: 'end-kamikaze' }],
      ['usa', { type: 'fight', space: 'okinawa' }],
    ).state;
    expect(pending(struck)).not.toContain('usa:bombard');
    const spared = play(
      assault([]),
      ['japan', { type: 'end-kamikaze' }],
      ['usa', { type: 'fight', space: 'okinawa' }],
    ).state;
    expect(pending(spared)).toEqual(['usa:bombard']);
  });
});
