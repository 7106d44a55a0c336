/** §21 Fully obstructed positions (advanced rule): attacks on the small test map, F fully obstructed. */
import type { Action } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import type { Army } from '../src/armies.ts';
import { attackStep } from '../src/attack.ts';
import { blocksOn } from '../src/board.ts';
import { type AreaId, loadMap, type PositionId } from '../src/map.ts';
import { marchDestinations, marchStep } from '../src/march-moves.ts';
import { current } from '../src/reduction.ts';
import type { GettysburgState } from '../src/state.ts';
import { newCtx } from '../src/step.ts';
import { act, attackState, fixtureMap, run } from './support/attack-driver.ts';
import { movesGame, put } from './support/moves-game.ts';
import { smallMap } from './support/small-map.ts';

const C = 'confederate' as const;
const U = 'union' as const;
const map = fixtureMap((f) => {
  f.positions.f!.sides = { west: { obstacle: true }, sw: { obstacle: true } };
});

function start(blocks: Record<string, [PositionId, AreaId]>, on = true): GettysburgState {
  const s = attackState(map, C, blocks, { confederate: ['ct28', 'ct29'], union: [] });
  s.options.fullyObstructed = on;
  return s;
}

const inPlace = (block: string): Action => ({ type: 'attack-block', block, path: ['f'], target: 'f' });
const attacks = (s: GettysburgState, army: Army = C) =>
  attackStep.legal(s, army, map).filter((a) => a.type === 'attack-block');

/** Declared, no artillery, one extra token: on to close combat. */
const resolve = (s: GettysburgState, declare: Action[]) =>
  run(s, map, [
    ...declare.map((d) => [C, d] as [Army, Action]),
    [C, { type: 'attack-declare' }],
    [U, { type: 'artillery-done' }],
    [C, { type: 'extra', token: 'ct28' }],
    [C, { type: 'artillery-done' }],
  ]);

describe('§21 Fully obstructed positions: attacks', () => {
  // Heth came into F through Sykes' front area: he stands in front of Sykes, facing him.
  const faceToFace = () => start({ 'heth-1': ['f', 'sw'], 'sykes-1': ['f', 'west'] });

  it('21 a block sharing a fully obstructed position with the enemy, facing it, attacks it there without moving', () => {
    const s = faceToFace();
    expect(attacks(s)).toContainEqual(inPlace('heth-1'));
    const r = resolve(s, [inPlace('heth-1')]);
    const combat = r.events.find((e) => e.type === 'close-combat')!;
    // 2 against 2, +1 for the Confederates; no obstacle modifier under §21; +1 reduces both.
    expect(combat).toMatchObject({ result: 1, winner: C, losses: { attacker: 1, defender: 1 } });
    expect(r.events.some((e) => e.type === 'defender-turned-about')).toBe(false);
    // Heth did not move: his replacement stands where he stood, facing as he faced.
    expect(current(r.state, 'heth-1').place).toMatchObject({ position: 'f', front: 'sw' });
    expect(r.state.moves.attackedFrom).toEqual(['f']);
    expect(r.state.moves.attackedInto).toEqual(['f']);
  });

  it('21 no attack in place without the rule, outside a fully obstructed position, or not facing the enemy', () => {
    expect(attacks(start({ 'heth-1': ['f', 'sw'], 'sykes-1': ['f', 'west'] }, false))).not.toContainEqual(
      inPlace('heth-1'),
    );
    const open = fixtureMap();
    const s = attackState(
      open,
      C,
      { 'heth-1': ['f', 'sw'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28'] },
    );
    s.options.fullyObstructed = true;
    expect(attackStep.legal(s, C, open)).not.toContainEqual(inPlace('heth-1'));
    // Heth ahead of Sykes, both facing west: Sykes is at his back.
    expect(attacks(start({ 'heth-1': ['f', 'west'], 'sykes-1': ['f', 'west'] }))).not.toContainEqual(
      inPlace('heth-1'),
    );
    // Behind Sykes, facing his back: he may (an attack on the rear).
    expect(attacks(start({ 'sykes-1': ['f', 'west'], 'heth-1': ['f', 'west'] }))).toContainEqual(
      inPlace('heth-1'),
    );
  });

  it('21 a fully obstructed position cannot be group-attacked, in place or not', () => {
    const s = start({ 'heth-1': ['f', 'sw'], 'sykes-1': ['f', 'west'], 'pender-1': ['b', 'west'] });
    const pender = attacks(s).find((a) => a.block === 'pender-1' && a.target === 'f')!;
    expect(pender).toBeDefined();
    const built = run(s, map, [
      [C, inPlace('heth-1')],
      [C, pender],
    ]).state;
    expect(act(built, map, C, { type: 'attack-declare' }).error?.message).toMatch(/fully obstructed/);
  });

  it('21 losing attackers in a fully obstructed position need not withdraw', () => {
    // The Iron Brigade defends: 2 - 2 + 1 - 2 = -1, both reduced, the defender wins.
    const s = start({ 'reynolds-1': ['f', 'west'], 'heth-1': ['b', 'west'] });
    const r = resolve(s, [{ type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }]);
    expect(r.events.find((e) => e.type === 'close-combat')).toMatchObject({ result: -1, winner: U });
    expect(r.state.attack).toMatchObject({ step: 'withdraw', mayStay: true });
    expect(attackStep.legal(r.state, C, map)).toContainEqual({ type: 'done' });
    const stay = act(r.state, map, C, { type: 'done' });
    expect(stay.state.attack).toBeNull();
    expect(current(stay.state, 'heth-1').place).toMatchObject({ position: 'f' });
    // Without the rule they must.
    const t = start({ 'reynolds-1': ['f', 'west'], 'heth-1': ['b', 'west'] }, false);
    const lost = resolve(t, [{ type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }]);
    expect(lost.state.attack?.mayStay).toBeUndefined();
    expect(attackStep.legal(lost.state, C, map)).not.toContainEqual({ type: 'done' });
  });
});

describe('§21 The sandwich', () => {
  // Pender stands in front of Sykes on F, facing him; Heth on G attacks F through its rear area (sw).
  const sandwich = () => start({ 'pender-1': ['f', 'sw'], 'sykes-1': ['f', 'west'], 'heth-1': ['g', 'sw'] });
  const heth: Action = { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' };

  it('21 the defender loses: the defending blocks are eliminated, the enemy kept between the two', () => {
    const r = resolve(sandwich(), [heth]);
    expect(r.events.some((e) => e.type === 'sandwich')).toBe(true);
    expect(r.events.find((e) => e.type === 'close-combat')).toMatchObject({ winner: C });
    expect(blocksOn(r.state, 'f', U)).toEqual([]);
    expect(r.state.blocks['sykes-1']!.place.kind).toBe('gone');
    expect(r.state.reductions).toEqual([]);
  });

  it('21 the attacker loses: the attackers must withdraw and the defender faces as it did', () => {
    // The Iron Brigade, field works facing sw and a steep slope on that side: 3 - 4 = -1.
    const s = start({ 'pender-1': ['f', 'sw'], 'reynolds-1': ['f', 'west'], 'heth-1': ['g', 'sw'] });
    const steep = fixtureMap((f) => {
      f.positions.f!.sides = { west: { obstacle: true }, sw: { obstacle: true, steepSlope: true } };
    });
    s.fieldWorks = [{ position: 'f', front: 'sw' }];
    const r = run(s, steep, [
      [C, heth],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(r.events.some((e) => e.type === 'sandwich')).toBe(true);
    expect(r.events.find((e) => e.type === 'close-combat')).toMatchObject({ result: -1, winner: U });
    const after = r.state;
    expect(after.attack).toMatchObject({ step: 'withdraw' });
    expect(after.attack?.mayStay).toBeUndefined();
    expect(attackStep.legal(after, C, steep)).not.toContainEqual({ type: 'done' });
    for (const b of blocksOn(after, 'f', U)) expect(b.place.front).toBe('west');
  });
});

describe('§21 Fully obstructed positions: marches', () => {
  // F and G fully obstructed; Sykes on F facing west; Heth on G (next to F at e5), Pender on B as a friend.
  const file = smallMap();
  file.positions.f!.sides = { west: { obstacle: true }, sw: { obstacle: true } };
  file.positions.g!.sides = { nw: { obstacle: true }, sw: { obstacle: true } };
  const m = loadMap(file);
  const game = (on = true, blocks: Record<string, [PositionId, AreaId]> = {}) => {
    const s = movesGame(m, C, 'march', 3);
    s.options.fullyObstructed = on;
    s.armies.confederate.orders = 'attack';
    put(s, 'sykes-1', 'f', 'west');
    put(s, 'heth-1', 'g', 'sw');
    put(s, 'pender-1', 'b', 'west');
    for (const [id, [p, front]] of Object.entries(blocks)) put(s, id, p, front, 1);
    return s;
  };
  const to = (s: GettysburgState, id = 'heth-1') =>
    marchDestinations(s, m, s.blocks[id]!, false).map((d) => d.to);
  const marches = (s: GettysburgState, id = 'heth-1') =>
    marchStep.legal(s, C, m).filter((a) => a.type === 'march' && a.block === id);

  it('21 between two fully obstructed positions the enemy next door neither stops the march nor forces a pivot', () => {
    expect(to(game(false))).toEqual(['b']); // the pivot round e5 only
    expect(to(game())).toEqual(expect.arrayContaining(['c', 'h', 'e']));
  });

  it('21 a march may enter an enemy-occupied fully obstructed position, ends there, facing the enemy', () => {
    expect(to(game(false))).not.toContain('f');
    const s = game();
    // In through Sykes' rear area (sw): behind him, facing his back.
    expect(marches(s).filter((a) => a.to === 'f')).toEqual([
      { type: 'march', block: 'heth-1', to: 'f', front: 'west' },
    ]);
    const wrong = marchStep.apply(
      s,
      { type: 'march', block: 'heth-1', to: 'f', front: 'sw' },
      C,
      newCtx(m, s),
    );
    expect(wrong?.message).toMatch(/face the enemy/);
    // Not under Withdrawal orders.
    const w = game();
    w.armies.confederate.orders = 'withdrawal';
    expect(to(w)).not.toContain('f');
  });

  it('21 no march out of a position shared with the enemy, and no change of facing there', () => {
    const s = game(true, { 'heth-2': ['f', 'west'] });
    expect(marches(s, 'heth-2')).toEqual([]);
    expect(marchStep.legal(s, C, m).some((a) => a.type === 'face' && a.block === 'heth-2')).toBe(false);
  });

  it('21 a march may not sandwich the enemy between friendly blocks', () => {
    // Heth's second block already faces Sykes from his front side (facing sw).
    const s = game(true, { 'heth-2': ['f', 'sw'] });
    expect(marches(s).some((a) => a.to === 'f')).toBe(false);
  });
});
