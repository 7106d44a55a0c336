/**
 * 14.4 Amphibious assaults: the sea battle first, bombardment only from a quiet zone, its casualties
 * firing back, land units from the sea never retreating, and a landing called off when the sea battle is lost.
 */
import { describe, expect, it } from 'vitest';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

const war = { atWar: { usa: true, uk: true } };
const moved = { moved: 1, engaged: true, cameFrom: 'sz-20' };
const ashore = { seaborne: true, engaged: true, cameFrom: 'sz-35' };

/** Japan lands one infantry on the Philippines from sz-35, with a battleship and a cruiser there. */
const philippines = (extra: object[] = [], dice: number[] = []) =>
  started({
    power: 'japan',
    politics: war,
    units: [
      unitsAt('sz-35', 'japan', 'transport', ['p1'], { ...moved, unloaded: true }),
      unitsAt('philippines', 'japan', 'infantry', ['p2'], ashore),
      unitsAt('sz-35', 'japan', 'battleship', ['p3'], moved),
      unitsAt('sz-35', 'japan', 'cruiser', ['p4'], moved),
      unitsAt('philippines', 'usa', 'infantry', ['p5']),
      ...extra,
    ],
    dice,
  }).state;

describe('14.4 Step 1 The sea battle comes first', () => {
  it('defending warships in the zone the land units unload from: that sea battle first', () => {
    const s = philippines([unitsAt('sz-35', 'usa', 'destroyer', ['p6'])], [1, 1, 6]);
    expect(legal(s, 'japan')).toEqual([{ type: 'fight', space: 'sz-35' }]);
    expect(refusal(s, 'japan', { type: 'fight', space: 'philippines' }, '14.4')).toMatch(/sz-35 comes first/);
    const won = play(s, ['japan', { type: 'fight', space: 'sz-35' }]).state;
    expect(won.pieces.p6).toBeUndefined();
    expect(legal(won, 'japan')).toEqual([{ type: 'fight', space: 'philippines' }]);
  });

  it('only submarines and transports there: the attacker may ignore them (and then bombard)', () => {
    const s = philippines([unitsAt('sz-35', 'usa', 'submarine', ['p6'])]);
    const f = play(s, ['japan', { type: 'fight', space: 'sz-35' }]).state;
    expect(pending(f)).toEqual(['japan:attack-subs']);
    expect(legal(f, 'japan')).toEqual([{ type: 'attack-subs' }, { type: 'ignore' }]);
    const ignored = play(
      f,
      ['japan', { type: 'ignore' }],
      ['japan', { type: 'fight', space: 'philippines' }],
    ).state;
    expect(pending(ignored)).toEqual(['japan:bombard']);
  });

  it('or attack them: then there was combat in the zone and no bombardment', () => {
    const s = philippines([unitsAt('sz-35', 'usa', 'submarine', ['p6'])], [6, 1, 6]);
    const sunk = play(
      s,
      ['japan', { type: 'fight', space: 'sz-35' }],
      ['japan', { type: 'attack-subs' }],
      ['usa', { type: 'surprise-strike' }],
    ).state;
    expect(sunk.pieces.p6).toBeUndefined();
    const land = play(sunk, ['japan', { type: 'fight', space: 'philippines' }]).state;
    expect(pending(land)).not.toContain('japan:bombard');
  });

  it('the sea battle lost: the land units do not land and are lost with their transports', () => {
    const alone = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('sz-35', 'japan', 'transport', ['p1'], { ...moved, unloaded: true }),
        unitsAt('philippines', 'japan', 'infantry', ['p2'], ashore),
        unitsAt('philippines', 'usa', 'infantry', ['p5']),
        unitsAt('sz-35', 'usa', 'destroyer', ['p6']),
      ],
    }).state;
    const { state: lost, log } = play(alone, ['japan', { type: 'fight', space: 'sz-35' }]);
    expect(lost.pieces.p1).toBeUndefined();
    expect(lost.pieces.p2).toBeUndefined();
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'landing-called-off', space: 'sz-35', lost: ['p2'] }),
    );
    const { state: end, log: after } = play(lost, ['japan', { type: 'fight', space: 'philippines' }]);
    expect(after).toContainEqual(expect.objectContaining({ type: 'no-battle', space: 'philippines' }));
    expect(end.control.philippines).toBe('usa');
  });

  it('the attacking sea units retreat: the land units stay aboard and go with them', () => {
    const s = philippines([unitsAt('sz-35', 'usa', 'destroyer', ['p6'])], [6, 6, 6]);
    const f = play(s, ['japan', { type: 'fight', space: 'sz-35' }]).state;
    const { state: r, log } = play(f, ['japan', { type: 'retreat', to: 'sz-20' }]);
    expect(r.pieces.p2).toMatchObject({ at: 'sz-20', aboard: 'p1' });
    expect(r.pieces.p2?.seaborne).toBeUndefined();
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'landing-called-off', aboard: ['p2'], lost: [] }),
    );
  });
});

describe('14.4 Step 2 Bombardment', () => {
  it('battleships and cruisers in the quiet zone, at most one per land unit unloaded', () => {
    const f = play(philippines(), ['japan', { type: 'fight', space: 'philippines' }]).state;
    expect(pending(f)).toEqual(['japan:bombard']);
    expect(legal(f, 'japan')).toEqual([
      { type: 'bombard', ships: ['p3'] },
      { type: 'bombard', ships: [] },
    ]);
    expect(refusal(f, 'japan', { type: 'bombard', ships: ['p3', 'p4'] }, '14.4')).toMatch(
      /at most one per land unit/,
    );
    expect(refusal(f, 'japan', { type: 'bombard', ships: ['p1'] }, '14.4')).toMatch(
      /battleships and cruisers/,
    );
  });

  it('a battleship hits on 4; its casualty fires back in the first round, then is removed', () => {
    const s = philippines([], [4, 2]);
    const { state: r, log } = play(
      s,
      ['japan', { type: 'fight', space: 'philippines' }],
      ['japan', { type: 'bombard', ships: ['p3'] }],
    );
    expect(log).toContainEqual(expect.objectContaining({ type: 'casualty', piece: 'p5', behind: true }));
    expect(log.filter((e) => e.type === 'dice').map((e) => e.step)).toEqual(['bombard', 'fire']);
    // Every defender is behind the strip: the attacker has nothing to fire at, the casualty fires back.
    expect(log.find((e) => e.step === 'fire')).toMatchObject({
      attacker: { faces: [], hits: 0 },
      defender: { faces: [2], hits: 1 },
    });
    expect(r.pieces.p2).toBeUndefined();
    expect(r.pieces.p5).toBeUndefined();
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'mutual' }));
  });

  it('a cruiser misses on 4 (it hits on 3)', () => {
    const s = philippines([], [4, 6, 6]);
    const { log } = play(
      s,
      ['japan', { type: 'fight', space: 'philippines' }],
      ['japan', { type: 'bombard', ships: ['p4'] }],
    );
    expect(log.find((e) => e.step === 'bombard')).toMatchObject({ attacker: { faces: [4], hits: 0 } });
  });

  it('each ship bombards one territory a turn', () => {
    const s = started({
      power: 'usa',
      politics: war,
      units: [
        unitsAt('sz-20', 'usa', 'transport', ['p1'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-21',
          unloaded: true,
        }),
        unitsAt('sz-20', 'usa', 'battleship', ['p2'], { moved: 1, engaged: true, cameFrom: 'sz-21' }),
        unitsAt('formosa', 'usa', 'infantry', ['p3'], { seaborne: true, engaged: true, cameFrom: 'sz-20' }),
        unitsAt('kiangsi', 'usa', 'infantry', ['p4'], { seaborne: true, engaged: true, cameFrom: 'sz-20' }),
        unitsAt('formosa', 'japan', 'infantry', ['p5']),
        unitsAt('kiangsi', 'japan', 'infantry', ['p6']),
      ],
      dice: [6, 1, 6],
    }).state;
    const first = play(
      s,
      ['usa', { type: 'fight', space: 'formosa' }],
      ['usa', { type: 'bombard', ships: ['p2'] }],
    ).state;
    const second = play(first, ['usa', { type: 'fight', space: 'kiangsi' }]).state;
    expect(pending(second)).not.toContain('usa:bombard');
  });
});

describe('14.4 Retreats in an amphibious assault', () => {
  const kwangtung = (dice: number[]) =>
    started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('kwangtung', 'japan', 'infantry', ['p1'], { moved: 1, engaged: true, cameFrom: 'kiangsi' }),
        unitsAt('kwangtung', 'japan', 'infantry', ['p2'], {
          seaborne: true,
          engaged: true,
          cameFrom: 'sz-20',
        }),
        unitsAt('sz-20', 'japan', 'transport', ['p3'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-19',
          unloaded: true,
        }),
        unitsAt('kwangtung', 'uk', 'infantry', ['p4', 'p5']),
      ],
      dice,
    }).state;

  it('units that came overland may retreat; those from the sea stay and fight on', () => {
    const f = play(kwangtung([6, 6, 6, 6, 1, 6, 6]), ['japan', { type: 'fight', space: 'kwangtung' }]).state;
    expect(legal(f, 'japan')).toEqual([{ type: 'press' }, { type: 'retreat', to: 'kiangsi' }]);
    const { state: r, log } = play(f, ['japan', { type: 'retreat', to: 'kiangsi' }]);
    expect(r.pieces.p1?.at).toBe('kiangsi');
    expect(r.pieces.p2?.at).toBe('kwangtung');
    expect(log).toContainEqual(expect.objectContaining({ type: 'retreat', ids: ['p1'] }));
    expect(log).toContainEqual(expect.objectContaining({ type: 'round', round: 2 }));
    expect(pending(r)).toEqual(['uk:casualties']);
  });

  it('land units from the sea alone never retreat: the battle goes on', () => {
    const s = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('kwangtung', 'japan', 'infantry', ['p2'], {
          seaborne: true,
          engaged: true,
          cameFrom: 'sz-20',
        }),
        unitsAt('sz-20', 'japan', 'transport', ['p3'], {
          moved: 1,
          engaged: true,
          cameFrom: 'sz-19',
          unloaded: true,
        }),
        unitsAt('kwangtung', 'uk', 'infantry', ['p4']),
      ],
      dice: [6, 6, 6, 1],
    }).state;
    const { state: r, log } = play(s, ['japan', { type: 'fight', space: 'kwangtung' }]);
    expect(log.filter((e) => e.type === 'round').map((e) => e.round)).toEqual([1, 2]);
    expect(r.pieces.p2).toBeUndefined();
  });
});
