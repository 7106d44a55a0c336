/** 14.2.2 Scramble: who, from where, to where, and what the scrambled planes may do. */
import { describe, expect, it } from 'vitest';
import { defendersIn } from '../src/general-combat.ts';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

const war = { atWar: { usa: true } };
const movedIn = { moved: 1, engaged: true, cameFrom: 'sz-34' };
const planes = [
  unitsAt('caroline-islands', 'japan', 'fighter', ['p2']),
  unitsAt('caroline-islands', 'japan', 'tacticalBomber', ['p3']),
  unitsAt('caroline-islands', 'japan', 'bomber', ['p4']),
];

/** The USA attacks a Japanese destroyer in sz-33, around the Caroline Islands (a Japanese air base). */
const attack = (facilities?: object[]) =>
  started({
    power: 'usa',
    politics: war,
    units: [
      unitsAt('sz-33', 'usa', 'destroyer', ['p1'], movedIn),
      unitsAt('sz-33', 'japan', 'destroyer', ['p5']),
      ...planes,
    ],
    ...(facilities ? { facilities } : {}),
  }).state;

describe('14.2.2 Scramble', () => {
  it('fighters and tactical bombers on an island with an air base may scramble to the attacked zone around it', () => {
    const s = attack();
    expect(pending(s)).toEqual(['japan:scramble']);
    expect(legal(s, 'japan')).toEqual([
      { type: 'scramble', pieces: ['p2', 'p3'], to: 'sz-33', subset: 'pieces' },
      { type: 'end-scramble' },
    ]);
  });

  it('not strategic bombers; not to another zone', () => {
    const s = attack();
    expect(refusal(s, 'japan', { type: 'scramble', pieces: ['p4'], to: 'sz-33' }, '14.2.2')).toMatch(
      /fighters and tactical bombers/,
    );
    expect(refusal(s, 'japan', { type: 'scramble', pieces: ['p2'], to: 'sz-34' }, '14.2.2')).toMatch(/sz-34/);
  });

  it('scrambled planes defend in the sea battle, keeping the island they came from', () => {
    const s = play(
      attack(),
      ['japan', { type: 'scramble', pieces: ['p2'], to: 'sz-33' }],
      ['japan', { type: 'end-scramble' }],
    ).state;
    expect(s.pieces.p2).toMatchObject({ at: 'sz-33', scrambledFrom: 'caroline-islands' });
    const { log } = play(s, ['usa', { type: 'fight', space: 'sz-33' }]);
    expect(log.find((e) => e.type === 'battle')).toMatchObject({ defenders: ['p2', 'p5'] });
  });

  it('an air base with 3 damage is not operative: no scramble', () => {
    const s = attack([
      { space: 'caroline-islands', type: 'airBase', damage: 3 },
      { space: 'caroline-islands', type: 'navalBase' },
    ]);
    expect(pending(s)).toEqual(['usa:fight']);
  });

  it('no scramble where no sea zone around the island is attacked', () => {
    const s = started({
      power: 'usa',
      politics: war,
      units: [
        unitsAt('sz-33', 'usa', 'destroyer', ['p1'], movedIn),
        unitsAt('sz-33', 'japan', 'destroyer', ['p5']),
        unitsAt('japan', 'japan', 'fighter', ['p2']),
      ],
    }).state;
    expect(pending(s)).toEqual(['usa:fight']);
  });

  it('alone in the zone an assault unloads from, they force a sea battle there first (14.4 Step 1)', () => {
    const s = started({
      power: 'usa',
      politics: war,
      units: [
        unitsAt('sz-33', 'usa', 'transport', ['p1'], { ...movedIn, unloaded: true }),
        unitsAt('caroline-islands', 'usa', 'infantry', ['p6'], {
          seaborne: true,
          engaged: true,
          cameFrom: 'sz-33',
        }),
        unitsAt('caroline-islands', 'japan', 'infantry', ['p7']),
        ...planes.slice(0, 1),
      ],
    }).state;
    expect(pending(s)).toEqual(['japan:scramble']);
    const sc = play(
      s,
      ['japan', { type: 'scramble', pieces: ['p2'], to: 'sz-33' }],
      ['japan', { type: 'end-scramble' }],
    ).state;
    expect(refusal(sc, 'usa', { type: 'fight', space: 'caroline-islands' }, '14.4')).toMatch(
      /sz-33 comes first/,
    );
    const { state: r, log } = play(sc, ['usa', { type: 'fight', space: 'sz-33' }]);
    expect(log).toContainEqual(expect.objectContaining({ type: 'transports-lost', ids: ['p1'] }));
    expect(r.pieces.p6).toBeUndefined();
  });

  it('they take part in no other battle, not even on their island', () => {
    const s = started({
      power: 'usa',
      politics: war,
      units: [
        unitsAt('sz-33', 'usa', 'destroyer', ['p1'], movedIn),
        unitsAt('caroline-islands', 'usa', 'infantry', ['p6'], {
          seaborne: true,
          engaged: true,
          cameFrom: 'sz-33',
        }),
        unitsAt('sz-33', 'usa', 'transport', ['p8'], { ...movedIn, unloaded: true }),
        unitsAt('caroline-islands', 'japan', 'infantry', ['p7']),
        ...planes.slice(0, 1),
      ],
    }).state;
    expect(defendersIn(s, 'caroline-islands')).toEqual(['p2', 'p7']);
    const sc = play(
      s,
      ['japan', { type: 'scramble', pieces: ['p2'], to: 'sz-33' }],
      ['japan', { type: 'end-scramble' }],
    ).state;
    expect(defendersIn(sc, 'caroline-islands')).toEqual(['p7']);
    expect(defendersIn(sc, 'sz-33')).toEqual(['p2']);
  });
});
