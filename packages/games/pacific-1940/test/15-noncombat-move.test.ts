/**
 * 15 Noncombat Move: who may move, land units only through friendly territory, sea units not into
 * hostile zones, transports that unloaded stay, AA guns move, carriers carry their aircraft, and the end
 * of the phase. (Where air units land: `13-air.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { applyNoncombatMove, noncombatMoveLegal } from '../src/noncombat-move.ts';
import { fromPosition } from '../src/position.ts';
import type { PacificState } from '../src/state.ts';
import { stepsOf } from './support/steps.ts';

const P = 'pacific-1940-position/1';
const WAR = { atWar: { usa: true, uk: true, anzac: true, dutch: true } };

const position = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}): PacificState =>
  fromPosition(
    { format: P, phase: 'noncombat-move', power: 'japan', politics: WAR, units, ...extra } as never,
    'nc',
  );

const { play, refusal } = stepsOf(applyNoncombatMove, '15');
const move = (pieces: string[], path: string[]) => ({ type: 'move', pieces, path });

describe('15 Who may move', () => {
  const s = position([
    { space: 'chahar', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, engaged: true },
    { space: 'chahar', power: 'japan', type: 'fighter', ids: ['p2'], moved: 1 },
    { space: 'jehol', power: 'japan', type: 'infantry', ids: ['p3'] },
    { space: 'sz-19', power: 'japan', type: 'destroyer', ids: ['p4'], moved: 1, engaged: true },
  ]);

  it('not land or sea units that moved in combat move, fought or retreated', () => {
    expect(refusal(s, move(['p1'], ['jehol']))).toMatch(/p1 moved in combat move or took part in combat/);
    expect(refusal(s, move(['p4'], ['sz-20']))).toMatch(/p4 moved in combat move/);
  });

  it('units that did not move in combat move', () => {
    expect(play(s, move(['p3'], ['manchuria'])).pieces.p3).toMatchObject({ at: 'manchuria', moved: 1 });
  });

  it('air units that fought, to land', () => {
    expect(play(s, move(['p2'], ['jehol'])).pieces.p2).toMatchObject({ at: 'jehol', moved: 2 });
  });
});

describe('15 Land units', () => {
  const s = position(
    [
      { space: 'manchuria', power: 'japan', type: 'armour', ids: ['p1'] },
      { space: 'jehol', power: 'japan', type: 'aaGun', ids: ['p2'] },
    ],
    { control: { chahar: 'japan' }, turn: { captured: ['chahar'] } },
  );

  it('move through and into friendly territory, one captured this turn included', () => {
    expect(play(s, move(['p1'], ['jehol', 'chahar'])).pieces.p1?.at).toBe('chahar');
  });

  it('not into or through enemy territory: no blitzing', () => {
    expect(refusal(s, move(['p1'], ['jehol', 'anhwe']))).toMatch(/only into friendly territory.*Anhwe/);
    const t = position([{ space: 'kiangsu', power: 'japan', type: 'armour', ids: ['p1'] }]);
    expect(refusal(t, move(['p1'], ['anhwe', 'jehol']))).toMatch(/must stop on entering Anhwe/);
  });

  it('not into a territory holding enemy units', () => {
    const t = position([
      { space: 'manchuria', power: 'japan', type: 'armour', ids: ['p1'] },
      { space: 'jehol', power: 'usa', type: 'infantry', ids: ['p3'] },
    ]);
    expect(refusal(t, move(['p1'], ['jehol']))).toMatch(/friendly territory/);
  });

  it('AA guns move in noncombat move', () => {
    expect(play(s, move(['p2'], ['manchuria'])).pieces.p2?.at).toBe('manchuria');
  });
});

describe('15 Sea units', () => {
  it('may not enter a hostile sea zone', () => {
    const s = position([
      { space: 'sz-6', power: 'japan', type: 'cruiser', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'destroyer', ids: ['p2'] },
    ]);
    expect(refusal(s, move(['p1'], ['sz-19']))).toMatch(/hostile sea zone Sea Zone 19/);
    expect(play(s, move(['p1'], ['sz-7'])).pieces.p1?.at).toBe('sz-7');
  });

  it('may pass through a zone of only enemy subs and transports', () => {
    const s = position([
      { space: 'sz-6', power: 'japan', type: 'cruiser', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'submarine', ids: ['p2'] },
    ]);
    expect(play(s, move(['p1'], ['sz-19', 'sz-20'])).pieces.p1?.at).toBe('sz-20');
    expect(play(s, move(['p1'], ['sz-19'])).pieces.p1?.at).toBe('sz-19');
  });

  it('a submarine passes through a hostile zone without a destroyer, but does not stop there', () => {
    const s = position([
      { space: 'sz-6', power: 'japan', type: 'submarine', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'cruiser', ids: ['p2'] },
    ]);
    expect(play(s, move(['p1'], ['sz-19', 'sz-20'])).pieces.p1?.at).toBe('sz-20');
    expect(refusal(s, move(['p1'], ['sz-19']))).toMatch(/hostile/);
  });

  it('a transport that unloaded this turn stays', () => {
    const s = position([{ space: 'sz-20', power: 'japan', type: 'transport', ids: ['p1'], unloaded: true }]);
    const r = applyNoncombatMove(s, move(['p1'], ['sz-19']) as never);
    expect('error' in r && r.error.rule).toBe('13.8');
  });

  it('a carrier carries the aircraft on it', () => {
    const s = position([
      {
        space: 'sz-6',
        power: 'japan',
        type: 'carrier',
        ids: ['p1'],
        cargo: [{ type: 'fighter', ids: ['p2', 'p3'] }],
      },
    ]);
    const t = play(s, move(['p1'], ['sz-7']));
    expect([t.pieces.p2?.at, t.pieces.p2?.aboard, t.pieces.p3?.at]).toEqual(['sz-7', 'p1', 'sz-7']);
  });
});

describe('15 The end of the phase', () => {
  it('goes on to Mobilize New Units', () => {
    const s = position([{ space: 'japan', power: 'japan', type: 'fighter', ids: ['p1'] }]);
    const r = applyNoncombatMove(s, { type: 'end-noncombat-move' });
    if ('error' in r) throw new Error(r.error.message);
    expect(r.state.phase).toBe('mobilize');
    expect(r.state.pieces.p1?.at).toBe('japan');
    expect(r.events).toEqual([{ type: 'phase', phase: 'mobilize', seat: 'japan' }]);
  });

  it('refuses what is not a noncombat action', () => {
    const s = position([]);
    expect(refusal(s, { type: 'end-combat-move' })).toMatch(/not an action of the noncombat move/);
    const raid = applyNoncombatMove(s, { type: 'move', pieces: ['p1'], path: ['japan'], mission: 'raid' });
    expect('error' in raid && raid.error.message).toMatch(/raids and escorts are sent in combat move/);
  });

  it('every action legal offers is accepted, the end among them', () => {
    const s = fromPosition({ format: P, phase: 'noncombat-move' } as never, 'x');
    const legal = noncombatMoveLegal(s);
    expect(legal).toContainEqual({ type: 'end-noncombat-move' });
    for (const a of legal.filter((_, i) => i % 7 === 0)) {
      const r = applyNoncombatMove(s, a);
      expect('error' in r ? r.error.message : 'ok').toBe('ok');
    }
  });
});
