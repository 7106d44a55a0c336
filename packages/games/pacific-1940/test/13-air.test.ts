/**
 * 13.3 Air units: the whole turn's movement, keeping range to land (the seed's bomber), the carrier
 * exception, never over neutrals or the Soviet Union; 15 where they may land and what is lost at the end
 * of Noncombat Move; 14.2.2 scrambled aircraft landing first.
 */
import { describe, expect, it } from 'vitest';
import { carrierCanBeAt, landScrambled } from '../src/air-landing.ts';
import { applyCombatMove } from '../src/combat-move.ts';
import { applyNoncombatMove } from '../src/noncombat-move.ts';
import { move, playAll as play, positionsOf, refusedBy as refused, WAR } from './support/moves.ts';

const position = positionsOf('air', { politics: WAR });

const endNoncombat = { type: 'end-noncombat-move' };

describe('13.3 Air units in combat move', () => {
  const s = position([
    { space: 'korea', power: 'japan', type: 'bomber', ids: ['p1'] },
    { space: 'tsinghai', power: 'china', type: 'infantry', ids: ['p2'] },
    { space: 'hopei', power: 'china', type: 'infantry', ids: ['p3'] },
  ]);

  it('the seed: a bomber may not fly its 6 to an enemy space, keeping nothing to return', () => {
    expect(
      refused(
        applyCombatMove,
        s,
        move(['p1'], ['manchuria', 'jehol', 'anhwe', 'hopei', 'shensi', 'tsinghai']),
        '13.3',
      ),
    ).toMatch(/0 movement left in Tsinghai: not enough to reach a landing space/);
  });

  it('it may attack where it keeps enough movement to land', () => {
    const t = play(applyCombatMove, s, move(['p1'], ['manchuria', 'jehol', 'anhwe', 'hopei'])).state;
    expect(t.pieces.p1).toMatchObject({ at: 'hopei', moved: 4 });
  });

  it('the total for the turn is its movement: what it flew in combat counts in noncombat', () => {
    const t = play(applyCombatMove, s, move(['p1'], ['manchuria', 'jehol', 'anhwe', 'hopei'])).state;
    const n = { ...t, phase: 'noncombat-move' as const };
    expect(refused(applyNoncombatMove, n, move(['p1'], ['anhwe', 'jehol', 'manchuria']), '15')).toMatch(
      /p1 has 2 movement left, the path is 3/,
    );
    expect(play(applyNoncombatMove, n, move(['p1'], ['anhwe', 'jehol'])).state.pieces.p1?.at).toBe('jehol');
  });

  it('may not fly over a neutral territory, nor over the Soviet Union', () => {
    const f = position([
      { space: 'manchuria', power: 'japan', type: 'fighter', ids: ['p1'] },
      { space: 'chahar', power: 'china', type: 'infantry', ids: ['p2'] },
    ]);
    expect(refused(applyCombatMove, f, move(['p1'], ['buyant-uhaa', 'chahar']), '8.1')).toMatch(
      /fly over the neutral/,
    );
    expect(refused(applyCombatMove, f, move(['p1'], ['amur', 'korea']), '9')).toMatch(/Soviet/);
    expect(play(applyCombatMove, f, move(['p1'], ['jehol', 'chahar'])).state.pieces.p1?.at).toBe('chahar');
  });

  it('over an empty enemy territory only with land units that enter it', () => {
    const f = position([
      { space: 'jehol', power: 'japan', type: 'fighter', ids: ['p1'] },
      { space: 'jehol', power: 'japan', type: 'infantry', ids: ['p2'] },
    ]);
    const alone = play(applyCombatMove, f, move(['p1'], ['chahar'])).state;
    expect(refused(applyCombatMove, alone, { type: 'end-combat-move' }, '13.1')).toMatch(
      /p1 in Chahar has nothing to attack there/,
    );
    const r = play(applyCombatMove, alone, move(['p2'], ['chahar']), { type: 'end-combat-move' });
    expect(r.state.phase).not.toBe('combat-move');
  });

  it('must go where there is something to attack', () => {
    const f = position([{ space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] }]);
    expect(refused(applyCombatMove, f, move(['p1'], ['sz-6']), '13.1')).toMatch(/nothing to attack/);
  });
});

describe('13.3 The carrier exception', () => {
  // Korea to Sea Zone 14 is 4: a fighter arriving there has no movement left.
  const path = ['sz-6', 'sz-16', 'sz-15', 'sz-14'];
  const units = [
    { space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] },
    { space: 'sz-14', power: 'usa', type: 'destroyer', ids: ['p2'] },
  ];

  it('a fighter may use all 4 to attack a sea zone if a carrier can be there for it', () => {
    const s = position([...units, { space: 'sz-15', power: 'japan', type: 'carrier', ids: ['p3'] }]);
    expect(play(applyCombatMove, s, move(['p1'], path)).state.pieces.p1).toMatchObject({
      at: 'sz-14',
      moved: 4,
    });
  });

  it('not without one', () => {
    expect(refused(applyCombatMove, position(units), move(['p1'], path), '13.3')).toMatch(/0 movement left/);
  });

  it('not with a damaged carrier, which cannot recover aircraft', () => {
    const s = position([
      ...units,
      { space: 'sz-15', power: 'japan', type: 'carrier', ids: ['p3'], damaged: true },
    ]);
    expect(refused(applyCombatMove, s, move(['p1'], path), '13.3')).toMatch(/landing space/);
  });

  it('not with a carrier that moved in combat move (it may not move again)', () => {
    const s = position([
      ...units,
      { space: 'sz-15', power: 'japan', type: 'carrier', ids: ['p3'], engaged: true },
    ]);
    expect(refused(applyCombatMove, s, move(['p1'], path), '13.3')).toMatch(/landing space/);
  });

  it('a carrier bought this turn counts where it can be placed', () => {
    const s = position([{ space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] }]);
    expect(carrierCanBeAt(s, 'japan', 'sz-6', 'fighter')).toBe(false);
    const bought = { ...s, turn: { ...s.turn, bought: { carrier: 1 } } };
    expect(carrierCanBeAt(bought, 'japan', 'sz-6', 'fighter')).toBe(true);
    expect(carrierCanBeAt(bought, 'japan', 'sz-14', 'fighter')).toBe(false);
    expect(carrierCanBeAt(bought, 'japan', 'sz-6', 'bomber')).toBe(false);
  });
});

describe('15 Where air units land', () => {
  const noncombat = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    position(units, { phase: 'noncombat-move', ...extra });

  it('in a territory friendly since the start of the turn, not one captured this turn', () => {
    const s = noncombat([{ space: 'jehol', power: 'japan', type: 'fighter', ids: ['p1'], moved: 1 }], {
      control: { chahar: 'japan' },
      turn: { captured: ['chahar'] },
    });
    expect(refused(applyNoncombatMove, s, move(['p1'], ['chahar']), '15')).toMatch(
      /friendly since the start of the turn/,
    );
    expect(play(applyNoncombatMove, s, move(['p1'], ['manchuria'])).state.pieces.p1?.at).toBe('manchuria');
  });

  it('aircraft left where they may not land are lost when the phase ends', () => {
    const s = noncombat([{ space: 'chahar', power: 'japan', type: 'fighter', ids: ['p1'], moved: 4 }], {
      control: { chahar: 'japan' },
      turn: { captured: ['chahar'] },
    });
    const r = play(applyNoncombatMove, s, endNoncombat);
    expect(r.state.pieces.p1).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'air-lost', rule: '15', piece: 'p1' }));
    expect(r.state.phase).toBe('mobilize');
  });

  it('on a friendly carrier with room: they land on it when the phase ends', () => {
    const s = noncombat([
      { space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] },
      { space: 'sz-6', power: 'japan', type: 'carrier', ids: ['p2'] },
    ]);
    const r = play(applyNoncombatMove, s, move(['p1'], ['sz-6']), endNoncombat);
    expect(r.state.pieces.p1).toMatchObject({ at: 'sz-6', aboard: 'p2' });
  });

  it('not on a full carrier', () => {
    const s = noncombat([
      { space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] },
      {
        space: 'sz-6',
        power: 'japan',
        type: 'carrier',
        ids: ['p2'],
        cargo: [{ type: 'fighter', ids: ['p3', 'p4'] }],
      },
    ]);
    expect(refused(applyNoncombatMove, s, move(['p1'], ['sz-6']), '15')).toMatch(
      /no friendly carrier with room/,
    );
  });

  it("on an ally's carrier", () => {
    const s = noncombat(
      [
        { space: 'hawaiian-islands', power: 'uk', type: 'fighter', ids: ['p1'] },
        { space: 'sz-26', power: 'usa', type: 'carrier', ids: ['p2'] },
      ],
      { power: 'uk' },
    );
    const r = play(applyNoncombatMove, s, move(['p1'], ['sz-26']), endNoncombat);
    expect(r.state.pieces.p1).toMatchObject({ at: 'sz-26', aboard: 'p2' });
  });

  it('where a carrier moves in this phase', () => {
    const s = noncombat([
      { space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] },
      { space: 'sz-6', power: 'japan', type: 'carrier', ids: ['p2'] },
    ]);
    const r = play(
      applyNoncombatMove,
      s,
      move(['p1'], ['sz-6', 'sz-7']),
      move(['p2'], ['sz-7']),
      endNoncombat,
    );
    expect(r.state.pieces.p1).toMatchObject({ at: 'sz-7', aboard: 'p2' });
  });

  it('where a carrier bought this turn can be placed, and only there', () => {
    const units = [{ space: 'korea', power: 'japan', type: 'fighter', ids: ['p1'] }];
    expect(refused(applyNoncombatMove, noncombat(units), move(['p1'], ['sz-6']), '15')).toMatch(/carrier/);
    const s = noncombat(units, { turn: { bought: { carrier: 1 } } });
    const r = play(applyNoncombatMove, s, move(['p1'], ['sz-6']), endNoncombat);
    expect(r.state.pieces.p1).toMatchObject({ at: 'sz-6' });
  });

  it('bombers never land at sea', () => {
    const s = noncombat(
      [
        { space: 'korea', power: 'japan', type: 'bomber', ids: ['p1'] },
        { space: 'sz-6', power: 'japan', type: 'carrier', ids: ['p2'] },
      ],
      {},
    );
    expect(refused(applyNoncombatMove, s, move(['p1'], ['sz-6']), '15')).toMatch(/carrier/);
  });
});

describe('14.2.2 Scrambled aircraft land first', () => {
  const scrambled = position(
    [
      { space: 'sz-35', power: 'usa', type: 'fighter', ids: ['p1'], scrambledFrom: 'philippines' },
      { space: 'sz-35', power: 'japan', type: 'destroyer', ids: ['p2'], engaged: true },
    ],
    { phase: 'noncombat-move' },
  );

  it('back to the island they rose from, before the moving power moves', () => {
    const r = play(applyNoncombatMove, scrambled, endNoncombat);
    expect(r.state.pieces.p1).toMatchObject({ at: 'philippines' });
    expect(r.state.pieces.p1?.scrambledFrom).toBeUndefined();
    expect(r.events[0]).toMatchObject({ type: 'landed', rule: '14.2.2', piece: 'p1' });
  });

  it('lost if the island was taken and no carrier has room', () => {
    const taken = { ...scrambled, control: { ...scrambled.control, philippines: 'japan' as const } };
    const r = landScrambled(taken);
    expect(r.state.pieces.p1).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'air-lost', rule: '14.2.2' }));
  });
});
