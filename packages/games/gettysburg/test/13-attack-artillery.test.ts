/** §13 steps 2-5 Artillery in an attack: organization, where tokens may be played, bombardment choices. */
import { describe, expect, it } from 'vitest';
import { attackStep } from '../src/attack.ts';
import { defenderPlayProblem, organizationMet, thresholdMet } from '../src/attack-artillery.ts';
import type { BattleToken } from '../src/state.ts';
import { act, attackState, fixtureMap, run } from './support/attack-driver.ts';

const C = 'confederate' as const;
const U = 'union' as const;
const map = fixtureMap();
type Artillery = Extract<BattleToken, { kind: 'artillery' }>;

describe('13 artillery organization', () => {
  const s0 = () => attackState(map, C, { 'heth-1': ['b', 'west'], 'sykes-1': ['f', 'west'] });
  const token = (s: ReturnType<typeof s0>, id: string) => s.tokens[id] as Artillery;

  it('13 a command token needs two matching blocks: one on its position, the other there, adjacent or adjacent once removed', () => {
    const s = s0();
    expect(organizationMet(s, map, token(s, 'ct1'), 'b')).toBe(false);
    // D is two positions from B: not near enough alone.
    s.blocks['heth-2']!.place = { kind: 'map', position: 'd', front: 'east', rank: 0 };
    expect(organizationMet(s, map, token(s, 'ct1'), 'b')).toBe(false);
    // Adjacent once removed: D is next to C, which holds a Heth block next to B.
    s.blocks['heth-r2-1']!.place = { kind: 'map', position: 'c', front: 'nw', rank: 0 };
    expect(organizationMet(s, map, token(s, 'ct1'), 'b')).toBe(true);
    // The token's position itself must hold a matching block.
    expect(organizationMet(s, map, token(s, 'ct1'), 'f')).toBe(false);
  });

  it('13 an ANY token needs one block; every matching block eliminated but one: the requirement is what survives', () => {
    const s = s0();
    expect(organizationMet(s, map, token(s, 'ct28'), 'b')).toBe(true);
    for (const id of ['heth-2', 'heth-r2-1', 'heth-r1-1', 'heth-r1-2'])
      s.blocks[id]!.place = { kind: 'gone' };
    expect(organizationMet(s, map, token(s, 'ct1'), 'b')).toBe(true);
  });

  it('13 reinforcement thresholds: a corps token after two of its commands have entered, RESERVE after four Union commands', () => {
    const s = s0();
    const corps = Object.values(s.tokens).find(
      (t) => t.kind === 'artillery' && t.organization.of === 'corps' && t.organization.corps === 'III',
    ) as Artillery;
    expect(thresholdMet(s, corps)).toBe(false);
    for (const id of ['heth-2', 'pender-1', 'pender-2'])
      s.blocks[id]!.place = { kind: 'map', position: 'c', front: 'nw', rank: 0 };
    expect(thresholdMet(s, corps)).toBe(true);
    const reserve = Object.values(s.tokens).find(
      (t) => t.kind === 'artillery' && t.organization.of === 'reserve',
    ) as Artillery;
    expect(thresholdMet(s, reserve)).toBe(false);
  });
});

describe('13.2 defensive artillery', () => {
  it('13.2 only on a position of his whose field of fire an attacking path crosses, never an enemy-occupied one, two at most', () => {
    const s = attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'sykes-1': ['f', 'west'], 'sykes-2': ['d', 'east'] },
      { confederate: ['ct28'], union: ['ut29', 'ut30', 'ut31'] },
    );
    const d = run(s, map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
    ]).state;
    expect(defenderPlayProblem(d, map, 'ut31', 'd')).toMatch(/no attacking block's path/);
    const two = run(d, map, [
      [U, { type: 'artillery', token: 'ut29', position: 'f' }],
      [U, { type: 'artillery', token: 'ut30', position: 'f' }],
    ]).state;
    expect(attackStep.legal(two, U, map)).toEqual([{ type: 'artillery-done' }]);
    const r = act(two, map, U, { type: 'artillery', token: 'ut31', position: 'f' });
    expect(r.error?.message).toMatch(/at most two tokens/);
  });
});

describe('13.5 bombardment choices', () => {
  // Heth on B (his second block on C) fires with 2 + 1 = 3 points; A (a Union artillery position) and F
  // (the defense position) are both in line of fire.
  const start = () =>
    attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'heth-2': ['c', 'nw'], 'sykes-1': ['f', 'west'], 'sykes-2': ['a', 'west'] },
      { confederate: ['ct1', 'ct2'], union: ['ut17', 'ut30', 'ut31'] },
    );
  const toBombard = () =>
    run(start(), map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery', token: 'ut17', position: 'f' }],
      [U, { type: 'artillery', token: 'ut30', position: 'f' }],
      [U, { type: 'artillery', token: 'ut31', position: 'a' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct2', position: 'b' }],
      [C, { type: 'artillery-done' }],
    ]);

  it('13.4 both sides reveal; 13.5 the attacker picks the target when there are two, and the token hit when strengths differ', () => {
    const r = toBombard();
    expect(r.events.find((e) => e.type === 'artillery-revealed')).toBeTruthy();
    expect(r.state.attack?.step).toBe('bombard');
    expect(attackStep.pending(r.state, map)).toMatchObject([{ seat: C, kind: 'bombard' }]);
    expect(attackStep.legal(r.state, C, map)).toEqual([
      { type: 'bombard', from: 'b', target: 'a' },
      { type: 'bombard', from: 'b', target: 'f' },
    ]);
    const hit = act(r.state, map, C, { type: 'bombard', from: 'b', target: 'f' });
    expect(attackStep.legal(hit.state, C, map)).toEqual([
      { type: 'bombard-hit', position: 'f', token: 'ut17' },
      { type: 'bombard-hit', position: 'f', token: 'ut30' },
    ]);
    const after = act(hit.state, map, C, { type: 'bombard-hit', position: 'f', token: 'ut17' });
    expect(after.state.armies.union.tokens.used.hit).toEqual(['ut17']);
    // Defensive fire: F's remaining 1 point and A's 1 with its crest doubled to 2: 3, one reduction.
    expect(after.events.find((e) => e.type === 'defensive-fire')).toMatchObject({ points: 3, reductions: 1 });
    expect(after.state.armies.confederate.tokens.used.clean.sort()).toEqual(['ct1', 'ct2']);
  });

  it('13.5 hits beyond the tokens fall on the blocks: +1 each in close combat', () => {
    const r = run(start(), map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct2', position: 'b' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({
      position: 'f',
      points: 3,
      hits: 1,
    });
    expect(r.events.find((e) => e.type === 'close-combat')?.modifiers).toContainEqual({
      rule: 'bombardment hit',
      value: 1,
    });
  });
});
