import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type GameModule, parseSave, replay } from '../src/index.ts';
import {
  assertViewsHideRng,
  checkDeterminism,
  checkDeterminize,
  checkJsonRoundTrip,
  checkViewLeak,
  findNonJson,
  firstDifference,
  fuzz,
  randomPlayout,
} from '../src/testkit/index.ts';
import { type RaidState, type RaidView, raid } from './fixtures/reaction.ts';

type Raid = GameModule<RaidState, RaidView>;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('randomPlayout', () => {
  it('plays a game to its outcome and returns a save that replays to the same state', () => {
    const result = randomPlayout(raid, { scenario: 'standard', seed: 'kit', maxActions: 500 });
    expect(result.error).toBeUndefined();
    expect(result.outcome).not.toBeNull();
    expect(result.actions).toBe(result.save.actions.length);
    const again = replay(raid, result.save, { verify: true });
    expect(again.ok && again.state).toEqual(result.state);
  });

  it('is reproducible from its seed and varies with it', () => {
    const a = randomPlayout(raid, { scenario: 'standard', seed: 'same', maxActions: 500 });
    const b = randomPlayout(raid, { scenario: 'standard', seed: 'same', maxActions: 500 });
    const c = randomPlayout(raid, { scenario: 'standard', seed: 'other', maxActions: 500 });
    expect(b.save).toEqual(a.save);
    expect(c.save.actions).not.toEqual(a.save.actions);
  });

  it('reports a game that never ends', () => {
    const endless: Raid = {
      ...raid,
      apply: (state, action, seat) => {
        const result = raid.apply(state, action, seat);
        if ('error' in result) return result;
        return { ...result, state: { ...result.state, turn: 1, lanes: [null, null, null] } };
      },
    };
    const result = randomPlayout(endless, { scenario: 'standard', seed: 'x', maxActions: 50 });
    expect(result.error).toMatchObject({
      kind: 'never-ends',
      message: expect.stringMatching(/no outcome after 50/),
    });
  });

  it('reports a game where nobody can act', () => {
    const silent: Raid = { ...raid, pending: () => [] };
    expect(randomPlayout(silent, { scenario: 'standard', seed: 'x', maxActions: 50 }).error).toMatchObject({
      kind: 'stuck',
      message: expect.stringMatching(/nobody has a decision/),
    });
    const empty: Raid = { ...raid, legal: () => [] };
    expect(randomPlayout(empty, { scenario: 'standard', seed: 'x', maxActions: 50 }).error).toMatchObject({
      kind: 'stuck',
      message: expect.stringMatching(/no legal action for pending seats red/),
    });
  });

  it('reports a legal action that apply refuses, with the action in the save', () => {
    const picky: Raid = {
      ...raid,
      apply: (state, action, seat) =>
        action.type === 'pass'
          ? { error: { code: 'illegal', message: 'no passing' } }
          : raid.apply(state, action, seat),
    };
    const result = randomPlayout(picky, { scenario: 'standard', seed: 'x', maxActions: 500 });
    expect(result.error).toMatchObject({ kind: 'rejected', action: { type: 'pass' } });
    expect(result.save.actions.at(-1)!.action).toEqual({ type: 'pass' });
    expect(result.actions).toBe(result.save.actions.length - 1);
  });

  it('reports a throwing game, and a game that mutates its input when asked to check', () => {
    const throwing: Raid = {
      ...raid,
      apply: (state, action, seat) => {
        if (action.type === 'attack') throw new Error('dice fell off the table');
        return raid.apply(state, action, seat);
      },
    };
    expect(randomPlayout(throwing, { scenario: 'standard', seed: 'x', maxActions: 500 }).error).toMatchObject(
      {
        kind: 'threw',
        message: expect.stringContaining('dice fell off the table'),
      },
    );
    const mutating: Raid = {
      ...raid,
      apply: (state, action, seat) => {
        const result = raid.apply(state, action, seat);
        state.turn += 0.5;
        return result;
      },
    };
    expect(
      randomPlayout(mutating, { scenario: 'standard', seed: 'x', maxActions: 500 }).error,
    ).toBeUndefined();
    expect(
      randomPlayout(mutating, { scenario: 'standard', seed: 'x', maxActions: 500, checkPurity: true }).error,
    ).toMatchObject({ kind: 'impure', index: 0 });
  });
});

describe('fuzz', () => {
  it('collects statistics over many games', () => {
    const stats = fuzz(raid, { scenarios: ['standard', 'skirmish'], games: 20, seed: 's', maxActions: 500 });
    expect(stats.games).toBe(20);
    expect(stats.errors).toEqual([]);
    expect(stats.actions).toBeGreaterThan(20);
    expect(stats.minActions).toBeLessThanOrEqual(stats.meanActions);
    expect(stats.meanActions).toBeLessThanOrEqual(stats.maxActions);
    expect(stats.durationMs).toBeGreaterThanOrEqual(0);
    expect(Object.values(stats.outcomes).reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('writes each failing game as a save that replays to the failure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    dirs.push(dir);
    const fragile: Raid = {
      ...raid,
      apply: (state, action, seat) =>
        state.turn === 3 && action.type === 'withdraw'
          ? { error: { code: 'illegal', message: 'turn 3 is cursed' } }
          : raid.apply(state, action, seat),
    };
    const stats = fuzz(fragile, {
      scenarios: ['standard'],
      games: 30,
      seed: 'f',
      maxActions: 500,
      failureDir: dir,
    });
    expect(stats.errors.length).toBeGreaterThan(0);
    expect(stats.outcomes.unfinished).toBe(stats.errors.length);
    const failure = stats.errors[0]!;
    expect(failure.message).toMatch(/rejected: .*turn 3 is cursed; save in /);
    expect(readdirSync(dir)).toHaveLength(stats.errors.length);
    const parsed = parseSave(readFileSync(failure.file!, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replayed = replay(fragile, parsed.save);
    expect(replayed).toMatchObject({ ok: false, error: { index: failure.error.index } });
    expect(replay(raid, parsed.save).ok).toBe(true);
  });

  it('records a scenario that fails to set up', () => {
    const stats = fuzz(raid, { scenarios: ['missing'], games: 2, seed: 's', maxActions: 10 });
    expect(stats.errors.map((e) => e.error.kind)).toEqual(['threw', 'threw']);
    expect(stats.errors[0]!.message).toMatch(/unknown scenario 'missing'/);
  });
});

describe('view checks', () => {
  const state = raid.setup('standard', {}, 'views');

  it('checkViewLeak names where a seat could tell two states apart', () => {
    const leaky: Raid = {
      ...raid,
      view: (s, v) => ({ ...raid.view(s, v), secret: JSON.stringify(s.rng) }) as RaidView,
    };
    const other = { ...state, rng: { s: [1, 2, 3, 4] as [number, number, number, number] } };
    checkViewLeak(raid, state, other, 'red');
    expect(() => checkViewLeak(leaky, state, other, 'red')).toThrow(/seat 'red' can tell .* at \$\.secret/);
  });

  it('assertViewsHideRng catches a view that carries the generator', () => {
    assertViewsHideRng(raid, state);
    const careless: Raid = { ...raid, view: (s) => s as unknown as RaidView };
    expect(() => assertViewsHideRng(careless, state)).toThrow(/contains the generator's key/);
    const legacy = raid.setup('standard', {}, 'views', 'xoshiro128**');
    assertViewsHideRng(raid, legacy);
    expect(() => assertViewsHideRng(careless, legacy)).toThrow(/contains the generator word/);
    const scripted = raid.fromPosition(
      { ...(raid.toPosition(state) as object), forced: [{ kind: 'die', value: 6 }] },
      'x',
    );
    const echo: Raid = {
      ...raid,
      view: (s) => ({ ...raid.view(s, 'red'), dice: s.rng.forced }) as unknown as RaidView,
    };
    expect(() => assertViewsHideRng(echo, scripted)).toThrow(/scripted outcomes/);
  });

  it('checkDeterminize catches a determinized state the seat could tell from the real one', () => {
    const wrong: Raid = {
      ...raid,
      determinize: (v, seat, rng) => ({ ...raid.determinize(v, seat, rng), turn: 99 }),
    };
    expect(() => checkDeterminize(wrong, state, 'red', state.rng)).toThrow(/changes the view at \$\.turn/);
  });
});

describe('checkDeterminism', () => {
  it('passes a deterministic game and returns a hash per action', () => {
    const { save } = randomPlayout(raid, { scenario: 'standard', seed: 'd', maxActions: 500 });
    expect(checkDeterminism(raid, save)).toHaveLength(save.actions.length);
  });

  it('catches a game that depends on something outside its state', () => {
    const { save } = randomPlayout(raid, { scenario: 'standard', seed: 'd', maxActions: 500 });
    let calls = 0;
    const leaky: Raid = {
      ...raid,
      apply: (state, action, seat) => {
        const result = raid.apply(state, action, seat);
        if ('error' in result) return result;
        return { ...result, state: { ...result.state, pinned: calls++ % 7 === 3 } };
      },
    };
    expect(() => checkDeterminism(leaky, { ...save, checkpoints: [] })).toThrow(
      /nondeterminism|replay failed/,
    );
  });
});

describe('checkJsonRoundTrip and findNonJson', () => {
  it('passes plain states', () => {
    checkJsonRoundTrip(raid, raid.setup('standard', {}, 'rt'));
  });

  it('finds every kind of value JSON cannot carry, with its path', () => {
    class Unit {
      hp = 1;
    }
    const bad = {
      a: undefined,
      b: [1, Number.NaN],
      c: { d: Number.POSITIVE_INFINITY, e: new Map(), f: new Set(), g: new Date(0), h: new Unit() },
      i: () => 1,
      j: 1n,
      k: Object.create(null),
    };
    expect(findNonJson(bad)).toEqual([
      '$.a is undefined',
      '$.b[1] is NaN',
      '$.c.d is Infinity',
      '$.c.e is a Map',
      '$.c.f is a Set',
      '$.c.g is a Date',
      '$.c.h is a Unit',
      '$.i is a function',
      '$.j is a bigint',
    ]);
    // biome-ignore lint/suspicious/noSparseArray: testing a hole
    expect(findNonJson([1, , 3])).toEqual(['$[1] is a hole']);
  });

  it('fails a state with undefined in it, or a game that behaves differently after the round trip', () => {
    const state = raid.setup('standard', {}, 'rt');
    expect(() => checkJsonRoundTrip(raid, { ...state, extra: undefined } as RaidState)).toThrow(
      /\$\.extra is undefined/,
    );
    const identity = new WeakSet<object>([state]);
    const picky: Raid = { ...raid, legal: (s, seat) => (identity.has(s) ? raid.legal(s, seat) : []) };
    expect(() => checkJsonRoundTrip(picky, state)).toThrow(/round trip changes legal for 'red'/);
  });

  it('catches a game function that changes the state it is given', () => {
    const state = raid.setup('standard', {}, 'rt');
    const grabby: Raid = {
      ...raid,
      legal: (s, seat) => {
        s.ambushes.red = 0;
        return raid.legal(s, seat);
      },
    };
    expect(() => checkJsonRoundTrip(grabby, state)).toThrow(/changed the state/);
  });
});

describe('firstDifference', () => {
  it('gives the path of the first difference', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('$.a[1].b: 2 vs 3');
    expect(firstDifference([1, 2], [1, 2, 3])).toBe('$: length 2 vs 3');
    expect(firstDifference({ a: 1 }, { b: 1 })).toBe('$.a: 1 vs (absent)');
    expect(firstDifference({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe('$: key order a,b vs b,a');
    expect(firstDifference({ a: [1] }, { a: [1] })).toBeNull();
  });
});
