/** §13 steps 2-9 An attack resolved through the handler on the small map: the book's worked examples. */
import { describe, expect, it } from 'vitest';
import { attackStep } from '../src/attack.ts';
import { current } from '../src/reduction.ts';
import { act, attackState, fixtureMap, run } from './support/attack-driver.ts';

const C = 'confederate' as const;
const U = 'union' as const;

describe('13 an attack from declaration to close combat', () => {
  // Heth (B) and Pender (A) attack Sykes on F across the west area, his front; Hancock on G facing nw
  // threatens the attackers' flank once they stand on F facing sw (Heth's second block on C).
  const map = fixtureMap();
  const start = () =>
    attackState(
      map,
      C,
      {
        'heth-1': ['b', 'west'],
        'heth-2': ['c', 'nw'],
        'pender-1': ['a', 'west'],
        'sykes-1': ['f', 'west'],
        'hancock-1': ['g', 'nw'],
      },
      { confederate: ['ct1', 'ct28', 'ct29', 'ct30'], union: ['ut31', 'ut30'] },
    );
  const declared = () =>
    run(start(), map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-block', block: 'pender-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
    ]);

  it('13.1 the declaration is recorded and told by positions only', () => {
    const { state, events } = declared();
    expect(state.attack?.step).toBe('defender-artillery');
    expect(state.attack?.leads).toEqual({ f: 'heth-1' });
    expect(state.moves.attacks).toBe(1);
    expect(state.moves.attackedFrom.sort()).toEqual(['a', 'b']);
    expect(state.moves.attackedInto).toEqual(['f']);
    expect(state.moves.moved['heth-1']).toEqual(['attack']);
    expect(state.armies.union.enemyActed).toBe(true);
    const pub = events.filter((e) => !e.visibleTo);
    expect(JSON.stringify(pub)).not.toMatch(/heth|pender/);
  });

  it('13.3 the minimum commitment: two blocks into an enemy position need two tokens; two artillery tokens, no extras', () => {
    let s = run(declared().state, map, [[U, { type: 'artillery-done' }]]).state;
    expect(s.attack?.step).toBe('attacker-artillery');
    const legal = attackStep.legal(s, C, map);
    expect(legal.some((a) => a.type === 'artillery-done')).toBe(false);
    expect(legal.some((a) => a.type === 'extra')).toBe(true);
    const refused = act(s, map, C, { type: 'artillery-done' });
    expect(refused.error?.message).toMatch(/at least 2 tokens/);
    expect(refused.state).toBe(s);
    s = run(s, map, [
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct28', position: 'a' }],
    ]).state;
    const after = attackStep.legal(s, C, map);
    expect(after.some((a) => a.type === 'extra')).toBe(false);
    expect(after).toContainEqual({ type: 'artillery-done' });
  });

  it('13.2-13.3 artillery is played face down: the public log gives the position and a count', () => {
    const r = run(declared().state, map, [[U, { type: 'artillery', token: 'ut31', position: 'f' }]]);
    expect(r.state.attack?.artillery.union).toEqual({ f: ['ut31'] });
    expect(r.state.armies.union.tokens.tray).toEqual(['ut30']);
    const pub = r.events.filter((e) => !e.visibleTo);
    expect(pub).toEqual([{ type: 'artillery-played', rule: '13', seat: 'union', position: 'f', count: 1 }]);
  });

  it("13.5 the book's bombardment: 1 + 2 points = 3, one hit, which removes the one defending token; 13.8 the book's close combat: 2 against 2, +1 for the Confederates, the flank threat on the attacker cancelled by the second attacking block: +1, both reduced, the attacker wins", () => {
    const r = run(declared().state, map, [
      [U, { type: 'artillery', token: 'ut31', position: 'f' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct28', position: 'a' }],
      [C, { type: 'artillery-done' }],
    ]);
    const e = (type: string) => r.events.filter((x) => x.type === type);
    expect(e('bombardment')).toMatchObject([{ position: 'f', points: 3, hits: 1 }]);
    expect(e('token-hit')).toMatchObject([{ position: 'f', token: 'ut31' }]);
    expect(r.events.some((x) => x.type === 'defensive-fire')).toBe(false);
    const combat = e('close-combat')[0]!;
    expect(combat.result).toBe(1);
    expect(combat.winner).toBe('confederate');
    expect(combat.modifiers).toEqual([{ rule: 'Confederates attacking', value: 1 }]);
    expect(combat.losses).toEqual({ attacker: 1, defender: 1 });
    const s = r.state;
    expect(s.attack).toBeNull();
    // Both leads reduced (§2), the attackers on F facing away from the west area they crossed.
    expect(s.blocks['heth-1']!.place.kind).toBe('gone');
    expect(s.blocks['sykes-1']!.place.kind).toBe('gone');
    const heth = current(s, 'heth-1');
    expect(heth.place).toMatchObject({ kind: 'map', position: 'f', front: 'sw' });
    expect(s.blocks['pender-1']!.place).toMatchObject({ kind: 'map', position: 'f', front: 'sw' });
    expect(s.lastWinners.confederate.sort()).toEqual([heth.id, 'pender-1'].sort());
    // §20 a winning attack through the west area takes its objective.
    expect(s.objectives.find((o) => o.area === 'west')?.control).toBe('confederate');
    // Used stacks: the attacker's two tokens, the defender's hit token.
    expect(s.armies.confederate.tokens.used.clean.sort()).toEqual(['ct1', 'ct28']);
    expect(s.armies.union.tokens.used.hit).toEqual(['ut31']);
  });

  it("13.8 alone on F, the attacker suffers Hancock's flank threat: -1", () => {
    const r = run(start(), map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery-done' }],
    ]);
    const combat = r.events.find((x) => x.type === 'close-combat')!;
    expect(combat.modifiers).toEqual([
      { rule: 'Confederates attacking', value: 1 },
      { rule: "flank threat on the attacker's right", value: -1 },
    ]);
    expect(combat).toMatchObject({ result: 0, winner: 'union' });
  });

  it('13 after all attacks: the attacker spends his Used stack (one draw per two), the defender his hit tokens; his clean ones go back', () => {
    let s = run(declared().state, map, [
      [U, { type: 'artillery', token: 'ut31', position: 'f' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct28', position: 'a' }],
      [C, { type: 'artillery-done' }],
    ]).state;
    s.armies.union.tokens.used.clean.push('ut99');
    const trayBefore = s.armies.confederate.tokens.tray.length;
    const r = act(s, map, C, { type: 'done' });
    expect(r.error).toBeNull();
    expect(r.ended).toBe(true);
    s = r.state;
    expect(s.armies.confederate.tokens.spent.sort()).toEqual(['ct1', 'ct28']);
    expect(s.armies.confederate.tokens.tray.length).toBe(trayBefore + 1);
    expect(s.armies.union.tokens.spent).toEqual(['ut31']);
    expect(s.armies.union.tokens.tray).toContain('ut99');
    expect(s.armies.union.tokens.used).toEqual({ hit: [], clean: [] });
    expect(s.tokenReturn).toBeNull();
  });
});

describe('13.6 defensive artillery fire', () => {
  // A's crest gives +3 here. Sykes holds F (token of 2) and A (token of 1, crest in front).
  const map = fixtureMap((f) => {
    f.positions.a!.sides = { west: { crest: { guns: 3 } }, middle: { obstacle: true } };
  });
  const start = () =>
    attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'sykes-1': ['f', 'west'], 'sykes-2': ['a', 'west'] },
      { confederate: ['ct28', 'ct29'], union: ['ut17', 'ut31'] },
    );

  it("13.6 the book's example: A, 2 points through its front area; B, 1 point with a crest of +3 doubled at most to 2; 4 points, one reduction on the lead, whose replacement leads on", () => {
    const r = run(start(), map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery', token: 'ut17', position: 'f' }],
      [U, { type: 'artillery', token: 'ut31', position: 'a' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'artillery-done' }],
    ]);
    const fire = r.events.filter((e) => e.type === 'defensive-fire');
    expect(fire).toMatchObject([{ position: 'f', points: 4, reductions: 1 }]);
    const reduced = r.events.filter((e) => e.type === 'block-reduced');
    expect(reduced[0]).toMatchObject({ block: 'heth-1', rule: '13' });
    const leads = r.events.find((e) => e.type === 'close-combat-leads')!;
    expect(leads.lead).not.toBe('heth-1');
    expect(r.state.blocks[leads.lead as string]?.replacedBy ?? leads.lead).toBe(
      current(r.state, 'heth-1').id,
    );
    expect(r.state.blocks['heth-1']!.replacedBy).toBe(leads.lead);
    // The defender's tokens went to his Used stack, not hit; the extra token to the attacker's.
    expect(r.state.armies.union.tokens.used.clean.sort()).toEqual(['ut17', 'ut31']);
    expect(r.state.armies.confederate.tokens.used.clean).toEqual(['ct28']);
  });

  it('13.6 all the attackers eliminated: the attack ends before close combat', () => {
    const s = start();
    s.blocks['heth-1']!.place = { kind: 'unused' };
    s.blocks['heth-r2-1']!.place = { kind: 'map', position: 'b', front: 'west', rank: 0 };
    s.blocks['heth-r2-1']!.strength = 2;
    // No Reduced-1 left: one reduction eliminates the Reduced-2 block.
    s.blocks['heth-r1-1']!.place = { kind: 'gone' };
    s.blocks['heth-r1-2']!.place = { kind: 'gone' };
    const r = run(s, map, [
      [C, { type: 'attack-block', block: 'heth-r2-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery', token: 'ut17', position: 'f' }],
      [U, { type: 'artillery', token: 'ut31', position: 'a' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(r.events.some((e) => e.type === 'block-eliminated')).toBe(true);
    expect(r.events.some((e) => e.type === 'close-combat')).toBe(false);
    expect(r.state.attack).toBeNull();
    expect(r.state.blocks['sykes-1']!.place).toMatchObject({ position: 'f' });
  });
});

describe('13.9 a lost attack', () => {
  // The Confederate entry areas away from F (§10 keeps Union blocks off positions bordering them).
  const map = fixtureMap((f) => {
    f.entryAreas.chambersburg = ['nw', 'east'];
    // The fixture's pike ran from the old entry area: no road here (roads play no part in this example).
    f.roads = {};
    f.entryAreas.harrisburg = ['nw', 'east'];
  });

  it('13.9 the defender wins (2 against 2, no modifier): both reduced, every surviving attacker withdraws', () => {
    const s = attackState(
      map,
      U,
      { 'sykes-1': ['b', 'west'], 'heth-1': ['f', 'west'] },
      { union: ['ut31', 'ut30'], confederate: ['ct28'] },
    );
    let r = run(s, map, [
      [U, { type: 'attack-block', block: 'sykes-1', path: ['f'], target: 'f' }],
      [U, { type: 'attack-declare' }],
      [C, { type: 'artillery-done' }],
      [U, { type: 'extra', token: 'ut31' }],
      [U, { type: 'artillery-done' }],
    ]);
    const combat = r.events.find((e) => e.type === 'close-combat')!;
    expect(combat).toMatchObject({ result: 0, winner: 'confederate', losses: { attacker: 1, defender: 1 } });
    expect(r.state.attack?.step).toBe('withdraw');
    const sykes = current(r.state, 'sykes-1').id;
    expect(r.state.attack?.withdrawing).toEqual([sykes]);
    const options = attackStep.legal(r.state, U, map);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.type === 'withdraw' && o.block === sykes)).toBe(true);
    r = act(r.state, map, U, options[0]!);
    expect(r.error).toBeNull();
    expect(r.state.attack).toBeNull();
    expect(r.state.lastWinners.union).toEqual([]);
  });
});

describe('13.8 close combat choices', () => {
  const map = fixtureMap();

  it('13.8 two positions: the attacker picks the order, the defender his defensive lead (revealed); the second gets +1 when the first was won', () => {
    // Heth (B) into F across west, Pender (G) into E across sw; Hancock's two blocks hold E.
    const s = attackState(
      map,
      C,
      {
        'heth-1': ['b', 'west'],
        'pender-1': ['g', 'sw'],
        'sykes-1': ['f', 'west'],
        'hancock-1': ['e', 'sw'],
        'hancock-2': ['e', 'sw'],
      },
      { confederate: ['ct28', 'ct29'] },
    );
    let r = run(s, map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-block', block: 'pender-1', path: ['e'], target: 'e' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'extra', token: 'ct29' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(attackStep.pending(r.state, map)).toMatchObject([{ seat: C, kind: 'close-combat-order' }]);
    expect(attackStep.legal(r.state, C, map)).toEqual([
      { type: 'close-combat', position: 'f' },
      { type: 'close-combat', position: 'e' },
    ]);
    r = act(r.state, map, C, { type: 'close-combat', position: 'e' });
    expect(attackStep.pending(r.state, map)).toMatchObject([{ seat: U, kind: 'defensive-lead' }]);
    expect(attackStep.legal(r.state, U, map)).toEqual([
      { type: 'defensive-lead', block: 'hancock-1' },
      { type: 'defensive-lead', block: 'hancock-2' },
    ]);
    r = act(r.state, map, U, { type: 'defensive-lead', block: 'hancock-2' });
    const combats = r.events.filter((e) => e.type === 'close-combat');
    expect(combats.map((c) => c.position)).toEqual(['e', 'f']);
    expect(r.events.find((e) => e.type === 'close-combat-leads')).toMatchObject({
      defensiveLead: 'hancock-2',
    });
    expect(r.state.blocks['hancock-2']!.revealed).toBe(true);
    // E: 2 - 2 + 1 = +1, won; F: 2 - 2 + 1 + 1 for the first position won = +2, the defender only reduced.
    expect(combats[0]).toMatchObject({ result: 1, winner: C });
    expect(combats[1]).toMatchObject({ result: 2, winner: C, losses: { attacker: 0, defender: 1 } });
    expect(combats[1]!.modifiers).toContainEqual({ rule: 'won the first position', value: 1 });
  });

  it('13.8 from the rear the defender counts 0 and is turned about', () => {
    // Sykes on F faces sw: Heth comes across the west area, his rear.
    const s = attackState(
      map,
      C,
      { 'heth-1': ['b', 'west'], 'sykes-1': ['f', 'sw'] },
      { confederate: ['ct28'] },
    );
    const r = run(s, map, [
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(r.events.some((e) => e.type === 'defender-turned-about')).toBe(true);
    const combat = r.events.find((e) => e.type === 'close-combat')!;
    // The attacking lead's 2 against nothing, then the modifiers.
    const modifiers = combat.modifiers as { value: number }[];
    expect(combat.result).toBe(2 + modifiers.reduce((n, m) => n + m.value, 0));
    expect(combat.winner).toBe(C);
    expect(current(r.state, 'sykes-1').place).toMatchObject({ position: 'f', front: 'west' });
    // Behind the enemy block, on the same side: the attacker ranks after it.
    const heth = current(r.state, 'heth-1');
    expect(heth.place).toMatchObject({ position: 'f', front: 'sw' });
  });
});

describe('13.6 the defender chooses what each artillery position supports', () => {
  const map = fixtureMap();

  it('13.6 A (crest, facing west) sees both paths of a group attack on F (empty) and E: the defender picks one', () => {
    const s = attackState(
      map,
      C,
      {
        'heth-1': ['b', 'west'],
        'pender-1': ['g', 'sw'],
        'hancock-1': ['e', 'sw'],
        'sykes-2': ['a', 'west'],
      },
      { confederate: ['ct28'], union: ['ut31'] },
    );
    const r = run(s, map, [
      [C, { type: 'attack-block', block: 'pender-1', path: ['e'], target: 'e' }],
      [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
      [C, { type: 'attack-declare' }],
      [U, { type: 'artillery', token: 'ut31', position: 'a' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct28' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(r.state.attack?.step).toBe('defensive-fire');
    expect(attackStep.pending(r.state, map)).toMatchObject([{ seat: U, kind: 'support' }]);
    expect(attackStep.legal(r.state, U, map)).toEqual([
      { type: 'support', from: 'a', target: 'e' },
      { type: 'support', from: 'a', target: 'f' },
    ]);
    const fired = act(r.state, map, U, { type: 'support', from: 'a', target: 'e' });
    // 1 point, the crest doubling it: 2, no reduction.
    expect(fired.events.find((e) => e.type === 'defensive-fire')).toMatchObject({
      position: 'e',
      points: 2,
      reductions: 0,
    });
    // Close combat only at E; F was empty and is simply occupied.
    expect(fired.events.filter((e) => e.type === 'close-combat').map((e) => e.position)).toEqual(['e']);
    expect(fired.state.blocks['heth-1']!.place).toMatchObject({ position: 'f', front: 'sw' });
  });
});
