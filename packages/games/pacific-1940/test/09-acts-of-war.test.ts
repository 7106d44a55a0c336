/**
 * 9 rules 2–7 and 10–11, 10 rule 10 Acts of war in the movement phases: what Japan may attack without a
 * war, what brings the Allies in, what the USA at peace may not do, the UK and ANZAC taking Dutch and
 * French territories, and the Soviet Union nobody enters.
 */
import { describe, expect, it } from 'vitest';
import { applyCombatMove } from '../src/combat-move.ts';
import { applyNoncombatMove } from '../src/noncombat-move.ts';
import { move, playAll as play, positionsOf, refusedBy as refused } from './support/moves.ts';

const position = positionsOf('aw');

const peace = { usa: false, uk: false, anzac: false, dutch: false };

describe('9 rule 2 Japan attacks China and French Indochina without a war', () => {
  const s = position([
    { space: 'jehol', power: 'japan', type: 'infantry', ids: ['p1'] },
    { space: 'kwangsi', power: 'japan', type: 'infantry', ids: ['p2'] },
  ]);

  it('China', () => {
    const r = play(applyCombatMove, s, move(['p1'], ['chahar']));
    expect(r.state.politics.atWar).toEqual(peace);
    expect(r.events.some((e) => e.type === 'war')).toBe(false);
  });

  it('unoccupied French Indochina', () => {
    const r = play(applyCombatMove, s, move(['p2'], ['french-indo-china']));
    expect(r.state.politics.atWar).toEqual(peace);
  });
});

describe('9 rule 3 A Japanese attack on the USA, the UK, ANZAC or the Dutch brings them all in', () => {
  it('attacking a British territory', () => {
    const s = position([{ space: 'kwangsi', power: 'japan', type: 'infantry', ids: ['p1'] }]);
    const r = play(applyCombatMove, s, move(['p1'], ['kwangtung']));
    expect(r.state.politics.atWar).toEqual({ usa: true, uk: true, anzac: true, dutch: true });
    expect(r.state.politics.usWarEconomy).toBe(true);
    expect(r.events[0]).toMatchObject({
      type: 'war',
      rule: '9',
      seat: 'japan',
      powers: ['usa', 'uk', 'anzac', 'dutch'],
    });
  });

  it('attacking American ships', () => {
    const s = position([
      { space: 'sz-20', power: 'japan', type: 'destroyer', ids: ['p1'] },
      { space: 'sz-35', power: 'usa', type: 'transport', ids: ['p2'] },
    ]);
    const r = play(applyCombatMove, s, move(['p1'], ['sz-35']));
    expect(r.state.politics.atWar.usa).toBe(true);
    expect(r.state.politics.atWar.anzac).toBe(true);
  });

  it('attacking a Dutch territory', () => {
    const s = position([
      {
        space: 'sz-42',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [{ type: 'infantry', ids: ['p2'] }],
      },
    ]);
    const r = play(applyCombatMove, s, { type: 'unload', pieces: ['p2'], to: 'java' });
    expect(r.state.politics.atWar.dutch).toBe(true);
    expect(r.state.pieces.p2).toMatchObject({ at: 'java', seaborne: true });
  });

  it('passing by at peace is no attack: ships of powers at peace ignore each other', () => {
    const s = position([
      { space: 'sz-19', power: 'japan', type: 'submarine', ids: ['p1'] },
      { space: 'sz-20', power: 'usa', type: 'battleship', ids: ['p2'] },
      { space: 'sz-35', power: 'china', type: 'transport', ids: ['p3'] },
    ]);
    const r = play(applyCombatMove, s, move(['p1'], ['sz-20', 'sz-35']));
    expect(r.state.politics.atWar).toEqual(peace);
    // In noncombat move Japan's ships share zones with American ones freely.
    const n = position(
      [
        { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-20', power: 'usa', type: 'battleship', ids: ['p2'] },
      ],
      { phase: 'noncombat-move' },
    );
    expect(play(applyNoncombatMove, n, move(['p1'], ['sz-20'])).state.politics.atWar).toEqual(peace);
  });
});

describe('9 rule 3, 8 Ships of powers at peace ignore each other', () => {
  it('a combat move into a zone where the move has its own combat is no attack on the ships of a power at peace', () => {
    const s = position([
      { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p1'] },
      { space: 'sz-20', power: 'usa', type: 'cruiser', ids: ['p2'] },
      { space: 'sz-20', power: 'china', type: 'transport', ids: ['p3'] },
    ]);
    const r = play(applyCombatMove, s, move(['p1'], ['sz-20']));
    expect(r.state.politics.atWar).toEqual(peace);
  });

  it('with nothing else to attack there, it is an attack on them', () => {
    const s = position([
      { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p1'] },
      { space: 'sz-20', power: 'usa', type: 'cruiser', ids: ['p2'] },
    ]);
    expect(play(applyCombatMove, s, move(['p1'], ['sz-20'])).state.politics.atWar.usa).toBe(true);
  });
});

describe('9 rules 6, 11 The UK or ANZAC attacking Japan or entering China', () => {
  it('attacking a Japanese territory: war for the UK, ANZAC and the Dutch, not the USA', () => {
    const s = position([{ space: 'shan-state', power: 'uk', type: 'infantry', ids: ['p1'] }], {
      power: 'uk',
    });
    const r = play(applyCombatMove, s, move(['p1'], ['siam']));
    expect(r.state.politics.atWar).toEqual({ usa: false, uk: true, anzac: true, dutch: true });
  });

  it('moving units into China, in noncombat move too, air units included', () => {
    const s = position([{ space: 'burma', power: 'uk', type: 'fighter', ids: ['p1'] }], {
      power: 'uk',
      phase: 'noncombat-move',
    });
    const r = play(applyNoncombatMove, s, move(['p1'], ['yunnan']));
    expect(r.state.politics.atWar).toEqual({ usa: false, uk: true, anzac: true, dutch: true });
    expect(r.events[0]).toMatchObject({ type: 'war', why: expect.stringMatching(/into China \(Yunnan\)/) });
  });

  it('moving within their own territories starts nothing', () => {
    const s = position([{ space: 'burma', power: 'uk', type: 'infantry', ids: ['p1'] }], {
      power: 'uk',
      phase: 'noncombat-move',
    });
    expect(play(applyNoncombatMove, s, move(['p1'], ['india'])).state.politics.atWar).toEqual(peace);
  });
});

describe('9 rule 7 The USA at peace', () => {
  it('may not attack Japan', () => {
    const s = position(
      [
        { space: 'sz-35', power: 'usa', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p2'] },
      ],
      { power: 'usa' },
    );
    expect(refused(applyCombatMove, s, move(['p1'], ['sz-20']), '9')).toMatch(
      /not at war with Japan: it may not attack Sea Zone 20/,
    );
  });

  it('may not move units into China, not even flying over it', () => {
    const s = position([{ space: 'burma', power: 'usa', type: 'fighter', ids: ['p1'] }], {
      power: 'usa',
      phase: 'noncombat-move',
    });
    expect(refused(applyNoncombatMove, s, move(['p1'], ['yunnan', 'kweichow']), '9')).toMatch(
      /into China \(Yunnan\)/,
    );
    expect(play(applyNoncombatMove, s, move(['p1'], ['india'])).state.pieces.p1?.at).toBe('india');
  });

  it('at war, it may do both', () => {
    const s = position(
      [
        { space: 'sz-35', power: 'usa', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p2'] },
      ],
      { power: 'usa', politics: { atWar: { usa: true } } },
    );
    expect(play(applyCombatMove, s, move(['p1'], ['sz-20'])).state.pieces.p1?.at).toBe('sz-20');
  });
});

describe('9 rules 4, 5 The UK and ANZAC take Dutch and French territories by moving in', () => {
  it('before the war, land units entering take control at once, without a war', () => {
    const s = position([{ space: 'shan-state', power: 'uk', type: 'infantry', ids: ['p1'] }], {
      power: 'uk',
      phase: 'noncombat-move',
    });
    const r = play(applyNoncombatMove, s, move(['p1'], ['french-indo-china']));
    expect(r.state.control['french-indo-china']).toBe('uk');
    expect(r.state.politics.atWar).toEqual(peace);
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'takeover', rule: '9', space: 'french-indo-china' }),
    );
  });

  it('in combat move as well', () => {
    const s = position([{ space: 'shan-state', power: 'uk', type: 'infantry', ids: ['p1'] }], {
      power: 'uk',
    });
    expect(
      play(applyCombatMove, s, move(['p1'], ['french-indo-china'])).state.control['french-indo-china'],
    ).toBe('uk');
  });

  it('not by air units, and not by the USA', () => {
    const air = position([{ space: 'shan-state', power: 'uk', type: 'fighter', ids: ['p1'] }], {
      power: 'uk',
      phase: 'noncombat-move',
    });
    expect(
      play(applyNoncombatMove, air, move(['p1'], ['french-indo-china'])).state.control['french-indo-china'],
    ).toBe('french');
    const usa = position([{ space: 'shan-state', power: 'usa', type: 'infantry', ids: ['p1'] }], {
      power: 'usa',
      phase: 'noncombat-move',
    });
    expect(
      play(applyNoncombatMove, usa, move(['p1'], ['french-indo-china'])).state.control['french-indo-china'],
    ).toBe('french');
  });

  it('once Japan holds one it is Japanese: taking it back is an attack on Japan', () => {
    const s = position([{ space: 'shan-state', power: 'uk', type: 'infantry', ids: ['p1'] }], {
      power: 'uk',
      control: { 'french-indo-china': 'japan' },
    });
    const r = play(applyCombatMove, s, move(['p1'], ['french-indo-china']));
    expect(r.state.politics.atWar.uk).toBe(true);
    expect(r.state.control['french-indo-china']).toBe('japan');
  });
});

describe('9 rule 10 Nobody enters the Soviet Union', () => {
  it('by land or air, in either phase', () => {
    const s = position([
      { space: 'korea', power: 'japan', type: 'infantry', ids: ['p1'] },
      { space: 'korea', power: 'japan', type: 'fighter', ids: ['p2'] },
    ]);
    expect(refused(applyCombatMove, s, move(['p1'], ['amur']), '9')).toMatch(/Soviet/);
    expect(
      refused(
        applyNoncombatMove,
        { ...s, phase: 'noncombat-move' },
        move(['p2'], ['amur', 'manchuria']),
        '9',
      ),
    ).toMatch(/Soviet/);
  });
});
