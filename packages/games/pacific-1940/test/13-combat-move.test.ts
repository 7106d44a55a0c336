/**
 * 13 Combat Move: every move ends in a combat but for the four exceptions (13.1), land units stopping in
 * enemy territory, sea units stopping where enemy warships are (the seed's destroyer and submarine),
 * sea units starting in hostile zones (13.2), carriers and their aircraft (13.5), submarines (13.6),
 * blitzing (13.7), the base bonuses (13.9, 13.10), AA guns and China's limits, and the end of the phase.
 */

import { inList } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { movementLeft } from '../src/bases.ts';
import { applyCombatMove, combatMoveLegal } from '../src/combat-move.ts';
import { fromPosition } from '../src/position.ts';
import type { PacificState, Piece } from '../src/state.ts';
import { stepsOf } from './support/steps.ts';

const P = 'pacific-1940-position/1';
const WAR = { atWar: { usa: true, uk: true, anzac: true, dutch: true } };

type Line = Record<string, unknown>;
const position = (units: Line[], extra: Record<string, unknown> = {}): PacificState =>
  fromPosition({ format: P, phase: 'combat-move', power: 'japan', units, ...extra } as never, 'cm');

const { play, refusal } = stepsOf(applyCombatMove, '13.1');
const refused = (state: PacificState, action: Record<string, unknown>, rule: string): string => {
  const r = applyCombatMove(state, action as never);
  if (!('error' in r)) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(r.error.rule).toBe(rule);
  expect(r.error.code).toBe('illegal');
  return r.error.message;
};
const move = (pieces: string[], path: string[], extra: Record<string, unknown> = {}) => ({
  type: 'move',
  pieces,
  path,
  ...extra,
});
const end = { type: 'end-combat-move' };

describe('13.1 General rules', () => {
  const s = position([
    { space: 'jehol', power: 'japan', type: 'infantry', ids: ['p1'] },
    { space: 'jehol', power: 'japan', type: 'armour', ids: ['p2'] },
    { space: 'manchuria', power: 'japan', type: 'armour', ids: ['p3'] },
    { space: 'chahar', power: 'china', type: 'infantry', ids: ['p4'] },
  ]);

  it('moving into an enemy territory is a combat move, occupied or not', () => {
    const a = play(s, move(['p1'], ['chahar']));
    expect(a.pieces.p1).toMatchObject({ at: 'chahar', moved: 1, engaged: true, cameFrom: 'jehol' });
    const b = play(s, move(['p2'], ['anhwe']));
    expect(b.pieces.p2?.at).toBe('anhwe');
  });

  it('a combat move may not end in a friendly space', () => {
    expect(refusal(s, move(['p1'], ['manchuria']))).toMatch(
      /friendly territory: a combat move must end in a combat/,
    );
  });

  it('units converge on one enemy space from different spaces (the seed: movement 2 through a friendly space)', () => {
    const t = play(s, move(['p2'], ['chahar']), move(['p3'], ['jehol', 'chahar']));
    expect([t.pieces.p2?.at, t.pieces.p3?.at]).toEqual(['chahar', 'chahar']);
    expect(t.pieces.p3?.cameFrom).toBe('jehol');
  });

  it('land units must stop on entering a territory with enemy units', () => {
    expect(refused(s, move(['p2'], ['chahar', 'suiyuan']), '13.1')).toMatch(/must stop on entering Chahar/);
  });

  it('land units stop at AA guns and facilities too', () => {
    const aa = position([
      { space: 'jehol', power: 'japan', type: 'armour', ids: ['p1'] },
      { space: 'chahar', power: 'china', type: 'aaGun', ids: ['p2'] },
    ]);
    expect(refused(aa, move(['p1'], ['chahar', 'suiyuan']), '13.1')).toMatch(/must stop on entering Chahar/);
    const base = position([{ space: 'kwangsi', power: 'japan', type: 'armour', ids: ['p1'] }], {
      politics: WAR,
    });
    // Kwangtung is British with a naval base and nobody in it.
    expect(refused(base, move(['p1'], ['kwangtung', 'kiangsi']), '13.7')).toMatch(/facilities/);
    expect(play(base, move(['p1'], ['kwangtung'])).pieces.p1?.at).toBe('kwangtung');
  });

  it('a move is within the movement of every piece', () => {
    expect(refusal(s, move(['p1', 'p2'], ['anhwe', 'hopei']))).toMatch(
      /p1 has 1 movement left, the path is 2/,
    );
  });

  it('combat moves are made once: a land unit that moved does not move again', () => {
    const t = play(s, move(['p2'], ['anhwe']));
    expect(refusal(t, move(['p2'], ['hopei']))).toMatch(/has made its combat move/);
  });

  it('the path is a chain of adjacent spaces', () => {
    expect(refusal(s, move(['p1'], ['hopei']))).toMatch(/not next to Jehol/);
    expect(refusal(s, move(['p1'], ['atlantis']))).toMatch(/atlantis is not a space of the map/);
    expect(refusal(s, move(['p1'], []))).toMatch(/the path is empty/);
  });

  it('only the moving power moves its own pieces, standing together', () => {
    expect(refusal(s, move(['p4'], ['jehol']))).toMatch(/not japan's to move/);
    expect(refusal(s, move(['p1', 'p3'], ['chahar']))).toMatch(/not in Jehol with the others/);
  });
});

describe('13.1 Sea units and enemy submarines and transports', () => {
  it('the seed: a destroyer must stop at an enemy warship that is not a destroyer; the submarine passes', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-6', power: 'japan', type: 'submarine', ids: ['p2'] },
        { space: 'sz-19', power: 'usa', type: 'cruiser', ids: ['p3'] },
        { space: 'sz-20', power: 'usa', type: 'transport', ids: ['p4'] },
      ],
      { politics: WAR },
    );
    expect(refusal(s, move(['p1', 'p2'], ['sz-19', 'sz-20']))).toMatch(/p1 must stop in Sea Zone 19/);
    const t = play(s, move(['p2'], ['sz-19', 'sz-20']), move(['p1'], ['sz-19']));
    expect([t.pieces.p1?.at, t.pieces.p2?.at]).toEqual(['sz-19', 'sz-20']);
  });

  it('enemy submarines and transports do not block movement', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-19', power: 'usa', type: 'submarine', ids: ['p2'] },
        { space: 'sz-19', power: 'usa', type: 'transport', ids: ['p3'] },
        { space: 'sz-20', power: 'usa', type: 'cruiser', ids: ['p4'] },
      ],
      { politics: WAR },
    );
    expect(play(s, move(['p1'], ['sz-19', 'sz-20'])).pieces.p1?.at).toBe('sz-20');
  });

  it('exception 4: warships may move into a zone of only enemy subs and transports to attack them', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-6', power: 'japan', type: 'transport', ids: ['p2'] },
        { space: 'sz-19', power: 'usa', type: 'transport', ids: ['p3'] },
      ],
      { politics: WAR },
    );
    const t = play(s, move(['p1'], ['sz-19']), end);
    expect(t.phase).toBe('combat');
    // A transport alone does not attack: the phase cannot end with it there.
    const u = play(s, move(['p2'], ['sz-19']));
    expect(refusal(u, end)).toMatch(/p2 in Sea Zone 19 has no combat there/);
  });

  it('a ship that has met enemy warships has ended its move; enemy subs and transports stop nobody', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-6', power: 'japan', type: 'cruiser', ids: ['p5'] },
        { space: 'sz-19', power: 'usa', type: 'battleship', ids: ['p2'] },
        { space: 'sz-18', power: 'usa', type: 'transport', ids: ['p3'] },
        { space: 'sz-20', power: 'usa', type: 'cruiser', ids: ['p4'] },
      ],
      { politics: WAR },
    );
    const t = play(s, move(['p1'], ['sz-19']));
    expect(refusal(t, move(['p1'], ['sz-20']))).toMatch(/has met enemy warships in Sea Zone 19/);
    // Stopping by the transport is attacking it only if the ship stays: it may go on instead.
    const u = play(s, move(['p5'], ['sz-18']), move(['p5'], ['sz-19']));
    expect(u.pieces.p5).toMatchObject({ at: 'sz-19', moved: 2 });
  });

  it('a sea move that leads to no combat is refused', () => {
    const s = position([{ space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] }]);
    expect(refusal(s, move(['p1'], ['sz-7']))).toMatch(/leads to no combat/);
  });
});

describe('13.1 exception 2, 13.4 Sea units supporting an amphibious assault from an empty zone', () => {
  const s = position(
    [
      { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p1'] },
      {
        space: 'sz-19',
        power: 'japan',
        type: 'transport',
        ids: ['p2'],
        cargo: [{ type: 'infantry', ids: ['p3'] }],
      },
      { space: 'kwangtung', power: 'uk', type: 'infantry', ids: ['p4'] },
    ],
    { politics: WAR },
  );

  it('transports and escorts may end in an empty zone from which an assault is launched', () => {
    const t = play(
      s,
      move(['p1', 'p2'], ['sz-20']),
      { type: 'unload', pieces: ['p3'], to: 'kwangtung' },
      end,
    );
    expect(t.phase).toBe('combat');
  });

  it('not when no assault is launched from it', () => {
    const t = play(s, move(['p1'], ['sz-20']));
    expect(refusal(t, end)).toMatch(
      /p1 in Sea Zone 20 has no combat there and supports no amphibious assault/,
    );
  });
});

describe('13.2 Sea units starting in hostile sea zones', () => {
  const s = position(
    [
      { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
      { space: 'sz-6', power: 'japan', type: 'cruiser', ids: ['p2'] },
      { space: 'sz-6', power: 'usa', type: 'battleship', ids: ['p3'] },
    ],
    { politics: WAR },
  );

  it('they may leave and not fight (exception 3), and then stay put', () => {
    const t = play(s, move(['p1'], ['sz-7']));
    expect(t.pieces.p1).toMatchObject({ at: 'sz-7', engaged: true, escaped: true });
    // Nothing is left to fight: the phase ends, and with no battle Conduct Combat passes at once.
    const u = play(t, move(['p2'], ['sz-5']), end);
    expect(u.phase).toBe('noncombat-move');
  });

  it('or leave and come back to fight', () => {
    const t = play(s, move(['p1'], ['sz-7', 'sz-6']));
    expect(t.pieces.p1).toMatchObject({ at: 'sz-6', moved: 2, cameFrom: 'sz-7' });
  });

  it('a ship that did not start in a hostile zone may not go to an empty one', () => {
    const calm = position([{ space: 'sz-7', power: 'japan', type: 'destroyer', ids: ['p1'] }]);
    expect(refusal(calm, move(['p1'], ['sz-6']))).toMatch(/leads to no combat/);
  });
});

describe('13.5 Carriers', () => {
  const s = position(
    [
      {
        space: 'sz-6',
        power: 'japan',
        type: 'carrier',
        ids: ['p1'],
        cargo: [{ type: 'fighter', ids: ['p2', 'p3'] }],
      },
      { space: 'sz-19', power: 'usa', type: 'destroyer', ids: ['p4'] },
    ],
    { politics: WAR },
  );

  it("the carrier's own aircraft take off before it moves and stay behind", () => {
    const t = play(s, move(['p1'], ['sz-19']));
    expect(t.pieces.p1?.at).toBe('sz-19');
    expect(t.pieces.p2).toMatchObject({ at: 'sz-6' });
    expect(t.pieces.p2?.aboard).toBeUndefined();
  });

  it('the aircraft may make their own combat move from the zone', () => {
    const t = play(s, move(['p2', 'p3'], ['sz-19']));
    expect(t.pieces.p2).toMatchObject({ at: 'sz-19', moved: 1 });
    expect(t.pieces.p2?.aboard).toBeUndefined();
  });

  it('guest aircraft stay aboard as cargo and move with the carrier', () => {
    const g = position(
      [
        {
          space: 'sz-6',
          power: 'japan',
          type: 'carrier',
          ids: ['p1'],
          cargo: [{ type: 'fighter', ids: ['p2'] }],
        },
        { space: 'sz-19', power: 'usa', type: 'destroyer', ids: ['p4'] },
      ],
      { politics: WAR },
    );
    // No other Axis power plays: make the guest by hand (a British fighter on an American carrier).
    const guest: PacificState = {
      ...g,
      power: 'usa',
      pieces: {
        p1: { ...(g.pieces.p1 as Piece), owner: 'usa' },
        p2: { ...(g.pieces.p2 as Piece), owner: 'uk' },
        p4: { ...(g.pieces.p4 as Piece), owner: 'japan' },
      },
    };
    const t = play(guest, move(['p1'], ['sz-19']));
    expect(t.pieces.p2).toMatchObject({ at: 'sz-19', aboard: 'p1' });
  });

  it('a damaged carrier cannot launch its aircraft; they ride with it', () => {
    const d: PacificState = {
      ...s,
      pieces: { ...s.pieces, p1: { ...(s.pieces.p1 as Piece), damaged: true } },
    };
    expect(refused(d, move(['p2'], ['sz-19']), '13.5')).toMatch(/damaged carrier/);
    const t = play(d, move(['p1'], ['sz-19']));
    expect(t.pieces.p2).toMatchObject({ at: 'sz-19', aboard: 'p1' });
  });
});

describe('13.6 Submarines', () => {
  const s = position(
    [
      { space: 'sz-6', power: 'japan', type: 'submarine', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'battleship', ids: ['p2'] },
      { space: 'sz-20', power: 'usa', type: 'transport', ids: ['p3'] },
    ],
    { politics: WAR },
  );

  it('without an enemy destroyer a submarine moves through enemy warships', () => {
    expect(play(s, move(['p1'], ['sz-19', 'sz-20'])).pieces.p1?.at).toBe('sz-20');
  });

  it('entering a zone with an enemy destroyer ends its move', () => {
    const d = position(
      [
        { space: 'sz-6', power: 'japan', type: 'submarine', ids: ['p1'] },
        { space: 'sz-19', power: 'usa', type: 'destroyer', ids: ['p2'] },
        { space: 'sz-20', power: 'usa', type: 'transport', ids: ['p3'] },
      ],
      { politics: WAR },
    );
    expect(refused(d, move(['p1'], ['sz-19', 'sz-20']), '13.6')).toMatch(/enemy destroyer/);
    expect(play(d, move(['p1'], ['sz-19'])).pieces.p1?.at).toBe('sz-19');
  });
});

describe('13.7 Tanks, mechanized infantry and blitzing', () => {
  const s = position([
    { space: 'kiangsu', power: 'japan', type: 'armour', ids: ['p1', 'p2'] },
    { space: 'kiangsu', power: 'japan', type: 'mechInfantry', ids: ['p3', 'p4', 'p5'] },
    { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p6'] },
    { space: 'hopei', power: 'china', type: 'infantry', ids: ['p7'] },
  ]);

  it('a tank blitzes through an unoccupied enemy territory, taking it at once', () => {
    const r = applyCombatMove(s, move(['p1'], ['anhwe', 'hopei']) as never);
    if ('error' in r) throw new Error(r.error.message);
    expect(r.state.control.anhwe).toBe('japan');
    expect(r.state.turn.captured).toContain('anhwe');
    expect(r.state.pieces.p1).toMatchObject({ at: 'hopei', cameFrom: 'anhwe' });
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'blitz', 'captured']);
  });

  it('13.1 an aircraft whose target a blitz took on its way has done its part: the phase may end', () => {
    const withFighter = position([
      { space: 'kiangsu', power: 'japan', type: 'armour', ids: ['p1'] },
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p6'] },
      { space: 'kiangsu', power: 'japan', type: 'fighter', ids: ['p8'] },
      { space: 'hopei', power: 'china', type: 'infantry', ids: ['p7'] },
    ]);
    // The fighter and an infantry go for the empty Anhwe; then the tank blitzes through it to Hopei.
    let t = withFighter;
    for (const a of [move(['p6'], ['anhwe']), move(['p8'], ['anhwe']), move(['p1'], ['anhwe', 'hopei'])]) {
      const r = applyCombatMove(t, a as never);
      if ('error' in r) throw new Error(r.error.message);
      t = r.state;
    }
    expect(t.turn.captured).toContain('anhwe');
    expect(combatMoveLegal(t)).toContainEqual({ type: 'end-combat-move' });
  });

  it('exception 1: a blitz may end in a friendly territory', () => {
    const t = play(s, move(['p1'], ['anhwe', 'jehol']), end);
    expect(t.pieces.p1?.at).toBe('jehol');
    expect(t.control.anhwe).toBe('japan');
    expect(t.phase).toBe('noncombat-move');
  });

  it('one mechanized infantry may blitz with each tank', () => {
    expect(play(s, move(['p1', 'p3'], ['anhwe', 'hopei'])).pieces.p3?.at).toBe('hopei');
    expect(play(s, move(['p1', 'p2', 'p3', 'p4'], ['anhwe', 'hopei'])).pieces.p4?.at).toBe('hopei');
    expect(refused(s, move(['p1', 'p3', 'p4'], ['anhwe', 'hopei']), '13.7')).toMatch(
      /one mechanized infantry/,
    );
    expect(refused(s, move(['p3'], ['anhwe', 'hopei']), '13.7')).toMatch(/one mechanized infantry/);
  });

  it('other units may not blitz', () => {
    const inf = position([
      { space: 'kiangsu', power: 'japan', type: 'infantry', ids: ['p6'], moved: 0 },
      { space: 'kiangsu', power: 'japan', type: 'armour', ids: ['p1'] },
    ]);
    expect(refusal(inf, move(['p6', 'p1'], ['anhwe', 'hopei']))).toMatch(/p6 has 1 movement left/);
  });

  it('a blitzing tank stops in the first territory when it holds enemy units', () => {
    const held = position([
      { space: 'kiangsu', power: 'japan', type: 'armour', ids: ['p1'] },
      { space: 'anhwe', power: 'china', type: 'infantry', ids: ['p2'] },
    ]);
    expect(refused(held, move(['p1'], ['anhwe', 'hopei']), '13.1')).toMatch(/must stop on entering Anhwe/);
    expect(play(held, move(['p1'], ['anhwe'])).pieces.p1?.at).toBe('anhwe');
  });

  it('only the first territory of a move is blitzed', () => {
    const far = { ...s, pieces: { ...s.pieces, p1: { ...(s.pieces.p1 as Piece), bonus: true as const } } };
    expect(movementLeft(far, far.pieces.p1 as never)).toBe(3);
    expect(refused(far, move(['p1'], ['anhwe', 'hunan', 'kweichow']), '13.7')).toMatch(
      /only the first territory of a move may be blitzed/,
    );
  });

  it('no blitz through a neutral territory', () => {
    const n = position([{ space: 'manchuria', power: 'japan', type: 'armour', ids: ['p1'] }]);
    expect(refused(n, move(['p1'], ['buyant-uhaa', 'chahar']), '13.7')).toMatch(/neutral/);
  });

  it('legal offers blitzes per first territory, for tanks and a tank with a mech infantry', () => {
    const legal = combatMoveLegal(s);
    // The two tanks together or either alone (`subset`), and a tank with the mech infantry.
    expect(legal).toContainEqual({ ...move(['p1', 'p2'], ['anhwe', 'hopei']), subset: 'pieces' });
    expect(inList(legal, move(['p2'], ['anhwe', 'jehol']))).toBe(true);
    expect(legal).toContainEqual(move(['p1', 'p3'], ['anhwe', 'hopei']));
    expect(inList(legal, move(['p3'], ['anhwe', 'hopei']))).toBe(false);
  });
});

describe('13.9, 13.10 Air and naval bases', () => {
  const s = position([
    { space: 'japan', power: 'japan', type: 'fighter', ids: ['p1'] },
    { space: 'korea', power: 'japan', type: 'fighter', ids: ['p2'] },
    { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p3'] },
    { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p4'] },
  ]);
  const left = (st: PacificState, id: string) => movementLeft(st, st.pieces[id] as never);

  it('+1 movement from an operative base controlled since the start of the turn', () => {
    expect([left(s, 'p1'), left(s, 'p2'), left(s, 'p3'), left(s, 'p4')]).toEqual([5, 4, 3, 2]);
  });

  it('not from a base with 3 damage points', () => {
    const damaged = {
      ...s,
      facilities: {
        ...s.facilities,
        japan: (s.facilities.japan ?? []).map((f) => (f.type === 'majorIc' ? f : { ...f, damage: 3 })),
      },
    };
    expect([left(damaged, 'p1'), left(damaged, 'p3')]).toEqual([4, 2]);
  });

  it('not from a base captured this turn', () => {
    const captured = { ...s, turn: { ...s.turn, captured: ['japan'] } };
    expect([left(captured, 'p1'), left(captured, 'p3')]).toEqual([4, 2]);
  });

  it('the bonus is kept for the whole turn once used', () => {
    const war = position(
      [
        { space: 'japan', power: 'japan', type: 'fighter', ids: ['p1'] },
        { space: 'sz-6', power: 'usa', type: 'destroyer', ids: ['p2'] },
      ],
      { politics: WAR },
    );
    const t = play(war, move(['p1'], ['sz-6']));
    expect(t.pieces.p1).toMatchObject({ moved: 1, bonus: true });
    expect(left(t, 'p1')).toBe(4);
  });
});

describe('13.10 A naval base at sea', () => {
  it('a ship starting next to an operative base moves 3, elsewhere 2', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p1'] },
        { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p2'] },
        { space: 'sz-35', power: 'usa', type: 'cruiser', ids: ['p3'] },
      ],
      { politics: WAR },
    );
    expect(play(s, move(['p1'], ['sz-19', 'sz-20', 'sz-35'])).pieces.p1).toMatchObject({
      at: 'sz-35',
      bonus: true,
    });
    const far = position(
      [
        { space: 'sz-18', power: 'japan', type: 'destroyer', ids: ['p2'] },
        { space: 'sz-35', power: 'usa', type: 'cruiser', ids: ['p3'] },
      ],
      { politics: WAR },
    );
    expect(refusal(far, move(['p2'], ['sz-19', 'sz-20', 'sz-35']))).toMatch(/2 movement left, the path is 3/);
  });
});

describe('14.3 Raids are sent in combat move', () => {
  const s = position(
    [
      { space: 'kwangsi', power: 'japan', type: 'bomber', ids: ['p1'] },
      { space: 'kwangsi', power: 'japan', type: 'fighter', ids: ['p2'] },
      { space: 'kwangsi', power: 'japan', type: 'tacticalBomber', ids: ['p3'] },
    ],
    { politics: WAR },
  );

  it('strategic bombers raid, fighters escort, to an enemy territory with facilities', () => {
    const t = play(
      s,
      move(['p1'], ['kwangtung'], { mission: 'raid' }),
      move(['p2'], ['kwangtung'], { mission: 'escort' }),
    );
    expect([t.pieces.p1?.mission, t.pieces.p2?.mission]).toEqual(['raid', 'escort']);
    expect(play(t, end).phase).toBe('combat');
  });

  it('no other unit, and nowhere without facilities', () => {
    const r = (a: Record<string, unknown>) => refused(s, a, '14.3');
    expect(r(move(['p2'], ['kwangtung'], { mission: 'raid' }))).toMatch(/cannot bomb facilities/);
    expect(r(move(['p3'], ['kwangtung'], { mission: 'escort' }))).toMatch(/cannot escort/);
    expect(r(move(['p1'], ['hunan'], { mission: 'raid' }))).toMatch(/not an enemy territory with facilities/);
    expect(r(move(['p1'], ['kwangtung'], { mission: 'bomb' }))).toMatch(/no mission/);
  });
});

describe('AA guns and China in combat move', () => {
  it('19: AA guns never move in combat move', () => {
    const s = position([{ space: 'jehol', power: 'japan', type: 'aaGun', ids: ['p1'] }]);
    expect(refused(s, move(['p1'], ['chahar']), '19')).toMatch(/AA gun/);
  });

  it('10 rule 7: Chinese units move only into the Chinese territories', () => {
    const s = position(
      [
        { space: 'yunnan', power: 'china', type: 'infantry', ids: ['p1'] },
        { space: 'french-indo-china', power: 'japan', type: 'infantry', ids: ['p2'] },
        { space: 'kwangsi', power: 'japan', type: 'infantry', ids: ['p3'] },
      ],
      { power: 'china' },
    );
    expect(refused(s, move(['p1'], ['french-indo-china']), '10')).toMatch(
      /Chinese and may not enter French Indo/,
    );
    expect(play(s, move(['p1'], ['kwangsi'])).pieces.p1?.at).toBe('kwangsi');
  });

  it('10 rule 9: the Flying Tigers stay inside the Chinese territories', () => {
    const s = position(
      [
        { space: 'yunnan', power: 'china', type: 'fighter', ids: ['p1'] },
        { space: 'french-indo-china', power: 'japan', type: 'infantry', ids: ['p2'] },
        { space: 'kwangsi', power: 'japan', type: 'infantry', ids: ['p3'] },
      ],
      { power: 'china' },
    );
    expect(refused(s, move(['p1'], ['french-indo-china']), '10')).toMatch(/Chinese/);
    expect(play(s, move(['p1'], ['kwangsi'])).pieces.p1?.at).toBe('kwangsi');
  });
});

describe('13 end of combat move', () => {
  it('ends into Conduct Combat with the battles found on the board', () => {
    const s = position([
      { space: 'jehol', power: 'japan', type: 'infantry', ids: ['p1'] },
      { space: 'chahar', power: 'china', type: 'infantry', ids: ['p2'] },
    ]);
    const r = applyCombatMove(play(s, move(['p1'], ['chahar'])), end as never);
    if ('error' in r) throw new Error(r.error.message);
    expect(r.state.phase).toBe('combat');
    expect(r.events.some((e) => e.type === 'phase' && e.phase === 'combat')).toBe(true);
  });

  it('legal lists the end only when nothing is unfinished', () => {
    const s = position(
      [
        { space: 'sz-6', power: 'japan', type: 'transport', ids: ['p1'] },
        { space: 'sz-19', power: 'usa', type: 'transport', ids: ['p2'] },
      ],
      { politics: WAR },
    );
    expect(combatMoveLegal(s)).toContainEqual(end);
    const t = play(s, move(['p1'], ['sz-19']));
    expect(combatMoveLegal(t)).not.toContainEqual(end);
  });

  it('every move legal offers is accepted', () => {
    const s = { ...fromPosition({ format: P, phase: 'combat-move', politics: WAR } as never, 'x') };
    const legal = combatMoveLegal(s);
    expect(legal.length).toBeGreaterThan(50);
    for (const a of legal.slice(0, 120)) {
      const r = applyCombatMove(s, a);
      expect('error' in r ? r.error.message : 'ok').toBe('ok');
    }
  });

  it('legal offers one path per group and destination: the shortest, the least hostile, then alphabetical', () => {
    const s = fromPosition({ format: P, phase: 'combat-move' } as never, 'x');
    const legal = combatMoveLegal(s).filter((a) => a.type === 'move') as unknown as {
      pieces: string[];
      path: string[];
      mission?: string;
    }[];
    const keys = legal.map((a) => `${a.pieces.join(',')}>${a.path[a.path.length - 1]}>${a.mission ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    const fighter = Object.values(s.pieces).find((p) => p.at === 'kiangsu' && p.type === 'fighter');
    // Kiangsu to Hunan: through Kiangsi (Japanese), not Anhwe (Chinese), though Anhwe comes first.
    expect(legal.find((a) => a.pieces[0] === fighter?.id && a.path.at(-1) === 'hunan')?.path).toEqual([
      'kiangsi',
      'hunan',
    ]);
    const cruiser = Object.values(s.pieces).find((p) => p.at === 'sz-19' && p.type === 'cruiser');
    // Sea Zone 19 to 35: through 20 and 21 alike; 20 comes first.
    expect(legal.find((a) => a.pieces[0] === cruiser?.id && a.path.at(-1) === 'sz-35')?.path).toEqual([
      'sz-20',
      'sz-35',
    ]);
  });

  it('refuses what is not a combat-move action', () => {
    const s = position([]);
    expect(refused(s, { type: 'buy', unit: 'infantry' }, '13')).toMatch(/not an action of the combat move/);
  });
});
