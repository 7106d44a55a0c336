import { describe, expect, it } from 'vitest';
import {
  cloneRng,
  createRng,
  nextUint32,
  pick,
  type RngState,
  randomInt,
  sameRng,
  shuffleInPlace,
  takeForced,
} from '../src/rng.ts';

const M = 1n << 32n;
const mod = (x: bigint) => ((x % M) + M) % M;
/** Inverse of an odd number modulo 2^32 (Newton's iteration doubles the correct bits each step). */
function inverse(a: bigint): bigint {
  let x = a;
  for (let i = 0; i < 5; i++) x = mod(x * (2n - a * x));
  return x;
}
const rotr = (x: bigint, k: bigint) => mod((x >> k) | (x << (32n - k)));

/** A generator whose next raw output is exactly `output` (xoshiro128**'s output depends only on s[1]). */
function rngGiving(output: number): RngState {
  const rotated = mod(BigInt(output) * inverse(9n));
  const s1 = mod(rotr(rotated, 7n) * inverse(5n));
  return { s: [0x12345678, Number(s1), 0x9abcdef0, 0x0fedcba9] };
}

describe('xoshiro128**', () => {
  it('matches the reference output for state [1, 2, 3, 4]', () => {
    const rng: RngState = { s: [1, 2, 3, 4] };
    expect(Array.from({ length: 6 }, () => nextUint32(rng))).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492,
    ]);
  });

  it('gives pinned values for seed "42"', () => {
    expect(createRng('42')).toEqual({ s: [4176718835, 2347677634, 4268369590, 4264887935] });
    let rng = createRng('42');
    expect(Array.from({ length: 8 }, () => nextUint32(rng))).toEqual([
      2066124869, 4205109481, 1579601741, 1585263429, 1099313998, 3703075205, 871233543, 2837931338,
    ]);
    rng = createRng('42');
    expect(Array.from({ length: 10 }, () => randomInt(rng, 6))).toEqual([5, 1, 5, 3, 4, 5, 3, 2, 5, 1]);
    rng = createRng('42');
    expect(shuffleInPlace(rng, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([8, 6, 2, 3, 0, 4, 1, 5, 7, 9]);
  });

  it('gives different streams for different seeds, and never the all-zero state', () => {
    const a = createRng('42');
    const b = createRng('43');
    expect(a.s).not.toEqual(b.s);
    for (const seed of ['', '0', 'a', 'seed with spaces', '\u{1F3B2} dice']) {
      const rng = createRng(seed);
      expect(rng.s.some((w) => w !== 0)).toBe(true);
      expect(rng.s.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    }
  });
});

describe('randomInt', () => {
  it('the instrumented generator produces the intended raw outputs', () => {
    expect(nextUint32(rngGiving(0xffffffff))).toBe(0xffffffff);
    expect(nextUint32(rngGiving(12345))).toBe(12345);
  });

  it('rejects the one biased output for n = 3 and draws again', () => {
    // 2^32 = 3 * 1431655765 + 1: the single output 0xffffffff would make 0 more likely than 1 or 2.
    const rng = rngGiving(0xffffffff);
    const twoDraws = cloneRng(rng);
    nextUint32(twoDraws);
    const second = nextUint32(twoDraws);
    expect(randomInt(rng, 3)).toBe(second % 3);
    expect(rng).toEqual(twoDraws);
  });

  it('accepts the largest unbiased output for n = 3 in one draw', () => {
    const rng = rngGiving(0xfffffffe);
    const oneDraw = cloneRng(rng);
    nextUint32(oneDraw);
    expect(randomInt(rng, 3)).toBe(0xfffffffe % 3);
    expect(rng).toEqual(oneDraw);
  });

  it('rejects exactly the top 2^32 mod 6 = 4 outputs for n = 6', () => {
    for (let k = 1; k <= 4; k++) {
      const rng = rngGiving(2 ** 32 - k);
      const after = cloneRng(rng);
      nextUint32(after);
      const second = nextUint32(after);
      expect(randomInt(rng, 6)).toBe(second % 6);
    }
    expect(randomInt(rngGiving(2 ** 32 - 5), 6)).toBe((2 ** 32 - 5) % 6);
  });

  it('handles the extreme bounds and refuses bad ones', () => {
    expect(randomInt(createRng('x'), 1)).toBe(0);
    expect(randomInt(rngGiving(0xdeadbeef), 2 ** 32)).toBe(0xdeadbeef);
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) {
      expect(() => randomInt(createRng('x'), bad)).toThrow(RangeError);
    }
  });

  it('covers every value of a small range', () => {
    const rng = createRng('coverage');
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(randomInt(rng, 6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('forced outcomes', () => {
  it('are consumed in order within each kind, without advancing the generator', () => {
    const rng = createRng('7', [
      { kind: 'die', value: 6 },
      { kind: 'card', value: 'ace' },
      { kind: 'die', value: 2 },
    ]);
    const words = [...rng.s];
    expect(pick(rng, 'die', [1, 2, 3, 4, 5, 6])).toBe(6);
    expect(pick(rng, 'die', [1, 2, 3, 4, 5, 6])).toBe(2);
    expect(rng.s).toEqual(words);
    expect(takeForced(rng, 'die')).toBeUndefined();
    expect(pick(rng, 'card', ['king', 'ace'])).toBe('ace');
    expect(rng.forced).toBeUndefined();
    expect(rng.s).toEqual(words);
    pick(rng, 'die', [1, 2, 3, 4, 5, 6]);
    expect(rng.s).not.toEqual(words);
  });

  it('match structured values by JSON and refuse impossible ones', () => {
    const rng = createRng('7', [
      { kind: 'hex', value: { q: 1, r: 2 } },
      { kind: 'die', value: 9 },
    ]);
    const items = [
      { q: 0, r: 0 },
      { q: 1, r: 2 },
    ];
    expect(pick(rng, 'hex', items)).toBe(items[1]);
    expect(() => pick(rng, 'die', [1, 2, 3, 4, 5, 6])).toThrow(/scripted die 9/);
  });

  it('make sameRng see a consumed script as a change', () => {
    const rng = createRng('7', [{ kind: 'die', value: 3 }]);
    const before = cloneRng(rng);
    expect(sameRng(rng, before)).toBe(true);
    takeForced(rng, 'die');
    expect(sameRng(rng, before)).toBe(false);
  });

  it('are copied, not shared, by createRng', () => {
    const script = [{ kind: 'card', value: { id: 'c1', tags: ['x'] } }];
    const rng = createRng('7', script);
    (rng.forced![0]!.value as { tags: string[] }).tags.push('y');
    expect(script[0]!.value.tags).toEqual(['x']);
  });
});

describe('state handling', () => {
  it('clones are independent, script included', () => {
    const rng = createRng('9', [{ kind: 'die', value: { face: 4 } }]);
    const copy = cloneRng(rng);
    nextUint32(copy);
    expect(takeForced(copy, 'die')).toEqual({ face: 4 });
    expect(rng.forced).toEqual([{ kind: 'die', value: { face: 4 } }]);
    expect(rng.s).toEqual(createRng('9').s);
    const again = cloneRng(rng);
    (again.forced![0]!.value as { face: number }).face = 1;
    expect(rng.forced![0]!.value).toEqual({ face: 4 });
  });

  it('survives a JSON round trip and continues the same stream', () => {
    const rng = createRng('round trip', [{ kind: 'die', value: 1 }]);
    for (let i = 0; i < 5; i++) nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as RngState;
    expect(copy).toEqual(rng);
    expect(sameRng(copy, rng)).toBe(true);
    expect(Array.from({ length: 20 }, () => nextUint32(copy))).toEqual(
      Array.from({ length: 20 }, () => nextUint32(rng)),
    );
    expect(takeForced(copy, 'die')).toBe(1);
  });

  it('sameRng compares the words', () => {
    const a = createRng('s');
    const b = cloneRng(a);
    expect(sameRng(a, b)).toBe(true);
    nextUint32(b);
    expect(sameRng(a, b)).toBe(false);
  });

  it('shuffles into a permutation', () => {
    const rng = createRng('perm');
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffleInPlace(rng, [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(shuffleInPlace(rng, [])).toEqual([]);
  });
});
