/** §13 step 1 Declaring an attack through the handler: what may be declared, and refusals; §6 the penalty. */
import { describe, expect, it } from 'vitest';
import { attackStep } from '../src/attack.ts';
import { act, attackState, fixtureMap, run } from './support/attack-driver.ts';

const C = 'confederate' as const;
const map = fixtureMap();
const heth = (block = 'heth-1') => ({ type: 'attack-block', block, path: ['f'], target: 'f' });

/** The declaration refused with a message matching `why`, the state untouched. */
function refused(
  state: ReturnType<typeof attackState>,
  action: Record<string, unknown>,
  why: RegExp,
  army: 'union' | 'confederate' = C,
) {
  const before = structuredClone(state);
  const r = act(state, map, army, action as never);
  expect(r.error?.message).toMatch(why);
  expect(r.state).toEqual(before);
}

describe('13.1 declaration', () => {
  const basic = () =>
    attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'pender-1': ['a', 'west'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28', 'ct29'] },
    );

  it('13.1 each block is offered with its shortest paths into enemy-occupied positions; the first block into a position leads it', () => {
    const s = basic();
    const legal = attackStep.legal(s, C, map);
    expect(legal).toContainEqual(heth());
    expect(legal).toContainEqual({ type: 'done' });
    const r = run(s, map, [[C, heth()]]);
    expect(r.state.attack?.leads).toEqual({ f: 'heth-1' });
    expect(attackStep.legal(r.state, C, map)).toEqual(
      expect.arrayContaining([heth('pender-1'), { type: 'attack-declare' }, { type: 'attack-cancel' }]),
    );
    const two = run(r.state, map, [
      [C, heth('pender-1')],
      [C, { type: 'attack-lead', position: 'f', block: 'pender-1' }],
    ]);
    expect(two.state.attack?.leads).toEqual({ f: 'pender-1' });
    expect(run(two.state, map, [[C, { type: 'attack-cancel' }]]).state.attack).toBeNull();
  });

  it('13.1 the lead into an enemy-occupied position must have strength 2', () => {
    const s = attackState(
      map,
      C,
      { 'heth-r1-1': ['b', 'west'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28'] },
    );
    const built = run(s, map, [[C, heth('heth-r1-1')]]).state;
    expect(attackStep.legal(built, C, map)).not.toContainEqual({ type: 'attack-declare' });
    refused(built, { type: 'attack-declare' }, /lead block into the enemy-occupied f must have strength 2/);
  });

  it('13 one attack into each position and from each position per Action Phase', () => {
    const s = basic();
    s.moves.attackedInto.push('f');
    refused(s, heth(), /already made into f/);
    const t = basic();
    t.moves.attackedFrom.push('b');
    refused(t, heth(), /already made from b/);
  });

  it('13.1 no more blocks into enemy-occupied positions than tokens in the Tray', () => {
    const s = basic();
    s.armies.confederate.tokens.tray = ['ct28'];
    const built = run(s, map, [
      [C, heth()],
      [C, heth('pender-1')],
    ]).state;
    refused(
      built,
      { type: 'attack-declare' },
      /2 blocks moving into enemy-occupied positions, more than the 1 tokens/,
    );
  });

  it('13.1 not from both front and rear into one position', () => {
    // Heth crosses the west area into F, Pender (on G facing sw) the sw area.
    const s = attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'pender-1': ['g', 'sw'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28', 'ct29'] },
    );
    const built = run(s, map, [
      [C, heth()],
      [C, heth('pender-1')],
    ]).state;
    refused(built, { type: 'attack-declare' }, /both front and rear/);
  });

  it('13.1 blocks that attacked and won last time: no group attack, no attack from the rear', () => {
    const s = basic();
    s.lastWinners.union = ['sykes-1'];
    const group = run(s, map, [
      [C, heth()],
      [C, heth('pender-1')],
    ]).state;
    refused(group, { type: 'attack-declare' }, /may not be group-attacked/);
    // Sykes facing sw has the west area at his rear.
    const t = basic();
    t.lastWinners.union = ['sykes-1'];
    t.blocks['sykes-1']!.place = { kind: 'map', position: 'f', front: 'sw', rank: 0 };
    const rear = run(t, map, [[C, heth()]]).state;
    refused(rear, { type: 'attack-declare' }, /may not be attacked from the rear/);
    // From the front, alone, it may.
    const u = basic();
    u.lastWinners.union = ['sykes-1'];
    const alone = run(u, map, [[C, heth()]]).state;
    expect(attackStep.legal(alone, C, map)).toContainEqual({ type: 'attack-declare' });
  });

  it('21 a fully obstructed position cannot be group-attacked', () => {
    const obstructed = fixtureMap((f) => {
      f.positions.f!.sides = { west: { obstacle: true }, sw: { obstacle: true } };
    });
    const s = attackState(
      obstructed,
      C,
      { 'heth-1': ['b', 'west'], 'pender-1': ['a', 'west'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28', 'ct29'] },
    );
    s.options.fullyObstructed = true;
    const paths = attackStep.legal(s, C, obstructed).filter((a) => a.type === 'attack-block');
    expect(paths.length).toBeGreaterThan(0);
    const built = run(s, obstructed, [
      [C, paths.find((p) => p.block === 'heth-1')!],
      [C, paths.find((p) => p.block === 'pender-1')!],
    ]).state;
    const r = act(built, obstructed, C, { type: 'attack-declare' });
    expect(r.error?.message).toMatch(/fully obstructed/);
  });

  it('13.1 a block that has moved this Action Phase cannot attack', () => {
    const s = basic();
    s.moves.moved['heth-1'] = ['withdrawal'];
    refused(s, heth(), /has moved/);
  });

  it('13.1 a group attack on two adjacent positions, one of them empty', () => {
    // Sykes holds F; E, adjacent to it, is empty: Pender (G, facing sw) may attack it with Heth's attack on F.
    const s = attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'pender-1': ['g', 'sw'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28', 'ct29'] },
    );
    const built = run(s, map, [[C, heth()]]).state;
    const second = attackStep
      .legal(built, C, map)
      .filter((a) => a.type === 'attack-block' && a.target === 'e');
    expect(second.length).toBeGreaterThan(0);
    const both = run(built, map, [[C, second[0]!]]).state;
    expect(attackStep.legal(both, C, map)).toContainEqual({ type: 'attack-declare' });
  });
});

describe('10 moves an attack may not make', () => {
  it('10 a Union block never attacks into a position bordering a Confederate entry area', () => {
    const s = attackState(
      map,
      'union',
      { 'sykes-1': ['b', 'west'], 'heth-1': ['f', 'west'] },
      { union: ['ut31'] },
    );
    // F borders the sw area, a Confederate entry area on the small map.
    refused(s, heth('sykes-1'), /bordering a Confederate entry area/, 'union');
  });

  it('10 a block with an enemy block in front of it on its own position cannot leave through its front', () => {
    const s = attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'hancock-1': ['b', 'west'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28'] },
    );
    expect(attackStep.legal(s, C, map).some((a) => a.block === 'heth-1')).toBe(false);
    refused(s, heth(), /enemy block in front of it/);
  });

  it('10 no more than three blocks of an army end in a position', () => {
    const s = attackState(
      map,
      C,
      {
        'heth-1': ['b', 'west'],
        'heth-2': ['b', 'west'],
        'pender-1': ['a', 'west'],
        'pender-2': ['a', 'west'],
        'sykes-1': ['f', 'west'],
      },
      { confederate: ['ct28', 'ct29', 'ct30', 'ct31'] },
    );
    const built = run(s, map, [
      [C, heth()],
      [C, heth('heth-2')],
      [C, heth('pender-1')],
      [C, heth('pender-2')],
    ]).state;
    refused(built, { type: 'attack-declare' }, /no more than three/);
  });
});

describe('6 the Attack-orders penalty', () => {
  const s0 = () =>
    attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'sykes-1': ['f', 'west'] },
      { confederate: ['ct28', 'ct29', 'ct30'] },
    );

  it('6 no attack made though one was possible: at least half the Tray (rounded up) to the Return stack', () => {
    const r = act(s0(), map, C, { type: 'done' });
    expect(r.ended).toBe(true);
    expect(r.state.tokenReturn).toEqual({ army: C, count: 2, atLeast: true, rule: '6' });
  });

  it('6 waived when the enemy acted, or no legal attack was possible, or an attack was made', () => {
    const acted = s0();
    acted.armies.confederate.enemyActed = true;
    expect(act(acted, map, C, { type: 'done' }).state.tokenReturn).toBeNull();
    const none = s0();
    none.blocks['sykes-1']!.place = { kind: 'unused' };
    expect(act(none, map, C, { type: 'done' }).state.tokenReturn).toBeNull();
    const made = s0();
    made.moves.attacks = 1;
    expect(act(made, map, C, { type: 'done' }).state.tokenReturn).toBeNull();
  });

  it('13 done is refused while a declaration is being built', () => {
    const built = run(s0(), map, [[C, heth()]]).state;
    refused(built, { type: 'done' }, /finish or cancel/);
  });
});
