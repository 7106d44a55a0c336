/** The generators: ChaCha20 (the default) against its RFC and OpenSSL, xoshiro128** pinned as it was. */
import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ChaChaState,
  cloneRng,
  commitmentOf,
  createFastRng,
  createRng,
  DEFAULT_RNG,
  type ForcedOutcome,
  LEGACY_RNG,
  nextUint32,
  pick,
  type RngAlgorithm,
  type RngState,
  randomInt,
  reseedRng,
  reseedState,
  sameRng,
  shuffleInPlace,
  takeForced,
  verifyCommitment,
  type XoshiroState,
} from '../src/rng.ts';
import { CHACHA_KEY_DOMAIN, CHACHA_MAX_WORDS, chachaWord } from '../src/rng-chacha.ts';

const legacy = (seed: string, forced?: ForcedOutcome[]) =>
  createRng(seed, forced, 'xoshiro128**') as XoshiroState;
const chacha = (seed: string, forced?: ForcedOutcome[]) => createRng(seed, forced, 'chacha20') as ChaChaState;

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
    expect(legacy('42')).toEqual({ s: [4176718835, 2347677634, 4268369590, 4264887935] });
    expect(createFastRng('42')).toEqual(legacy('42'));
    let rng = legacy('42');
    expect(Array.from({ length: 8 }, () => nextUint32(rng))).toEqual([
      2066124869, 4205109481, 1579601741, 1585263429, 1099313998, 3703075205, 871233543, 2837931338,
    ]);
    rng = legacy('42');
    expect(Array.from({ length: 10 }, () => randomInt(rng, 6))).toEqual([5, 1, 5, 3, 4, 5, 3, 2, 5, 1]);
    rng = legacy('42');
    expect(shuffleInPlace(rng, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([8, 6, 2, 3, 0, 4, 1, 5, 7, 9]);
  });

  it('gives different streams for different seeds, and never the all-zero state', () => {
    const a = legacy('42');
    const b = legacy('43');
    expect(a.s).not.toEqual(b.s);
    for (const seed of ['', '0', 'a', 'seed with spaces', '\u{1F3B2} dice']) {
      const rng = legacy(seed);
      expect(rng.s.some((w) => w !== 0)).toBe(true);
      expect(rng.s.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    }
  });
});

const hex = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('hex');
/** Little-endian 32-bit words of a hex byte string, as the generator reads the keystream. */
const wordsOf = (text: string) => {
  const b = Buffer.from(text, 'hex');
  return Array.from({ length: b.length / 4 }, (_, i) => b.readUInt32LE(i * 4));
};
/** OpenSSL's ChaCha20 (through node:crypto): 16-byte IV = 32-bit LE counter, then the 96-bit nonce. */
function opensslBlock(keyHex: string, counter: number): string {
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(counter, 0);
  return hex(createCipheriv('chacha20', Buffer.from(keyHex, 'hex'), iv).update(Buffer.alloc(64)));
}
const streamOf = (keyHex: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => chachaWord(keyHex, from + i));

describe('ChaCha20', () => {
  // RFC 8439 appendix A.1, the keystream test vectors with the all-zero nonce our generator uses.
  const vectors = [
    {
      key: '00'.repeat(32),
      counter: 0,
      block:
        '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    },
    {
      key: '00'.repeat(32),
      counter: 1,
      block:
        '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f',
    },
    {
      key: `${'00'.repeat(31)}01`,
      counter: 1,
      block:
        '3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0',
    },
    {
      key: `00ff${'00'.repeat(30)}`,
      counter: 2,
      block:
        '72d54dfbf12ec44b362692df94137f328fea8da73990265ec1bbbea1ae9af0ca13b25aa26cb4a648cb9b9d1be65b2c0924a66c54d545ec1b7374f4872e99f096',
    },
  ];

  it('gives the RFC 8439 keystream blocks, word n being word n % 16 of block n / 16', () => {
    for (const v of vectors) {
      expect(streamOf(v.key, v.counter * 16, 16)).toEqual(wordsOf(v.block));
      const rng: RngState = { alg: 'chacha20', key: v.key, n: v.counter * 16 };
      expect(Array.from({ length: 16 }, () => nextUint32(rng))).toEqual(wordsOf(v.block));
      expect(rng).toEqual({ alg: 'chacha20', key: v.key, n: v.counter * 16 + 16 });
    }
  });

  it("matches OpenSSL's ChaCha20 over many blocks of a derived key", () => {
    const { key } = chacha('openssl');
    const rng = chacha('openssl');
    const ours = Array.from({ length: 16 * 40 }, () => nextUint32(rng));
    const theirs = Array.from({ length: 40 }, (_, block) => wordsOf(opensslBlock(key, block))).flat();
    expect(ours).toEqual(theirs);
  });

  it('derives the key by SHA-256 of the domain-separated seed, never the commitment', () => {
    for (const seed of ['42', '', 'ab'.repeat(32), '\u{1F3B2} dés']) {
      const { key } = chacha(seed);
      expect(key).toBe(createHash('sha256').update(`wargame-rng/chacha20/1\0${seed}`, 'utf8').digest('hex'));
      expect(CHACHA_KEY_DOMAIN).toBe('wargame-rng/chacha20/1\0');
      expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
      expect(key).not.toBe(commitmentOf(seed));
    }
  });

  it('is the default, and gives pinned values for seed "42"', () => {
    expect(DEFAULT_RNG).toBe('chacha20');
    expect(LEGACY_RNG).toBe('xoshiro128**');
    expect(createRng('42')).toEqual({
      alg: 'chacha20',
      key: 'b3bbeaddc0312f2164598b224aa11160f6b78e32dd4c571c34d9fbe1e5640a74',
      n: 0,
    });
    let rng = createRng('42');
    expect(Array.from({ length: 8 }, () => nextUint32(rng))).toEqual([
      3615459648, 4063373596, 2105142690, 645012193, 1203070613, 3827069562, 3261270069, 3667279518,
    ]);
    rng = createRng('42');
    expect(Array.from({ length: 10 }, () => randomInt(rng, 6))).toEqual([0, 4, 0, 1, 5, 0, 3, 0, 3, 1]);
    rng = createRng('42');
    expect(shuffleInPlace(rng, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([4, 3, 6, 9, 7, 5, 0, 2, 1, 8]);
    expect(rng).toMatchObject({ n: 9 });
  });

  it('keeps seeds apart that the legacy generator confuses (colliding FNV-1a digests)', () => {
    // Same length, same FNV-1a hash: the legacy generator deals the very same game from both.
    expect(legacy('s00019vl8')).toEqual(legacy('s0001apd6'));
    const a = createRng('s00019vl8');
    const b = createRng('s0001apd6');
    expect(a).not.toEqual(b);
    const draws = (rng: RngState) => Array.from({ length: 32 }, () => nextUint32(rng));
    const [da, db] = [draws(a), draws(b)];
    expect(da.filter((w, i) => w === db[i]).length).toBeLessThan(2);
  });

  it('draws uniformly enough (chi-square of 60,000 dice, mean of the raw words)', () => {
    const rng = createRng('uniformity');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(rng, 6)]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 at 5 degrees of freedom
    let total = 0;
    let ones = 0;
    for (let i = 0; i < 20_000; i++) {
      const w = nextUint32(rng);
      total += w;
      for (let x = w; x !== 0; x >>>= 1) ones += x & 1;
    }
    expect(total / 20_000 / 2 ** 32).toBeCloseTo(0.5, 1);
    expect(ones / (20_000 * 32)).toBeCloseTo(0.5, 2);
  });

  it('stays JSON and continues the same stream across a round trip and a block boundary', () => {
    const rng = createRng('round trip', [{ kind: 'die', value: 1 }]);
    for (let i = 0; i < 13; i++) nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as RngState;
    expect(copy).toEqual(rng);
    expect(Object.keys(copy)).toEqual(['alg', 'key', 'n', 'forced']);
    expect(Array.from({ length: 40 }, () => nextUint32(copy))).toEqual(
      Array.from({ length: 40 }, () => nextUint32(rng)),
    );
    expect(takeForced(copy, 'die')).toBe(1);
  });

  it('gives the same words whatever the order of reads over many keys (the block cache)', () => {
    const keys = Array.from({ length: 300 }, (_, i) => chacha(`cache/${i}`).key);
    const expected = keys.map((key) => wordsOf(opensslBlock(key, 1))[3]);
    for (let round = 0; round < 2; round++) {
      keys.forEach((key, i) => {
        expect(chachaWord(key, 16 + 3)).toBe(expected[i]);
        expect(chachaWord(key, 0)).toBe(wordsOf(opensslBlock(key, 0))[0]);
      });
    }
  });

  it('refuses a stream past its 32-bit block counter and a malformed key', () => {
    const { key } = chacha('end');
    expect(() => nextUint32({ alg: 'chacha20', key, n: CHACHA_MAX_WORDS })).toThrow(RangeError);
    expect(nextUint32({ alg: 'chacha20', key, n: CHACHA_MAX_WORDS - 1 })).toBe(
      wordsOf(opensslBlock(key, 2 ** 32 - 2))[15],
    );
    expect(() => nextUint32({ alg: 'chacha20', key: 'XYZ', n: 0 })).toThrow(/64 lowercase hex/);
  });
});

describe('commitments and reseeds', () => {
  it('verifyCommitment accepts the SHA-256 of the secret in any case, nothing else', () => {
    const c = commitmentOf('secret');
    expect(verifyCommitment('secret', c)).toBe(true);
    expect(verifyCommitment('secret', c.toUpperCase())).toBe(true);
    expect(verifyCommitment('secreT', c)).toBe(false);
    expect(verifyCommitment('secret', c.slice(1))).toBe(false);
    expect(verifyCommitment('secret', 'zz'.repeat(32))).toBe(false);
  });

  it('reseedRng starts a fresh ChaCha20 stream of the secret and keeps the pending script', () => {
    for (const rng of [
      chacha('old', [{ kind: 'die', value: { face: 3 } }]),
      legacy('old', [{ kind: 'die', value: { face: 3 } }]),
    ]) {
      nextUint32(rng);
      const next = reseedRng(rng, 'fresh secret');
      expect(next).toEqual({ ...createRng('fresh secret'), forced: [{ kind: 'die', value: { face: 3 } }] });
      (next.forced![0]!.value as { face: number }).face = 6;
      expect(rng.forced).toEqual([{ kind: 'die', value: { face: 3 } }]);
      expect(takeForced(next, 'die')).toEqual({ face: 6 });
      expect(nextUint32(next)).toBe(nextUint32(createRng('fresh secret')));
    }
    expect(reseedRng(chacha('old'), 'x')).toEqual(createRng('x'));
  });

  it('reseedState changes only the generator, and not the state it was given', () => {
    const state = { game: 'g', scenario: 's', rng: chacha('seed'), board: [1, 2] };
    const before = JSON.stringify(state);
    const next = reseedState(state, 'other');
    expect(JSON.stringify(state)).toBe(before);
    expect(next).toEqual({ ...state, rng: createRng('other') });
    expect(next.board).toBe(state.board);
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
    const rng = legacy('7', [
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

  it('leave a ChaCha20 stream where it was too', () => {
    const rng = chacha('7', [{ kind: 'die', value: 6 }]);
    expect(pick(rng, 'die', [1, 2, 3, 4, 5, 6])).toBe(6);
    expect(rng).toEqual(chacha('7'));
    pick(rng, 'die', [1, 2, 3, 4, 5, 6]);
    expect(rng.n).toBe(1);
  });

  it('make sameRng see a consumed script as a change', () => {
    for (const algorithm of ['chacha20', 'xoshiro128**'] as RngAlgorithm[]) {
      const rng = createRng('7', [{ kind: 'die', value: 3 }], algorithm);
      const before = cloneRng(rng);
      expect(sameRng(rng, before)).toBe(true);
      takeForced(rng, 'die');
      expect(sameRng(rng, before)).toBe(false);
    }
  });

  it('are copied, not shared, by createRng', () => {
    const script = [{ kind: 'card', value: { id: 'c1', tags: ['x'] } }];
    const rng = createRng('7', script);
    (rng.forced![0]!.value as { tags: string[] }).tags.push('y');
    expect(script[0]!.value.tags).toEqual(['x']);
  });
});

describe('state handling', () => {
  it('clones are independent, script included, for both kinds', () => {
    for (const algorithm of ['chacha20', 'xoshiro128**'] as RngAlgorithm[]) {
      const rng = createRng('9', [{ kind: 'die', value: { face: 4 } }], algorithm);
      const copy = cloneRng(rng);
      expect(copy).toEqual(rng);
      nextUint32(copy);
      expect(takeForced(copy, 'die')).toEqual({ face: 4 });
      expect(rng.forced).toEqual([{ kind: 'die', value: { face: 4 } }]);
      const { forced: _, ...words } = rng;
      expect(words).toEqual(createRng('9', undefined, algorithm));
      const again = cloneRng(rng);
      (again.forced![0]!.value as { face: number }).face = 1;
      expect(rng.forced![0]!.value).toEqual({ face: 4 });
    }
  });

  it('survives a JSON round trip and continues the same stream', () => {
    const rng = legacy('round trip', [{ kind: 'die', value: 1 }]);
    for (let i = 0; i < 5; i++) nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as RngState;
    expect(copy).toEqual(rng);
    expect(sameRng(copy, rng)).toBe(true);
    expect(Array.from({ length: 20 }, () => nextUint32(copy))).toEqual(
      Array.from({ length: 20 }, () => nextUint32(rng)),
    );
    expect(takeForced(copy, 'die')).toBe(1);
  });

  it('sameRng compares the words, or the key and position, and never two kinds', () => {
    for (const algorithm of ['chacha20', 'xoshiro128**'] as RngAlgorithm[]) {
      const a = createRng('s', undefined, algorithm);
      const b = cloneRng(a);
      expect(sameRng(a, b)).toBe(true);
      nextUint32(b);
      expect(sameRng(a, b)).toBe(false);
    }
    expect(sameRng(chacha('s'), chacha('t'))).toBe(false);
    expect(sameRng(chacha('s'), legacy('s'))).toBe(false);
    expect(sameRng(legacy('s'), chacha('s'))).toBe(false);
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
