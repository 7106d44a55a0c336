/** §22 Extended bombardment (advanced rule) on the small test map. */
import { type Action, createFastRng, randomInt } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../src/action-schema.ts';
import type { Army } from '../src/armies.ts';
import { attackStep } from '../src/attack.ts';
import { gettysburg as game } from '../src/game.ts';
import { fromPosition, toPosition } from '../src/position.ts';
import type { GettysburgState } from '../src/state.ts';
import { view } from '../src/view.ts';
import { act, attackState, fixtureMap, run } from './support/attack-driver.ts';
import { smallMap } from './support/small-map.ts';

const C = 'confederate' as const;
const U = 'union' as const;
const map = fixtureMap();

// Heth (B) and Pender (A) attack Sykes on F across the west area; Heth's second block on C. The
// Confederate pool's top tokens are ct30 and ct31 (both of any organization, strength 1).
function start(extended = true): GettysburgState {
  const s = attackState(
    map,
    C,
    {
      'heth-1': ['b', 'west'],
      'heth-2': ['c', 'nw'],
      'pender-1': ['a', 'west'],
      'sykes-1': ['f', 'west'],
    },
    { confederate: ['ct1', 'ct28', 'ct29'], union: ['ut31', 'ut30'] },
  );
  s.options.extendedBombardment = extended;
  const pool = s.armies.confederate.tokens.pool.filter((t) => t !== 'ct30' && t !== 'ct31');
  s.armies.confederate.tokens.pool = [...pool, 'ct31', 'ct30'];
  return s;
}

const declare: [typeof C, Action][] = [
  [C, { type: 'attack-block', block: 'heth-1', path: ['f'], target: 'f' }],
  [C, { type: 'attack-block', block: 'pender-1', path: ['f'], target: 'f' }],
  [C, { type: 'attack-declare' }],
];

/** The first pass: Sykes plays ut31 on F; Pender's ct28 (1 point, no hit) and the extra ct29. */
const firstPass = () =>
  run(start(), map, [
    ...declare,
    [U, { type: 'artillery', token: 'ut31', position: 'f' }],
    [U, { type: 'artillery-done' }],
    [C, { type: 'artillery', token: 'ct28', position: 'a' }],
    [C, { type: 'extra', token: 'ct29' }],
    [C, { type: 'extended-bombardment' }],
    [C, { type: 'artillery-done' }],
  ]);

/** The view's JSON without the token catalogue (the box's contents, the same in every game). */
const seenBy = (s: GettysburgState, viewer: 'union' | 'confederate') => {
  const { tokens: _catalogue, ...rest } = view(s, viewer);
  return JSON.stringify(rest);
};

describe('§22 Extended bombardment', () => {
  it('22 declared in step 3, once a turn, only with the rule in play; a well-formed action', () => {
    const at3 = (extended: boolean) =>
      run(start(extended), map, [...declare, [U, { type: 'artillery-done' }]]).state;
    expect(attackStep.legal(at3(true), C, map)).toContainEqual({ type: 'extended-bombardment' });
    expect(attackStep.legal(at3(false), C, map)).not.toContainEqual({ type: 'extended-bombardment' });
    expect(actionSchema.safeParse({ type: 'extended-bombardment' }).success).toBe(true);
    // Step 2 is the defender's: not yet.
    const at2 = run(start(), map, declare).state;
    expect(attackStep.legal(at2, C, map)).not.toContainEqual({ type: 'extended-bombardment' });
    // One already declared this Action Phase: no second.
    const again = at3(true);
    again.extendedBombardment = { ...firstPass().state.extendedBombardment! };
    expect(attackStep.legal(again, C, map)).not.toContainEqual({ type: 'extended-bombardment' });
    const twice = run(at3(true), map, [[C, { type: 'extended-bombardment' }]]).state;
    expect(attackStep.legal(twice, C, map)).not.toContainEqual({ type: 'extended-bombardment' });
  });

  it('22 the first pass stops after step 5: unhit defensive tokens to Used, a face-down stack of as many tokens as the attack used', () => {
    const { state: s, events } = firstPass();
    expect(events.filter((e) => e.type === 'bombardment')).toMatchObject([{ points: 1, hits: 0 }]);
    expect(events.some((e) => e.type === 'defensive-fire' || e.type === 'close-combat')).toBe(false);
    expect(s.attack).toBeNull();
    expect(s.armies.union.tokens.used.clean).toEqual(['ut31']);
    expect(s.armies.confederate.tokens.used.clean.sort()).toEqual(['ct28', 'ct29']);
    expect(s.extendedBombardment).toMatchObject({ pass: 'drawn', tokens: ['ct30', 'ct31'] });
    // The attackers have not moved.
    expect(s.blocks['heth-1']!.place).toMatchObject({ position: 'b' });
    expect(s.blocks['pender-1']!.place).toMatchObject({ position: 'a' });
    // Drawn without looking: no event names the tokens to anyone.
    expect(JSON.stringify(events)).not.toMatch(/ct30|ct31/);
  });

  it('22 the stack is hidden: from the defender always, from the attacker until the second pass', () => {
    const s = firstPass().state;
    expect(seenBy(s, U)).not.toMatch(/ct30|ct31/);
    expect(seenBy(s, C)).not.toMatch(/ct30|ct31/);
    expect(view(s, U).extendedBombardment?.tokens).toEqual(['face-down', 'face-down']);
    const second = act(s, map, C, { type: 'done' }).state;
    expect(second.attack?.extended).toBe('second');
    expect(seenBy(second, C)).toMatch(/ct30/);
    expect(seenBy(second, U)).not.toMatch(/ct30|ct31/);
    // Played face down in the second pass, still hidden from the defender until the reveal.
    const played = run(second, map, [
      [U, { type: 'artillery-done' }],
      [C, { type: 'extra', token: 'ct30' }],
    ]).state;
    expect(seenBy(played, U)).not.toMatch(/ct30|ct31/);
  });

  it('22 the second pass comes after the Used stacks; the attacker plays only from the stack, the defender may replay his tokens', () => {
    const r = act(firstPass().state, map, C, { type: 'done' });
    expect(r.ended).toBe(false);
    const s = r.state;
    // The first pass's Used stacks resolved: the attacker's spent (one draw), ut31 back in the Tray.
    expect(s.armies.confederate.tokens.spent.sort()).toEqual(['ct28', 'ct29']);
    expect(s.armies.union.tokens.tray).toContain('ut31');
    expect(s.attack).toMatchObject({
      step: 'defender-artillery',
      extended: 'second',
      leads: { f: 'heth-1' },
    });
    expect(s.attack!.blocks.map((b) => b.block).sort()).toEqual(['heth-1', 'pender-1']);
    expect(attackStep.legal(s, U, map)).toContainEqual({ type: 'artillery', token: 'ut31', position: 'f' });
    const at3 = run(s, map, [[U, { type: 'artillery-done' }]]).state;
    const legal = attackStep.legal(at3, C, map);
    const tokens = new Set(legal.flatMap((a) => (a.token ? [a.token] : [])));
    expect([...tokens].sort()).toEqual(['ct30', 'ct31']);
    expect(legal).not.toContainEqual({ type: 'extended-bombardment' });
    const tray = at3.armies.confederate.tokens.tray;
    const refused = act(at3, map, C, { type: 'extra', token: tray[0]! });
    expect(refused.error).not.toBeNull();
  });

  it('22 after the second pass every stack token is spent, used or not, with no draw for them', () => {
    const s = act(firstPass().state, map, C, { type: 'done' }).state;
    const pool = s.armies.confederate.tokens.pool.length;
    const tray = s.armies.confederate.tokens.tray.length;
    const fought = run(s, map, [
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct30', position: 'a' }],
      [C, { type: 'extra', token: 'ct31' }],
      [C, { type: 'artillery-done' }],
    ]);
    expect(fought.events.some((e) => e.type === 'close-combat')).toBe(true);
    let after = fought.state;
    // The losers' withdrawal, if any, then the end of the attack step.
    while (after.attack) {
      const next = attackStep.legal(after, C, map)[0]!;
      after = act(after, map, C, next).state;
    }
    expect(after.extendedBombardment?.pass).toBe('over');
    expect(attackStep.legal(after, C, map)).toEqual([{ type: 'done' }]);
    const end = act(after, map, C, { type: 'done' });
    expect(end.ended).toBe(true);
    const piles = end.state.armies.confederate.tokens;
    expect(piles.spent).toEqual(expect.arrayContaining(['ct30', 'ct31']));
    expect(piles.used).toEqual({ hit: [], clean: [] });
    expect(piles.pool.length).toBe(pool);
    expect(piles.tray.length).toBe(tray);
    expect(end.state.extendedBombardment).toBeNull();
  });

  it("22 the first pass's bombardment hits on the blocks count in the second pass's close combat", () => {
    const first = run(start(), map, [
      ...declare,
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct1', position: 'b' }],
      [C, { type: 'artillery', token: 'ct28', position: 'a' }],
      [C, { type: 'extended-bombardment' }],
      [C, { type: 'artillery-done' }],
    ]).state;
    expect(first.extendedBombardment?.hits).toEqual({ f: 1 });
    const r = run(first, map, [
      [C, { type: 'done' }],
      [U, { type: 'artillery-done' }],
      [C, { type: 'artillery', token: 'ct30', position: 'a' }],
      [C, { type: 'extra', token: 'ct31' }],
      [C, { type: 'artillery-done' }],
    ]);
    const combat = r.events.find((e) => e.type === 'close-combat')!;
    expect(combat.modifiers).toContainEqual({ rule: 'bombardment hit', value: 1 });
  });

  it('22 the position format carries a game in the middle of an extended bombardment', () => {
    const s = firstPass().state;
    s.options.mapFile = smallMap();
    const back = fromPosition(toPosition(s), 'seed');
    expect(back.extendedBombardment).toEqual(s.extendedBombardment);
    const second = act(back, map, C, { type: 'done' }).state;
    expect(second.attack?.extended).toBe('second');
  });
});

describe('§21, §22 in a whole game', () => {
  it('22 a random game with both advanced rules runs to its end; the stack never shows where it must not', {
    timeout: 120_000,
  }, () => {
    let declared = 0;
    let seconds = 0;
    // Random games until one has made a second pass (the first few seeds usually do).
    for (let g = 0; g < 8 && seconds === 0; g++) {
      let s = game.setup('battle', { fullyObstructed: true, extendedBombardment: true }, `eb-random-${g}`);
      const pick = createFastRng(`eb-random-${g}`);
      let n = 0;
      for (; n < 20_000 && !game.outcome(s); n++) {
        const decisions = game.pending(s);
        const seat = decisions[randomInt(pick, decisions.length)]!.seat as Army;
        const legal = game.legal(s, seat);
        // Attacks carried through, and every extended bombardment offered taken.
        const eb = legal.filter((a) => a.type === 'extended-bombardment' || a.type === 'attack-declare');
        const done = legal.filter((a) => a.type === 'done');
        const choices = eb.length > 0 ? eb : done.length > 0 && randomInt(pick, 3) === 0 ? done : legal;
        const r = game.apply(s, choices[randomInt(pick, choices.length)]!, seat);
        if ('error' in r) throw new Error(r.error.message);
        s = r.state;
        const stack = s.extendedBombardment;
        if (stack && stack.tokens.length > 0) {
          // The second pass may follow at once (no normal attack left): a stack drawn is what counts.
          if (stack.pass === 'drawn' || stack.pass === 'second') declared++;
          if (stack.pass === 'second') seconds++;
          const hidden = (viewer: Army) => {
            const { tokens: _catalogue, ...rest } = game.view(s, viewer) as unknown as GettysburgState;
            const text = JSON.stringify(rest);
            return stack.tokens.every((t) => !text.includes(`"${t}"`));
          };
          expect(hidden(stack.attacker === 'union' ? 'confederate' : 'union')).toBe(true);
          if (stack.pass === 'drawn') expect(hidden(stack.attacker)).toBe(true);
        }
      }
      expect(game.outcome(s), `${n} actions`).not.toBeNull();
    }
    expect(declared).toBeGreaterThan(0);
    expect(seconds).toBeGreaterThan(0);
  });
});
