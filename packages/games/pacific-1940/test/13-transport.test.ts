/**
 * 13.4, 13.8 Transports: capacity, loading in friendly zones along the route, stopping at enemy warships
 * after starting, cargo moving with its transport, unloading into one territory (an amphibious assault
 * in combat move: `seaborne`; friendly territory in noncombat move), and the cargo loaded in combat move
 * that must be unloaded to attack.
 */

import { inList } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { applyCombatMove, combatMoveLegal } from '../src/combat-move.ts';
import { applyNoncombatMove, noncombatMoveLegal } from '../src/noncombat-move.ts';
import type { PacificState, Piece } from '../src/state.ts';
import { freeSlots } from '../src/transport.ts';
import { load, move, playAll, positionsOf, refusedBy as refused, unload, WAR } from './support/moves.ts';

const position = positionsOf('tr', { politics: WAR });

const play = (apply: typeof applyCombatMove, state: PacificState, ...a: Record<string, unknown>[]) =>
  playAll(apply, state, ...a).state;
const cm = (s: PacificState, ...a: Record<string, unknown>[]) => play(applyCombatMove, s, ...a);

describe('13.8 Capacity', () => {
  const s = position([
    { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p1'] },
    { space: 'formosa', power: 'japan', type: 'infantry', ids: ['p2', 'p3', 'p4'] },
    { space: 'formosa', power: 'japan', type: 'armour', ids: ['p5', 'p6'] },
  ]);

  it('two infantry, or one infantry and one other land unit', () => {
    expect(cm(s, load(['p2', 'p3'], 'p1')).pieces.p3).toMatchObject({ at: 'sz-20', aboard: 'p1' });
    const t = cm(s, load(['p2', 'p5'], 'p1'));
    expect(freeSlots(t, t.pieces.p1 as never)).toBe(0);
  });

  it('not two other land units, nor three infantry', () => {
    expect(refused(applyCombatMove, s, load(['p5', 'p6'], 'p1'), '13.8')).toMatch(/room for 5 slots/);
    const two = cm(s, load(['p2', 'p3'], 'p1'));
    expect(refused(applyCombatMove, two, load(['p4'], 'p1'), '13.8')).toMatch(/room for 1 slots/);
  });
});

describe('13.8 Loading', () => {
  const s = position([
    { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'] },
    { space: 'okinawa', power: 'japan', type: 'infantry', ids: ['p2'] },
    { space: 'formosa', power: 'japan', type: 'infantry', ids: ['p3'] },
    { space: 'kwangtung', power: 'uk', type: 'infantry', ids: ['p9'] },
  ]);

  it('in friendly sea zones along the route, its starting zone included', () => {
    const t = cm(s, load(['p2'], 'p1'), move(['p1'], ['sz-20']), load(['p3'], 'p1'));
    expect([t.pieces.p2?.at, t.pieces.p3?.at]).toEqual(['sz-20', 'sz-20']);
    expect(t.pieces.p2).toMatchObject({ aboard: 'p1', engaged: true, moved: 1 });
  });

  it('not in a hostile sea zone (13.2: not while it shares the zone with enemy warships)', () => {
    const h = position([
      { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'destroyer', ids: ['p5'] },
      { space: 'okinawa', power: 'japan', type: 'infantry', ids: ['p2'] },
    ]);
    expect(refused(applyCombatMove, h, load(['p2'], 'p1'), '13.8')).toMatch(/hostile sea zone/);
  });

  it('only land units next to its zone that have not moved: loading is their move', () => {
    expect(refused(applyCombatMove, s, load(['p3'], 'p1'), '13.8')).toMatch(/not next to/);
    const moved = { ...s, pieces: { ...s.pieces, p2: { ...(s.pieces.p2 as Piece), moved: 1 } } };
    expect(refused(applyCombatMove, moved, load(['p2'], 'p1'), '13.8')).toMatch(/has moved this turn/);
  });

  it('10 rule 7: never Chinese units', () => {
    const c = position(
      [
        { space: 'sz-20', power: 'china', type: 'transport', ids: ['p1'] },
        { space: 'kiangsi', power: 'china', type: 'infantry', ids: ['p2'] },
      ],
      { power: 'china' },
    );
    expect(refused(applyCombatMove, c, load(['p2'], 'p1'), '10')).toMatch(/Chinese units are never loaded/);
  });

  it('19: AA guns not in combat move, but in noncombat move', () => {
    const a = position([
      { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'formosa', power: 'japan', type: 'aaGun', ids: ['p2'] },
    ]);
    expect(refused(applyCombatMove, a, load(['p2'], 'p1'), '19')).toMatch(/AA gun/);
    const n = play(applyNoncombatMove, { ...a, phase: 'noncombat-move' }, load(['p2'], 'p1'));
    expect(n.pieces.p2?.aboard).toBe('p1');
    // Nor is one already aboard unloaded to attack.
    const aboard = position([
      {
        space: 'sz-20',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [{ type: 'aaGun', ids: ['p2'] }],
      },
      { space: 'kwangtung', power: 'uk', type: 'infantry', ids: ['p9'] },
    ]);
    expect(refused(applyCombatMove, aboard, unload(['p2'], 'kwangtung'), '19')).toMatch(/AA gun/);
  });

  it('cargo is not moved on its own', () => {
    const t = cm(s, load(['p2'], 'p1'));
    expect(refused(applyCombatMove, t, move(['p2'], ['okinawa']), '13.8')).toMatch(
      /cargo: it moves with its transport/,
    );
  });
});

describe('13.8 Moving', () => {
  it('cargo moves with its transport', () => {
    const s = position([
      {
        space: 'sz-19',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [{ type: 'infantry', ids: ['p2'] }],
      },
    ]);
    const t = cm(s, move(['p1'], ['sz-20']));
    expect(t.pieces.p2).toMatchObject({ at: 'sz-20', aboard: 'p1' });
  });

  it('meeting enemy warships after it started moving ends its move', () => {
    const s = position([
      { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'sz-20', power: 'uk', type: 'cruiser', ids: ['p2'] },
    ]);
    expect(refused(applyCombatMove, s, move(['p1'], ['sz-20', 'sz-35']), '13.8')).toMatch(
      /must stop in Sea Zone 20/,
    );
  });

  it('the zone it started in does not count', () => {
    const s = position([
      { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'sz-20', power: 'uk', type: 'cruiser', ids: ['p2'] },
    ]);
    expect(cm(s, move(['p1'], ['sz-35'])).pieces.p1?.at).toBe('sz-35');
  });
});

describe('13.4, 13.8 Unloading', () => {
  const s = position([
    { space: 'sz-20', power: 'japan', type: 'transport', ids: ['p1'] },
    { space: 'formosa', power: 'japan', type: 'infantry', ids: ['p2', 'p3'] },
    { space: 'kwangtung', power: 'uk', type: 'infantry', ids: ['p9'] },
  ]);

  it('in combat move into an enemy territory: an amphibious assault', () => {
    const t = cm(s, load(['p2', 'p3'], 'p1'), unload(['p2', 'p3'], 'kwangtung'));
    expect(t.pieces.p2).toMatchObject({ at: 'kwangtung', seaborne: true, engaged: true, cameFrom: 'sz-20' });
    expect(t.pieces.p2?.aboard).toBeUndefined();
    expect(t.pieces.p1).toMatchObject({ unloaded: true, engaged: true });
  });

  it('a transport that unloaded moves no further, and unloads into one territory only', () => {
    const t = cm(s, load(['p2', 'p3'], 'p1'), unload(['p2'], 'kwangtung'));
    expect(refused(applyCombatMove, t, move(['p1'], ['sz-35']), '13.8')).toMatch(/moves no further/);
    expect(refused(applyCombatMove, t, unload(['p3'], 'kiangsi'), '13.8')).toMatch(/one territory only/);
  });

  it('in combat move not into a friendly territory', () => {
    const t = cm(s, load(['p2'], 'p1'));
    expect(refused(applyCombatMove, t, unload(['p2'], 'kiangsi'), '13.1')).toMatch(/friendly/);
  });

  it('cargo loaded in combat move must be unloaded to attack before the phase ends', () => {
    const t = cm(s, load(['p2'], 'p1'));
    expect(refused(applyCombatMove, t, { type: 'end-combat-move' }, '13.1')).toMatch(
      /p1 in Sea Zone 20 carries units loaded in combat move/,
    );
    expect(combatMoveLegal(t)).toContainEqual(unload(['p2'], 'kwangtung'));
    expect(combatMoveLegal(t)).not.toContainEqual({ type: 'end-combat-move' });
  });

  it('13.8 units that came ashore move no further that turn (cargo loaded in an earlier turn too)', () => {
    // Two infantry aboard in sz-20 since an earlier turn; ashore in Kwangtung, Kiangsi lies beyond.
    const aboard = position([
      {
        space: 'sz-20',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [{ type: 'infantry', ids: ['p2', 'p3'] }],
      },
    ]);
    const ashore = cm(aboard, unload(['p2', 'p3'], 'kwangtung'));
    expect(ashore.pieces.p2).toMatchObject({ at: 'kwangtung', seaborne: true });
    expect(refused(applyCombatMove, ashore, move(['p2'], ['kiangsi']), '13.8')).toMatch(/came ashore/);
    expect(
      combatMoveLegal(ashore).some((a) => a.type === 'move' && (a.pieces as string[]).includes('p2')),
    ).toBe(false);
  });

  it('19 in combat move an AA gun aboard stays there while the rest of the cargo goes ashore', () => {
    const s = position([
      {
        space: 'sz-20',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [
          { type: 'infantry', ids: ['p2'] },
          { type: 'aaGun', ids: ['p3'] },
        ],
      },
    ]);
    expect(combatMoveLegal(s)).toContainEqual(unload(['p2'], 'kwangtung'));
    const ashore = cm(s, unload(['p2'], 'kwangtung'));
    expect(ashore.pieces.p2?.at).toBe('kwangtung');
    expect(ashore.pieces.p3?.aboard).toBe('p1');
  });

  it('13.8 a transport with cargo loaded in combat move sails only beside a territory to assault', () => {
    // sz-56 holds a Japanese battleship and touches only ANZAC's Western Australia: a sea battle, but no
    // territory the British cargo could assault from there.
    const uk = position(
      [
        {
          space: 'sz-62',
          power: 'uk',
          type: 'transport',
          ids: ['p1'],
          cargo: [{ type: 'armour', ids: ['p2'], moved: 1, engaged: true }],
        },
        { space: 'sz-62', power: 'uk', type: 'destroyer', ids: ['p4'] },
        { space: 'sz-56', power: 'japan', type: 'battleship', ids: ['p3'] },
      ],
      { power: 'uk' },
    );
    const into56 = (ship: string) =>
      combatMoveLegal(uk).some(
        (a) =>
          a.type === 'move' &&
          (a.pieces as string[]).includes(ship) &&
          (a.path as string[]).at(-1) === 'sz-56',
      );
    // A destroyer from the same zone may sail into the battle; the loaded transport may not.
    expect(into56('p4')).toBe(true);
    expect(into56('p1')).toBe(false);
  });

  it('13.8 cargo that can no longer reach a territory to assault stays aboard: the phase may end', () => {
    // The same transport already in sz-56 with no movement left (it fought its way in): no way ashore.
    const stuck = position(
      [
        {
          space: 'sz-56',
          power: 'uk',
          type: 'transport',
          ids: ['p1'],
          moved: 2,
          engaged: true,
          cargo: [{ type: 'armour', ids: ['p2'], moved: 1, engaged: true }],
        },
        { space: 'sz-56', power: 'japan', type: 'battleship', ids: ['p3'] },
      ],
      { power: 'uk' },
    );
    expect(combatMoveLegal(stuck)).toContainEqual({ type: 'end-combat-move' });
    const ended = cm(stuck, { type: 'end-combat-move' });
    expect(ended.phase).toBe('combat');
    expect(ended.pieces.p2?.aboard).toBe('p1');
  });

  it('in noncombat move into a friendly territory only', () => {
    const n = { ...s, phase: 'noncombat-move' as const };
    const t = play(applyNoncombatMove, n, load(['p2'], 'p1'), unload(['p2'], 'kiangsi'));
    expect(t.pieces.p2).toMatchObject({ at: 'kiangsi' });
    expect(t.pieces.p2?.seaborne).toBeUndefined();
    const u = play(applyNoncombatMove, n, load(['p3'], 'p1'));
    expect(refused(applyNoncombatMove, u, unload(['p3'], 'kwangtung'), '15')).toMatch(/not friendly/);
  });

  it('cargo carried in combat move stays aboard in noncombat move', () => {
    const c = position([
      {
        space: 'sz-19',
        power: 'japan',
        type: 'transport',
        ids: ['p1'],
        cargo: [{ type: 'infantry', ids: ['p2'] }],
      },
    ]);
    const t = { ...cm(c, move(['p1'], ['sz-20'])), phase: 'noncombat-move' as const };
    expect(refused(applyNoncombatMove, t, unload(['p2'], 'kiangsi'), '15')).toMatch(
      /p1 moved in combat move/,
    );
    const still = { ...c, phase: 'noncombat-move' as const };
    expect(play(applyNoncombatMove, still, unload(['p2'], 'okinawa')).pieces.p2?.at).toBe('okinawa');
  });

  it('13.4 legal offers a load in combat move where the transport can still get beside a target', () => {
    // sz-19 touches only Japanese lands; sz-20, one zone on, touches Kwangtung (British, at war).
    const far = position([
      { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'] },
      { space: 'okinawa', power: 'japan', type: 'infantry', ids: ['p2'] },
    ]);
    expect(combatMoveLegal(far)).toContainEqual(load(['p2'], 'p1'));
    const loaded = cm(far, load(['p2'], 'p1'));
    expect(combatMoveLegal(loaded)).toContainEqual(move(['p1'], ['sz-20']));
    const there = cm(loaded, move(['p1'], ['sz-20']), unload(['p2'], 'kwangtung'));
    expect(there.pieces.p2).toMatchObject({ at: 'kwangtung', seaborne: true });
    // With its movement spent it can get nowhere: no load is offered.
    const spent = position([
      { space: 'sz-19', power: 'japan', type: 'transport', ids: ['p1'], moved: 2 },
      { space: 'okinawa', power: 'japan', type: 'infantry', ids: ['p2'] },
    ]);
    expect(combatMoveLegal(spent).some((a) => a.type === 'load')).toBe(false);
  });

  it('legal offers loads and whole-cargo unloads', () => {
    const legal = combatMoveLegal(s);
    expect(legal).toContainEqual({ ...load(['p2', 'p3'], 'p1'), subset: 'pieces' });
    expect(inList(legal, load(['p2'], 'p1'))).toBe(true);
    const n = play(applyNoncombatMove, { ...s, phase: 'noncombat-move' }, load(['p2', 'p3'], 'p1'));
    expect(noncombatMoveLegal(n)).toContainEqual(unload(['p2', 'p3'], 'kiangsi'));
  });
});
