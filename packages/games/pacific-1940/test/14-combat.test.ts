/**
 * 14 Conduct Combat: the battles of the phase (14.1), general combat step by step (14.5) with the owners
 * choosing their casualties, and the results (14.7), played with scripted dice from positions.
 */

import { cloneRng } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { createBattle, forceOf } from '../src/battle/index.ts';
import { applyCombat, combatLegal } from '../src/combat.ts';
import { sideOf } from '../src/general-combat.ts';
import { fight as modelFight } from '../src/odds/monte-carlo.ts';
import type { PacificState } from '../src/state.ts';
import { legal, pending, play, refusal, started, unitsAt } from './support/combat.ts';

/** A Japanese unit that moved into hunan from kiangsi. */
const into = (type: string, ids: string[], from = 'kiangsi', space = 'hunan') =>
  unitsAt(space, 'japan', type, ids, {
    moved: type === 'fighter' ? 2 : 1,
    cameFrom: from,
    ...(type === 'fighter' ? {} : { engaged: true }),
  });
const cn = (type: string, ids: string[]) => unitsAt('hunan', 'china', type, ids);

describe('14.1 The battles of the phase', () => {
  it('a battle wherever the mover has units and an enemy has units; none where it has none', () => {
    const { state, events } = started({
      power: 'japan',
      units: [into('infantry', ['p1']), cn('infantry', ['p2'])],
    });
    expect(events[0]).toMatchObject({
      type: 'battles',
      rule: '14.1',
      sites: [{ space: 'hunan', kind: 'land' }],
    });
    expect(pending(state)).toEqual(['japan:fight']);
    expect(legal(state, 'japan')).toEqual([{ type: 'fight', space: 'hunan' }]);
    const quiet = started({
      power: 'japan',
      units: [unitsAt('kiangsi', 'japan', 'infantry', ['p1']), cn('infantry', ['p2'])],
    });
    expect(quiet.state.phase).toBe('noncombat-move');
    expect(quiet.state.combat).toBeNull();
  });

  it('an empty enemy territory entered is taken without a fight (13.1)', () => {
    const { state } = started({ power: 'japan', units: [into('infantry', ['p1'])] });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(log.some((e) => e.type === 'dice')).toBe(false);
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'captured', space: 'hunan', controller: 'japan' }),
    );
    expect(s.control.hunan).toBe('japan');
    expect(s.phase).toBe('noncombat-move');
  });

  it('a zone with only enemy submarines or transports: a battle only if warships or planes moved in (13.1)', () => {
    const zone = (mover: object) =>
      started({
        power: 'japan',
        politics: { atWar: { usa: true } },
        units: [
          mover,
          unitsAt('sz-20', 'usa', 'submarine', ['p2']),
          unitsAt('sz-20', 'usa', 'transport', ['p3']),
        ],
      }).events[0]?.sites;
    const moved = { moved: 1, engaged: true, cameFrom: 'sz-19' };
    expect(zone(unitsAt('sz-20', 'japan', 'transport', ['p1'], moved))).toEqual([]);
    expect(zone(unitsAt('sz-20', 'japan', 'destroyer', ['p1']))).toEqual([]);
    expect(zone(unitsAt('sz-20', 'japan', 'destroyer', ['p1'], moved))).toEqual([
      { space: 'sz-20', kind: 'sea' },
    ]);
    expect(zone(unitsAt('sz-20', 'japan', 'fighter', ['p1'], { moved: 2 }))).toEqual([
      { space: 'sz-20', kind: 'sea' },
    ]);
  });

  it('enemy warships in the zone: a battle even for units that started there and stayed (13.2)', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [unitsAt('sz-20', 'japan', 'destroyer', ['p1']), unitsAt('sz-20', 'usa', 'cruiser', ['p2'])],
    });
    expect(pending(state)).toEqual(['japan:fight']);
  });

  it('no Allied power attacks another, nor a power at peace', () => {
    const allies = started({
      power: 'usa',
      units: [
        unitsAt('sz-20', 'usa', 'destroyer', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-21' }),
        unitsAt('sz-20', 'uk', 'cruiser', ['p2']),
      ],
    });
    expect(allies.state.phase).toBe('noncombat-move');
    const peace = started({
      power: 'japan',
      units: [
        unitsAt('sz-20', 'japan', 'destroyer', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'usa', 'cruiser', ['p2']),
      ],
    });
    expect(peace.state.phase).toBe('noncombat-move');
  });

  it('the order: strategic bombing raids first, then amphibious assaults, then general combat', () => {
    const { state } = started({
      power: 'japan',
      units: [
        into('infantry', ['p1']),
        cn('infantry', ['p2']),
        unitsAt('philippines', 'japan', 'bomber', ['p3'], { moved: 4, mission: 'raid' }),
      ],
    });
    expect(legal(state, 'japan')).toEqual([{ type: 'fight', space: 'philippines' }]);
    expect(refusal(state, 'japan', { type: 'fight', space: 'hunan' }, '14.1')).toMatch(/raids come first/);
    expect(refusal(state, 'japan', { type: 'fight', space: 'kiangsu' }, '14.5')).toMatch(/no battle/);
  });
});

describe('14.5 The attacker chooses the order; each battle is resolved completely', () => {
  const two = () =>
    started({
      power: 'japan',
      units: [
        into('infantry', ['p1']),
        cn('infantry', ['p2']),
        into('infantry', ['p3'], 'kiangsi', 'kwangtung'),
        unitsAt('kwangtung', 'uk', 'infantry', ['p4']),
      ],
      politics: { atWar: { uk: true } },
      dice: [6, 6],
    }).state;

  it('either battle may come first', () => {
    expect(legal(two(), 'japan')).toEqual([
      { type: 'fight', space: 'hunan' },
      { type: 'fight', space: 'kwangtung' },
    ]);
    const { state } = play(two(), ['japan', { type: 'fight', space: 'kwangtung' }]);
    expect(state.combat?.battle?.space).toBe('kwangtung');
  });

  it('no other battle starts before this one ends', () => {
    const { state } = play(two(), ['japan', { type: 'fight', space: 'kwangtung' }]);
    expect(pending(state)).toEqual(['japan:press']);
    expect(refusal(state, 'japan', { type: 'fight', space: 'hunan' }, '14.6')).toMatch(/press/);
    const after = play(state, ['japan', { type: 'retreat', to: 'kiangsi' }]).state;
    expect(legal(after, 'japan')).toEqual([{ type: 'fight', space: 'hunan' }]);
  });

  it('only the seat that decides may act', () => {
    const { state } = play(two(), ['japan', { type: 'fight', space: 'kwangtung' }]);
    expect(refusal(state, 'uk', { type: 'press' }, '14')).toMatch(/no decision/);
    expect(legal(state, 'uk')).toEqual([]);
  });
});

describe('14.5 Steps 3-5 Fire and casualties', () => {
  it('a unit hits on its value or less: infantry 1 and 2 miss at 2 and 3', () => {
    const { state } = started({
      power: 'japan',
      units: [into('infantry', ['p1']), cn('infantry', ['p2'])],
      dice: [2, 3],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(log).toContainEqual(
      expect.objectContaining({
        type: 'dice',
        attacker: { faces: [2], hits: 0 },
        defender: { faces: [3], hits: 0 },
      }),
    );
    expect(pending(s)).toEqual(['japan:press']);
  });

  it('both sides fire at once: 1 against 1 can destroy both (no capture, 14.7)', () => {
    const { state } = started({
      power: 'japan',
      units: [into('infantry', ['p1']), cn('infantry', ['p2'])],
      dice: [1, 2],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'mutual' }));
    expect(s.control.hunan).toBe('china');
    expect(s.pieces.p1).toBeUndefined();
    expect(s.pieces.p2).toBeUndefined();
  });

  it('the defender chooses its casualties, one hit at a time, among its own units only', () => {
    // Artillery and the infantry it supports at 2, the other infantry at 1; three Chinese infantry at 2.
    const { state } = started({
      power: 'japan',
      units: [into('infantry', ['p1', 'p2']), into('artillery', ['p3']), cn('infantry', ['p4', 'p5', 'p6'])],
      dice: [1, 3, 1, 6, 6, 6],
    });
    const { state: s } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(pending(s)).toEqual(['china:casualties']);
    expect(legal(s, 'china')).toEqual([
      { type: 'casualties-default' },
      { type: 'casualty', piece: 'p4' },
      { type: 'casualty', piece: 'p5' },
      { type: 'casualty', piece: 'p6' },
    ]);
    expect(refusal(s, 'china', { type: 'casualty', piece: 'p1' }, '14.5')).toMatch(/not one of the defender/);
    const one = play(s, ['china', { type: 'casualty', piece: 'p6' }]).state;
    expect(one.pieces.p6).toBeUndefined();
    expect(pending(one)).toEqual(['china:casualties']);
    const two = play(one, ['china', { type: 'casualties-default' }]).state;
    expect(two.pieces.p4).toBeUndefined();
    expect(two.pieces.p5).toBeDefined();
    expect(pending(two)).toEqual(['japan:press']);
  });

  it('no choice is asked when every unit is hit', () => {
    const { state } = started({
      power: 'japan',
      units: [into('infantry', ['p1', 'p2']), into('artillery', ['p3']), cn('infantry', ['p4'])],
      dice: [1, 1, 1, 6],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(log.filter((e) => e.type === 'casualty')).toHaveLength(1);
    expect(s.control.hunan).toBe('japan');
  });

  it('the default order loses the cheapest first: infantry before artillery before tanks', () => {
    const { state } = started({
      power: 'japan',
      units: [into('armour', ['p1']), cn('infantry', ['p2']), cn('artillery', ['p3']), cn('armour', ['p4'])],
      dice: [1, 6, 6, 6],
    });
    const s = play(
      state,
      ['japan', { type: 'fight', space: 'hunan' }],
      ['china', { type: 'casualties-default' }],
    ).state;
    expect(s.pieces.p2).toBeUndefined();
    expect(s.pieces.p3).toBeDefined();
  });

  it('a battleship takes its first hit as damage and stays; the second sinks it (19.10)', () => {
    const units = [
      unitsAt('sz-20', 'japan', 'fighter', ['p1', 'p2'], { moved: 1, cameFrom: 'kiangsi' }),
      unitsAt('sz-20', 'usa', 'battleship', ['p3']),
    ];
    const one = started({ power: 'japan', politics: { atWar: { usa: true } }, units, dice: [3, 6, 6] }).state;
    const s = play(one, ['japan', { type: 'fight', space: 'sz-20' }]).state;
    expect(pending(s)).toEqual(['usa:casualties']);
    const damaged = play(s, ['usa', { type: 'casualty', piece: 'p3' }]).state;
    expect(damaged.pieces.p3?.damaged).toBe(true);
    const both = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units,
      dice: [1, 1, 6],
    }).state;
    const { state: sunk, log } = play(both, ['japan', { type: 'fight', space: 'sz-20' }]);
    expect(sunk.pieces.p3).toBeUndefined();
    expect(log.filter((e) => e.type === 'casualty').map((e) => e.damaged ?? e.destroyed)).toEqual([
      true,
      true,
    ]);
  });

  it('several defending powers: the controller of the territory decides, at sea the first in turn order', () => {
    const land = started({
      power: 'japan',
      units: [
        into('infantry', ['p1'], 'kiangsi', 'kwangtung'),
        into('artillery', ['p2'], 'kiangsi', 'kwangtung'),
        unitsAt('kwangtung', 'anzac', 'infantry', ['p3']),
        unitsAt('kwangtung', 'uk', 'infantry', ['p4']),
      ],
      politics: { atWar: { uk: true, anzac: true } },
      dice: [1, 6, 6, 6],
    }).state;
    expect(pending(play(land, ['japan', { type: 'fight', space: 'kwangtung' }]).state)).toEqual([
      'uk:casualties',
    ]);
    const sea = started({
      power: 'japan',
      politics: { atWar: { usa: true, uk: true, anzac: true } },
      units: [
        unitsAt('sz-20', 'japan', 'battleship', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'anzac', 'destroyer', ['p2']),
        unitsAt('sz-20', 'usa', 'destroyer', ['p3']),
      ],
      dice: [1, 6, 6],
    }).state;
    expect(pending(play(sea, ['japan', { type: 'fight', space: 'sz-20' }]).state)).toEqual([
      'usa:casualties',
    ]);
  });
});

describe('14.5 Step 1 The battle strip', () => {
  const war = { atWar: { usa: true, uk: true, anzac: true } };

  it('cargo is not placed on the strip, and is lost with its ship', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('sz-20', 'japan', 'battleship', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'japan', 'cruiser', ['p2'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'usa', 'destroyer', ['p3']),
        unitsAt('sz-20', 'usa', 'transport', ['p4'], { cargo: [{ type: 'infantry', ids: ['p5'] }] }),
      ],
      dice: [1, 1, 6],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'sz-20' }]);
    expect(log.find((e) => e.type === 'battle')).toMatchObject({
      attackers: ['p1', 'p2'],
      defenders: ['p3', 'p4'],
    });
    expect([s.pieces.p3, s.pieces.p4, s.pieces.p5]).toEqual([undefined, undefined, undefined]);
  });

  it('a carrier\u2019s own planes defend with it; an ally\u2019s planes aboard are cargo', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('sz-20', 'japan', 'battleship', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'usa', 'carrier', ['p2'], {
          cargo: [
            { type: 'fighter', ids: ['p3'] },
            { type: 'fighter', power: 'anzac', ids: ['p4'] },
          ],
        }),
      ],
      dice: [6, 6, 6],
    });
    const { log } = play(state, ['japan', { type: 'fight', space: 'sz-20' }]);
    expect(log.find((e) => e.type === 'battle')).toMatchObject({ defenders: ['p2', 'p3'] });
  });

  it('an ally\u2019s units already in the attacked zone stay out of the combat', () => {
    const { state } = started({
      power: 'usa',
      politics: war,
      units: [
        unitsAt('sz-20', 'usa', 'destroyer', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-21' }),
        unitsAt('sz-20', 'uk', 'cruiser', ['p2']),
        unitsAt('sz-20', 'japan', 'destroyer', ['p3']),
      ],
      dice: [6, 1],
    });
    const { state: s, log } = play(state, ['usa', { type: 'fight', space: 'sz-20' }]);
    expect(log.find((e) => e.type === 'battle')).toMatchObject({ attackers: ['p1'], defenders: ['p3'] });
    expect(s.pieces.p1).toBeUndefined();
    expect(s.pieces.p2).toBeDefined();
  });
});

describe('19.7 AA guns fire before the first round', () => {
  const units = (air: boolean) => [
    into('infantry', ['p1'], 'kiangsi', 'kwangtung'),
    ...(air ? [into('fighter', ['p2'], 'kiangsi', 'kwangtung')] : []),
    unitsAt('kwangtung', 'uk', 'aaGun', ['p3']),
    unitsAt('kwangtung', 'uk', 'infantry', ['p4']),
  ];

  it('one die at each attacking air unit, a 1 destroying it', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { uk: true } },
      units: units(true),
      dice: [1, 6, 6],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'kwangtung' }]);
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'aa-fire', at: ['p2'], faces: [1], lost: ['p2'] }),
    );
    expect(s.pieces.p2).toBeUndefined();
  });

  it('a 2 misses; and no AA die without attacking air units', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { uk: true } },
      units: units(true),
      dice: [2, 6, 6, 6],
    });
    expect(play(state, ['japan', { type: 'fight', space: 'kwangtung' }]).state.pieces.p2).toBeDefined();
    const { log } = play(
      started({ power: 'japan', politics: { atWar: { uk: true } }, units: units(false), dice: [6, 6] }).state,
      ['japan', { type: 'fight', space: 'kwangtung' }],
    );
    expect(log.some((e) => e.type === 'aa-fire')).toBe(false);
  });

  it('an AA gun alone does not hold the territory: it is captured (14.7)', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { uk: true } },
      units: [into('infantry', ['p1'], 'kiangsi', 'kwangtung'), unitsAt('kwangtung', 'uk', 'aaGun', ['p3'])],
    });
    const s = play(state, ['japan', { type: 'fight', space: 'kwangtung' }]).state;
    expect(s.control.kwangtung).toBe('japan');
    expect(s.pieces.p3?.owner).toBe('japan');
  });
});

describe('14.5 Step 2 Submarines', () => {
  const war = { atWar: { usa: true } };
  const jp = (type: string, ids: string[]) =>
    unitsAt('sz-20', 'japan', type, ids, { moved: 1, engaged: true, cameFrom: 'sz-19' });
  const us = (type: string, ids: string[], extra = {}) => unitsAt('sz-20', 'usa', type, ids, extra);

  it('with no enemy destroyer, the attacker decides first to submerge or strike, then the defender', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [jp('submarine', ['p1']), us('submarine', ['p2']), us('cruiser', ['p3'])],
    });
    const s = play(state, ['japan', { type: 'fight', space: 'sz-20' }]).state;
    expect(pending(s)).toEqual(['japan:submerge-attacker']);
    expect(legal(s, 'japan')).toEqual([{ type: 'submerge', pieces: ['p1'] }, { type: 'surprise-strike' }]);
    const d = play(s, ['japan', { type: 'surprise-strike' }]).state;
    expect(pending(d)).toEqual(['usa:submerge-defender']);
  });

  it('an enemy destroyer cancels both submerging and the surprise strike', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [jp('submarine', ['p1']), us('destroyer', ['p2'])],
      dice: [6, 6],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'sz-20' }]);
    expect(log.find((e) => e.type === 'dice')).toMatchObject({ step: 'fire' });
    expect(pending(s)).toEqual(['japan:press']);
  });

  it('the attacker\u2019s surprise strike hits on 2; its casualties are removed before the general fire and do not fire', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [jp('submarine', ['p1']), us('cruiser', ['p2'])],
      dice: [2],
    });
    const { state: s, log } = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['japan', { type: 'surprise-strike' }],
    );
    expect(s.pieces.p2).toBeUndefined();
    expect(log.filter((e) => e.type === 'dice').map((e) => e.step)).toEqual(['surprise']);
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'attacker' }));
  });

  it('the defender\u2019s surprise strike hits on 1 only, and struck submarines do not fire again in that round', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [jp('cruiser', ['p1']), us('submarine', ['p2'])],
      dice: [2, 6],
    });
    const { state: s, log } = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['japan', { type: 'attack-subs' }],
      ['usa', { type: 'surprise-strike' }],
    );
    const dice = log.filter((e) => e.type === 'dice');
    expect(dice[0]).toMatchObject({ step: 'surprise', defender: { faces: [2], hits: 0 } });
    expect(dice[1]).toMatchObject({ step: 'fire', attacker: { faces: [6], hits: 0 } });
    expect(dice[1]).not.toHaveProperty('defender.faces.0');
    expect(s.pieces.p1).toBeDefined();
  });

  it('submarines that submerge leave the battle; all the defender\u2019s gone, the attacker holds the zone', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [jp('cruiser', ['p1']), us('submarine', ['p2'])],
    });
    const fight = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['japan', { type: 'attack-subs' }],
    ).state;
    expect(refusal(fight, 'usa', { type: 'submerge', pieces: ['p1'] }, '14.5')).toMatch(
      /not one of the defender's submarines/,
    );
    const { state: s, log } = play(fight, ['usa', { type: 'submerge', pieces: ['p2'] }]);
    expect(s.pieces.p2?.at).toBe('sz-20');
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'attacker' }));
  });

  it('submarine hits never go to air units (19.8)', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [
        jp('submarine', ['p1']),
        us('carrier', ['p2']),
        unitsAt('sz-20', 'usa', 'fighter', ['p3'], { moved: 0 }),
      ],
      dice: [1],
    });
    const s = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['japan', { type: 'surprise-strike' }],
    ).state;
    expect(pending(s)).toEqual(['usa:casualties']);
    expect(legal(s, 'usa')).toEqual([{ type: 'casualties-default' }, { type: 'casualty', piece: 'p2' }]);
    expect(refusal(s, 'usa', { type: 'casualty', piece: 'p3' }, '14.5')).toMatch(/19\.8/);
  });

  it('air units without a destroyer of their side never hit submarines (19.9); transports go last', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('sz-20', 'japan', 'fighter', ['p1'], { moved: 1, cameFrom: 'kiangsi' }),
        us('submarine', ['p2']),
        us('transport', ['p3']),
        us('cruiser', ['p4']),
      ],
      dice: [6, 1, 6],
    });
    const s = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['usa', { type: 'surprise-strike' }],
    ).state;
    expect(legal(s, 'usa')).toEqual([{ type: 'casualties-default' }, { type: 'casualty', piece: 'p4' }]);
    expect(refusal(s, 'usa', { type: 'casualty', piece: 'p2' }, '14.5')).toMatch(/19\.9/);
    expect(refusal(s, 'usa', { type: 'casualty', piece: 'p3' }, '14.5')).toMatch(/transport/);
  });

  it('with a destroyer on their side, air units may hit submarines', () => {
    const { state } = started({
      power: 'japan',
      politics: war,
      units: [
        unitsAt('sz-20', 'japan', 'fighter', ['p1'], { moved: 1, cameFrom: 'kiangsi' }),
        jp('destroyer', ['p5']),
        us('submarine', ['p2']),
        us('cruiser', ['p4']),
      ],
      dice: [1, 6, 6, 6],
    });
    const s = play(state, ['japan', { type: 'fight', space: 'sz-20' }]).state;
    expect(legal(s, 'usa')).toContainEqual({ type: 'casualty', piece: 'p2' });
  });
});

describe('14.5 Step 6 The battle ends', () => {
  it('defenceless transports are destroyed when the enemy can fire', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [
        unitsAt('sz-20', 'japan', 'destroyer', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-19' }),
        unitsAt('sz-20', 'usa', 'transport', ['p2']),
      ],
    });
    const s = play(state, ['japan', { type: 'fight', space: 'sz-20' }]).state;
    expect(pending(s)).toEqual(['japan:attack-subs']);
    const { state: after, log } = play(s, ['japan', { type: 'attack-subs' }]);
    expect(after.pieces.p2).toBeUndefined();
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'transports-lost', side: 'defender', ids: ['p2'] }),
    );
  });

  it('condition C: only submarines against only air units', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [
        unitsAt('sz-35', 'japan', 'submarine', ['p1'], { moved: 1, engaged: true, cameFrom: 'sz-20' }),
        unitsAt('sz-35', 'usa', 'fighter', ['p2'], { scrambledFrom: 'philippines' }),
      ],
    });
    const { log } = play(state, ['japan', { type: 'fight', space: 'sz-35' }]);
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'stalemate' }));
  });

  it('condition C: neither side can hurt the other (air against submarines without a destroyer)', () => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      units: [
        unitsAt('sz-20', 'japan', 'fighter', ['p1'], { moved: 1, cameFrom: 'kiangsi' }),
        unitsAt('sz-20', 'usa', 'submarine', ['p2']),
      ],
    });
    const { state: s, log } = play(
      state,
      ['japan', { type: 'fight', space: 'sz-20' }],
      ['japan', { type: 'attack-subs' }],
    );
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'stalemate' }));
    expect(s.pieces.p2).toBeDefined();
    expect(log.some((e) => e.type === 'dice')).toBe(false);
  });
});

describe('14.5 Defending planes that lose their carrier', () => {
  /** Two Japanese battleships from sz-20 hit a US carrier with a fighter aboard twice, then retreat. */
  const sunk = (hits: number, extra: object[] = [], control = {}) => {
    const { state } = started({
      power: 'japan',
      politics: { atWar: { usa: true } },
      control,
      units: [
        unitsAt('sz-35', 'japan', 'battleship', ['p1', 'p2'], { moved: 1, engaged: true, cameFrom: 'sz-20' }),
        unitsAt('sz-35', 'usa', 'carrier', ['p3'], { cargo: [{ type: 'fighter', ids: ['p4'] }] }),
        ...extra,
      ],
      dice: [1, hits > 1 ? 1 : 6, 6, 6],
    });
    const casualties = Array.from(
      { length: hits },
      () => ['usa', { type: 'casualty', piece: 'p3' }] as [string, { type: string; piece: string }],
    );
    return play(state, ['japan', { type: 'fight', space: 'sz-35' }], ...casualties, [
      'japan',
      { type: 'retreat', to: 'sz-20' },
    ]);
  };

  it('they land within one space: a friendly territory next to the zone', () => {
    const { state, log } = sunk(2);
    expect(state.pieces.p3).toBeUndefined();
    expect(state.pieces.p4).toMatchObject({ at: 'philippines' });
    expect(state.pieces.p4?.aboard).toBeUndefined();
    expect(log).toContainEqual(
      expect.objectContaining({ type: 'landed', piece: 'p4', space: 'philippines' }),
    );
  });

  it('a damaged carrier cannot hold them either', () => {
    const { state } = sunk(1);
    expect(state.pieces.p3?.damaged).toBe(true);
    expect(state.pieces.p4?.at).toBe('philippines');
  });

  it('else a friendly carrier with room next door; else they are lost', () => {
    const taken = { philippines: 'japan' };
    const carrier = unitsAt('sz-21', 'usa', 'carrier', ['p5']);
    expect(sunk(2, [carrier], taken).state.pieces.p4).toMatchObject({ at: 'sz-21', aboard: 'p5' });
    const { state, log } = sunk(2, [], taken);
    expect(state.pieces.p4).toBeUndefined();
    expect(log).toContainEqual(expect.objectContaining({ type: 'air-lost', piece: 'p4' }));
  });
});

describe('14.7 Combat results', () => {
  it('only land units capture: air units alone that win do not take the territory', () => {
    const { state } = started({
      power: 'japan',
      units: [into('fighter', ['p1']), cn('infantry', ['p2'])],
      dice: [3, 6],
    });
    const { state: s, log } = play(state, ['japan', { type: 'fight', space: 'hunan' }]);
    expect(log).toContainEqual(expect.objectContaining({ type: 'battle-ended', outcome: 'attacker' }));
    expect(s.control.hunan).toBe('china');
  });

  it('land units that fought may not move in Noncombat Move (engaged)', () => {
    const { state } = started({
      power: 'japan',
      units: [
        unitsAt('hunan', 'japan', 'infantry', ['p1'], { moved: 1, cameFrom: 'kiangsi' }),
        cn('infantry', ['p2']),
      ],
      dice: [1, 6],
    });
    expect(play(state, ['japan', { type: 'fight', space: 'hunan' }]).state.pieces.p1?.engaged).toBe(true);
  });

  it('every refusal changes nothing and names the rule', () => {
    const { state } = started({ power: 'japan', units: [into('infantry', ['p1']), cn('infantry', ['p2'])] });
    expect(refusal(state, 'japan', { type: 'press' }, '14.5')).toMatch(/fight/);
    const r = applyCombat(state, { type: 'fight', space: 'nowhere' }, 'japan');
    expect('error' in r).toBe(true);
  });
});

describe('14 The battles on the board are the battle model\u2019s (the exact odds\u2019 rules)', () => {
  /** Plays a battle to its end: default casualties, press, surprise strikes, attack the subs, no bombardment. */
  function toTheEnd(state: PacificState): PacificState {
    let s = state;
    for (let i = 0; i < 2000 && s.combat; i++) {
      const seat = pending(s)[0]!.split(':')[0]!;
      const actions = combatLegal(s, seat);
      const a =
        actions.find((x) =>
          ['casualties-default', 'press', 'surprise-strike', 'attack-subs', 'fight'].includes(x.type),
        ) ?? actions[0]!;
      s = play(s, [seat, a]).state;
    }
    return s;
  }

  const counts = (n: () => number, types: string[]) => Object.fromEntries(types.map((t) => [t, n()]));

  it('the same dice give the same result, on land and at sea, over many random battles', () => {
    let seed = 12345;
    const rand = (k: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * k);
    };
    for (let n = 0; n < 120; n++) {
      const sea = n % 2 === 1;
      const space = sea ? 'sz-20' : 'hunan';
      const enemy = sea ? 'usa' : 'china';
      const attTypes = sea
        ? ['submarine', 'destroyer', 'cruiser', 'battleship', 'carrier', 'fighter', 'transport']
        : ['infantry', 'artillery', 'armour', 'fighter', 'tacticalBomber', 'bomber'];
      const defTypes = sea
        ? ['submarine', 'destroyer', 'cruiser', 'battleship', 'carrier', 'transport']
        : ['infantry', 'artillery', 'armour', 'fighter'];
      const att = counts(() => rand(3), attTypes);
      const def = counts(() => rand(3), defTypes);
      if (Object.values(att).every((c) => c === 0)) att[attTypes[1]!] = 1;
      if (Object.values(def).every((c) => c === 0)) def[defTypes[1]!] = 1;
      const aa = !sea && rand(2) === 1;
      const units = [
        ...Object.entries(att)
          .filter(([, c]) => c > 0)
          .map(([type, count]) => ({
            space,
            power: 'japan',
            type,
            count,
            moved: 1,
            cameFrom: sea ? 'sz-19' : 'kiangsi',
            ...(['fighter', 'tacticalBomber', 'bomber'].includes(type) ? {} : { engaged: true }),
          })),
        ...Object.entries(def)
          .filter(([, c]) => c > 0)
          .map(([type, count]) => ({ space, power: enemy, type, count })),
        ...(aa ? [{ space, power: enemy, type: 'aaGun' }] : []),
      ];
      const { state } = started({ power: 'japan', politics: { atWar: { usa: true } }, units }, `model-${n}`);
      const here = (s: PacificState, owner: string) =>
        Object.values(s.pieces).filter(
          (p) => p.at === space && p.owner === owner && p.type !== 'aaGun' && !p.aboard,
        );
      const battle = createBattle({
        kind: sea ? 'sea' : 'land',
        attacker: forceOf(sideOf(here(state, 'japan'))),
        defender: { units: { ...forceOf(sideOf(here(state, enemy))).units, ...(aa ? { aaGun: 1 } : {}) } },
      });
      const model = modelFight(battle, cloneRng(state.rng));
      const board = toTheEnd(state);
      expect({ n, att: sideOf(here(board, 'japan')), def: sideOf(here(board, enemy)) }).toEqual({
        n,
        att: model.att,
        def: model.def,
      });
    }
  });
});
