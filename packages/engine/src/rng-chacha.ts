/**
 * The game generator: the ChaCha20 keystream (RFC 8439: 96-bit zero nonce, 32-bit block counter) under
 * a key derived from the whole seed, read as little-endian 32-bit words. Word `n` of the stream is word
 * `n % 16` of block `n / 16`, so the state needs only the key and the count of words used.
 *
 * The key is SHA-256 of the seed behind a domain prefix, never SHA-256(seed) itself: a server publishes
 * SHA-256(seed) as the game's commitment before the first die, and that must not be the key.
 *
 * Blocks are computed on demand and the last block of each recent key is cached here (a derived cache,
 * never state): a game draws a few words per action, and one block serves sixteen of them.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** Versioned: a different derivation would be a different generator, with its own name. */
export const CHACHA_KEY_DOMAIN = 'wargame-rng/chacha20/1\0';
/** The block counter is 32 bits, and @noble/ciphers refuses its last value: 2^32 - 1 blocks of 16 words. */
export const CHACHA_MAX_WORDS = (2 ** 32 - 1) * 16;

/** The 64-hex key of a seed (or of a fresh secret drawn after a takeback). */
export function chachaKey(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(CHACHA_KEY_DOMAIN + seed)));
}

interface CachedKey {
  key: Uint8Array;
  /** The block in `words`, or -1 before the first. */
  block: number;
  bytes: Uint8Array;
  words: Uint32Array;
}

const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(64);
/** Enough for every game a server process plays at once to keep its block between two moves. */
const CACHE_SIZE = 256;
const cache = new Map<string, CachedKey>();

function entryFor(keyHex: string): CachedKey {
  let entry = cache.get(keyHex);
  if (entry) return entry;
  if (!/^[0-9a-f]{64}$/.test(keyHex)) throw new Error('rng: a chacha20 key is 64 lowercase hex characters');
  entry = { key: hexToBytes(keyHex), block: -1, bytes: new Uint8Array(64), words: new Uint32Array(16) };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(keyHex, entry);
  return entry;
}

/** The 16 words of keystream block `block` (XOR of zeros is the keystream itself). */
function fill(entry: CachedKey, block: number): void {
  chacha20(entry.key, NONCE, ZEROS, entry.bytes, block);
  const b = entry.bytes;
  for (let i = 0; i < 16; i++) {
    const o = i * 4;
    entry.words[i] = (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
  }
  entry.block = block;
}

/** Word `n` (0-based) of the keystream of `keyHex`. */
export function chachaWord(keyHex: string, n: number): number {
  if (!Number.isInteger(n) || n < 0 || n >= CHACHA_MAX_WORDS)
    throw new RangeError(`rng: chacha20 word ${n} is outside the stream`);
  const entry = entryFor(keyHex);
  const block = Math.floor(n / 16);
  if (entry.block !== block) fill(entry, block);
  return entry.words[n % 16]!;
}
