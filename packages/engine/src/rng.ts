/**
 * The seeded generator that lives inside every game state: xoshiro128** (Blackman & Vigna), 32-bit,
 * with its four words kept as plain numbers so a state stays JSON.
 *
 * Functions here mutate the `RngState` they are given: call them only on a state that `apply` has
 * already copied. A position may script the next outcomes (`forced`), consumed in order by kind (each
 * kind is its own queue); when a kind's scripted values run out, the generator takes over.
 */
import type { Json } from './contract.ts';

export interface ForcedOutcome {
  /** What kind of draw this scripts, e.g. 'die', 'card', 'token'. */
  kind: string;
  value: Json;
}

export interface RngState {
  s: [number, number, number, number];
  /** Scripted outcomes, taken from the front. */
  forced?: ForcedOutcome[];
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Next raw 32-bit unsigned output. */
export function nextUint32(rng: RngState): number {
  const s = rng.s;
  const result = (rotl(Math.imul(s[1], 5) >>> 0, 7) * 9) >>> 0;
  const t = (s[1] << 9) >>> 0;
  s[2] = (s[2] ^ s[0]) >>> 0;
  s[3] = (s[3] ^ s[1]) >>> 0;
  s[1] = (s[1] ^ s[2]) >>> 0;
  s[0] = (s[0] ^ s[3]) >>> 0;
  s[2] = (s[2] ^ t) >>> 0;
  s[3] = rotl(s[3], 11);
  return Math.imul(result, 1) >>> 0;
}

/** splitmix32, used only to spread a seed over the four state words. */
function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over the UTF-16 code units of the seed string: a stable 32-bit digest of any seed text. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A fresh generator from any seed text ("42", a hex string from a CSPRNG, ...). */
export function createRng(seed: string, forced?: ForcedOutcome[]): RngState {
  const mix = splitmix32(hashSeed(seed) ^ seed.length);
  const s: [number, number, number, number] = [mix(), mix(), mix(), mix()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return forced && forced.length > 0 ? { s, forced: forced.map(copyForced) } : { s };
}

// Deep copy: a scripted value may be an object the rules put into the state and later change.
function copyForced(f: ForcedOutcome): ForcedOutcome {
  return { kind: f.kind, value: JSON.parse(JSON.stringify(f.value)) as Json };
}

export function cloneRng(rng: RngState): RngState {
  const copy: RngState = { s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] };
  if (rng.forced && rng.forced.length > 0) copy.forced = rng.forced.map(copyForced);
  return copy;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling on the 32-bit output). */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(rng);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/**
 * Take the next scripted outcome of `kind`: the first entry of that kind, wherever it sits in the
 * script, so each kind is its own queue (a test scripting dice and cards need not know how the rules
 * interleave the draws). Returns undefined when no outcome of that kind is left (the caller then uses
 * the generator).
 */
export function takeForced(rng: RngState, kind: string): Json | undefined {
  const forced = rng.forced;
  if (!forced) return undefined;
  const at = forced.findIndex((f) => f.kind === kind);
  if (at < 0) return undefined;
  const [taken] = forced.splice(at, 1);
  if (forced.length === 0) delete rng.forced;
  return taken!.value;
}

/** A uniformly chosen element of `items`, or a scripted one when the script names one of them. */
export function pick<T extends Json>(rng: RngState, kind: string, items: readonly T[]): T {
  const forced = takeForced(rng, kind);
  if (forced !== undefined) {
    const match = items.find((item) => JSON.stringify(item) === JSON.stringify(forced));
    if (match === undefined)
      throw new Error(`scripted ${kind} ${JSON.stringify(forced)} is not possible here`);
    return match;
  }
  return items[randomInt(rng, items.length)] as T;
}

export function sameRng(a: RngState, b: RngState): boolean {
  return (
    a.s[0] === b.s[0] &&
    a.s[1] === b.s[1] &&
    a.s[2] === b.s[2] &&
    a.s[3] === b.s[3] &&
    (a.forced?.length ?? 0) === (b.forced?.length ?? 0)
  );
}
