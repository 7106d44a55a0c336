/**
 * A fast, stable, non-cryptographic 64-bit digest of a JSON value, for checkpoints in saves and for
 * determinism checks. Not a commitment: use SHA-256 where tampering matters.
 *
 * The text hashed is the canonical JSON (keys sorted, see json.ts), so a checkpoint does not depend on
 * the order in which a game happened to insert keys, nor on a storage layer that reorders them.
 * Pure arithmetic on UTF-16 code units: runs the same in Node and in browsers.
 */
import { canonicalJson } from './json.ts';

/** 16 lowercase hex characters. */
export function stateHash(value: unknown): string {
  return hashText(canonicalJson(value));
}

/** Two independent 32-bit lanes (FNV-1a and a multiply-rotate lane), each finished with an avalanche. */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b = (b << 13) | (b >>> 19);
  }
  a = fmix32(a ^ text.length);
  b = fmix32(b ^ Math.imul(text.length, 0x9e3779b1) ^ a);
  return hex8(a) + hex8(b);
}

/** The murmur3 finaliser: every input bit affects every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}
