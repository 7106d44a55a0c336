/**
 * The seeded generator that lives inside every game state, as plain JSON (`state.rng`), in one of two
 * kinds:
 * - ChaCha20 (`{ alg: 'chacha20', key, n }`), the default: a cryptographic stream keyed by the whole
 *   seed (see rng-chacha.ts), so no number of observed outcomes tells anything about the next.
 * - xoshiro128** (`{ s: [four words] }`): fast but keeps no secret. Saves written before the generator
 *   was versioned replay with it (LEGACY_RNG), and the AI uses it inside its own determinized copies.
 *
 * Functions here mutate the `RngState` they are given: call them only on a state that `apply` has
 * already copied. A position may script the next outcomes (`forced`), consumed in order by kind (each
 * kind is its own queue); when a kind's scripted values run out, the generator takes over.
 */
import type { BaseState, Json } from './contract.ts';
import { chachaKey, chachaWord } from './rng-chacha.ts';
import { type XoshiroWords, xoshiroNext, xoshiroWords } from './rng-xoshiro.ts';

export { commitmentOf, verifyCommitment } from './commitment.ts';

export type RngAlgorithm = 'chacha20' | 'xoshiro128**';
export const RNG_ALGORITHMS: readonly RngAlgorithm[] = ['chacha20', 'xoshiro128**'];
/** What new games use. */
export const DEFAULT_RNG: RngAlgorithm = 'chacha20';
/** Saves and game records written before the generator was versioned use this one. */
export const LEGACY_RNG: RngAlgorithm = 'xoshiro128**';

export interface ForcedOutcome {
  /** What kind of draw this scripts, e.g. 'die', 'card', 'token'. */
  kind: string;
  value: Json;
}

export interface XoshiroState {
  s: XoshiroWords;
  /** Scripted outcomes, taken from the front. */
  forced?: ForcedOutcome[];
}

export interface ChaChaState {
  alg: 'chacha20';
  /** 64 hex characters: the ChaCha20 key derived from the seed. Secret, like the seed. */
  key: string;
  /** How many 32-bit words of the stream have been used. */
  n: number;
  forced?: ForcedOutcome[];
}

export type RngState = XoshiroState | ChaChaState;

/** Next raw 32-bit unsigned output. */
export function nextUint32(rng: RngState): number {
  if ('s' in rng) return xoshiroNext(rng.s);
  const word = chachaWord(rng.key, rng.n);
  rng.n += 1;
  return word;
}

/** A fresh generator from any seed text ("42", a hex string from a CSPRNG, ...). */
export function createRng(
  seed: string,
  forced?: ForcedOutcome[],
  algorithm: RngAlgorithm = DEFAULT_RNG,
): RngState {
  const script = forced && forced.length > 0 ? { forced: forced.map(copyForced) } : {};
  switch (algorithm) {
    case 'chacha20':
      return { alg: 'chacha20', key: chachaKey(seed), n: 0, ...script };
    case 'xoshiro128**':
      return { s: xoshiroWords(seed), ...script };
    default:
      throw new Error(`unknown generator ${JSON.stringify(algorithm)} (known: ${RNG_ALGORITHMS.join(', ')})`);
  }
}

/** xoshiro128** for the AI's own determinized copies and rollouts (fast, not secret). */
export function createFastRng(seed: string): RngState {
  return createRng(seed, undefined, 'xoshiro128**');
}

/** Which generator a state uses. */
export function rngAlgorithmOf(rng: RngState): RngAlgorithm {
  return 's' in rng ? 'xoshiro128**' : 'chacha20';
}

/**
 * A generator keyed by a new secret (ChaCha20, whatever `rng` was), keeping the scripted outcomes still
 * pending: after a takeback the future dice and cards are new, a script stays a script.
 */
export function reseedRng(rng: RngState, secret: string): RngState {
  const script = rng.forced && rng.forced.length > 0 ? { forced: rng.forced.map(copyForced) } : {};
  return { alg: 'chacha20', key: chachaKey(secret), n: 0, ...script };
}

/** The state with its generator reseeded: `{ ...state, rng: reseedRng(state.rng, secret) }`. */
export function reseedState<S extends BaseState>(state: S, secret: string): S {
  return { ...state, rng: reseedRng(state.rng, secret) };
}

// Deep copy: a scripted value may be an object the rules put into the state and later change.
function copyForced(f: ForcedOutcome): ForcedOutcome {
  return { kind: f.kind, value: JSON.parse(JSON.stringify(f.value)) as Json };
}

export function cloneRng(rng: RngState): RngState {
  const copy: RngState =
    's' in rng
      ? { s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] }
      : { alg: 'chacha20', key: rng.key, n: rng.n };
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

/** The same generator at the same point, with as many scripted outcomes left. */
export function sameRng(a: RngState, b: RngState): boolean {
  const sameStream =
    's' in a
      ? 's' in b && a.s[0] === b.s[0] && a.s[1] === b.s[1] && a.s[2] === b.s[2] && a.s[3] === b.s[3]
      : !('s' in b) && a.key === b.key && a.n === b.n;
  return sameStream && (a.forced?.length ?? 0) === (b.forced?.length ?? 0);
}
