/**
 * The game module: seats and sides (6), the one scenario, who decides in each phase (11), the checks
 * before any rule (the wrong seat, a malformed action, a game that is over, 5), and a whole turn of
 * Japan played through to the USA's, with Collect Income (17) and the change of turn run on their own.
 */
import type { Action, ApplyResult } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { pacific1940 } from '../src/game.ts';
import { incomeOf } from '../src/income.ts';
import { fromPosition } from '../src/position.ts';
import { POWERS } from '../src/powers.ts';
import { purchaseLegal } from '../src/purchase.ts';
import { initialState } from '../src/setup.ts';
import type { PacificState } from '../src/state.ts';

const P = 'pacific-1940-position/1';
const game = pacific1940;

function ok(result: ApplyResult<PacificState>): { state: PacificState; events: Record<string, unknown>[] } {
  if ('error' in result) throw new Error(result.error.message);
  return result as { state: PacificState; events: Record<string, unknown>[] };
}

function refused(state: PacificState, action: unknown, seat: string) {
  const before = JSON.stringify(state);
  const result = game.apply(state, action as Action, seat);
  expect(JSON.stringify(state)).toBe(before);
  if (!('error' in result)) throw new Error(`${JSON.stringify(action)} by ${seat} was accepted`);
  return result.error;
}

describe('6 the participants', () => {
  it('seats the five powers in turn order, Japan alone on the Axis side', () => {
    expect(game.id).toBe('pacific-1940');
    expect(game.title).toBe('Axis & Allies Pacific 1940');
    expect(game.seats).toEqual(['japan', 'usa', 'china', 'uk', 'anzac']);
    expect(game.seats.map((s) => game.sideOf(s))).toEqual(['axis', 'allies', 'allies', 'allies', 'allies']);
  });

  it('has one scenario, the 1940 set-up, with every power seated and no options', () => {
    const [standard, ...others] = game.scenarios();
    expect(others).toEqual([]);
    expect(standard).toMatchObject({
      id: 'standard',
      seats: [...POWERS],
      length: 'until 6 victory cities / the Allies take Tokyo',
    });
    const s = game.setup('standard', {}, 'seed');
    const { rng: _a, ...set } = s;
    const { rng: _b, ...opening } = initialState('seed');
    expect(set).toEqual(opening);
    expect(game.optionsSchema('standard').safeParse({}).success).toBe(true);
    expect(game.optionsSchema('standard').safeParse({ tech: true }).success).toBe(false);
    expect(() => game.setup('standard', { tech: true }, 'seed')).toThrow();
    expect(() => game.setup('1942', {}, 'seed')).toThrow(/unknown scenario '1942'.*standard/);
    expect(() => game.optionsSchema('1942')).toThrow(/unknown scenario/);
  });
});

describe('11 who decides', () => {
  it('is the power whose turn it is, with the phase as the kind of decision', () => {
    for (const phase of ['purchase', 'combat-move', 'noncombat-move', 'mobilize', 'income'] as const) {
      const s = fromPosition({ format: P, power: 'uk', phase }, 'd');
      const [decision, ...more] = game.pending(s);
      expect(more).toEqual([]);
      expect(decision).toMatchObject({ seat: 'uk', kind: phase });
      expect(decision!.prompt).toMatch(/^United Kingdom, round 1: /);
    }
  });

  it('offers the phase’s actions to that power and nothing to the others', () => {
    const s = initialState('l');
    expect(game.legal(s, 'japan')).toEqual(purchaseLegal(s));
    for (const seat of ['usa', 'china', 'uk', 'anzac', 'spectator', 'germany'])
      expect(game.legal(s, seat)).toEqual([]);
  });

  it('offers a position that starts in Collect Income only the collection, which ends the turn', () => {
    const s = fromPosition({ format: P, power: 'usa', phase: 'income', round: 2 }, 'i');
    expect(game.legal(s, 'usa')).toEqual([{ type: 'collect-income' }]);
    expect(refused(s, { type: 'end-mobilize' }, 'usa')).toMatchObject({ code: 'illegal', rule: '17' });
    const r = ok(game.apply(s, { type: 'collect-income' }, 'usa'));
    expect(r.events.map((e) => e.type)).toEqual(['income', 'turn']);
    expect(r.state.ipcs.usa).toBe(17 + incomeOf(s, 'usa').total);
    expect(r.state).toMatchObject({ power: 'china', phase: 'purchase', round: 2 });
  });
});

describe('the checks before any rule', () => {
  const s = initialState('c');

  it('refuses a seat that is not a power of the game', () => {
    expect(refused(s, { type: 'end-purchase' }, 'germany')).toMatchObject({ code: 'unknown-seat' });
  });

  it('refuses a power whose turn it is not, naming who decides', () => {
    const error = refused(s, { type: 'end-purchase' }, 'usa');
    expect(error).toMatchObject({ code: 'not-your-turn', rule: '11' });
    expect(error.message).toBe('United States has no decision to make now: Japan decides (purchase)');
  });

  it('refuses malformed actions: unknown types, missing or extra fields, wrong types', () => {
    for (const bad of [
      { type: 'nuke' },
      { type: 'buy' },
      { type: 'buy', unit: 'infantry', price: 0 },
      { type: 'move', pieces: [], path: ['sz-6'] },
      { type: 'move', pieces: ['p1'], path: 'sz-6' },
      { type: 'casualty', piece: 'tank' },
      { type: 'submerge', pieces: 'p1' },
      'end-purchase',
      null,
    ])
      expect(refused(s, bad, 'japan')).toMatchObject({ code: 'malformed' });
    // The same shapes well formed reach the rules.
    expect(ok(game.apply(s, { type: 'buy', unit: 'infantry' }, 'japan')).state.ipcs.japan).toBe(23);
    expect(refused(s, { type: 'move', pieces: ['p1'], path: ['sz-6'] }, 'japan')).toMatchObject({
      code: 'illegal',
      rule: '12',
    });
  });

  it('refuses every action once the game is won, and names the winners', () => {
    const axis = fromPosition({ format: P, winner: 'axis' }, 'w');
    expect(refused(axis, { type: 'end-purchase' }, 'japan')).toMatchObject({ code: 'game-over', rule: '5' });
    expect(game.pending(axis)).toEqual([]);
    expect(game.legal(axis, 'japan')).toEqual([]);
    expect(game.outcome(axis)).toMatchObject({ winners: ['japan'] });
    const allies = fromPosition({ format: P, winner: 'allies' }, 'w');
    expect(game.outcome(allies)).toMatchObject({ winners: ['usa', 'china', 'uk', 'anzac'] });
    expect(refused(allies, { type: 'end-purchase' }, 'usa')).toMatchObject({ code: 'game-over', rule: '18' });
    expect(game.describe(allies).summary).toMatch(/^the Allies won: the Allies took Japan/);
    expect(game.outcome(initialState('w'))).toBeNull();
  });
});

describe('11 a whole turn of Japan', () => {
  it('runs purchase → combat move → combat → noncombat move → mobilize → income → the USA’s turn', () => {
    // The opening, with every die scripted to 1 (a hit whoever rolls it).
    let s = fromPosition({ format: P, dice: [1, 1, 1, 1, 1] }, 'turn');
    const phases: string[] = [s.phase];
    const events: Record<string, unknown>[] = [];
    const seats: string[] = [];
    const play = (action: Action, seat = 'japan') => {
      const r = ok(game.apply(s, action, seat));
      expect(r.events.length).toBeGreaterThan(0);
      s = r.state;
      events.push(...r.events);
      seats.push(seat);
      if (phases.at(-1) !== s.phase) phases.push(s.phase);
    };
    play({ type: 'buy', unit: 'infantry' });
    play({ type: 'end-purchase' });
    // Kiangsi's three infantry and artillery attack the one Chinese infantry in Hunan (worth 1 IPC).
    const attack = { type: 'move', pieces: ['p49', 'p50', 'p51'], path: ['hunan'] };
    expect(game.legal(s, 'japan')).toContainEqual({ ...attack, subset: 'pieces' });
    play(attack);
    play({ type: 'move', pieces: ['p52'], path: ['hunan'] });
    play({ type: 'end-combat-move' });
    expect(game.pending(s)).toMatchObject([{ seat: 'japan', kind: 'fight' }]);
    play({ type: 'fight', space: 'hunan' });
    // Four hits destroy the defender; its one hit is Japan's to take.
    for (let i = 0; i < 10 && s.phase === 'combat'; i++) {
      const [decision] = game.pending(s);
      play(game.legal(s, decision!.seat)[0]!, decision!.seat);
    }
    expect(s.control.hunan).toBe('japan');
    expect(Object.values(s.pieces).filter((p) => p.at === 'hunan' && p.owner === 'japan')).toHaveLength(3);
    play({ type: 'end-noncombat-move' });
    play({ type: 'place', unit: 'infantry', at: 'japan', space: 'japan' });
    play({ type: 'end-mobilize' });
    expect(phases).toEqual(['purchase', 'combat-move', 'combat', 'noncombat-move', 'mobilize', 'purchase']);
    expect(new Set(seats)).toEqual(new Set(['japan']));
    const types = events.map((e) => e.type);
    const order = [
      'bought',
      'phase',
      'moved',
      'moved',
      'phase',
      'battles',
      'captured',
      'phase',
      'placed',
      'income',
      'turn',
    ];
    let at = 0;
    for (const type of types) if (type === order[at]) at++;
    expect(at, `events ${types.join(', ')}`).toBe(order.length);
    expect(events.at(-2)).toMatchObject({ type: 'income', rule: '17', seat: 'japan', total: 26 + 1 });
    expect(events.at(-1)).toEqual({ type: 'turn', rule: '11', round: 1, seat: 'usa' });
    expect(s.ipcs.japan).toBe(26 - 3 + 27);
    expect(s).toMatchObject({ power: 'usa', phase: 'purchase', round: 1, combat: null });
    expect(game.pending(s)).toMatchObject([{ seat: 'usa', kind: 'purchase' }]);
  });

  it('goes straight from the combat move to the noncombat move when no battle was made', () => {
    let s = initialState('turn');
    const phases: string[] = [s.phase];
    const events: Record<string, unknown>[] = [];
    const play = (action: Action) => {
      const r = ok(game.apply(s, action, 'japan'));
      expect(r.events.length).toBeGreaterThan(0);
      s = r.state;
      events.push(...r.events);
      if (phases.at(-1) !== s.phase) phases.push(s.phase);
    };
    play({ type: 'buy', unit: 'infantry' });
    play({ type: 'buy', unit: 'destroyer' });
    play({ type: 'end-purchase' });
    expect(s.ipcs.japan).toBe(26 - 3 - 8);
    play({ type: 'end-combat-move' });
    expect(s.phase).toBe('noncombat-move');
    expect(s.combat).toBeNull();
    play({ type: 'end-noncombat-move' });
    expect(game.pending(s)).toMatchObject([{ seat: 'japan', kind: 'mobilize' }]);
    const mobilizing = s;
    play({ type: 'place', unit: 'infantry', at: 'japan', space: 'japan' });
    play({ type: 'end-mobilize' });
    expect(phases).toEqual(['purchase', 'combat-move', 'noncombat-move', 'mobilize', 'purchase']);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['bought', 'bought']);
    expect(types.slice(-5)).toEqual(['placed', 'refunded', 'phase', 'income', 'turn']);
    expect(events.at(-4)).toMatchObject({ type: 'refunded', rule: '16', units: { destroyer: 1 }, ipcs: 8 });
    expect(events.at(-2)).toMatchObject({ type: 'income', rule: '17', seat: 'japan', total: 26 });
    expect(events.at(-1)).toEqual({ type: 'turn', rule: '11', round: 1, seat: 'usa' });
    // 26 − 3 − 8 spent, 8 refunded (the destroyer was not placed), 26 collected.
    expect(s.ipcs.japan).toBe(26 - 3 + 26);
    expect(incomeOf(mobilizing, 'japan').total).toBe(26);
    expect(s).toMatchObject({ power: 'usa', phase: 'purchase', round: 1 });
    expect(game.pending(s)).toMatchObject([{ seat: 'usa', kind: 'purchase' }]);
    expect(refused(s, { type: 'end-purchase' }, 'japan')).toMatchObject({ code: 'not-your-turn' });
    expect(Object.values(s.pieces).filter((p) => p.at === 'japan' && p.type === 'infantry')).toHaveLength(
      Object.values(mobilizing.pieces).filter((p) => p.at === 'japan' && p.type === 'infantry').length + 1,
    );
  });

  it('draws no dice on its way, so every step is undoable (no boundary)', () => {
    const s = initialState('b');
    const r = game.apply(s, { type: 'buy', unit: 'infantry' }, 'japan');
    expect(r).toMatchObject({ boundary: false });
  });
});

describe('14 Conduct Combat: the decisions are the battles’', () => {
  // Japanese infantry moved from Kiangsi into Chinese-held Hunan, defended by an infantry and an
  // artillery: one land battle. Every scripted die is a 1, so every die hits whatever the order of rolls:
  // the attacker's one hit leaves China a choice of casualty, China's two destroy the attacker.
  const start = fromPosition(
    {
      format: P,
      phase: 'combat-move',
      units: [
        { space: 'hunan', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, cameFrom: 'kiangsi' },
        { space: 'hunan', power: 'china', type: 'infantry', ids: ['p2'] },
        { space: 'hunan', power: 'china', type: 'artillery', ids: ['p3'] },
        { space: 'japan', power: 'japan', type: 'infantry', ids: ['p4'] },
        { space: 'western-united-states', power: 'usa', type: 'infantry', ids: ['p5'] },
      ],
      dice: [1, 1, 1],
    },
    'fight',
  );

  it('asks whoever each battle waits for, the defender for its casualties, until the phase ends', () => {
    let s = ok(game.apply(start, { type: 'end-combat-move' }, 'japan')).state;
    expect(s.phase).toBe('combat');
    expect(game.pending(s)).toMatchObject([{ seat: 'japan', kind: 'fight' }]);
    expect(game.legal(s, 'japan')).toEqual([{ type: 'fight', space: 'hunan' }]);
    expect(game.legal(s, 'china')).toEqual([]);
    expect(refused(s, { type: 'fight', space: 'hunan' }, 'china')).toMatchObject({ code: 'not-your-turn' });
    const deciders: string[] = [];
    for (let i = 0; i < 20 && s.phase === 'combat'; i++) {
      const [decision] = game.pending(s);
      const seat = decision!.seat;
      deciders.push(seat);
      for (const other of game.seats.filter((x) => x !== seat)) expect(game.legal(s, other)).toEqual([]);
      const r = ok(game.apply(s, game.legal(s, seat)[0]!, seat));
      s = r.state;
    }
    expect(deciders[0]).toBe('japan');
    expect(deciders).toContain('china');
    expect(s).toMatchObject({ phase: 'noncombat-move', combat: null });
    expect(s.control.hunan).toBe('china');
    expect(s.pieces.p1).toBeUndefined();
    expect([s.pieces.p2, s.pieces.p3].filter((p) => p !== undefined)).toHaveLength(1);
  });
});

describe('13.3, 15 aircraft waiting at sea for a carrier bought this turn', () => {
  // ANZAC's two fighters flew to sea zone 62 in Noncombat Move, counting on the carrier it bought, which
  // the minor complex of New South Wales can place there.
  const waiting = fromPosition(
    {
      format: P,
      power: 'anzac',
      phase: 'mobilize',
      units: [
        { space: 'sz-62', power: 'anzac', type: 'fighter', ids: ['p1', 'p2'], moved: 4 },
        { space: 'japan', power: 'japan', type: 'infantry', ids: ['p3'] },
      ],
      turn: { bought: { carrier: 1 } },
    },
    'cv',
  );

  it('land on it when it is placed', () => {
    const placed = ok(
      game.apply(waiting, { type: 'place', unit: 'carrier', at: 'new-south-wales', space: 'sz-62' }, 'anzac'),
    );
    const carrier = placed.events.find((e) => e.type === 'placed')!.piece as string;
    const r = ok(game.apply(placed.state, { type: 'end-mobilize' }, 'anzac'));
    expect(r.state.pieces.p1).toEqual({
      id: 'p1',
      type: 'fighter',
      owner: 'anzac',
      at: 'sz-62',
      aboard: carrier,
    });
    expect(r.state.pieces.p2).toMatchObject({ aboard: carrier });
    expect(r.events.filter((e) => e.type === 'landed').map((e) => e.piece)).toEqual(['p1', 'p2']);
  });

  it('are lost when it is not', () => {
    const r = ok(game.apply(waiting, { type: 'end-mobilize' }, 'anzac'));
    expect(r.state.pieces.p1).toBeUndefined();
    expect(r.state.pieces.p2).toBeUndefined();
    expect(r.events.map((e) => e.type)).toEqual([
      'refunded',
      'phase',
      'air-lost',
      'air-lost',
      'income',
      'turn',
    ]);
    expect(r.events[2]).toMatchObject({
      type: 'air-lost',
      rule: '15',
      seat: 'anzac',
      piece: 'p1',
      space: 'sz-62',
    });
  });
});

describe('11 the end of a turn', () => {
  it('forgets what each unit did this turn: moves, engagement, retreat origin, landing, base bonus, escape, raids, scrambles', () => {
    const s = fromPosition(
      {
        format: P,
        phase: 'income',
        units: [
          { space: 'japan', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, engaged: true },
          {
            space: 'korea',
            power: 'japan',
            type: 'armour',
            ids: ['p2'],
            cameFrom: 'manchuria',
            seaborne: true,
          },
          {
            space: 'sz-6',
            power: 'japan',
            type: 'transport',
            ids: ['p3'],
            unloaded: true,
            moved: 2,
            bonus: true,
          },
          { space: 'sz-6', power: 'japan', type: 'destroyer', ids: ['p7'], escaped: true, moved: 1 },
          { space: 'japan', power: 'japan', type: 'bomber', ids: ['p4'], mission: 'raid', moved: 6 },
          { space: 'japan', power: 'japan', type: 'fighter', ids: ['p5'], scrambledFrom: 'japan' },
          { space: 'japan', power: 'japan', type: 'fighter', ids: ['p6'] },
        ],
      },
      'e',
    );
    const next = ok(game.apply(s, { type: 'collect-income' }, 'japan')).state;
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']) {
      const { id: _, type: _t, owner: _o, at: _a, ...rest } = next.pieces[id]!;
      expect(rest).toEqual({});
    }
    expect(next.pieces.p6).toBe(s.pieces.p6);
  });
});

describe('the AI’s placeholder evaluation', () => {
  it('is one side’s gain the other’s loss, within [-1, 1], and ±1 once the game is won', () => {
    const s = initialState('v');
    const japan = game.evaluate(s, 'japan');
    expect(Math.abs(japan)).toBeLessThan(1);
    for (const ally of ['usa', 'china', 'uk', 'anzac'])
      expect(game.evaluate(s, ally)).toBeCloseTo(-japan, 12);
    const richer = fromPosition({ format: P, ipcs: { japan: 200 }, control: { india: 'japan' } }, 'v');
    expect(game.evaluate(richer, 'japan')).toBeGreaterThan(japan);
    expect(game.evaluate(fromPosition({ format: P, winner: 'axis' }, 'v'), 'japan')).toBe(1);
    expect(game.evaluate(fromPosition({ format: P, winner: 'axis' }, 'v'), 'uk')).toBe(-1);
  });
});

describe('describe', () => {
  it('names the round, the power, the phase, its IPCs and the victory cities', () => {
    expect(game.describe(initialState('s'))).toEqual({
      turn: 1,
      phase: 'purchase',
      summary: 'round 1, Japan, purchase; 26 IPCs; victory cities: Axis 2, Allies 6',
    });
  });
});
