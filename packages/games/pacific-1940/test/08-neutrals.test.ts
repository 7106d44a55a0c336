/**
 * 8, 8.1 Friendly, hostile and neutral spaces; neutral territories: entering one is an attack, its infantry
 * are raised at the end of combat move, it joins the side opposed to its attacker, air units may not fly
 * over it, and after a failed attack its new side may move in.
 */
import { describe, expect, it } from 'vitest';
import { applyCombatMove } from '../src/combat-move.ts';
import {
  enemyUnitsIn,
  isEnemyTerritory,
  isFriendlyTerritory,
  isHostileSea,
  isTrueNeutral,
} from '../src/hostility.ts';
import { raiseNeutrals } from '../src/neutrals.ts';
import { applyNoncombatMove } from '../src/noncombat-move.ts';
import { move, playAll as play, positionsOf, refusedBy as refused } from './support/moves.ts';

const position = positionsOf('n');

const end = { type: 'end-combat-move' };

describe('8 Friendly and hostile spaces', () => {
  const s = position(
    [
      { space: 'sz-19', power: 'usa', type: 'submarine', ids: ['p1'] },
      { space: 'sz-19', power: 'usa', type: 'transport', ids: ['p2'] },
      { space: 'sz-20', power: 'usa', type: 'destroyer', ids: ['p3'] },
    ],
    { politics: { atWar: { usa: true } } },
  );

  it('a sea zone with enemy warships is hostile; subs and transports alone do not make it so', () => {
    expect(isHostileSea(s, 'japan', 'sz-20')).toBe(true);
    expect(isHostileSea(s, 'japan', 'sz-19')).toBe(false);
    expect(enemyUnitsIn(s, 'japan', 'sz-19').map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('ships of powers not at war do not make each other’s zones hostile', () => {
    const peace = position([{ space: 'sz-20', power: 'usa', type: 'destroyer', ids: ['p3'] }]);
    expect(isHostileSea(peace, 'japan', 'sz-20')).toBe(false);
  });

  it('territories: friendly, hostile (held by an enemy) or neutral (held by no power)', () => {
    expect(isFriendlyTerritory(s, 'japan', 'korea')).toBe(true);
    expect(isEnemyTerritory(s, 'japan', 'chahar')).toBe(true);
    expect(isEnemyTerritory(s, 'japan', 'philippines')).toBe(true);
    expect(isFriendlyTerritory(s, 'uk', 'philippines')).toBe(true);
    expect(isTrueNeutral(s, 'buyant-uhaa')).toBe(true);
    expect(
      isEnemyTerritory(s, 'japan', 'buyant-uhaa') || isFriendlyTerritory(s, 'japan', 'buyant-uhaa'),
    ).toBe(false);
  });

  it('9 rule 2: French Indochina is open to Japan; Dutch and French lands are Allied', () => {
    expect(isEnemyTerritory(s, 'japan', 'french-indo-china')).toBe(true);
    expect(isEnemyTerritory(s, 'japan', 'java')).toBe(false);
    expect(isFriendlyTerritory(s, 'uk', 'java')).toBe(true);
    expect(isFriendlyTerritory(s, 'anzac', 'french-indo-china')).toBe(true);
  });
});

describe('8.1 Neutral territories', () => {
  const s = position([
    { space: 'manchuria', power: 'japan', type: 'infantry', ids: ['p1'] },
    { space: 'manchuria', power: 'japan', type: 'fighter', ids: ['p2'] },
  ]);

  it('rules 2 and 4: entering one attacks it; at the end of combat move its infantry are raised', () => {
    const r = play(applyCombatMove, s, move(['p1'], ['buyant-uhaa']), end);
    const raised = Object.values(r.state.pieces).filter((p) => p.owner === 'neutral');
    expect(raised.map((p) => [p.type, p.at])).toEqual([
      ['infantry', 'buyant-uhaa'],
      ['infantry', 'buyant-uhaa'],
    ]);
    expect(r.state.politics.neutrals).toEqual({ 'buyant-uhaa': 'allies' });
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'neutral-attacked',
        rule: '8.1',
        space: 'buyant-uhaa',
        joins: 'allies',
        infantry: 2,
      }),
    );
    expect(r.state.phase).toBe('combat');
  });

  it('rule 4: it joins the side opposed to its attacker (an Allied attacker: the Axis)', () => {
    // No Allied unit starts near Mongolia; a British infantry stands in Olgiy as if it had marched in.
    const uk = position(
      [{ space: 'olgiy', power: 'uk', type: 'infantry', ids: ['p1'], moved: 1, engaged: true }],
      {
        power: 'uk',
      },
    );
    const r = raiseNeutrals(uk);
    expect(r.state.politics.neutrals).toEqual({ olgiy: 'axis' });
    expect(enemyUnitsIn(r.state, 'uk', 'olgiy')).toHaveLength(2);
    expect(enemyUnitsIn(r.state, 'japan', 'olgiy')).toHaveLength(0);
  });

  it('a neutral that raises no infantry (Central Mongolia) is still attacked and joins the other side', () => {
    const c = position([{ space: 'chahar', power: 'japan', type: 'infantry', ids: ['p1'] }]);
    const r = play(applyCombatMove, c, move(['p1'], ['central-mongolia']), end);
    expect(r.state.politics.neutrals).toEqual({ 'central-mongolia': 'allies' });
    expect(Object.values(r.state.pieces).filter((p) => p.owner === 'neutral')).toHaveLength(0);
  });

  it('rule 9: attacking one neutral does nothing to the others', () => {
    const r = raiseNeutrals(play(applyCombatMove, s, move(['p1'], ['buyant-uhaa'])).state);
    expect(isTrueNeutral(r.state, 'ulaanbaatar')).toBe(true);
    expect(isTrueNeutral(r.state, 'buyant-uhaa')).toBe(false);
  });

  it('only moves into it raise it: neutrals nobody entered stay as they are', () => {
    const r = raiseNeutrals(s);
    expect(r.events).toEqual([]);
    expect(r.state).toBe(s);
  });

  it('rule 5: after a failed attack its infantry stay, and its new side may move in', () => {
    const after = position(
      [
        { space: 'buyant-uhaa', power: 'neutral', type: 'infantry', ids: ['p5'] },
        { space: 'manchuria', power: 'japan', type: 'infantry', ids: ['p1'] },
      ],
      { politics: { neutrals: { 'buyant-uhaa': 'allies' } } },
    );
    expect(isFriendlyTerritory(after, 'uk', 'buyant-uhaa')).toBe(true);
    expect(enemyUnitsIn(after, 'uk', 'buyant-uhaa')).toEqual([]);
    expect(isEnemyTerritory(after, 'japan', 'buyant-uhaa')).toBe(true);
    expect(enemyUnitsIn(after, 'japan', 'buyant-uhaa').map((p) => p.id)).toEqual(['p5']);
    // Japan may attack it again; no more infantry are raised.
    const r = play(applyCombatMove, after, move(['p1'], ['buyant-uhaa']), end);
    expect(Object.values(r.state.pieces).filter((p) => p.owner === 'neutral')).toHaveLength(1);
  });

  it('rule 7: air units may not fly over a neutral, but may fly into it to attack it', () => {
    expect(refused(applyCombatMove, s, move(['p2'], ['buyant-uhaa', 'chahar']), '8.1')).toMatch(
      /fly over the neutral/,
    );
    const t = play(applyCombatMove, s, move(['p1'], ['buyant-uhaa']), move(['p2'], ['buyant-uhaa'])).state;
    expect(t.pieces.p2?.at).toBe('buyant-uhaa');
  });

  it('noncombat move never enters a neutral', () => {
    const n = { ...s, phase: 'noncombat-move' as const };
    expect(refused(applyNoncombatMove, n, move(['p1'], ['buyant-uhaa']), '15')).toMatch(/friendly territory/);
    expect(refused(applyNoncombatMove, n, move(['p2'], ['buyant-uhaa']), '8.1')).toMatch(/neutral/);
  });
});
