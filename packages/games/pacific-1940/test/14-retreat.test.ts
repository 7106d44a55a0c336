/** 14.6 Retreat (condition B): where, who, together, and the defender never. */
import { describe, expect, it } from 'vitest';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

/** Japan attacks hunan from kiangsi (Japanese) and anhwe (Chinese, blitzed through); all dice miss. */
const land = () =>
  started({
    power: 'japan',
    units: [
      unitsAt('hunan', 'japan', 'infantry', ['p1'], { moved: 1, engaged: true, cameFrom: 'kiangsi' }),
      unitsAt('hunan', 'japan', 'armour', ['p2'], { moved: 2, engaged: true, cameFrom: 'anhwe' }),
      unitsAt('hunan', 'japan', 'fighter', ['p3'], { moved: 2, cameFrom: 'kiangsi' }),
      unitsAt('hunan', 'china', 'infantry', ['p4', 'p5']),
    ],
    dice: [6, 6, 6, 6, 6],
  }).state;

describe('14.6 Retreat', () => {
  it('after a round the attacker presses or retreats to a friendly territory its land units came from', () => {
    const s = play(land(), ['japan', { type: 'fight', space: 'hunan' }]).state;
    expect(pending(s)).toEqual(['japan:press']);
    expect(legal(s, 'japan')).toEqual([{ type: 'press' }, { type: 'retreat', to: 'kiangsi' }]);
  });

  it('not to a space no attacker came from, nor to an enemy territory one came from', () => {
    const s = play(land(), ['japan', { type: 'fight', space: 'hunan' }]).state;
    expect(refusal(s, 'japan', { type: 'retreat', to: 'kwangsi' }, '14.6')).toMatch(/only to kiangsi/);
    expect(refusal(s, 'japan', { type: 'retreat', to: 'anhwe' }, '14.6')).toMatch(/friendly/);
  });

  it('land units retreat together to one space; air units stay to fly in Noncombat Move; the defender keeps it', () => {
    const s = play(land(), ['japan', { type: 'fight', space: 'hunan' }]).state;
    const { state: r, log } = play(s, ['japan', { type: 'retreat', to: 'kiangsi' }]);
    expect([r.pieces.p1?.at, r.pieces.p2?.at, r.pieces.p3?.at]).toEqual(['kiangsi', 'kiangsi', 'hunan']);
    expect(r.pieces.p2?.engaged).toBe(true);
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'retreat', to: 'kiangsi', ids: ['p1', 'p2', 'p3'] }),
    );
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'retreat' }));
    expect(r.control.hunan).toBe('china');
  });

  it('press: another round', () => {
    const s = play(land(), ['japan', { type: 'fight', space: 'hunan' }]).state;
    const { log } = play(s, ['japan', { type: 'press' }]);
    expect(log).toContainEqual(expect.objectContaining({ type: 'round', round: 2 }));
  });

  it('the defender never retreats', () => {
    const s = play(land(), ['japan', { type: 'fight', space: 'hunan' }]).state;
    expect(legal(s, 'china')).toEqual([]);
    expect(refusal(s, 'china', { type: 'retreat', to: 'yunnan' }, '14')).toMatch(/no decision/);
  });

  it('air units alone retreat where they are', () => {
    const s = started({
      power: 'japan',
      units: [
        unitsAt('hunan', 'japan', 'fighter', ['p3'], { moved: 2, cameFrom: 'kiangsi' }),
        unitsAt('hunan', 'china', 'infantry', ['p4']),
      ],
      dice: [6, 6],
    }).state;
    const f = play(s, ['japan', { type: 'fight', space: 'hunan' }]).state;
    expect(legal(f, 'japan')).toEqual([{ type: 'press' }, { type: 'retreat', to: 'hunan' }]);
    expect(play(f, ['japan', { type: 'retreat', to: 'hunan' }]).state.pieces.p3?.at).toBe('hunan');
  });

  it('sea units retreat to an adjacent sea zone one of them came from that holds no enemy warships', () => {
    const s = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [
        unitsAt('sz-20', 'japan', 'cruiser', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'japan', 'destroyer', ['p2'], { moved: 1, engaged: true, cameFrom: 'sz-21' }),
        unitsAt('sz-21', 'usa', 'battleship', ['p3']),
        unitsAt('sz-20', 'usa', 'cruiser', ['p4']),
        unitsAt('sz-20', 'japan', 'transport', ['p6'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-19',
          cargo: [{ type: 'infantry', ids: ['p5'] }],
        }),
      ],
      dice: [6, 6, 6],
    }).state;
    const f = play(s, ['japan', { type: 'fight', space: 'sz-20' }]).state;
    expect(legal(f, 'japan')).toEqual([{ type: 'press' }, { type: 'retreat', to: 'sz-19' }]);
    expect(refusal(f, 'japan', { type: 'retreat', to: 'sz-21' }, '14.6')).toMatch(/sz-19/);
    const r = play(f, ['japan', { type: 'retreat', to: 'sz-19' }]).state;
    expect([r.pieces.p1?.at, r.pieces.p2?.at, r.pieces.p6?.at, r.pieces.p5?.at]).toEqual([
      'sz-19',
      'sz-19',
      'sz-19',
      'sz-19',
    ]);
  });

  it('with nowhere to go (the units started there, 13.2), the battle goes on', () => {
    const s = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [unitsAt('sz-20', 'japan', 'cruiser', ['p1']), unitsAt('sz-20', 'usa', 'cruiser', ['p4'])],
      dice: [6, 6, 1, 6],
    }).state;
    const { state: f, log } = play(s, ['japan', { type: 'fight', space: 'sz-20' }]);
    expect(log.filter((e) => e.type === 'round').map((e) => e.round)).toEqual([1, 2]);
    expect(f.pieces.p4).toBeUndefined();
  });
});
